"use client";

import { useEffect, useState } from "react";

/** The time now, moved on every `everyMs`: enough for "waiting for 2 min" to count up without a new view. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
