"use client";

import { useCallback, useEffect, useState, type SyntheticEvent } from "react";
import type { DashingCommand, DashingTeamView } from "@/lib/games/dashing-states";
import type { MapCardView } from "@/lib/games/dashing-states/views";
import { MapCard, MapCardBack } from "@/app/_components/map-card";
import { sendCommand } from "@/lib/client/commands";
import { seatForGame } from "@/lib/client/player-credential";
import { usePressClock } from "@/lib/client/press-clock";
import type { TablePlayProps } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import { GameResultLine, GeoPlungeCount, RaceHistory, RaceStatus } from "./race-parts";

/**
 * A team's phone in Dashing States: the count of five, the face-down deal, the sorting (tap a card,
 * then a slot), the face-down slot, the shout, and each member's own answers.
 *
 * Every command here is sent without the version the screen showed: a teammate's or the other
 * team's card move changes the table's version many times a second in a race, and none of them
 * makes this phone's move stale (the engine refuses what the race no longer allows).
 */
type Send = (command: DashingCommand) => Promise<string | null>;

function useUnversionedSend(gameId: string): { send: Send; problem: string | null; clear: () => void } {
  const [problem, setProblem] = useState<string | null>(null);
  const send = useCallback<Send>(
    async (command) => {
      const outcome = await sendCommand(gameId, "player", command, undefined);
      const message = outcome.ok ? null : outcome.message;
      setProblem(message);
      return message;
    },
    [gameId],
  );
  return { send, problem, clear: () => setProblem(null) };
}

/**
 * This phone's student: the seat its join saved, or (a phone seated another way, e.g. its seat given
 * back by the teacher) the id the server sends with the phone's own view.
 */
export function useOwnPlayerId(gameId: string): string | null {
  const [fetched, setFetched] = useState<string | null>(null);
  const saved = seatForGame(gameId)?.playerId ?? null;
  useEffect(() => {
    if (saved !== null) return;
    let stopped = false;
    void fetch(`/api/games/${encodeURIComponent(gameId)}?as=player`, { credentials: "same-origin", cache: "no-store" })
      .then((response) => response.json() as Promise<{ playerId?: unknown }>)
      .then((json) => {
        if (!stopped && typeof json.playerId === "string") setFetched(json.playerId);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [gameId, saved]);
  return saved ?? fetched;
}

const BIG_BUTTON =
  "min-h-12 rounded-xl px-4 text-lg font-black focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export function DashingPhone({ view }: TablePlayProps<DashingTeamView, DashingCommand>) {
  const game = view.game;
  const look = lookUp(view);
  const { send, problem, clear } = useUnversionedSend(view.gameId);
  const refusal = (type: string) => view.actions.refusals.find((entry) => entry.types.includes(type))?.reason ?? null;
  const can = (type: string) => view.actions.allowed.some((command) => command.type === type);
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-3 px-3 pt-3 pb-24" data-dashing-phone={game.phase}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-slate-900">
        {game.teams.map((team) => (
          <span key={team.id} className="inline-flex items-center gap-1">
            <TeamPill team={look(team.id)} size="xs" /> {team.points} pts{team.id === view.teamId ? " (you)" : ""}
          </span>
        ))}
      </p>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-100 px-3 py-2 text-sm font-semibold text-red-900">
          {problem}{" "}
          <button type="button" className="underline" onClick={clear}>
            OK
          </button>
        </p>
      )}
      {game.phase === "geoplunge-window" && (
        <>
          <GeoPlungeCount game={game} look={look} size="phone" />
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              className={`${BIG_BUTTON} bg-yellow-400 text-slate-950 disabled:opacity-50`}
              disabled={!can("geoPlunge")}
              onClick={() => void send({ type: "geoPlunge" })}
            >
              We are GeoPlunging!
            </button>
            <button
              type="button"
              className={`${BIG_BUTTON} bg-slate-200 text-slate-950 disabled:opacity-50`}
              disabled={!can("declineGeoPlunge")}
              onClick={() => void send({ type: "declineGeoPlunge" })}
            >
              Not this time
            </button>
          </div>
        </>
      )}
      {game.phase !== "geoplunge-window" && <RaceStatus game={game} look={look} size="phone" />}
      {game.phase === "dealt" && (
        <ul className="grid grid-cols-4 gap-1.5" aria-label="Your 7 cards, face-down">
          {Array.from({ length: game.race?.cardsPerTeam ?? 0 }, (_, i) => (
            <li key={i}>
              <MapCardBack className="w-full" />
            </li>
          ))}
        </ul>
      )}
      {view.game.own && (game.phase === "racing" || game.phase === "shouting") && (
        <Sorting own={view.game.own} send={send} shoutRefusal={refusal("shout")} canShout={can("shout")} gameId={view.gameId} />
      )}
      {game.phase === "identifying" && view.game.own && <Identifying view={view} send={send} />}
      <RaceHistory game={game} look={look} size="phone" />
      <GameResultLine game={game} look={look} size="phone" />
    </main>
  );
}

type Own = NonNullable<DashingTeamView["own"]>;
type Target = { slot: number } | "faceDown" | "loose";

function Sorting({
  own,
  send,
  shoutRefusal,
  canShout,
  gameId,
}: {
  own: Own;
  send: Send;
  shoutRefusal: string | null;
  canShout: boolean;
  gameId: string;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const clock = usePressClock(gameId);
  const byId = new Map(own.cards.map((card) => [card.id, card]));
  const loose = own.cards.filter((card) => !own.slots.includes(card.id) && own.faceDown !== card.id);
  const numberOf = new Map(own.cards.map((card, i) => [card.id, i + 1]));
  const label = (card: MapCardView) => `Card ${numberOf.get(card.id)}`;
  const moveTo = (to: Target) => {
    if (picked === null) return;
    const card = picked;
    setPicked(null);
    void send({ type: "arrange", card, to });
  };
  const tapCard = (id: string) => setPicked((current) => (current === id ? null : id));
  const tapPlace = (to: Target, occupant: string | null) => {
    if (picked !== null && picked !== occupant) moveTo(to);
    else if (occupant !== null) tapCard(occupant);
  };
  const ready = own.slots.every((id) => id !== null) && own.faceDown !== null;
  if (own.shouted)
    return (
      <p role="status" className="rounded-2xl bg-yellow-100 px-4 py-3 text-lg font-bold text-slate-950">
        You shouted GeoPlunge! Your cards stay as they are.
      </p>
    );
  const cardButton = (card: MapCardView, where: string) => (
    <button
      type="button"
      aria-pressed={picked === card.id}
      aria-label={`${label(card)}${where}${picked === card.id ? ", picked: now tap where it goes" : ""}`}
      onClick={() => tapCard(card.id)}
      className={`block w-full rounded-lg p-0.5 ${picked === card.id ? "bg-blue-600 ring-4 ring-blue-600" : "bg-white ring-1 ring-slate-300"}`}
      data-card={card.id}
    >
      <MapCard drawing={card.face} label={label(card)} className="block w-full" />
    </button>
  );
  return (
    <section aria-label="Sort your cards" className="flex flex-col gap-2" data-sorting="">
      <p className="text-sm text-slate-800">{picked ? "Now tap a place for the picked card." : "Tap a card, then tap where it goes."}</p>
      <ol className="grid grid-cols-3 gap-1.5" aria-label="Your row, left to right">
        {own.slots.map((id, slot) => {
          const card = id === null ? null : (byId.get(id) ?? null);
          return (
            <li key={slot} className="min-w-0">
              <button
                type="button"
                onClick={() => tapPlace({ slot }, id)}
                aria-label={card ? `Slot ${slot + 1}: ${label(card)}${picked === id ? ", picked" : ""}` : `Slot ${slot + 1}, empty`}
                aria-pressed={id !== null && picked === id}
                className={`flex min-h-16 w-full flex-col items-center justify-center rounded-lg border-2 border-dashed p-0.5 text-xs font-bold ${
                  card
                    ? picked === id
                      ? "border-blue-600 bg-blue-600"
                      : "border-transparent bg-white"
                    : "border-slate-400 bg-slate-50 text-slate-700"
                }`}
                data-slot={slot}
              >
                {card ? <MapCard drawing={card.face} label={label(card)} className="block w-full" /> : <span>{slot + 1}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() => tapPlace("faceDown", own.faceDown)}
        aria-label={own.faceDown ? "Face-down card (your unused card)" : "Face-down place, empty: put your unused card here"}
        className="flex min-h-14 items-center gap-3 rounded-lg border-2 border-dashed border-slate-500 bg-slate-200 px-3 text-left text-sm font-bold text-slate-900"
        data-face-down={own.faceDown ? "full" : "empty"}
      >
        <span className="w-16 shrink-0">
          {own.faceDown ? <MapCardBack label="Your unused card, face-down" className="block w-full" /> : null}
        </span>
        {own.faceDown ? "Unused card, face-down" : "Face-down: the unused card goes here"}
      </button>
      {loose.length > 0 && (
        <div>
          <p className="text-xs font-bold tracking-wide text-slate-700 uppercase">Cards to place</p>
          <ul className="grid grid-cols-4 gap-1.5" aria-label="Cards to place">
            {loose.map((card) => (
              <li key={card.id}>{cardButton(card, ", not placed")}</li>
            ))}
          </ul>
          {picked !== null && !loose.some((card) => card.id === picked) && (
            <button type="button" className="mt-1 text-sm font-bold underline" onClick={() => moveTo("loose")}>
              Take the picked card out of the row
            </button>
          )}
        </div>
      )}
      {!ready && <p className="text-sm font-semibold text-amber-800">Your row is not ready: shouting now loses the race.</p>}
      <button
        type="button"
        disabled={!canShout}
        title={shoutRefusal ?? undefined}
        onClick={() => void send({ type: "shout", pressedAt: clock.serverNow() })}
        className={`${BIG_BUTTON} min-h-16 bg-red-600 text-2xl text-white disabled:opacity-50`}
        data-shout=""
      >
        GeoPlunge!
      </button>
    </section>
  );
}

function Identifying({ view, send }: { view: TablePlayProps<DashingTeamView, DashingCommand>["view"]; send: Send }) {
  const game = view.game;
  const race = game.race;
  const own = game.own;
  const mine = race?.identifying.find((entry) => entry.teamId === view.teamId);
  const playerId = useOwnPlayerId(view.gameId);
  if (!race || !own || !mine || mine.rowProblem !== null) return null;
  const me = mine.answerers.find((answerer) => answerer.playerId === null || answerer.playerId === playerId);
  const others = mine.answerers.filter((answerer) => answerer !== me);
  const byId = new Map(own.cards.map((card) => [card.id, card]));
  const answerable = new Set(
    view.actions.allowed.filter((command) => command.type === "answer").map((command) => (command as { card: string }).card),
  );
  return (
    <section aria-label="Identify your cards" className="flex flex-col gap-3" data-identify="">
      <p className="rounded-xl bg-blue-50 px-3 py-2 text-sm font-semibold text-slate-950">
        Name each of your cards&apos; state and its {race.detailWords}, on your own, without help.
      </p>
      {me?.cardIds.map((id) => {
        const card = byId.get(id);
        if (!card) return null;
        return (
          <AnswerForm
            key={id}
            card={card}
            slot={own.slots.indexOf(id) + 1}
            detailWords={race.detailWords}
            open={answerable.has(id)}
            send={send}
          />
        );
      })}
      {others.map((answerer) => (
        <p key={answerer.playerId ?? "team"} className="text-sm text-slate-800">
          {answerer.name} answers for cards in slots {answerer.cardIds.map((id) => own.slots.indexOf(id) + 1).join(" and ")} (
          {answerer.answered} done).
        </p>
      ))}
    </section>
  );
}

function AnswerForm({
  card,
  slot,
  detailWords,
  open,
  send,
}: {
  card: MapCardView;
  slot: number;
  detailWords: string;
  open: boolean;
  send: Send;
}) {
  const [name, setName] = useState("");
  const [detail, setDetail] = useState("");
  const [sent, setSent] = useState(false);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = await send({ type: "answer", card: card.id, name, detail });
    if (problem === null) setSent(true);
  };
  const done = sent || !open;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex gap-2 rounded-2xl bg-white p-2 ring-1 ring-slate-300"
      data-answer-card={card.id}
    >
      <div className="w-24 shrink-0">
        <MapCard drawing={card.face} label={`Slot ${slot}`} className="block w-full" />
        <p className="text-center text-xs font-bold">Slot {slot}</p>
      </div>
      {done ? (
        <p className="self-center text-sm font-bold text-slate-900">
          Answered: the teacher&apos;s board shows the judgement after the race.
        </p>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label className="text-xs font-bold text-slate-800">
            State
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoComplete="off"
              className="mt-0.5 block min-h-11 w-full rounded-lg border-2 border-slate-400 px-2 text-base"
            />
          </label>
          <label className="text-xs font-bold text-slate-800">
            {detailWords === "capital" ? "Capital" : "Statehood rank"}
            <input
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
              required
              autoComplete="off"
              inputMode={detailWords === "capital" ? "text" : "numeric"}
              className="mt-0.5 block min-h-11 w-full rounded-lg border-2 border-slate-400 px-2 text-base"
            />
          </label>
          <button type="submit" className="min-h-11 rounded-lg bg-blue-700 text-base font-black text-white">
            Send answer
          </button>
        </div>
      )}
    </form>
  );
}
