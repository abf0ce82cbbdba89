import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The clock route's `echo`: a token naming the device it was issued to and the moment it was issued,
 * signed with this server's secret. When the phone's next ping sends it back, the server has measured
 * that device's round trip itself, from its own clock at both ends, so a phone cannot claim a longer
 * one than it has (only hold the echo back, which the game's `maxLeadMs` caps; docs/security.md).
 *
 * The secret is made at start and kept in memory: an echo from before a restart is simply foreign.
 * It lives in a global slot because server.ts and Next's route bundles may load separate copies of
 * this module, and an echo issued by one must verify in the other.
 */
const SLOT = Symbol.for("clue-spin.press-echo-secret");
type WithSecret = typeof globalThis & { [SLOT]?: Buffer };

function secret(): Buffer {
  const holder = globalThis as WithSecret;
  holder[SLOT] ??= randomBytes(32);
  return holder[SLOT];
}

/** Who an echo belongs to: one player of one game (a seat's phone). */
export interface EchoDevice {
  gameId: string;
  playerId: string;
}

/** An echo older than this measures nothing worth keeping (a phone asleep, a ping from the last round). */
export const ECHO_MAX_AGE_MS = 5_000;
const MAC_BYTES = 16;

function mac(device: EchoDevice, issuedAt: number): Buffer {
  return createHmac("sha256", secret()).update(`${device.gameId}\n${device.playerId}\n${issuedAt}`).digest().subarray(0, MAC_BYTES);
}

export function issueEcho(device: EchoDevice, issuedAt: number): string {
  return `${issuedAt.toString(36)}.${mac(device, issuedAt).toString("base64url")}`;
}

/**
 * The round trip an echo measures when it comes back at `arrivedAt`: null for anything but this
 * device's own recent echo (malformed, another device's, from before a restart, from the future, stale).
 */
export function roundTripOf(echo: unknown, device: EchoDevice, arrivedAt: number): number | null {
  if (typeof echo !== "string" || echo.length > 64) return null;
  const [, issued, signature] = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(echo) ?? [];
  if (issued === undefined || signature === undefined) return null;
  const issuedAt = parseInt(issued, 36);
  const given = Buffer.from(signature, "base64url");
  if (!Number.isSafeInteger(issuedAt) || given.length !== MAC_BYTES || !timingSafeEqual(given, mac(device, issuedAt))) return null;
  const roundTrip = arrivedAt - issuedAt;
  return roundTrip >= 0 && roundTrip <= ECHO_MAX_AGE_MS ? roundTrip : null;
}
