"use client";

import { postJson } from "@/lib/client/commands";
import { stringField, wireError } from "@/lib/shared/wire";
import { clearPendingJoin, forgetSeat, pendingJoinFor, saveSeat, seatForCode, type PlayerSeat } from "@/lib/client/player-credential";

/**
 * Joining from a phone: the credential and clientId are stored before the request leaves, so any
 * retry (automatic, or the student pressing Join again) is the same join and the same seat.
 */
export type JoinOutcome =
  | { type: "joined"; gameId: string }
  | { type: "refused"; status: number; code: string; message: string }
  | { type: "offline"; message: string };

export async function joinGame(code: string, name: string): Promise<JoinOutcome> {
  const pending = pendingJoinFor(code);
  try {
    const { status, json } = await postJson("/api/join", { code, name, credential: pending.credential, clientId: pending.clientId });
    const gameId = stringField(json, "gameId");
    const playerId = stringField(json, "playerId");
    if (status === 200 && gameId !== null && playerId !== null) {
      saveSeat({ gameId, code, credential: pending.credential, playerId, name, clientId: pending.clientId });
      clearPendingJoin();
      return { type: "joined", gameId };
    }
    const error = wireError(json);
    return {
      type: "refused",
      status,
      code: error?.code ?? "unknown",
      message: error?.message ?? "The game could not be joined: try again.",
    };
  } catch {
    return { type: "offline", message: "No connection to the game: check the Wi-Fi and press Join again (you will not be added twice)." };
  }
}

/** True when this phone's cookie still opens its seat in the game. */
async function seatStillOpens(gameId: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/games/${gameId}?as=player`, { credentials: "same-origin", cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The cookie can be lost while localStorage keeps the seat (cleared cookies, another tab's join).
 * Sending the original join again returns the original seat and sets the cookie afresh.
 */
export async function restoreSeat(seat: PlayerSeat): Promise<boolean> {
  try {
    const { status } = await postJson(
      "/api/join",
      { code: seat.code, name: seat.name, credential: seat.credential, clientId: seat.clientId },
      { attempts: 2 },
    );
    return status === 200 && (await seatStillOpens(seat.gameId));
  } catch {
    return false;
  }
}

/** The game this phone already sits in for this code, if its seat still opens. */
export async function existingSeatFor(code: string): Promise<string | null> {
  const seat = seatForCode(code);
  if (!seat) return null;
  if ((await seatStillOpens(seat.gameId)) || (await restoreSeat(seat))) return seat.gameId;
  forgetSeat(seat.gameId);
  return null;
}
