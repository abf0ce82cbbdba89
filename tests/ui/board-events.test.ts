import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { landingRotation } from "@/app/_components/spinner";
import { lastLedgerSeq, ledgerSince, soundFor, spinHappened } from "@/app/games/clue-spin/board/board-events";
import { builtInClueDeck } from "@/lib/content/deck/built-in";
import { applyCommand, beginGame, viewFor, type BoardView, type GameState } from "@/lib/games/clue-spin/engine";

/** A real game on the built-in deck, driven through the engine, watched as the board sees it. */
class Game {
  state: GameState;
  now = 1000;
  /** What the platform's start does: the game begins with its teams. */
  constructor(seed: number) {
    const teams = [
      { id: "t1", name: "Red", players: 2 },
      { id: "t2", name: "Blue", players: 2 },
      { id: "t3", name: "Green", players: 2 },
    ];
    const result = beginGame({ teams }, seed, builtInClueDeck());
    if (!result.ok) throw new Error(result.violation.message);
    this.state = result.state;
  }
  run(body: Record<string, unknown>): { before: BoardView; after: BoardView } {
    const before = viewFor(this.state, "board");
    const result = applyCommand(this.state, { ...body, actor: { role: "moderator" } }, { now: (this.now += 1000) });
    if (!result.ok) throw new Error(`${String(body.type)}: ${result.violation.message}`);
    this.state = result.state;
    return { before, after: viewFor(this.state, "board") };
  }
  get phase() {
    return this.state.phase.type;
  }
}

function startedAtTurn(seed: number): { game: Game; firstSpinChanges: boolean[] } {
  const game = new Game(seed);
  const firstSpinChanges: boolean[] = [];
  while (game.phase === "first-spin") {
    const { before, after } = game.run({ type: "spin" });
    firstSpinChanges.push(spinHappened(before, after));
  }
  return { game, firstSpinChanges };
}

describe("[BOARD] what the board animates: only what is new", () => {
  it("[BOARD] every first spin, including the one that makes a tie, turns the spinner", () => {
    let ties = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { firstSpinChanges } = startedAtTurn(seed);
      expect(firstSpinChanges.length).toBeGreaterThanOrEqual(3);
      expect(firstSpinChanges.every(Boolean)).toBe(true);
      if (firstSpinChanges.length > 3) ties++;
    }
    expect(ties).toBeGreaterThan(0);
  });

  it("[BOARD] a turn's spin turns the spinner; a clue, a point adjustment or a judgement does not", () => {
    let sawNonSpin = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { game } = startedAtTurn(seed);
      const spin = game.run({ type: "spin" });
      expect(spinHappened(spin.before, spin.after)).toBe(true);
      const adjust = game.run({ type: "adjustPoints", teamId: "t1", amount: 1, reason: "tidy" });
      expect(spinHappened(adjust.before, adjust.after)).toBe(false);
      if (game.phase === "answer-or-sell") {
        const clue = game.run({ type: "nextClue" });
        expect(spinHappened(clue.before, clue.after)).toBe(false);
        game.run({ type: "answer" });
        const judged = game.run({ type: "judge", correct: true });
        expect(spinHappened(judged.before, judged.after)).toBe(false);
        sawNonSpin++;
      }
    }
    expect(sawNonSpin).toBeGreaterThan(0);
  });

  it("[BOARD] a correct answer moves chips from the bank once, with the right sound", () => {
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 5; seed++) {
      const { game } = startedAtTurn(seed);
      game.run({ type: "spin" });
      if (game.phase !== "answer-or-sell") continue;
      const seen = lastLedgerSeq(viewFor(game.state, "board"));
      game.run({ type: "answer" });
      const { before, after } = game.run({ type: "judge", correct: true });
      const moved = ledgerSince(seen, after);
      expect(moved).toHaveLength(1);
      expect(moved[0]).toMatchObject({ from: "bank", to: after.reveal?.teamId, amount: after.rules.clueValues[0] });
      expect(ledgerSince(lastLedgerSeq(after), after)).toEqual([]);
      expect(soundFor(before, after)).toBe("correct");
      checked++;
    }
    expect(checked).toBe(5);
  });

  it("[BOARD] a wrong answer sounds wrong and moves no chips", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { game } = startedAtTurn(seed);
      game.run({ type: "spin" });
      if (game.phase !== "answer-or-sell") continue;
      const seen = lastLedgerSeq(viewFor(game.state, "board"));
      game.run({ type: "answer" });
      const { before, after } = game.run({ type: "judge", correct: false });
      expect(ledgerSince(seen, after)).toEqual([]);
      expect(soundFor(before, after)).toBe("wrong");
      return;
    }
    throw new Error("no seed gave an Answer or Sell turn");
  });
});

describe("[SPIN] the wheel lands on the server's number", () => {
  it("[SPIN] the chosen number's sector ends under the pointer, after at least the asked turns", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.integer({ min: 0, max: 8 }),
        (value, from, turns) => {
          const landing = landingRotation(from, value, turns);
          const centre = (value - 1) * 60 + 30;
          const underPointer = (((landing + centre) % 360) + 360) % 360;
          expect(Math.min(underPointer, 360 - underPointer)).toBeLessThan(1e-6);
          expect(landing).toBeGreaterThanOrEqual(from + turns * 360 - 1e-9);
          expect(landing).toBeLessThan(from + turns * 360 + 360);
        },
      ),
    );
  });
});
