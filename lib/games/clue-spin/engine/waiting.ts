import type { Actor } from "./commands";
import { exhaustiveSwitchError } from "./exhaustive";
import type { ActivePhase, GameState, Phase, TeamId } from "./state";

/**
 * The one team whose decision the game is waiting on, or null when it waits on the moderator
 * (a pending answer to judge) or on nobody (the game is over).
 * Other teams may only interject: offer to buy, withdraw an offer, or play a blocking card.
 */
export function decidingTeam(phase: Phase): TeamId | null {
  switch (phase.type) {
    case "finished":
      return null;
    case "first-spin": {
      const spun = new Set(phase.spins.map((spin) => spin.teamId));
      return phase.contenders.find((teamId) => !spun.has(teamId)) ?? null;
    }
    case "turn-start":
    case "draw-card":
      return phase.teamId;
    case "answer-or-sell":
    case "final-question":
      return phase.pending ? null : phase.teamId;
    case "sale-offers":
      return phase.sellerId;
    case "buyer-answering":
      return phase.pending ? null : phase.buyerId;
    case "playoff":
      return phase.pending ? null : phase.currentTeamId;
    case "bid-bidding":
      return phase.toBidId;
    case "bid-answering":
      return phase.pending ? null : phase.answererId;
    default:
      return exhaustiveSwitchError(phase);
  }
}

export type Awaiting = Actor | null;

export function waitingFor(state: GameState): Awaiting {
  if (state.phase.type === "finished") return null;
  const teamId = decidingTeam(state.phase);
  return teamId ? { role: "team", teamId } : { role: "moderator" };
}

export type AnsweringPhase = Extract<ActivePhase, { pending: unknown }>;

export function isAnsweringPhase(phase: Phase): phase is AnsweringPhase {
  return "pending" in phase;
}

/** The team whose answer on the current card would be judged now. */
export function answeringTeam(phase: AnsweringPhase): TeamId {
  switch (phase.type) {
    case "answer-or-sell":
    case "final-question":
      return phase.teamId;
    case "buyer-answering":
      return phase.buyerId;
    case "playoff":
      return phase.currentTeamId;
    case "bid-answering":
      return phase.answererId;
    default:
      return exhaustiveSwitchError(phase);
  }
}
