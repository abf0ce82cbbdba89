"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { sendCommand } from "./commands";
import { useLatest } from "./use-latest";

export interface ConsoleNotice {
  tone: "error" | "info";
  text: string;
  id: number;
}

/**
 * Every game's console sends its commands the same way: one at a time (a second press while one is
 * on its way does nothing), against the version on screen, fetching the view when the reply is newer
 * than what the screen holds (a missed event never leaves a stale console), and turning a refusal into
 * a notice: "someone already decided" fades, an error stays until the next action so the teacher can
 * read it.
 */
export function useModeratorSend(
  gameId: string,
  version: number | null,
  refresh: () => Promise<void>,
): {
  /** Give it the game's own command type where it is used (`const send: Send = …`), so every call is checked. */
  send: (command: { type: string }) => Promise<boolean>;
  busy: boolean;
  notice: ConsoleNotice | null;
  dismiss: () => void;
} {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ConsoleNotice | null>(null);
  const versionRef = useLatest(version);
  const busyRef = useRef(false);

  const send = useCallback(
    async (command: { type: string }) => {
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      try {
        const outcome = await sendCommand(gameId, "moderator", command, versionRef.current ?? undefined);
        if (outcome.ok) {
          setNotice(null);
          if ((versionRef.current ?? -1) < outcome.version) void refresh();
          return true;
        }
        setNotice({ tone: outcome.code === "command/already_decided" ? "info" : "error", text: outcome.message, id: Date.now() });
        if (outcome.status === 409) void refresh();
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [gameId, refresh, versionRef],
  );

  useEffect(() => {
    if (notice?.tone !== "info") return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  const dismiss = useCallback(() => setNotice(null), []);
  return { send, busy, notice, dismiss };
}
