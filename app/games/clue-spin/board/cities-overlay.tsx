"use client";

import { useEffect, useRef } from "react";

/** The Cities Reference Card over the board (the printable /cities page, framed), on demand. */
export function CitiesOverlay({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="cities-overlay-title"
      className="absolute inset-0 z-30 flex flex-col bg-slate-950 p-8"
      data-board-cities=""
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id="cities-overlay-title" className="text-5xl font-black text-white">
          Cities Reference Card
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-2xl bg-white px-6 py-2 text-3xl font-bold text-slate-950 hover:bg-slate-200 focus-visible:outline focus-visible:outline-8 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
        >
          Close <kbd className="ml-2 rounded border-2 border-slate-400 px-2 text-[28px]">Esc</kbd>
        </button>
      </div>
      <iframe src="/cities/embed" title="Cities Reference Card" className="min-h-0 flex-1 rounded-2xl bg-white" />
    </div>
  );
}
