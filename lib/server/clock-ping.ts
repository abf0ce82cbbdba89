import "server-only";
import { authenticate } from "./auth";
import { deviceKey, deviceRoundTrips } from "./device-round-trips";
import { peerAddress } from "./peer";
import { issueEcho, roundTripOf } from "./press-echo";
import { createRateLimiter } from "./rate-limit";
import { ok, tooManyRequests, type Reply } from "./replies";
import type { RequestHead } from "./request-head";

/**
 * A phone's clock ping (POST /api/games/<id>/clock?as=player, body `{ echo? }`): the server's time,
 * for the phone's press clock, and a signed `echo` for the next ping. An echo that comes back from
 * its own device is a round trip the server measured itself, kept for that device
 * (device-round-trips.ts): how early a press stamp from it may be (press-stamps.ts). A bad or
 * foreign echo measures nothing and is no error; a phone not in the game gets the time only.
 */
export interface ClockReply {
  serverTime: number;
  /** Empty when the phone is not a player of this game (nothing to measure). */
  echo: string;
  /** The round trip the echo sent back with this ping measured, or null (none, stale, foreign or forged). */
  roundTripMs: number | null;
}

/**
 * A phone sends a round of 5 pings every 30 s (lib/client/press-clock.ts), and a round when its
 * screen opens or wakes: a burst of 15 covers three screens opening at once; one a second more than
 * covers the rounds. Per player, or per address for a phone not signed in; the door's per-device
 * budget for every API request applies before this.
 */
const pingLimiter = createRateLimiter({ capacity: 15, refillPerSecond: 1 });

export async function answerClockPing(input: {
  gameId: string;
  head: RequestHead;
  body: unknown;
  arrivedAt: number;
  now: () => number;
}): Promise<Reply<ClockReply>> {
  const auth = await authenticate(input.head, "player", input.gameId);
  const playerId = auth.ok && auth.actor.role === "player" ? auth.actor.playerId : null;
  const limit = pingLimiter.take(playerId ? `p:${input.gameId}:${playerId}` : `a:${peerAddress(input.head)}`, input.arrivedAt);
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
  if (!playerId) return ok({ serverTime: input.now(), echo: "", roundTripMs: null });
  const device = { gameId: input.gameId, playerId };
  const sentBack = input.body && typeof input.body === "object" ? (input.body as { echo?: unknown }).echo : undefined;
  const roundTrip = roundTripOf(sentBack, device, input.arrivedAt);
  if (roundTrip !== null) deviceRoundTrips().record(deviceKey(input.gameId, playerId), roundTrip, input.arrivedAt);
  // Read last, as close to the reply as the server gets: the phone halves its round trip around this moment.
  const serverTime = input.now();
  return ok({ serverTime, echo: issueEcho(device, serverTime), roundTripMs: roundTrip });
}
