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
  z.object({
    type: z.literal("game-moved"),
    from: z.string(),
    gameId: z.string().min(1).max(64),
    version: z.number().int().nonnegative(),
    /** When the game next wakes (a count of five ends), if it does: the others keep a backup timer. */
    wakeAt: z.number().nullable(),
  }),
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
  announce(moved: GameMoved): void;
  close(): Promise<void>;
}

// server.ts starts the channel and the game store (in Next's bundles) answers it: they meet on a
// registered global symbol, as the real-time backend does (realtime/shared-realtime.ts).
const SLOT = Symbol.for("clue-spin.game-moves");
export interface GameMoved {
  gameId: string;
  version: number;
  wakeAt: number | null;
}
type MovedElsewhere = (moved: GameMoved) => void;
interface MovesSlot {
  moves?: GameMoves;
  handlers: Map<string, MovedElsewhere>;
}
type GlobalWithMoves = typeof globalThis & { [SLOT]?: MovesSlot };
const slot = (): MovesSlot => ((globalThis as GlobalWithMoves)[SLOT] ??= { handlers: new Map<string, MovedElsewhere>() });

/** Tells the other servers a game moved; nothing when this server runs alone. */
export function announceGameMoved(moved: GameMoved): void {
  slot().moves?.announce(moved);
}

/**
 * What this server does when another moved a game, by name (a module loaded twice, by server.ts
 * and by Next's bundle, registers once): the game store drops its older copy; the deadline timers
 * keep a backup.
 */
export function whenGameMovedElsewhere(name: string, handler: MovedElsewhere): void {
  slot().handlers.set(name, handler);
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
    if (message.from === serverId) return;
    for (const handler of slot().handlers.values()) handler({ gameId: message.gameId, version: message.version, wakeAt: message.wakeAt });
  });
  await subscriber.subscribe(CHANNEL);
  const moves: GameMoves = {
    serverId,
    announce(moved) {
      const message: GameMovesMessage = { type: "game-moved", from: serverId, ...moved };
      publisher.publish(CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
        console.error(`game-moves: could not tell the other servers game ${moved.gameId} moved: ${String(error)}`);
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
