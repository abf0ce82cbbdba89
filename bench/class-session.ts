/**
 * A class session on the real server (production build, SQLite commit in the path): 6 tables of
 * Play the Ranks, 2 teams of 3 phones each (36 phones), a board and a console, every screen a real
 * pusher-js client. Each table plays at its own pace; a phone whose view event is too big fetches
 * its view over HTTP, as the screens do. Measured: a move until every screen at its table, the
 * board and the console hold the new version; what the other tables' phones receive meanwhile;
 * view sizes; the server's CPU and memory.
 */
import { randomUUID } from "node:crypto";
import { nextInt, seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import { call, channelFor, command, connectLive, join, view, type LiveClient } from "@/tests/integration/clients";
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { cpuSeconds, rssBytes } from "./lib/process-usage";
import { round, summarize, type LatencySummary } from "./lib/stats";

export interface ClassSessionResult {
  tables: number;
  phones: number;
  moves: number;
  movesPerSecond: number;
  /** A move (HTTP command) until every phone at its table, the board and the console hold its version. */
  moveToScreens: LatencySummary;
  reply: LatencySummary;
  /** The command path's own time inside the server (its Server-Timing header). */
  serverPath: LatencySummary;
  /** Per move, phones at other tables that had to fetch over HTTP (0 when the version-only event says "unchanged"). */
  otherTableFetchesPerMove: number;
  /** Phones at the move's own table that fetched over HTTP (their view was over the event limit). */
  ownTableFetchesPerMove: number;
  viewBytes: { team: { mean: number; max: number }; board: number; moderator: number };
  serverCpuPercent: number;
  serverRssMb: number;
  error?: string;
}

interface Screen {
  name: string;
  token: string | null;
  as: "player" | "moderator" | "board";
  table: string | null;
  client: LiveClient;
  /** The version whose content this screen holds (from an event's view, an "unchanged" event, or a fetch). */
  holds: number;
  fetches: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runClassSessionBench(options: {
  tables?: number;
  durationMs?: number;
  thinkMs?: [number, number];
  log: (line: string) => void;
}): Promise<ClassSessionResult> {
  const tables = options.tables ?? 6;
  const durationMs = options.durationMs ?? 60_000;
  const [thinkMin, thinkMax] = options.thinkMs ?? [1_000, 3_000];
  let server: ServerProcess | null = null;
  const screens: Screen[] = [];
  try {
    server = await startServer({ dbFile: tempDbFile("bench-class") });
    const baseUrl = server.baseUrl;
    const created = await call(baseUrl, "POST", "/api/games", { game: "play-the-ranks", level: 3, seed: 99 });
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
    const game = created.json as { gameId: string; code: string; moderatorToken: string };
    const players = [];
    for (let i = 0; i < tables * 6; i++) players.push(await join(baseUrl, game.code, `Student ${i + 1}`));
    for (const setup of [{ type: "seatTables", tables }, { type: "startGame" }]) {
      const result = await command(baseUrl, game.gameId, "moderator", game.moderatorToken, setup);
      if (result.status !== 200) throw new Error(`${setup.type} failed: ${JSON.stringify(result.json)}`);
    }

    const watch = async (screen: Omit<Screen, "client" | "holds" | "fetches">, channel: string): Promise<void> => {
      const auth = screen.token ? { as: screen.as as "player" | "moderator", token: screen.token } : undefined;
      const client = await connectLive(baseUrl, [channel], auth);
      const entry: Screen = { ...screen, client, holds: -1, fetches: 0 };
      // Like use-live-view: the next version's view or "unchanged" is taken as is; anything else is fetched.
      client.pusher.subscribe(channel).bind("view", (data: { version: number; view?: unknown; unchanged?: boolean }) => {
        if (data.version <= entry.holds) return;
        if (data.version === entry.holds + 1 && (data.view || data.unchanged)) {
          entry.holds = data.version;
          return;
        }
        entry.fetches++;
        void view(baseUrl, game.gameId, entry.as, entry.token ?? undefined).then((fetched: { version: number }) => {
          entry.holds = Math.max(entry.holds, fetched.version);
        });
      });
      const first = (await view(baseUrl, game.gameId, entry.as, entry.token ?? undefined)) as { version: number };
      entry.holds = first.version;
      screens.push(entry);
    };
    await watch({ name: "board", token: null, as: "board", table: null }, channelFor.board(game.gameId));
    await watch({ name: "console", token: game.moderatorToken, as: "moderator", table: null }, channelFor.moderator(game.gameId));
    const seats: { token: string; teamId: string; table: string }[] = [];
    for (const [i, player] of players.entries()) {
      const own = (await view(baseUrl, game.gameId, "player", player.token)) as { teamId: string; table: string; teamChannel: string };
      seats.push({ token: player.token, teamId: own.teamId, table: own.table });
      await watch({ name: `phone ${i + 1}`, token: player.token, as: "player", table: own.table }, own.teamChannel);
    }

    // View sizes at the start of play (the board's and console's grow with each table's finished tricks).
    const teamSizes = await Promise.all(
      seats.map(async (seat) => JSON.stringify(await view(baseUrl, game.gameId, "player", seat.token)).length),
    );
    const boardBytes = JSON.stringify(await view(baseUrl, game.gameId, "board")).length;
    const moderatorBytes = JSON.stringify(await view(baseUrl, game.gameId, "moderator", game.moderatorToken)).length;

    const pid = server.child.pid!;
    const cpuStart = cpuSeconds(pid);
    const started = Date.now();
    const moveLatency: number[] = [];
    const replies: number[] = [];
    const serverPath: number[] = [];
    let otherFetches = 0;
    let ownFetches = 0;
    let moves = 0;
    const tableIds = Array.from({ length: tables }, (_, i) => `T${i + 1}`);
    let queue = Promise.resolve();
    const playTable = async (table: string, seed: number) => {
      let random: RngState = seedRng(seed);
      const draw = (min: number, max: number) => {
        const [value, next] = nextInt(random, min, max);
        random = next;
        return value;
      };
      const atTable = seats.filter((seat) => seat.table === table);
      while (Date.now() - started < durationMs) {
        await sleep(draw(thinkMin, thinkMax));
        const views = (await Promise.all(
          [...new Set(atTable.map((s) => s.teamId))].map((teamId) =>
            view(baseUrl, game.gameId, "player", atTable.find((s) => s.teamId === teamId)!.token),
          ),
        )) as {
          teamId: string;
          version: number;
          actions: { allowed: Record<string, unknown>[] };
          tables: { id: string; over: boolean }[];
        }[];
        if (views[0]?.tables.find((t) => t.id === table)?.over) return;
        const mover = views.find((v) => v.actions.allowed.length > 0);
        if (!mover) continue;
        const move = mover.actions.allowed[draw(0, mover.actions.allowed.length - 1)]!;
        const sender = atTable.filter((s) => s.teamId === mover.teamId)[draw(0, 2) % 3] ?? atTable[0]!;
        // Moves are timed one at a time so that each latency is one move's (tables still interleave their think time).
        await (queue = queue.then(async () => {
          const before = new Map(screens.map((s) => [s, s.fetches]));
          const sent = performance.now();
          const response = await fetch(`${baseUrl}/api/games/${game.gameId}/commands?as=player`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${sender.token}` },
            body: JSON.stringify({ clientId: randomUUID(), baseVersion: mover.version, command: move }),
          });
          const body = (await response.json()) as { version?: number };
          replies.push(performance.now() - sent);
          serverPath.push(Number(/dur=([0-9.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN));
          if (response.status !== 200 || body.version === undefined) return;
          const version = body.version;
          const watchers = screens.filter((s) => s.table === table || s.table === null);
          while (watchers.some((s) => s.holds < version)) {
            if (performance.now() - sent > 10_000) throw new Error(`screens at ${table} did not reach version ${version}`);
            await sleep(1);
          }
          moveLatency.push(performance.now() - sent);
          moves++;
          // Let the other tables' phones take in the event before counting their fetches.
          await sleep(20);
          for (const screen of screens) {
            const fetched = screen.fetches - (before.get(screen) ?? 0);
            if (screen.table === table) ownFetches += fetched;
            else if (screen.table !== null) otherFetches += fetched;
          }
        }));
      }
    };
    await Promise.all(tableIds.map((table, i) => playTable(table, 1000 + i)));
    const seconds = (Date.now() - started) / 1000;
    const result: ClassSessionResult = {
      tables,
      phones: seats.length,
      moves,
      movesPerSecond: round(moves / seconds),
      moveToScreens: summarize(moveLatency),
      reply: summarize(replies),
      serverPath: summarize(serverPath.filter((ms) => !Number.isNaN(ms))),
      otherTableFetchesPerMove: round(otherFetches / Math.max(1, moves)),
      ownTableFetchesPerMove: round(ownFetches / Math.max(1, moves)),
      viewBytes: {
        team: { mean: Math.round(teamSizes.reduce((a, b) => a + b, 0) / teamSizes.length), max: Math.max(...teamSizes) },
        board: boardBytes,
        moderator: moderatorBytes,
      },
      serverCpuPercent: round(((cpuSeconds(pid) - cpuStart) / seconds) * 100, 1),
      serverRssMb: round(rssBytes(pid) / 2 ** 20, 1),
    };
    options.log(
      `  ${tables} tables, ${seats.length} phones: ${moves} moves (${result.movesPerSecond}/s); move → its table's screens, board and console p50 ${result.moveToScreens.p50} / p99 ${result.moveToScreens.p99} ms (reply p50 ${result.reply.p50}, server path p50 ${result.serverPath.p50} / p99 ${result.serverPath.p99} ms); other tables' phones fetched ${result.otherTableFetchesPerMove} times per move; views: team ${result.viewBytes.team.mean} B (max ${result.viewBytes.team.max}), board ${result.viewBytes.board} B, console ${result.viewBytes.moderator} B; server CPU ${result.serverCpuPercent}%, RSS ${result.serverRssMb} MB`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.log(`  FAILED: ${message}`);
    const empty = summarize([]);
    return {
      tables,
      phones: 0,
      moves: 0,
      movesPerSecond: 0,
      moveToScreens: empty,
      reply: empty,
      serverPath: empty,
      otherTableFetchesPerMove: 0,
      ownTableFetchesPerMove: 0,
      viewBytes: { team: { mean: 0, max: 0 }, board: 0, moderator: 0 },
      serverCpuPercent: 0,
      serverRssMb: 0,
      error: message,
    };
  } finally {
    for (const screen of screens) screen.client.disconnect();
    await server?.stop();
  }
}
