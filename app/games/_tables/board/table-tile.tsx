import type { RoomTable } from "@/lib/shared/room-views";
import { useTableGame } from "@/app/games/_tables/table-game";
import { TeamPill, type LookUp, type TeamLook } from "@/app/games/_tables/team-look";
import type { TableBoardGame } from "@/app/games/_tables/views";
import { PauseIcon, TrophyIcon } from "@/app/games/_tables/icons";
import { sentenceCase } from "@/app/games/_tables/words";
import { atTableName } from "./team-label";

/**
 * Each density's sizes (1: up to 4 tables, one a row; 2: up to 10, two a row; 3: up to 30, three a
 * row). The densest tile keeps two lines of 20 px text: the table and its points, and whom it waits on.
 */
const SIZES = {
  1: { box: "gap-1.5 p-4", title: "text-4xl", round: "text-2xl", pill: "board-md" as const, points: "text-4xl", small: "text-2xl" },
  2: { box: "gap-1 px-3 py-2", title: "text-3xl", round: "text-xl", pill: "board-sm" as const, points: "text-3xl", small: "text-xl" },
  3: { box: "gap-0.5 px-2.5 py-1", title: "text-xl", round: "text-xl", pill: "board-sm" as const, points: "text-2xl", small: "text-xl" },
} as const;

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
  const s = SIZES[density];
  const team = (id: string) => atTableName(look(id), table.id);
  const winner = summary?.winnerId ? team(summary.winnerId) : null;
  const teams = summary?.teams ?? table.teamIds.map((id): { id: string; points: number; tricks?: number } => ({ id, points: 0 }));
  const number = table.id.replace(/^T/, "");
  const status = table.paused ? (
    <>
      <PauseIcon /> Paused
    </>
  ) : winner ? (
    <>
      <TrophyIcon /> <TeamPill team={winner} size={s.pill} /> wins
    </>
  ) : table.over ? (
    "Game over"
  ) : summary && summary.waiting.teamIds.length > 0 ? (
    <>
      {summary.waiting.teamIds.map((id) => (
        <TeamPill key={id} team={team(id)} size={s.pill} />
      ))}
      {density < 3 && <> to {summary.waiting.what}</>}
    </>
  ) : summary ? (
    sentenceCase(summary.waiting.what)
  ) : (
    "Not started"
  );
  return (
    <li className="min-h-0">
      <button
        type="button"
        onClick={onShow}
        aria-pressed={shown}
        aria-label={`Show table ${number} large`}
        data-tile={table.id}
        className={`flex h-full w-full flex-col overflow-hidden rounded-2xl border-4 text-left leading-tight focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300 ${s.box} ${
          shown ? "border-yellow-300 bg-slate-800" : "border-slate-700 bg-slate-900"
        }`}
      >
        <span className={`flex items-center gap-x-3 font-black whitespace-nowrap text-white ${s.title}`}>
          Table {number}
          {summary && density < 3 && <span className={`font-bold text-slate-300 ${s.round}`}>{summary.round}</span>}
          {density === 3 && <Points teams={teams} look={team} className={`ml-auto ${s.points}`} />}
          {shown && density < 3 && (
            <span className="ml-auto rounded-full bg-yellow-300 px-3 text-xl font-black text-slate-950" aria-hidden="true">
              ◀ large
            </span>
          )}
        </span>
        {density < 3 &&
          teams.map((entry) => (
            <span key={entry.id} className="flex items-center gap-3">
              <TeamPill team={team(entry.id)} size={s.pill} />
              <span className={`ml-auto font-black text-white tabular-nums ${s.points}`} data-points={entry.id}>
                {entry.points}
              </span>
              {entry.tricks !== undefined && (
                <span className={`w-[6.5rem] text-right font-bold text-slate-200 tabular-nums ${s.small}`}>
                  {entry.tricks} trick{entry.tricks === 1 ? "" : "s"}
                </span>
              )}
            </span>
          ))}
        <span
          className={`flex flex-wrap items-center gap-x-2 font-semibold ${s.small} ${table.paused ? "text-amber-300" : "text-slate-200"}`}
          data-tile-status=""
        >
          {status}
        </span>
      </button>
    </li>
  );
}

/** The densest tile's points: each team's symbol on its colour, then its points. */
function Points({
  teams,
  look,
  className,
}: {
  teams: readonly { id: string; points: number }[];
  look: (id: string) => TeamLook;
  className: string;
}) {
  return (
    <span className={`flex items-center gap-2 tabular-nums ${className}`}>
      {teams.map((entry) => (
        <span key={entry.id} className="inline-flex items-center gap-1" data-points={entry.id}>
          <span className="rounded px-1 text-white" style={{ backgroundColor: look(entry.id).hex }} aria-label={look(entry.id).name}>
            {look(entry.id).symbol}
          </span>
          {entry.points}
        </span>
      ))}
    </span>
  );
}
