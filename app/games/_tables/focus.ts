"use client";

import { useEffect } from "react";

/**
 * The console tells the board which table to show large. The board usually runs on the teacher's
 * own computer (a second screen or a projector), in the same browser as the console: a
 * BroadcastChannel between the two tabs carries the choice, with no server round trip. (A board on
 * another device cycles, or the teacher clicks a table on it; see the report on a room-level focus.)
 */
export type FocusMessage = { gameId: string; table: string | null };

const channelName = (gameId: string) => `clue-spin-board-focus-${gameId}`;

export function showTableOnBoard(gameId: string, table: string | null): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName(gameId));
  channel.postMessage({ gameId, table } satisfies FocusMessage);
  channel.close();
}

export function useBoardFocus(gameId: string, onFocus: (table: string | null) => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(channelName(gameId));
    channel.onmessage = (event: MessageEvent<FocusMessage>) => {
      if (event.data.gameId === gameId) onFocus(event.data.table);
    };
    return () => channel.close();
  }, [gameId, onFocus]);
}
