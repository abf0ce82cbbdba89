import type { LedgerEntry, RevealOutcome, TeamId } from "./state";

/**
 * What happened during one accepted command, in order. Events are safe to broadcast to every
 * screen: they never carry a card's answer before it is revealed, unread clues, typed answers or
 * which saved cards a team holds.
 */
export type SpinOutcome = "answer-or-sell" | "draw-card" | "playoff" | "bid" | "final-question";

export type GameEvent =
  | { type: "teamsConfigured"; teamIds: TeamId[] }
  | { type: "gameStarted" }
  | { type: "firstSpin"; teamId: TeamId; value: number }
  | { type: "firstSpinTie"; teamIds: TeamId[] }
  | { type: "turnStarted"; teamId: TeamId; turnNumber: number; extraTurn: boolean }
  | { type: "spun"; teamId: TeamId; value: number; outcome: SpinOutcome }
  /** `drawCardId` is null for a card the team will save: which one stays the team's secret. */
  | { type: "drawCardDrawn"; teamId: TeamId; drawCardId: string | null }
  | { type: "drawCardSaved"; teamId: TeamId }
  | { type: "savedCardPlayed"; teamId: TeamId; drawCardId: string }
  | { type: "clueCardStarted"; mode: SpinOutcome; teamId: TeamId }
  | { type: "deckReshuffled" }
  | { type: "clueRead"; clueNumber: number; value: number }
  | { type: "clueRepeated"; clueNumber: number }
  | { type: "answerSubmitted"; teamId: TeamId; typed: boolean }
  | { type: "answerJudged"; teamId: TeamId; correct: boolean }
  | { type: "secondAnswerUsed"; teamId: TeamId }
  | { type: "passed"; teamId: TeamId }
  | { type: "teamOut"; teamId: TeamId }
  | { type: "cardForSale"; sellerId: TeamId; price: number }
  | { type: "offerMade"; teamId: TeamId; price: number }
  | { type: "offerWithdrawn"; teamId: TeamId }
  | { type: "saleAccepted"; sellerId: TeamId; buyerId: TeamId; price: number }
  | { type: "saleDeclined"; sellerId: TeamId }
  | { type: "saleBlocked"; sellerId: TeamId; blockerId: TeamId }
  | { type: "bidMade"; teamId: TeamId; clues: number }
  | { type: "biddingStopped"; teamId: TeamId; answererId: TeamId; clueCount: number }
  | { type: "bidBlocked"; spinnerId: TeamId; blockerId: TeamId }
  | { type: "pointsMoved"; entry: LedgerEntry }
  | { type: "cardRevealed"; outcome: RevealOutcome; teamId: TeamId | null }
  | { type: "cardSkipped" }
  | { type: "turnEnded"; teamId: TeamId }
  // Stored by games played before pausing was the platform's (a table's pause); never made now, still described.
  | { type: "gamePaused" }
  | { type: "gameResumed" }
  | { type: "gameWon"; teamId: TeamId };
