import { db } from "./db/client";

/** Deletes games that finished more than `days` ago (their teams, players and log cascade). */
export async function deleteOldGames(days: number, now: number): Promise<number> {
  const cutoff = new Date(now - days * 24 * 60 * 60 * 1000);
  const { count } = await db().game.deleteMany({ where: { finishedAt: { lt: cutoff } } });
  return count;
}

/** A game made but never started is deleted a day after it was made (a teacher's test, an abandoned lobby). */
const UNSTARTED_GAME_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function deleteUnstartedGames(now: number): Promise<number> {
  const { count } = await db().game.deleteMany({
    where: { status: "lobby", createdAt: { lt: new Date(now - UNSTARTED_GAME_LIFETIME_MS) } },
  });
  return count;
}
