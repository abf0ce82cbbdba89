/**
 * Short crash soak inside `npm test` (the long one is `npm run soak`): the real production server
 * is SIGKILLed mid-game and restarted on the same port and database (needs `npx next build`).
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { runCrashSoak } from "./support/crash";
import { checkIntegrity } from "./support/db";

const SEED = Number(process.env.SOAK_SEED ?? 20_251_122);

it(
  "[SOAK-CRASH] SIGKILL mid-game loses no acknowledged command; snapshots equal replays; screens converge",
  { timeout: 115_000 },
  async () => {
    const report = await runCrashSoak({ kills: 3, games: 2, phonesPerTeam: 1, seed: SEED, playMs: [300, 1200] });
    expect(report.kills).toBe(3);
    expect(report.commandsAcknowledged).toBeGreaterThan(5);
    expect(report.integrity.games).toBe(2);
    expect(report.integrity.lost).toEqual([]);
    expect(report.integrity.problems).toEqual([]);
    expect(report.unconverged).toEqual([]);

    // The check itself must notice damage: a missing acknowledged command and a wrong snapshot.
    const damaged = `${report.dbFile}.damaged.db`;
    const source = new Database(report.dbFile, { readonly: true });
    await source.backup(damaged);
    source.close();
    const last = report.acknowledged.at(-1)!;
    const db = new Database(damaged);
    db.prepare('DELETE FROM "Command" WHERE "gameId" = ? AND "clientId" = ?').run(last.gameId, last.clientId);
    db.prepare(
      'UPDATE "Game" SET "snapshotJson" = replace("snapshotJson", \'"joinLocked":false\', \'"joinLocked":true\') WHERE "id" <> ?',
    ).run(last.gameId);
    db.close();
    const broken = checkIntegrity(damaged, report.acknowledged);
    expect(broken.lost).toEqual([last]);
    expect(broken.problems).toHaveLength(2);
    fs.rmSync(damaged, { force: true });
  },
);
