"use client";

import { useState, type SyntheticEvent } from "react";
import type { StateIqCommand, StateIqTeamView } from "@/lib/games/state-iq";
import { GUESS_MAX_LENGTH } from "@/lib/games/state-iq/numbers";
import { STATES } from "@/lib/content/state-data";
import type { TablePlayProps } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import { GeoCardBody } from "@/app/games/_tables/trick/geo-card";
import { CurrentGuess, GameResultLine, GeoPlungeCount, Rounds } from "./siq-parts";

/**
 * A team's phone in State IQ: its own hidden card (only its phones see it), the count of five, and
 * the step it has now: the Type A choice (every choice with exactly the text it shows), the Type B
 * choice, or the guess (typed, or picked from the 50 states). Every move is the engine's: buttons
 * come from the legal moves, and a refused move's reason is the engine's sentence.
 */
const STATE_NAMES: readonly string[] = STATES.map((state) => state.name).sort((a, b) => a.localeCompare(b));

const BIG_BUTTON =
  "min-h-12 rounded-xl px-4 text-lg font-black focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-50";
const CHOICE_BUTTON =
  "min-h-12 w-full rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-left text-base font-bold text-slate-950 focus-visible:outline-4 focus-visible:outline-blue-700 disabled:opacity-50";

export function StateIqPhone({ view, busy, send }: TablePlayProps<StateIqTeamView, StateIqCommand>) {
  const game = view.game;
  const look = lookUp(view);
  const can = (type: string) => view.actions.allowed.some((command) => command.type === type);
  const refusal = (type: string) => view.actions.refusals.find((entry) => entry.types.includes(type))?.reason ?? null;
  const giving = game.giving !== null && can("giveClue");
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-3 px-3 pt-3 pb-24" data-siq-phone={game.phase}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-slate-900">
        {game.teams.map((team) => (
          <span key={team.id} className="inline-flex items-center gap-1">
            <TeamPill team={look(team.id)} size="xs" /> {team.points} pts{team.id === view.teamId ? " (you)" : ""}
          </span>
        ))}
        <span className="text-slate-600">Level {game.level}</span>
      </p>
      {game.phase === "geoplunge-window" && (
        <>
          <GeoPlungeCount game={game} look={look} size="phone" />
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              className={`${BIG_BUTTON} bg-yellow-400 text-slate-950`}
              disabled={!can("geoPlunge") || busy !== null}
              onClick={() => void send("geoPlunge", { type: "geoPlunge" })}
            >
              We are GeoPlunging!
            </button>
            <button
              type="button"
              className={`${BIG_BUTTON} bg-slate-200 text-slate-950`}
              disabled={!can("declineGeoPlunge") || busy !== null}
              onClick={() => void send("declineGeoPlunge", { type: "declineGeoPlunge" })}
            >
              Not this time
            </button>
          </div>
        </>
      )}
      <CurrentGuess game={game} look={look} size="phone" />
      {giving && game.giving && (
        <section aria-label="Choose the Type A clue" className="flex flex-col gap-2" data-giving="">
          <p className="text-sm font-bold text-slate-900">Your team gives this clue. Tap what the other team will see:</p>
          {game.giving.map((entry) => (
            <div key={entry.option} className="flex flex-col gap-1">
              <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{entry.label}</p>
              {entry.choices.map((choice) => (
                <button
                  key={choice.pick.join("+") || entry.option}
                  type="button"
                  className={CHOICE_BUTTON}
                  disabled={busy !== null}
                  onClick={() => void send("giveClue", { type: "giveClue", option: entry.option, pick: choice.pick })}
                  data-give={entry.option}
                >
                  {choice.text}
                </button>
              ))}
            </div>
          ))}
        </section>
      )}
      {game.asking && can("askClue") && (
        <section aria-label="Choose the Type B clue" className="flex flex-col gap-2" data-asking="">
          <p className="text-sm font-bold text-slate-900">Your team chooses this clue:</p>
          {game.asking.map((entry) => (
            <button
              key={entry.option}
              type="button"
              className={CHOICE_BUTTON}
              disabled={busy !== null}
              onClick={() => void send("askClue", { type: "askClue", option: entry.option })}
              data-ask={entry.option}
            >
              {entry.label}
            </button>
          ))}
        </section>
      )}
      {can("guess") ? (
        <GuessForm busy={busy} send={send} />
      ) : (
        game.phase !== "geoplunge-window" &&
        game.phase !== "over" &&
        !giving &&
        !(game.asking && can("askClue")) && (
          <p className="rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-800" data-waiting-reason="">
            {refusal("guess") ?? refusal("giveClue") ?? refusal("askClue") ?? ""}
          </p>
        )
      )}
      <details className="rounded-2xl border-2 border-slate-300 bg-white p-2" open={game.phase === "geoplunge-window"} data-own-card="">
        <summary className="cursor-pointer text-sm font-black text-slate-950">Your card (only your team sees it)</summary>
        <div className="mt-2">
          <GeoCardBody card={game.own} highlight="statehood" star={null} />
        </div>
      </details>
      <Rounds game={game} look={look} size="phone" />
      <GameResultLine game={game} look={look} size="phone" />
    </main>
  );
}

function GuessForm({ busy, send }: Pick<TablePlayProps<StateIqTeamView, StateIqCommand>, "busy" | "send">) {
  const [typed, setTyped] = useState("");
  const [picked, setPicked] = useState("");
  const guess = (state: string) => {
    void send("guess", { type: "guess", state }).then((accepted) => {
      if (accepted) {
        setTyped("");
        setPicked("");
      }
    });
  };
  const onType = (event: SyntheticEvent) => {
    event.preventDefault();
    guess(typed);
  };
  const onPick = (event: SyntheticEvent) => {
    event.preventDefault();
    guess(picked);
  };
  return (
    <section aria-label="Your guess" className="flex flex-col gap-2 rounded-2xl bg-blue-50 p-3" data-guess-form="">
      <form onSubmit={onType} className="flex flex-col gap-1">
        <label htmlFor="siq-typed" className="text-sm font-bold text-slate-950">
          Type a state (or its postal code)
        </label>
        <div className="flex gap-2">
          <input
            id="siq-typed"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={GUESS_MAX_LENGTH}
            autoComplete="off"
            className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-slate-400 bg-white px-3 text-lg text-slate-950"
          />
          <button type="submit" className={`${BIG_BUTTON} bg-blue-700 text-white`} disabled={busy !== null || typed.trim() === ""}>
            Guess
          </button>
        </div>
      </form>
      <form onSubmit={onPick} className="flex flex-col gap-1">
        <label htmlFor="siq-picked" className="text-sm font-bold text-slate-950">
          …or pick it from the list
        </label>
        <div className="flex gap-2">
          <select
            id="siq-picked"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-slate-400 bg-white px-2 text-lg text-slate-950"
          >
            <option value="">Choose a state…</option>
            {STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className={`${BIG_BUTTON} bg-blue-700 text-white`} disabled={busy !== null || picked === ""}>
            Guess
          </button>
        </div>
      </form>
    </section>
  );
}
