/**
 * Several servers on one PostgreSQL database: two may commit a command for the same game at the same
 * moment. The database decides, not a lock in one server's memory: exactly one commits each version.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratePostgres } from "@/lib/server/db/migrate";
import { tempDatabase } from "../integration/server-process";

let databaseUrl = "";
const clients: pg.Client[] = [];
async function connection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  databaseUrl = await tempDatabase("race");
  await migratePostgres(databaseUrl);
  const setup = await connection();
  await setup.query(
    `INSERT INTO "Game" (id, code, status, version, "setupJson", "snapshotJson", "updatedAt") VALUES ('g1', 'ABCD', 'playing', 0, '{}', '{}', now())`,
  );
  await setup.query(`INSERT INTO "TableSnapshot" ("gameId", "tableId", "tableJson", version) VALUES ('g1', 'T1', '{}', 0)`);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
});

/** The commit statement as lib/server/game-repo.ts sends it (a move at table T1). */
function commit(client: pg.Client, fromVersion: number, clientId: string, tableFromVersion: number | null = fromVersion) {
  return client.query(
    `INSERT INTO "CommandCommit" ("gameId", "seq", "clientId", "actorJson", "type", "bodyJson", "resultJson", "at", "fromVersion", "status", "joinLocked", "roomJson", "over", "tableId", "tableFromVersion", "tableJson")
     VALUES ('g1', $1, $2, '{}', 'move', '{}', '{}', now(), $3, 'playing', false, NULL, false, 'T1', $4, $5)`,
    [fromVersion + 1, clientId, fromVersion, tableFromVersion, `{"by":"${clientId}"}`],
  );
}

const stored = async () => {
  const client = await connection();
  const game = (await client.query<{ version: number }>(`SELECT version FROM "Game" WHERE id = 'g1'`)).rows[0]!;
  const commands = (
    await client.query<{ seq: number; clientId: string }>(`SELECT seq, "clientId" FROM "Command" WHERE "gameId" = 'g1' ORDER BY seq`)
  ).rows;
  const table = (
    await client.query<{ version: number; tableJson: string }>(`SELECT version, "tableJson" FROM "TableSnapshot" WHERE "gameId" = 'g1'`)
  ).rows[0]!;
  return { version: game.version, commands, table };
};

describe("[PG-COMMIT] one version, one command, whichever server commits", () => {
  it("[PG-COMMIT-1] two servers commit version 1 at the same moment: the second waits for the first, then fails with a version conflict", async () => {
    const [a, b] = [await connection(), await connection()];
    await a.query("BEGIN");
    await b.query("BEGIN");
    await commit(a, 0, "from-server-a");
    // B's commit waits on A's row lock (it has not failed or landed while A is open).
    let settled = false;
    const second = commit(b, 0, "from-server-b").then(
      () => ((settled = true), "committed"),
      (error: unknown) => ((settled = true), error instanceof Error ? error.message : String(error)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    await a.query("COMMIT");
    expect(await second).toBe("clue-spin: version conflict");
    await b.query("ROLLBACK");
    const after = await stored();
    expect(after.version).toBe(1);
    expect(after.commands).toEqual([{ seq: 1, clientId: "from-server-a" }]);
    expect(after.table).toEqual({ version: 1, tableJson: '{"by":"from-server-a"}' });
  });

  it("[PG-COMMIT-2] a stale table version, or a clientId already stored, commits nothing", async () => {
    const client = await connection();
    await expect(commit(client, 1, "stale-table", 0)).rejects.toThrow("clue-spin: version conflict");
    await expect(commit(client, 1, "from-server-a")).rejects.toThrow(/Command_gameId_clientId_key/);
    const after = await stored();
    expect(after.version).toBe(1);
    expect(after.commands).toHaveLength(1);
    await commit(client, 1, "next-move");
    expect((await stored()).version).toBe(2);
  });

  it("[PG-COMMIT-3] forty commits from four connections at once: forty versions in a row, none twice, none lost", async () => {
    const writers = await Promise.all([1, 2, 3, 4].map(() => connection()));
    let landed = 0;
    await Promise.all(
      writers.map(async (client, w) => {
        for (let i = 0; i < 10;) {
          const { version } = (await client.query<{ version: number }>(`SELECT version FROM "Game" WHERE id = 'g1'`)).rows[0]!;
          try {
            await commit(client, version, `w${w}-${i}`);
            landed++;
            i++;
          } catch (error) {
            expect((error as Error).message).toBe("clue-spin: version conflict");
          }
        }
      }),
    );
    const after = await stored();
    expect(landed).toBe(40);
    expect(after.version).toBe(42);
    expect(after.commands.map((c) => c.seq)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
  });
});
