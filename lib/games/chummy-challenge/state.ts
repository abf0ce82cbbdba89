import type { RngState } from "@/lib/games/clue-spin/engine/rng";
import type { SeatedMember } from "../module";
import type { ShoutOrder } from "../combo3-kit/fair-shouts";
import type { GeoPlungeCount } from "../combo3-kit/geoplunge-count";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import type { LedgerEntry } from "../trick-kit/scoring";
import type { Pair, Side, TableTeam } from "../trick-kit/teams";
import type { ChummySetup } from "./setup";
import { CHALLENGES, LISTEN_AFTER_READING_SECONDS } from "./numbers";

/** CC-2: at most three challenges. */
export const MOST_CHALLENGES = CHALLENGES.most;
/** CC-7: "within 15 seconds after the question is read". */
export const LISTEN_AFTER_READING_MS = LISTEN_AFTER_READING_SECONDS * 1000;
/** Between the draw and the first word: every phone has the question's colour and its buzzer ready. */
export const READ_LEAD_MS = 1_500;
/** CC-11: the accepted answers stay on the board this long before the next challenge (the teacher may overrule meanwhile). */
export const REVEAL_MS = 12_000;

export interface Buzz {
  side: Side;
  /** The GeoPlunger who pressed (null when the seating named no members). */
  playerId: string | null;
  /** Server-clock ms the press was made, as accepted (`acceptedPressTime`). */
  pressedAt: number;
  receivedAt: number;
}

/** A challenge's question while it is asked: everything here stays on the server until the reveal (views cut it). */
export interface Asked {
  number: number;
  geoPlungers: Pair<string | null>;
  powerCardId: string;
  colour: "red" | "blue";
  cardId: string;
  questionId: string;
  /** When the first word is read; word i is read at `readFrom + i × msPerWord`. */
  readFrom: number;
  /** Words read out so far (the views hold only these). */
  shown: number;
}

export interface TypedAnswer {
  text: string;
  /** The student who typed it (null: sent without a player, e.g. by a test). */
  by: string | null;
  at: number;
}

export interface JudgedAnswer {
  /** Null: the time ran out before the team answered (CC-6: wrong). */
  typed: TypedAnswer | null;
  /** The app's judgement (CC-9). */
  appRight: boolean;
  /** The accepted answers the team named, for the reveal. */
  named: string[];
  /** The teacher's word, when it overruled the app (CC-10). */
  overruled: boolean | null;
}

export type ChallengeHow =
  /** CC-6: the first team to buzz answered right. */
  | "first-right"
  /** CC-6: the first team to buzz answered wrong (or not in time): the other team wins. */
  | "first-wrong"
  /** CC-7: no buzz within 15 seconds after the reading. */
  | "no-buzz"
  /** CC-8: both at the same time; one right. */
  | "same-time-one-right"
  /** CC-8: both at the same time; both right or both wrong. */
  | "same-time-tie";

export interface ChallengeRecord {
  number: number;
  geoPlungers: Pair<string | null>;
  powerCardId: string;
  colour: "red" | "blue";
  questionId: string;
  /** Words read when the reading stopped; and when the first buzz was pressed. */
  wordsRead: number;
  wordsAtPress: number | null;
  buzzes: Buzz[];
  order: ShoutOrder | null;
  /** Per side, the judged answer of a team that answered (or had to); null for a team that did not. */
  answers: Pair<JudgedAnswer | null>;
  winner: Side | null;
  how: ChallengeHow;
  endedAt: number;
}

export type ChummyHow =
  /** CC-12: a team won 2 challenges (with the Bonus Points when it won the first two). */
  | "two-challenges"
  /** CC-12: the first two challenges both ended in a tie. */
  | "first-two-tied"
  /** CC-12: after three challenges no team had won two. */
  | "no-two-wins";

export interface ChummyResult {
  winner: Side | null;
  bonus: boolean;
  how: ChummyHow;
  points: Pair<number>;
  breakdown: ComboBreakdown;
}

export type ChummyPhase =
  | { type: "counting"; count: GeoPlungeCount }
  /** CC-3: each team names its GeoPlunger for challenge `number`. */
  | { type: "naming"; number: number; geoPlungers: Pair<string | null> }
  /** CC-4/CC-7: the question is read word by word, then 15 s for a buzz. */
  | { type: "asking"; asked: Asked }
  /** CC-5: the first buzz stopped the reading; the judging window catches a near-simultaneous buzz. */
  | { type: "buzzed"; asked: Asked; buzzes: Buzz[]; windowClosesAt: number; wordsAtPress: number }
  /** CC-6/CC-8: the team(s) answering, until all answered or the time is up. */
  | {
      type: "answering";
      asked: Asked;
      buzzes: Buzz[];
      wordsAtPress: number;
      order: ShoutOrder;
      answering: Side[];
      answers: Pair<TypedAnswer | null>;
      deadline: number;
    }
  /** CC-11: the challenge's accepted answers on every screen, until `until`. */
  | { type: "reveal"; until: number }
  | { type: "over"; result: ChummyResult };

export interface ChummyState {
  game: "chummy-challenge";
  setup: ChummySetup;
  teams: Pair<TableTeam>;
  /** Each team's members in seat order, as seated at the start (empty: the seating named none). */
  members: Pair<SeatedMember[]>;
  rng: RngState;
  clock: number;
  /** CC-4: the decks, top first; a used card goes to the bottom. Secret: no view holds them. */
  challengeDeck: string[];
  powerDeck: string[];
  geoPlunging: Pair<boolean> | null;
  challenges: ChallengeRecord[];
  adjustments: LedgerEntry[];
  phase: ChummyPhase;
}
