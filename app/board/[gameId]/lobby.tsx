import type { BoardSessionView } from "@/app/_clue/session-views";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";

export interface JoinInfo {
  /** Host and port students type, e.g. "192.168.1.20:3000". */
  base: string;
  url: string;
  qrSvg: string;
}

/** Before the game: the join code as big as the screen allows, and who has joined which team. */
export function Lobby({ view, palette, join }: { view: BoardSessionView; palette: TeamPalette; join: JoinInfo }) {
  const players = view.teams.reduce((sum, team) => sum + team.players.length, 0) + view.unassigned.length;
  return (
    <div className="grid h-full grid-cols-[1fr_640px] gap-10 px-14 pb-10 pt-4">
      <section aria-labelledby="join-heading" className="flex flex-col gap-6">
        <h2 id="join-heading" className="text-6xl font-extrabold text-white">
          Join on your phone
        </h2>
        <ol className="flex flex-col gap-4 text-5xl font-bold text-slate-100">
          <li>
            <span className="text-slate-400">1.</span> Go to{" "}
            <span className="rounded-xl bg-slate-800 px-4 py-1 font-mono text-yellow-300" data-board-join-url="">
              {join.base}/join
            </span>
          </li>
          <li>
            <span className="text-slate-400">2.</span> Type the code:
          </li>
        </ol>
        <p
          className="font-mono text-[13rem] font-black leading-none tracking-[0.12em] text-yellow-300"
          aria-label={`Game code ${view.code.split("").join(" ")}`}
          data-board-code=""
        >
          {view.code}
        </p>
        <p className="text-4xl font-semibold text-slate-200">
          {view.joinLocked
            ? "Joining is closed."
            : players === 0
              ? "Nobody has joined yet."
              : `${players} player${players === 1 ? "" : "s"} joined.`}{" "}
          Waiting for the teacher to start the game.
        </p>
      </section>
      <aside className="flex flex-col gap-6" aria-label="Teams">
        <div className="mx-auto w-[320px] rounded-3xl bg-white p-4" role="img" aria-label={`QR code for ${join.url}`}>
          <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: join.qrSvg }} />
        </div>
        <ul className="flex flex-col gap-3">
          {view.teams.map((team) => {
            const look = teamLook(view, palette, team.id);
            return (
              <li key={team.id} className="rounded-2xl border-2 border-slate-700 bg-slate-900 px-4 py-3">
                <div className="flex items-center justify-between gap-3">
                  <TeamBadge team={look} size="sm" />
                  <span className="text-2xl font-bold text-slate-200">{team.players.length} joined</span>
                </div>
                {team.players.length > 0 && (
                  <p className="mt-2 truncate text-2xl text-slate-100">{team.players.map((player) => player.name).join(", ")}</p>
                )}
              </li>
            );
          })}
          {view.unassigned.length > 0 && (
            <li className="rounded-2xl border-2 border-dashed border-slate-600 px-4 py-3 text-2xl text-slate-200">
              Choosing a team: {view.unassigned.map((player) => player.name).join(", ")}
            </li>
          )}
        </ul>
      </aside>
    </div>
  );
}
