import "server-only";
import { channelFor, COUNTDOWN_EVENT } from "@/lib/shared/channels";
import { teamEpoch } from "@/lib/session/session";
import type { LoadedGame } from "./game-repo";
import { installedRealtime } from "./realtime/shared-realtime";

/**
 * The talk-it-over countdown a moderator starts: shown on the board and the phones, with no effect
 * on the rules, so it is not a game command (it is not stored, replayed or undone). The server keeps
 * the running one in memory so a screen that opens mid-countdown shows it too; a restart ends it.
 */
export interface CountdownNow {
  seconds: number;
  /** Left at the moment of sending: each screen counts down from when it received this (no clock skew). */
  remainingMs: number;
}

export const COUNTDOWN_SECONDS = { min: 5, max: 600 } as const;

// Route bundles load their own copies of modules: the store lives in one global slot.
const SLOT = Symbol.for("clue-spin.countdowns");
type Store = Map<string, { seconds: number; endsAt: number }>;
function store(): Store {
  const holder = globalThis as typeof globalThis & { [SLOT]?: Store };
  holder[SLOT] ??= new Map();
  return holder[SLOT];
}

export function currentCountdown(gameId: string, now: number): CountdownNow | null {
  const running = store().get(gameId);
  if (!running) return null;
  if (running.endsAt <= now) {
    store().delete(gameId);
    return null;
  }
  return { seconds: running.seconds, remainingMs: running.endsAt - now };
}

export function startCountdown(gameId: string, seconds: number, now: number): CountdownNow {
  store().set(gameId, { seconds, endsAt: now + seconds * 1000 });
  return { seconds, remainingMs: seconds * 1000 };
}

export function stopCountdown(gameId: string): void {
  store().delete(gameId);
}

/** Tells every screen of the game (moderator, board, each team) that a countdown started, or stopped (null). */
export async function broadcastCountdown(game: LoadedGame, countdown: CountdownNow | null): Promise<void> {
  const data = JSON.stringify({ gameId: game.id, countdown });
  const channels = [
    channelFor.moderator(game.id),
    channelFor.board(game.id),
    ...game.state.teams.map((team) => channelFor.team(game.id, team.id, teamEpoch(game.state, team.id))),
  ];
  try {
    await installedRealtime().publisher.publishBatch(channels.map((channel) => ({ channel, event: COUNTDOWN_EVENT, data })));
  } catch (error) {
    console.error(`countdown broadcast for game ${game.id} failed; screens see it on their next load:`, error);
  }
}
