"use client";

import { Button } from "./ui";

/** The id of the shell's "Play another game with this class" panel, below the game's own console. */
export const NEXT_GAME_PANEL_ID = "next-game";

/**
 * The console header's way to the next-game panel: on a laptop the panel lies below the fold, under
 * the whole console, so this opens it and brings it into view with its heading focused.
 */
export function NextGameButton() {
  const open = () => {
    const panel = document.getElementById(NEXT_GAME_PANEL_ID);
    if (!(panel instanceof HTMLDetailsElement)) return;
    panel.open = true;
    panel.scrollIntoView({ block: "start" });
    panel.querySelector("summary")?.focus({ preventScroll: true });
  };
  return (
    <Button size="sm" onClick={open} aria-controls={NEXT_GAME_PANEL_ID}>
      Next game
    </Button>
  );
}
