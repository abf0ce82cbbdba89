"use client";

import { newClientId, postJson } from "@/lib/client/commands";
import { stringField, wireError } from "@/lib/shared/wire";
import { requestCode } from "@/lib/shared/room-views";
import {
  clearPendingClaim,
  clearPendingJoin,
  forgetSeat,
  pendingClaimFor,
  pendingJoinFor,
  saveSeat,
  savePendingClaim,
  seatForCode,
  type PlayerSeat,
} from "@/lib/client/player-credential";

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

export type ClaimOutcome =
  | { type: "asked"; gameId: string; requestCode: string }
  | { type: "refused"; code: string; message: string }
  | { type: "offline"; message: string };

/**
 * A student whose name is taken by their own seat (this phone lost its join key) asks the teacher
 * for it. The phone keeps the claim's credential; it becomes the seat's once the teacher confirms.
 */
export async function askForSeat(code: string, name: string): Promise<ClaimOutcome> {
  const pending = pendingJoinFor(code);
  try {
    const { status, json } = await postJson("/api/join", {
      code,
      name,
      credential: pending.credential,
      clientId: newClientId(),
      reclaim: true,
    });
    const gameId = stringField(json, "gameId");
    if (status === 200 && gameId !== null) {
      savePendingClaim({ gameId, code, name, credential: pending.credential });
      return { type: "asked", gameId, requestCode: requestCode(stringField(json, "claimId") ?? "") };
    }
    const error = wireError(json);
    return { type: "refused", code: error?.code ?? "unknown", message: error?.message ?? "Your seat could not be asked for: try again." };
  } catch {
    return { type: "offline", message: "No connection to the game: check the Wi-Fi and try again." };
  }
}

export type ClaimState = { type: "waiting" } | { type: "granted" } | { type: "refused"; message: string } | { type: "offline" };

/** Whether the teacher has answered: the claim's credential opens the seat once granted. */
export async function claimState(gameId: string): Promise<ClaimState> {
  try {
    const response = await fetch(`/api/games/${gameId}?as=player`, { credentials: "same-origin", cache: "no-store" });
    const json: unknown = await response.json().catch(() => ({}));
    if (response.ok) {
      const claim = pendingClaimFor(gameId);
      const playerId = stringField(json, "playerId");
      if (claim && playerId !== null) {
        saveSeat({ gameId, code: claim.code, credential: claim.credential, playerId, name: claim.name, clientId: newClientId() });
        clearPendingJoin();
        clearPendingClaim();
      }
      return { type: "granted" };
    }
    const error = wireError(json);
    if (error?.code === "auth/claim_pending") return { type: "waiting" };
    clearPendingClaim();
    return { type: "refused", message: "Your teacher did not give this phone that seat. Join with your name, or ask your teacher." };
  } catch {
    return { type: "offline" };
  }
}
