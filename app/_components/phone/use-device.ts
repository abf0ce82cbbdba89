"use client";

import { useEffect, useRef } from "react";
import type { SoundControl } from "@/app/_components/sound";

/**
 * Phone comforts during play: keep the screen on (Wake Lock, taken again whenever the page comes
 * back, since the browser drops it when hidden) and buzz once when the team's turn begins.
 */
type WakeLockSentinelLike = { release: () => Promise<void>; addEventListener?: (type: "release", listener: () => void) => void };
// Older phones have no wake lock (or no vibration), though the DOM types say every browser does.
type WakeLockNavigator = Omit<Navigator, "wakeLock"> & { wakeLock?: { request: (type: "screen") => Promise<WakeLockSentinelLike> } };

export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { wakeLock } = navigator as WakeLockNavigator;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    const stopped = new AbortController();
    // A function, not a property read: the effect may be cleaned up while the request is pending.
    const isStopped = () => stopped.signal.aborted;
    const acquire = async () => {
      if (isStopped() || document.visibilityState !== "visible" || sentinel) return;
      try {
        const lock = await wakeLock.request("screen");
        if (isStopped()) {
          void lock.release();
          return;
        }
        sentinel = lock;
        lock.addEventListener?.("release", () => {
          if (sentinel === lock) sentinel = null;
        });
      } catch {
        // Refused (battery saver, no user gesture yet): the game works without it.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void acquire();
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    // Some browsers refuse the lock until the first tap.
    document.addEventListener("pointerdown", onVisibility);
    return () => {
      stopped.abort();
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener("pointerdown", onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}

const TURN_BUZZ = [180, 90, 180];

/**
 * When `myTurn` turns true (not on first load, so a reload does not ring): one buzz, and with a
 * `sound` one "turn" sound too, both silenced while that sound is muted. Not again until the turn
 * has passed and come back.
 */
export function useTurnBuzz(myTurn: boolean, ready: boolean, sound?: Pick<SoundControl, "muted" | "play">): void {
  const previous = useRef<boolean | null>(null);
  const muted = sound?.muted ?? false;
  const play = sound?.play;
  useEffect(() => {
    if (!ready) return;
    const was = previous.current;
    previous.current = myTurn;
    if (was !== false || !myTurn || muted) return;
    play?.("turn");
    if (typeof navigator.vibrate === "function") {
      try {
        navigator.vibrate(TURN_BUZZ);
      } catch {
        // Vibration blocked (no user gesture yet): the turn banner and the sound still say it.
      }
    }
  }, [myTurn, ready, muted, play]);
}
