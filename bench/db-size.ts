/**
 * Database size per finished game: full games (default rules, 4 teams × 2 phones) played to the end
 * over HTTP on the real server, then the database compacted with and without them.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { startServer, tempDbFile } from "@/tests/integration/server-process";
import { chooseMove, fetchViews, seededRandom, sendCommand, setUpGame } from "@/tests/soak/support/game";
import { resetHttpAgents } from "@/tests/soak/support/http";
import { PHONES_PER_TEAM, TEAMS } from "./lib/e2e-shared";

export interface DbSizeResult {
  finishedGames: number;
  commandsPerGame: number;
  bytesPerGame: number;
  error?: string;
}

function compactedBytes(source: string, deleteGames: boolean): number {
  const copy = `${source}.measure-${deleteGames ? "empty" : "full"}.db`;
  fs.rmSync(copy, { force: true });
  const db = new Database(source, { readonly: true });
  db.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`);
  db.close();
  if (deleteGames) {
    const emptied = new Database(copy);
    emptied.pragma("foreign_keys = ON");
    emptied.exec('DELETE FROM "Game"; VACUUM;');
    emptied.close();
  }
  const bytes = fs.statSync(copy).size;
  fs.rmSync(copy, { force: true });
  return bytes;
}

const STEP_PAUSE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runDbSizeBench(options: { games?: number; log?: (line: string) => void } = {}): Promise<DbSizeResult> {
  const count = options.games ?? 3;
  const server = await startServer({ dbFile: tempDbFile("bench-db") });
  let commands = 0;
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, g) => {
        const game = await setUpGame(server.baseUrl, {
          teams: TEAMS,
          phonesPerTeam: PHONES_PER_TEAM,
          deviceBase: 500_000 + g * 20,
          screens: false,
          seed: 100 + g,
        });
        const random = seededRandom(7 + g);
        for (let step = 0; step < 3000; step++) {
          // A brisk moderator's pace: each step is a view fetch and a command from the same devices,
          // which keeps them under the server's per-device request budget (20/s).
          await sleep(STEP_PAUSE_MS);
          const views = await fetchViews(server.baseUrl, game);
          if (views.moderator.status === "finished") return;
          const move = chooseMove(game, random, views);
          if (!move) throw new Error(`game ${g} stuck in ${views.moderator.game?.phase?.type}`);
          const { reply } = await sendCommand(server.baseUrl, game, move.actor, move.command);
          if (reply.status === 200) commands++;
          else if (reply.status === 429) await sleep(1000);
        }
        throw new Error(`game ${g} did not finish in 3000 steps`);
      }),
    );
  } catch (error) {
    await server.stop();
    resetHttpAgents();
    return { finishedGames: 0, commandsPerGame: 0, bytesPerGame: 0, error: error instanceof Error ? error.message : String(error) };
  }
  await server.stop();
  resetHttpAgents();
  const full = compactedBytes(server.dbFile, false);
  const empty = compactedBytes(server.dbFile, true);
  const result = { finishedGames: count, commandsPerGame: Math.round(commands / count), bytesPerGame: Math.round((full - empty) / count) };
  options.log?.(`  ${count} finished games: ${result.commandsPerGame} commands and ${(result.bytesPerGame / 1024).toFixed(0)} KB each`);
  return result;
}
