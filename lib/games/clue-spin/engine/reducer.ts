import { commandSchema, isModeratorCommand, type Command, type CommandOf, type TeamCommand } from "./commands";
import { drawCardById, savedPowerOf } from "./draw-cards";
import type { GameEvent } from "./events";
import { exhaustiveSwitchError } from "./exhaustive";
import { matchAnswer } from "../../answer-kit/match";
import { SPINNER, type SpinSectorOutcome } from "./spinner";
import { SALE_CLOSES_AFTER_CLUE } from "./setup";
import type { AnswerOrSellPhase, BidBiddingPhase, CardPlay, GameState, PlayoffPhase, TeamId } from "./state";
import {
  clockwiseFrom,
  cloneState,
  clueValue,
  endTurn,
  findTeam,
  newPlay,
  pay,
  payFromBank,
  readNextClue,
  revealCard,
  rightOf,
  spendSavedCard,
  spin,
  startTurn,
  teamName,
  teamOrThrow,
  writableTeam,
  type Tx,
} from "./tx";
import { violation, type Violation } from "./violations";
import { answeringTeam, decidingTeam, isAnsweringPhase, type AnsweringPhase } from "./waiting";

export interface CommandContext {
  /** Milliseconds since the epoch, supplied by the caller so the reducer stays pure. */
  now: number;
}

export type CommandResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; violation: Violation; /** The very same object that was passed in. */ state: GameState };

/**
 * The pure reducer: validates the command (unknown input is parsed with `commandSchema`), checks it
 * against the rules and returns the next state with what happened. A rejected command returns the
 * same state object untouched.
 */
export function applyCommand(state: GameState, input: unknown, context: CommandContext): CommandResult {
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
    return {
      ok: false,
      state,
      violation: violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`),
    };
  }
  return applyParsedCommand(state, parsed.data, context);
}

/** applyCommand for a command already known to match `commandSchema` (skips parsing). */
export function applyParsedCommand(state: GameState, command: Command, context: CommandContext): CommandResult {
  const tx: Tx = { state: cloneState(state), events: [], now: context.now };
  const problem = dispatch(tx, command);
  if (problem) return { ok: false, violation: problem, state };
  tx.state.revision += 1;
  return { ok: true, state: tx.state, events: tx.events };
}

function dispatch(tx: Tx, command: Command): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type === "finished") return violation("rule/game_over", "The game is over.");
  if (isModeratorCommand(command)) {
    if (command.actor.role !== "moderator") {
      return violation("rule/moderator_only", "Only the moderator can do that.");
    }
  }
  switch (command.type) {
    case "judge":
      return judge(tx, command.correct);
    case "adjustPoints":
      return adjustPoints(tx, command);
    case "skipCard":
      return skipCard(tx);
    case "spin":
    case "applyDrawCard":
    case "nextClue":
    case "repeatClue":
    case "answer":
    case "pass":
    case "sell":
    case "offerToBuy":
    case "withdrawOffer":
    case "acceptOffer":
    case "declineOffers":
    case "bid":
    case "stopBidding":
    case "playSavedCard": {
      const teamId = resolveTeam(tx.state, command);
      if (typeof teamId !== "string") return teamId;
      return teamDecision(tx, command, teamId);
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

/** The team a team decision is for: the sender's own team, or the team the moderator acts for. */
function resolveTeam(state: GameState, command: TeamCommand): TeamId | Violation {
  if (command.actor.role === "team") {
    const own = command.actor.teamId;
    if (!findTeam(state, own)) return violation("rule/unknown_team", `There is no team "${own}" in this game.`);
    if (command.onBehalfOf !== undefined && command.onBehalfOf !== own) {
      return violation("rule/not_your_team", "A team can only make its own decisions.");
    }
    return own;
  }
  const teamId = command.onBehalfOf ?? decidingTeam(state.phase);
  if (teamId === null) {
    return violation("rule/not_your_turn", "No team is deciding right now; say which team this is for.");
  }
  if (!findTeam(state, teamId)) return violation("rule/unknown_team", `There is no team "${teamId}" in this game.`);
  return teamId;
}

function teamDecision(tx: Tx, command: TeamCommand, teamId: TeamId): Violation | undefined {
  switch (command.type) {
    case "spin":
      return spinCommand(tx, teamId);
    case "applyDrawCard":
      return applyDrawCard(tx, teamId, command.opponentId);
    case "nextClue":
      return nextClue(tx, teamId);
    case "repeatClue":
      return repeatClue(tx, teamId, command.clueNumber);
    case "answer":
      return answer(tx, teamId, command.text);
    case "pass":
      return passCommand(tx, teamId);
    case "sell":
      return sell(tx, teamId);
    case "offerToBuy":
      return offerToBuy(tx, teamId);
    case "withdrawOffer":
      return withdrawOffer(tx, teamId);
    case "acceptOffer":
      return acceptOffer(tx, teamId, command.buyerId);
    case "declineOffers":
      return declineOffers(tx, teamId);
    case "bid":
      return bid(tx, teamId, command.clues);
    case "stopBidding":
      return stopBidding(tx, teamId);
    case "playSavedCard":
      return playSavedCard(tx, teamId, command);
    default:
      return exhaustiveSwitchError(command);
  }
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;
/** "Owls'" and "Red Team's": the reasons name teams the way a class says them. */
const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

// ---- Shared checks ---------------------------------------------------------------------------

function wrongPhase(what: string): Violation {
  return violation("rule/wrong_phase", `${what} is not possible at this point of the game.`);
}

function notYourTurn(tx: Tx, expected: TeamId, asking?: TeamId): Violation {
  const phase = tx.state.phase;
  // [PLAYOFF-3] A team out of a playoff is told so, not merely that another team is deciding.
  if (asking !== undefined && phase.type === "playoff" && phase.out.includes(asking)) {
    return violation("rule/not_your_turn", `${teamName(tx.state, asking)} is out of this playoff after a wrong answer.`);
  }
  return violation("rule/not_your_turn", `It is ${teamName(tx.state, expected)}'s decision, not yours.`);
}

function answerPendingViolation(tx: Tx, teamId: TeamId): Violation {
  return violation("rule/answer_pending", `${teamName(tx.state, teamId)} has answered; the moderator must judge the answer first.`);
}

// ---- Spinning --------------------------------------------------------------------------------

function spinCommand(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type === "first-spin") {
    const next = decidingTeam(phase);
    if (next === null) return wrongPhase("Spinning");
    if (next !== teamId) {
      if (!phase.contenders.includes(teamId)) {
        return violation("rule/not_your_turn", `${teamName(tx.state, teamId)} is not in this round of first spins.`);
      }
      return notYourTurn(tx, next);
    }
    const value = spin(tx);
    phase.spins.push({ teamId, value });
    tx.state.lastSpin = { teamId, value };
    tx.events.push({ type: "firstSpin", teamId, value });
    if (phase.spins.length < phase.contenders.length) return undefined;
    // [FIRST] The highest spin goes first; teams tied for highest spin again.
    const highest = Math.max(...phase.spins.map((record) => record.value));
    const leaders = phase.spins.filter((record) => record.value === highest).map((record) => record.teamId);
    if (leaders.length === 1) {
      startTurn(tx, leaders[0] as TeamId, false);
    } else {
      tx.state.phase = { type: "first-spin", round: phase.round + 1, contenders: leaders, spins: [] };
      tx.events.push({ type: "firstSpinTie", teamIds: leaders });
    }
    return undefined;
  }
  if (phase.type !== "turn-start") return wrongPhase("Spinning");
  if (phase.teamId !== teamId) return notYourTurn(tx, phase.teamId);
  const value = spin(tx);
  tx.state.lastSpin = { teamId, value };
  const team = teamOrThrow(tx.state, teamId);
  if (team.points >= tx.state.rules.targetPoints) {
    // [FINAL] At or above the target: the spin is the number of clues heard before answering.
    tx.events.push({ type: "spun", teamId, value, outcome: "final-question" });
    startClueCard(tx, "final-question", teamId, { clueCount: value });
    return undefined;
  }
  const outcome = spinOutcome(value);
  tx.events.push({ type: "spun", teamId, value, outcome });
  if (outcome === "draw-card") {
    const [drawCardId, ...restOfPile] = tx.state.drawPile;
    tx.state.drawPile = restOfPile;
    if (drawCardId === undefined) {
      // Unreachable with 27 cards and six teams, but a game must never stall on it.
      startClueCard(tx, "answer-or-sell", teamId);
      return undefined;
    }
    tx.state.phase = { type: "draw-card", teamId, drawCardId };
    tx.state.lastDraw = { teamId, drawCardId };
    // [CLUE] Ruling (reveal): the last answer stays up until the next card comes out, clue card or draw card.
    tx.state.reveal = null;
    tx.events.push({ type: "drawCardDrawn", teamId, drawCardId: savedPowerOf(drawCardId) === null ? drawCardId : null });
    return undefined;
  }
  startClueCard(tx, outcome, teamId);
  return undefined;
}

/** [SPIN] 1 or 4 Answer or Sell, 2 or 5 Draw a Card, 3 Playoff, 6 Bid (the table is SPINNER). */
export function spinOutcome(value: number): SpinSectorOutcome {
  const sector = SPINNER.find((candidate) => candidate.value === value);
  if (!sector) throw new Error(`A spin is 1 to 6, not ${value}`);
  return sector.outcome;
}

type CardMode = "answer-or-sell" | "playoff" | "bid" | "final-question";

function startClueCard(tx: Tx, mode: CardMode, teamId: TeamId, options: { opponentId?: TeamId; clueCount?: number } = {}): void {
  tx.events.push({ type: "clueCardStarted", mode, teamId });
  switch (mode) {
    case "answer-or-sell":
      tx.state.phase = answerOrSellPhase(teamId, newPlay(tx, 1));
      return;
    case "playoff":
      tx.state.phase = {
        type: "playoff",
        spinnerId: teamId,
        play: newPlay(tx, 1),
        out: [],
        hadChance: [],
        currentTeamId: teamId,
        pending: null,
      };
      return;
    case "bid": {
      // [BID] Only the question is read; the spinner bids against the team to its right.
      const opponentId = options.opponentId ?? rightOf(tx.state, teamId);
      tx.state.phase = { type: "bid-bidding", spinnerId: teamId, opponentId, play: newPlay(tx, 0), bids: [], toBidId: teamId };
      return;
    }
    case "final-question": {
      const clueCount = options.clueCount ?? 1;
      tx.state.phase = { type: "final-question", teamId, clueCount, play: newPlay(tx, clueCount), pending: null };
      return;
    }
    default:
      return exhaustiveSwitchError(mode);
  }
}

function answerOrSellPhase(teamId: TeamId, play: CardPlay, saleBlocked = false): AnswerOrSellPhase {
  return { type: "answer-or-sell", teamId, play, pending: null, saleBlocked };
}

// ---- Draw cards ------------------------------------------------------------------------------

function applyDrawCard(tx: Tx, teamId: TeamId, opponentId: TeamId | undefined): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "draw-card") return wrongPhase("Using a draw card");
  if (phase.teamId !== teamId) return notYourTurn(tx, phase.teamId);
  const card = drawCardById(phase.drawCardId);
  const effect = card.effect;
  if (effect.type !== "bidAgainstChosen" && opponentId !== undefined) {
    return violation("rule/invalid_opponent", `"${card.title}" does not let you choose a team.`);
  }
  // [DRAW] Cards used at once go straight to the bottom of the pile; saved ones when played.
  const toBottom = (): void => {
    tx.state.drawPile = [...tx.state.drawPile, card.id];
  };
  const reason = `${possessive(teamName(tx.state, teamId))} draw card: ${card.title}`;
  switch (effect.type) {
    case "playAs":
      toBottom();
      startClueCard(tx, effect.mode, teamId);
      return undefined;
    case "bidAgainstChosen": {
      if (opponentId === undefined) return violation("rule/opponent_required", "Choose the team to bid against.");
      if (opponentId === teamId || !findTeam(tx.state, opponentId)) {
        return violation("rule/invalid_opponent", "Choose one of the other teams to bid against.");
      }
      toBottom();
      startClueCard(tx, "bid", teamId, { opponentId });
      return undefined;
    }
    case "spinAgain":
      toBottom();
      tx.state.phase = { type: "turn-start", teamId };
      return undefined;
    case "collectFromBank":
      toBottom();
      payFromBank(tx, teamId, effect.amount, "draw-card", reason);
      endTurn(tx, teamId);
      return undefined;
    case "payBank":
      toBottom();
      pay(tx, teamId, "bank", effect.amount, "draw-card", reason);
      endTurn(tx, teamId);
      return undefined;
    case "collectFromEachTeam":
      toBottom();
      for (const other of clockwiseFrom(tx.state, teamId).slice(1)) {
        pay(tx, other, teamId, effect.amount, "draw-card", reason);
      }
      endTurn(tx, teamId);
      return undefined;
    case "save": {
      const saver = writableTeam(tx, teamId);
      saver.savedCards = [...saver.savedCards, card.id];
      tx.events.push({ type: "drawCardSaved", teamId });
      startClueCard(tx, "answer-or-sell", teamId);
      return undefined;
    }
    default:
      return exhaustiveSwitchError(effect);
  }
}

// ---- Clues -----------------------------------------------------------------------------------

function nextClue(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "answer-or-sell") {
    if (phase.type === "playoff")
      return violation("rule/wrong_phase", "In a playoff the next clue is read once every team has had its chance.");
    if (phase.type === "buyer-answering")
      return violation("rule/no_more_clues", "A team that bought a card answers at once, with no further clues.");
    return wrongPhase("Asking for the next clue");
  }
  if (phase.teamId !== teamId) return notYourTurn(tx, phase.teamId);
  if (phase.pending) return answerPendingViolation(tx, teamId);
  if (phase.play.cluesRead >= 6)
    return violation("rule/no_more_clues", "All six clues have been read; the team must answer now (or give up).");
  readNextClue(tx, phase.play, { lowerValue: true });
  return undefined;
}

/** [CLUE-3] Only the current clue may be repeated, except in a Bid (and on the final question's last clue). */
function repeatClue(tx: Tx, teamId: TeamId, clueNumber: number): Violation | undefined {
  const phase = tx.state.phase;
  if (!isAnsweringPhase(phase)) return wrongPhase("Repeating a clue");
  if (phase.pending) return answerPendingViolation(tx, phase.pending.teamId);
  const expected = answeringTeam(phase);
  if (expected !== teamId) return notYourTurn(tx, expected);
  const play = phase.play;
  if (clueNumber > play.cluesRead) return violation("rule/clue_not_repeatable", `Clue ${clueNumber} has not been read yet.`);
  const anyReadClue = phase.type === "bid-answering";
  if (!anyReadClue && clueNumber !== play.cluesRead) {
    return violation(
      "rule/clue_not_repeatable",
      `Only the current clue (clue ${play.cluesRead}) may be repeated; earlier clues cannot be read again.`,
    );
  }
  tx.events.push({ type: "clueRepeated", clueNumber });
  return undefined;
}

// ---- Answers ---------------------------------------------------------------------------------

function answer(tx: Tx, teamId: TeamId, text: string | undefined): Violation | undefined {
  const phase = tx.state.phase;
  if (!isAnsweringPhase(phase)) {
    if (phase.type === "bid-bidding")
      return violation("rule/wrong_phase", "Finish the bidding first; the lowest bidder then hears its clues and answers.");
    return wrongPhase("Answering");
  }
  const expected = answeringTeam(phase);
  if (phase.pending) return answerPendingViolation(tx, phase.pending.teamId);
  if (expected !== teamId) return notYourTurn(tx, expected, teamId);
  const card = tx.state.clueCards[phase.play.cardIndex];
  if (!card) throw new Error("Card in play is missing from the deck");
  const typed = text !== undefined && text.length > 0 ? text : null;
  phase.pending = { teamId, text: typed, hint: typed === null ? null : matchAnswer(typed, card.answer, card.alternatives) };
  tx.events.push({ type: "answerSubmitted", teamId, typed: typed !== null });
  return undefined;
}

function judge(tx: Tx, correct: boolean): Violation | undefined {
  const phase = tx.state.phase;
  if (!isAnsweringPhase(phase)) return violation("rule/no_answer_to_judge", "No team is answering a clue card right now.");
  const teamId = phase.pending?.teamId ?? answeringTeam(phase);
  tx.events.push({ type: "answerJudged", teamId, correct });
  phase.pending = null;
  if (!correct && spendArmedSecondAnswer(tx, phase, teamId)) return undefined;
  settleAnswer(tx, phase, teamId, correct);
  return undefined;
}

/** A Second answer card turns a wrong answer into no answer: the team carries on with the card. */
function spendArmedSecondAnswer(tx: Tx, phase: AnsweringPhase, teamId: TeamId): boolean {
  if (phase.type === "final-question") return false;
  const armed = phase.play.armedSecondAnswers.find((entry) => entry.teamId === teamId);
  if (!armed) return false;
  phase.play.armedSecondAnswers = phase.play.armedSecondAnswers.filter((entry) => entry !== armed);
  spendSavedCard(tx, teamId, armed.cardId);
  tx.events.push({ type: "secondAnswerUsed", teamId });
  return true;
}

function settleAnswer(tx: Tx, phase: AnsweringPhase, teamId: TeamId, correct: boolean): void {
  const { rules } = tx.state;
  const play = phase.play;
  switch (phase.type) {
    case "answer-or-sell": {
      // [AOS] Correct: the bank pays the value of the last clue read. Wrong: nothing, turn over.
      if (correct) {
        const value = clueValue(tx.state, play.valueClue);
        payFromBank(tx, teamId, value, "answer", `Right answer after clue ${play.cluesRead}`);
      }
      revealCard(tx, play, correct ? "correct" : "wrong", teamId);
      endTurn(tx, teamId);
      return;
    }
    case "buyer-answering": {
      // [SELL] Correct: the bank pays the buyer the price plus the bonus. Play continues left of the seller.
      if (correct) {
        payFromBank(
          tx,
          teamId,
          phase.price + rules.bonus,
          "sale-bonus",
          `Right answer on a bought card: ${phase.price} + ${rules.bonus} bonus`,
        );
      }
      revealCard(tx, play, correct ? "correct" : "wrong", teamId);
      endTurn(tx, phase.sellerId);
      return;
    }
    case "playoff": {
      if (correct) {
        const value = clueValue(tx.state, play.valueClue);
        payFromBank(
          tx,
          teamId,
          value + rules.bonus,
          "playoff",
          `Won the playoff after clue ${play.cluesRead}: ${value} + ${rules.bonus} bonus`,
        );
        revealCard(tx, play, "correct", teamId);
        endTurn(tx, phase.spinnerId);
        return;
      }
      // [PLAYOFF] A wrong answer puts the team out of this playoff.
      phase.out.push(teamId);
      phase.hadChance.push(teamId);
      tx.events.push({ type: "teamOut", teamId });
      advancePlayoff(tx, phase);
      return;
    }
    case "bid-answering": {
      const value = clueValue(tx.state, phase.clueCount);
      if (correct) {
        pay(tx, phase.otherId, teamId, value, "bid", `${teamName(tx.state, teamId)} won the bid with ${plural(phase.clueCount, "clue")}`);
        payFromBank(tx, teamId, rules.bonus, "bid", `Bonus for winning the bid`);
      } else {
        pay(
          tx,
          teamId,
          phase.otherId,
          value + rules.bonus,
          "bid",
          `${teamName(tx.state, teamId)} lost the bid with ${plural(phase.clueCount, "clue")}: ${value} + ${rules.bonus}`,
        );
      }
      revealCard(tx, play, correct ? "correct" : "wrong", teamId);
      endTurn(tx, phase.spinnerId);
      return;
    }
    case "final-question": {
      revealCard(tx, play, correct ? "correct" : "wrong", teamId);
      if (correct) {
        tx.state.phase = { type: "finished", winnerId: teamId };
        tx.events.push({ type: "gameWon", teamId });
        return;
      }
      endTurn(tx, teamId);
      return;
    }
    default:
      exhaustiveSwitchError(phase);
  }
}

/**
 * [PLAYOFF] The next eligible team clockwise gets its chance on the current clue; once every
 * eligible team has had it, the next clue is read and the spinner's side starts again.
 */
function advancePlayoff(tx: Tx, phase: PlayoffPhase): void {
  const eligible = clockwiseFrom(tx.state, phase.spinnerId).filter((teamId) => !phase.out.includes(teamId));
  if (eligible.length === 0) {
    revealCard(tx, phase.play, "wrong", null);
    endTurn(tx, phase.spinnerId);
    return;
  }
  const next = eligible.find((teamId) => !phase.hadChance.includes(teamId));
  if (next !== undefined) {
    phase.currentTeamId = next;
    return;
  }
  if (phase.play.cluesRead >= 6) {
    revealCard(tx, phase.play, "no answer", null);
    endTurn(tx, phase.spinnerId);
    return;
  }
  readNextClue(tx, phase.play, { lowerValue: true });
  phase.hadChance = [];
  phase.currentTeamId = eligible[0] as TeamId;
}

function passCommand(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  switch (phase.type) {
    case "playoff":
      if (phase.pending) return answerPendingViolation(tx, phase.pending.teamId);
      if (phase.currentTeamId !== teamId) return notYourTurn(tx, phase.currentTeamId, teamId);
      phase.hadChance.push(teamId);
      tx.events.push({ type: "passed", teamId });
      advancePlayoff(tx, phase);
      return undefined;
    case "answer-or-sell":
      if (phase.teamId !== teamId) return notYourTurn(tx, phase.teamId);
      if (phase.pending) return answerPendingViolation(tx, teamId);
      if (phase.play.cluesRead < 6) {
        return violation(
          "rule/wrong_phase",
          "A team may give up only after all six clues; until then it answers, asks for the next clue, or sells.",
        );
      }
      // [AOS-4] Giving up after clue 6 scores nothing and ends the turn.
      tx.events.push({ type: "passed", teamId });
      revealCard(tx, phase.play, "no answer", null);
      endTurn(tx, teamId);
      return undefined;
    case "buyer-answering":
    case "bid-answering":
    case "final-question":
      return violation("rule/must_answer", "This team must answer now; passing is not allowed.");
    default:
      return wrongPhase("Passing");
  }
}

// ---- Selling ---------------------------------------------------------------------------------

function sell(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "answer-or-sell") {
    return violation("rule/wrong_phase", "A card can be sold only in an Answer or Sell turn.");
  }
  if (phase.teamId !== teamId) return notYourTurn(tx, phase.teamId);
  if (phase.pending) return answerPendingViolation(tx, teamId);
  if (phase.saleBlocked) return violation("rule/sale_blocked", "A Block a sale card stopped the sale of this card; it cannot be sold now.");
  if (phase.play.cluesRead >= SALE_CLOSES_AFTER_CLUE)
    return violation("rule/sale_closed", "Once the fifth clue has been read, the card can no longer be sold.");
  const price = clueValue(tx.state, phase.play.valueClue);
  tx.state.phase = { type: "sale-offers", sellerId: teamId, price, play: phase.play, offers: [] };
  tx.events.push({ type: "cardForSale", sellerId: teamId, price });
  return undefined;
}

function offerToBuy(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "sale-offers") return violation("rule/wrong_phase", "No card is for sale right now.");
  if (phase.sellerId === teamId) return violation("rule/own_card", "A team cannot buy its own card.");
  if (phase.offers.includes(teamId))
    return violation("rule/already_offered", `${teamName(tx.state, teamId)} has already offered to buy this card.`);
  const points = teamOrThrow(tx.state, teamId).points;
  if (points < phase.price) {
    return violation(
      "rule/insufficient_points",
      `The card costs ${phase.price} points and ${teamName(tx.state, teamId)} has only ${points}.`,
    );
  }
  phase.offers.push(teamId);
  tx.events.push({ type: "offerMade", teamId, price: phase.price });
  return undefined;
}

function withdrawOffer(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "sale-offers") return violation("rule/wrong_phase", "No card is for sale right now.");
  if (!phase.offers.includes(teamId))
    return violation("rule/no_such_offer", `${teamName(tx.state, teamId)} has not offered to buy this card.`);
  phase.offers = phase.offers.filter((id) => id !== teamId);
  tx.events.push({ type: "offerWithdrawn", teamId });
  return undefined;
}

function acceptOffer(tx: Tx, teamId: TeamId, buyerId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "sale-offers") return violation("rule/wrong_phase", "No card is for sale right now.");
  if (phase.sellerId !== teamId) return notYourTurn(tx, phase.sellerId);
  if (!phase.offers.includes(buyerId))
    return violation("rule/no_such_offer", `${teamName(tx.state, buyerId)} has not offered to buy this card.`);
  const points = teamOrThrow(tx.state, buyerId).points;
  if (points < phase.price) {
    return violation(
      "rule/insufficient_points",
      `The card costs ${phase.price} points and ${teamName(tx.state, buyerId)} now has only ${points}.`,
    );
  }
  pay(tx, buyerId, teamId, phase.price, "sale", `${teamName(tx.state, buyerId)} bought ${possessive(teamName(tx.state, teamId))} card`);
  tx.state.phase = { type: "buyer-answering", buyerId, sellerId: teamId, price: phase.price, play: phase.play, pending: null };
  tx.events.push({ type: "saleAccepted", sellerId: teamId, buyerId, price: phase.price });
  return undefined;
}

function declineOffers(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "sale-offers") return violation("rule/wrong_phase", "No card is for sale right now.");
  if (phase.sellerId !== teamId) return notYourTurn(tx, phase.sellerId);
  tx.state.phase = answerOrSellPhase(teamId, phase.play);
  tx.events.push({ type: "saleDeclined", sellerId: teamId });
  return undefined;
}

// ---- Bidding ---------------------------------------------------------------------------------

function bid(tx: Tx, teamId: TeamId, clues: number): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "bid-bidding") return wrongPhase("Bidding");
  if (phase.toBidId !== teamId) return notYourTurn(tx, phase.toBidId);
  const last = phase.bids.at(-1);
  if (last && clues >= last.clues) {
    return violation("rule/invalid_bid", `A new bid must ask for fewer clues than ${last.clues}.`);
  }
  phase.bids.push({ teamId, clues });
  phase.toBidId = otherBidder(phase, teamId);
  tx.events.push({ type: "bidMade", teamId, clues });
  return undefined;
}

function otherBidder(phase: BidBiddingPhase, teamId: TeamId): TeamId {
  return teamId === phase.spinnerId ? phase.opponentId : phase.spinnerId;
}

function stopBidding(tx: Tx, teamId: TeamId): Violation | undefined {
  const phase = tx.state.phase;
  if (phase.type !== "bid-bidding") return wrongPhase("Stopping the bidding");
  if (phase.toBidId !== teamId) return notYourTurn(tx, phase.toBidId);
  const last = phase.bids.at(-1);
  if (!last) return violation("rule/invalid_bid", "The spinning team must open the bidding with a number of clues.");
  // [BID] The lowest bidder hears exactly that many clues, all of which may be repeated.
  const play = phase.play;
  tx.events.push({ type: "biddingStopped", teamId, answererId: last.teamId, clueCount: last.clues });
  for (let clue = 1; clue <= last.clues; clue++) readNextClue(tx, play, { lowerValue: true, keepShown: true });
  tx.state.phase = {
    type: "bid-answering",
    spinnerId: phase.spinnerId,
    answererId: last.teamId,
    otherId: teamId,
    clueCount: last.clues,
    play,
    pending: null,
  };
  return undefined;
}

// ---- Saved draw cards ------------------------------------------------------------------------

function playSavedCard(tx: Tx, teamId: TeamId, command: CommandOf<"playSavedCard">): Violation | undefined {
  const team = teamOrThrow(tx.state, teamId);
  const { cardId } = command;
  if (!team.savedCards.includes(cardId)) return violation("rule/card_not_held", `${team.name} does not hold that draw card.`);
  const power = savedPowerOf(cardId);
  if (power === null) throw new Error(`Saved card ${cardId} has no saved power`);
  const title = drawCardById(cardId).title;
  const notNow = (when: string): Violation => violation("rule/card_not_playable_now", `"${title}" can be played only ${when}.`);
  const phase = tx.state.phase;
  const played = (): void => {
    tx.events.push({ type: "savedCardPlayed", teamId, drawCardId: cardId });
  };
  switch (power) {
    case "extraTurn":
      if (phase.type !== "turn-start" || phase.teamId !== teamId) return notNow("at the start of your own turn, before you spin");
      if (team.extraTurnPending) return violation("rule/already_armed", "An Extra turn card is already waiting for the end of this turn.");
      writableTeam(tx, teamId).extraTurnPending = true;
      spendSavedCard(tx, teamId, cardId);
      played();
      return undefined;
    case "freeClue":
      if (phase.type !== "answer-or-sell" || phase.teamId !== teamId || phase.pending) {
        return notNow("in your own Answer or Sell turn, instead of asking for the next clue");
      }
      if (phase.play.cluesRead >= 6) return violation("rule/no_more_clues", "All six clues have already been read.");
      spendSavedCard(tx, teamId, cardId);
      played();
      readNextClue(tx, phase.play, { lowerValue: false });
      return undefined;
    case "repeatClue": {
      const mayRepeat =
        (phase.type === "answer-or-sell" && phase.teamId === teamId && !phase.pending) ||
        (phase.type === "playoff" && phase.currentTeamId === teamId && !phase.pending);
      if (!mayRepeat) return notNow("in your own Answer or Sell turn, or when it is your chance in a Playoff");
      const clueNumber = command.clueNumber;
      if (clueNumber === undefined) return violation("rule/invalid_command", "Say which earlier clue to repeat.");
      if (clueNumber > phase.play.cluesRead) return violation("rule/clue_not_repeatable", `Clue ${clueNumber} has not been read yet.`);
      spendSavedCard(tx, teamId, cardId);
      played();
      phase.play.shownClues = clueNumber === phase.play.cluesRead ? [clueNumber] : [clueNumber, phase.play.cluesRead];
      tx.events.push({ type: "clueRepeated", clueNumber });
      return undefined;
    }
    case "blockSale":
      if (phase.type !== "sale-offers" || phase.sellerId === teamId) return notNow("when another team puts its card up for sale");
      spendSavedCard(tx, teamId, cardId);
      played();
      tx.state.phase = answerOrSellPhase(phase.sellerId, phase.play, true);
      tx.events.push({ type: "saleBlocked", sellerId: phase.sellerId, blockerId: teamId });
      return undefined;
    case "blockBid":
      if (phase.type !== "bid-bidding" || phase.opponentId !== teamId) return notNow("when another team is bidding against yours");
      spendSavedCard(tx, teamId, cardId);
      played();
      tx.events.push({ type: "bidBlocked", spinnerId: phase.spinnerId, blockerId: teamId });
      // The same card is played as Answer or Sell: the question has been heard, now clue 1.
      tx.state.phase = answerOrSellPhase(phase.spinnerId, phase.play);
      readNextClue(tx, phase.play, { lowerValue: true });
      return undefined;
    case "secondAnswer": {
      const answering = isAnsweringPhase(phase) && phase.type !== "final-question" && answeringTeam(phase) === teamId;
      if (!answering) return notNow("while your team is answering a clue card (not the final question)");
      if (phase.play.armedSecondAnswers.some((entry) => entry.teamId === teamId)) {
        return violation("rule/already_armed", "A Second answer card is already in play for this card.");
      }
      phase.play.armedSecondAnswers.push({ teamId, cardId });
      played();
      return undefined;
    }
    default:
      return exhaustiveSwitchError(power);
  }
}

// ---- Moderator -------------------------------------------------------------------------------

function adjustPoints(tx: Tx, command: CommandOf<"adjustPoints">): Violation | undefined {
  const team = findTeam(tx.state, command.teamId);
  if (!team) return violation("rule/unknown_team", `There is no team "${command.teamId}" in this game.`);
  if (command.amount > 0) {
    payFromBank(tx, team.id, command.amount, "adjustment", command.reason);
    return undefined;
  }
  const amount = -command.amount;
  if (team.points < amount) {
    return violation("rule/insufficient_points", `${team.name} has only ${team.points} points; points never go below zero.`);
  }
  pay(tx, team.id, "bank", amount, "adjustment", command.reason);
  return undefined;
}

/** Swaps the card on the table for a fresh one and restarts its clue reading; points already moved stay. */
function skipCard(tx: Tx): Violation | undefined {
  const phase = tx.state.phase;
  const skipped = (): void => {
    tx.events.push({ type: "cardSkipped" });
  };
  switch (phase.type) {
    case "answer-or-sell":
      skipped();
      startClueCard(tx, "answer-or-sell", phase.teamId);
      return undefined;
    case "sale-offers":
      skipped();
      startClueCard(tx, "answer-or-sell", phase.sellerId);
      return undefined;
    case "playoff":
      skipped();
      startClueCard(tx, "playoff", phase.spinnerId);
      return undefined;
    case "bid-bidding":
      skipped();
      startClueCard(tx, "bid", phase.spinnerId, { opponentId: phase.opponentId });
      return undefined;
    case "bid-answering": {
      skipped();
      tx.events.push({ type: "clueCardStarted", mode: "bid", teamId: phase.spinnerId });
      phase.play = newPlay(tx, phase.clueCount);
      phase.pending = null;
      return undefined;
    }
    case "final-question":
      skipped();
      startClueCard(tx, "final-question", phase.teamId, { clueCount: phase.clueCount });
      return undefined;
    case "buyer-answering":
      return violation(
        "rule/cannot_skip_now",
        "A bought card cannot be swapped: points have already changed hands. Judge the answer, or undo the sale.",
      );
    case "first-spin":
    case "turn-start":
    case "draw-card":
    case "finished":
      return violation("rule/cannot_skip_now", "There is no clue card on the table to skip.");
    default:
      return exhaustiveSwitchError(phase);
  }
}
