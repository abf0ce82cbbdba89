import type { ClueClientCommand } from "@/app/games/clue-spin/session-views";
import type { BoardSessionView, Started, TeamSessionView } from "@/app/games/clue-spin/session-views";

/** What a phone shows: its team's view, or the board's while it has no team. */
export type PlayerView = TeamSessionView | BoardSessionView;
/** The same once the game has started. */
export type PlayingPlayerView = Started<PlayerView>;

export type { Notice } from "@/app/_components/phone/phone-frame";

/** Sends a command for this phone (`key` marks which button is busy); resolves true when accepted. */
export type Send = (key: string, command: ClueClientCommand) => Promise<boolean>;
