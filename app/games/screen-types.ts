import type { ReactNode } from "react";
import type { TeachContent } from "./teach-content";

/**
 * What every game's screens are given by the shells (app/host, app/board, app/play): the room's id
 * and, for the console and the board, how students join (made on the server, which knows the
 * classroom network address).
 */
export interface ConsoleProps {
  gameId: string;
  join: { joinUrl: string; qrSvg: string; lanBase: string };
}

export interface BoardProps {
  gameId: string;
  /** `base`: the host and port students type, e.g. "192.168.1.20:3000". */
  join: { base: string; url: string; qrSvg: string };
  /** A class at tables: the table the board opens on (`?table=T3`), if asked for. */
  initialTable: string | null;
}

/** `nextIn`: the form sets up the next game of this room (its class, teams and tables stay) instead of a new room. */
export interface NewGameProps {
  nextIn?: string;
}

export interface PhoneProps {
  gameId: string;
}

/** One game's screens: the host page's form and its line about the game, the teacher's console, the projected board, a student's phone. */
export interface GameScreens {
  /** One sentence on the host page: who plays and how. */
  about: string;
  NewGame: (props: NewGameProps) => ReactNode;
  Console: (props: ConsoleProps) => ReactNode;
  Board: (props: BoardProps) => ReactNode;
  Phone: (props: PhoneProps) => ReactNode;
  /** What the game teaches (the board's how to play, the rules page at /rules/<game>, the phones' tips), if it has it written. */
  teach?: TeachContent;
}
