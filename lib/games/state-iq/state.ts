import type { RngState } from "@/lib/games/clue-spin/engine/rng";
import type { ClueOption, ClueType } from "@/lib/content/state-iq-clue-cards";
import type { GeoPlungeCount } from "../combo3-kit/geoplunge-count";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import type { CardCode } from "../trick-kit/cards";
import type { LedgerEntry } from "../trick-kit/scoring";
import type { Pair, Side, TableTeam } from "../trick-kit/teams";
import type { CLUE_ORDERS } from "../trick-kit/power-cards";
import type { StateIqSetup } from "./setup";

export type ClueOrder = (typeof CLUE_ORDERS)[number];

/** The clue before one guess: the Clue card turned for it, the type the Power card says, and what was shown. */
export interface Clue {
  card: string;
  type: ClueType;
  /** The option shown (null while the choosing team has not chosen). */
  option: ClueOption | null;
  /** The clue-giving team's pick within a Type A option (border states' codes, a city). */
  pick: string[];
  /** The text shown of the hidden card (null before it is shown). */
  text: string | null;
  /** Type B: the card's flag was not offered because it gives the state away (FLAGS-RULING). */
  flagWithheld: boolean;
}

export interface Guess {
  number: number;
  clue: Clue;
  /** What the guessing team sent (null while it has not guessed). */
  typed: string | null;
  /** The app's judgement, or the teacher's when `overruled`. */
  right: boolean | null;
  overruled: boolean;
}

/** One team's turn at guessing the other team's card (SIQ-6). */
export interface Round {
  number: 1 | 2;
  guesser: Side;
  /** Guesses it may make: 3, or for the second team the first team's count when that team guessed right (SIQ-6.4). */
  limit: number;
  guesses: Guess[];
  /** Null while it guesses. */
  result: { right: boolean; guesses: number } | null;
}

export interface GameResult {
  winner: Side | null;
  bonus: boolean;
  how: string;
  points: Pair<number>;
  breakdown: ComboBreakdown;
}

export type StateIqPhase =
  /** Step 1: "Are you GeoPlunging?" once each team has looked at its card. */
  | ({ type: "geoplunge-window" } & GeoPlungeCount)
  /** A Type A clue: the clue-giving team chooses (and sees exactly what it will show). */
  | { type: "giving" }
  /** A Type B clue: the guessing team chooses. */
  | { type: "asking" }
  /** The clue is shown: the guessing team guesses. */
  | { type: "guessing" }
  | { type: "over"; result: GameResult };

export interface StateIqState {
  game: "state-iq";
  setup: StateIqSetup;
  teams: Pair<TableTeam>;
  rng: RngState;
  clock: number;
  /** The draw for who guesses first: a card each, put back; statehood rank closer to 1 guesses first. */
  draw: { cards: Pair<CardCode>; first: Side };
  /** Each team's hidden GeoPlunge card (SIQ-2): the state's code, seen by its own team only until its round ends. */
  hidden: Pair<CardCode>;
  geoPlunging: Pair<boolean> | null;
  /** The Power deck, top first; its top card is turned once the count of five is over. */
  powerDeck: string[];
  /** The Power card turned face-up (null before), serving both teams (SIQ-3). */
  powerCard: string | null;
  /** The Clue deck, top first: a card is turned from the top before each guess and goes to the bottom once used. */
  clueDeck: string[];
  rounds: Round[];
  /**
   * The table just before the last guess, while no team has moved since: the teacher's overrule
   * plays that guess again with the teacher's judgement (its `lastGuess` is null).
   */
  lastGuess: { before: StateIqState; typed: string } | null;
  adjustments: LedgerEntry[];
  phase: StateIqPhase;
}
