import type { SpinOutcome } from "@/lib/games/clue-spin/engine/events";
import type { LegalAction } from "@/lib/games/clue-spin/engine/legal";
import type { PlayingModeratorView } from "@/app/games/clue-spin/session-views";

/**
 * How the teams and the moderator play the whole-game browser test: one deterministic choice for
 * every moment of the game, read from the moderator's view. The same function drives the offline
 * simulation (to pick a seed where every turn type happens) and the browser test, so both play
 * exactly the same game for a seed.
 *
 * - First spins and turn starts: the team spins.
 * - Draw card: the team uses it; a "Bid against any team" card picks the first team offered.
 * - Answer or Sell: the first card of the game that can be sold is sold after clue 1 to the first
 *   team clockwise that can pay; the buyer answers right. Otherwise the team hears clue 2, then
 *   answers right.
 * - Playoff: the spinning team passes, the next team answers wrong (out), the one after answers right.
 * - Bid: the spinner bids 3 clues, the other team bids 2, the spinner stops; the other team answers right.
 * - Final question: the team answers right.
 * - The moderator judges an answer correct exactly when the console says it matches.
 */
export const WRONG_ANSWER = "Atlantis";

/** The four teams of the create form's default set-up, in order (ids t1…t4), one phone each. */
export const FULL_GAME_TEAMS = [
  { name: "Red team", colour: "red" },
  { name: "Blue team", colour: "blue" },
  { name: "Green team", colour: "green" },
  { name: "Orange team", colour: "orange" },
] as const;

export type Move =
  | { type: "spin"; teamId: string }
  | { type: "useDrawCard"; teamId: string; opponentId?: string }
  | { type: "nextClue"; teamId: string }
  | { type: "sell"; teamId: string }
  | { type: "offerToBuy"; teamId: string }
  | { type: "acceptOffer"; teamId: string; buyerId: string }
  | { type: "answer"; teamId: string; correct: boolean }
  | { type: "pass"; teamId: string }
  | { type: "bid"; teamId: string; clues: number }
  | { type: "stopBidding"; teamId: string }
  | { type: "judge"; correct: boolean };

export interface PolicyMemory {
  /** A card has been put up for sale once; later Answer or Sell turns are answered. */
  sold: boolean;
}

export function newPolicyMemory(): PolicyMemory {
  return { sold: false };
}

function legalFor(view: PlayingModeratorView, teamId: string): LegalAction[] {
  return view.actions.allowed.filter((action) => "onBehalfOf" in action && action.onBehalfOf === teamId);
}

function clockwiseFrom(view: PlayingModeratorView, teamId: string): string[] {
  const ids = view.game.teams.map((team) => team.id);
  const start = ids.indexOf(teamId);
  return [...ids.slice(start), ...ids.slice(0, start)];
}

/** The next move, or null when the game is over. Throws on a moment the policy does not expect. */
export function nextMove(view: PlayingModeratorView, memory: PolicyMemory): Move | null {
  const game = view.game;
  const phase = game.phase;
  if (phase.type === "finished") return null;
  if (game.waitingFor?.role === "moderator") {
    const pending = game.secret?.pendingAnswer;
    if (!pending) throw new Error(`The moderator is waited on in ${phase.type} with no answer to judge`);
    return { type: "judge", correct: pending.hint === "matches" };
  }
  const teamId = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  if (!teamId) throw new Error(`Nobody to play in ${phase.type}`);
  switch (phase.type) {
    case "first-spin":
    case "turn-start":
      return { type: "spin", teamId };
    case "draw-card": {
      const draws = legalFor(view, teamId).filter(
        (action): action is Extract<LegalAction, { type: "applyDrawCard" }> => action.type === "applyDrawCard",
      );
      const plain = draws.find((action) => action.opponentId === undefined);
      if (plain) return { type: "useDrawCard", teamId };
      const against = draws[0]?.opponentId;
      if (!against) throw new Error("A draw card with no way to use it");
      return { type: "useDrawCard", teamId, opponentId: against };
    }
    case "answer-or-sell": {
      const cluesRead = game.card?.cluesRead ?? 0;
      const price = game.card?.value ?? 0;
      const canSell = legalFor(view, teamId).some((action) => action.type === "sell");
      const buyer = clockwiseFrom(view, teamId)
        .slice(1)
        .find((id) => (game.teams.find((team) => team.id === id)?.points ?? 0) >= price);
      if (!memory.sold && canSell && buyer) return { type: "sell", teamId };
      return cluesRead < 2 ? { type: "nextClue", teamId } : { type: "answer", teamId, correct: true };
    }
    case "sale-offers": {
      const buyer = clockwiseFrom(view, phase.sellerId)
        .slice(1)
        .find((id) => legalFor(view, id).some((action) => action.type === "offerToBuy"));
      if (phase.offers.length === 0) {
        if (!buyer) throw new Error("Nobody can buy the card");
        return { type: "offerToBuy", teamId: buyer };
      }
      return { type: "acceptOffer", teamId: phase.sellerId, buyerId: phase.offers[0]! };
    }
    case "buyer-answering":
      return { type: "answer", teamId, correct: true };
    case "playoff": {
      const position = clockwiseFrom(view, phase.spinnerId).indexOf(phase.currentTeamId);
      if (position === 0) return { type: "pass", teamId };
      return { type: "answer", teamId, correct: position >= 2 };
    }
    case "bid-bidding": {
      const last = phase.bids.at(-1);
      if (!last) return { type: "bid", teamId, clues: 3 };
      if (teamId === phase.opponentId && last.clues === 3) return { type: "bid", teamId, clues: 2 };
      return { type: "stopBidding", teamId };
    }
    case "bid-answering":
    case "final-question":
      return { type: "answer", teamId, correct: true };
  }
}

/** What the policy remembers after a move has been accepted. */
export function remember(memory: PolicyMemory, move: Move): PolicyMemory {
  return move.type === "sell" ? { ...memory, sold: true } : memory;
}

/** The engine command a move sends (for the offline simulation; the browser test presses buttons). */
export function commandFor(move: Move, answer: string): Record<string, unknown> {
  switch (move.type) {
    case "judge":
      return { type: "judge", correct: move.correct };
    case "spin":
      return { type: "spin", onBehalfOf: move.teamId };
    case "useDrawCard":
      return { type: "applyDrawCard", onBehalfOf: move.teamId, ...(move.opponentId ? { opponentId: move.opponentId } : {}) };
    case "nextClue":
    case "sell":
    case "offerToBuy":
    case "pass":
    case "stopBidding":
      return { type: move.type, onBehalfOf: move.teamId };
    case "acceptOffer":
      return { type: "acceptOffer", onBehalfOf: move.teamId, buyerId: move.buyerId };
    case "answer":
      return { type: "answer", onBehalfOf: move.teamId, text: move.correct ? answer : WRONG_ANSWER };
    case "bid":
      return { type: "bid", onBehalfOf: move.teamId, clues: move.clues };
  }
}

export interface SimulatedGame {
  moves: Move[];
  /** Every spin's outcome after the first spins, in order. */
  spins: SpinOutcome[];
  /** Phase types seen, in order of first appearance. */
  phases: string[];
  sales: number;
  winnerId: string | null;
  points: Record<string, number>;
}

/** The spin outcomes (turn types) a full game must show; the sale is checked separately. */
export const REQUIRED_SPINS: readonly SpinOutcome[] = ["answer-or-sell", "draw-card", "playoff", "bid", "final-question"];

export function coversEveryTurnType(game: SimulatedGame): boolean {
  return game.winnerId !== null && game.sales > 0 && REQUIRED_SPINS.every((outcome) => game.spins.includes(outcome));
}
