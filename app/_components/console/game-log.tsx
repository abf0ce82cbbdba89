"use client";

import { useEffect, useRef, useState } from "react";
import type { LogLine } from "@/lib/session/log";
import { Panel } from "./ui";
import { asObject, errorMessage, numberField } from "@/lib/shared/wire";

export interface GameLogState {
  lines: LogLine[];
  error: string | null;
}

/** The plain-words log, fetched again whenever the game moves on (the moderator's view version). */
export function useGameLog(gameId: string, version: number | null): GameLogState {
  const [state, setState] = useState<GameLogState>({ lines: [], error: null });
  const latest = useRef(-1);
  useEffect(() => {
    if (version === null || version <= latest.current) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      fetch(`/api/games/${gameId}/log`, { cache: "no-store", credentials: "same-origin" })
        .then(async (response) => {
          const json: unknown = await response.json().catch(() => ({}));
          if (cancelled) return;
          if (!response.ok) {
            setState((s) => ({ ...s, error: errorMessage(json, "The log could not be loaded.") }));
            return;
          }
          latest.current = Math.max(latest.current, numberField(json, "version") ?? version);
          const lines = asObject(json).lines;
          setState({ lines: Array.isArray(lines) ? (lines as LogLine[]) : [], error: null });
        })
        .catch(() => {
          if (!cancelled) setState((s) => ({ ...s, error: "The log could not be loaded: it will retry with the next action." }));
        });
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [gameId, version]);
  return state;
}

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });

export function GameLog({ log, compact = false }: { log: GameLogState; compact?: boolean }) {
  const newestFirst = [...log.lines].reverse();
  const newest = log.lines.at(-1);
  return (
    <Panel title="Game log" labelledBy="game-log-title" className="flex min-h-0 flex-col">
      {/* Screen readers hear each new action once, as it happens. */}
      <p className="sr-only" aria-live="polite">
        {newest && !newest.undone ? newest.sentences.join(". ") : ""}
      </p>
      {log.error && <p className="mb-2 text-sm font-semibold text-red-800">{log.error}</p>}
      {newestFirst.length === 0 ? (
        <p className="text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol
          className={`-mx-1 overflow-y-auto px-1 ${compact ? "max-h-64" : "max-h-[26rem]"}`}
          tabIndex={0}
          aria-label="Game log, newest first"
        >
          {newestFirst.map((line) => (
            <li
              key={line.seq}
              className={`border-b border-slate-100 py-1.5 last:border-0 ${line.undone ? "text-slate-500" : "text-slate-900"}`}
            >
              <div className="flex items-baseline gap-2 text-xs text-slate-600">
                <span className="font-mono">{time(line.at)}</span>
                <span>{line.by}</span>
                {line.undone && <span className="rounded bg-slate-200 px-1.5 font-semibold text-slate-700">undone</span>}
              </div>
              <ul className={line.undone ? "line-through" : ""}>
                {line.sentences.map((sentence, i) => (
                  <li key={i} className="text-[0.95rem] leading-snug">
                    {sentence}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
