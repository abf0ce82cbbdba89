import "server-only";
import { db } from "./db/client";
import { hashToken, newToken } from "./secrets";

/**
 * One-time pairing links, made on the computer running Clue Spin and shown there as a QR code for
 * a colleague's device. Only the hash is stored; a link works once, within ten minutes.
 */
const PAIRING_LINK_LIFETIME_MS = 10 * 60 * 1000;
const KEY_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export async function createPairingLink(now: number): Promise<{ key: string; expiresAt: number }> {
  const key = newToken();
  const expiresAt = now + PAIRING_LINK_LIFETIME_MS;
  await db().pairingLink.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  await db().pairingLink.create({ data: { tokenHash: hashToken(key), expiresAt: new Date(expiresAt) } });
  return { key, expiresAt };
}

export async function claimPairingLink(
  key: string,
  now: number,
): Promise<{ ok: true } | { ok: false; reason: "unknown" | "used" | "expired" }> {
  if (!KEY_SHAPE.test(key)) return { ok: false, reason: "unknown" };
  const tokenHash = hashToken(key);
  const link = await db().pairingLink.findUnique({ where: { tokenHash } });
  if (!link) return { ok: false, reason: "unknown" };
  if (link.usedAt) return { ok: false, reason: "used" };
  if (link.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  // Guarded update: of two devices opening the link at once, only one pairs.
  const claimed = await db().pairingLink.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: new Date(now) } });
  return claimed.count === 1 ? { ok: true } : { ok: false, reason: "used" };
}
