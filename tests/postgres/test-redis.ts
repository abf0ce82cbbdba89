/**
 * The Redis for the tests of several servers: the PostgreSQL run's (tests/postgres/global-setup.ts),
 * or a throwaway one of this file's own when a test file runs alone. Each test file passes its own
 * database number, so their keys never meet (pub/sub spans databases, but channel names do not collide).
 */
import { startLocalRedis } from "../../scripts/local/redis";

export async function testRedis(database: number): Promise<{ url: string; stop(): Promise<void> }> {
  const shared = process.env.CLUE_SPIN_TEST_REDIS;
  if (shared) return { url: `${shared}/${database}`, stop: () => Promise.resolve() };
  const own = await startLocalRedis();
  return { url: `${own.url}/${database}`, stop: () => own.stop() };
}
