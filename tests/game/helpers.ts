import { expect } from "vitest";
import {
  applyCommand,
  beginGame,
  DRAW_CARDS,
  type Actor,
  type Command,
  type GameEvent,
  type GameSettingsInput,
  type GameSetup,
  type GameState,
  type SavedPower,
  type TeamId,
} from "@/lib/games/clue-spin/engine";
import { nextInt, seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import { FIXTURE_DECK, THREE_TEAMS } from "./fixtures";

/** One accepted command as a test keeps it, with its `now`. */
export interface LoggedCommand {
  command: Command;
  now: number;
}

/** The game as the platform's start begins it (the engine has no state before). */
export function begun(setup: GameSetup): GameState {
  const result = beginGame(setup.settings, setup.seed, setup.deck);
  if (!result.ok) throw new Error(`begin rejected: ${result.violation.code} ${result.violation.message}`);
  return result.state;
}

/**
 * The engine's commands applied again from its setup. The engine keeps no undo of its own (the
 * platform's undo replays the room's log, lib/session/replay.ts); these check the determinism that
 * undo rests on: the same setup and commands always give the same state.
 */
export function replay(setup: GameSetup, log: readonly LoggedCommand[]): GameState {
  let state = begun(setup);
  for (const [index, entry] of log.entries()) {
    const result = applyCommand(state, entry.command, { now: entry.now });
    if (!result.ok) throw new Error(`step ${index} was rejected on replay: ${result.violation.message}`);
    state = result.state;
  }
  return state;
}

/** The game as if its last command had never been issued (null when there is none). */
export function undoLast(setup: GameSetup, log: readonly LoggedCommand[]): { state: GameState; log: LoggedCommand[] } | null {
  if (log.length === 0) return null;
  const shorter = log.slice(0, -1);
  return { state: replay(setup, shorter), log: shorter };
}

export const MODERATOR: Actor = { role: "moderator" };
export const team = (teamId: TeamId): Actor => ({ role: "team", teamId });

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type CommandBody = DistributiveOmit<Command, "actor">;

/**
 * A game plus the log of commands since it began, driven only through applyCommand: begun from a
 * setup (what the platform's start does), or going on from a state (a reloaded or cloned copy).
 */
export class Driver {
  log: LoggedCommand[] = [];
  events: GameEvent[] = [];
  now = 1_000;
  state: GameState;
  constructor(from: GameSetup | GameState) {
    if (!("settings" in from)) {
      this.state = from;
      return;
    }
    const result = beginGame(from.settings, from.seed, from.deck);
    if (!result.ok) throw new Error(`begin rejected: ${result.violation.code} ${result.violation.message}`);
    this.state = result.state;
    this.events = result.events;
  }

  /** Applies a command that must be accepted. */
  run(actor: Actor, body: CommandBody): GameEvent[] {
    const command = { ...body, actor };
    this.now += 1_000;
    const result = applyCommand(this.state, command, { now: this.now });
    if (!result.ok) throw new Error(`${body.type} rejected: ${result.violation.code} ${result.violation.message}`);
    this.state = result.state;
    this.log.push({ command, now: this.now });
    this.events = result.events;
    return result.events;
  }

  /** Applies a command that must be rejected; returns the violation code. */
  reject(actor: Actor, body: CommandBody): string {
    const before = this.state;
    const result = applyCommand(this.state, { ...body, actor }, { now: this.now });
    if (result.ok) throw new Error(`${body.type} was accepted but should have been rejected`);
    expect(result.state).toBe(before);
    return result.violation.code;
  }

  mod(body: CommandBody): GameEvent[] {
    return this.run(MODERATOR, body);
  }

  as(teamId: TeamId, body: CommandBody): GameEvent[] {
    return this.run(team(teamId), body);
  }

  points(teamId: TeamId): number {
    const found = this.state.teams.find((candidate) => candidate.id === teamId);
    if (!found) throw new Error(`no team ${teamId}`);
    return found.points;
  }
}

/** A game's setup: three teams on the fixture deck unless told otherwise. */
export function newGame(settings: Partial<GameSettingsInput> = {}, seed = 7): GameSetup {
  return { settings: { teams: THREE_TEAMS, ...settings }, seed, deck: FIXTURE_DECK };
}

/** An rng state whose next spin is `value`: found by stepping a seeded generator, not by mocking it. */
export function rngSpinning(values: readonly number[]): RngState {
  for (let seed = 1; seed < 1_000_000; seed++) {
    let rng = seedRng(seed);
    let matches = true;
    for (const value of values) {
      const [spun, next] = nextInt(rng, 1, 6);
      rng = next;
      if (spun !== value) {
        matches = false;
        break;
      }
    }
    if (matches) return seedRng(seed);
  }
  throw new Error(`no seed spins ${values.join(",")}`);
}

/**
 * A driver at the start of `teamId`'s turn (turn 1), with the next spins fixed. Tests of single rules
 * start here; whole games and property tests go through the first spins with real commands.
 */
export function atTurnStart(teamId: TeamId, spins: readonly number[] = [], settings: Partial<GameSettingsInput> = {}): Driver {
  const driver = new Driver(newGame(settings));
  const state = structuredClone(driver.state);
  state.phase = { type: "turn-start", teamId };
  state.turn = { number: 1, teamId };
  if (spins.length > 0) state.rng = rngSpinning(spins);
  driver.state = state;
  driver.log = [];
  return driver;
}

/** Puts the first draw card with this effect on top of the pile. */
export function drawCardOnTop(driver: Driver, matches: (effect: (typeof DRAW_CARDS)[number]["effect"]) => boolean): string {
  const card = DRAW_CARDS.find((candidate) => matches(candidate.effect));
  if (!card) throw new Error("no such draw card");
  const state = structuredClone(driver.state);
  state.drawPile = [card.id, ...state.drawPile.filter((id) => id !== card.id)];
  driver.state = state;
  return card.id;
}

export function savedCardId(power: SavedPower, nth = 0): string {
  const cards = DRAW_CARDS.filter((card) => card.effect.type === "save" && card.effect.power === power);
  const card = cards[nth];
  if (!card) throw new Error(`no saved card ${power}`);
  return card.id;
}

/** Hands a team a saved card the way a draw would (taken out of the pile). */
export function giveSavedCard(driver: Driver, teamId: TeamId, power: SavedPower, nth = 0): string {
  const cardId = savedCardId(power, nth);
  const state = structuredClone(driver.state);
  state.drawPile = state.drawPile.filter((id) => id !== cardId);
  const holder = state.teams.find((candidate) => candidate.id === teamId);
  if (!holder) throw new Error(`no team ${teamId}`);
  holder.savedCards.push(cardId);
  driver.state = state;
  return cardId;
}

export function setPoints(driver: Driver, points: Record<TeamId, number>): void {
  const state = structuredClone(driver.state);
  for (const candidate of state.teams) {
    const wanted = points[candidate.id];
    if (wanted !== undefined) {
      candidate.points = wanted;
      candidate.startPoints = wanted - ledgerNet(state, candidate.id);
    }
  }
  driver.state = state;
}

export function ledgerNet(state: GameState, teamId: TeamId): number {
  return state.ledger.reduce(
    (sum, entry) => sum + (entry.to === teamId ? entry.amount : 0) - (entry.from === teamId ? entry.amount : 0),
    0,
  );
}

export function currentCard(state: GameState) {
  const phase = state.phase;
  if (!("play" in phase)) throw new Error(`no card in phase ${phase.type}`);
  const card = state.clueCards[phase.play.cardIndex];
  if (!card) throw new Error("card missing");
  return { card, play: phase.play };
}

/**
 * Ends whatever part of the turn is on the table with the least eventful choices: draw cards are
 * applied (the first other team is chosen for a bid), bids stop at once, sales are declined, and
 * every answer is judged wrong. Used to move a game along in tests that check something else.
 */
export function finishCurrentCard(driver: Driver): void {
  const turnNumber = driver.state.turn?.number;
  for (let guard = 0; guard < 60; guard++) {
    const phase = driver.state.phase;
    if (phase.type === "finished") return;
    if (phase.type === "turn-start" && driver.state.turn?.number !== turnNumber) return;
    switch (phase.type) {
      case "turn-start":
        driver.mod({ type: "spin" });
        break;
      case "draw-card": {
        const card = DRAW_CARDS.find((candidate) => candidate.id === phase.drawCardId);
        const opponentId = driver.state.teams.find((t) => t.id !== phase.teamId)?.id;
        if (card?.effect.type === "bidAgainstChosen" && opponentId) driver.mod({ type: "applyDrawCard", opponentId });
        else driver.mod({ type: "applyDrawCard" });
        break;
      }
      case "bid-bidding":
        if (phase.bids.length === 0) driver.mod({ type: "bid", clues: 3 });
        else driver.mod({ type: "stopBidding" });
        break;
      case "sale-offers":
        driver.mod({ type: "declineOffers" });
        break;
      default:
        driver.mod({ type: "judge", correct: false });
    }
  }
  throw new Error("the turn did not finish");
}
