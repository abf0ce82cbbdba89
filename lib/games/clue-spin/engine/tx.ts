import type { GameEvent } from "./events";
import { shuffled, nextInt } from "./rng";
import type { CardPlay, GameState, LedgerKind, Party, RevealOutcome, TeamId, TeamState } from "./state";

/**
 * One command's working copy. Handlers mutate `state` (a private copy) and append events; the
 * reducer throws the copy away if the command is rejected, so the caller's state never changes.
 */
export interface Tx {
  state: GameState;
  events: GameEvent[];
  now: number;
  /** Whether `state.teams` is this command's own copy yet (`writableTeam`). */
  teamsCopied?: boolean;
}

/**
 * A copy safe for handlers to mutate. The phase is mutated in place, so it is copied; the teams
 * are copied on the first write (`writableTeam`), because most commands the reducer sees are
 * candidates judged for a legal-actions list and refused before they change any team; every array
 * (ledger, draw pile, saved cards, rng, deck order) is only ever replaced by handlers, never changed
 * in place, so it is shared. The engine's property tests deep-freeze every state to prove nothing
 * shared is written.
 */
export function cloneState(state: GameState): GameState {
  return { ...state, phase: clonePlain(state.phase) };
}

/** A team this command may change: the first call copies every team for the command's own state. */
export function writableTeam(tx: Tx, teamId: TeamId): TeamState {
  if (!tx.teamsCopied) {
    tx.state.teams = tx.state.teams.map((team) => ({ ...team }));
    tx.teamsCopied = true;
  }
  return teamOrThrow(tx.state, teamId);
}

/** A deep copy of plain data (objects, arrays, primitives): what phases are made of. */
function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    // `for…in`, not Object.entries: the reducer runs once per candidate move, and the pairs that
    // Object.entries makes were a fifteenth of everything the server allocates per command.
    // Plain data inherits no enumerable keys.
    for (const key in value) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}

export function findTeam(state: GameState, teamId: TeamId): TeamState | undefined {
  return state.teams.find((team) => team.id === teamId);
}

export function teamOrThrow(state: GameState, teamId: TeamId): TeamState {
  const team = findTeam(state, teamId);
  if (!team) throw new Error(`Unknown team ${teamId}`);
  return team;
}

export function teamName(state: GameState, teamId: TeamId): string {
  return findTeam(state, teamId)?.name ?? teamId;
}

/** [FIRST] Play goes clockwise: "left" is the next team in the list, "right" the previous. */
function leftOf(state: GameState, teamId: TeamId): TeamId {
  const index = state.teams.findIndex((team) => team.id === teamId);
  return (state.teams[(index + 1) % state.teams.length] as TeamState).id;
}

export function rightOf(state: GameState, teamId: TeamId): TeamId {
  const index = state.teams.findIndex((team) => team.id === teamId);
  return (state.teams[(index - 1 + state.teams.length) % state.teams.length] as TeamState).id;
}

/** All teams in clockwise order starting with `teamId`. */
export function clockwiseFrom(state: GameState, teamId: TeamId): TeamId[] {
  const index = state.teams.findIndex((team) => team.id === teamId);
  return state.teams.map((_, offset) => (state.teams[(index + offset) % state.teams.length] as TeamState).id);
}

export function clueValue(state: GameState, clueNumber: number): number {
  const value = state.rules.clueValues[clueNumber - 1];
  if (value === undefined) throw new Error(`No value for clue ${clueNumber}`);
  return value;
}

export function spin(tx: Tx): number {
  const [value, rng] = nextInt(tx.state.rng, 1, 6);
  tx.state.rng = rng;
  return value;
}

// ---- Points ---------------------------------------------------------------------------------

function record(tx: Tx, from: Party, to: Party, amount: number, kind: LedgerKind, reason: string): void {
  if (amount <= 0) return;
  if (from !== "bank") writableTeam(tx, from).points -= amount;
  if (to !== "bank") writableTeam(tx, to).points += amount;
  const entry = { seq: tx.state.ledger.length + 1, from, to, amount, kind, reason, at: tx.now };
  tx.state.ledger = [...tx.state.ledger, entry];
  tx.events.push({ type: "pointsMoved", entry });
}

/** [BANK] The bank never runs out. */
export function payFromBank(tx: Tx, to: TeamId, amount: number, kind: LedgerKind, reason: string): void {
  record(tx, "bank", to, amount, kind, reason);
}

/**
 * [BANK] A team that must pay more than it has pays what it has; the bank pays the rest to the
 * receiving team, and is never paid back. A shortfall owed to the bank is simply forgiven.
 */
export function pay(tx: Tx, from: TeamId, to: Party, amount: number, kind: LedgerKind, reason: string): void {
  const payer = teamOrThrow(tx.state, from);
  const paid = Math.min(payer.points, amount);
  record(tx, from, to, paid, kind, reason);
  if (to !== "bank" && paid < amount) {
    record(tx, "bank", to, amount - paid, "bank-cover", `The bank pays what ${payer.name} could not (they ran out of points)`);
  }
}

// ---- Clue cards ------------------------------------------------------------------------------

/** Takes the next clue card, reshuffling the whole deck once every card has been used. */
function drawClueCard(tx: Tx): number {
  const state = tx.state;
  if (state.nextClue >= state.clueOrder.length) {
    const [order, rng] = shuffled(
      state.clueCards.map((_, index) => index),
      state.rng,
    );
    state.clueOrder = order;
    state.rng = rng;
    state.nextClue = 0;
    tx.events.push({ type: "deckReshuffled" });
  }
  const cardIndex = state.clueOrder[state.nextClue] as number;
  state.nextClue += 1;
  state.reveal = null;
  return cardIndex;
}

/** A new card with its first `cluesRead` clues read; every read clue is shown (only one, unless bid or final). */
export function newPlay(tx: Tx, cluesRead: number): CardPlay {
  const cardIndex = drawClueCard(tx);
  const play: CardPlay = { cardIndex, cluesRead: 0, valueClue: 0, shownClues: [], armedSecondAnswers: [] };
  for (let clue = 1; clue <= cluesRead; clue++) readNextClue(tx, play, { lowerValue: true, keepShown: true });
  return play;
}

export function readNextClue(tx: Tx, play: CardPlay, options: { lowerValue: boolean; keepShown?: boolean }): void {
  play.cluesRead += 1;
  // Each ordinary clue lowers the value one step from where it stands, so a free clue's saving
  // lasts for the rest of the card (10, free, 9, 8… rather than 10, free, 8).
  if (options.lowerValue) play.valueClue += 1;
  play.shownClues = options.keepShown ? [...play.shownClues, play.cluesRead] : [play.cluesRead];
  tx.events.push({ type: "clueRead", clueNumber: play.cluesRead, value: clueValue(tx.state, play.valueClue) });
}

export function revealCard(tx: Tx, play: CardPlay, outcome: RevealOutcome, teamId: TeamId | null): void {
  tx.state.reveal = { cardIndex: play.cardIndex, outcome, teamId };
  tx.events.push({ type: "cardRevealed", outcome, teamId });
}

// ---- Turns -----------------------------------------------------------------------------------

export function startTurn(tx: Tx, teamId: TeamId, extraTurn: boolean): void {
  const number = (tx.state.turn?.number ?? 0) + 1;
  tx.state.turn = { number, teamId };
  tx.state.phase = { type: "turn-start", teamId };
  tx.events.push({ type: "turnStarted", teamId, turnNumber: number, extraTurn });
}

/**
 * [TURN] Play passes to the left of `continueFrom` (normally the turn's team; the seller after a
 * sale), unless the turn's team played an Extra turn card, which gives it the next turn too.
 */
export function endTurn(tx: Tx, continueFrom: TeamId): void {
  const turnTeamId = tx.state.turn?.teamId ?? continueFrom;
  tx.events.push({ type: "turnEnded", teamId: turnTeamId });
  if (teamOrThrow(tx.state, turnTeamId).extraTurnPending) {
    writableTeam(tx, turnTeamId).extraTurnPending = false;
    startTurn(tx, turnTeamId, true);
    return;
  }
  startTurn(tx, leftOf(tx.state, continueFrom), false);
}

/** Saved draw cards go to the bottom of the pile once used. */
export function spendSavedCard(tx: Tx, teamId: TeamId, cardId: string): void {
  const team = writableTeam(tx, teamId);
  team.savedCards = team.savedCards.filter((id) => id !== cardId);
  tx.state.drawPile = [...tx.state.drawPile, cardId];
}
