import type { ClueClientCommand } from "@/app/games/clue-spin/session-views";

/** How students reach the game: the join address, its QR code, and this server on the classroom network. */
export interface JoinInfo {
  joinUrl: string;
  qrSvg: string;
  lanBase: string;
}

/** Sends a moderator command; resolves true when the server accepted it. */
export type Send = (command: ClueClientCommand) => Promise<boolean>;
