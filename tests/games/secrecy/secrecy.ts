import { expect } from "vitest";
import type { GameActor, Seating } from "@/lib/games/module";
import type { AnyModule } from "../support";

/**
 * Secrecy that a test can prove: a game is played to a random position, then a "twin" of that
 * position is built in which hidden things trade places (cards between hands, deck and face-down
 * discards; the clue card's answer and unread clues). Every audience that may not see the swapped
 * things must receive byte-identical JSON for the position and its twin; an audience that does see
 * them must receive something different (the control that keeps the check from being vacuous).
 *
 * Comparing whole views catches a leak in any shape (a bare code, a count, a sort order, an
 * explanation sentence), where a search for card objects only sees card objects. Checked by
 * mutation when these tests were written: `discardCodes: battle.discards[side]` on the Play the
 * Ranks table view fails [SECRECY-PTR-1/2] and [SECRECY-C3-1]; the Border Zap deck's top code on its
 * table view fails [SECRECY-BZ-1] and [SECRECY-C3-1]; the answer's length or the next clue card's id
 * on the clue game's board fails [SECRECY-CLUE-1]; another table's team view in a phone's session
 * view fails [SECRECY-TABLES-1]. The existing tests run beside each mutation (that game's tests,
 * tests/game, tests/session) stayed green.
 */

/** One screen: what it receives for a state (its game view and, for a phone, its actions). */
export interface Audience<S> {
  name: string;
  receives(state: S): unknown;
}

/** The audiences of a game at a table: the board, the moderator, and each team (view plus its actions). */
export function audiencesOf<S>(mod: AnyModule, teamIds: readonly string[]): Audience<S>[] {
  const moderator: GameActor = { role: "moderator" };
  return [
    { name: "board", receives: (state) => mod.views.board(state) as unknown },
    {
      name: "moderator",
      receives: (state) => ({ view: mod.views.moderator(state) as unknown, actions: mod.legalActions(state, moderator) }),
    },
    ...teamIds.map((teamId): Audience<S> => ({
      name: teamId,
      receives: (state) => ({
        view: mod.views.team(state, teamId) as unknown,
        actions: mod.legalActions(state, { role: "team", teamId }),
      }),
    })),
  ];
}

/** A twin of a position and who may tell them apart. */
export interface Twin<S> {
  /** The kind of swap, for the tally (e.g. "hand:red<->deck"). */
  kind: string;
  /** What was swapped, for the failure message. */
  detail: string;
  state: S;
  /** Audiences allowed to see a difference. Every other audience must receive the same bytes. */
  maySee: readonly string[];
  /** Audiences whose screens show the swapped things: they must see a difference (the control). */
  mustSee: readonly string[];
}

/** How often each kind of swap was checked and how often its control held, across a property run. */
export class Tally {
  readonly swaps = new Map<string, number>();
  readonly controls = new Map<string, number>();

  add(map: Map<string, number>, kind: string): void {
    map.set(kind, (map.get(kind) ?? 0) + 1);
  }

  /** Kinds that were never checked: a property whose positions never reach a place proves nothing about it. */
  missing(kinds: readonly string[]): string[] {
    return kinds.filter((kind) => (this.swaps.get(kind) ?? 0) === 0);
  }

  summary(): string {
    return [...this.swaps.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, count]) => `${kind} ${count} (${this.controls.get(kind) ?? 0} seen)`)
      .join(", ");
  }
}

/** The bytes each audience receives for one state. */
export function received<S>(audiences: readonly Audience<S>[], state: S): Map<string, string> {
  return new Map(audiences.map((audience) => [audience.name, JSON.stringify(audience.receives(state))]));
}

/**
 * The check itself: the twin is indistinguishable to every audience outside `maySee`, and
 * different for every audience in `mustSee`.
 */
export function expectTwinSecret<S>(audiences: readonly Audience<S>[], original: Map<string, string>, twin: Twin<S>, tally: Tally): void {
  tally.add(tally.swaps, twin.kind);
  const after = received(audiences, twin.state);
  for (const audience of audiences) {
    const [before, now] = [original.get(audience.name), after.get(audience.name)];
    if (twin.maySee.includes(audience.name)) {
      if (twin.mustSee.includes(audience.name))
        expect(now, `control: ${audience.name} should see ${twin.kind} (${twin.detail})`).not.toBe(before);
      continue;
    }
    if (now !== before) {
      expect.fail(
        `${audience.name} can tell a hidden swap apart: ${twin.kind} (${twin.detail})\n${firstDifference(before ?? "", now ?? "")}`,
      );
    }
  }
  if (twin.mustSee.length > 0) tally.add(tally.controls, twin.kind);
}

/** Where two JSON texts first differ, with a little context, for a readable failure. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `original: …${a.slice(from, i + 80)}…\ntwin:     …${b.slice(from, i + 80)}…`;
}

/** A small seeded generator (mulberry32), so a position's swaps follow from the property's seed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pickWith = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

export interface DriveStep {
  actor: number;
  pick: number;
  wait: number;
}

/** A game as `start` deals it. */
export function started(mod: AnyModule, setupInput: unknown, seating: Seating, seed: number): unknown {
  const result = mod.start(mod.setupSchema.parse(setupInput), seating, seed, 10_000);
  if (!result.ok) throw new Error(result.violation.message);
  return result.state as unknown;
}

/**
 * Plays a game from a position by seeded random allowed actions (mostly the ones that move the game on) and calls
 * `visit` on the start position and after every accepted command. A command that became late
 * between being judged and being sent (a clock rule) is simply skipped.
 */
export function playAndVisit<S>(
  mod: AnyModule,
  from: S,
  seating: Seating,
  steps: readonly DriveStep[],
  visit: (state: S, index: number) => void,
  options: { fill?: (command: unknown, step: DriveStep) => unknown; skip?: (command: unknown) => boolean } = {},
): S {
  let state = from;
  let now = (state as { clock?: number }).clock ?? 10_000;
  visit(state, 0);
  const actors: GameActor[] = [{ role: "moderator" }, ...seating.teams.map((team): GameActor => ({ role: "team", teamId: team.id }))];
  for (const [index, step] of steps.entries()) {
    if (mod.status(state).over) break;
    const candidates = actors.flatMap((actor) =>
      mod
        .legalActions(state, actor)
        .filter((action) => action.allowed && !(options.skip?.(action.command) ?? false))
        .map((action) => ({ actor, command: action.command as unknown })),
    );
    if (candidates.length === 0) continue;
    const chosen = candidates[step.pick % candidates.length];
    if (chosen === undefined) continue;
    const command = options.fill ? options.fill(chosen.command, step) : chosen.command;
    now += step.wait;
    const result = mod.apply(state, command, chosen.actor, now);
    if (!result.ok) continue;
    state = result.state as S;
    visit(state, index + 1);
  }
  return state;
}
