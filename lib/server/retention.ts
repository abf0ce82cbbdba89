import { db } from "./db/client";

/** Deletes games that finished more than `days` ago (their teams, players and log cascade). */
export async function deleteOldGames(days: number, now: number): Promise<number> {
  const cutoff = new Date(now - days * 24 * 60 * 60 * 1000);
  const { count } = await db().game.deleteMany({ where: { finishedAt: { lt: cutoff } } });
  return count;
}
