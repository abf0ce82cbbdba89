import type { ClueCard } from "@/lib/content/clue-card";
import type { MatchHint } from "../../answer-kit/match";
import type { RngState } from "./rng";

/**
 * The whole game as plain JSON (no Maps, classes or functions) so the server can store any
 * snapshot and reload it. Teams are listed clockwise: the team "to the left" is the next one.
 */
export type TeamId = string;
/** A team's id, or "bank" (never a team's id: the setup refuses it). */
export type Party = string;

export type ClueValues = [number, number, number, number, number, number];

export interface GameRules {
  targetPoints: number;
  /** Points for a correct answer after clue 1…6 has been read. */
  clueValues: ClueValues;
  startPoints: number;
  shortTeamBonus: number;
  /** Bonus paid by the bank for a bought card, a playoff win and a won bid. */
  bonus: number;
}

export interface TeamState {
  id: TeamId;
  name: string;
  players: number;
  startPoints: number;
  points: number;
  /** Draw card ids the team holds, in the order it drew them. */
  savedCards: string[];
  extraTurnPending: boolean;
}

export type LedgerKind = "answer" | "sale" | "sale-bonus" | "playoff" | "bid" | "draw-card" | "adjustment" | "bank-cover";

export interface LedgerEntry {
  seq: number;
  from: Party;
  to: Party;
  amount: number;
  kind: LedgerKind;
  reason: string;
  at: number;
}

export interface CardPlay {
  /** Index into GameState.clueCards. */
  cardIndex: number;
  cluesRead: number;
  /** The clue whose value a correct answer earns; a free clue reads on without moving it. */
  valueClue: number;
  /** Clue numbers currently shown to everyone (normally only the current one). */
  shownClues: number[];
  /** Second-answer cards armed on this card. */
  armedSecondAnswers: { teamId: TeamId; cardId: string }[];
}

export interface PendingAnswer {
  teamId: TeamId;
  /** Null when the team answered aloud; the moderator judges it directly. */
  text: string | null;
  hint: MatchHint | null;
}

export interface SpinRecord {
  teamId: TeamId;
  value: number;
}

export interface BidRecord {
  teamId: TeamId;
  clues: number;
}

export type FirstSpinPhase = { type: "first-spin"; round: number; contenders: TeamId[]; spins: SpinRecord[] };
export type TurnStartPhase = { type: "turn-start"; teamId: TeamId };
export type DrawCardPhase = { type: "draw-card"; teamId: TeamId; drawCardId: string };
export type AnswerOrSellPhase = {
  type: "answer-or-sell";
  teamId: TeamId;
  play: CardPlay;
  pending: PendingAnswer | null;
  saleBlocked: boolean;
};
export type SaleOffersPhase = {
  type: "sale-offers";
  sellerId: TeamId;
  price: number;
  play: CardPlay;
  offers: TeamId[];
};
export type BuyerAnsweringPhase = {
  type: "buyer-answering";
  buyerId: TeamId;
  sellerId: TeamId;
  price: number;
  play: CardPlay;
  pending: PendingAnswer | null;
};
export type PlayoffPhase = {
  type: "playoff";
  spinnerId: TeamId;
  play: CardPlay;
  /** Teams that answered wrongly and are out of this playoff. */
  out: TeamId[];
  /** Teams that have had their chance on the current clue. */
  hadChance: TeamId[];
  currentTeamId: TeamId;
  pending: PendingAnswer | null;
};
export type BidBiddingPhase = {
  type: "bid-bidding";
  spinnerId: TeamId;
  opponentId: TeamId;
  play: CardPlay;
  bids: BidRecord[];
  toBidId: TeamId;
};
export type BidAnsweringPhase = {
  type: "bid-answering";
  spinnerId: TeamId;
  answererId: TeamId;
  otherId: TeamId;
  clueCount: number;
  play: CardPlay;
  pending: PendingAnswer | null;
};
export type FinalQuestionPhase = {
  type: "final-question";
  teamId: TeamId;
  clueCount: number;
  play: CardPlay;
  pending: PendingAnswer | null;
};
export type ActivePhase =
  | FirstSpinPhase
  | TurnStartPhase
  | DrawCardPhase
  | AnswerOrSellPhase
  | SaleOffersPhase
  | BuyerAnsweringPhase
  | PlayoffPhase
  | BidBiddingPhase
  | BidAnsweringPhase
  | FinalQuestionPhase;
export type FinishedPhase = { type: "finished"; winnerId: TeamId };
export type Phase = ActivePhase | FinishedPhase;
export type PhaseType = Phase["type"];

/** Phases in which a clue card is on the table. */
export type CardPhase = Exclude<ActivePhase, FirstSpinPhase | TurnStartPhase | DrawCardPhase>;

export type RevealOutcome = "correct" | "wrong" | "no answer";

/** The last finished card, shown to everyone until the next card comes out. */
export interface Reveal {
  cardIndex: number;
  outcome: RevealOutcome;
  teamId: TeamId | null;
}

export interface GameState {
  version: 1;
  rules: GameRules;
  teams: TeamState[];
  phase: Phase;
  turn: { number: number; teamId: TeamId } | null;
  rng: RngState;
  clueCards: ClueCard[];
  /** Shuffled indexes into clueCards; the next card is clueOrder[nextClue]. */
  clueOrder: number[];
  nextClue: number;
  /** Draw card ids, top of the pile first. */
  drawPile: string[];
  lastSpin: SpinRecord | null;
  lastDraw: { teamId: TeamId; drawCardId: string } | null;
  reveal: Reveal | null;
  ledger: LedgerEntry[];
  /** Count of accepted commands; lets clients drop stale views. */
  revision: number;
}
