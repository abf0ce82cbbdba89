"use client";

import type { BorderUpBoardView } from "@/lib/games/border-up";
import { callWord } from "@/lib/games/border-up/calls";
import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { CountOfFiveWindow } from "@/app/games/_tables/combo3/count-of-five";
import { Countdown, RaceClock } from "@/app/games/_tables/combo3/clocks";
export { RaceClock };

/** Border-Up around the race, on the board, the console and the phones: the count, "Ready, Set…", the race clock, the judged groups. */

const label = (size: PartSize) =>
  size === "board"
    ? `${BOARD_TEXT.sm} font-bold uppercase tracking-wide text-slate-300`
    : "text-xs font-bold uppercase tracking-wide text-slate-600";
const body = (size: PartSize) => (size === "board" ? `${BOARD_TEXT.md} text-slate-100` : "text-sm text-slate-900");
const pillSize = (size: PartSize) => (size === "board" ? ("board" as const) : ("xs" as const));

/** The table's state in a line or two: who is GeoPlunging, "Ready, Set…", the race clock and the shouts heard. */
export function RaceStatus({ game, look, size }: { game: BorderUpBoardView; look: LookUp; size: PartSize }) {
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-3" : "gap-2"}`} data-race-status={game.stage}>
      {game.teams.some((team) => team.geoPlunging !== null) && (
        <p className={`flex flex-wrap items-center gap-2 ${body(size)}`}>
          <span className={label(size)}>GeoPlunging</span>
          {game.teams.map((team) => (
            <span key={team.id} className="inline-flex items-center gap-1">
              <TeamPill team={look(team.id)} size={pillSize(size)} /> {team.geoPlunging ? "yes" : "no"}
            </span>
          ))}
        </p>
      )}
      {game.readySet && (
        <p
          className={`flex items-center gap-3 font-black ${size === "board" ? `${BOARD_TEXT.title} text-white` : "text-2xl text-slate-950"}`}
          data-ready-set=""
        >
          <Countdown deadline={game.readySet.revealAt} size={size} /> Ready, Set…
        </p>
      )}
      {game.race && (
        <p className={`flex flex-wrap items-center gap-3 ${body(size)}`}>
          <span className={label(size)}>Race</span>
          <RaceClock startedAt={game.race.startedAt} endedAt={game.race.endedAt} size={size} />
          {game.race.shouts.map((shout) => (
            <span key={shout.teamId} className="inline-flex items-center gap-1 font-bold" data-shout={shout.call}>
              <TeamPill team={look(shout.teamId)} size={pillSize(size)} /> “{callWord(shout.call)}!”
            </span>
          ))}
          {game.race.judgingUntil !== null && <span>Judging the shouts…</span>}
        </p>
      )}
    </div>
  );
}

/** The count of five as everyone sees it. */
export function CountWindow({ game, look, size }: { game: BorderUpBoardView; look: LookUp; size: PartSize }) {
  return <CountOfFiveWindow count={game.count} teams={game.teams} look={look} size={size} />;
}

/** After the race: the verdict, the shout order with its margin, and each judged team's groups, right or wrong and why. */
export function RaceResult({ game, look, size }: { game: BorderUpBoardView; look: LookUp; size: PartSize }) {
  const result = game.result;
  if (!result) return null;
  const board = size === "board";
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  return (
    <section aria-label="The race judged" className={`flex flex-col ${board ? "gap-4" : "gap-2"}`} data-race-result={result.how}>
      <p className={board ? `${BOARD_TEXT.lg} font-black text-yellow-200` : "text-base font-black text-slate-950"} data-verdict="">
        {result.verdict}
      </p>
      {result.order && (
        <p className={body(size)} data-shout-order="">
          <span className={label(size)}>Shouts</span> {result.order}
        </p>
      )}
      {result.judged.map((judged) => (
        <div key={judged.teamId} className="flex flex-col gap-2" data-judged={judged.teamId}>
          <p className={`flex flex-wrap items-center gap-2 font-bold ${body(size)}`}>
            <TeamPill team={look(judged.teamId)} size={pillSize(size)} /> showed “{callWord(judged.call)}”:{" "}
            {judged.right ? "right" : "not right"}
          </p>
          <ol className={`grid ${board ? "grid-cols-[repeat(auto-fit,minmax(24rem,1fr))] gap-3" : "gap-2"}`}>
            {judged.groups.map((group, index) => (
              <li
                key={index}
                className={`rounded-2xl border-4 ${board ? "px-4 py-2" : "px-2 py-1"} ${group.right ? "border-emerald-500" : "border-rose-500"} ${board ? "bg-slate-900" : "bg-white"}`}
                data-group-right={group.right}
              >
                <p className={`font-black ${board ? `${BOARD_TEXT.md} text-white` : "text-base text-slate-950"}`}>
                  <span aria-hidden="true">{group.right ? "✓ " : "✗ "}</span>
                  {group.cards.map((card) => card.name).join(" · ")}
                </p>
                <p className={board ? `${BOARD_TEXT.sm} text-slate-200` : "text-sm text-slate-800"}>{group.why}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
      <p className={body(size)}>
        {result.winnerId ? (
          <>
            <TeamPill team={look(result.winnerId)} size={pillSize(size)} /> scores {parts.join(" + ")}.
          </>
        ) : (
          `A tie: ${result.points[0]} points each.`
        )}
      </p>
    </section>
  );
}
