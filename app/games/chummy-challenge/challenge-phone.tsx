"use client";

import { useState } from "react";
import type { ChummyCommand, ChummyTeamView } from "@/lib/games/chummy-challenge";
import { usePressClock } from "@/lib/client/press-clock";
import type { TablePlayProps } from "@/app/games/_tables/table-game";
import { lookUp } from "@/app/games/_tables/team-look";
import { useOwnPlayerId } from "../dashing-states/race-phone";
import { ChallengeResults, ChallengeStatus, CountWindow } from "./challenge-parts";

/**
 * A team's phone in Chummy Challenge: the count of five, naming the GeoPlunger, the question as it is
 * read, the buzzer (on the GeoPlunger's phone only), the team's answer, and the answers afterwards.
 * Every command is sent without the table version: each word read changes the table, and none makes
 * a buzz or an answer stale (the engine refuses what the challenge no longer allows).
 */
type Props = TablePlayProps<ChummyTeamView, ChummyCommand>;

const BIG_BUTTON = "min-h-14 rounded-2xl px-3 text-lg leading-tight font-black disabled:opacity-50";

export function ChummyPlay({ view, busy, send }: Props) {
  const game = view.game;
  const look = lookUp(view);
  const playerId = useOwnPlayerId(view.gameId);
  const allowed = (type: ChummyCommand["type"]) => view.actions.allowed.find((command) => command.type === type) ?? null;
  const reason = (type: ChummyCommand["type"]) => view.actions.refusals.find((refusal) => refusal.types.includes(type))?.reason ?? null;
  const side = game.teams.findIndex((team) => team.id === game.teamId);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-3 px-3 pt-2 pb-6" data-chummy-phone={game.stage}>
      {game.count && <CountWindow game={game} look={look} size="phone" />}
      {game.count && (allowed("standUp") || allowed("staySeated")) && (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className={`${BIG_BUTTON} bg-[var(--team)] text-white`}
            disabled={busy !== null}
            onClick={() => void send("standUp", { type: "standUp" }, { anyVersion: true })}
          >
            Yes, GeoPlunging!
          </button>
          <button
            type="button"
            className={`${BIG_BUTTON} border-2 border-slate-400 bg-white text-slate-950`}
            disabled={busy !== null}
            onClick={() => void send("staySeated", { type: "staySeated" }, { anyVersion: true })}
          >
            No
          </button>
        </div>
      )}
      {game.naming && <Naming view={view} busy={busy} send={send} playerId={playerId} side={side} />}
      {game.stage !== "counting" && <ChallengeStatus game={game} look={look} size="phone" />}
      {game.now && (game.stage === "asking" || game.stage === "buzzed") && (
        <Buzzer view={view} busy={busy} send={send} playerId={playerId} side={side} refusal={reason("buzz")} />
      )}
      {game.stage === "answering" && (
        <Answer view={view} busy={busy} send={send} canAnswer={allowed("answer") !== null} refusal={reason("answer")} />
      )}
      <ChallengeResults game={game} look={look} size="phone" />
    </main>
  );
}

function Naming({ view, busy, send, playerId, side }: Props & { playerId: string | null; side: number }) {
  const game = view.game;
  const named = game.naming?.named[side] ?? null;
  if (named)
    return <p className="text-base font-bold text-slate-950">Your GeoPlunger: {named.name ?? "named"}. Waiting for the other team…</p>;
  const members = [...game.members].sort((a, b) => Number(b.playerId === playerId) - Number(a.playerId === playerId));
  return (
    <section className="flex flex-col gap-2" aria-label="Name your GeoPlunger">
      <p className="text-base font-bold text-slate-950">Who is your GeoPlunger? Only that phone gets the buzzer.</p>
      {members.map((member) => (
        <button
          key={member.playerId}
          type="button"
          className={`${BIG_BUTTON} ${member.canBeGeoPlunger ? "bg-[var(--team)] text-white" : "border-2 border-slate-300 bg-white text-slate-700"}`}
          disabled={!member.canBeGeoPlunger || busy !== null}
          onClick={() => void send(`name:${member.playerId}`, { type: "nameGeoPlunger", playerId: member.playerId }, { anyVersion: true })}
          data-name-geoplunger={member.playerId}
        >
          {member.playerId === playerId ? `Me (${member.name})` : member.name}
          {member.canBeGeoPlunger ? "" : ": has been GeoPlunger"}
        </button>
      ))}
    </section>
  );
}

function Buzzer({ view, busy, send, playerId, side, refusal }: Props & { playerId: string | null; side: number; refusal: string | null }) {
  const clock = usePressClock(view.gameId);
  const now = view.game.now;
  if (!now) return null;
  const mine = now.geoPlungers[side === 1 ? 1 : 0];
  const isGeoPlunger = mine.playerId === null || mine.playerId === playerId;
  if (!isGeoPlunger)
    return (
      <p className="text-base text-slate-800">Your GeoPlunger, {mine.name ?? "your teammate"}, has the buzzer. Get ready to help answer.</p>
    );
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={`${BIG_BUTTON} min-h-24 bg-[var(--team)] text-3xl text-white`}
        disabled={refusal !== null || busy !== null}
        onClick={() => void send("buzz", { type: "buzz", pressedAt: clock.serverNow() }, { anyVersion: true })}
        data-buzzer=""
      >
        GeoPlunge!
      </button>
      <span className="text-sm text-slate-800">{refusal ?? "You are the GeoPlunger: buzz as soon as you know the answer."}</span>
    </div>
  );
}

function Answer({ view, busy, send, canAnswer, refusal }: Props & { canAnswer: boolean; refusal: string | null }) {
  const [text, setText] = useState("");
  const own = view.game.ownAnswer;
  if (own !== null) return <p className="text-base font-bold text-slate-950">Your team answered: “{own}”. The app is judging…</p>;
  if (!canAnswer) return refusal ? <p className="text-base text-slate-800">{refusal}</p> : null;
  return (
    <form
      className="flex flex-col gap-2"
      aria-label="Your team's answer"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== "") void send("answer", { type: "answer", text }, { anyVersion: true });
      }}
    >
      <label htmlFor="chummy-answer" className="text-base font-bold text-slate-950">
        Talk it over, then type your team&apos;s answer (several answers: separate them with commas)
      </label>
      <input
        id="chummy-answer"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        autoComplete="off"
        className="min-h-12 rounded-xl border-2 border-slate-400 px-3 text-lg text-slate-950"
      />
      <button type="submit" className={`${BIG_BUTTON} bg-[var(--team)] text-white`} disabled={busy !== null || text.trim() === ""}>
        Send our answer
      </button>
    </form>
  );
}
