import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateIq, type StateIqState } from "@/lib/games/state-iq";
import { ALL_CARDS } from "@/lib/games/trick-kit/cards";
import type { Side } from "@/lib/games/trick-kit/teams";
import { MODERATOR, propertySettings, SEATING } from "../support";

/**
 * [SECRECY-SIQ-…] State IQ's secret, by twins: a position and the same position with a hidden card
 * swapped for another state. A card nobody has been given a clue about yet (both before the count of
 * five ends; the first guessing team's own card all through round 1) must not change what the board,
 * the moderator or the other team receives: byte for byte, legal moves included.
 */
const TEAM_IDS = ["red", "blue"] as const;

function seenBy(state: StateIqState, teamId: string): string {
  return JSON.stringify([stateIq.views.team(state, teamId), stateIq.legalActions(state, { role: "team", teamId })]);
}

function audiencesBlindTo(state: StateIqState, side: Side): string[] {
  const other = TEAM_IDS[side === 0 ? 1 : 0];
  return [JSON.stringify(stateIq.views.board(state)), JSON.stringify(stateIq.views.moderator(state)), seenBy(state, other)];
}

/** Cards nobody was given a clue about: both in the count; in round 1 the guessing team's own. */
function unclued(state: StateIqState): Side[] {
  if (state.rounds.length === 0) return [0, 1];
  const first = state.rounds[0];
  return state.rounds.length === 1 && first ? [first.guesser] : [];
}

function twin(state: StateIqState, side: Side, spare: string): StateIqState {
  const copy = structuredClone(state);
  copy.hidden[side] = spare;
  return copy;
}

/** A random position: the count answered or not, then random legal moves of round 1 (wrong guesses only). */
function position(seed: number, moves: number[]): StateIqState {
  const started = stateIq.start(stateIq.setupSchema.parse({}), SEATING, seed, 10_000);
  if (!started.ok) throw new Error(started.violation.message);
  let state = started.state;
  for (const pick of moves) {
    const round = state.rounds[0];
    if (state.rounds.length > 1 || state.phase.type === "over") break;
    const candidates = TEAM_IDS.flatMap((teamId) =>
      stateIq
        .legalActions(state, { role: "team", teamId })
        .filter((action) => action.allowed)
        .map((action) => ({ teamId, command: action.command })),
    );
    const chosen = candidates[pick % Math.max(1, candidates.length)];
    if (!chosen) break;
    const command = chosen.command.type === "guess" ? { type: "guess" as const, state: "Not A State" } : chosen.command;
    if (round && round.guesses.length === 3 && command.type === "guess") break;
    const result = stateIq.apply(state, command, { role: "team", teamId: chosen.teamId }, state.clock + 100);
    if (!result.ok) throw new Error(result.violation.message);
    state = result.state;
  }
  return state;
}

describe("[SECRECY-SIQ] State IQ's hidden cards, by twins", () => {
  it("[SECRECY-SIQ-1] swapping a card nobody was given a clue about changes nothing the board, the moderator or the other team receives", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(50), { maxLength: 12 }), fc.nat(49), (seed, moves, spareIndex) => {
        const state = position(seed, moves);
        for (const side of unclued(state)) {
          const taken = new Set([...state.hidden, ...state.draw.cards]);
          const spare = ALL_CARDS.filter((code) => !taken.has(code))[spareIndex % (ALL_CARDS.length - taken.size)] as string;
          const swapped = twin(state, side, spare);
          expect(audiencesBlindTo(swapped, side)).toEqual(audiencesBlindTo(state, side));
          // Its own team does see it: the twin is a real difference.
          expect(seenBy(swapped, TEAM_IDS[side])).not.toEqual(seenBy(state, TEAM_IDS[side]));
        }
      }),
      propertySettings("state-iq twins", 40),
    );
  });

  it("[SECRECY-SIQ-2] the moderator's console never holds an unrevealed hidden card, even while overruling", () => {
    const started = stateIq.start(stateIq.setupSchema.parse({}), SEATING, 3, 10_000);
    if (!started.ok) throw new Error(started.violation.message);
    const state = started.state;
    const view = JSON.stringify(stateIq.views.moderator(state));
    expect(view.includes(`"${state.hidden[0]}"`) || view.includes(`"${state.hidden[1]}"`)).toBe(false);
    expect(stateIq.moderatorCommands).toContain("overrule");
    expect(MODERATOR.role).toBe("moderator");
  });
});
