import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dbFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/clue-spin-teacher-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  return file;
});

import { db, disconnectDb } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { PEER_HEADER } from "@/lib/server/peer";
import { hashToken } from "@/lib/server/secrets";
import { isLoopback, isTeacher, teacherRefusal } from "@/lib/server/teacher";

const GAME = "0b7c1c52-55d5-4a8e-9d4e-2f0a3f1e9c11";
const TOKEN = "m".repeat(43);

beforeAll(async () => {
  migrateDatabase({ DATABASE_URL: `file:${dbFile}` });
  await db().game.create({ data: { id: GAME, code: "TEACH2", status: "lobby", setupJson: "{}", snapshotJson: "{}", moderatorDevices: { create: { tokenHash: hashToken(TOKEN) } } } });
});
afterAll(async () => {
  await disconnectDb();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${dbFile}${suffix}`, { force: true });
});

const from = (peer: string, cookie?: string) => new Headers({ [PEER_HEADER]: peer, ...(cookie ? { cookie } : {}) });

describe("[TEACHER] decks hold answers: only the teacher's computer or a moderator's device may open them", () => {
  it("[TEACHER-1] the computer running Clue Spin is the teacher's", async () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("192.168.1.23")).toBe(false);
    expect(await isTeacher(from("127.0.0.1"))).toBe(true);
  });

  it("[TEACHER-2] a phone on the classroom network is not, unless it moderates a game", async () => {
    expect(await isTeacher(from("192.168.1.23"))).toBe(false);
    expect(await isTeacher(from("192.168.1.23", `cs_player_${GAME}=${TOKEN}`))).toBe(false);
    expect(await isTeacher(from("192.168.1.23", `cs_mod_${GAME}=${"x".repeat(43)}`))).toBe(false);
    expect(await isTeacher(from("192.168.1.23", `theme=dark; cs_mod_${GAME}=${TOKEN}`))).toBe(true);
    expect((await teacherRefusal(from("10.0.0.9")))?.status).toBe(403);
    // A client cannot pretend to be local: server.ts overwrites the peer header on every request.
    expect(await isTeacher(new Headers())).toBe(false);
  });
});
