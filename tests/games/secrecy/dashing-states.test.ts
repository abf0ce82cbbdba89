import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dashingStates, type DashingState } from "@/lib/games/dashing-states";
import type { DealtCard } from "@/lib/games/dashing-states/state";
import type { GameActor } from "@/lib/games/module";
import type { Side } from "@/lib/games/trick-kit/teams";
import { MODERATOR, propertySettings } from "../support";
import { DS_SEATING, MEMBERS, teamActor } from "../dashing-states/ds-support";

/**
 * [SECRECY-DS-…] Dashing States' secrets, by twins: a position and the same position with a hidden
 * card's state swapped for another (a card of the deck, never dealt yet). What an audience may not
 * know must not change what it receives: the board, the moderator and the other team before a
 * team's row is identified; everyone but its team for the face-down card; everyone for the deck.
 */
type Audience = { name: string; view: (state: DashingState) => unknown };

const AUDIENCES: Record<string, Audience> = {
  board: { name: "board", view: (state) => dashingStates.views.board(state) },
  moderator: { name: "moderator", view: (state) => dashingStates.views.moderator(state) },
  red: { name: "red", view: (state) => dashingStates.views.team(state, "red") },
  blue: { name: "blue", view: (state) => dashingStates.views.team(state, "blue") },
};

/** The state with `card`'s state swapped for the deck's top card (a twin of the same game, every card still in one place). */
function twin(state: DashingState, raceIndex: number, side: Side, cardId: string): DashingState {
  const copy = structuredClone(state);
  const card = copy.races[raceIndex]?.teams[side].cards.find((entry) => entry.id === cardId) as DealtCard;
  const spare = copy.deck[0] as string;
  copy.deck[0] = card.code;
  card.code = spare;
  return copy;
}

/** Who may not learn a card's state, in a position. */
function blindTo(state: DashingState, raceIndex: number, side: Side, card: DealtCard): string[] {
  const race = state.races[raceIndex];
  if (!race) return [];
  const judgedRow =
    race === state.races.at(-1) &&
    race.result !== null &&
    !race.result.calledTie &&
    (state.phase.type === "race-over" || state.phase.type === "over") &&
    race.identifications.some((entry) => entry.row.some((rowCard) => rowCard.id === card.id));
  if (judgedRow) return [];
  const answered = race.identifications.some((entry) => entry.row.some((rowCard, slot) => rowCard.id === card.id && entry.answers[slot]));
  // Its own team sees its cards' faces (the drawing is the point of the race), the moderator an answered card's judgement.
  const others = side === 0 ? ["blue"] : ["red"];
  return ["board", ...others, ...(answered ? [] : ["moderator"])];
}

const STEP = fc.record({ who: fc.nat(5), kind: fc.nat(7), card: fc.nat(13), to: fc.nat(7), wait: fc.integer({ min: 1, max: 5_000 }) });

function actorFor(who: number): GameActor {
  if (who === 5) return MODERATOR;
  const side = (who % 2) as Side;
  return teamActor(side, MEMBERS[side][Math.floor(who / 2) % MEMBERS[side].length]);
}

describe("[SECRECY-DS] Dashing States: hidden cards change no view that may not see them", () => {
  it("[SECRECY-DS-1] in random games, swapping a hidden card's state changes nothing the blind audiences receive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999 }), fc.array(STEP, { minLength: 10, maxLength: 80 }), (seed, steps) => {
        const started = dashingStates.start(dashingStates.setupSchema.parse({}), DS_SEATING, seed, 10_000);
        if (!started.ok) throw new Error(started.violation.message);
        let state = started.state;
        let now = 10_000;
        for (const step of steps) {
          now += step.wait;
          const wake = dashingStates.status(state).wake;
          const race = state.races.at(-1);
          const cards = race ? race.teams.flatMap((team) => team.cards) : [];
          const card = cards[step.card % Math.max(1, cards.length)];
          const to = step.to < 6 ? { slot: step.to } : step.to === 6 ? "faceDown" : "loose";
          const command =
            wake && wake.at <= now
              ? wake.command
              : step.kind < 4
                ? { type: "arrange", card: card?.id ?? "none", to }
                : step.kind === 4
                  ? { type: "shout", pressedAt: now }
                  : step.kind === 5
                    ? { type: "declineGeoPlunge" }
                    : { type: "answer", card: card?.id ?? "none", name: "Texas", detail: "Austin" };
          const result = dashingStates.apply(state, command as never, wake && wake.at <= now ? MODERATOR : actorFor(step.who), now);
          if (result.ok) state = result.state;
          state.races.forEach((raced, raceIndex) =>
            raced.teams.forEach((team, side) => {
              for (const dealt of team.cards) {
                const blind = blindTo(state, raceIndex, side as Side, dealt);
                // The face-down card: everyone but its team, even once its row is judged.
                const hidden = team.faceDown === dealt.id ? ["board", "moderator", side === 0 ? "blue" : "red"] : blind;
                if (hidden.length === 0) continue;
                const swapped = twin(state, raceIndex, side as Side, dealt.id);
                for (const name of hidden) {
                  const audience = AUDIENCES[name] as Audience;
                  expect(audience.view(swapped), `${name} learns race ${raced.number}'s card ${dealt.id}`).toEqual(audience.view(state));
                }
              }
            }),
          );
        }
      }),
      { ...propertySettings("dashing-states twins", 8), endOnFailure: true },
    );
  }, 120_000);

  it("[SECRECY-DS-2] the deck (cards never dealt) reaches no view", () => {
    const started = dashingStates.start(dashingStates.setupSchema.parse({}), DS_SEATING, 3, 10_000);
    if (!started.ok) throw new Error(started.violation.message);
    const state = started.state;
    const swapped = structuredClone(state);
    swapped.deck.reverse();
    for (const audience of Object.values(AUDIENCES)) expect(audience.view(swapped)).toEqual(audience.view(state));
  });
});
