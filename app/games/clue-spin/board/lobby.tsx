"use client";

import { useMemo } from "react";
import type { BoardSessionView } from "@/app/games/clue-spin/session-views";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";

export interface JoinInfo {
  /** Host and port students type, e.g. "192.168.1.20:3000". */
  base: string;
  url: string;
  qrSvg: string;
}

/** Roomiest first; names of players never go below 28 px. */
const LOBBY_STEPS: FitStep[] = [
  [200, 56, 40, 36],
  [176, 52, 36, 32],
  [160, 48, 34, 30],
  [144, 44, 32, 28],
  [128, 40, 30, 28],
  [112, 36, 28, 28],
].map(([code, lead, team, names]) => ({
  "--code": px(code ?? 0),
  "--lead": px(lead ?? 0),
  "--team": px(team ?? 0),
  "--names": px(names ?? 0),
}));

/** Before the game: the join code as big as the screen allows, and who has joined which team. */
export function Lobby({ view, palette, join }: { view: BoardSessionView; palette: TeamPalette; join: JoinInfo }) {
  const players = view.teams.reduce((sum, team) => sum + team.players.length, 0) + view.unassigned.length;
  const key = useMemo(
    () => JSON.stringify([view.teams, view.unassigned, view.joinLocked, join.base]),
    [join.base, view.joinLocked, view.teams, view.unassigned],
  );
  const ref = useFit<HTMLDivElement>(LOBBY_STEPS, key);
  const columns = view.teams.length > 4 ? 3 : 2;
  const text = (name: string) => ({ fontSize: `var(--${name})` });
  return (
    <div ref={ref} className="flex h-full flex-col gap-5 overflow-hidden px-12 pb-6 pt-2" data-board-fit="">
      <section aria-labelledby="join-heading" className="flex shrink-0 items-center gap-10">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h2 id="join-heading" className="font-extrabold text-white" style={text("lead")}>
            Join on your phone
          </h2>
          <ol className="flex flex-col gap-2 font-bold text-slate-100" style={text("lead")}>
            <li>
              <span className="text-slate-400">1.</span> Go to{" "}
              <span className="rounded-xl bg-slate-800 px-3 font-mono text-yellow-300 break-words" data-board-join-url="">
                {join.base}/join
              </span>
            </li>
            <li className="flex flex-wrap items-baseline gap-x-5">
              <span>
                <span className="text-slate-400">2.</span> Type the code:
              </span>
              <span
                className="font-mono font-black leading-none tracking-[0.12em] text-yellow-300"
                style={text("code")}
                aria-label={`Game code ${view.code.split("").join(" ")}`}
                data-board-code=""
              >
                {view.code}
              </span>
            </li>
          </ol>
          <p className="font-semibold text-slate-200" style={text("team")} data-board-lobby-status="">
            {view.joinLocked
              ? "Joining is closed."
              : players === 0
                ? "Nobody has joined yet."
                : `${players} player${players === 1 ? "" : "s"} joined.`}{" "}
            Waiting for the moderator to start the game.
          </p>
        </div>
        <div className="w-[300px] shrink-0 rounded-3xl bg-[#fff] p-4" role="img" aria-label={`QR code for ${join.url}`}>
          <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: join.qrSvg }} />
        </div>
      </section>
      <ul
        className="grid min-h-0 flex-1 content-start gap-4"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        aria-label="Teams"
      >
        {view.teams.map((team) => {
          const look = teamLook(view, palette, team.id);
          return (
            <li
              key={team.id}
              className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-slate-700 bg-slate-900 px-4 py-2"
              data-lobby-team={team.id}
            >
              <div className="flex items-start justify-between gap-3" style={text("team")}>
                <TeamBadge team={look} size="sm" className="!text-[length:var(--team)]" />
                <span className="shrink-0 font-bold text-slate-200">{team.players.length} joined</span>
              </div>
              {team.players.length > 0 && (
                <p className="leading-snug text-slate-100 break-words" style={text("names")}>
                  {team.players.map((player) => player.name).join(", ")}
                </p>
              )}
            </li>
          );
        })}
        {view.unassigned.length > 0 && (
          <li
            className="rounded-2xl border-2 border-dashed border-slate-600 px-4 py-2 leading-snug text-slate-200 break-words"
            style={{ ...text("names"), gridColumn: "1 / -1" }}
          >
            Choosing a team: {view.unassigned.map((player) => player.name).join(", ")}
          </li>
        )}
      </ul>
    </div>
  );
}
