"use client";

import { useEffect, useRef, useState } from "react";

/**
 * The phone's estimate of the server's clock, for stamping a press (Combo 3's shouts and buzzers are
 * ordered by when they were pressed, not by when they arrived). As NTP does: a few pings in a row,
 * each giving `offset = serverTime − (sent + received) / 2`; the ping with the shortest round trip
 * is trusted most (its delays are least likely to be lopsided). Each ping returns an `echo` the next
 * one sends back, so the server measures the device's round trip itself and knows how early a stamp
 * it can believe (lib/server/press-stamps.ts).
 */
export interface ClockSample {
  offsetMs: number;
  rttMs: number;
}

export const PINGS_PER_ROUND = 5;
/** School Wi-Fi drifts and phones sleep: measure again now and then while the screen is open. */
const REMEASURE_EVERY_MS = 30_000;
/** A phone woken up measures again at once, unless it just did (a screen flicking on and off). */
const REMEASURE_ON_WAKE_AFTER_MS = 5_000;

export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) if (!best || sample.rttMs < best.rttMs) best = sample;
  return best;
}

/** One clock ping: the server's reply, or null when it did not answer with one (offline, refused, rate-limited). */
export type ClockPing = (body: { echo?: string }) => Promise<{ serverTime?: unknown; echo?: unknown } | null>;

/** The phone's own clocks: `elapsed` for measuring (never jumps), `wall` for the offset. */
export interface PhoneClocks {
  elapsed: () => number;
  wall: () => number;
}

const browserClocks: PhoneClocks = { elapsed: () => performance.now(), wall: () => Date.now() };

/** A round of pings in a row, each sending back the echo of the one before; the best sample, or null. */
export async function measureRound(ping: ClockPing, clocks: PhoneClocks = browserClocks): Promise<ClockSample | null> {
  const samples: ClockSample[] = [];
  let echo: string | undefined;
  for (let n = 0; n < PINGS_PER_ROUND; n++) {
    const sent = clocks.elapsed();
    const sentWall = clocks.wall();
    let reply: Awaited<ReturnType<ClockPing>>;
    try {
      reply = await ping(echo ? { echo } : {});
    } catch {
      reply = null;
    }
    const rttMs = clocks.elapsed() - sent;
    if (!reply || typeof reply.serverTime !== "number") break;
    echo = typeof reply.echo === "string" && reply.echo !== "" ? reply.echo : undefined;
    samples.push({ offsetMs: reply.serverTime - (sentWall + rttMs / 2), rttMs });
  }
  return bestSample(samples);
}

/** The clock route of a game, as this phone's player (its cookie). */
function browserPing(gameId: string): ClockPing {
  return async (body) => {
    const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/clock?as=player`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    return response.ok ? ((await response.json()) as { serverTime?: unknown; echo?: unknown }) : null;
  };
}

/** The server's clock now by this phone's best sample (its own clock before any: a press is then judged by its arrival). */
export function serverNowFrom(sample: ClockSample | null, wall: () => number = Date.now): number {
  return Math.round(wall() + (sample?.offsetMs ?? 0));
}

/**
 * `serverNow()`: the server's clock now, as well as this phone can tell (its own clock until the
 * first round of pings has answered: a press is then judged by its arrival, which is fair but not
 * corrected for this phone's delay).
 */
export function usePressClock(gameId: string): { serverNow: () => number; sample: ClockSample | null } {
  const [sample, setSample] = useState<ClockSample | null>(null);
  const latest = useRef<ClockSample | null>(null);
  useEffect(() => {
    let stopped = false;
    let measuring = false;
    let lastRound = -Infinity;
    const measure = async () => {
      if (measuring) return;
      measuring = true;
      lastRound = performance.now();
      const measured = await measureRound(browserPing(gameId));
      measuring = false;
      if (stopped || !measured) return;
      latest.current = measured;
      setSample(measured);
    };
    // A phone that slept may have drifted, and its Wi-Fi may have changed: measure again on waking.
    const onVisible = () => {
      if (document.visibilityState === "visible" && performance.now() - lastRound > REMEASURE_ON_WAKE_AFTER_MS) void measure();
    };
    void measure();
    const timer = setInterval(() => void measure(), REMEASURE_EVERY_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [gameId]);
  return { serverNow: () => serverNowFrom(latest.current), sample };
}
