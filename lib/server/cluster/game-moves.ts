import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * Several servers share one database, and each keeps the games it served in memory. When one server
 * commits a command, it tells the others through Redis ("game g is now at version v"); a server
 * holding an older copy drops it, with the credentials it had checked for that game, and reads the
 * game again when next asked. A message lost or late costs nothing worse than a refused commit:
 * every commit is guarded by the database (the version it was applied to), and the command path
 * then reloads and tries again.
 */
const CHANNEL = "clue-spin:game-moves";

const messageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("game-moved"), from: z.string(), gameId: z.string().min(1).max(64), version: z.number().int().nonnegative() }),
]);
export type GameMovesMessage = z.infer<typeof messageSchema>;

/** A message from Redis, or null (logged by the caller) when it is not one of ours. */
export function parseGameMovesMessage(text: string): GameMovesMessage | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface GameMoves {
  readonly serverId: string;
  announce(gameId: string, version: number): void;
  close(): Promise<void>;
}

// server.ts starts the channel and the game store (in Next's bundles) answers it: they meet on a
// registered global symbol, as the real-time backend does (realtime/shared-realtime.ts).
const SLOT = Symbol.for("clue-spin.game-moves");
type MovedElsewhere = (gameId: string, version: number) => void;
type GlobalWithMoves = typeof globalThis & { [SLOT]?: { moves?: GameMoves; movedElsewhere?: MovedElsewhere } };
const slot = () => ((globalThis as GlobalWithMoves)[SLOT] ??= {});

/** Tells the other servers a game moved; nothing when this server runs alone. */
export function announceGameMoved(gameId: string, version: number): void {
  slot().moves?.announce(gameId, version);
}

/** What this server does when another moved a game (the game store drops its older copy). */
export function whenGameMovedElsewhere(handler: MovedElsewhere): void {
  slot().movedElsewhere = handler;
}

/**
 * Joins the servers' channel on Redis (server.ts, when REDIS_URL is set); resolves once this server
 * hears the channel, so no move committed after start-up is missed.
 */
export async function startGameMoves(redisUrl: string): Promise<GameMoves> {
  const { Redis } = await import("ioredis");
  const serverId = randomUUID();
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
  const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber])
    connection.on("error", (error: Error) => console.error(`Redis (${redisUrl}): ${error.message}`));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on("message", (_channel: string, text: string) => {
    const message = parseGameMovesMessage(text);
    if (!message) {
      console.error(`game-moves: dropped a message that is not ours: ${text.slice(0, 200)}`);
      return;
    }
    if (message.from !== serverId) slot().movedElsewhere?.(message.gameId, message.version);
  });
  await subscriber.subscribe(CHANNEL);
  const moves: GameMoves = {
    serverId,
    announce(gameId, version) {
      const message: GameMovesMessage = { type: "game-moved", from: serverId, gameId, version };
      publisher.publish(CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
        console.error(`game-moves: could not tell the other servers game ${gameId} moved: ${String(error)}`);
      });
    },
    async close() {
      slot().moves = undefined;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
  slot().moves = moves;
  return moves;
}
