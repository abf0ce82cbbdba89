import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import type { TablesBoardScreenView } from "@/app/games/_tables/views";

export interface BoardJoin {
  /** Host and port students type, e.g. "192.168.1.20:3000". */
  base: string;
  url: string;
  qrSvg: string;
}

/** Before the games: the join code and QR code as large as the screen allows, then the tables as seated. */
export function BoardLobby({ view, join, look }: { view: TablesBoardScreenView; join: BoardJoin; look: LookUp }) {
  // Up to four tables are listed in board type; more are listed smaller, two to a row.
  const roomy = view.tables.length <= 4;
  const players = view.teams.reduce((sum, team) => sum + team.players.length, 0) + view.unassigned.length;
  return (
    <div className="grid h-full grid-cols-[1fr_700px] gap-10 px-14 pt-4 pb-10">
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
          className="font-mono text-[12rem] leading-none font-black tracking-[0.12em] text-yellow-300"
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
              : `${players} student${players === 1 ? "" : "s"} joined.`}{" "}
          {view.tables.length === 0 ? "The teacher seats everyone at tables." : "Find your table: the games start soon."}
        </p>
      </section>
      <aside className="flex min-h-0 flex-col gap-5" aria-label="Tables">
        <div
          className={`mx-auto rounded-3xl bg-white p-4 ${roomy ? "w-[300px]" : "w-[220px]"}`}
          role="img"
          aria-label={`QR code for ${join.url}`}
        >
          <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: join.qrSvg }} />
        </div>
        {view.tables.length === 0 ? (
          <p className="text-3xl leading-snug text-slate-100" data-board-joined="">
            {view.unassigned.map((player) => player.name).join(", ")}
          </p>
        ) : (
          <ul className={`grid min-h-0 gap-3 ${roomy ? "grid-cols-1" : "grid-cols-2"}`}>
            {view.tables.map((table) => (
              <li key={table.id} className="rounded-2xl border-2 border-slate-700 bg-slate-900 px-5 py-3">
                <p className={`font-black text-white ${roomy ? "text-4xl" : "text-2xl"}`}>Table {table.id.replace(/^T/, "")}</p>
                {table.teamIds.map((teamId) => {
                  const team = view.teams.find((candidate) => candidate.id === teamId);
                  return (
                    <p key={teamId} className={`mt-2 flex flex-wrap items-center gap-3 text-slate-100 ${roomy ? "text-3xl" : "text-xl"}`}>
                      <TeamPill team={look(teamId)} size={roomy ? "board" : "md"} />{" "}
                      {team?.players.map((player) => player.name).join(", ") || "nobody yet"}
                    </p>
                  );
                })}
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
