import type { RoomTable } from "@/lib/shared/room-views";
import { useTableGame } from "@/app/games/_tables/table-game";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import type { TableBoardGame } from "@/app/games/_tables/views";
import { sentenceCase } from "@/app/games/_tables/words";
import { PauseIcon, TrophyIcon } from "@/app/games/_tables/icons";

/**
 * One table large on the board: the teams' points and tricks, whom it waits on, the trick in
 * progress (face-down leads show only their announcement), the last trick face-up with its
 * explanation in big type, and the Power cards that set the bases.
 */
export function LargeTable({
  table,
  game,
  previous,
  look,
}: {
  table: RoomTable;
  game: TableBoardGame | null;
  /** This table's view before the current battle was dealt, to show the battle's last trick. */
  previous: TableBoardGame | null;
  look: LookUp;
}) {
  if (!game) {
    return (
      <section
        aria-label={`Table ${table.id.replace(/^T/, "")}`}
        className="flex h-full items-center justify-center rounded-[2rem] border-2 border-slate-700 p-8"
      >
        <p className="text-5xl font-bold text-slate-200">Table {table.id.replace(/^T/, "")} has not started.</p>
      </section>
    );
  }
  return <StartedTable table={table} game={game} previous={previous} look={look} />;
}

function StartedTable({
  table,
  game,
  previous,
  look,
}: {
  table: RoomTable;
  game: TableBoardGame;
  previous: TableBoardGame | null;
  look: LookUp;
}) {
  const parts = useTableGame();
  const summary = parts.summary(game);
  const winner = summary.winnerId ? look(summary.winnerId) : null;
  const earlier = summary.tricksPlayed === 0 && previous !== null && parts.summary(previous).tricksPlayed > 0 ? previous : null;
  const lastBattle = summary.lastBattle;
  return (
    <section
      aria-label={`Table ${table.id.replace(/^T/, "")}`}
      className="relative flex h-full min-h-0 flex-col gap-4 overflow-hidden rounded-[2rem] border-2 border-slate-700 bg-slate-900/70 p-7"
      data-large-table={table.id}
    >
      <div className="flex items-baseline gap-5">
        <h2 className="text-5xl font-black text-white">Table {table.id.replace(/^T/, "")}</h2>
        <span className="text-3xl font-bold text-slate-300">
          {summary.round} · {summary.goal}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {summary.teams.map((team) => (
          <div key={team.id} className="flex items-center gap-4 rounded-2xl bg-slate-800 px-5 py-3">
            <TeamPill team={look(team.id)} size="board" />
            <span className="ml-auto text-6xl font-black text-white tabular-nums" data-large-points={team.id}>
              {team.points}
            </span>
            <span className="text-2xl font-bold text-slate-200">
              pts
              {team.tricks !== undefined && (
                <>
                  <br />
                  {team.tricks} trick{team.tricks === 1 ? "" : "s"}
                </>
              )}
            </span>
          </div>
        ))}
      </div>
      <p className="text-4xl font-bold text-white" data-large-waiting="">
        {winner ? (
          <span className="inline-flex items-center gap-3">
            <TrophyIcon className="size-12 text-yellow-300" /> <TeamPill team={winner} size="board" /> wins!
          </span>
        ) : table.over ? (
          "The teacher ended this table's game."
        ) : summary.waiting.teamIds.length > 0 ? (
          <span className="inline-flex flex-wrap items-center gap-3">
            Waiting for
            {summary.waiting.teamIds.map((id) => (
              <TeamPill key={id} team={look(id)} size="board" />
            ))}
            to {summary.waiting.what}
          </span>
        ) : (
          sentenceCase(summary.waiting.what)
        )}
      </p>
      <parts.Window game={game} look={look} size="board" />
      <parts.Result game={game} look={look} size="board" />
      <div className="flex min-h-0 flex-1 items-start gap-10">
        <parts.CurrentTrick game={game} look={look} size="board" />
        {earlier ? (
          <div className="flex flex-col gap-2">
            <parts.FinishedTrick game={earlier} look={look} size="board" />
            {lastBattle && (
              <p className="text-3xl font-bold text-white">
                {look(lastBattle.winnerId).name} won battle {lastBattle.number}, {Math.max(...lastBattle.tricks)}–
                {Math.min(...lastBattle.tricks)} (+
                {lastBattle.points})
              </p>
            )}
          </div>
        ) : (
          <parts.FinishedTrick game={game} look={look} size="board" />
        )}
      </div>
      <div className="flex flex-col gap-3 border-t-2 border-slate-700 pt-3">
        <parts.Setup game={game} look={look} size="board" />
      </div>
      {table.paused && (
        <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 bg-slate-950/90" data-large-paused="">
          <p className="flex items-center gap-6 text-9xl font-black text-white">
            <PauseIcon className="size-28" /> Paused
          </p>
          <p className="text-4xl font-semibold text-slate-200">The teacher paused this table.</p>
        </div>
      )}
    </section>
  );
}
