"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Canvas, useCanvasScale } from "@/app/_components/board/canvas";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { useLiveView } from "@/lib/client/use-live-view";
import { channelFor } from "@/lib/shared/channels";
import { useBoardFocus } from "@/app/games/_tables/focus";
import { useTableGame } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import { plural } from "@/app/games/_tables/words";
import type { TableBoardGame, TableGameInfo, TablesBoardScreenView } from "@/app/games/_tables/views";
import { BoardLobby, type BoardJoin } from "./board-lobby";
import { nextTable, shownTable, tileColumns } from "./cycle";
import { atTableName } from "./team-label";
import { FullScreenIcon, TrophyIcon } from "@/app/games/_tables/icons";
import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

// The tables' drawings and the how-to-play slides load when the board shows them, not with a board
// that waits in its lobby (`[PAGE-WEIGHT]`).
const LargeTable = dynamic(() => import("./large-table").then((table) => table.LargeTable), { loading: HydrateApart });
const TableTile = dynamic(() => import("./table-tile").then((tile) => tile.TableTile), { loading: HydrateApart });
const BoardIntro = dynamic(() => import("@/app/games/_tables/teach/board-intro").then((intro) => intro.BoardIntro), {
  loading: HydrateApart,
});

const CYCLE_MS = 15_000;

/**
 * The projected board of a class session: every table at a glance, one table large. The teacher
 * picks the large table from the console (or by clicking a tile, or keys 1–9); otherwise the board
 * cycles through the tables still playing. `?table=T2` in the address fixes the large table.
 */
export function TablesBoard({
  gameId,
  join,
  info,
  initialTable,
}: {
  gameId: string;
  join: BoardJoin;
  info: TableGameInfo;
  initialTable: string | null;
}) {
  const channelsFor = useCallback(() => [channelFor.board(gameId)], [gameId]);
  const live = useLiveView<TablesBoardScreenView>({ gameId, role: "board", channelsFor });
  const { view, connection, refresh } = live;
  const scale = useCanvasScale();
  const parts = useTableGame();
  const [chosen, setChosen] = useState<string | null>(initialTable);
  const [cycled, setCycled] = useState<string | null>(null);

  // A board runs unattended for an hour: catch up once live, and now and then as a safety net.
  useEffect(() => {
    if (connection !== "live") return;
    const soon = window.setTimeout(() => void refresh(), 800);
    const every = window.setInterval(() => void refresh(), 20_000);
    return () => {
      window.clearTimeout(soon);
      window.clearInterval(every);
    };
  }, [connection, refresh]);

  useBoardFocus(gameId, setChosen);

  const tables = view?.tables ?? [];
  const tableKey = tables.map((table) => `${table.id}:${table.over ? 1 : 0}`).join(",");
  useEffect(() => {
    if (chosen !== null || tableKey === "") return;
    const states = tableKey.split(",").map((entry) => ({ id: entry.split(":")[0] ?? "", over: entry.endsWith(":1") }));
    const timer = window.setInterval(() => setCycled((current) => nextTable(states, current)), CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [chosen, tableKey]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^[1-9]$/.test(event.key)) setChosen(`T${event.key}`);
      else if (event.key === "0" || event.key.toLowerCase() === "c") setChosen(null);
      else if (event.key.toLowerCase() === "f") toggleFullScreen();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Each table's view before its current battle was dealt: the battle's last trick stays readable.
  const [previous, setPrevious] = useState<ReadonlyMap<string, TableBoardGame>>(new Map());
  const seen = useRef(new Map<string, TableBoardGame>());
  useEffect(() => {
    if (!view) return;
    const ended: [string, TableBoardGame][] = [];
    for (const { table, game } of view.tableViews) {
      if (!game) continue;
      const before = seen.current.get(table);
      const round = (g: TableBoardGame) => parts.summary(g).battle;
      if (before && round(before) < round(game) && parts.summary(before).tricksPlayed > 0) ended.push([table, before]);
      seen.current.set(table, game);
    }
    if (ended.length > 0) setPrevious((current) => new Map([...current, ...ended]));
  }, [view, parts]);

  if (!view) {
    return (
      <Canvas scale={scale}>
        <main className="flex h-full items-center justify-center">
          <h1 className="text-6xl font-black" role="status">
            {live.error ? live.error.message : "Loading the board…"}
          </h1>
        </main>
      </Canvas>
    );
  }

  const look = lookUp(view);
  const inLobby = view.status === "lobby";
  const finished = view.status === "finished" || view.status === "ended";
  const shown = shownTable(tables, chosen, cycled);
  const shownTableState = tables.find((table) => table.id === shown);
  const games = new Map(view.tableViews.map((entry) => [entry.table, entry.game]));
  const anyGame = view.tableViews.find((entry) => entry.game)?.game ?? null;
  const columns = tileColumns(tables.length);
  const level = anyGame ? parts.titleSuffix(anyGame) : "";
  // Once the class is seated, the seated lobby takes the whole board and the address moves up here.
  const joinInHeader = !inLobby || tables.length > 0;

  return (
    <Canvas scale={scale}>
      <div className="flex h-full flex-col" data-board="" data-board-status={view.status} data-view-version={view.version}>
        <header className="flex h-[96px] shrink-0 items-center gap-5 px-8">
          {/* A long title (Combo 3's) wraps to a second line rather than push the controls off the board. */}
          <h1 className="min-w-0 text-4xl leading-tight font-black tracking-tight text-yellow-300">
            {info.title}
            {level}
          </h1>
          {!inLobby && (
            <span className="shrink-0 text-3xl font-bold whitespace-nowrap text-slate-200">{plural(tables.length, "table")}</span>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-4 whitespace-nowrap">
            {connection !== "live" && (
              <span role="status" className="rounded-full bg-amber-300 px-4 py-1 text-2xl font-black text-slate-950">
                {connection === "offline" ? "Offline: retrying…" : connection === "connecting" ? "Connecting…" : "Reconnecting…"}
              </span>
            )}
            {joinInHeader && (
              <p
                className="rounded-xl border-2 border-slate-700 px-3 py-1 text-right text-xl leading-tight text-slate-200"
                data-board-join-small=""
              >
                Join at <span className="font-mono font-bold text-white">{join.base}/join</span>
                <br />
                code <span className="font-mono text-2xl font-black tracking-widest text-yellow-300">{view.code}</span>
              </p>
            )}
            {!inLobby && !finished && tables.length > 1 && (
              <button
                type="button"
                onClick={() => setChosen(chosen === null ? shown : null)}
                aria-pressed={chosen === null}
                className="rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-1.5 text-xl font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
              >
                {chosen === null ? "Cycling tables" : "Cycle tables"}
                <kbd className="ml-2 rounded border-2 border-slate-400 px-1.5 text-xl font-bold text-slate-200">C</kbd>
              </button>
            )}
            <BoardIntro gameId={gameId} status={view.status} />
            <button
              type="button"
              onClick={toggleFullScreen}
              aria-label="Full screen"
              className="rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-1.5 text-xl font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
            >
              <FullScreenIcon className="size-7" />
              <kbd className="ml-2 rounded border-2 border-slate-400 px-1.5 text-xl font-bold text-slate-200">F</kbd>
            </button>
          </div>
        </header>
        <main className="relative min-h-0 flex-1">
          {inLobby ? (
            <BoardLobby view={view} join={join} look={look} />
          ) : finished && !(view.status === "finished" && tables.length === 1) ? (
            // One table that finished keeps its large table (a race's judged groups, the last trick) with its winner.
            <Results view={view} />
          ) : (
            // One table needs no overview beside it: the large table takes the whole board; three tiles a row need more room.
            <div
              className={`grid h-full gap-6 px-6 pb-6 ${tables.length === 1 ? "grid-cols-1" : columns === 3 ? "grid-cols-[minmax(0,1fr)_760px]" : "grid-cols-[minmax(0,1fr)_620px]"}`}
            >
              {shownTableState ? (
                <LargeTable
                  table={shownTableState}
                  game={games.get(shownTableState.id) ?? null}
                  previous={previous.get(shownTableState.id) ?? null}
                  look={look}
                />
              ) : (
                <div />
              )}
              {tables.length > 1 && (
                <ul
                  aria-label="Every table"
                  className="grid min-h-0 gap-3"
                  style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridAutoRows: "minmax(0, 1fr)" }}
                >
                  {tables.map((table) => (
                    <TableTile
                      key={table.id}
                      table={table}
                      game={games.get(table.id) ?? null}
                      look={look}
                      shown={table.id === shown}
                      density={columns}
                      onShow={() => setChosen(table.id)}
                    />
                  ))}
                </ul>
              )}
            </div>
          )}
        </main>
      </div>
    </Canvas>
  );
}

/** The results' sizes, roomiest first: one table a row while they fit, then two or three a row, smaller. */
const RESULT_STEPS: readonly FitStep[] = (
  [
    [1, 48, 40],
    [2, 40, 34],
    [2, 34, 28],
    [3, 30, 26],
    [3, 26, 22],
    [3, 24, 20],
  ] as const
).map(([cols, points, text]) => ({ "--r-cols": String(cols), "--r-points": px(points), "--r-text": px(text), "--b-pill": px(text) }));

/** When every table is over (or the teacher ended the session): each table's winner and points. */
function Results({ view }: { view: TablesBoardScreenView }) {
  const parts = useTableGame();
  const look = lookUp(view);
  const ref = useFit<HTMLDivElement>(RESULT_STEPS, `${view.tables.length}`);
  return (
    <div ref={ref} className="flex h-full flex-col gap-6 overflow-hidden px-14 pb-10" data-board-results="" data-board-fit="">
      <h2 className="shrink-0 pt-1 text-6xl leading-tight font-black text-white">
        {view.status === "ended" ? "The session is over" : "Every table has finished"}
      </h2>
      <ul className="grid shrink-0 grid-cols-[repeat(var(--r-cols),minmax(0,1fr))] gap-3">
        {view.tableViews.map(({ table, game }) => {
          const summary = game ? parts.summary(game) : null;
          const winner = summary?.winnerId ? atTableName(look(summary.winnerId), table) : null;
          return (
            <li
              key={table}
              className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-3xl border-2 border-slate-700 bg-slate-900 px-5 py-2 text-[length:var(--r-text)]"
            >
              <span className="font-black text-white">Table {table.replace(/^T/, "")}</span>
              {summary?.teams.map((team) => (
                <span key={team.id} className="flex items-center gap-2">
                  <TeamPill team={atTableName(look(team.id), table)} size="board" />
                  <span className="text-[length:var(--r-points)] leading-none font-black text-white tabular-nums">{team.points}</span>
                </span>
              ))}
              <span className="flex items-center gap-2 font-bold text-yellow-300">
                {winner ? (
                  <>
                    <TrophyIcon /> {winner.name} wins
                  </>
                ) : (
                  "No winner"
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}
