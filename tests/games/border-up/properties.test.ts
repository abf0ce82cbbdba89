import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderUp, type BorderUpState } from "@/lib/games/border-up";
import type { GameActor } from "@/lib/games/module";
import type { Side } from "@/lib/games/trick-kit/teams";
import { BLUE, MODERATOR, propertySettings, RED, replay, type LoggedCommand } from "../support";

/**
 * Seeded random races: teammates move random cards, shout with random press stamps, the moderator's
 * timers fire, and random commands are thrown at the engine. After every step: every dealt card is in
 * exactly one place, no view shows a team's cards to anyone else before the judging, refusals change
 * nothing, and a judged group is right exactly when the state data's borders say so.
 */

/** The state data read on its own, not through the engine's helpers: a border line or a Four Corners touch. */
const STATES = JSON.parse(readFileSync("content/states.json", "utf8")) as { code: string; borders: string[]; cornerTouches: string[] }[];
const neighbours = (a: string, b: string): boolean => {
  const state = STATES.find((entry) => entry.code === a);
  return !!state && (state.borders.includes(b) || state.cornerTouches.includes(b));
};

const step = fc.record({
  kind: fc.constantFrom(
    "fill",
    "fill",
    "fill",
    "fill",
    "place",
    "place",
    "unplace",
    "geoPlunge",
    "threeOPlunge",
    "timer",
    "callTie",
    "random",
  ),
  side: fc.integer({ min: 0, max: 1 }),
  card: fc.nat(),
  group: fc.integer({ min: -1, max: 3 }),
  slot: fc.integer({ min: 0, max: 3 }),
  press: fc.integer({ min: -1500, max: 200 }),
  wait: fc.integer({ min: 1, max: 1_500 }),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const actorOf = (side: number): GameActor => (side === 0 ? RED : BLUE);

function commandFor(state: BorderUpState, s: Step, now: number): { actor: GameActor; command: unknown } {
  const hand = state.hands?.[s.side as Side] ?? [];
  const card = hand[s.card % Math.max(1, hand.length)] ?? "ZZ";
  switch (s.kind) {
    case "place":
      return { actor: actorOf(s.side), command: { type: "place", card, group: s.group, slot: s.slot } };
    case "fill": {
      // The first empty slot, mostly with a card that can make its group right, so that races reach
      // full groups, shouts are judged and many judged groups are right.
      const phase = state.phase;
      const groups = phase.type === "racing" ? phase.race.groups[s.side as Side] : [];
      const placed = groups.flat();
      const at = placed.indexOf(null);
      const loose = hand.filter((code) => !placed.includes(code));
      const before = at % 3 === 0 ? null : (placed[at - 1] ?? null);
      const hubWithAnother = (hub: string, not: string) => loose.some((code) => code !== hub && code !== not && neighbours(hub, code));
      const fitting =
        at % 3 === 0
          ? loose.filter((x) => loose.some((hub) => hub !== x && neighbours(hub, x) && hubWithAnother(hub, x)))
          : at % 3 === 1
            ? loose.filter((hub) => before !== null && neighbours(hub, before) && hubWithAnother(hub, before))
            : loose.filter((code) => before !== null && neighbours(before, code));
      const choices = fitting.length > 0 && s.slot !== 3 ? fitting : loose;
      const chosen = choices[s.card % Math.max(1, choices.length)] ?? card;
      return {
        actor: actorOf(s.side),
        command: { type: "place", card: chosen, group: Math.max(0, Math.floor(at / 3)), slot: Math.max(0, at % 3) },
      };
    }
    case "unplace":
      return { actor: actorOf(s.side), command: { type: "unplace", card } };
    case "geoPlunge":
    case "threeOPlunge":
      return { actor: actorOf(s.side), command: { type: s.kind, pressedAt: now + s.press } };
    case "timer": {
      const wake = borderUp.status(state).wake;
      return { actor: MODERATOR, command: wake?.command ?? { type: "closeShouts" } };
    }
    case "callTie":
      return { actor: s.card % 40 === 0 ? MODERATOR : actorOf(s.side), command: { type: "callTie" } };
    case "random":
      return {
        actor: s.card % 3 === 0 ? MODERATOR : actorOf(s.side),
        command: { type: ["place", "fly", "standUp", "revealCards"][s.card % 4], card: "NY" },
      };
  }
}

function checkPlaces(state: BorderUpState): void {
  if (!state.hands) return;
  const [red, blue] = state.hands;
  expect(red).toHaveLength(18);
  expect(blue).toHaveLength(18);
  expect(new Set([...red, ...blue]).size).toBe(36);
  const phase = state.phase;
  const race = phase.type === "racing" || phase.type === "over" ? phase.race : null;
  if (!race) return;
  for (const side of [0, 1] as Side[]) {
    const placed = race.groups[side].flat().filter((card): card is string => card !== null);
    const loose = state.hands[side].filter((card) => !placed.includes(card));
    expect([...placed, ...loose].sort()).toEqual([...state.hands[side]].sort());
  }
}

/** Strings in a view, but the border states printed on a team's own cards. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (key !== "borderStates") strings(item, into);
  return into;
}

function checkSecrecy(state: BorderUpState): void {
  if (!state.hands || state.phase.type === "over") return;
  const [red, blue] = state.hands;
  const seen = (view: unknown, cards: string[]) => cards.filter((card) => strings(view).has(card));
  expect(seen(borderUp.views.board(state), [...red, ...blue])).toEqual([]);
  expect(seen(borderUp.views.moderator(state), [...red, ...blue])).toEqual([]);
  expect(seen(borderUp.views.team(state, "red"), blue)).toEqual([]);
  expect(seen(borderUp.views.team(state, "blue"), red)).toEqual([]);
  if (state.phase.type !== "racing") {
    expect(borderUp.views.team(state, "red").own).toBeNull();
    expect(borderUp.views.team(state, "blue").own).toBeNull();
  }
}

function checkJudging(state: BorderUpState): void {
  if (state.phase.type !== "over") return;
  for (const judged of state.phase.result.judged) {
    for (const group of judged.groups) {
      const [left, middle, right] = group.cards;
      expect(group.verdict.right).toBe(neighbours(middle, left) && neighbours(middle, right));
    }
    expect(judged.right).toBe(judged.groups.every((group) => group.verdict.right));
  }
}

function play(seed: number, plunging: [boolean, boolean], steps: Step[]): { state: BorderUpState; log: LoggedCommand[] } {
  const started = borderUp.start(
    { geoPlungeSeconds: 5 },
    {
      teams: [
        { id: "red", name: "Red", players: 3 },
        { id: "blue", name: "Blue", players: 2 },
      ],
    },
    seed,
    10_000,
  );
  if (!started.ok) throw new Error(started.violation.message);
  let state = started.state;
  const log: LoggedCommand[] = [];
  let now = 10_000;
  const run = (actor: GameActor, command: unknown, at: number): boolean => {
    const before = JSON.stringify(state);
    const result = borderUp.apply(state, command as never, actor, at);
    expect(JSON.stringify(state)).toBe(before);
    if (!result.ok) {
      expect(result.violation.code).toMatch(/^rule\//);
      return false;
    }
    state = result.state;
    log.push({ command, actor, now: at });
    checkPlaces(state);
    checkSecrecy(state);
    checkJudging(state);
    return true;
  };
  run(RED, { type: plunging[0] ? "standUp" : "staySeated" }, (now += 500));
  run(BLUE, { type: plunging[1] ? "standUp" : "staySeated" }, (now += 500));
  for (const s of steps) {
    if (borderUp.status(state).over) break;
    now += s.wait;
    const { actor, command } = commandFor(state, s, now);
    // A legal action judged at the last command's time is refused with the same words when it is not allowed.
    for (const action of borderUp
      .legalActions(state, actor)
      .filter((entry) => !entry.allowed)
      .slice(0, 2)) {
      const result = borderUp.apply(state, action.command, actor, state.clock);
      expect(result.ok ? null : [result.violation.code, result.violation.message]).toEqual([action.code, action.reason]);
    }
    run(actor, command, now);
  }
  return { state, log };
}

describe("[BU-PROP] seeded random races", () => {
  it("[BU-PROP-1] every dealt card is in one place; views keep a team's cards; refusals change nothing; judged groups agree with the border data", () => {
    let judged = 0;
    let right = 0;
    let wrong = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.tuple(fc.boolean(), fc.boolean()),
        fc.array(step, { minLength: 60, maxLength: 140 }),
        (seed, plunging, steps) => {
          const { state } = play(seed, plunging, steps);
          if (state.phase.type === "over" && state.phase.result.judged.length > 0) judged += 1;
          if (state.phase.type === "over") {
            const groups = state.phase.result.judged.flatMap((entry) => entry.groups);
            right += groups.filter((group) => group.verdict.right).length;
            wrong += groups.filter((group) => !group.verdict.right).length;
          }
        },
      ),
      propertySettings("border-up races", 40),
    );
    // The property means something only if random races reach the judging.
    expect(judged).toBeGreaterThan(15);
    expect(right).toBeGreaterThan(10);
    expect(wrong).toBeGreaterThan(10);
  });

  it("[BU-PROP-2] replaying the log gives the same state", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(step, { minLength: 20, maxLength: 80 }), (seed, steps) => {
        const { state, log } = play(seed, [true, false], steps);
        expect(replay(borderUp, { geoPlungeSeconds: 5 }, seed, log)).toEqual(state);
      }),
      propertySettings("border-up replay", 30),
    );
  });

  it("[BU-PROP-3] many races end judged, with groups shown", () => {
    let judged = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const steps: Step[] = [{ kind: "timer", side: 0, card: 0, group: 0, slot: 0, press: 0, wait: 3_000 }];
      for (let i = 0; i < 9; i++)
        for (const side of [0, 1])
          steps.push({ kind: "place", side, card: i + seed, group: Math.floor(i / 3), slot: i % 3, press: 0, wait: 10 });
      steps.push({
        kind: seed % 2 ? "geoPlunge" : "threeOPlunge",
        side: seed % 2,
        card: 0,
        group: 0,
        slot: 0,
        press: -(seed * 37) % 800,
        wait: 10,
      });
      steps.push({ kind: "geoPlunge", side: 1 - (seed % 2), card: 0, group: 0, slot: 0, press: -(seed * 53) % 800, wait: 30 });
      steps.push({ kind: "timer", side: 0, card: 0, group: 0, slot: 0, press: 0, wait: 1_000 });
      const { state } = play(seed, [false, false], steps);
      if (state.phase.type === "over" && state.phase.result.judged.length > 0) judged += 1;
    }
    expect(judged).toBe(20);
  });
});
