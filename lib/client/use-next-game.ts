"use client";

import { useCallback, useMemo, useState } from "react";
import { NEXT_GAME_EVENT } from "@/lib/shared/channels";
import { asObject } from "@/lib/shared/wire";

/**
 * "Play again with the same teams" on the console makes a new game: a finished game's screens hear
 * of it (an event on their channels, or asked when they open) so the board can move to the new
 * lobby and a phone can join it with one tap.
 */
export interface NextGame {
  gameId: string;
  code: string;
}

function parse(data: unknown, gameId: string): NextGame | null {
  const body = asObject(data);
  if (body.gameId !== undefined && body.gameId !== gameId) return null;
  const next = asObject(body.next);
  return typeof next.gameId === "string" && typeof next.code === "string" ? { gameId: next.gameId, code: next.code } : null;
}

export function useNextGame(gameId: string): {
  next: NextGame | null;
  listen: Record<string, (data: unknown) => void>;
  /** Asks the server whether a next game exists (when the screen sees its game is over). */
  load: () => Promise<void>;
} {
  const [next, setNext] = useState<NextGame | null>(null);
  const apply = useCallback(
    (data: unknown) => {
      const found = parse(data, gameId);
      if (found) setNext(found);
    },
    [gameId],
  );
  const load = useCallback(async () => {
    try {
      const response = await fetch(`/api/games/${gameId}/again`, { cache: "no-store" });
      if (response.ok) apply(await response.json());
    } catch {
      // Offline: the event or the next load brings it.
    }
  }, [apply, gameId]);
  const listen = useMemo(() => ({ [NEXT_GAME_EVENT]: apply }), [apply]);
  return { next, listen, load };
}
