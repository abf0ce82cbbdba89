"use client";

import { useMemo } from "react";
import { ChipStacks } from "@/app/_components/chips";
import { placeLabel, rankTeams } from "@/lib/games/clue-spin/engine/standings";
import type { PlayingBoardView } from "@/app/games/clue-spin/session-views";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";

const STANDINGS_STEPS: FitStep[] = [
  [96, 56, 72, 56],
  [80, 48, 64, 48],
  [72, 40, 56, 44],
  [60, 34, 48, 40],
  [52, 30, 44, 36],
  [44, 28, 40, 32],
].map(([winner, name, points, chip]) => ({
  "--winner": px(winner ?? 0),
  "--name": px(name ?? 0),
  "--points": px(points ?? 0),
  "--chip": px(chip ?? 0),
  "--status": px(Math.max(28, Math.round((name ?? 0) * 0.7))),
  "--label": "28px",
}));

const CONFETTI_COLOURS = ["#facc15", "#38bdf8", "#f472b6", "#34d399", "#f97316", "#a78bfa"];

/**
 * The end: the winner as big as it gets, and the final standings (ties share a place) with everyone's
 * chips. No "why points moved" line: the board may have merged several changes into one line with a
 * change for every team, which six teams' standings have no room for, and the standings say it all.
 */
export function Standings({ view, palette }: { view: PlayingBoardView; palette: TeamPalette }) {
  const game = view.game;
  const winnerId = game.phase.type === "finished" ? game.phase.winnerId : null;
  const ranked = rankTeams(game.teams, winnerId);
  const winner = winnerId ? teamLook(view, palette, winnerId) : null;
  const key = useMemo(() => JSON.stringify([game.teams, winnerId, view.teams]), [game.teams, winnerId, view.teams]);
  const ref = useFit<HTMLDivElement>(STANDINGS_STEPS, key);
  return (
    <div
      ref={ref}
      className="relative flex h-full flex-col items-center gap-5 overflow-hidden px-12 pb-6 pt-2"
      data-board-finished=""
      data-board-fit=""
    >
      {winner && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {Array.from({ length: 60 }, (_, i) => (
            <span
              key={i}
              className="board-confetti absolute top-0 block h-6 w-3 rounded-sm"
              style={{
                left: `${(i * 37) % 100}%`,
                backgroundColor: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
                ["--delay" as string]: `${(i % 12) * 0.4}s`,
                ["--fall" as string]: `${4 + (i % 5)}s`,
                ["--drift" as string]: `${((i % 7) - 3) * 40}px`,
              }}
            />
          ))}
        </div>
      )}
      {winner ? (
        <div className="board-rise relative z-10 flex flex-col items-center gap-3">
          <p className="text-5xl font-black uppercase tracking-[0.25em] text-yellow-300">★ Winner ★</p>
          <span style={{ fontSize: "var(--winner)" }}>
            <TeamBadge team={winner} size="xl" className="!text-[length:var(--winner)]" />
          </span>
        </div>
      ) : (
        <p className="relative z-10 text-6xl font-black text-white">The game has ended</p>
      )}
      <ol aria-label="Final standings" className="relative z-10 flex w-full max-w-[1600px] flex-col gap-3">
        {ranked.map(({ team, rank, tied }) => (
          <li
            key={team.id}
            className={`flex items-center gap-6 rounded-3xl border-4 bg-slate-900 px-6 py-2 ${team.id === winnerId ? "border-yellow-300" : "border-slate-700"}`}
            data-standing={team.id}
            data-rank={rank}
          >
            <span className="w-28 shrink-0 font-black text-slate-200" style={{ fontSize: "var(--name)" }}>
              {placeLabel(rank, tied)}
            </span>
            <TeamBadge team={teamLook(view, palette, team.id)} size="md" className="!text-[length:var(--name)]" />
            <ChipStacks points={team.points} size="var(--chip)" labelSize="28px" className="ml-auto" />
            <span className="w-44 shrink-0 text-right font-black tabular-nums text-white" style={{ fontSize: "var(--points)" }}>
              {team.points}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
