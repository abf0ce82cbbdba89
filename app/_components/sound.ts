"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Sound effects made on the spot with Web Audio (no files to download in an offline classroom).
 * Browsers keep audio silent until the page has been clicked or a key pressed, so the context is
 * created lazily and resumed on the first gesture.
 */
export type SoundEffect = "spin" | "correct" | "wrong" | "win" | "chip";

const STORAGE_KEY = "clue-spin:sound";

type Note = { frequency: number; start: number; duration: number; type?: OscillatorType; gain?: number; slideTo?: number };

/** Each effect as notes (seconds from now): simple, bright tones that carry across a room. */
function notesFor(effect: SoundEffect, spinSeconds: number): Note[] {
  switch (effect) {
    case "spin": {
      // Ticks that slow down like a pointer clicking past the pegs of a real spinner.
      const ticks: Note[] = [];
      let t = 0;
      let gap = 0.045;
      while (t < spinSeconds - 0.1) {
        ticks.push({ frequency: 1400, start: t, duration: 0.025, type: "square", gain: 0.08 });
        t += gap;
        gap *= 1.085;
      }
      return ticks;
    }
    case "correct":
      return [
        { frequency: 523.25, start: 0, duration: 0.14, type: "triangle" },
        { frequency: 659.25, start: 0.12, duration: 0.14, type: "triangle" },
        { frequency: 783.99, start: 0.24, duration: 0.14, type: "triangle" },
        { frequency: 1046.5, start: 0.36, duration: 0.4, type: "triangle" },
      ];
    case "wrong":
      return [
        { frequency: 220, start: 0, duration: 0.28, type: "sawtooth", gain: 0.12, slideTo: 180 },
        { frequency: 165, start: 0.3, duration: 0.5, type: "sawtooth", gain: 0.12, slideTo: 110 },
      ];
    case "win":
      return [
        { frequency: 523.25, start: 0, duration: 0.16, type: "square", gain: 0.1 },
        { frequency: 523.25, start: 0.18, duration: 0.16, type: "square", gain: 0.1 },
        { frequency: 523.25, start: 0.36, duration: 0.16, type: "square", gain: 0.1 },
        { frequency: 698.46, start: 0.54, duration: 0.5, type: "square", gain: 0.1 },
        { frequency: 880, start: 0.54, duration: 0.5, type: "triangle" },
        { frequency: 783.99, start: 1.08, duration: 0.2, type: "square", gain: 0.1 },
        { frequency: 1046.5, start: 1.3, duration: 0.9, type: "square", gain: 0.1 },
        { frequency: 1318.5, start: 1.3, duration: 0.9, type: "triangle" },
      ];
    case "chip":
      return [{ frequency: 2200, start: 0, duration: 0.05, type: "sine", gain: 0.12, slideTo: 2600 }];
    default: {
      const unknown: never = effect;
      throw new Error(`Unknown sound ${String(unknown)}`);
    }
  }
}

function play(context: AudioContext, notes: Note[]): void {
  const now = context.currentTime + 0.02;
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.type ?? "sine";
    oscillator.frequency.setValueAtTime(note.frequency, now + note.start);
    if (note.slideTo) oscillator.frequency.linearRampToValueAtTime(note.slideTo, now + note.start + note.duration);
    const peak = note.gain ?? 0.18;
    // A short attack and release so tones do not click.
    gain.gain.setValueAtTime(0, now + note.start);
    gain.gain.linearRampToValueAtTime(peak, now + note.start + 0.01);
    gain.gain.setValueAtTime(peak, now + note.start + Math.max(0.01, note.duration - 0.04));
    gain.gain.linearRampToValueAtTime(0, now + note.start + note.duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + note.start);
    oscillator.stop(now + note.start + note.duration + 0.02);
  }
}

export interface SoundControl {
  muted: boolean;
  toggleMuted: () => void;
  /** True while the browser still blocks audio until someone clicks or presses a key. */
  blocked: boolean;
  play: (effect: SoundEffect, options?: { spinSeconds?: number }) => void;
}

/** Sound on by default; the choice is remembered on this computer. */
export function useSound(): SoundControl {
  const [muted, setMuted] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const contextRef = useRef<AudioContext | null>(null);

  useEffect(() => {
    setMuted(window.localStorage.getItem(STORAGE_KEY) === "off");
  }, []);

  const context = useCallback((): AudioContext | null => {
    if (contextRef.current) return contextRef.current;
    // Older Safari only has the prefixed constructor.
    const withPrefix = window as unknown as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
    const Constructor = withPrefix.AudioContext ?? withPrefix.webkitAudioContext;
    if (!Constructor) return null;
    contextRef.current = new Constructor();
    setBlocked(contextRef.current.state === "suspended");
    return contextRef.current;
  }, []);

  useEffect(() => {
    const unlock = () => {
      const ctx = context();
      if (ctx && ctx.state === "suspended") void ctx.resume().then(() => setBlocked(false));
      else setBlocked(false);
    };
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [context]);

  useEffect(() => () => void contextRef.current?.close(), []);

  const toggleMuted = useCallback(() => {
    setMuted((was) => {
      window.localStorage.setItem(STORAGE_KEY, was ? "on" : "off");
      return !was;
    });
  }, []);

  const playEffect = useCallback(
    (effect: SoundEffect, options?: { spinSeconds?: number }) => {
      if (muted) return;
      const ctx = context();
      if (!ctx) return;
      if (ctx.state === "suspended") {
        setBlocked(true);
        return;
      }
      play(ctx, notesFor(effect, options?.spinSeconds ?? 3));
    },
    [context, muted],
  );

  return { muted, toggleMuted, blocked: blocked && !muted, play: playEffect };
}
