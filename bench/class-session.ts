/**
 * A class session on the real server (production build, SQLite commit in the path): Play the Ranks
 * at `tables` tables, 2 teams of 3 phones each, a board and a console, every screen a real
 * pusher-js client. Each table plays at its own pace (a move every 1–3 s); a screen whose view
 * event is too big fetches its view over HTTP, as the screens do. Moves are chosen from the view
 * the team's phone holds (as a student would), so the server does only what a class makes it do:
 * the moves and the fetches they cause. Measured: the command path, a move until every screen at
 * its table, the board and the console hold the new version, the server's CPU per move, view
 * sizes, and what a move hands to SQLite.
 *
 * `npx tsx bench/class-session.ts [tables…]` runs the sizes alone (default 2 10 30) and prints them
 * side by side; `npm run bench` runs them as part of the whole bench.
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { nextInt, seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import { call, channelFor, command, connectLive, view, type LiveClient } from "@/tests/integration/clients";
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { deviceAddress, request } from "@/tests/soak/support/http";
import { holdsAllTables, isTablesPatch, mergeTablesPatch } from "@/lib/shared/view-patch";
import { buildIfNeeded } from "../scripts/build-if-needed";
import { cpuSeconds, rssBytes } from "./lib/process-usage";
import { round, summarize, type LatencySummary } from "./lib/stats";

export interface ClassSessionResult {
  tables: number;
  /** Who served the presses and the fetches: server.ts directly (the default) or Next's router (DIRECT_ROUTES=off). */
  routes: "direct" | "next";
  phones: number;
  moves: number;
  /** Moves the server refused (a phone's held view offered a move the game no longer allows): 0 when views stay fresh. */
  refusedMoves: number;
  movesPerSecond: number;
  /** A move (HTTP command) until every phone at its table, the board and the console hold its version. */
  moveToScreens: LatencySummary;
  reply: LatencySummary;
  /** The command path's own time inside the server (its Server-Timing header). */
  serverPath: LatencySummary;
  /** The server's CPU time per move over the run: the move itself and every fetch it caused. */
  serverCpuMsPerMove: number;
  /** Per move, phones at other tables that had to fetch over HTTP (0 when the version-only event says "unchanged"). */
  otherTableFetchesPerMove: number;
  /** Phones at the move's own table that fetched over HTTP (their view was over the event limit). */
  ownTableFetchesPerMove: number;
  /** The board and the console: fetches per move (their view was over the event limit). */
  boardAndConsoleFetchesPerMove: number;
  /** View sizes (bytes of JSON) after the run's play. */
  viewBytes: { team: { mean: number; max: number }; board: number; moderator: number };
  /** Bytes a move hands to SQLite: the stored snapshot plus the command's row (mean over the run's moves). */
  sqliteBytesPerMove: number;
  serverCpuPercent: number;
  /** The server's CPU per second with every screen still connected and no move sent, after the play. */
  restCpuMsPerSecond: number;
  serverRssMb: number;
  error?: string;
}

interface Screen {
  name: string;
  token: string | null;
  as: "player" | "moderator" | "board";
  table: string | null;
  teamId: string | null;
  client: LiveClient;
  /** The version whose content this screen holds (from an event's view, an "unchanged" event, or a fetch). */
  holds: number;
  /** The view it holds (a phone's: what the driver picks its team's move from). */
  view: TeamViewShape | null;
  /** The board's or the console's view, which the next version's patch applies to. */
  whole: unknown;
  fetches: number;
}

interface TeamViewShape {
  teamId: string;
  version: number;
  actions: { allowed: Record<string, unknown>[] };
  tables: { id: string; over: boolean }[];
}

const REST_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What one move hands to SQLite with the schema of prisma/schema.prisma: the command's row and the
 * rows stamped with its version, its table's (the room's own row is written only when the room
 * itself changes, which a move does only when it ends the last table; the Game row's version, status
 * and time columns are a few bytes). Read right after the move's reply, before its table moves again.
 */
const SQLITE_BYTES = `
  SELECT length(CAST(c."clientId" AS BLOB)) + length(CAST(c."actorJson" AS BLOB)) + length(CAST(c."type" AS BLOB))
       + length(CAST(c."bodyJson" AS BLOB)) + length(CAST(c."resultJson" AS BLOB))
       + COALESCE((SELECT sum(length(CAST(t."tableJson" AS BLOB))) FROM "TableSnapshot" t WHERE t."gameId" = c."gameId" AND t."version" = c."seq"), 0) AS bytes
  FROM "Command" c WHERE c."gameId" = ? AND c."seq" = ?`;

export async function runClassSessionBench(options: {
  tables?: number;
  durationMs?: number;
  /**
   * Play before the figures are taken, so every size is measured warm. A fresh server's first minute
   * holds one-off work that a 45-minute lesson does not feel per move: its code compiled for speed
   * after its first moves, and V8's memory reducer, which collects the whole heap three times when
   * the process first goes quiet after its start (about 0.7 CPU-seconds; at 2 tables, a move a
   * second, that is quiet enough, 20–35 s after the start; `--trace-gc` shows "Mark-Compact (reduce)").
   */
  warmupMs?: number;
  thinkMs?: [number, number];
  routes?: "direct" | "next";
  log: (line: string) => void;
}): Promise<ClassSessionResult> {
  const tables = options.tables ?? 6;
  const routes = options.routes ?? "direct";
  const durationMs = options.durationMs ?? 60_000;
  const warmupMs = options.warmupMs ?? 40_000;
  const [thinkMin, thinkMax] = options.thinkMs ?? [1_000, 3_000];
  let server: ServerProcess | null = null;
  let sqlite: Database.Database | null = null;
  const screens: Screen[] = [];
  try {
    // CLASS_BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    const profileDir = process.env.CLASS_BENCH_CPU_PROF;
    server = await startServer({
      dbFile: tempDbFile("bench-class"),
      // CLASS_BENCH_NODE_ARGS="--trace-gc": more flags for the server (with SERVER_OUTPUT_FILE to keep its output).
      nodeArgs: [
        ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
        ...(process.env.CLASS_BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      ],
      env: { DIRECT_ROUTES: routes === "direct" ? "on" : "off" },
    });
    const baseUrl = server.baseUrl;
    const created = await call(baseUrl, "POST", "/api/games", { game: "play-the-ranks", level: 3, seed: 99 });
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
    const game = created.json as { gameId: string; code: string; moderatorToken: string };
    // Every student joins from a phone of their own (their own loopback address, as on a classroom network).
    const players: { token: string }[] = [];
    for (let i = 0; i < tables * 6; i++) {
      const token = randomUUID().replaceAll("-", "");
      const joined = await request(baseUrl, "POST", "/api/join", {
        from: deviceAddress(i),
        body: { code: game.code, name: `Student ${i + 1}`, credential: token, clientId: randomUUID() },
      });
      if (joined.status !== 200) throw new Error(`join ${i + 1} failed: ${joined.status} ${joined.text}`);
      players.push({ token });
    }
    for (const setup of [{ type: "seatTables", tables }, { type: "startGame" }]) {
      const result = await command(baseUrl, game.gameId, "moderator", game.moderatorToken, setup);
      if (result.status !== 200) throw new Error(`${setup.type} failed: ${JSON.stringify(result.json)}`);
    }

    const watch = async (screen: Omit<Screen, "client" | "holds" | "fetches" | "view" | "whole">, channel: string): Promise<void> => {
      const auth = screen.token ? { as: screen.as as "player" | "moderator", token: screen.token } : undefined;
      const client = await connectLive(baseUrl, [channel], auth);
      const entry: Screen = { ...screen, client, holds: -1, view: null, whole: null, fetches: 0 };
      const take = (held: { version: number }) => {
        if (held.version <= entry.holds) return;
        entry.holds = held.version;
        if (entry.as === "player") entry.view = held as TeamViewShape;
        else entry.whole = held;
      };
      // Like use-live-view: a newer whole view, or the next version's (or, for "unchanged", the one
      // after the version this screen holds) "unchanged" or patch, is taken as is; anything else is fetched.
      type ViewData = { version: number; view?: { version: number }; unchanged?: boolean; since?: number; patch?: unknown };
      client.pusher.subscribe(channel).bind("view", (data: ViewData) => {
        if (data.version <= entry.holds) return;
        if (data.view) {
          take(data.view);
          return;
        }
        if (data.unchanged && (data.version === entry.holds + 1 || data.since === entry.holds)) {
          if (entry.view) take({ ...entry.view, version: data.version });
          else if (entry.whole) take({ ...entry.whole, version: data.version });
          else entry.holds = data.version;
          return;
        }
        if (data.version === entry.holds + 1 && isTablesPatch(data.patch) && holdsAllTables(entry.whole)) {
          const merged = mergeTablesPatch(entry.whole, data.patch, data.version);
          if (merged) {
            take(merged);
            return;
          }
        }
        entry.fetches++;
        void view(baseUrl, game.gameId, entry.as, entry.token ?? undefined).then(take);
      });
      take(await view(baseUrl, game.gameId, entry.as, entry.token ?? undefined));
      screens.push(entry);
    };
    await watch({ name: "board", token: null, as: "board", table: null, teamId: null }, channelFor.board(game.gameId));
    await watch(
      { name: "console", token: game.moderatorToken, as: "moderator", table: null, teamId: null },
      channelFor.moderator(game.gameId),
    );
    for (const [i, player] of players.entries()) {
      const own = (await view(baseUrl, game.gameId, "player", player.token)) as { teamId: string; table: string; teamChannel: string };
      await watch({ name: `phone ${i + 1}`, token: player.token, as: "player", table: own.table, teamId: own.teamId }, own.teamChannel);
    }

    sqlite = new Database(server.dbFile, { readonly: true, fileMustExist: true });
    const bytesOf = sqlite.prepare(SQLITE_BYTES);
    const pid = server.child.pid!;
    // The server loads its pages' modules in the background after it starts (seconds of CPU, once):
    // the figures are taken after it has gone quiet, so none of that is counted against the moves.
    for (let waited = 0; waited < 90_000; waited += 1_000) {
      const before = cpuSeconds(pid);
      await sleep(1_000);
      if (cpuSeconds(pid) - before <= 0.02) break;
    }
    const started = Date.now();
    const playMs = warmupMs + durationMs;
    // Only moves sent after the warm-up count; the CPU of a move sent before it and finished after is counted anyway.
    const measured = { from: Date.now(), cpuStart: cpuSeconds(pid), on: warmupMs === 0 };
    const warm = setTimeout(() => Object.assign(measured, { from: Date.now(), cpuStart: cpuSeconds(pid), on: true }), warmupMs);
    const moveLatency: number[] = [];
    const replies: number[] = [];
    const serverPath: number[] = [];
    const sqliteBytes: number[] = [];
    let otherFetches = 0;
    let ownFetches = 0;
    let sharedFetches = 0;
    let moves = 0;
    let refusedMoves = 0;
    const tableIds = Array.from({ length: tables }, (_, i) => `T${i + 1}`);
    let queue = Promise.resolve();
    const playTable = async (table: string, seed: number) => {
      let random: RngState = seedRng(seed);
      const draw = (min: number, max: number) => {
        const [value, next] = nextInt(random, min, max);
        random = next;
        return value;
      };
      const atTable = screens.filter((screen) => screen.table === table);
      const progress = { over: false };
      while (!progress.over && Date.now() - started < playMs) {
        await sleep(draw(thinkMin, thinkMax));
        // Moves are timed one at a time so that each latency is one move's (tables still interleave their think time).
        await (queue = queue.then(async () => {
          if (Date.now() - started >= playMs) return;
          // What the team's phones show now: the move is picked from the view a phone holds.
          const held = atTable.map((screen) => screen.view).filter((v): v is TeamViewShape => v !== null);
          if (held[0]?.tables.find((t) => t.id === table)?.over) {
            progress.over = true;
            return;
          }
          const mover = held.find((v) => v.actions.allowed.length > 0);
          if (!mover) return;
          const move = mover.actions.allowed[draw(0, mover.actions.allowed.length - 1)]!;
          const team = atTable.filter((screen) => screen.teamId === mover.teamId);
          const sender = team[draw(0, team.length - 1)]!;
          const before = new Map(screens.map((s) => [s, s.fetches]));
          const counted = measured.on;
          const sent = performance.now();
          const response = await fetch(`${baseUrl}/api/games/${game.gameId}/commands?as=player`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${sender.token}` },
            body: JSON.stringify({ clientId: randomUUID(), baseVersion: sender.holds, command: move }),
          });
          const body = (await response.json()) as { version?: number };
          if (counted) {
            replies.push(performance.now() - sent);
            serverPath.push(Number(/dur=([0-9.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN));
          }
          if (response.status !== 200 || body.version === undefined) {
            if (counted) refusedMoves++;
            return;
          }
          const version = body.version;
          const watchers = screens.filter((s) => s.table === table || s.table === null);
          while (watchers.some((s) => s.holds < version)) {
            if (performance.now() - sent > 10_000) throw new Error(`screens at ${table} did not reach version ${version}`);
            await sleep(1);
          }
          if (!counted) return;
          moveLatency.push(performance.now() - sent);
          moves++;
          const stored = bytesOf.get(game.gameId, version) as { bytes: number } | undefined;
          if (stored) sqliteBytes.push(stored.bytes);
          // Let the other tables' phones take in whatever they hear (nothing, when the move changed nothing
          // of theirs) and fetch, if they must, before counting their fetches.
          await sleep(20);
          for (const screen of screens) {
            const fetched = screen.fetches - (before.get(screen) ?? 0);
            if (screen.table === null) sharedFetches += fetched;
            else if (screen.table === table) ownFetches += fetched;
            else otherFetches += fetched;
          }
        }));
      }
    };
    await Promise.all(tableIds.map((table, i) => playTable(table, 1000 + i)));
    clearTimeout(warm);
    const seconds = (Date.now() - measured.from) / 1000;
    const serverCpu = cpuSeconds(pid) - measured.cpuStart;
    // What the server spends with the class connected and nobody moving (its timers, the sockets'
    // pings): at 2 tables, a move a second, this falls on every move; at 30 it is spread thin.
    const restStart = cpuSeconds(pid);
    await sleep(REST_MS);
    const restCpuMsPerSecond = round(((cpuSeconds(pid) - restStart) * 1000) / (REST_MS / 1000), 1);

    // View sizes after the play (the board's and console's grow with each table's finished tricks).
    const teams = [...new Map(screens.filter((s) => s.teamId !== null).map((s) => [s.teamId, s])).values()];
    const teamSizes = await Promise.all(
      teams.map(async (screen) => JSON.stringify(await view(baseUrl, game.gameId, "player", screen.token!)).length),
    );
    const boardBytes = JSON.stringify(await view(baseUrl, game.gameId, "board")).length;
    const moderatorBytes = JSON.stringify(await view(baseUrl, game.gameId, "moderator", game.moderatorToken)).length;
    const perMove = (n: number) => round(n / Math.max(1, moves));
    const result: ClassSessionResult = {
      tables,
      routes,
      phones: players.length,
      moves,
      refusedMoves,
      movesPerSecond: round(moves / seconds),
      moveToScreens: summarize(moveLatency),
      reply: summarize(replies),
      serverPath: summarize(serverPath.filter((ms) => !Number.isNaN(ms))),
      serverCpuMsPerMove: round((serverCpu * 1000) / Math.max(1, moves), 1),
      otherTableFetchesPerMove: perMove(otherFetches),
      ownTableFetchesPerMove: perMove(ownFetches),
      boardAndConsoleFetchesPerMove: perMove(sharedFetches),
      viewBytes: {
        team: { mean: Math.round(teamSizes.reduce((a, b) => a + b, 0) / teamSizes.length), max: Math.max(...teamSizes) },
        board: boardBytes,
        moderator: moderatorBytes,
      },
      sqliteBytesPerMove: Math.round(sqliteBytes.reduce((a, b) => a + b, 0) / Math.max(1, sqliteBytes.length)),
      serverCpuPercent: round((serverCpu / seconds) * 100, 1),
      serverRssMb: round(rssBytes(pid) / 2 ** 20, 1),
      restCpuMsPerSecond,
    };
    options.log(
      `  ${tables} tables, ${result.phones} phones: ${moves} moves (${result.movesPerSecond}/s, ${refusedMoves} refused); server path p50 ${result.serverPath.p50} / p99 ${result.serverPath.p99} ms; move → its table's screens, board and console p50 ${result.moveToScreens.p50} / p99 ${result.moveToScreens.p99} ms; server CPU ${result.serverCpuMsPerMove} ms per move (${result.serverCpuPercent}%; at rest ${result.restCpuMsPerSecond} ms/s); fetches per move: board and console ${result.boardAndConsoleFetchesPerMove}, own table ${result.ownTableFetchesPerMove}, other tables ${result.otherTableFetchesPerMove}; views: team ${result.viewBytes.team.mean} B (max ${result.viewBytes.team.max}), board ${result.viewBytes.board} B, console ${result.viewBytes.moderator} B; SQLite ${result.sqliteBytesPerMove} B per move; RSS ${result.serverRssMb} MB`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.log(`  FAILED: ${message}`);
    const empty = summarize([]);
    return {
      tables,
      routes,
      phones: 0,
      moves: 0,
      refusedMoves: 0,
      movesPerSecond: 0,
      moveToScreens: empty,
      reply: empty,
      serverPath: empty,
      serverCpuMsPerMove: 0,
      otherTableFetchesPerMove: 0,
      ownTableFetchesPerMove: 0,
      boardAndConsoleFetchesPerMove: 0,
      viewBytes: { team: { mean: 0, max: 0 }, board: 0, moderator: 0 },
      sqliteBytesPerMove: 0,
      serverCpuPercent: 0,
      serverRssMb: 0,
      restCpuMsPerSecond: 0,
      error: message,
    };
  } finally {
    sqlite?.close();
    for (const screen of screens) screen.client.disconnect();
    await server?.stop();
  }
}

/**
 * The sizes `npm run bench` runs: 2, 10 and 30 tables, each measured for a minute after 40 s of play
 * (about 2 minutes with its set-up). A minute, because one full collection of the heap in the window
 * moved a 30 s run's CPU per move by 3–4 ms (150 moves at 10 tables).
 */
export const CLASS_SESSION_SIZES: { tables: number; durationMs: number; routes?: "direct" | "next" }[] = [
  { tables: 2, durationMs: 60_000 },
  { tables: 10, durationMs: 60_000 },
  { tables: 30, durationMs: 60_000 },
  // The same class with every press and fetch through Next's router, as before server.ts served them.
  { tables: 10, durationMs: 60_000, routes: "next" },
];

/** One line per size, side by side. */
export function classSessionTable(results: readonly ClassSessionResult[]): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = [
    "tables  routes  phones  moves  command path p50 / p99  move → screens p50 / p99  CPU ms/move  at rest ms/s  board+console fetches/move  team KB (max)  board KB  console KB  SQLite B/move",
  ];
  for (const r of results) {
    if (r.error) {
      lines.push(`${String(r.tables).padStart(6)}  FAILED: ${r.error}`);
      continue;
    }
    lines.push(
      [
        String(r.tables).padStart(6),
        r.routes.padStart(6),
        String(r.phones).padStart(6),
        String(r.moves).padStart(5),
        `${r.serverPath.p50} / ${r.serverPath.p99}`.padStart(22),
        `${r.moveToScreens.p50} / ${r.moveToScreens.p99}`.padStart(24),
        String(r.serverCpuMsPerMove).padStart(11),
        String(r.restCpuMsPerSecond).padStart(12),
        String(r.boardAndConsoleFetchesPerMove).padStart(26),
        `${kb(r.viewBytes.team.mean)} (${kb(r.viewBytes.team.max)})`.padStart(13),
        kb(r.viewBytes.board).padStart(8),
        kb(r.viewBytes.moderator).padStart(10),
        String(r.sqliteBytesPerMove).padStart(13),
      ].join("  "),
    );
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (line: string) => console.log(line);
  const asked = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const sizes = asked.length ? CLASS_SESSION_SIZES.filter((s) => asked.includes(s.tables)) : CLASS_SESSION_SIZES;
  for (const tables of asked) if (!sizes.some((s) => s.tables === tables)) sizes.push({ tables, durationMs: 60_000 });
  buildIfNeeded();
  const results: ClassSessionResult[] = [];
  for (const size of sizes) {
    log(`▶ class session: ${size.tables} tables of Play the Ranks, ${size.tables * 6} phones, a board and a console`);
    results.push(await runClassSessionBench({ ...size, log }));
  }
  log("");
  for (const line of classSessionTable(results)) log(line);
  process.exit(0);
}
