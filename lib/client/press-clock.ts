"use client";

import { useEffect, useRef, useState } from "react";

/**
 * The phone's estimate of the server's clock, for stamping a press (Combo 3's shouts and buzzers are
 * ordered by when they were pressed, not by when they arrived). As NTP does: a few pings in a row,
 * each giving `offset = serverTime − (sent + received) / 2`; the ping with the shortest round trip
 * is trusted most. Each ping returns an `echo` the next one sends back, so the server measures the
 * device's round trip itself and knows how early a stamp it can believe.
 */
export interface ClockSample {
  offsetMs: number;
  rttMs: number;
}

const PINGS_PER_ROUND = 5;
/** School Wi-Fi drifts and phones sleep: measure again now and then while the screen is open. */
const REMEASURE_EVERY_MS = 30_000;

export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) if (!best || sample.rttMs < best.rttMs) best = sample;
  return best;
}

async function measureRound(gameId: string): Promise<ClockSample | null> {
  const samples: ClockSample[] = [];
  let echo: string | undefined;
  for (let ping = 0; ping < PINGS_PER_ROUND; ping++) {
    const sent = performance.now();
    const sentWall = Date.now();
    let reply: { serverTime?: unknown; echo?: unknown };
    try {
      const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/clock?as=player`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(echo ? { echo } : {}),
        credentials: "same-origin",
        cache: "no-store",
      });
      if (!response.ok) return bestSample(samples);
      reply = (await response.json()) as typeof reply;
    } catch {
      return bestSample(samples);
    }
    const rttMs = performance.now() - sent;
    if (typeof reply.serverTime !== "number") return bestSample(samples);
    echo = typeof reply.echo === "string" ? reply.echo : undefined;
    samples.push({ offsetMs: reply.serverTime - (sentWall + rttMs / 2), rttMs });
  }
  return bestSample(samples);
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
    const measure = async () => {
      const measured = await measureRound(gameId);
      if (stopped || !measured) return;
      latest.current = measured;
      setSample(measured);
    };
    void measure();
    const timer = setInterval(() => void measure(), REMEASURE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [gameId]);
  return { serverNow: () => Math.round(Date.now() + (latest.current?.offsetMs ?? 0)), sample };
}
