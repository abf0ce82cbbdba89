import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import type { GameActor, GameModule, GameViolation, Seating } from "@/lib/games/module";

/** Helpers shared by the card-game tests: a table driven only through a module's seam. */

export const SEATING: Seating = {
  teams: [
    { id: "red", name: "Red", players: 3 },
    { id: "blue", name: "Blue", players: 2 },
  ],
};
export const RED: GameActor = { role: "team", teamId: "red" };
export const BLUE: GameActor = { role: "team", teamId: "blue" };
export const MODERATOR: GameActor = { role: "moderator" };
export const TEAM_IDS = ["red", "blue"] as const;
export const actorOf = (side: 0 | 1): GameActor => (side === 0 ? RED : BLUE);

// The seam's type parameters differ per game; tests drive any of them.

export type AnyModule = GameModule<any, any, any, any, any>;

export interface LoggedCommand {
  command: unknown;
  actor: GameActor;
  now: number;
}

/** A match at one table plus the log that produced it. */
export class Table<S = unknown, E = unknown> {
  log: LoggedCommand[] = [];
  events: E[] = [];
  allEvents: E[] = [];
  constructor(
    readonly mod: AnyModule,
    public state: S,
    public now = 10_000,
  ) {}

  static start<S = unknown, E = unknown>(
    mod: AnyModule,
    setupInput: unknown,
    seed: number,
    seating: Seating = SEATING,
    now = 10_000,
  ): Table<S, E> {
    const setup = mod.setupSchema.parse(setupInput);
    const started = mod.start(setup, seating, seed, now);
    if (!started.ok) throw new Error(`start refused: ${started.violation.message}`);
    const table = new Table<S, E>(mod, started.state as S, now);
    table.events = started.events as E[];
    table.allEvents = [...table.events];
    return table;
  }

  /** Applies a command that must be accepted. */
  run(actor: GameActor, command: unknown, at?: number): E[] {
    this.now = at ?? this.now + 1_000;
    const result = this.mod.apply(this.state, command, actor, this.now);
    if (!result.ok) throw new Error(`${JSON.stringify(command)} refused: ${result.violation.code} ${result.violation.message}`);
    this.state = result.state as S;
    this.events = result.events as E[];
    this.allEvents.push(...this.events);
    this.log.push({ command, actor, now: this.now });
    return this.events;
  }

  /** Applies a command that must be refused; checks that nothing changed and returns the violation. */
  reject(actor: GameActor, command: unknown, at?: number): GameViolation {
    const before = JSON.stringify(this.state);
    const result = this.mod.apply(this.state, command, actor, at ?? this.now + 1_000);
    if (result.ok) throw new Error(`${JSON.stringify(command)} was accepted but should have been refused`);
    expect(JSON.stringify(this.state)).toBe(before);
    expect(result.violation.code).toMatch(/^rule\//);
    expect(result.violation.message.length).toBeGreaterThan(10);
    return result.violation;
  }

  lines(events: E[] = this.events): string[] {
    return this.mod.describe(events, this.state);
  }

  board(): unknown {
    return this.mod.views.board(this.state);
  }

  team(teamId: string): unknown {
    return this.mod.views.team(this.state, teamId);
  }

  moderator(): unknown {
    return this.mod.views.moderator(this.state);
  }

  allowed(actor: GameActor): unknown[] {
    return this.mod
      .legalActions(this.state, actor)
      .filter((action) => action.allowed)
      .map((action) => action.command);
  }
}

/** Rebuilds a table from setup, seating, seed and the log: what the platform's undo does. */
export function replay(
  mod: AnyModule,
  setupInput: unknown,
  seed: number,
  log: readonly LoggedCommand[],
  seating: Seating = SEATING,
  startNow = 10_000,
): unknown {
  const started = mod.start(mod.setupSchema.parse(setupInput), seating, seed, startNow);
  if (!started.ok) throw new Error(started.violation.message);
  let state = started.state;
  for (const entry of log) {
    const result = mod.apply(state, entry.command, entry.actor, entry.now);
    if (!result.ok) throw new Error(`replay refused ${JSON.stringify(entry.command)}: ${result.violation.message}`);
    state = result.state;
  }
  return state;
}

/** Rule IDs of a rulebook, e.g. "PTR-3.4", written in bold where the rule is stated. */
export function documentedIds(path: string): string[] {
  const text = readFileSync(path, "utf8");
  return [...text.matchAll(/\*\*([A-Z][A-Z0-9]*-\d+(?:\.\d+)?)\*\*/g)].map((match) => match[1] as string);
}

/** IDs with no test whose name carries "[ID]". */
export function untestedIds(ids: readonly string[], testDir: string): string[] {
  const sources = readdirSync(testDir)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => readFileSync(`${testDir}/${name}`, "utf8"))
    .join("\n");
  return ids.filter((id) => !sources.includes(`[${id}]`));
}

export { propertySettings } from "@/tests/support/property";

/**
 * The GeoPlunge cards a view shows: every object that carries a card's face (a postal `code` with
 * its ranks or statehood). Border-state lists and announcements name states without showing a card.
 */
export function cardsIn(view: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.code === "string" && ("ranks" in record || "statehood" in record)) found.push(record.code);
    Object.values(record).forEach(walk);
  };
  walk(view);
  return found;
}

/** The Power cards a view shows (objects with a Power card id and its base). */
export function powerCardsIn(view: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && /^P\d\d$/.test(record.id) && "base" in record) found.push(record.id);
    Object.values(record).forEach(walk);
  };
  walk(view);
  return found;
}
