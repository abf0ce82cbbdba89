import { exhaustiveSwitchError } from "@/lib/games/clue-spin/engine/exhaustive";
import type { PhaseView } from "@/lib/games/clue-spin/engine/views";

/** The board's name for the turn in play; apart from play-panel.tsx, which loads only once a game has begun (`[PAGE-WEIGHT]`). */
export function turnTypeOf(phase: PhaseView): string | null {
  switch (phase.type) {
    case "first-spin":
      return "Who goes first?";
    case "turn-start":
      return "Spin";
    case "draw-card":
      return "Draw a Card";
    case "answer-or-sell":
    case "sale-offers":
    case "buyer-answering":
      return "Answer or Sell";
    case "playoff":
      return "Playoff";
    case "bid-bidding":
    case "bid-answering":
      return "Bid";
    case "final-question":
      return "Final Question";
    case "finished":
      return "Game over";
    default:
      return exhaustiveSwitchError(phase);
  }
}
