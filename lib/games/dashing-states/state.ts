import type { RngState } from "@/lib/games/clue-spin/engine/rng";
import type { Press, ShoutOrder } from "../combo3-kit/fair-shouts";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import type { CardCode } from "../trick-kit/cards";
import type { LedgerEntry } from "../trick-kit/scoring";
import type { Pair, Side, TableTeam } from "../trick-kit/teams";
import type { SeatedMember } from "../module";
import type { RaceKind } from "./race";
import type { DashingSetup } from "./setup";

/** A dealt Map card: its opaque id (what every view and command names) and the state it shows (never in a view before the rules reveal it). */
export interface DealtCard {
  id: string;
  code: CardCode;
}

/** One team's cards in a race and how its teammates have laid them out. */
export interface TeamRace {
  /** The 7 cards dealt to the team, in dealing order. */
  cards: DealtCard[];
  /** The row of six, left to right: card ids or empty. */
  slots: (string | null)[];
  /** The unused card, turned face-down (DS-9). */
  faceDown: string | null;
  /** The team's shout, as accepted (null: not shouted). */
  shout: Press | null;
}

/** One part of a card's identification: typed by the member, judged by the app, maybe overruled by the teacher. */
export interface AnswerPart {
  typed: string;
  right: boolean;
  expected: string;
  overruled: boolean;
}

export interface CardAnswer {
  /** The member who answered (null: the teacher judged a card nobody answered). */
  by: string | null;
  name: AnswerPart | null;
  detail: AnswerPart | null;
}

/** Who identifies which cards of a shouting team's row (DS-11; Ruling DS-R4 for smaller teams). */
export interface Answerer {
  /** Null when the table's seating named no members: any phone of the team answers. */
  playerId: string | null;
  name: string | null;
  slots: number[];
}

/** A shouting team's identification (DS-11..12). */
export interface Identification {
  side: Side;
  /** The row at the shout, left to right. */
  row: DealtCard[];
  /** Why the row fails DS-13.1–2 (not six in order, unused card not face-down), or null. */
  rowProblem: string | null;
  answerers: Answerer[];
  /** Per slot of the row. */
  answers: (CardAnswer | null)[];
}

export type RaceResult = {
  /** Null: a tie. */
  winner: Side | null;
  how: string;
  calledTie: boolean;
};

export interface Race {
  number: number;
  kind: RaceKind;
  teams: Pair<TeamRace>;
  /** When "Ready, Set, GeoPlunge!" turns the cards (server-clock ms). */
  revealAt: number;
  /** When the cards turned (the race clock starts), or null before. */
  startedAt: number | null;
  /** The judging window opened by the first shout to arrive: when it closes. */
  windowClosesAt: number | null;
  /** The shouts' order once the window closed. */
  order: ShoutOrder | null;
  identifications: Identification[];
  result: RaceResult | null;
  endedAt: number | null;
}

export interface GameResult {
  winner: Side | null;
  bonus: boolean;
  how: string;
  points: Pair<number>;
  breakdown: ComboBreakdown;
}

export type DashingPhase =
  /** Step 1: "Are you GeoPlunging?" before race 1. */
  | { type: "geoplunge-window"; deadline: number; answers: Pair<boolean | null> }
  /** Step 2A: the race is dealt face-down; the cards turn at the race's `revealAt`. */
  | { type: "dealt" }
  /** Step 2B: the race is on. */
  | { type: "racing" }
  /** A team has shouted: shouts arriving until `windowClosesAt` are ordered by press time. */
  | { type: "shouting" }
  /** Step 2C: the members of the team(s) that shouted first identify their cards. */
  | { type: "identifying" }
  /** The race is judged; the next is dealt at `nextAt` (or when the teacher says). */
  | { type: "race-over"; nextAt: number }
  | { type: "over"; result: GameResult };

export interface DashingState {
  game: "dashing-states";
  setup: DashingSetup;
  teams: Pair<TableTeam>;
  /** Each team's members in seat order (left, middle, right), as seated at the start. */
  members: Pair<SeatedMember[]>;
  rng: RngState;
  clock: number;
  /** The Map cards not dealt yet, top first. */
  deck: CardCode[];
  geoPlunging: Pair<boolean> | null;
  /** Every race dealt, the one in play last. */
  races: Race[];
  adjustments: LedgerEntry[];
  phase: DashingPhase;
}
