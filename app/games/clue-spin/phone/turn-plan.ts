import type { LegalAction } from "@/lib/games/clue-spin/engine/legal";
import type { PhaseView, TeamAudienceView } from "@/lib/games/clue-spin/engine/views";
import { exhaustiveSwitchError } from "@/lib/games/clue-spin/engine/exhaustive";
import { pausedBecause, refusalOf, type ClueActions } from "@/app/games/clue-spin/session-views";

/**
 * What a team's phone offers right now, worked out from its view: the legal actions become
 * buttons; the actions a team would expect in this phase but may not take are shown disabled,
 * with the reason in words. Pure, so the screen only draws it.
 */
export type Tone = "primary" | "secondary" | "quiet";

export type PlanButton =
  | { state: "enabled"; key: string; label: string; detail?: string; tone: Tone; command: LegalAction }
  | { state: "disabled"; key: string; label: string; reason: string };

export interface SavedCardPlan {
  id: string;
  title: string;
  text: string;
  plays: { key: string; label: string; command: LegalAction }[];
}

export interface TurnPlan {
  /** Name of what is being played ("Answer or Sell", "Bid", …). */
  headline: string;
  /** The game is waiting on this team's decision. */
  myTurn: boolean;
  /** What the team is waiting for, when the decision is someone else's. */
  waiting: string | null;
  /** The typed-answer form: shown when the team may answer, or explains why it may not. */
  answer: { state: "open" } | { state: "closed"; reason: string } | null;
  /** Clue numbers the team may bid now (only legal bids). */
  bids: { clues: number; command: LegalAction }[];
  buttons: PlanButton[];
  savedCards: SavedCardPlan[];
}

export interface TeamName {
  id: string;
  /** Name with its symbol, so no team is known by colour alone. */
  label: string;
}

type Phase = PhaseView;

const PHASE_HEADLINES: Record<Phase["type"], string> = {
  "first-spin": "First spin",
  "turn-start": "Spin",
  "draw-card": "Draw a card",
  "answer-or-sell": "Answer or Sell",
  "sale-offers": "Card for sale",
  "buyer-answering": "Bought card",
  playoff: "Playoff",
  "bid-bidding": "Bid",
  "bid-answering": "Bid",
  "final-question": "Final question",
  finished: "Game over",
};

/**
 * The team the phase is about and what it is doing, for "Not your turn: Owls ▲ are spinning".
 * `decider` is the team the engine waits on (its `waitingFor`): who spins next is its decision.
 */
function phaseActivity(phase: Phase, decider: string | null, name: (teamId: string) => string): { teamId: string | null; text: string } {
  switch (phase.type) {
    case "first-spin":
      return decider
        ? { teamId: decider, text: `${name(decider)} is spinning to see who goes first` }
        : { teamId: null, text: "Everyone has spun" };
    case "turn-start":
      return { teamId: phase.teamId, text: `${name(phase.teamId)} is spinning` };
    case "draw-card":
      return { teamId: phase.teamId, text: `${name(phase.teamId)} is using a draw card` };
    case "answer-or-sell":
      return { teamId: phase.teamId, text: `${name(phase.teamId)} is answering (answer, next clue or sell)` };
    case "sale-offers":
      return { teamId: phase.sellerId, text: `${name(phase.sellerId)} is selling its card for ${phase.price} points` };
    case "buyer-answering":
      return { teamId: phase.buyerId, text: `${name(phase.buyerId)} bought the card and is answering` };
    case "playoff":
      return { teamId: phase.currentTeamId, text: `${name(phase.currentTeamId)} is answering in the playoff` };
    case "bid-bidding":
      return { teamId: phase.toBidId, text: `${name(phase.toBidId)} is bidding` };
    case "bid-answering":
      return {
        teamId: phase.answererId,
        text: `${name(phase.answererId)} is answering with ${phase.clueCount} clue${phase.clueCount === 1 ? "" : "s"}`,
      };
    case "final-question":
      return { teamId: phase.teamId, text: `${name(phase.teamId)} is answering the final question` };
    case "finished":
      return { teamId: phase.winnerId, text: `${name(phase.winnerId)} won the game` };
    default:
      return exhaustiveSwitchError(phase);
  }
}

function actionKey(action: LegalAction): string {
  return JSON.stringify(action);
}

function enabled(action: LegalAction, label: string, tone: Tone, detail?: string): PlanButton {
  return { state: "enabled", key: actionKey(action), label, tone, command: action, ...(detail ? { detail } : {}) };
}

function disabled(key: string, label: string, reason: string): PlanButton {
  return { state: "disabled", key, label, reason };
}

/** `legal`: the team's legal actions as the platform gives them (the game's, with the table's pause laid over). */
export function planTurn(game: TeamAudienceView, legal: ClueActions, teams: readonly TeamName[]): TurnPlan {
  const me = game.teamId;
  // A paused table takes no team's move: every decision of this phase shows, refused with the pause's reason.
  const pausedReason = pausedBecause(legal);
  const paused = pausedReason !== null;
  const actions = legal.allowed;
  const label = (teamId: string) => teams.find((team) => team.id === teamId)?.label ?? teamId;
  const find = (type: LegalAction["type"]) =>
    actions.find((action) => action.type === type && !("opponentId" in action && action.opponentId));
  const all = <T extends LegalAction["type"]>(type: T) =>
    actions.filter((action): action is Extract<LegalAction, { type: T }> => action.type === type);
  /** The engine's own reason this team may not take `type` now, when it is a decision of this phase. */
  const refusal = (type: LegalAction["type"]) => pausedReason ?? refusalOf(legal, type);
  const phase = game.phase;
  const decider = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  const myTurn = decider === me && !paused;
  const activity = phaseActivity(phase, decider, label);
  const pendingBy = game.card?.answerPendingBy ?? null;

  const waiting = myTurn ? null : (pausedReason ?? waitingText(game, me, label, activity.text));

  const buttons: PlanButton[] = [];
  let answer: TurnPlan["answer"] = null;
  const bids = all("bid").map((action) => ({ clues: action.clues, command: action }));

  const answerSlot = () => {
    const reason = refusal("answer");
    answer = find("answer") ? { state: "open" } : reason !== null ? { state: "closed", reason } : null;
  };
  /** A button for `type`: enabled when the engine allows it, disabled with its reason when it refuses it. */
  const offer = (type: LegalAction["type"], text: string, tone: Tone, detail?: string) => {
    const action = find(type);
    const reason = refusal(type);
    if (action) buttons.push(enabled(action, text, tone, detail));
    else if (reason !== null) buttons.push(disabled(type, text, reason));
  };
  const offerIfLegal = (type: LegalAction["type"], text: string, tone: Tone, detail?: string) => {
    const action = find(type);
    if (action) buttons.push(enabled(action, text, tone, detail));
  };

  switch (phase.type) {
    case "finished":
      break;
    case "first-spin":
      // After our own spin the band already says what we are waiting for.
      if (!phase.spins.some((spin) => spin.teamId === me)) offer("spin", "Spin", "primary");
      break;
    case "turn-start":
      offer("spin", "Spin", "primary");
      break;
    case "draw-card": {
      const plain = find("applyDrawCard");
      const against = all("applyDrawCard").filter((action) => action.opponentId);
      // A card the team keeps is saved for later; any other card acts now.
      const keep = game.lastDraw?.teamId === me && game.lastDraw.card?.keep === true;
      if (plain) buttons.push(enabled(plain, keep ? "Keep this card for later" : "Do what the card says", "primary"));
      for (const action of against) buttons.push(enabled(action, `Bid against ${label(action.opponentId ?? "")}`, "primary"));
      const reason = refusal("applyDrawCard");
      if (!plain && against.length === 0 && reason !== null) buttons.push(disabled("applyDrawCard", "Use the draw card", reason));
      break;
    }
    case "answer-or-sell": {
      answerSlot();
      const nextValue = game.card?.nextValue ?? null;
      offer("nextClue", "Next clue", "secondary", nextValue !== null ? `worth ${nextValue} pts` : undefined);
      if (phase.teamId === me && !pendingBy) {
        const price = game.card?.value ?? null;
        offer("sell", "Sell", "secondary", price !== null ? `for ${price} pts` : undefined);
        offerIfLegal("pass", "Give up (no points)", "quiet");
      }
      break;
    }
    case "sale-offers": {
      if (phase.sellerId === me) {
        for (const action of all("acceptOffer"))
          buttons.push(enabled(action, `Sell to ${label(action.buyerId)}`, "primary", `for ${phase.price} pts`));
        offer("declineOffers", "Keep the card", "secondary");
        break;
      }
      const withdraw = find("withdrawOffer");
      if (withdraw) {
        buttons.push(enabled(withdraw, "Withdraw our offer", "secondary"));
        break;
      }
      offer("offerToBuy", "Offer to buy", "primary", `for ${phase.price} pts`);
      break;
    }
    case "buyer-answering":
    case "bid-answering":
    case "final-question":
      answerSlot();
      break;
    case "playoff":
      answerSlot();
      offer("pass", "Pass", "secondary");
      break;
    case "bid-bidding": {
      const last = phase.bids.at(-1);
      if (bids.length === 0 && !find("stopBidding")) {
        const reason = refusal("bid");
        if (reason !== null) buttons.push(disabled("bid", "Bid", reason));
      }
      if (last)
        offerIfLegal(
          "stopBidding",
          "Stop bidding",
          "secondary",
          `${label(last.teamId)} answers with ${last.clues} clue${last.clues === 1 ? "" : "s"}`,
        );
      break;
    }
    default:
      exhaustiveSwitchError(phase);
  }

  for (const action of all("repeatClue")) buttons.push(enabled(action, `Ask to repeat clue ${action.clueNumber}`, "quiet"));

  const savedCards: SavedCardPlan[] = game.savedCards.map((card) => ({
    id: card.id,
    title: card.title,
    text: card.text,
    plays: all("playSavedCard")
      .filter((action) => action.cardId === card.id)
      .map((action) => ({
        key: actionKey(action),
        label: action.clueNumber === undefined ? "Play this card" : `Repeat clue ${action.clueNumber}`,
        command: action,
      })),
  }));

  // While our answer is with the moderator, the "sent" notice says why nothing else is possible.
  const shown = pendingBy === me ? buttons.filter((button) => button.state === "enabled") : buttons;
  return { headline: PHASE_HEADLINES[phase.type], myTurn, waiting, answer, bids, buttons: shown, savedCards };
}

function waitingText(game: TeamAudienceView, me: string, label: (teamId: string) => string, activity: string): string {
  const phase = game.phase;
  const pendingBy = game.card?.answerPendingBy ?? null;
  if (pendingBy === me) return "Answer sent: waiting for the moderator to judge it.";
  if (pendingBy) return `Waiting for the moderator to judge ${label(pendingBy)}'s answer.`;
  if (phase.type === "sale-offers" && phase.sellerId !== me) {
    return phase.offers.includes(me)
      ? `You offered to buy: waiting for ${label(phase.sellerId)} to decide.`
      : `${label(phase.sellerId)} is selling its card for ${phase.price} points. Want it?`;
  }
  if (phase.type === "sale-offers")
    return phase.offers.length ? "Choose a buyer, or keep the card." : "Waiting for other teams to offer to buy.";
  const ownFirstSpin = phase.type === "first-spin" ? phase.spins.find((spin) => spin.teamId === me) : undefined;
  if (ownFirstSpin) return `You spun ${ownFirstSpin.value}. Waiting: ${activity}.`;
  if (game.waitingFor?.role === "moderator") return "Waiting for the moderator.";
  return `Waiting: ${activity}.`;
}
