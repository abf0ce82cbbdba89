import type { TablesClientCommand } from "@/app/games/_tables/views";

/** Sends a moderator command; resolves true when the server accepted it. */
export type ConsoleSend = (command: TablesClientCommand) => Promise<boolean>;

/** How students reach the session: the join address, its QR code, and this server on the classroom network. */
export interface ConsoleJoin {
  joinUrl: string;
  qrSvg: string;
  lanBase: string;
}
