"use client";

import { Button, Panel } from "@/app/_components/console/ui";
import { tellBoardIntro } from "./intro-channel";
import { useTeach } from "./teach-context";

/**
 * The console's lobby: play the board's one-minute "how to play" before starting the games (or skip
 * it), and the rules page to open or print.
 */
export function ConsoleIntro({ gameId }: { gameId: string }) {
  const content = useTeach();
  if (!content) return null;
  return (
    <Panel title="Teach the game" labelledBy="teach-title">
      <p className="text-slate-800">
        Before you start the games: a one-minute how to play on the board ({content.intro.length} slides). These buttons reach a board
        opened in this browser; a board on another computer has the same buttons (keys H and S).
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button tone="primary" onClick={() => tellBoardIntro(gameId, "play")} data-console-intro-play="">
          Show how to play on the board
        </Button>
        <Button onClick={() => tellBoardIntro(gameId, "skip")} data-console-intro-skip="">
          Skip it
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        Every phone has a Rules button with every word explained.{" "}
        <a className="font-semibold text-blue-800 underline" href={`/rules/${content.game}`} target="_blank" rel="noreferrer">
          Open the rules page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </Panel>
  );
}
