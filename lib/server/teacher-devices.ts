import "server-only";
import { db } from "./db/client";
import { claimPairingLink } from "./pairing-links";
import { isPairingSecret } from "./pairing-secret";
import { hashToken, newId, newToken } from "./secrets";

/**
 * Paired teacher devices. Only the hash of a device's credential is stored; checked credentials are
 * remembered in memory (in a global slot shared by every bundle) until the device is unpaired.
 */
const SLOT = Symbol.for("clue-spin.teacher-devices");
type Memo = Map<string, { id: string; label: string } | null>;
const memo = (): Memo =>
  ((globalThis as typeof globalThis & { [SLOT]?: Memo })[SLOT] ??= new Map<string, { id: string; label: string } | null>());

export const DEVICE_LABEL_MAX = 40;
/** Paired devices a server keeps; unpair old ones first. */
const MAX_TEACHER_DEVICES = 50;

export async function deviceForToken(token: string): Promise<{ id: string; label: string } | null> {
  const tokenHash = hashToken(token);
  const known = memo().get(tokenHash);
  if (known !== undefined) return known;
  const row = await db().teacherDevice.findUnique({ where: { tokenHash }, select: { id: true, label: true } });
  const device = row ? { id: row.id, label: row.label } : null;
  if (device) memo().set(tokenHash, device);
  return device;
}

export type PairResult =
  | { ok: true; token: string; device: { id: string; label: string } }
  | { ok: false; reason: "bad_key" | "link_used" | "link_expired" | "full" };

/** Pairs a device with this run's teacher's key or a one-time pairing link's key. */
export async function pairDevice(key: string, label: string, now: number): Promise<PairResult> {
  if (!isPairingSecret(key)) {
    const claim = await claimPairingLink(key, now);
    if (!claim.ok)
      return { ok: false, reason: claim.reason === "used" ? "link_used" : claim.reason === "expired" ? "link_expired" : "bad_key" };
  }
  if ((await db().teacherDevice.count()) >= MAX_TEACHER_DEVICES) return { ok: false, reason: "full" };
  const token = newToken();
  const device = { id: newId(), label };
  await db().teacherDevice.create({
    data: { ...device, tokenHash: hashToken(token), createdAt: new Date(now), lastSeenAt: new Date(now) },
  });
  return { ok: true, token, device };
}

export async function listDevices(): Promise<{ id: string; label: string; createdAt: string }[]> {
  const rows = await db().teacherDevice.findMany({ orderBy: { createdAt: "asc" }, select: { id: true, label: true, createdAt: true } });
  return rows.map((row) => ({ id: row.id, label: row.label, createdAt: row.createdAt.toISOString() }));
}

/**
 * Unpairs a device: its credential stops working at once. Its decks are kept and handed to the
 * computer running Clue Spin, so unpairing never loses a teacher's cards.
 */
export async function unpairDevice(id: string, thisComputerId: string): Promise<boolean> {
  const removed = await db().$transaction(async (tx) => {
    const device = await tx.teacherDevice.findUnique({ where: { id } });
    if (!device) return null;
    const names = new Set(
      (await tx.deck.findMany({ where: { ownerId: thisComputerId }, select: { name: true } })).map((d) => d.name.toLowerCase()),
    );
    for (const deck of await tx.deck.findMany({ where: { ownerId: id }, select: { id: true, name: true } })) {
      let name = deck.name;
      for (let n = 2; names.has(name.toLowerCase()); n++) name = `${deck.name.slice(0, 50)} (${device.label.slice(0, 6)} ${n})`;
      names.add(name.toLowerCase());
      await tx.deck.update({ where: { id: deck.id }, data: { ownerId: thisComputerId, name } });
    }
    await tx.teacherDevice.delete({ where: { id } });
    return device.tokenHash;
  });
  if (removed === null) return false;
  memo().delete(removed);
  return true;
}
