import type { ClueClientCommand } from "@/app/_clue/session-views";
import type { BoardSessionView, TeamSessionView } from "@/app/_clue/session-views";

/** What a phone shows: its team's view, or the board's while it has no team. */
export type PlayerView = TeamSessionView | BoardSessionView;

export interface Notice {
  id: number;
  tone: "info" | "error";
  text: string;
}

/** Sends a command for this phone (`key` marks which button is busy); resolves true when accepted. */
export type Send = (key: string, command: ClueClientCommand) => Promise<boolean>;
