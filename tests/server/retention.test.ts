import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dbFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/clue-spin-retention-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  return file;
});

import { db, disconnectDb } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { deleteOldGames, deleteUnstartedGames } from "@/lib/server/retention";

beforeAll(() => {
  migrateDatabase({ DATABASE_URL: `file:${dbFile}` });
});
afterAll(async () => {
  await disconnectDb();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${dbFile}${suffix}`, { force: true });
});

const DAY = 24 * 60 * 60 * 1000;

async function addGame(id: string, finishedDaysAgo: number | null, now: number) {
  await db().game.create({
    data: {
      id,
      code: id.slice(0, 6).toUpperCase(),
      status: finishedDaysAgo === null ? "playing" : "finished",
      setupJson: "{}",
      snapshotJson: "{}",
      finishedAt: finishedDaysAgo === null ? null : new Date(now - finishedDaysAgo * DAY),
      commands: {
        create: { seq: 1, clientId: `c-${id}`, actorJson: "{}", type: "startGame", bodyJson: "{}", resultJson: "{}", at: new Date(now) },
      },
    },
  });
}

describe("[RETAIN] finished games are kept for the retention period, then deleted with their logs", () => {
  it("[RETAIN-1] deletes only games that finished before the cutoff; games in progress are never deleted", async () => {
    const now = Date.UTC(2026, 10, 22);
    await addGame("oldgame1", 45, now);
    await addGame("recent01", 5, now);
    await addGame("playing1", null, now);
    expect(await deleteOldGames(30, now)).toBe(1);
    const left = (await db().game.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((g) => g.id);
    expect(left).toEqual(["playing1", "recent01"]);
    expect(await db().command.count({ where: { gameId: "oldgame1" } })).toBe(0);
    expect(await db().command.count()).toBe(2);
  });
});

describe("[RETAIN] games that never start", () => {
  it("[RETAIN-2] a game still in its lobby a day after it was made is deleted; a younger lobby and games that started stay", async () => {
    const now = Date.UTC(2026, 10, 23);
    const lobby = (id: string, hoursAgo: number, status = "lobby") =>
      db().game.create({
        data: {
          id,
          code: id.slice(0, 6).toUpperCase(),
          status,
          setupJson: "{}",
          snapshotJson: "{}",
          createdAt: new Date(now - hoursAgo * 60 * 60 * 1000),
        },
      });
    await lobby("lobbyold", 25);
    await lobby("lobbynew", 23);
    await lobby("startold", 48, "playing");
    expect(await deleteUnstartedGames(now)).toBe(1);
    const ids = (
      await db().game.findMany({
        where: { id: { in: ["lobbyold", "lobbynew", "startold"] } },
        select: { id: true },
        orderBy: { id: "asc" },
      })
    ).map((g) => g.id);
    expect(ids).toEqual(["lobbynew", "startold"]);
  });
});

describe("[DB] connection settings", () => {
  it("[DB-1] the server's connection uses WAL with synchronous=NORMAL (durable across crashes, no fsync per command)", async () => {
    const { prepareDb } = await import("@/lib/server/db/client");
    await prepareDb();
    const [mode] = await db().$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
    const [sync] = await db().$queryRawUnsafe<{ synchronous: bigint | number }[]>("PRAGMA synchronous");
    expect(mode?.journal_mode).toBe("wal");
    expect(Number(sync?.synchronous)).toBe(1);
  });
});
