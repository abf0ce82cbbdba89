"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import type { ModeratorSessionView } from "@/app/_clue/session-views";
import { teamColour } from "@/lib/shared/team-colours";
import { Panel, TeamTag } from "./ui";

/** After the game: who won, the final points, the log, and the downloads. */
export function Results({ view, gameId, log }: { view: ModeratorSessionView; gameId: string; log: ReactNode }) {
  const winnerId = view.game.phase.type === "finished" ? view.game.phase.winnerId : null;
  const room = new Map(view.teams.map((t) => [t.id, t]));
  const standings = [...view.game.teams].sort((a, b) => Number(b.id === winnerId) - Number(a.id === winnerId) || b.points - a.points);
  const winner = winnerId ? room.get(winnerId) : null;
  const linkClass =
    "inline-flex items-center rounded-lg border px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_28rem]">
      <div className="grid content-start gap-4">
        <Panel>
          <h2 className="text-3xl font-black text-slate-950">
            {winner ? (
              <span className="flex flex-wrap items-center gap-3">
                <TeamTag colour={winner.colour} name={winner.name} size="lg" /> won the game!
              </span>
            ) : (
              "The game was ended"
            )}
          </h2>
          <p className="mt-1 text-slate-700">
            {winner
              ? "They reached the target and answered the final question."
              : "The moderator ended the game before anyone won. Final points below."}
          </p>
          <ol className="mt-4 grid gap-2" aria-label="Final standings">
            {standings.map((t, i) => {
              const info = room.get(t.id);
              return (
                <li
                  key={t.id}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-2"
                  style={{ borderLeft: `6px solid ${teamColour(info?.colour ?? "red").hex}` }}
                >
                  <span className="w-8 text-2xl font-black text-slate-600">{i + 1}.</span>
                  <TeamTag colour={info?.colour ?? "red"} name={t.name} />
                  <span className="ml-auto text-3xl font-black text-slate-950 tabular-nums">{t.points}</span>
                  <span className="text-slate-600">points</span>
                </li>
              );
            })}
          </ol>
        </Panel>
        <Panel title="Export" labelledBy="export-title">
          <p className="text-slate-700">Download the whole game for your records or a spreadsheet.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              className={`${linkClass} border-blue-800 bg-blue-700 text-white hover:bg-blue-800`}
              href={`/api/games/${gameId}/export?format=csv`}
              download
            >
              Download CSV (spreadsheet)
            </a>
            <a
              className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
              href={`/api/games/${gameId}/export?format=json`}
              download
            >
              Download JSON (everything)
            </a>
            <Link className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`} href="/host">
              Host a new game
            </Link>
          </div>
        </Panel>
      </div>
      {log}
    </div>
  );
}
