"use client";

import { useEffect, useRef, useState } from "react";
import { ChipStacks } from "@/app/_components/chips";
import type { BoardSessionView } from "@/app/_clue/session-views";
import { teamLook, type TeamPalette } from "./teams";

/** How long a "+8" stays beside a score after it changes. */
const DELTA_MS = 3500;

function useScoreDeltas(points: Record<string, number>): Record<string, { amount: number; key: number }> {
  const previous = useRef<Record<string, number> | null>(null);
  const [deltas, setDeltas] = useState<Record<string, { amount: number; key: number }>>({});
  const serialized = JSON.stringify(points);
  useEffect(() => {
    const now = JSON.parse(serialized) as Record<string, number>;
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changed = Object.entries(now).filter(([id, value]) => before[id] !== undefined && before[id] !== value);
    if (changed.length === 0) return;
    setDeltas((current) => {
      const next = { ...current };
      for (const [id, value] of changed) next[id] = { amount: value - (before[id] ?? value), key: Date.now() };
      return next;
    });
    const timer = window.setTimeout(
      () => setDeltas((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !changed.some(([c]) => c === id)))),
      DELTA_MS,
    );
    return () => window.clearTimeout(timer);
  }, [serialized]);
  return deltas;
}

/** The bottom of the board: the bank and every team's chips, with the number beside them. */
export function TeamRail({ view, palette }: { view: BoardSessionView; palette: TeamPalette }) {
  const game = view.game;
  const points = Object.fromEntries(game.teams.map((team) => [team.id, team.points]));
  const deltas = useScoreDeltas(points);
  const turnTeam = game.turn?.teamId ?? null;
  const waitingTeam = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  const target = game.rules.targetPoints;
  const many = game.teams.length > 4;
  return (
    <section aria-label="Scores" className="flex h-full gap-4 px-6 pb-5">
      <div
        data-bank=""
        className="flex w-[150px] shrink-0 flex-col items-center justify-center rounded-3xl border-4 border-dashed border-slate-600 bg-slate-900 text-center"
      >
        <svg aria-hidden="true" viewBox="0 0 64 56" className="h-16 w-16 text-slate-200" fill="currentColor">
          <path d="M32 2 L62 18 L62 22 L2 22 L2 18 Z" />
          <rect x="8" y="26" width="7" height="20" rx="1" />
          <rect x="22" y="26" width="7" height="20" rx="1" />
          <rect x="35" y="26" width="7" height="20" rx="1" />
          <rect x="49" y="26" width="7" height="20" rx="1" />
          <rect x="2" y="48" width="60" height="6" rx="1" />
        </svg>
        <span className="mt-1 text-3xl font-extrabold text-slate-100">Bank</span>
        <span className="text-xl text-slate-300">Goal {target}</span>
      </div>
      <ul className="grid flex-1 gap-4" style={{ gridTemplateColumns: `repeat(${game.teams.length}, minmax(0, 1fr))` }}>
        {game.teams.map((team) => {
          const look = teamLook(view, palette, team.id);
          const isTurn = team.id === turnTeam;
          const delta = deltas[team.id];
          const atTarget = team.points >= target;
          return (
            <li
              key={team.id}
              data-team-card={team.id}
              aria-current={isTurn ? "true" : undefined}
              className={`relative flex min-w-0 flex-col overflow-hidden rounded-3xl border-4 bg-slate-900 ${isTurn ? "border-white shadow-[0_0_0_6px_rgba(250,204,21,0.9)]" : "border-slate-700"}`}
            >
              <div className="flex min-h-[64px] items-center gap-3 px-4 py-1.5 text-white" style={{ backgroundColor: look.hex }}>
                <span aria-hidden="true" className="text-4xl leading-none">
                  {look.symbol}
                </span>
                <span
                  className={`line-clamp-2 min-w-0 flex-1 font-extrabold leading-tight [overflow-wrap:anywhere] ${many ? "text-2xl" : "text-3xl"}`}
                >
                  {look.name}
                </span>
              </div>
              <div className="flex flex-1 items-end justify-between gap-2 px-4 pb-3 pt-2">
                <div data-team-chips={team.id} className="min-w-0 overflow-hidden">
                  <ChipStacks points={team.points} size={many ? 46 : 60} />
                </div>
                <div className="flex shrink-0 flex-col items-end">
                  {isTurn ? (
                    <span className="rounded-full bg-yellow-300 px-2.5 text-xl font-black uppercase text-slate-950">▶ Turn</span>
                  ) : (
                    <span className="text-xl font-semibold uppercase tracking-wider text-slate-300">points</span>
                  )}
                  <span
                    className={`font-black tabular-nums leading-none text-white ${many ? "text-7xl" : "text-8xl"}`}
                    data-team-points={team.id}
                  >
                    {team.points}
                  </span>
                </div>
              </div>
              {(atTarget || team.savedCardCount > 0 || (waitingTeam === team.id && !isTurn)) && (
                <div className="absolute left-3 top-[72px] flex flex-wrap gap-2 text-xl font-bold">
                  {atTarget && <span className="rounded-full bg-yellow-300 px-3 text-slate-950">★ Final question</span>}
                  {team.savedCardCount > 0 && (
                    <span className="rounded-full bg-slate-700 px-3 text-slate-100">
                      {team.savedCardCount} saved card{team.savedCardCount === 1 ? "" : "s"}
                    </span>
                  )}
                  {waitingTeam === team.id && !isTurn && <span className="rounded-full bg-sky-300 px-3 text-slate-950">Deciding</span>}
                </div>
              )}
              {delta && (
                <span
                  key={delta.key}
                  aria-hidden="true"
                  className={`board-delta absolute right-4 top-[72px] rounded-2xl px-4 py-1 text-5xl font-black shadow-lg ${delta.amount > 0 ? "bg-emerald-300 text-emerald-950" : "bg-rose-300 text-rose-950"}`}
                >
                  {delta.amount > 0 ? `+${delta.amount}` : `−${Math.abs(delta.amount)}`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
