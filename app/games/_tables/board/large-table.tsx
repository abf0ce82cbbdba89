"use client";

import type { RoomTable } from "@/lib/shared/room-views";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { BOARD_TEXT } from "@/app/games/_tables/parts";
import { useTableGame } from "@/app/games/_tables/table-game";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import type { TableBoardGame } from "@/app/games/_tables/views";
import { sentenceCase } from "@/app/games/_tables/words";
import { PauseIcon, TrophyIcon } from "@/app/games/_tables/icons";

/**
 * The large table's sizes, roomiest first: its text, cards and gaps shrink together until every
 * part fits without running into the next (a Level 4 battle holds bases, GeoStar, BUR, roles and
 * a trick's two cards with their explanation). The smallest step keeps text at 20 px on the canvas.
 */
const step = (title: number, lg: number, md: number, sm: number, gap: number): FitStep => ({
  "--b-title": px(title),
  "--b-lg": px(lg),
  "--b-md": px(md),
  "--b-sm": px(sm),
  "--b-pill": px(md),
  // A card is as wide as its ranks' widest line ("▶ Population 50") needs at the body size.
  "--b-card": px(Math.round(md * 10.6)),
  "--b-points": px(Math.round(title * 1.25)),
  "--b-gap": px(gap),
});
export const BOARD_FIT_STEPS: readonly FitStep[] = [
  step(48, 36, 30, 24, 16),
  step(44, 34, 28, 24, 14),
  step(40, 32, 26, 22, 12),
  step(36, 30, 24, 22, 10),
  step(34, 28, 22, 20, 8),
  step(30, 26, 20, 20, 6),
];

/**
 * One table large on the board: the teams' points and tricks, whom it waits on, the trick in
 * progress (face-down leads show only their announcement), the last trick face-up with its
 * explanation in big type, and the Power cards that set the bases.
 */
export function LargeTable({
  table,
  game,
  previous,
  look,
}: {
  table: RoomTable;
  game: TableBoardGame | null;
  /** This table's view before the current battle was dealt, to show the battle's last trick. */
  previous: TableBoardGame | null;
  look: LookUp;
}) {
  if (!game) {
    return (
      <section
        aria-label={`Table ${table.id.replace(/^T/, "")}`}
        className="flex h-full items-center justify-center rounded-[2rem] border-2 border-slate-700 p-8"
      >
        <p className="text-5xl font-bold text-slate-200">Table {table.id.replace(/^T/, "")} has not started.</p>
      </section>
    );
  }
  return <StartedTable table={table} game={game} previous={previous} look={look} />;
}

function StartedTable({
  table,
  game,
  previous,
  look,
}: {
  table: RoomTable;
  game: TableBoardGame;
  previous: TableBoardGame | null;
  look: LookUp;
}) {
  const parts = useTableGame();
  const summary = parts.summary(game);
  const winner = summary.winnerId ? look(summary.winnerId) : null;
  const earlier = summary.tricksPlayed === 0 && previous !== null && parts.summary(previous).tricksPlayed > 0 ? previous : null;
  const lastBattle = summary.lastBattle;
  // What is drawn changes under the fit's own observer (it refits on every change of the table's DOM).
  const fitRef = useFit<HTMLElement>(BOARD_FIT_STEPS, table.id);
  return (
    <section
      ref={fitRef}
      aria-label={`Table ${table.id.replace(/^T/, "")}`}
      className="relative flex h-full min-h-0 flex-col gap-[var(--b-gap)] overflow-hidden rounded-[2rem] border-2 border-slate-700 bg-slate-900/70 px-7 py-5 [&>*]:shrink-0"
      data-large-table={table.id}
      data-board-fit=""
    >
      <div className="flex flex-wrap items-baseline gap-x-5">
        <h2 className={`${BOARD_TEXT.title} font-black text-white`}>Table {table.id.replace(/^T/, "")}</h2>
        <span className={`${BOARD_TEXT.md} font-bold text-slate-300`}>
          {summary.round} · {summary.goal}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {summary.teams.map((team) => (
          <div key={team.id} className="flex min-w-0 items-center gap-4 rounded-2xl bg-slate-800 px-5 py-2">
            <TeamPill team={look(team.id)} size="board" />
            <span
              className="ml-auto text-[length:var(--b-points)] leading-none font-black text-white tabular-nums"
              data-large-points={team.id}
            >
              {team.points}
            </span>
            <span className={`${BOARD_TEXT.sm} leading-tight font-bold text-slate-200`}>
              pts
              {team.tricks !== undefined && (
                <>
                  <br />
                  {team.tricks} trick{team.tricks === 1 ? "" : "s"}
                </>
              )}
            </span>
          </div>
        ))}
      </div>
      <p className={`${BOARD_TEXT.lg} font-bold text-white`} data-large-waiting="">
        {winner ? (
          <span className="inline-flex items-center gap-3">
            <TrophyIcon className="size-[1.2em] text-yellow-300" /> <TeamPill team={winner} size="board" /> wins!
          </span>
        ) : table.over ? (
          "The teacher ended this table's game."
        ) : summary.waiting.teamIds.length > 0 ? (
          <span className="inline-flex flex-wrap items-center gap-3">
            Waiting for
            {summary.waiting.teamIds.map((id) => (
              <TeamPill key={id} team={look(id)} size="board" />
            ))}
            to {summary.waiting.what}
          </span>
        ) : (
          sentenceCase(summary.waiting.what)
        )}
      </p>
      <parts.Window game={game} look={look} size="board" />
      <parts.Result game={game} look={look} size="board" />
      <div className="flex items-start gap-10">
        <div className="shrink-0 empty:hidden">
          <parts.CurrentTrick game={game} look={look} size="board" />
        </div>
        {earlier ? (
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <parts.FinishedTrick game={earlier} look={look} size="board" />
            {lastBattle && (
              <p className={`${BOARD_TEXT.md} font-bold text-white`}>
                {look(lastBattle.winnerId).name} won battle {lastBattle.number}, {Math.max(...lastBattle.tricks)}–
                {Math.min(...lastBattle.tricks)} (+
                {lastBattle.points})
              </p>
            )}
          </div>
        ) : (
          <div className="min-w-0 flex-1">
            <parts.FinishedTrick game={game} look={look} size="board" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t-2 border-slate-700 pt-3">
        <parts.Setup game={game} look={look} size="board" />
      </div>
      {table.paused && (
        <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 bg-slate-950/90" data-large-paused="">
          <p className="flex items-center gap-6 text-9xl font-black text-white">
            <PauseIcon className="size-28" /> Paused
          </p>
          <p className="text-4xl font-semibold text-slate-200">The teacher paused this table.</p>
        </div>
      )}
    </section>
  );
}
