"use client";

import { useEffect, useState } from "react";
import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";

/**
 * Combo 3's clocks as every screen draws them: the count's seconds left (to the server's deadline)
 * and the race clock (since the cards turned). One copy, so the board, the console and the phones
 * of every Combo 3 game tick alike.
 */

/**
 * Seconds left before `deadline` (epoch ms), ticking; never below 0 nor above `most` (a phone's clock
 * running behind the server's would otherwise show more time than there is). The count of five is
 * at most 30 s; a game's longer clock says its own most.
 */
export function useSecondsLeft(deadline: number | null, most = 30): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.max(0, Math.min(most, Math.ceil((deadline - now) / 1000)));
}

export function Countdown({ deadline, size, most }: { deadline: number; size: PartSize; most?: number }) {
  const seconds = useSecondsLeft(deadline, most) ?? 0;
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-slate-950 font-black text-yellow-300 tabular-nums ${size === "board" ? `size-[2em] ${BOARD_TEXT.title}` : "size-14 text-3xl"}`}
      role="timer"
      aria-label={`${seconds} seconds left`}
      data-countdown={seconds}
    >
      {seconds}
    </span>
  );
}

/** Milliseconds since `from` (or between `from` and `to`), ticking while the race runs. */
export function useElapsed(from: number | null, to: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null || to !== null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [from, to]);
  if (from === null) return null;
  return Math.max(0, (to ?? now) - from);
}

/** "1:07": minutes and seconds. */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The race clock: minutes and seconds since the cards turned, ticking until the race ends; `inline` sits in a line of text. */
export function RaceClock({
  startedAt,
  endedAt,
  size,
  inline = false,
}: {
  startedAt: number;
  endedAt: number | null;
  size: PartSize;
  inline?: boolean;
}) {
  const elapsed = useElapsed(startedAt, endedAt) ?? 0;
  const text = clockText(elapsed);
  return (
    <span
      role="timer"
      aria-label={`Race clock ${text}`}
      data-race-clock={Math.floor(elapsed / 1000)}
      className={`inline-flex items-center rounded-xl bg-slate-950 px-3 font-black text-yellow-300 tabular-nums ${size === "board" ? (inline ? BOARD_TEXT.lg : BOARD_TEXT.title) : inline ? "text-lg" : "text-2xl"}`}
    >
      {text}
    </span>
  );
}
