"use client";

import type { DashingBoardView } from "@/lib/games/dashing-states";
import type { JudgedCardView, JudgedPartView } from "@/lib/games/dashing-states/views";
import { MapCard } from "@/app/_components/map-card";
import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { CountOfFiveWindow } from "@/app/games/_tables/combo3/count-of-five";
import { Countdown, RaceClock as SharedRaceClock } from "@/app/games/_tables/combo3/clocks";

/**
 * Dashing States' table as the board, the console and the phones draw it: the race and its clock,
 * who has shouted, the shout order, who is identifying, the judged rows and the races so far.
 */

const text = (size: PartSize) => (size === "board" ? `${BOARD_TEXT.md} text-slate-100` : "text-sm text-slate-900");
const pillSize = (size: PartSize) => (size === "board" ? ("board" as const) : ("xs" as const));

export function RaceClock({ race, size }: { race: NonNullable<DashingBoardView["race"]>; size: PartSize }) {
  if (race.startedAt === null) return null;
  return <SharedRaceClock startedAt={race.startedAt} endedAt={race.endedAt} size={size} inline />;
}

/** The race in play: its number and what it sorts by, the clock, the countdown to the reveal, the shouts. */
export function RaceStatus({ game, look, size }: { game: DashingBoardView; look: LookUp; size: PartSize }) {
  const race = game.race;
  if (!race) return null;
  const heading = size === "board" ? `${BOARD_TEXT.lg} font-black text-white` : "text-base font-black text-slate-950";
  return (
    <section className={`flex flex-col ${size === "board" ? "gap-2" : "gap-1"}`} aria-label={`Race ${race.number}`} data-race={race.number}>
      <p className={`flex flex-wrap items-center gap-3 ${heading}`}>
        <span>
          Race {race.number}: {race.orderWords}
        </span>
        <RaceClock race={race} size={size} />
      </p>
      {game.phase === "dealt" && (
        <p className={`flex items-center gap-3 ${text(size)}`} data-race-dealt="">
          <Countdown deadline={race.revealAt} size={size} />
          <span>7 Map cards each, face-down. Turn around! “Ready, Set, GeoPlunge!” when the count ends.</span>
        </p>
      )}
      {(game.phase === "racing" || game.phase === "shouting") && (
        <p className={text(size)}>Sort 6 cards in {race.orderWords}, turn the 7th face-down, then shout GeoPlunge!</p>
      )}
      {race.shouted.some(Boolean) && (
        <p className={`flex flex-wrap items-center gap-2 ${text(size)}`} data-shouted="">
          {game.teams
            .filter((_, side) => race.shouted[side])
            .map((team) => (
              <span key={team.id} className="inline-flex items-center gap-1">
                <TeamPill team={look(team.id)} size={pillSize(size)} /> shouted GeoPlunge!
              </span>
            ))}
        </p>
      )}
      {race.shoutSentence && (
        <p className={`font-bold ${text(size)}`} data-shout-order="">
          {race.shoutSentence}
        </p>
      )}
      {race.result === null &&
        race.identifying.map((entry) => (
          <div key={entry.teamId} className={`flex flex-wrap items-center gap-2 ${text(size)}`} data-identifying={entry.teamId}>
            <TeamPill team={look(entry.teamId)} size={pillSize(size)} />
            {entry.rowProblem ?? (
              <span>
                identifies its cards:{" "}
                {entry.answerers
                  .map((answerer) => `${answerer.name ?? "the team"} ${answerer.answered}/${answerer.cardIds.length}`)
                  .join(", ")}
              </span>
            )}
          </div>
        ))}
      {race.result && (
        <p
          className={size === "board" ? `${BOARD_TEXT.lg} font-bold text-white` : "text-base font-bold text-slate-950"}
          data-race-result=""
        >
          {race.result.how}
        </p>
      )}
      <JudgedRows game={game} look={look} size={size} />
    </section>
  );
}

function Mark({ part }: { part: JudgedPartView | null }) {
  if (part === null) return <span>no answer</span>;
  return (
    <span className={part.right ? "text-green-700" : "text-red-700"}>
      {part.right ? "✓" : "✗"} {part.typed === "" ? "—" : `“${part.typed}”`}
      {part.overruled ? " (teacher)" : ""}
    </span>
  );
}

function JudgedCard({ card, size, detailWords }: { card: JudgedCardView; size: PartSize; detailWords: string }) {
  return (
    <figure
      className={`flex min-w-0 flex-col gap-1 rounded-xl bg-white p-1.5 text-slate-950 ${size === "board" ? BOARD_TEXT.sm : "text-xs"}`}
      data-judged-card={card.code}
    >
      <MapCard drawing={card.face} label={`Map card of ${card.name}`} className="w-full" />
      <figcaption className="flex flex-col">
        <strong className={size === "board" ? BOARD_TEXT.md : "text-sm"}>{card.name}</strong>
        <span>
          {detailWords}: {card.detail}
        </span>
        {card.answer && (
          <span className="flex flex-col">
            <Mark part={card.answer.name} />
            <Mark part={card.answer.detail} />
          </span>
        )}
        {card.answeredBy && <span className="text-slate-700">{card.answeredBy}</span>}
      </figcaption>
    </figure>
  );
}

/** The rows identified in the race just judged, their states named, each answer marked. */
export function JudgedRows({ game, look, size }: { game: DashingBoardView; look: LookUp; size: PartSize }) {
  const race = game.race;
  if (!race || race.judged.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-judged-rows="">
      {race.judged.map((row) => (
        <section key={row.teamId} aria-label={`${look(row.teamId).name}'s row`} className="flex flex-col gap-1">
          <p className={`flex items-center gap-2 ${text(size)}`}>
            <TeamPill team={look(row.teamId)} size={pillSize(size)} /> {row.rowProblem ?? "row, left to right:"}
          </p>
          <ol className={`grid gap-1.5 ${size === "board" ? "grid-cols-6" : "grid-cols-3"}`}>
            {row.cards.map((card) => (
              <li key={card.id} className="min-w-0">
                <JudgedCard card={card} size={size} detailWords={race.detailWords} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The races so far, each with its shout order. */
export function RaceHistory({ game, look, size }: { game: DashingBoardView; look: LookUp; size: PartSize }) {
  if (game.races.length === 0) return null;
  return (
    <ol className={`flex flex-col gap-1 ${text(size)}`} data-race-history="">
      {game.races.map((race) => (
        <li key={race.number} className="flex flex-wrap items-center gap-2">
          <strong>Race {race.number}</strong>
          {race.winnerId ? <TeamPill team={look(race.winnerId)} size={pillSize(size)} /> : <span>tie</span>}
          {race.shoutSentence && <span>({race.shoutSentence})</span>}
        </li>
      ))}
    </ol>
  );
}

/** The count of five before race 1. */
export function GeoPlungeCount({ game, look, size }: { game: DashingBoardView; look: LookUp; size: PartSize }) {
  return <CountOfFiveWindow count={game.geoPlungeWindow} teams={game.teams} look={look} size={size} />;
}

export function GameResultLine({ game, look, size }: { game: DashingBoardView; look: LookUp; size: PartSize }) {
  const result = game.result;
  if (!result) return null;
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  return (
    <p
      className={`flex flex-wrap items-center gap-2 ${size === "board" ? `${BOARD_TEXT.lg} font-bold text-white` : "text-sm text-slate-900"}`}
      data-dashing-result=""
    >
      {result.winnerId ? (
        <>
          <TeamPill team={look(result.winnerId)} size={pillSize(size)} /> {result.how} {parts.join(" + ")}.
        </>
      ) : (
        `${result.how} 5 points each.`
      )}
    </p>
  );
}
