import fc from "fast-check";
import { expect } from "vitest";
import type { GameActor } from "@/lib/games/module";
import { ALL_CARDS } from "@/lib/games/trick-kit/cards";
import { POWER_CARD_IDS } from "@/lib/games/trick-kit/power-cards";
import { BORDER_ZAP_MODERATOR_COMMANDS } from "@/lib/games/border-zap/commands";
import { COMBO3_GAME4_MODERATOR_COMMANDS } from "@/lib/games/combo3-game4/commands";
import { PLAY_THE_RANKS_MODERATOR_COMMANDS } from "@/lib/games/play-the-ranks/commands";
import { CARD_MOVE_TYPES, DECISION_TYPES } from "@/app/games/_tables/trick/moves";
import { BLUE, cardsIn, MODERATOR, powerCardsIn, RED, SEATING, type AnyModule, type LoggedCommand, replay } from "./support";

/**
 * Random games for the property tests: each step either takes an allowed action (mostly of the team
 * the table waits on, so games get far) or throws a random, usually illegal, command at the engine.
 * After every step the invariants every card game shares are checked.
 */
export const stepArbitrary = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("legal" as const),
      actor: fc.nat(),
      pick: fc.nat(),
      wait: fc.integer({ min: 1, max: 2_500 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("random" as const),
      actor: fc.nat(),
      type: fc.nat(),
      card: fc.nat(),
      power: fc.nat(),
      extra: fc.nat(),
      wait: fc.integer({ min: 1, max: 8_000 }),
    }),
  },
);
export type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

const ACTORS: GameActor[] = [RED, BLUE, MODERATOR, { role: "team", teamId: "ghost" }];
const CARD_POOL = [...ALL_CARDS, "ZZ", "ny"];
const POWER_POOL = [...POWER_CARD_IDS, "P99"];
/** Every card game's command types (the shared phone's vocabulary and the moderator's), and one no game knows. */
const TYPES = [
  ...CARD_MOVE_TYPES,
  ...DECISION_TYPES,
  ...new Set([PLAY_THE_RANKS_MODERATOR_COMMANDS, BORDER_ZAP_MODERATOR_COMMANDS, COMBO3_GAME4_MODERATOR_COMMANDS].flat()),
  "fly",
];

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

export function randomCommand(step: Extract<Step, { kind: "random" }>): unknown {
  const type = pick(TYPES, step.type);
  const card = pick(CARD_POOL, step.card);
  const power = pick(POWER_POOL, step.power);
  const extra = step.extra;
  switch (type) {
    case "discard":
    case "trade":
      return { type, card };
    case "lead":
      return {
        type,
        card,
        ...(extra % 2 ? { category: pick(["size", "statehood", "population"], extra) } : {}),
        ...(extra % 3 === 0 ? { power } : {}),
        ...(extra % 5 === 0 ? { base: pick([1, 10, 20, 30, 50], extra) } : {}),
      };
    case "follow":
      return { type, card, ...(extra % 2 ? { power } : {}), ...(extra % 7 === 0 ? { changeBase: true } : {}) };
    case "chooseRole":
      return { type, role: extra % 2 ? "cards" : "call" };
    case "upTheBur":
      return { type, burCards: pick([2, 3, 4, 5, 6], extra) };
    case "pickPower":
      return { type, remove: power, ...(extra % 2 ? { first: pick(POWER_POOL, extra) } : {}) };
    case "pullPower":
      return { type, pull: extra % 2 === 0 };
    case "adjustScore":
      return { type, teamId: pick(["red", "blue", "ghost"], extra), amount: (extra % 9) - 4, reason: "random" };
    default:
      return { type };
  }
}

export interface GameRules<S> {
  mod: AnyModule;
  /** Cards and Power cards each audience must not see right now. */
  hidden(state: S): { board: { cards: string[]; powers: string[] }; team: Record<string, { cards: string[]; powers: string[] }> };
  /** Every card's place; null when the game does not deal Power cards. */
  places(state: S): { cards: string[]; powers: string[] | null };
  /** The teams' points and what the ledger (battles and adjustments) adds up to. */
  points(state: S): { points: number[]; fromLedger: number[] };
  /**
   * Legal actions are judged at the time of the last accepted command; one judged then may be too
   * late by the time it is sent (the GeoPlunging count). True when such a deadline has passed.
   */
  deadlinePassed?(state: S, now: number): boolean;
  /** Extra checks on the events of one accepted command. */
  checkEvents?(before: S, after: S, events: unknown[]): void;
}

export interface RunResult<S> {
  state: S;
  log: LoggedCommand[];
  accepted: number;
}

const sorted = (items: readonly string[]): string[] => [...items].sort();

function checkInvariants<S>(rules: GameRules<S>, state: S): void {
  const { cards, powers } = rules.places(state);
  expect(sorted(cards)).toEqual(sorted(ALL_CARDS));
  if (powers !== null) expect(sorted(powers)).toEqual(sorted(POWER_CARD_IDS));
  const hidden = rules.hidden(state);
  const views: [string, unknown][] = [
    ["board", rules.mod.views.board(state)],
    ["moderator", rules.mod.views.moderator(state)],
  ];
  for (const [name, view] of views) {
    const shown = new Set(cardsIn(view));
    const shownPowers = new Set(powerCardsIn(view));
    for (const code of hidden.board.cards) expect(shown.has(code), `${name} shows hidden card ${code}`).toBe(false);
    for (const id of hidden.board.powers) expect(shownPowers.has(id), `${name} shows hidden Power card ${id}`).toBe(false);
  }
  for (const teamId of ["red", "blue"]) {
    const view = rules.mod.views.team(state, teamId);
    const shown = new Set(cardsIn(view));
    const shownPowers = new Set(powerCardsIn(view));
    for (const code of hidden.team[teamId]?.cards ?? []) expect(shown.has(code), `${teamId} sees hidden card ${code}`).toBe(false);
    for (const id of hidden.team[teamId]?.powers ?? []) expect(shownPowers.has(id), `${teamId} sees hidden Power card ${id}`).toBe(false);
  }
  const { points, fromLedger } = rules.points(state);
  expect(points).toEqual(fromLedger);
  for (const value of points) expect(value).toBeGreaterThanOrEqual(0);
}

/** Plays one random game and checks every invariant after every command. */
export function playRandomGame<S>(rules: GameRules<S>, setupInput: unknown, seed: number, steps: readonly Step[]): RunResult<S> {
  const { mod } = rules;
  const started = mod.start(mod.setupSchema.parse(setupInput), SEATING, seed, 10_000);
  if (!started.ok) throw new Error(started.violation.message);
  let state = started.state as S;
  for (const event of started.events) expect(mod.describe([event], state).length).toBeGreaterThan(0);
  checkInvariants(rules, state);
  const log: LoggedCommand[] = [];
  let now = 10_000;
  let accepted = 0;
  for (const step of steps) {
    if (mod.status(state).over) break;
    let actor: GameActor;
    let command: unknown;
    if (step.kind === "legal") {
      const candidates = ACTORS.slice(0, 3).flatMap((candidate) =>
        mod
          .legalActions(state, candidate)
          .filter((action) => action.allowed && (action.command as { type: string }).type !== "adjustScore")
          .map((action) => ({ actor: candidate, command: action.command as unknown })),
      );
      if (candidates.length === 0) continue;
      ({ actor, command } = pick(candidates, step.pick));
      // Disallowed actions carry exactly the violation `apply` returns at the time they were judged:
      // every card game judges legal actions at its clock, the time of the last accepted command.
      const judgedAt = (state as { clock: number }).clock;
      const refused = mod
        .legalActions(state, pick(ACTORS.slice(0, 3), step.actor))
        .filter((action) => !action.allowed)
        .slice(0, 2);
      for (const action of refused) {
        const result = mod.apply(state, action.command, pick(ACTORS.slice(0, 3), step.actor), judgedAt);
        expect(result.ok).toBe(false);
        if (!result.ok) expect([result.violation.code, result.violation.message]).toEqual([action.code, action.reason]);
      }
    } else {
      actor = pick(ACTORS, step.actor);
      command = randomCommand(step);
    }
    now += step.wait;
    const before = JSON.stringify(state);
    const result = mod.apply(state, command, actor, now);
    if (!result.ok) {
      const late = rules.deadlinePassed?.(state, now) ?? false;
      if (!late)
        expect(step.kind, `an allowed action was refused: ${JSON.stringify(command)} → ${result.violation.message}`).toBe("random");
      expect(JSON.stringify(state)).toBe(before);
      expect(result.violation.code).toMatch(/^rule\//);
      continue;
    }
    expect(JSON.stringify(state)).toBe(before);
    const previous = state;
    state = result.state as S;
    accepted += 1;
    log.push({ command, actor, now });
    for (const event of result.events) expect(mod.describe([event], state).length).toBeGreaterThan(0);
    rules.checkEvents?.(previous, state, result.events);
    checkInvariants(rules, state);
  }
  return { state, log, accepted };
}

/** Replaying the log from setup, seating and seed gives the same state, which survives JSON. */
export function expectReplayable<S>(rules: GameRules<S>, setupInput: unknown, seed: number, run: RunResult<S>): void {
  expect(replay(rules.mod, setupInput, seed, run.log)).toEqual(run.state);
  expect(JSON.parse(JSON.stringify(run.state))).toEqual(run.state);
}
