"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Reading the clues aloud on the board with the browser's own speech synthesis, for rooms where
 * the moderator's voice does not carry. Off by default (the moderator reads the card in the
 * original game); offered only when the computer has a voice. The choice is remembered.
 */
const STORAGE_KEY = "clue-spin:read-aloud";

export interface ReadAloud {
  /** This computer has a voice to read with. */
  available: boolean;
  on: boolean;
  toggle: () => void;
  /** Queues the lines (when switched on); a new batch replaces what has not been said yet. */
  speak: (lines: readonly string[]) => void;
}

export function useReadAloud(): ReadAloud {
  const [available, setAvailable] = useState(false);
  const [on, setOn] = useState(false);
  const onRef = useRef(false);

  useEffect(() => {
    if (typeof window.speechSynthesis === "undefined") return;
    const synth = window.speechSynthesis;
    const check = () => setAvailable(synth.getVoices().length > 0);
    check();
    synth.addEventListener("voiceschanged", check);
    const stored = window.localStorage.getItem(STORAGE_KEY) === "on";
    onRef.current = stored;
    setOn(stored);
    return () => synth.removeEventListener("voiceschanged", check);
  }, []);

  const toggle = useCallback(() => {
    if (typeof window.speechSynthesis === "undefined" || window.speechSynthesis.getVoices().length === 0) return;
    const next = !onRef.current;
    onRef.current = next;
    setOn(next);
    window.localStorage.setItem(STORAGE_KEY, next ? "on" : "off");
    if (!next) window.speechSynthesis.cancel();
  }, []);

  const speak = useCallback((lines: readonly string[]) => {
    if (!onRef.current || lines.length === 0 || typeof window.speechSynthesis === "undefined") return;
    const synth = window.speechSynthesis;
    synth.cancel();
    const voice = synth.getVoices().find((candidate) => candidate.lang.startsWith("en")) ?? null;
    for (const line of lines) {
      const utterance = new SpeechSynthesisUtterance(line);
      utterance.lang = voice?.lang ?? "en-US";
      if (voice) utterance.voice = voice;
      utterance.rate = 0.95;
      synth.speak(utterance);
    }
  }, []);

  return { available: available, on: on && available, toggle, speak };
}
