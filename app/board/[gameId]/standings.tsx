"use client";

import { ChipStacks } from "@/app/_components/chips";
import type { BoardSessionView } from "@/app/_clue/session-views";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";

const CONFETTI_COLOURS = ["#facc15", "#38bdf8", "#f472b6", "#34d399", "#f97316", "#a78bfa"];

/** The end: the winner as big as it gets, and the final standings with everyone's chips. */
export function Standings({ view, palette }: { view: BoardSessionView; palette: TeamPalette }) {
  const game = view.game;
  const winnerId = game.phase.type === "finished" ? game.phase.winnerId : null;
  const ranked = [...game.teams].sort((a, b) => (b.id === winnerId ? 1 : 0) - (a.id === winnerId ? 1 : 0) || b.points - a.points);
  const winner = winnerId ? teamLook(view, palette, winnerId) : null;
  return (
    <div className="relative flex h-full flex-col items-center gap-8 overflow-hidden px-14 pb-10 pt-2" data-board-finished="">
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
        <div className="board-rise relative z-10 flex flex-col items-center gap-4">
          <p className="text-5xl font-black uppercase tracking-[0.25em] text-yellow-300">★ Winner ★</p>
          <TeamBadge team={winner} size="xl" className="text-8xl" />
        </div>
      ) : (
        <p className="relative z-10 text-6xl font-black text-white">The game has ended</p>
      )}
      <ol aria-label="Final standings" className="relative z-10 flex w-full max-w-[1500px] flex-col gap-3">
        {ranked.map((team, index) => (
          <li
            key={team.id}
            className={`flex items-center gap-6 rounded-3xl border-4 bg-slate-900 px-6 py-3 ${team.id === winnerId ? "border-yellow-300" : "border-slate-700"}`}
            data-standing={team.id}
          >
            <span className="w-16 text-5xl font-black text-slate-300">{index + 1}.</span>
            <TeamBadge team={teamLook(view, palette, team.id)} size="md" />
            <ChipStacks points={team.points} size={40} className="ml-auto" />
            <span className="w-40 text-right text-6xl font-black tabular-nums text-white">{team.points}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
