import { seedRng, shuffled } from "@/lib/games/clue-spin/engine/rng";
import { flagClue } from "@/lib/content/flags";
import {
  cardOptions,
  clueOptionLabel,
  optionNeedsPick,
  revealChoices,
  revealField,
  STATE_IQ_CLUE_CARDS,
  stateIqClueCard,
  type ClueOption,
  type ClueType,
} from "@/lib/content/state-iq-clue-cards";
import type { Applied, GameActor, GameOutcome, LegalAction, Seating } from "../module";
import { judgeStateName } from "../combo3-kit/answers";
import {
  answerGeoPlungeCount,
  closeGeoPlungeProblem,
  geoPlungeAnswerProblem,
  geoPlungeClosed,
  geoPlungeCountAnswered,
  geoPlungingAfter,
  openGeoPlungeCount,
} from "../combo3-kit/geoplunge-count";
import { comboResultPoints, type ComboBreakdown } from "../combo3-kit/scoring";
import { cardName, type CardCode } from "../trick-kit/cards";
import { dealEach, drawForFirstLead, shuffledCards, shuffledPowerCards } from "../trick-kit/deal";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { powerCard } from "../trick-kit/power-cards";
import { bookAdjustment, adjustmentProblem, type ScoreAdjusted } from "../trick-kit/score-rules";
import { other, seatingProblem, sideOf, tableTeams, type Pair, type Side } from "../trick-kit/teams";
import { stateIqCommandSchema, type StateIqCommand } from "./commands";
import { stateIqSetupSchema, type StateIqSetup } from "./setup";
import type { Clue, ClueOrder, GameResult, Guess, Round, StateIqState } from "./state";
import { fromKit, isViolation, violation, type StateIqViolation } from "./violations";

export type { StateIqState } from "./state";

/** SIQ-1.1, SIQ-6.2: up to 3 guesses, a new clue before each. */
export const MAX_GUESSES = 3;

export type StateIqEvent =
  | { type: "firstGuesserDrawn"; cards: { teamId: string; card: CardCode }[]; firstTeamId: string }
  | { type: "cardsDealt" }
  | { type: "geoPlungeOpened"; deadline: number; seconds: number }
  | { type: "geoPlungeAnswered"; teamId: string; plunging: boolean }
  | { type: "geoPlungeClosed"; plungingTeamIds: string[] }
  | { type: "powerCardTurned"; card: string; order: ClueOrder }
  | { type: "clueCardTurned"; round: number; guess: number; card: string; clueType: ClueType; guesserId: string }
  | {
      type: "clueShown";
      round: number;
      guess: number;
      chosenBy: "clue-givers" | "guessers" | "given";
      option: ClueOption;
      text: string;
      flagWithheld: boolean;
    }
  | { type: "guessed"; round: number; guess: number; teamId: string; typed: string; right: boolean }
  | { type: "overruled"; round: number; guess: number; teamId: string; right: boolean }
  | { type: "roundEnded"; round: number; teamId: string; right: boolean; guesses: number; card: CardCode }
  | { type: "gameScored"; winnerId: string | null; bonus: boolean; points: Pair<number>; breakdown: ComboBreakdown; how: string }
  | ScoreAdjusted;

type Result = Applied<StateIqState, StateIqEvent>;

export const CLUE_CARD_IDS: readonly string[] = Object.freeze(STATE_IQ_CLUE_CARDS.map((card) => card.id));

// ---- Start -------------------------------------------------------------------------------------

function invalidSetup(message: string): Result {
  return { ok: false, violation: violation("rule/invalid_setup", message) };
}

/**
 * SIQ-1..2: the draw for who guesses first (cards put back), one hidden GeoPlunge card dealt to each
 * team, and the count of five (Step 1: "Each team looks at its card. Then determine which teams are
 * GeoPlunging").
 */
export function startStateIq(setupInput: StateIqSetup, seating: Seating, seed: number, now: number): Result {
  const parsed = stateIqSetupSchema.safeParse(setupInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalidSetup(`The setup is not valid (${issue?.path.join(".") || "setup"}): ${issue?.message ?? "invalid"}.`);
  }
  const problem = seatingProblem(seating);
  if (problem) return invalidSetup(problem);
  const setup = parsed.data;
  const teams = tableTeams(seating);
  const draw = drawForFirstLead(seedRng(seed));
  const [deck, afterDeck] = shuffledCards(draw.rng);
  const [hands] = dealEach(deck, 1);
  const [powerDeck, afterPower] = shuffledPowerCards(afterDeck);
  const [clueDeck, rng] = shuffled(CLUE_CARD_IDS, afterPower);
  const count = openGeoPlungeCount(now, setup.geoPlungeSeconds);
  const state: StateIqState = {
    game: "state-iq",
    setup,
    teams,
    rng,
    clock: now,
    draw: { cards: draw.cards, first: draw.lead },
    hidden: [hands[0][0] as CardCode, hands[1][0] as CardCode],
    geoPlunging: null,
    powerDeck,
    powerCard: null,
    clueDeck,
    rounds: [],
    lastGuess: null,
    adjustments: [],
    phase: { type: "geoplunge-window", deadline: count.deadline, answers: count.answers },
  };
  const events: StateIqEvent[] = [
    {
      type: "firstGuesserDrawn",
      cards: [
        { teamId: teams[0].id, card: draw.cards[0] },
        { teamId: teams[1].id, card: draw.cards[1] },
      ],
      firstTeamId: teams[draw.lead].id,
    },
    { type: "cardsDealt" },
    { type: "geoPlungeOpened", deadline: count.deadline, seconds: setup.geoPlungeSeconds },
  ];
  return { ok: true, state, events };
}

// ---- Reading the state -------------------------------------------------------------------------

export function currentRound(state: StateIqState): Round | null {
  return state.rounds.at(-1) ?? null;
}

export function currentGuess(state: StateIqState): Guess | null {
  return currentRound(state)?.guesses.at(-1) ?? null;
}

/** The team giving clues about its card in the round being played (the one not guessing). */
export function clueGiver(round: Round): Side {
  return other(round.guesser);
}

/** SIQ-3: the type of clue before guess `number`, from the Power card's A/B/C order. */
export function clueTypeFor(order: ClueOrder, number: number): ClueType {
  const type = order[number - 1];
  if (type !== "A" && type !== "B" && type !== "C") throw new Error(`No clue type for guess ${number}`);
  return type;
}

export function powerOrder(state: StateIqState): ClueOrder | null {
  return state.powerCard === null ? null : powerCard(state.powerCard).order;
}

/**
 * SIQ-4.3, FLAGS-RULING: the Type B options the guessing team may choose for this card and hidden
 * state: a flag that gives its state away is not offered.
 */
export function offeredAskOptions(cardId: string, hidden: CardCode): ClueOption[] {
  const options = cardOptions(stateIqClueCard(cardId), "B");
  return options.filter((option) => option !== "flag" || flagClue(hidden).shown);
}

/** Points now: the game's result plus the teacher's adjustments. */
export function stateIqPoints(state: StateIqState): Pair<number> {
  const points: Pair<number> = state.phase.type === "over" ? [...state.phase.result.points] : [0, 0];
  for (const entry of state.adjustments) points[entry.side] += entry.amount;
  return points;
}

/** SIQ-8: fewer guesses wins; a first-guess win earns the Bonus Points; otherwise a tie. */
export function judgeGame(rounds: readonly Round[]): { winner: Side | null; bonus: boolean } {
  const guessesOf = (side: Side): number => {
    const result = rounds.find((round) => round.guesser === side)?.result;
    return result?.right ? result.guesses : Number.POSITIVE_INFINITY;
  };
  const [first, second] = [guessesOf(0), guessesOf(1)];
  if (first === second) return { winner: null, bonus: false };
  const winner: Side = first < second ? 0 : 1;
  return { winner, bonus: guessesOf(winner) === 1 };
}

function gameHow(state: StateIqState, outcome: { winner: Side | null; bonus: boolean }): string {
  const guessed = (side: Side) => state.rounds.find((round) => round.guesser === side)?.result;
  if (outcome.winner === null) {
    const right = guessed(0)?.right ?? false;
    if (!right) return "Neither team guessed the other's state: the game is a tie.";
    const count = guessed(0)?.guesses ?? 0;
    return `Both teams guessed in ${count} ${count === 1 ? "guess" : "guesses"}: the game is a tie.`;
  }
  const name = state.teams[outcome.winner].name;
  const count = guessed(outcome.winner)?.guesses ?? 0;
  return outcome.bonus
    ? `${name} guessed on its first guess, in fewer guesses than the other team: it wins with the Bonus Points.`
    : `${name} guessed in ${count} guesses, fewer than the other team: it wins.`;
}

// ---- Commands ----------------------------------------------------------------------------------

function parseCommand(input: unknown): StateIqCommand | StateIqViolation {
  const parsed = stateIqCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

function teamSide(state: StateIqState, actor: GameActor): Side | StateIqViolation {
  if (actor.role !== "team")
    return violation("rule/team_only", "Only a team's own phones can do this; the moderator does not hold the team's card.");
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return violation("rule/unknown_team", `There is no team "${actor.teamId}" at this table.`);
  return side;
}

const moderatorOnly = (what: string): StateIqViolation => violation("rule/moderator_only", `Only the moderator can ${what}.`);

function playingRound(state: StateIqState): Round {
  const round = currentRound(state);
  if (!round) throw new Error("no round is played");
  return round;
}

function playingGuess(state: StateIqState): Guess {
  const guess = currentGuess(state);
  if (!guess) throw new Error("no guess is played");
  return guess;
}

/** Why the command is refused on this state, or null. */
function check(state: StateIqState, command: StateIqCommand, actor: GameActor, now: number): StateIqViolation | null {
  const phase = state.phase;
  if (command.type === "adjustScore") {
    if (actor.role !== "moderator") return moderatorOnly("adjust a score");
    const side = sideOf(state.teams, command.teamId);
    if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
    const problem = adjustmentProblem(stateIqPoints(state)[side], command.amount, state.teams[side].name);
    return problem ? violation("rule/invalid_adjustment", problem.message) : null;
  }
  if (command.type === "overrule") {
    if (actor.role !== "moderator") return moderatorOnly("overrule the judgement of a guess");
    const last = overrulableGuess(state)?.guess ?? null;
    if (last === null)
      return violation(
        "rule/nothing_to_overrule",
        "There is no guess to overrule now: the last guess can be overruled until either team makes its next move.",
      );
    if (last.right === command.right)
      return violation("rule/already_judged", `The last guess is already judged ${command.right ? "right" : "wrong"}.`);
    return null;
  }
  if (phase.type === "over") return violation("rule/game_over", "This game is over.");
  switch (command.type) {
    case "closeGeoPlunge": {
      const problem = closeGeoPlungeProblem(phase.type === "geoplunge-window" ? phase : null, actor, now);
      return problem ? fromKit(problem) : null;
    }
    case "geoPlunge":
    case "declineGeoPlunge": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      // State IQ's one count opens at the start, so with no count open it is over.
      const problem = phase.type === "geoplunge-window" ? geoPlungeAnswerProblem(phase, side, now) : geoPlungeClosed();
      return problem ? fromKit(problem) : null;
    }
    case "giveClue": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      if (phase.type !== "giving") return violation("rule/wrong_phase", "No Type A clue is being chosen now.");
      const round = playingRound(state);
      if (side !== clueGiver(round))
        return violation("rule/not_your_clue", `${state.teams[clueGiver(round)].name} holds the card, so it chooses this Type A clue.`);
      const card = stateIqClueCard(playingGuess(state).clue.card);
      if (!card.a.includes(command.option))
        return violation(
          "rule/option_not_offered",
          `This Clue card's Type A clue is ${card.a.map((option) => `"${clueOptionLabel(option)}"`).join(" or ")}; choose one of those.`,
        );
      try {
        revealField(state.hidden[side], command.option, command.pick);
      } catch (error) {
        return violation("rule/invalid_pick", error instanceof Error ? error.message : "Choose one of the picks your phone lists.");
      }
      return null;
    }
    case "askClue": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      if (phase.type !== "asking") return violation("rule/wrong_phase", "No Type B clue is being chosen now.");
      const round = playingRound(state);
      if (side !== round.guesser)
        return violation("rule/not_your_clue", `${state.teams[round.guesser].name} is guessing, so it chooses this Type B clue.`);
      const offered = offeredAskOptions(playingGuess(state).clue.card, state.hidden[clueGiver(round)]);
      if (!offered.includes(command.option))
        return violation(
          "rule/option_not_offered",
          `This Clue card's Type B clue is ${offered.map((option) => `"${clueOptionLabel(option)}"`).join(" or ")}; choose one of those.`,
        );
      return null;
    }
    case "guess": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      if (phase.type === "geoplunge-window") return violation("rule/wrong_phase", "Guessing starts once the count of five is over.");
      if (phase.type !== "guessing") return violation("rule/wrong_phase", "Wait for the clue: a guess comes after its clue is shown.");
      const round = playingRound(state);
      if (side !== round.guesser)
        return violation("rule/not_your_guess", `${state.teams[round.guesser].name} is guessing your card; your team gives the clues.`);
      if (command.state.trim() === "")
        return violation("rule/empty_guess", "Type a state's name or postal code, or pick it from the list.");
      return null;
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

/** SIQ-R1: the guess the teacher may overrule: the last one judged, while no team has moved since it. */
export function overrulableGuess(state: StateIqState): { round: Round; guess: Guess } | null {
  if (state.lastGuess === null) return null;
  for (const round of [...state.rounds].reverse()) {
    const guess = [...round.guesses].reverse().find((entry) => entry.right !== null);
    if (guess) return { round, guess };
  }
  return null;
}

export function applyStateIq(state: StateIqState, input: StateIqCommand, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  const problem = check(state, command, actor, now);
  if (problem) return { ok: false, violation: problem };
  const events: StateIqEvent[] = [];
  if (command.type === "overrule") return { ok: true, state: overrule(state, command.right, now, events), events };
  const draft = structuredClone(state);
  draft.clock = now;
  perform(draft, command, actor, now, events);
  return { ok: true, state: draft, events };
}

function perform(
  state: StateIqState,
  command: Exclude<StateIqCommand, { type: "overrule" }>,
  actor: GameActor,
  now: number,
  events: StateIqEvent[],
): void {
  switch (command.type) {
    case "adjustScore":
      events.push(bookAdjustment(state, command, stateIqPoints));
      return;
    case "geoPlunge":
    case "declineGeoPlunge": {
      const phase = state.phase;
      if (phase.type !== "geoplunge-window") throw new Error("checked: window");
      const side = teamSide(state, actor) as Side;
      const count = answerGeoPlungeCount(phase, side, command.type === "geoPlunge");
      state.phase = count;
      events.push({ type: "geoPlungeAnswered", teamId: state.teams[side].id, plunging: command.type === "geoPlunge" });
      if (geoPlungeCountAnswered(count)) closeCount(state, events);
      return;
    }
    case "closeGeoPlunge":
      closeCount(state, events);
      return;
    case "giveClue":
      state.lastGuess = null;
      showClue(state, command.option, command.pick, "clue-givers", false, events);
      return;
    case "askClue":
      state.lastGuess = null;
      showClue(state, command.option, [], "guessers", false, events);
      return;
    case "guess": {
      const before = structuredClone({ ...state, lastGuess: null, clock: state.clock });
      performGuess(state, command.state, null, events);
      state.lastGuess = { before, typed: command.state };
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

/** SIQ-2.2, SIQ-3.1: the count of five ends; unanswered teams are not GeoPlunging; the Power card is turned; the first guess's clue follows. */
function closeCount(state: StateIqState, events: StateIqEvent[]): void {
  const phase = state.phase;
  if (phase.type !== "geoplunge-window") throw new Error("no count to close");
  const plunging = geoPlungingAfter(phase);
  state.geoPlunging = plunging;
  events.push({
    type: "geoPlungeClosed",
    plungingTeamIds: ([0, 1] as Side[]).filter((side) => plunging[side]).map((side) => state.teams[side].id),
  });
  const [top, ...rest] = state.powerDeck;
  if (top === undefined) throw new Error("the Power deck is empty");
  state.powerDeck = rest;
  state.powerCard = top;
  events.push({ type: "powerCardTurned", card: top, order: powerCard(top).order });
  startRound(state, state.draw.first, MAX_GUESSES, events);
}

function startRound(state: StateIqState, guesser: Side, limit: number, events: StateIqEvent[]): void {
  state.rounds.push({ number: state.rounds.length === 0 ? 1 : 2, guesser, limit, guesses: [], result: null });
  turnClueCard(state, events);
}

/** SIQ-4: a new Clue card before each guess; its clue type from the Power card; a Type C clue is given at once. */
function turnClueCard(state: StateIqState, events: StateIqEvent[]): void {
  const round = playingRound(state);
  const order = powerOrder(state);
  if (order === null) throw new Error("no Power card turned");
  const number = round.guesses.length + 1;
  const type = clueTypeFor(order, number);
  const card = state.clueDeck.shift();
  if (card === undefined) throw new Error("the Clue deck is empty");
  const clue: Clue = { card, type, option: null, pick: [], text: null, flagWithheld: false };
  round.guesses.push({ number, clue, typed: null, right: null, overruled: false });
  events.push({
    type: "clueCardTurned",
    round: round.number,
    guess: number,
    card,
    clueType: type,
    guesserId: state.teams[round.guesser].id,
  });
  const clueCard = stateIqClueCard(card);
  switch (type) {
    case "A":
      state.phase = { type: "giving" };
      return;
    case "B": {
      const offered = offeredAskOptions(card, state.hidden[clueGiver(round)]);
      const [only] = offered;
      // FLAGS-RULING: the flag is withheld for this state, so the card's other option is the clue.
      if (offered.length === 1 && only !== undefined) showClue(state, only, [], "given", true, events);
      else state.phase = { type: "asking" };
      return;
    }
    case "C":
      showClue(state, clueCard.c, [], "given", false, events);
      return;
    default:
      exhaustiveSwitchError(type);
  }
}

/** SIQ-5: the chosen field of the hidden card is shown to the guessing team and the board. */
function showClue(
  state: StateIqState,
  option: ClueOption,
  pick: readonly string[],
  chosenBy: "clue-givers" | "guessers" | "given",
  flagWithheld: boolean,
  events: StateIqEvent[],
): void {
  const round = playingRound(state);
  const guess = playingGuess(state);
  const hidden = state.hidden[clueGiver(round)];
  const chosenPick = optionNeedsPick(option) ? [...pick] : [];
  const text = revealField(hidden, option, chosenPick);
  guess.clue = { ...guess.clue, option, pick: chosenPick, text, flagWithheld };
  state.phase = { type: "guessing" };
  events.push({ type: "clueShown", round: round.number, guess: guess.number, chosenBy, option, text, flagWithheld });
}

/** SIQ-6: the guess is judged (or the teacher's judgement is taken); the round goes on, switches or the game ends. */
function performGuess(state: StateIqState, typed: string, forced: boolean | null, events: StateIqEvent[]): void {
  const round = playingRound(state);
  const guess = playingGuess(state);
  const hidden = state.hidden[clueGiver(round)];
  const right = forced ?? judgeStateName(typed, hidden).right;
  guess.typed = typed.trim();
  guess.right = right;
  guess.overruled = forced !== null;
  events.push({
    type: "guessed",
    round: round.number,
    guess: guess.number,
    teamId: state.teams[round.guesser].id,
    typed: guess.typed,
    right,
  });
  // "Used Clue cards are placed at the bottom of the deck."
  state.clueDeck.push(guess.clue.card);
  if (right || guess.number >= round.limit) {
    round.result = { right, guesses: guess.number };
    events.push({
      type: "roundEnded",
      round: round.number,
      teamId: state.teams[round.guesser].id,
      right,
      guesses: guess.number,
      card: hidden,
    });
    if (round.number === 1) startRound(state, other(round.guesser), right ? guess.number : MAX_GUESSES, events);
    else scoreGame(state, events);
    return;
  }
  turnClueCard(state, events);
}

function scoreGame(state: StateIqState, events: StateIqEvent[]): void {
  const outcome = judgeGame(state.rounds);
  const { points, breakdown } = comboResultPoints(outcome.winner, outcome.bonus, state.geoPlunging ?? [false, false]);
  const how = gameHow(state, outcome);
  const result: GameResult = { winner: outcome.winner, bonus: outcome.bonus, how, points, breakdown };
  state.phase = { type: "over", result };
  events.push({
    type: "gameScored",
    winnerId: outcome.winner === null ? null : state.teams[outcome.winner].id,
    bonus: outcome.bonus,
    points,
    breakdown,
    how,
  });
}

/** SIQ-R1: the last guess is played again from the table as it stood before it, with the teacher's judgement. */
function overrule(state: StateIqState, right: boolean, now: number, events: StateIqEvent[]): StateIqState {
  const last = state.lastGuess;
  if (last === null) throw new Error("checked: a last guess");
  const draft = structuredClone(last.before);
  draft.adjustments = structuredClone(state.adjustments);
  draft.clock = now;
  const round = playingRound(draft);
  const guess = playingGuess(draft);
  events.push({ type: "overruled", round: round.number, guess: guess.number, teamId: draft.teams[round.guesser].id, right });
  performGuess(draft, last.typed, right, events);
  draft.lastGuess = { before: last.before, typed: last.typed };
  return draft;
}

// ---- Legal actions -----------------------------------------------------------------------------

function judged(command: StateIqCommand, problem: StateIqViolation | null): LegalAction<StateIqCommand> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

/**
 * Judged at the time of the last accepted command (`state.clock`). The clue-giving team's picks are
 * listed only for that team: the other team's candidates name nothing of the hidden card.
 */
export function stateIqLegalActions(state: StateIqState, actor: GameActor): LegalAction<StateIqCommand>[] {
  const judge = (command: StateIqCommand) => judged(command, check(state, command, actor, state.clock));
  const phase = state.phase;
  if (actor.role === "moderator") {
    const commands: StateIqCommand[] = [];
    if (phase.type === "geoplunge-window") commands.push({ type: "closeGeoPlunge" });
    const last = overrulableGuess(state)?.guess ?? null;
    if (last !== null) commands.push({ type: "overrule", right: !last.right });
    for (const team of state.teams)
      for (const amount of [1, -1]) commands.push({ type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" });
    return commands.map(judge);
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  const round = currentRound(state);
  const guess = currentGuess(state);
  switch (phase.type) {
    case "geoplunge-window":
      return [{ type: "geoPlunge" } as const, { type: "declineGeoPlunge" } as const].map(judge);
    case "giving": {
      if (!round || !guess) return [];
      const card = stateIqClueCard(guess.clue.card);
      if (side !== clueGiver(round)) return [judge({ type: "giveClue", option: card.a[0] as ClueOption, pick: [] })];
      return card.a.flatMap((option) =>
        revealChoices(state.hidden[side], option).map((choice) => judge({ type: "giveClue", option, pick: [...choice.pick] })),
      );
    }
    case "asking": {
      if (!round || !guess) return [];
      const offered = offeredAskOptions(guess.clue.card, state.hidden[clueGiver(round)]);
      return offered.map((option) => judge({ type: "askClue", option }));
    }
    case "guessing":
      return [judge({ type: "guess", state: "?" })];
    case "over":
      return [];
    default:
      return exhaustiveSwitchError(phase);
  }
}

// ---- Outcome -----------------------------------------------------------------------------------

export function stateIqOutcome(state: StateIqState): GameOutcome {
  if (state.phase.type !== "over") return { over: false };
  const result = state.phase.result;
  const points = stateIqPoints(state);
  const tally = `Points: ${state.teams[0].name} ${points[0]}, ${state.teams[1].name} ${points[1]}.`;
  if (result.winner === null) return { over: true, winners: [], summary: `${result.how} ${tally}` };
  const parts = [`${result.breakdown.win} for the win`];
  if (result.breakdown.bonus > 0) parts.push(`${result.breakdown.bonus} Bonus Points`);
  if (result.breakdown.geoPlunging > 0) parts.push(`${result.breakdown.geoPlunging} for GeoPlunging`);
  return { over: true, winners: [state.teams[result.winner].id], summary: `${result.how} (${parts.join(" + ")}). ${tally}` };
}

/** The moment the game wakes by itself: only the count of five. */
export function stateIqWake(state: StateIqState): { at: number; command: StateIqCommand } | null {
  return state.phase.type === "geoplunge-window" ? { at: state.phase.deadline, command: { type: "closeGeoPlunge" } } : null;
}

/** A state's name for the board once the rules reveal the card. */
export function revealedName(code: CardCode): string {
  return cardName(code);
}
