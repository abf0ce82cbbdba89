"use client";

import { useState, type ReactNode } from "react";
import { NEXT_GAME_PANEL_ID } from "@/app/_components/console/next-game-button";

/**
 * "Play another game with this class", closed until the teacher opens it (here, or with the console
 * header's Next game button): its forms are not on the page before (no second set of fields beside
 * the console's own for a screen reader or a search to trip over). `whenAllowed` is the room's own
 * sentence for when it moves on, the one its refusal gives.
 */
export function NextGameDetails({ whenAllowed, children }: { whenAllowed: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      id={NEXT_GAME_PANEL_ID}
      className="mx-auto mb-10 w-full max-w-6xl scroll-mt-24 px-4 sm:px-6"
      data-next-game=""
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-lg py-2 text-lg font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600">
        Play another game with this class
      </summary>
      {open && (
        <>
          <p className="mt-1 text-slate-700">
            Everyone stays in: the same game code, players and teams. Pick the game and its settings; the board and every phone move to it
            by themselves. <span data-next-game-when="">{whenAllowed}</span>
          </p>
          {children}
        </>
      )}
    </details>
  );
}
