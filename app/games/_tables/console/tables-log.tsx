"use client";

import { useState } from "react";
import { Panel } from "@/app/_components/console/ui";
import type { GameLogState } from "@/app/_components/console/game-log";

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** The session's plain-words log, newest first, each line with its table; filter by table; export links. */
export function TablesLog({
  log,
  tables,
  gameId,
  compact = false,
}: {
  log: GameLogState;
  tables: string[];
  gameId: string;
  compact?: boolean;
}) {
  const [only, setOnly] = useState<string>("all");
  const lines = [...log.lines].reverse().filter((line) => only === "all" || line.table === only);
  const newest = log.lines.at(-1);
  const linkClass =
    "inline-flex items-center rounded-lg border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";
  return (
    <Panel
      title="Session log"
      labelledBy="session-log-title"
      className="flex min-h-0 flex-col"
      actions={
        tables.length > 0 ? (
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            Show
            <select
              value={only}
              onChange={(event) => setOnly(event.target.value)}
              className="rounded-md border border-slate-400 bg-white px-1.5 py-0.5 text-sm focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              <option value="all">Every table</option>
              {tables.map((table) => (
                <option key={table} value={table}>
                  Table {table.replace(/^T/, "")}
                </option>
              ))}
            </select>
          </label>
        ) : undefined
      }
    >
      <p className="sr-only" aria-live="polite">
        {newest && !newest.undone ? newest.sentences.join(". ") : ""}
      </p>
      {log.error && <p className="mb-2 text-sm font-semibold text-red-800">{log.error}</p>}
      {lines.length === 0 ? (
        <p className="text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol
          className={`-mx-1 overflow-y-auto px-1 ${compact ? "max-h-64" : "max-h-[28rem]"}`}
          tabIndex={0}
          aria-label="Session log, newest first"
        >
          {lines.map((line) => (
            <li
              key={line.seq}
              className={`border-b border-slate-100 py-1.5 last:border-0 ${line.undone ? "text-slate-500" : "text-slate-900"}`}
            >
              <div className="flex items-baseline gap-2 text-xs text-slate-600">
                <span className="font-mono">{time(line.at)}</span>
                {line.table && (
                  <span className="rounded bg-slate-800 px-1.5 font-bold text-white">Table {line.table.replace(/^T/, "")}</span>
                )}
                <span>{line.by}</span>
                {line.undone && <span className="rounded bg-slate-200 px-1.5 font-semibold text-slate-700">undone</span>}
              </div>
              <ul className={line.undone ? "line-through" : ""}>
                {line.sentences.map((sentence, index) => (
                  <li key={index} className="text-[0.95rem] leading-snug">
                    {sentence}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <a className={linkClass} href={`/api/games/${gameId}/export?format=csv`} download>
          Download CSV (spreadsheet)
        </a>
        <a className={linkClass} href={`/api/games/${gameId}/export?format=json`} download>
          Download JSON (everything)
        </a>
      </div>
    </Panel>
  );
}
