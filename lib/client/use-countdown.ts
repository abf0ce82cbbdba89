"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { COUNTDOWN_EVENT } from "@/lib/shared/channels";
import { asObject } from "@/lib/shared/wire";

/**
 * The talk-it-over countdown as a screen shows it. The server says how long is left when it sends;
 * the screen counts down from the moment it heard it (so phones with wrong clocks agree). After the
 * end it says "time's up" for a few seconds, then disappears.
 */
export type CountdownShown = { state: "running"; seconds: number; secondsLeft: number } | { state: "done"; seconds: number };

const DONE_SHOWN_MS = 6000;

interface Running {
  seconds: number;
  endsAt: number;
}

function parse(data: unknown, gameId: string): Running | null | undefined {
  const body = asObject(data);
  if (body.gameId !== undefined && body.gameId !== gameId) return undefined;
  const countdown = body.countdown;
  if (countdown === null) return null;
  const { seconds, remainingMs } = asObject(countdown);
  if (typeof seconds !== "number" || typeof remainingMs !== "number") return undefined;
  return { seconds, endsAt: Date.now() + remainingMs };
}

export function useCountdown(gameId: string): {
  shown: CountdownShown | null;
  /** Pass to useLiveView's `listen`: the countdown event on the screen's channels. */
  listen: Record<string, (data: unknown) => void>;
  /** Asks the server for the countdown running now (when the screen opens or reconnects). */
  load: () => Promise<void>;
} {
  const [running, setRunning] = useState<Running | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const apply = useCallback(
    (data: unknown) => {
      const next = parse(data, gameId);
      if (next !== undefined) setRunning(next);
    },
    [gameId],
  );

  const load = useCallback(async () => {
    try {
      const response = await fetch(`/api/games/${gameId}/countdown`, { cache: "no-store" });
      if (response.ok) apply(await response.json());
    } catch {
      // Offline: the next event or load brings it.
    }
  }, [apply, gameId]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      // Once "time's up" has been shown long enough, the countdown is over: stop ticking.
      if (time - running.endsAt > DONE_SHOWN_MS) setRunning(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [running]);

  const listen = useMemo(() => ({ [COUNTDOWN_EVENT]: apply }), [apply]);
  let shown: CountdownShown | null = null;
  if (running) {
    const left = running.endsAt - now;
    if (left > 0) shown = { state: "running", seconds: running.seconds, secondsLeft: Math.ceil(left / 1000) };
    else if (left > -DONE_SHOWN_MS) shown = { state: "done", seconds: running.seconds };
  }
  return { shown, listen, load };
}

/** "1:05", "0:09". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
