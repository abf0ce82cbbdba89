import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { replay, replaySteps, type LoggedCommand } from "@/lib/session/replay";
import { decodeSetup, encodeSnapshot } from "@/lib/session/snapshot";
import { storedRoom, storedTables } from "../support/stored-room";
import { call, command, join, view, type GameHandle } from "./clients";
import { startServer, tempDbFile, type ServerProcess } from "./server-process";

/**
 * Issue 19 item 4 on the real server: each table of a class session has its own stored row, version
 * and turn. Read straight from the SQLite file, never through the server.
 */
let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop();
});

interface Phone {
  token: string;
  table: string;
}

function readDb<T>(dbFile: string, read: (sqlite: Database.Database) => T): T {
  const sqlite = new Database(dbFile, { readonly: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

function storedLog(dbFile: string, gameId: string): LoggedCommand[] {
  return readDb(dbFile, (sqlite) =>
    (
      sqlite.prepare("SELECT actorJson, bodyJson, at FROM Command WHERE gameId = ? ORDER BY seq").all(gameId) as {
        actorJson: string;
        bodyJson: string;
        at: number | string;
      }[]
    ).map((row) => ({
      actor: JSON.parse(row.actorJson),
      command: JSON.parse(row.bodyJson),
      at: typeof row.at === "number" ? row.at : /^\d+$/.test(row.at) ? Number(row.at) : Date.parse(row.at),
    })),
  );
}

/** A class of four phones at two tables of Play the Ranks, started. */
async function twoTables(baseUrl: string): Promise<{ game: GameHandle; phones: Phone[] }> {
  const created = await call(baseUrl, "POST", "/api/games", { game: "play-the-ranks", level: 3, seed: 77 });
  expect(created.status).toBe(201);
  const game = created.json as GameHandle;
  const joined = [];
  for (let i = 0; i < 4; i++) joined.push(await join(baseUrl, game.code, `Student ${i + 1}`));
  expect((await command(baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "seatTables", tables: 2 })).status).toBe(200);
  expect((await command(baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" })).status).toBe(200);
  const phones: Phone[] = [];
  for (const player of joined)
    phones.push({ token: player.token, table: (await view(baseUrl, game.gameId, "player", player.token)).table });
  expect(new Set(phones.map((phone) => phone.table))).toEqual(new Set(["T1", "T2"]));
  return { game, phones };
}

/** The phone at `table` that may move now, its view's version and the first move its view allows. */
async function moverAt(baseUrl: string, gameId: string, phones: Phone[], table: string) {
  for (const phone of phones.filter((candidate) => candidate.table === table)) {
    const own = await view(baseUrl, gameId, "player", phone.token);
    const move = (own.actions.allowed as Record<string, unknown>[])[0];
    if (move) return { phone, version: own.version as number, move };
  }
  throw new Error(`nobody can move at ${table}`);
}

describe("[TABLE-STORE] each table is stored, versioned and locked apart", () => {
  it("[TABLE-STORE-1] a move writes its command, its own table's row and the room's version; the other table's row and the room's row stay as they were; an undo at a table rewrites that table only", async () => {
    const dbFile = tempDbFile("table-store");
    server = await startServer({ dbFile });
    const { game, phones } = await twoTables(server.baseUrl);
    const before = readDb(dbFile, (sqlite) => ({ room: storedRoom(sqlite, game.gameId)!, tables: storedTables(sqlite, game.gameId) }));
    const roomRow = () => readDb(dbFile, (sqlite) => sqlite.prepare('SELECT snapshotJson FROM "Game" WHERE id = ?').get(game.gameId));
    const roomBefore = roomRow();

    const t1 = await moverAt(server.baseUrl, game.gameId, phones, "T1");
    const moved = await command(server.baseUrl, game.gameId, "player", t1.phone.token, t1.move, { baseVersion: t1.version });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const after = readDb(dbFile, (sqlite) => ({ room: storedRoom(sqlite, game.gameId)!, tables: storedTables(sqlite, game.gameId) }));
    expect(after.room.version).toBe(before.room.version + 1);
    expect(moved.json.version).toBe(after.room.version);
    expect(after.tables.T1!.version).toBe(after.room.version);
    expect(after.tables.T1!.tableJson).not.toBe(before.tables.T1!.tableJson);
    expect(after.tables.T2).toEqual(before.tables.T2);
    expect(roomRow()).toEqual(roomBefore);

    const undone = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "undo", table: "T1" });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    const afterUndo = readDb(dbFile, (sqlite) => storedTables(sqlite, game.gameId));
    expect(afterUndo.T1!.tableJson).toBe(before.tables.T1!.tableJson);
    expect(afterUndo.T1!.version).toBe(undone.json.version);
    expect(afterUndo.T2).toEqual(before.tables.T2);
    // Room row plus table rows equal the replay of the log.
    const room = readDb(dbFile, (sqlite) => storedRoom(sqlite, game.gameId)!);
    const setup = decodeSetup(room.setupJson, "test");
    expect(JSON.parse(room.snapshotJson)).toEqual(JSON.parse(encodeSnapshot(replay(setup, storedLog(dbFile, game.gameId)))));
  }, 60_000);

  it("[TABLE-STORE-2] a stale press at a table is refused with a sentence and changes nothing; a press at another table sent with an older room version is accepted", async () => {
    server ??= await startServer({ dbFile: tempDbFile("table-store") });
    const { game, phones } = await twoTables(server.baseUrl);
    const t1 = await moverAt(server.baseUrl, game.gameId, phones, "T1");
    const t2 = await moverAt(server.baseUrl, game.gameId, phones, "T2");
    const atT1 = await command(server.baseUrl, game.gameId, "player", t1.phone.token, t1.move, { baseVersion: t1.version });
    expect(atT1.status).toBe(200);

    // T2's screen is older than the room (T1 moved since) but T2 itself has not changed: accepted.
    expect(t2.version).toBeLessThan(atT1.json.version);
    const atT2 = await command(server.baseUrl, game.gameId, "player", t2.phone.token, t2.move, { baseVersion: t2.version });
    expect(atT2.status, JSON.stringify(atT2.json)).toBe(200);

    // T1's next move, legal now, pressed on a screen from before T1's last move: refused, whatever the engine says.
    const next = await moverAt(server.baseUrl, game.gameId, phones, "T1");
    const versionBefore = (await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).version;
    for (const stale of [
      { baseVersion: t1.version },
      { tableVersion: t1.version },
      { baseVersion: next.version, tableVersion: t1.version },
    ]) {
      const refused = await command(server.baseUrl, game.gameId, "player", next.phone.token, next.move, stale);
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe("command/already_decided");
      expect(refused.json.error.message).toMatch(/already decided .*look at the screen again\.$/);
    }
    expect((await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).version).toBe(versionBefore);
    // The same press from the screen as it is now: accepted (the table's version, or any later room version).
    const fresh = await command(server.baseUrl, game.gameId, "player", next.phone.token, next.move, { tableVersion: next.version });
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
  }, 60_000);

  it("[TABLE-STORE-3] moves sent at both tables at once are all stored; a killed server reloads every table exactly (room row + table rows == replay of the log) and plays on", async () => {
    await server?.stop();
    const dbFile = tempDbFile("table-store-crash");
    server = await startServer({ dbFile });
    const port = server.port;
    const { game, phones } = await twoTables(server.baseUrl);
    let accepted = 0;
    for (let round = 0; round < 12; round++) {
      const movers = await Promise.all(["T1", "T2"].map((table) => moverAt(server!.baseUrl, game.gameId, phones, table)));
      const replies = await Promise.all(
        movers.map((mover) =>
          command(server!.baseUrl, game.gameId, "player", mover.phone.token, mover.move, { baseVersion: mover.version }),
        ),
      );
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      accepted += replies.length;
    }
    const acknowledged = (await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).version;
    await server.kill();

    const stored = readDb(dbFile, (sqlite) => ({ room: storedRoom(sqlite, game.gameId)!, tables: storedTables(sqlite, game.gameId) }));
    const log = storedLog(dbFile, game.gameId);
    expect(stored.room.version).toBe(acknowledged);
    expect(log).toHaveLength(acknowledged);
    const setup = decodeSetup(stored.room.setupJson, "test");
    expect(JSON.parse(stored.room.snapshotJson)).toEqual(JSON.parse(encodeSnapshot(replay(setup, log))));
    // Each table's version is the last command that changed it.
    const steps = replaySteps(setup, log);
    for (const table of ["T1", "T2"]) {
      const last = steps.map((step, i) => (step.table === table ? i + 1 : 0)).reduce((a, b) => Math.max(a, b), 0);
      expect(stored.tables[table]!.version).toBe(last);
    }
    expect(accepted).toBe(24);

    server = await startServer({ dbFile, port });
    expect((await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).version).toBe(acknowledged);
    for (const table of ["T1", "T2"]) {
      const mover = await moverAt(server.baseUrl, game.gameId, phones, table);
      const stale = await command(server.baseUrl, game.gameId, "player", mover.phone.token, mover.move, {
        baseVersion: stored.tables[table]!.version - 1,
      });
      expect(stale.status).toBe(409);
      const reply = await command(server.baseUrl, game.gameId, "player", mover.phone.token, mover.move, { baseVersion: mover.version });
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    }
  }, 90_000);
});
