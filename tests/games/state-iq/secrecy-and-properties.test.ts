import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flagAssetId } from "@/lib/content/flags";
import { STATES } from "@/lib/content/state-data";
import { stateIq, type StateIqCommand, type StateIqState } from "@/lib/games/state-iq";
import type { GameActor } from "@/lib/games/module";
import { cardName } from "@/lib/games/trick-kit/cards";
import type { Side } from "@/lib/games/trick-kit/teams";
import { MODERATOR, propertySettings, replay, SEATING, type LoggedCommand } from "../support";
import { actor, rigged, toGuessing } from "./siq-support";

const TEAM_IDS = ["red", "blue"] as const;

/** A hidden card is revealed once the round in which it is guessed has ended. */
function revealed(state: StateIqState, side: Side): boolean {
  return state.rounds.some((round) => round.guesser !== side && round.result !== null);
}

/** Texts an audience may see for reasons other than the hidden card: the draw's cards and what the guessers typed. */
function excused(state: StateIqState): Set<string> {
  const typed = state.rounds.flatMap((round) => round.guesses.map((guess) => guess.typed ?? ""));
  return new Set([...state.draw.cards, ...state.draw.cards.map(cardName), ...typed]);
}

/** SIQ-S1, SIQ-S3: no unrevealed hidden card in the board's, the moderator's or the other team's view or legal moves. */
function checkSecrecy(state: StateIqState): void {
  const board = stateIq.views.board(state);
  const moderator = stateIq.views.moderator(state);
  const skip = excused(state);
  ([0, 1] as Side[]).forEach((side) => {
    if (revealed(state, side)) return;
    const code = state.hidden[side];
    const otherTeam = TEAM_IDS[side === 0 ? 1 : 0];
    const views = {
      board,
      moderator,
      // The other team's own card and its Type A choices (all about that card) may name any state: its borders list codes.
      otherTeam: { ...stateIq.views.team(state, otherTeam), own: null, giving: null },
      // Its Type A moves pick among its own card's facts (a border state by code) in the same way.
      otherTeamMoves: stateIq
        .legalActions(state, { role: "team", teamId: otherTeam })
        .filter((action) => action.command.type !== "giveClue"),
      lines: stateIq.describe([], state),
    };
    const flagShown = state.rounds.some((round) => round.guesser !== side && round.guesses.some((guess) => guess.clue.option === "flag"));
    for (const [name, view] of Object.entries(views)) {
      const text = JSON.stringify(view);
      for (const needle of [code, cardName(code)])
        if (!skip.has(needle)) expect(text.includes(`"${needle}"`), `${name} holds ${needle}`).toBe(false);
      if (!flagShown) expect(text.includes(flagAssetId(code)), `${name} holds ${code}'s flag`).toBe(false);
    }
  });
}

const stepArbitrary = fc.record({
  who: fc.nat(9),
  pick: fc.nat(40),
  right: fc.nat(3),
  wait: fc.integer({ min: 200, max: 7_000 }),
  typo: fc.boolean(),
});
type Step = { who: number; pick: number; right: number; wait: number; typo: boolean };

/** One random move: a team's allowed move (a guess right one time in four), or the moderator's (a wake, an overrule, a correction). */
function randomMove(state: StateIqState, step: Step): { actor: GameActor; command: StateIqCommand; at: number } | null {
  const at = state.clock + step.wait;
  if (step.who >= 8) {
    const wake = stateIq.status(state).wake;
    if (wake) return { actor: MODERATOR, command: wake.command, at: Math.max(at, wake.at) };
    const moves = stateIq.legalActions(state, MODERATOR).filter((action) => action.allowed);
    const move = moves[step.pick % Math.max(1, moves.length)];
    return move ? { actor: MODERATOR, command: move.command, at } : null;
  }
  const side: Side = step.who % 2 === 0 ? 0 : 1;
  const moves = stateIq.legalActions(state, actor(side)).filter((action) => action.allowed);
  const move = moves[step.pick % Math.max(1, moves.length)];
  if (!move) return null;
  if (move.command.type === "guess") {
    const target = state.hidden[side === 0 ? 1 : 0];
    const text = step.right === 0 ? cardName(target) : (STATES[step.pick % STATES.length]?.name ?? "Ohio");
    return { actor: actor(side), command: { type: "guess", state: step.typo ? text.toLowerCase() : text }, at: state.clock + 100 };
  }
  // Team moves come quickly, inside the count of five.
  return { actor: actor(side), command: move.command, at: state.clock + 100 };
}

/** A command that must be refused now, chosen from the step: the other team's move, a moderator's guess, a bad option. */
function refusedCommand(state: StateIqState, step: Step): { actor: GameActor; command: unknown } {
  const candidates: { actor: GameActor; command: unknown }[] = [
    { actor: MODERATOR, command: { type: "guess", state: "Ohio" } },
    { actor: actor(0), command: { type: "overrule", right: true } },
    { actor: actor(1), command: { type: "askClue", option: "capital" } },
    { actor: actor(0), command: { type: "giveClue", option: "flag", pick: [] } },
    { actor: actor(1), command: { type: "guess", state: "" } },
    { actor: actor(0), command: { type: "nonsense" } },
  ];
  const round = state.rounds.at(-1);
  if (round && state.phase.type === "guessing")
    candidates.push({ actor: actor(round.guesser === 0 ? 1 : 0), command: { type: "guess", state: "Texas" } });
  return candidates[step.pick % candidates.length] as { actor: GameActor; command: unknown };
}

describe("[SIQ-S] State IQ's secrets, refusals and replay", () => {
  it("[SIQ-S1] a hidden card is in its own team's view only until its round ends; then every view names it", () => {
    const table = rigged({ hidden: ["TX", "NY"], first: 0 });
    const blue = () => JSON.stringify(table.team("blue"));
    expect(blue()).not.toContain('"Texas"');
    expect(JSON.stringify(table.team("red"))).toContain('"Texas"');
    expect(JSON.stringify(table.moderator())).not.toMatch(/"(?:Texas|New York|TX|NY)"/);
    toGuessing(table);
    checkSecrecy(table.state);
    for (const text of ["Ohio", "Iowa", "Utah"]) {
      if (table.state.phase.type === "giving") table.run(actor(1), { type: "giveClue", ...firstGiving(table.state) });
      if (table.state.phase.type === "asking") table.run(actor(0), { type: "askClue", option: askingFirst(table.state) });
      table.run(actor(0), { type: "guess", state: text });
      checkSecrecy(table.state);
    }
    expect(JSON.stringify(table.board())).toContain('"New York"');
    expect(JSON.stringify(table.board())).not.toContain('"Texas"');
  });

  it("[SIQ-S2] only the clue-giving team sees the Type A choices; the guessing team's moves name nothing of the card", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: "P04", clues: ["IQ01"], first: 0 });
    toGuessing(table);
    expect(table.state.phase.type).toBe("giving");
    expect(JSON.stringify(table.team("blue"))).toContain("Borders: Connecticut");
    for (const view of [table.team("red"), table.board(), table.moderator(), stateIq.legalActions(table.state, actor(0))])
      expect(JSON.stringify(view)).not.toMatch(/Connecticut|"CT"|New York/);
  });

  it("[SIQ-S3] a flag's picture id appears only once the flag is the chosen clue", () => {
    const table = rigged({ hidden: ["NY", "TX"], power: "P06", clues: ["IQ03"], first: 0 });
    toGuessing(table);
    for (const view of [table.board(), table.team("red"), table.moderator()]) expect(JSON.stringify(view)).not.toContain(flagAssetId("TX"));
    table.run(actor(0), { type: "askClue", option: "flag" });
    expect(JSON.stringify(table.board())).toContain(flagAssetId("TX"));
  });

  it("[SIQ-P1] random games: secrets kept at every step, refusals change nothing, replay from the commands gives the same state, the game ends", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(stepArbitrary, { minLength: 30, maxLength: 140 }), (seed, steps) => {
        const started = stateIq.start(stateIq.setupSchema.parse({}), SEATING, seed, 10_000);
        if (!started.ok) throw new Error(started.violation.message);
        let state = started.state;
        const log: LoggedCommand[] = [];
        for (const step of steps) {
          const refused = refusedCommand(state, step);
          const before = JSON.stringify(state);
          const refusal = stateIq.apply(state, refused.command as StateIqCommand, refused.actor, state.clock + 50);
          expect(refusal.ok, JSON.stringify(refused)).toBe(false);
          expect(JSON.stringify(state)).toBe(before);
          const move = randomMove(state, step);
          if (!move) continue;
          const result = stateIq.apply(state, move.command, move.actor, move.at);
          if (!result.ok) throw new Error(`${JSON.stringify(move.command)}: ${result.violation.message}`);
          state = result.state;
          log.push({ command: move.command, actor: move.actor, now: move.at });
          checkSecrecy(state);
          expect(stateIq.describe(result.events, state).every((line) => line.length > 0)).toBe(true);
        }
        expect(replay(stateIq, {}, seed, log)).toEqual(state);
        if (state.phase.type === "over") {
          const guesses = state.rounds.map((round) => round.guesses.length);
          expect(Math.max(...guesses)).toBeLessThanOrEqual(3);
          const points = stateIq.status(state).scores.reduce((sum, score) => sum + score.points, 0);
          expect(points).toBeGreaterThanOrEqual(0);
        }
      }),
      { ...propertySettings("state-iq random play", 25), endOnFailure: true },
    );
  });
});

function firstGiving(state: StateIqState): { option: string; pick: string[] } {
  const view = stateIq.views.team(state, "blue");
  const first = view.giving?.[0];
  return { option: first?.option ?? "", pick: first?.choices[0]?.pick ?? [] };
}

function askingFirst(state: StateIqState): string {
  return stateIq.views.team(state, "red").asking?.[0]?.option ?? "";
}
