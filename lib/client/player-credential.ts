"use client";

import { newClientId, newCredential } from "./commands";

/**
 * What a phone remembers about its seats, in localStorage, one record per game. The credential is
 * made on the phone before the join is sent and kept with the join's clientId: sending the same
 * join again (a retry after a timeout, or to restore a lost cookie) gives back the same seat
 * instead of a second player.
 */
export interface PlayerSeat {
  gameId: string;
  code: string;
  credential: string;
  playerId: string;
  name: string;
  clientId: string;
}

/** A join that has been prepared (and perhaps sent) but not yet confirmed by the server. */
export interface PendingJoin {
  code: string;
  credential: string;
  clientId: string;
}

const SEATS_KEY = "clue-spin:seats";
const PENDING_KEY = "clue-spin:pending-join";
/** A phone is used for a handful of games a day; old seats are dropped beyond this. */
const MAX_SEATS = 20;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Private mode on some phones throws on access: the cookie alone still keeps the seat.
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: nothing to do, the server's cookie still identifies the phone.
  }
}

function isSeat(value: unknown): value is PlayerSeat {
  if (!value || typeof value !== "object") return false;
  const seat = value as Record<string, unknown>;
  return ["gameId", "code", "credential", "playerId", "name", "clientId"].every((key) => typeof seat[key] === "string");
}

export function allSeats(): PlayerSeat[] {
  const stored = readJson(SEATS_KEY);
  return Array.isArray(stored) ? stored.filter(isSeat) : [];
}

export function seatForGame(gameId: string): PlayerSeat | null {
  return allSeats().find((seat) => seat.gameId === gameId) ?? null;
}

export function seatForCode(code: string): PlayerSeat | null {
  return allSeats().find((seat) => seat.code === code) ?? null;
}

export function saveSeat(seat: PlayerSeat): void {
  const others = allSeats().filter((s) => s.gameId !== seat.gameId);
  writeJson(SEATS_KEY, [seat, ...others].slice(0, MAX_SEATS));
}

export function updateSeatName(gameId: string, name: string): void {
  const seat = seatForGame(gameId);
  if (seat && seat.name !== name) saveSeat({ ...seat, name });
}

export function forgetSeat(gameId: string): void {
  writeJson(
    SEATS_KEY,
    allSeats().filter((seat) => seat.gameId !== gameId),
  );
}

/**
 * The join to send for this code: the one already prepared for it (so a retry is the same join),
 * or a fresh credential and clientId, stored before anything is sent.
 */
export function pendingJoinFor(code: string): PendingJoin {
  const pending = readJson(PENDING_KEY) as Partial<PendingJoin> | null;
  if (pending && pending.code === code && typeof pending.credential === "string" && typeof pending.clientId === "string")
    return { code, credential: pending.credential, clientId: pending.clientId };
  const fresh: PendingJoin = { code, credential: newCredential(), clientId: newClientId() };
  writeJson(PENDING_KEY, fresh);
  return fresh;
}

export function clearPendingJoin(): void {
  try {
    storage()?.removeItem(PENDING_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** A seat asked for by name (this phone lost its join key), waiting for the teacher's answer. */
export interface PendingClaim {
  gameId: string;
  code: string;
  name: string;
  credential: string;
}

const CLAIM_KEY = "clue-spin:pending-claim";

export function savePendingClaim(claim: PendingClaim): void {
  writeJson(CLAIM_KEY, claim);
}

export function pendingClaimFor(gameId: string): PendingClaim | null {
  const claim = readJson(CLAIM_KEY) as Partial<PendingClaim> | null;
  if (!claim || claim.gameId !== gameId) return null;
  const { code, name, credential } = claim;
  return typeof code === "string" && typeof name === "string" && typeof credential === "string" ? { gameId, code, name, credential } : null;
}

export function clearPendingClaim(): void {
  try {
    storage()?.removeItem(CLAIM_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
