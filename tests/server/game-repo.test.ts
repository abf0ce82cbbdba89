import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dbFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/clue-spin-game-repo-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  return file;
});

import { db, disconnectDb, runStatement } from "@/lib/server/db/client";
import { Prisma } from "@/lib/server/db/generated/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import {
  commandLog,
  commitCommand,
  forgetCachedGame,
  insertGame,
  loadGame,
  VersionConflictError,
  type LoadedGame,
} from "@/lib/server/game-repo";
import { clueRoomSetup } from "../support/clue-room";
import { advanceTeamEpochs } from "@/lib/session/channel-epochs";
import { planUndo, replay } from "@/lib/session/replay";
import { applySessionCommand, createSession, parseCommand, type SessionEvent } from "@/lib/session/session";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";
import { storedFixtures } from "../support/stored-room";
import { decodeRoom, encodeSnapshot, joinStoredRoom, SNAPSHOT_VERSION } from "@/lib/session/snapshot";

beforeAll(() => migrateDatabase({ DATABASE_URL: `file:${dbFile}` }));
afterAll(async () => {
  await disconnectDb();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${dbFile}${suffix}`, { force: true });
});

const moderator: SessionActor = { role: "moderator" };
let games = 0;

async function newGame(): Promise<LoadedGame> {
  const id = `game${++games}`;
  const setup = clueRoomSetup(
    {
      teams: [
        { name: "Eagles", colour: "red", players: 2 },
        { name: "Owls", colour: "blue", players: 2 },
      ],
      seed: 7,
    },
    7,
    FIXTURE_DECK,
  );
  await insertGame({
    id,
    code: `CODE0${games}`,
    setup,
    state: createSession(setup),
    moderatorTokenHash: `hash-${id}`,
    now: new Date(1_000),
    createdBy: "this-computer",
  });
  return (await loadGame(id))!;
}

/** What the command path does after authorizing: apply, then commit. */
async function commit(
  game: LoadedGame,
  command: Record<string, unknown>,
  at: number,
  actor: SessionActor = moderator,
): Promise<LoadedGame> {
  const parsed = parseCommand(command);
  if (!parsed.ok) throw new Error(parsed.failure.message);
  const planned: { ok: true; state: SessionState; events?: SessionEvent[] } | { ok: false; failure: { message: string } } =
    command.type === "undo"
      ? planUndo(game.setup, await commandLog(game.id))
      : applySessionCommand(game.state, actor, parsed.parsed, at, game.setup);
  if (!planned.ok) throw new Error(planned.failure.message);
  const events = planned.events ?? [];
  return commitCommand({
    game,
    clientId: `c-${game.id}-${game.version + 1}`,
    actor,
    command,
    result: (version) => ({ version }),
    at,
    nextState: advanceTeamEpochs(game.state, planned.state, game.version + 1, events).state,
  });
}

async function storedRow(id: string) {
  const row = await db().game.findUniqueOrThrow({
    where: { id },
    select: { version: true, status: true, joinLocked: true, snapshotJson: true, updatedAt: true, finishedAt: true },
  });
  const tables = await db().tableSnapshot.findMany({ where: { gameId: id }, select: { tableJson: true } });
  return {
    ...row,
    snapshotJson: joinStoredRoom(
      row.snapshotJson,
      tables.map((table) => table.tableJson),
    ),
  };
}

describe("[STORE] a command and its snapshot are stored together, guarded by the version", () => {
  it("[STORE-1] each commit appends the command under the new version and stores the snapshot that replays from the log", async () => {
    let game = await newGame();
    game = await commit(game, { type: "lockJoining", locked: true }, 2_000);
    game = await commit(game, { type: "startGame" }, 3_000);
    const row = await storedRow(game.id);
    expect(row.version).toBe(2);
    expect(row.status).toBe("playing");
    expect(row.joinLocked).toBe(true);
    expect(row.updatedAt.getTime()).toBe(3_000);
    const log = await commandLog(game.id);
    expect(log.map((entry) => [entry.command.type, entry.at])).toEqual([
      ["lockJoining", 2_000],
      ["startGame", 3_000],
    ]);
    expect(row.snapshotJson).toBe(encodeSnapshot(replay(game.setup, log)));
    forgetCachedGame(game.id);
    expect((await loadGame(game.id))!.state).toEqual(game.state);
  });

  it("[STORE-2] a commit from a stale version is refused and writes nothing", async () => {
    const game = await newGame();
    const moved = await commit(game, { type: "startGame" }, 2_000);
    const before = await storedRow(game.id);
    await expect(commit(game, { type: "lockJoining", locked: true }, 3_000)).rejects.toBeInstanceOf(VersionConflictError);
    expect(await storedRow(game.id)).toEqual(before);
    expect(await db().command.count({ where: { gameId: game.id } })).toBe(moved.version);
  });

  it("[STORE-3] the end of a game is stamped once, and cleared when the ending is undone", async () => {
    let game = await newGame();
    game = await commit(game, { type: "startGame" }, 2_000);
    game = await commit(game, { type: "endGame" }, 3_000);
    expect((await storedRow(game.id)).finishedAt?.getTime()).toBe(3_000);
    game = await commit(game, { type: "undo" }, 4_000);
    const undone = await storedRow(game.id);
    expect(undone.status).toBe("playing");
    expect(undone.finishedAt).toBeNull();
    game = await commit(game, { type: "endGame" }, 5_000);
    expect((await storedRow(game.id)).finishedAt?.getTime()).toBe(5_000);
  });
});

describe("[STORE-DIRECT] the statement every command runs skips Prisma's query compiler, not its adapter", () => {
  it("[STORE-DIRECT-1] a statement run on the client's connection stores every kind of value exactly as the client does", async () => {
    await db().$executeRawUnsafe(
      'CREATE TABLE IF NOT EXISTS "ParamCheck" ("way" TEXT, "text" TEXT, "whole" INTEGER, "big" INTEGER, "flag" BOOLEAN, "at" DATETIME, "none" TEXT, "json" TEXT)',
    );
    const values = [
      'Zoë\'s \u{1F30E} "table"',
      7,
      2 ** 40,
      true,
      new Date(1_700_000_123_456),
      null,
      JSON.stringify({ a: [1, "b"], c: null }),
    ] as const;
    const insert = (way: string) =>
      Prisma.sql`INSERT INTO "ParamCheck" VALUES (${way}, ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]}, ${values[5]}, ${values[6]})`;
    expect(await db().$executeRaw(insert("client"))).toBe(1);
    expect(await runStatement(insert("adapter"))).toBe(1);
    const stored = await db().$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT "way", typeof("text") || quote("text") AS t, typeof("whole") || quote("whole") AS w, typeof("big") || quote("big") AS b, typeof("flag") || quote("flag") AS f, typeof("at") || quote("at") AS a, typeof("none") AS n, quote("json") AS j FROM "ParamCheck" ORDER BY "way"',
    );
    const [adapter, client] = stored.map(({ way, ...rest }) => ({ way, rest }));
    expect([adapter!.way, client!.way]).toEqual(["adapter", "client"]);
    expect(adapter!.rest).toEqual(client!.rest);
  });

  it("[STORE-DIRECT-3] a statement every command runs is prepared once on the connection, not once per command", async () => {
    await db().$executeRawUnsafe('CREATE TABLE IF NOT EXISTS "PrepareCheck" ("n" INTEGER)');
    const insert = (n: number) => Prisma.sql`INSERT INTO "PrepareCheck" VALUES (${n})`;
    await runStatement(insert(0));
    const Database = (await import("better-sqlite3")).default;
    const prepare = vi.spyOn(Database.prototype, "prepare");
    try {
      for (let n = 1; n <= 5; n++) expect(await runStatement(insert(n))).toBe(1);
      expect(prepare).not.toHaveBeenCalled();
    } finally {
      prepare.mockRestore();
    }
    const rows = await db().$queryRawUnsafe<{ n: bigint | number }[]>('SELECT "n" FROM "PrepareCheck" ORDER BY "n"');
    expect(rows.map((row) => Number(row.n))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("[STORE-DIRECT-2] a move from a stale table version is refused through the adapter too, and writes nothing", async () => {
    const game = await newGame();
    const moved = await commit(game, { type: "startGame" }, 2_000);
    await expect(commit(moved, { type: "lockJoining", locked: true }, 3_000)).resolves.toBeDefined();
    const before = await storedRow(game.id);
    await expect(commit(moved, { type: "lockJoining", locked: true }, 4_000)).rejects.toBeInstanceOf(VersionConflictError);
    expect(await storedRow(game.id)).toEqual(before);
  });
});

/** Rooms as earlier versions stored them: one whole-room snapshot in the Game row, no table rows. */
const WHOLE_ROOMS = storedFixtures().filter(([, fixture]) => ((JSON.parse(fixture.snapshot) as { v?: number }).v ?? 1) < SNAPSHOT_VERSION);

describe("[STORE-TABLES] rooms stored whole by earlier versions are stored as table rows when opened", () => {
  it("has whole-room fixtures", () => expect(WHOLE_ROOMS.length).toBeGreaterThan(10));

  for (const [name, fixture] of WHOLE_ROOMS) {
    it(`[STORE-TABLES-1] ${name}: opens as before, its tables get rows of their own, and its next command commits`, async () => {
      const id = `whole-${name}`;
      await db().game.create({
        data: {
          id,
          code: `W${String(++games).padStart(5, "0")}`,
          status: JSON.parse(fixture.snapshot).state?.status ?? JSON.parse(fixture.snapshot).status ?? "playing",
          version: fixture.log.length,
          setupJson: fixture.setup,
          snapshotJson: fixture.snapshot,
          commands: {
            create: fixture.log.map((row) => ({
              seq: row.seq,
              clientId: row.clientId,
              actorJson: row.actor,
              type: row.type,
              bodyJson: row.body,
              resultJson: row.result,
              at: new Date(row.at),
            })),
          },
        },
      });
      const expected = decodeRoom(fixture.setup, fixture.snapshot, name);
      const opened = (await loadGame(id))!;
      expect(opened.state).toEqual(expected.state);
      expect(opened.version).toBe(fixture.log.length);
      expect(opened.tableVersions).toEqual(Object.fromEntries(expected.state.tables.map((table) => [table.id, fixture.log.length])));
      const rows = await db().tableSnapshot.findMany({ where: { gameId: id } });
      expect(rows.map((row) => row.tableId).sort()).toEqual(expected.state.tables.map((table) => table.id).sort());
      const stored = await storedRow(id);
      expect(JSON.parse(stored.snapshotJson).v).toBe(SNAPSHOT_VERSION);
      expect(JSON.parse(stored.snapshotJson)).toEqual(JSON.parse(encodeSnapshot(expected.state)));
      // Opened again from the rows alone: the same room.
      forgetCachedGame(id);
      const reopened = (await loadGame(id))!;
      expect(reopened.state).toEqual(expected.state);
      // The room's undo commits on the new rows.
      const undone = planUndo(reopened.setup, await commandLog(id));
      expect(undone.ok).toBe(true);
      if (!undone.ok) return;
      const next = await commitCommand({
        game: reopened,
        clientId: `undo-${id}`,
        actor: moderator,
        command: { type: "undo" },
        result: (version) => ({ version }),
        at: Date.parse("2026-11-26T10:00:00Z"),
        nextState: advanceTeamEpochs(reopened.state, undone.state, reopened.version + 1, []).state,
      });
      expect(next.version).toBe(fixture.log.length + 1);
      expect(JSON.parse((await storedRow(id)).snapshotJson)).toEqual(JSON.parse(encodeSnapshot(next.state)));
    });
  }
});
