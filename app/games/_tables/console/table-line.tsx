"use client";

import type { RoomTable } from "@/lib/shared/room-views";
import { Button } from "@/app/_components/console/ui";
import { useTableGame, type TableCommand } from "@/app/games/_tables/table-game";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import type { TableModeratorGame } from "@/app/games/_tables/views";
import { PauseIcon, PlayIcon, TrophyIcon } from "@/app/games/_tables/icons";
import type { TableWarning } from "./oversight";

/** One table in the console: its score and step, whom it waits on, what needs the teacher (oversight.ts), and the teacher's actions for it. */
export function TableLine({
  table,
  game,
  warnings,
  look,
  busy,
  onBoard,
  onPause,
  onUndo,
  onAdjust,
  onEnd,
  onShow,
  sendAtTable,
}: {
  table: RoomTable;
  game: TableModeratorGame | null;
  warnings: readonly TableWarning[];
  look: LookUp;
  busy: boolean;
  onBoard: boolean;
  onPause: () => void;
  onUndo: () => void;
  onAdjust: () => void;
  onEnd: () => void;
  onShow: () => void;
  /** Sends one of the game's own moderator commands at this table (its `TableTools`). */
  sendAtTable: (command: TableCommand) => Promise<boolean>;
}) {
  const parts = useTableGame();
  const summary = game ? parts.summary(game) : null;
  const number = table.id.replace(/^T/, "");
  const winner = summary?.winnerId ? look(summary.winnerId) : null;
  const status = table.paused ? "Paused" : winner ? "Won" : table.over ? "Over" : "Playing";
  return (
    <article
      aria-label={`Table ${number}`}
      className={`rounded-2xl border bg-white p-3 shadow-sm ${warnings.some((warning) => warning.tone === "alert") ? "border-amber-500 ring-2 ring-amber-400" : "border-slate-200"}`}
      data-table-line={table.id}
      data-status={status}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-xl font-black text-slate-950">Table {number}</h3>
        {summary && (
          <span className="text-sm font-semibold text-slate-700">
            {summary.round}
            {summary.trick ? ` · trick ${summary.trick.number}` : ""} · {summary.goal}
          </span>
        )}
        <span
          className={`ml-auto rounded-full px-2.5 py-0.5 text-sm font-bold ${
            table.paused
              ? "bg-amber-200 text-amber-950"
              : winner
                ? "bg-emerald-100 text-emerald-900"
                : table.over
                  ? "bg-slate-200 text-slate-800"
                  : "bg-blue-100 text-blue-900"
          }`}
        >
          {table.paused ? (
            <>
              <PauseIcon /> Paused
            </>
          ) : winner ? (
            <>
              <TrophyIcon /> Won
            </>
          ) : table.over ? (
            "■ Over"
          ) : (
            <>
              <PlayIcon /> Playing
            </>
          )}
        </span>
      </header>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(summary?.teams ?? table.teamIds.map((id): { id: string; points: number; tricks?: number } => ({ id, points: 0 }))).map((team) => (
          <div key={team.id} className="flex items-center gap-2 rounded-xl bg-slate-50 px-2 py-1.5">
            <TeamPill team={look(team.id)} size="sm" />
            <span className="ml-auto text-2xl font-black text-slate-950 tabular-nums" data-console-points={team.id}>
              {team.points}
            </span>
            <span className="text-right text-sm whitespace-nowrap text-slate-700">
              pts{team.tricks === undefined ? "" : ` · ${team.tricks} ${team.tricks === 1 ? "trick" : "tricks"}`}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-1.5 text-base text-slate-900" data-console-waiting="">
        {winner ? (
          <>
            <TeamPill team={winner} size="sm" /> won this table.
          </>
        ) : table.over ? (
          "You ended this table's game."
        ) : summary && summary.waiting.teamIds.length > 0 ? (
          <>
            Waiting on{" "}
            {summary.waiting.teamIds.map((id) => (
              <TeamPill key={id} team={look(id)} size="xs" />
            ))}
            : {summary.waiting.what}
          </>
        ) : (
          (summary?.waiting.what ?? "Not started")
        )}
      </p>
      {warnings.length > 0 && (
        <ul className="mt-2 grid gap-1" aria-label={`Table ${number} needs you`}>
          {warnings.map((warning) => (
            <li
              key={`${warning.kind}:${warning.text}`}
              className={`rounded-lg px-2.5 py-1.5 text-base ${warning.tone === "alert" ? "bg-amber-100 font-semibold text-amber-950" : "bg-slate-100 text-slate-900"}`}
              data-table-warning={warning.kind}
            >
              <span aria-hidden="true">{warning.tone === "alert" ? "⚠ " : "• "}</span>
              {warning.text}
            </li>
          ))}
        </ul>
      )}
      {summary?.lastExplanation && <p className="mt-1 text-sm text-slate-700">Last trick: {summary.lastExplanation}</p>}
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Table ${number} actions`}>
        <Button size="sm" onClick={onPause} disabled={busy || table.over}>
          {table.paused ? (
            <>
              <PlayIcon /> Resume
            </>
          ) : (
            <>
              <PauseIcon /> Pause
            </>
          )}
        </Button>
        <Button size="sm" onClick={onUndo} disabled={busy}>
          ↶ Undo
        </Button>
        {parts.scoreAdjustment && (
          <Button size="sm" onClick={onAdjust} disabled={busy || !game}>
            ± Adjust score
          </Button>
        )}
        {game && <parts.TableTools table={table.id} game={game} look={look} busy={busy || table.over} send={sendAtTable} />}
        <Button size="sm" tone="danger" onClick={onEnd} disabled={busy || table.over}>
          End table
        </Button>
        <Button size="sm" tone="quiet" onClick={onShow} aria-pressed={onBoard}>
          {onBoard ? "◉ On the board" : "Show on board"}
        </Button>
      </div>
    </article>
  );
}
