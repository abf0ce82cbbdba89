import { timingSafeEqual } from "node:crypto";
import { newToken } from "./secrets";

/**
 * The teacher's link `npm start` prints (like Jupyter's token URL): whoever opens it can pair their
 * device as a teacher's. A new secret every time the server starts, kept in memory only; it lives
 * in a global slot because server.ts and Next's route bundles load separate copies of this module.
 */
const SLOT = Symbol.for("clue-spin.pairing-secret");
type WithSecret = typeof globalThis & { [SLOT]?: string };

export function startPairing(secret: string = newToken()): string {
  (globalThis as WithSecret)[SLOT] = secret;
  return secret;
}

/** Whether `key` is this run's pairing secret (compared in constant time). */
export function isPairingSecret(key: string): boolean {
  const secret = (globalThis as WithSecret)[SLOT];
  if (!secret) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function pairingPath(key: string): string {
  return `/pair?key=${encodeURIComponent(key)}`;
}

/** The link for each address other devices may use, then this computer's own. */
export function pairingUrls(key: string, urls: { local: string; lan: readonly { url: string }[] }): string[] {
  return [...urls.lan.map(({ url }) => url), urls.local].map((base) => `${base}${pairingPath(key)}`);
}
