import "server-only";
import { db } from "./db/client";
import { addModeratorDevice } from "./game-repo";
import { hashToken, newToken } from "./secrets";

/**
 * One-time links that open the moderator console on a second device (a tablet, a colleague's
 * laptop). Only the link's hash is stored; it works once, within ten minutes, and what it hands
 * out is a fresh device credential set as a cookie, never shown in any URL.
 */
const MODERATOR_LINK_LIFETIME_MS = 10 * 60 * 1000;

const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export async function createModeratorLink(gameId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + MODERATOR_LINK_LIFETIME_MS;
  await db().moderatorLink.create({ data: { tokenHash: hashToken(token), gameId, expiresAt: new Date(expiresAt) } });
  return { token, expiresAt };
}

export type LinkClaim = { ok: true; gameId: string; deviceToken: string } | { ok: false; reason: "unknown" | "used" | "expired" };

/** Uses a link up: the first claim wins, later ones (or a replay of a leaked URL) get nothing. */
export async function claimModeratorLink(token: string, now: number): Promise<LinkClaim> {
  if (!LINK_TOKEN_SHAPE.test(token)) return { ok: false, reason: "unknown" };
  const tokenHash = hashToken(token);
  const link = await db().moderatorLink.findUnique({ where: { tokenHash } });
  if (!link) return { ok: false, reason: "unknown" };
  if (link.usedAt) return { ok: false, reason: "used" };
  if (link.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  // Guarded update: of two devices opening the link at once, only one marks it used.
  const claimed = await db().moderatorLink.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: new Date(now) } });
  if (claimed.count !== 1) return { ok: false, reason: "used" };
  const deviceToken = newToken();
  await addModeratorDevice(link.gameId, hashToken(deviceToken), new Date(now));
  return { ok: true, gameId: link.gameId, deviceToken };
}
