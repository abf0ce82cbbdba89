"use client";

import { useEffect, useRef } from "react";

/**
 * Phone comforts during play: keep the screen on (Wake Lock, taken again whenever the page comes
 * back, since the browser drops it when hidden) and buzz once when the team's turn begins.
 */
type WakeLockSentinelLike = { release: () => Promise<void>; addEventListener?: (type: "release", listener: () => void) => void };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: "screen") => Promise<WakeLockSentinelLike> } };

export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const nav = navigator as WakeLockNavigator;
    if (!nav.wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || document.visibilityState !== "visible" || sentinel) return;
      try {
        const lock = await nav.wakeLock!.request("screen");
        if (stopped) {
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
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener("pointerdown", onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}

/** Vibrates when `myTurn` turns true (not on first load, so a reload does not buzz). */
export function useTurnBuzz(myTurn: boolean, ready: boolean): void {
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (!ready) return;
    const was = previous.current;
    previous.current = myTurn;
    if (was === false && myTurn && typeof navigator.vibrate === "function") {
      try {
        navigator.vibrate([180, 90, 180]);
      } catch {
        // Vibration blocked (no user gesture yet): the colour band still shows the turn.
      }
    }
  }, [myTurn, ready]);
}
