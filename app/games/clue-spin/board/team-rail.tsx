"use client";

import { useEffect, useState } from "react";
import { ChipStacks } from "@/app/_components/chips";
import { signedPoints } from "@/lib/games/clue-spin/engine/point-reasons";
import type { PointNews } from "@/lib/ui/point-news";
import type { PlayingBoardView } from "@/app/games/clue-spin/session-views";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { teamLook, type TeamPalette } from "./teams";

/** How long a "+8" stays on a team's card after its points change (the reason stays in the panel above). */
const DELTA_MS = 6000;

/** The news's per-team changes, shown for a few seconds after the news arrives. */
function useFreshDeltas(news: PointNews | null): PointNews | null {
  const [shown, setShown] = useState<PointNews | null>(null);
  useEffect(() => {
    if (!news) return;
    setShown(news);
    const timer = window.setTimeout(() => setShown((current) => (current?.key === news.key ? null : current)), DELTA_MS);
    return () => window.clearTimeout(timer);
  }, [news]);
  return shown;
}

/** Steps from roomy to compact: team name, points, chips and their counts (all at least 28 px). */
const RAIL_STEPS: FitStep[] = [
  [36, 96, 56],
  [32, 88, 48],
  [30, 76, 44],
  [28, 64, 38],
  [28, 56, 32],
].map(([name, points, chip]) => ({ "--rail-name": px(name ?? 0), "--rail-points": px(points ?? 0), "--chip": px(chip ?? 0) }));

/** Beside a card with many clues: every team on one line (name, points, what is special now), in up to three columns. */
function CompactRail({ view, palette, fresh }: { view: PlayingBoardView; palette: TeamPalette; fresh: PointNews | null }) {
  const game = view.game;
  const turnTeam = game.turn?.teamId ?? null;
  const waitingTeam = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  const columns = Math.min(3, game.teams.length);
  return (
    <section aria-label="Scores" className="flex gap-2 px-5 pb-2" data-board-rail="compact">
      <div
        data-bank=""
        className="flex w-[120px] shrink-0 flex-col justify-center rounded-2xl border-4 border-dashed border-slate-600 bg-slate-900 text-center text-[28px] font-bold leading-tight text-slate-100"
      >
        <span>Bank</span>
        <span className="text-slate-200">Goal {game.rules.targetPoints}</span>
      </div>
      <ul className="grid min-w-0 flex-1 gap-1.5" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {game.teams.map((team) => {
          const look = teamLook(view, palette, team.id);
          const isTurn = team.id === turnTeam;
          const delta = fresh?.deltas[team.id];
          return (
            <li
              key={team.id}
              data-team-card={team.id}
              aria-current={isTurn ? "true" : undefined}
              className={`flex min-w-0 items-center gap-2 overflow-hidden rounded-2xl border-[3px] bg-slate-900 pr-3 ${isTurn ? "border-yellow-300" : "border-slate-700"}`}
              data-fit-clip=""
            >
              <span
                className="flex min-w-0 flex-1 items-start gap-2 self-stretch px-2 py-0.5 text-[28px] font-extrabold leading-[1.1] text-[#fff]"
                style={{ backgroundColor: look.hex }}
              >
                <span aria-hidden="true">{look.symbol}</span>
                <span className="min-w-0 break-words" data-team-name={team.id}>
                  {look.name}
                </span>
              </span>
              <span data-team-chips={team.id} className="sr-only" />
              <span className="flex shrink-0 items-center gap-1.5 text-[28px] font-black leading-tight">
                {delta !== undefined && delta !== 0 && (
                  <span
                    key={fresh?.key}
                    className={`board-delta rounded-lg px-1.5 ${fresh?.undone ? "bg-slate-300 text-slate-950" : delta > 0 ? "bg-emerald-300 text-emerald-950" : "bg-rose-300 text-rose-950"}`}
                    data-team-delta={team.id}
                  >
                    {fresh?.undone ? `↶${Math.abs(delta)}` : signedPoints(delta)}
                  </span>
                )}
                {isTurn && <span className="rounded-lg bg-yellow-300 px-1.5 text-slate-950">▶ Turn</span>}
                {waitingTeam === team.id && !isTurn && <span className="rounded-lg bg-sky-300 px-1.5 text-slate-950">Deciding</span>}
                {team.points >= game.rules.targetPoints && (
                  <span className="rounded-lg bg-yellow-300 px-1.5 text-slate-950">
                    ★<span className="sr-only"> at the target</span>
                  </span>
                )}
                {team.savedCardCount > 0 && (
                  <span className="rounded-lg bg-slate-700 px-1.5 text-slate-100" data-team-saved={team.savedCardCount}>
                    {team.savedCardCount} saved
                  </span>
                )}
                <span className="text-[40px] tabular-nums leading-none text-white" data-team-points={team.id}>
                  {team.points}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The bottom of the board: the bank and every team's chips, with the number beside them and what
 * is special about the team now (its turn, the final question, saved cards). When points move, the
 * card shows the change for a few seconds (an undo says "undone", never a penalty). `compact` is
 * for a card with many clues on show: names and points only.
 */
export function TeamRail({
  view,
  palette,
  news,
  compact,
}: {
  view: PlayingBoardView;
  palette: TeamPalette;
  news: PointNews | null;
  compact: boolean;
}) {
  const game = view.game;
  const fresh = useFreshDeltas(news);
  const turnTeam = game.turn?.teamId ?? null;
  const waitingTeam = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  const target = game.rules.targetPoints;
  const steps = RAIL_STEPS;
  const key = JSON.stringify([compact, game.teams, fresh?.key, turnTeam, waitingTeam, view.teams.map((team) => team.name)]);
  const fitRef = useFit<HTMLElement>(steps, key);
  if (compact) return <CompactRail view={view} palette={palette} fresh={fresh} />;
  return (
    <section ref={fitRef} aria-label="Scores" className="flex h-full gap-3 overflow-hidden px-5 pb-3" data-board-rail="full">
      <div
        data-bank=""
        className="flex w-[128px] shrink-0 flex-col items-center justify-center rounded-3xl border-4 border-dashed border-slate-600 bg-slate-900 text-center"
      >
        <svg aria-hidden="true" viewBox="0 0 64 56" className="h-14 w-14 text-slate-200" fill="currentColor">
          <path d="M32 2 L62 18 L62 22 L2 22 L2 18 Z" />
          <rect x="8" y="26" width="7" height="20" rx="1" />
          <rect x="22" y="26" width="7" height="20" rx="1" />
          <rect x="35" y="26" width="7" height="20" rx="1" />
          <rect x="49" y="26" width="7" height="20" rx="1" />
          <rect x="2" y="48" width="60" height="6" rx="1" />
        </svg>
        <span className="text-[28px] font-extrabold leading-tight text-slate-100">Bank</span>
        <span className="text-[28px] font-bold leading-tight text-slate-200">Goal {target}</span>
      </div>
      <ul className="grid min-w-0 flex-1 gap-3" style={{ gridTemplateColumns: `repeat(${game.teams.length}, minmax(0, 1fr))` }}>
        {game.teams.map((team) => {
          const look = teamLook(view, palette, team.id);
          const isTurn = team.id === turnTeam;
          const delta = fresh?.deltas[team.id];
          const atTarget = team.points >= target;
          const deciding = waitingTeam === team.id && !isTurn;
          return (
            <li
              key={team.id}
              data-team-card={team.id}
              data-fit-clip=""
              aria-current={isTurn ? "true" : undefined}
              className={`flex min-w-0 flex-col overflow-hidden rounded-3xl border-4 bg-slate-900 ${isTurn ? "border-yellow-300" : "border-slate-700"}`}
            >
              <div className="flex items-start gap-2 px-3 py-1 text-[#fff]" style={{ backgroundColor: look.hex }}>
                <span aria-hidden="true" className="leading-[1.1]" style={{ fontSize: "var(--rail-name)" }}>
                  {look.symbol}
                </span>
                <span
                  className="min-w-0 flex-1 font-extrabold leading-[1.1] break-words"
                  style={{ fontSize: "var(--rail-name)" }}
                  data-team-name={team.id}
                >
                  {look.name}
                </span>
              </div>
              <div className="flex flex-1 items-end justify-between gap-2 px-3 pb-1 pt-1">
                <div data-team-chips={team.id} className="min-w-0">
                  <ChipStacks points={team.points} size="var(--chip)" labelSize="28px" />
                </div>
                <span
                  className="ml-auto font-black tabular-nums leading-none text-white"
                  style={{ fontSize: "var(--rail-points)" }}
                  data-team-points={team.id}
                >
                  {team.points}
                </span>
              </div>
              {(isTurn || atTarget || team.savedCardCount > 0 || deciding || delta !== undefined) && (
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 pb-1.5 text-[28px] font-black leading-tight">
                  {delta !== undefined && delta !== 0 && (
                    <span
                      key={fresh?.key}
                      className={`board-delta rounded-xl px-2 ${fresh?.undone ? "bg-slate-300 text-slate-950" : delta > 0 ? "bg-emerald-300 text-emerald-950" : "bg-rose-300 text-rose-950"}`}
                      data-team-delta={team.id}
                    >
                      {fresh?.undone ? `↶ ${Math.abs(delta)} undone` : signedPoints(delta)}
                    </span>
                  )}
                  {isTurn && <span className="rounded-xl bg-yellow-300 px-2 text-slate-950">▶ Turn</span>}
                  {deciding && <span className="rounded-xl bg-sky-300 px-2 text-slate-950">Deciding</span>}
                  {atTarget && <span className="rounded-xl bg-yellow-300 px-2 text-slate-950">★ Final</span>}
                  {team.savedCardCount > 0 && (
                    <span className="rounded-xl bg-slate-700 px-2 text-slate-100" data-team-saved={team.savedCardCount}>
                      {team.savedCardCount} saved card{team.savedCardCount === 1 ? "" : "s"}
                    </span>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
