"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { SoundEffect } from "@/lib/ui/sound-notes";

/**
 * Sound effects from this server's own files (public/sounds, made by scripts/make-sounds.ts), played
 * with Web Audio. Browsers keep audio silent until the page has been clicked or a key pressed, so
 * the context is created lazily and resumed on the first gesture. The mute choice is remembered on
 * the device, under a key of the screen's own (the board and a phone are muted separately).
 */
export type { SoundEffect } from "@/lib/ui/sound-notes";

export interface SoundControl {
  muted: boolean;
  toggleMuted: () => void;
  /** True while the browser still blocks audio until someone taps, clicks or presses a key. */
  blocked: boolean;
  play: (effect: SoundEffect) => void;
}

type AudioWindow = Window & { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };

export function useSound(storageKey = "clue-spin:sound"): SoundControl {
  const [muted, setMuted] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const contextRef = useRef<AudioContext | null>(null);
  const buffers = useRef(new Map<SoundEffect, Promise<AudioBuffer | null>>());

  useEffect(() => {
    setMuted(window.localStorage.getItem(storageKey) === "off");
  }, [storageKey]);

  const context = useCallback((): AudioContext | null => {
    if (contextRef.current) return contextRef.current;
    // Older Safari only has the prefixed constructor.
    const audioWindow = window as AudioWindow;
    const Constructor = audioWindow.AudioContext ?? audioWindow.webkitAudioContext;
    if (!Constructor) return null;
    contextRef.current = new Constructor();
    setBlocked(contextRef.current.state === "suspended");
    return contextRef.current;
  }, []);

  const buffer = useCallback((ctx: AudioContext, effect: SoundEffect): Promise<AudioBuffer | null> => {
    const cached = buffers.current.get(effect);
    if (cached) return cached;
    const loading = fetch(`/sounds/${effect}.wav`)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then((data) => ctx.decodeAudioData(data))
      .catch(() => {
        // Try again next time (the Wi-Fi may have dropped); the game goes on without the sound.
        buffers.current.delete(effect);
        return null;
      });
    buffers.current.set(effect, loading);
    return loading;
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
      window.localStorage.setItem(storageKey, was ? "on" : "off");
      return !was;
    });
  }, [storageKey]);

  const playEffect = useCallback(
    (effect: SoundEffect) => {
      if (muted) return;
      const ctx = context();
      if (!ctx) return;
      if (ctx.state === "suspended") {
        setBlocked(true);
        return;
      }
      void buffer(ctx, effect).then((decoded) => {
        if (!decoded) return;
        const source = ctx.createBufferSource();
        source.buffer = decoded;
        source.connect(ctx.destination);
        source.start();
      });
    },
    [buffer, context, muted],
  );

  return { muted, toggleMuted, blocked: blocked && !muted, play: playEffect };
}
