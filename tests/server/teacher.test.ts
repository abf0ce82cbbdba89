import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dbFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/clue-spin-teacher-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  return file;
});

import { db, disconnectDb } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { createDeck, getDeck, listDecks } from "@/lib/server/deck-store";
import { createPairingLink } from "@/lib/server/pairing-links";
import { startPairing } from "@/lib/server/pairing-secret";
import { PEER_HEADER } from "@/lib/server/peer";
import { hashToken } from "@/lib/server/secrets";
import { requireTeacher, teacherFor, THIS_COMPUTER_ID } from "@/lib/server/teacher";
import { pairDevice, unpairDevice } from "@/lib/server/teacher-devices";
import { isThisComputer } from "@/lib/server/this-computer";

const GAME = "0b7c1c52-55d5-4a8e-9d4e-2f0a3f1e9c11";
const TOKEN = "m".repeat(43);
const SECRET = "s".repeat(43);

beforeAll(async () => {
  migrateDatabase({ DATABASE_URL: `file:${dbFile}` });
  await db().game.create({
    data: {
      id: GAME,
      code: "TEACH2",
      status: "lobby",
      setupJson: "{}",
      snapshotJson: "{}",
      moderatorDevices: { create: { tokenHash: hashToken(TOKEN) } },
    },
  });
  startPairing(SECRET);
});
afterAll(async () => {
  await disconnectDb();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${dbFile}${suffix}`, { force: true });
});

const from = (peer: string, cookie?: string) => new Headers({ [PEER_HEADER]: peer, ...(cookie ? { cookie } : {}) });

describe("[TEACHER] a teacher is someone the computer running Clue Spin vouched for", () => {
  it("[TEACHER-1] the computer running Clue Spin is a teacher's; other 127.x addresses (simulated phones) are not", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect(isThisComputer(address)).toBe(true);
    for (const address of ["127.0.0.2", "192.168.1.23", "", "::ffff:10.0.0.1"]) expect(isThisComputer(address)).toBe(false);
    expect((await teacherFor(from("127.0.0.1")))?.id).toBe(THIS_COMPUTER_ID);
    expect(await teacherFor(from("127.0.0.2"))).toBeNull();
  });

  it("[TEACHER-2] a phone is not a teacher, not even one holding a moderator credential of a game", async () => {
    expect(await teacherFor(from("192.168.1.23"))).toBeNull();
    expect(await teacherFor(from("192.168.1.23", `cs_mod_${GAME}=${TOKEN}`))).toBeNull();
    expect(await teacherFor(from("192.168.1.23", `cs_teacher=${"x".repeat(43)}`))).toBeNull();
    const refused = await requireTeacher(from("10.0.0.9"));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.status).toBe(403);
    // A client cannot pretend to be local: server.ts overwrites the peer header on every request.
    expect(await teacherFor(new Headers())).toBeNull();
  });

  it("[TEACHER-3] the start-up teacher's key pairs a device; a wrong key does not; an unpaired device's credential is dead", async () => {
    expect(await pairDevice("not-the-key", "Guess", Date.now())).toEqual({ ok: false, reason: "bad_key" });
    const paired = await pairDevice(SECRET, "Ms Lee's iPad", Date.now());
    if (!paired.ok) throw new Error(paired.reason);
    const cookie = `theme=dark; cs_teacher=${paired.token}`;
    expect(await teacherFor(from("192.168.1.40", cookie))).toEqual({ id: paired.device.id, label: "Ms Lee's iPad", thisComputer: false });
    expect(await unpairDevice(paired.device.id, THIS_COMPUTER_ID)).toBe(true);
    expect(await teacherFor(from("192.168.1.40", cookie))).toBeNull();
  });

  it("[TEACHER-4] a pairing QR link works once and only for ten minutes", async () => {
    const now = Date.now();
    const link = await createPairingLink(now);
    expect((await pairDevice(link.key, "Tablet", now)).ok).toBe(true);
    expect(await pairDevice(link.key, "Second", now)).toEqual({ ok: false, reason: "link_used" });
    const old = await createPairingLink(now);
    expect(await pairDevice(old.key, "Late", now + 11 * 60 * 1000)).toEqual({ ok: false, reason: "link_expired" });
  });

  it("[TEACHER-5] decks belong to whoever made them; unpairing hands a device's decks to this computer", async () => {
    const device = await pairDevice(SECRET, "Mr Park", Date.now());
    if (!device.ok) throw new Error(device.reason);
    const mine = await createDeck(device.device.id, { name: "Rivers" });
    if (!mine.ok) throw new Error(mine.message);
    expect((await createDeck(THIS_COMPUTER_ID, { name: "Rivers" })).ok).toBe(true);
    expect((await listDecks(device.device.id)).map((d) => d.name)).toEqual(["Rivers"]);
    expect((await getDeck(THIS_COMPUTER_ID, mine.body.id)).ok).toBe(false);
    expect((await getDeck(device.device.id, mine.body.id)).ok).toBe(true);
    await unpairDevice(device.device.id, THIS_COMPUTER_ID);
    expect((await getDeck(THIS_COMPUTER_ID, mine.body.id)).ok).toBe(true);
    expect((await listDecks(THIS_COMPUTER_ID)).map((d) => d.name).sort()).toEqual(["Rivers", "Rivers (Mr Par 2)"]);
  });
});
