import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dashingStates, type DashingState } from "@/lib/games/dashing-states";
import type { DealtCard } from "@/lib/games/dashing-states/state";
import type { GameActor } from "@/lib/games/module";
import { ALL_CARDS, stateOf } from "@/lib/games/trick-kit/cards";
import type { Side } from "@/lib/games/trick-kit/teams";
import { documentedIds, MODERATOR, propertySettings, replay, untestedIds, type LoggedCommand } from "../support";
import { closeShouts, dashing, DS_SEATING, identify, layOut, MEMBERS, raceOf, rightAnswer, shout, teamActor, toRace } from "./ds-support";

const TEAM_IDS = ["red", "blue"] as const;

/** A card's identity as a view could leak it: its code or its name as a whole JSON string, or its opaque id. */
function leaks(view: unknown, card: DealtCard): string[] {
  const text = JSON.stringify(view);
  return [`"${card.code}"`, `"${stateOf(card.code).name}"`].filter((needle) => text.includes(needle));
}

/** The cards each audience may see named right now: the identified rows once the race is judged. */
function namedNow(state: DashingState): Set<string> {
  const race = state.races.at(-1);
  if (!race?.result || race.result.calledTie || (state.phase.type !== "race-over" && state.phase.type !== "over")) return new Set();
  return new Set(race.identifications.flatMap((entry) => entry.row.map((card) => card.id)));
}

/** DS-9: what no audience may see, checked on any state. */
function checkSecrecy(state: DashingState): void {
  const named = namedNow(state);
  const board = dashingStates.views.board(state);
  const moderator = dashingStates.views.moderator(state);
  const teams = TEAM_IDS.map((id) => dashingStates.views.team(state, id));
  state.races.forEach((race) => {
    race.teams.forEach((team, side) => {
      for (const card of team.cards) {
        // Names: only on a judged row, for everyone; and on the moderator's screen once its answer is judged.
        if (!named.has(card.id)) {
          for (const view of [board, ...teams]) expect(leaks(view, card), `race ${race.number} card of side ${side}`).toEqual([]);
          const answered = race.identifications.some((entry) =>
            entry.row.some((rowCard, slot) => rowCard.id === card.id && entry.answers[slot]),
          );
          if (!answered) expect(leaks(moderator, card)).toEqual([]);
        }
        // Ids: the other team and the board see a team's cards only once it has shouted them into an identified row.
        const inRow = race.identifications.some((entry) => entry.row.some((rowCard) => rowCard.id === card.id));
        if (!inRow) {
          expect(JSON.stringify(teams[side === 0 ? 1 : 0]).includes(card.id), `the other team sees ${card.id}`).toBe(false);
          expect(JSON.stringify(board).includes(card.id), `the board sees ${card.id}`).toBe(false);
        }
        // The face-down card: nobody but its team, ever.
        if (team.faceDown === card.id) {
          for (const view of [board, moderator, teams[side === 0 ? 1 : 0]]) expect(JSON.stringify(view).includes(card.id)).toBe(false);
        }
      }
    });
  });
  // DS-9.1: before the reveal nobody holds a dealt card.
  if (state.phase.type === "dealt") {
    const race = raceOf({ state } as never);
    for (const card of race.teams.flatMap((team) => team.cards))
      for (const view of [board, moderator, ...teams]) expect(JSON.stringify(view).includes(card.id)).toBe(false);
  }
}

/** Every dealt card in exactly one place; the 50 Map cards in the deck or a race; no card in two races. */
function checkPlaces(state: DashingState): void {
  const dealt = state.races.flatMap((race) => race.teams.flatMap((team) => team.cards.map((card) => card.code)));
  expect([...dealt, ...state.deck].sort()).toEqual([...ALL_CARDS].sort());
  for (const race of state.races) {
    for (const team of race.teams) {
      const ids = team.cards.map((card) => card.id);
      const placed = [...team.slots.filter((id): id is string => id !== null), ...(team.faceDown ? [team.faceDown] : [])];
      expect(new Set(placed).size).toBe(placed.length);
      for (const id of placed) expect(ids).toContain(id);
    }
  }
}

const stepArbitrary = fc.record({
  who: fc.nat(5),
  kind: fc.nat(9),
  card: fc.nat(13),
  to: fc.nat(7),
  right: fc.boolean(),
  wait: fc.integer({ min: 1, max: 6_000 }),
  lead: fc.integer({ min: -1_200, max: 200 }),
});

function actorFor(who: number): GameActor {
  if (who === 5) return MODERATOR;
  const side = (who % 2) as Side;
  const members = MEMBERS[side];
  return teamActor(side, members[Math.floor(who / 2) % members.length]);
}

/** A command for the step: mostly what the game allows, sometimes anything. */
function commandFor(
  state: DashingState,
  step: fc.Arbitrary<unknown> extends never ? never : { who: number; kind: number; card: number; to: number; right: boolean; lead: number },
  now: number,
): unknown {
  const actor = actorFor(step.who);
  const race = state.races.at(-1);
  const cards = race ? race.teams.flatMap((team) => team.cards) : [];
  const card = cards[step.card % Math.max(1, cards.length)];
  const to = step.to < 6 ? { slot: step.to } : step.to === 6 ? "faceDown" : "loose";
  if (actor.role === "moderator") {
    const allowed = dashingStates.legalActions(state, actor).filter((action) => action.allowed);
    return allowed[step.kind % Math.max(1, allowed.length)]?.command ?? { type: "callTie" };
  }
  switch (step.kind % 5) {
    case 0:
    case 1:
      return { type: "arrange", card: card?.id ?? "nope", to };
    case 2:
      return { type: "shout", pressedAt: now + step.lead };
    case 3: {
      const answer = card
        ? step.right
          ? rightAnswer({ state } as never, card.code)
          : { name: "Nowhere", detail: "0" }
        : { name: "", detail: "" };
      return { type: "answer", card: card?.id ?? "nope", ...answer };
    }
    default:
      return step.right ? { type: "geoPlunge" } : { type: step.kind % 2 ? "declineGeoPlunge" : "fly" };
  }
}

describe("[DS-9] what each screen may see", () => {
  it("[DS-9.1] before the reveal no view holds a dealt card", () => {
    const table = dashing();
    table.run(teamActor(0), { type: "declineGeoPlunge" });
    table.run(teamActor(1), { type: "declineGeoPlunge" });
    expect(table.state.phase.type).toBe("dealt");
    checkSecrecy(table.state);
    expect((table.team("red") as { own: unknown }).own).toBeNull();
  });

  it("[DS-9.2] the other team and the board never see a team's cards or layout before its shout", () => {
    const table = dashing();
    toRace(table);
    layOut(table, 0);
    const ids = raceOf(table).teams[0].cards.map((card) => card.id);
    for (const view of [table.board(), table.team("blue"), table.moderator()])
      for (const id of ids) expect(JSON.stringify(view)).not.toContain(id);
    expect(JSON.stringify(table.team("red"))).toContain(ids[0]);
    // The team's own view has the faces but not the names.
    checkSecrecy(table.state);
    shout(table, 0);
    expect(table.board()).toMatchObject({ race: { shouted: [true, false] } });
    checkSecrecy(table.state);
  });

  it("[DS-9.3] the face-down card is shown to nobody but its team, even after the race", () => {
    const table = dashing();
    toRace(table);
    layOut(table, 0);
    const faceDown = raceOf(table).teams[0].faceDown as string;
    shout(table, 0);
    closeShouts(table);
    identify(table, 0);
    expect(table.state.phase.type).toBe("race-over");
    for (const view of [table.board(), table.team("blue"), table.team("red"), table.moderator()])
      expect(JSON.stringify(view)).not.toContain(faceDown);
  });

  it("[DS-9.4] a card is named only on an identified row once the race is judged", () => {
    const table = dashing();
    toRace(table);
    layOut(table, 0);
    shout(table, 0);
    closeShouts(table);
    const row = raceOf(table).identifications[0]?.row ?? [];
    checkSecrecy(table.state);
    identify(table, 0);
    const board = table.board() as { race: { judged: { cards: { name: string }[] }[] } };
    expect(board.race.judged[0]?.cards.map((card) => card.name)).toEqual(row.map((card) => stateOf(card.code).name));
    // Blue's cards stay unnamed.
    for (const card of raceOf(table).teams[1].cards) expect(leaks(table.board(), card)).toEqual([]);
    checkSecrecy(table.state);
  });
});

describe("[DS-P] seeded random games", () => {
  it("[DS-P1] every card in one place, no card dealt twice, refusals change nothing, secrecy holds, replay is exact", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(stepArbitrary, { minLength: 20, maxLength: 120 }), (seed, steps) => {
        const started = dashingStates.start(dashingStates.setupSchema.parse({}), DS_SEATING, seed, 10_000);
        if (!started.ok) throw new Error(started.violation.message);
        let state = started.state;
        let now = 10_000;
        const log: LoggedCommand[] = [];
        const apply = (actor: GameActor, command: unknown) => {
          const before = JSON.stringify(state);
          const result = dashingStates.apply(state, command as never, actor, now);
          if (result.ok) {
            state = result.state;
            log.push({ command, actor, now });
          } else {
            expect(JSON.stringify(state)).toBe(before);
            expect(result.violation.message.length).toBeGreaterThan(10);
          }
        };
        for (const step of steps) {
          now += step.wait;
          const wake = dashingStates.status(state).wake;
          if (wake && wake.at <= now) apply(MODERATOR, wake.command);
          apply(actorFor(step.who), commandFor(state, step, now));
          checkPlaces(state);
          checkSecrecy(state);
          const status = dashingStates.status(state);
          for (const score of status.scores) expect(score.points).toBeGreaterThanOrEqual(0);
          expect(JSON.stringify(dashingStates.views.team(state, "red")).length).toBeLessThan(9_000);
        }
        expect(replay(dashingStates, {}, seed, log, DS_SEATING)).toEqual(state);
      }),
      // Shrinking 120-step games takes minutes; the seed printed replays a failure instead.
      { ...propertySettings("dashing-states random play", 12), endOnFailure: true },
    );
  });
});

describe("[DS] the rulebook", () => {
  it("every rule ID of docs/rules/dashing-states.md has a test", () => {
    const ids = documentedIds("docs/rules/dashing-states.md");
    expect(ids.length).toBeGreaterThan(30);
    expect(untestedIds(ids, "tests/games/dashing-states")).toEqual([]);
  });
});
