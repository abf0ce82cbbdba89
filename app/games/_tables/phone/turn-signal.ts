"use client";

import { useEffect, useRef } from "react";
import type { SoundControl } from "@/app/_components/sound";

/** Where the phone remembers its sound switch (apart from the clue game's phone and the board). */
export const TABLE_PHONE_SOUND_KEY = "clue-spin:tables-phone-sound";

const TURN_BUZZ = [180, 90, 180];

/**
 * The team's move begins: one "turn" sound and one buzz, unless the phone is muted. Not on first
 * load (a reload does not ring), and not again until the move has passed to the other team and back.
 */
export function useTurnSignal(yourMove: boolean, ready: boolean, sound: Pick<SoundControl, "muted" | "play">): void {
  const previous = useRef<boolean | null>(null);
  const { muted, play } = sound;
  useEffect(() => {
    if (!ready) return;
    const was = previous.current;
    previous.current = yourMove;
    if (was !== false || !yourMove || muted) return;
    play("turn");
    if (typeof navigator.vibrate === "function") {
      try {
        navigator.vibrate(TURN_BUZZ);
      } catch {
        // Vibration blocked (no tap on the page yet): the banner and the sound still say it.
      }
    }
  }, [yourMove, ready, muted, play]);
}
