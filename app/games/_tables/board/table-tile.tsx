import type { RoomTable } from "@/lib/shared/room-views";
import { waitingWords } from "@/app/games/_tables/summary";
import { useTableGame } from "@/app/games/_tables/table-game";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import type { TableBoardGame } from "@/app/games/_tables/views";
import { PauseIcon, TrophyIcon } from "@/app/games/_tables/icons";

/** One table at a glance on the board: its teams' points and tricks, the battle, whom it waits on, paused or over. */
export function TableTile({
  table,
  game,
  look,
  shown,
  density,
  onShow,
}: {
  table: RoomTable;
  game: TableBoardGame | null;
  look: LookUp;
  shown: boolean;
  density: 1 | 2 | 3;
  onShow: () => void;
}) {
  const parts = useTableGame();
  const summary = game ? parts.summary(game) : null;
  const big = density === 1;
  const winner = summary?.winnerId ? look(summary.winnerId) : null;
  return (
    <li className="min-h-0">
      <button
        type="button"
        onClick={onShow}
        aria-pressed={shown}
        aria-label={`Show table ${table.id.replace(/^T/, "")} large`}
        data-tile={table.id}
        className={`flex h-full w-full flex-col gap-1.5 overflow-hidden rounded-3xl border-4 p-4 text-left focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300 ${
          shown ? "border-yellow-300 bg-slate-800" : "border-slate-700 bg-slate-900"
        }`}
      >
        <span className={`flex items-center gap-3 font-black text-white ${big ? "text-4xl" : density === 2 ? "text-3xl" : "text-2xl"}`}>
          Table {table.id.replace(/^T/, "")}
          {summary && <span className={`font-bold text-slate-300 ${big ? "text-2xl" : "text-xl"}`}>{summary.round}</span>}
          {shown && (
            <span className="ml-auto rounded-full bg-yellow-300 px-3 text-xl font-black text-slate-950" aria-hidden="true">
              ◀ large
            </span>
          )}
        </span>
        {(summary?.teams ?? table.teamIds.map((id): { id: string; points: number; tricks?: number } => ({ id, points: 0 }))).map((team) => (
          <span key={team.id} className="flex items-center gap-3">
            <TeamPill team={look(team.id)} size={big ? "md" : "sm"} className={big ? "text-2xl" : ""} />
            <span className={`ml-auto font-black text-white tabular-nums ${big ? "text-4xl" : "text-3xl"}`} data-points={team.id}>
              {team.points}
            </span>
            {density < 3 && team.tricks !== undefined && (
              <span className={`w-[6.5rem] text-right font-bold text-slate-200 tabular-nums ${big ? "text-2xl" : "text-xl"}`}>
                {team.tricks} trick{team.tricks === 1 ? "" : "s"}
              </span>
            )}
          </span>
        ))}
        <span
          className={`font-semibold ${big ? "text-2xl" : "text-xl"} ${table.paused ? "text-amber-300" : "text-slate-200"}`}
          data-tile-status=""
        >
          {table.paused ? (
            <>
              <PauseIcon /> Paused
            </>
          ) : winner ? (
            <>
              <TrophyIcon /> {winner.name} wins
            </>
          ) : table.over ? (
            "Game over"
          ) : summary ? (
            `Waiting for ${waitingWords(summary, (id) => look(id).name)}`
          ) : (
            "Not started"
          )}
        </span>
      </button>
    </li>
  );
}
