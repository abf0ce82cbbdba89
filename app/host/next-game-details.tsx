"use client";

import { useState, type ReactNode } from "react";

/**
 * "Play another game with this class", closed until the teacher opens it: its forms are not on
 * the page before (no second set of fields beside the console's own for a screen reader or a
 * search to trip over).
 */
export function NextGameDetails({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mx-auto mb-10 max-w-6xl px-4 sm:px-6" data-next-game="" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded-lg py-2 text-lg font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600">
        Play another game with this class
      </summary>
      {open && (
        <>
          <p className="mt-1 text-slate-700">
            Everyone stays in: the same game code, players and teams. Pick the game and its settings; the board and every phone move to it
            by themselves. The game now being played must be over (or ended) first.
          </p>
          {children}
        </>
      )}
    </details>
  );
}
