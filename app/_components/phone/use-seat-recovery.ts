"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { forgetSeat, seatForGame } from "@/lib/client/player-credential";
import { restoreSeat } from "@/app/join/join-game";

/**
 * A phone that is not (or no longer) in the game tries its stored join once, else goes back to
 * the join page. Every game's phone screen uses it.
 */
export function useSeatRecovery(gameId: string, error: { status: number } | null, refresh: () => Promise<void>): boolean {
  const router = useRouter();
  const [restoring, setRestoring] = useState(false);
  const tried = useRef<"no" | "running" | "done">("no");
  const leaving = useRef(false);
  useEffect(() => {
    if (!error || leaving.current || tried.current === "running") return;
    const leave = (url: string) => {
      leaving.current = true;
      router.replace(url);
    };
    if (error.status === 404) {
      leave("/join?reason=no-game");
      return;
    }
    if (error.status !== 401) return;
    const seat = seatForGame(gameId);
    const backToJoin = seat ? `/join?reason=removed&code=${encodeURIComponent(seat.code)}` : "/join?reason=not-joined";
    if (!seat || tried.current === "done") {
      leave(backToJoin);
      return;
    }
    tried.current = "running";
    setRestoring(true);
    void restoreSeat(seat).then((restored) => {
      tried.current = "done";
      setRestoring(false);
      if (restored) void refresh();
      else {
        forgetSeat(gameId);
        leave(backToJoin);
      }
    });
  }, [error, gameId, refresh, router]);
  return restoring;
}
