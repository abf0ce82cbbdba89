"use client";

import { useEffect } from "react";

/**
 * The console starts or skips the board's "how to play". Like the choice of the large table
 * (`../focus.ts`), it travels between the teacher's own tabs on a BroadcastChannel: the intro is the
 * board's alone, changes nothing in the game, and needs no server state (a board on another device
 * has its own How to play and Skip buttons).
 */
export type IntroMessage = { gameId: string; intro: "play" | "skip" };

const channelName = (gameId: string) => `clue-spin-board-intro-${gameId}`;

export function tellBoardIntro(gameId: string, intro: IntroMessage["intro"]): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName(gameId));
  channel.postMessage({ gameId, intro } satisfies IntroMessage);
  channel.close();
}

export function useIntroMessages(gameId: string, onMessage: (intro: IntroMessage["intro"]) => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(channelName(gameId));
    channel.onmessage = (event: MessageEvent<IntroMessage>) => {
      if (event.data.gameId === gameId) onMessage(event.data.intro);
    };
    return () => channel.close();
  }, [gameId, onMessage]);
}
