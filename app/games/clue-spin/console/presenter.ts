"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Presenter mode, for one laptop on a mirrored projector: the console hides what the class must not
 * see (the answer, the clues not read yet, a team's typed answer, saved cards) until the teacher
 * holds the A key or presses and holds the Peek button. Off by default; remembered on this computer.
 */
const STORAGE_KEY = "clue-spin:presenter";
export const PEEK_KEY = "A";

export interface Presenter {
  on: boolean;
  toggle: () => void;
  /** The secrets are showing now (presenter mode off, or the teacher is holding peek). */
  showSecrets: boolean;
  peeking: boolean;
  /** Spread on the Peek button: shows while pressed. */
  peekButton: {
    onPointerDown: () => void;
    onPointerUp: () => void;
    onPointerLeave: () => void;
    onPointerCancel: () => void;
    onKeyDown: (event: React.KeyboardEvent) => void;
    onKeyUp: (event: React.KeyboardEvent) => void;
    onBlur: () => void;
  };
}

export function usePresenter(): Presenter {
  const [on, setOn] = useState(false);
  const [peeking, setPeeking] = useState(false);

  useEffect(() => {
    setOn(window.localStorage.getItem(STORAGE_KEY) === "on");
  }, []);

  const toggle = useCallback(() => {
    setOn((was) => {
      window.localStorage.setItem(STORAGE_KEY, was ? "off" : "on");
      return !was;
    });
    setPeeking(false);
  }, []);

  useEffect(() => {
    if (!on) return;
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable=true]") !== null;
    const down = (event: KeyboardEvent) => {
      if (event.key.toUpperCase() === PEEK_KEY && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target))
        setPeeking(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key.toUpperCase() === PEEK_KEY) setPeeking(false);
    };
    const stop = () => setPeeking(false);
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", stop);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", stop);
    };
  }, [on]);

  // A press that started on the peek button ends wherever the pointer is let go.
  useEffect(() => {
    if (!peeking) return;
    const stop = () => setPeeking(false);
    window.addEventListener("pointerup", stop);
    window.addEventListener("pointercancel", stop);
    return () => {
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("pointercancel", stop);
    };
  }, [peeking]);

  const show = useCallback(() => setPeeking(true), []);
  const hide = useCallback(() => setPeeking(false), []);
  const keyHold = useCallback((event: React.KeyboardEvent) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      setPeeking(true);
    }
  }, []);
  const keyRelease = useCallback((event: React.KeyboardEvent) => {
    if (event.key === " " || event.key === "Enter") setPeeking(false);
  }, []);

  return {
    on,
    toggle,
    peeking: on && peeking,
    showSecrets: !on || peeking,
    peekButton: {
      onPointerDown: show,
      onPointerUp: hide,
      onPointerLeave: hide,
      onPointerCancel: hide,
      onKeyDown: keyHold,
      onKeyUp: keyRelease,
      onBlur: hide,
    },
  };
}
