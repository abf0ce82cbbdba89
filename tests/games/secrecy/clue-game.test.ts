import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClueCard } from "@/lib/content/clue-card";
import { matchAnswer, type GameState } from "@/lib/games/clue-spin/engine";
import { drawCardById } from "@/lib/games/clue-spin/engine/draw-cards";
import type { ActivePhase, CardPlay, FinishedPhase } from "@/lib/games/clue-spin/engine/state";
import { clueSpin } from "@/lib/games/clue-spin";
import type { Seating } from "@/lib/games/module";
import { FIXTURE_DECK } from "../../game/fixtures";
import { propertySettings } from "../support";
import {
  audiencesOf,
  expectTwinSecret,
  pickWith,
  playAndVisit,
  received,
  seeded,
  started,
  Tally,
  type DriveStep,
  type Twin,
} from "./secrecy";

/**
 * [SECRECY-CLUE-…] The clue game, played by seeded random legal play through its module. At every
 * position, twins change what the rules keep hidden: the card on the table's answer, alternatives
 * and unread clues (only the moderator may see them), the order of the undrawn clue cards and of the
 * draw pile (nobody), a team's saved draw cards and a saved card it has just drawn (that team and
 * the moderator), a typed answer awaiting judgement (its team and the moderator). Every other
 * audience must receive the same bytes.
 */
const TIMEOUT = 120_000;
const TEXTS = ["Texas", "texsa", "St Paul", "Chicago", "nowhere at all", "the big easy"];

const activeOf = (state: GameState): ActivePhase | FinishedPhase => state.phase;

/** The state with its active phase replaced. */
function withActive(state: GameState, phase: ActivePhase): GameState {
  return { ...state, phase };
}

const playOf = (state: GameState): CardPlay | null => {
  const phase = activeOf(state);
  return "play" in phase ? phase.play : null;
};

const isSaved = (id: string): boolean => drawCardById(id).effect.type === "save";

/** A clue card with what the board never sees changed: answer and alternatives, and its unread clues. */
function cardTwins(state: GameState, random: () => number): Twin<GameState>[] {
  const play = playOf(state);
  if (play === null) return [];
  const card = state.clueCards[play.cardIndex];
  if (card === undefined) throw new Error("no card on the table");
  const withCard = (changed: ClueCard): GameState => ({
    ...state,
    clueCards: state.clueCards.map((each, index) => (index === play.cardIndex ? changed : each)),
  });
  const twins: Twin<GameState>[] = [];
  const other = pickWith(
    random,
    FIXTURE_DECK.filter((candidate) => candidate.answer !== card.answer),
  );
  twins.push({
    kind: "clue:answer",
    detail: `${card.answer} -> ${other.answer}`,
    state: withCard({ ...card, answer: other.answer, alternatives: [...other.alternatives] }),
    maySee: ["moderator"],
    mustSee: ["moderator"],
  });
  // Unread: not read aloud yet and not on show (a repeated or free clue is on show).
  const unread = card.clues.map((_, index) => index + 1).filter((number) => number > play.cluesRead && !play.shownClues.includes(number));
  if (unread.length > 0) {
    const clues: ClueCard["clues"] = [...card.clues];
    const first = pickWith(random, unread);
    const second = pickWith(random, unread);
    if (first !== second) {
      // Two unread clues trade places (the same card, read in another order).
      [clues[first - 1], clues[second - 1]] = [clues[second - 1] ?? "", clues[first - 1] ?? ""];
    } else {
      // One unread clue becomes another card's clue at the same place.
      clues[first - 1] = other.clues[first - 1] ?? "";
    }
    twins.push({
      kind: "clue:unread",
      detail: `clue ${first}${first === second ? "" : ` <-> clue ${second}`} of ${card.id}`,
      state: withCard({ ...card, clues }),
      maySee: ["moderator"],
      mustSee: ["moderator"],
    });
  }
  return twins;
}

/** Two undrawn clue cards trade places in the deck; two draw cards trade places in the pile. */
function orderTwins(state: GameState, random: () => number): Twin<GameState>[] {
  const twins: Twin<GameState>[] = [];
  const undrawn = state.clueOrder.length - state.nextClue;
  if (undrawn >= 2) {
    const i = state.nextClue + Math.floor(random() * undrawn);
    const j = state.nextClue + Math.floor(random() * undrawn);
    const order = [...state.clueOrder];
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    if (i !== j && state.clueCards[order[i] ?? 0]?.id !== state.clueCards[order[j] ?? 0]?.id)
      twins.push({
        kind: "deck:order",
        detail: `undrawn clue cards ${i} <-> ${j}`,
        state: { ...state, clueOrder: order },
        maySee: [],
        mustSee: [],
      });
  }
  if (state.drawPile.length >= 2) {
    const pile = [...state.drawPile];
    const i = Math.floor(random() * pile.length);
    const j = Math.floor(random() * pile.length);
    [pile[i], pile[j]] = [pile[j] ?? "", pile[i] ?? ""];
    if (i !== j)
      twins.push({
        kind: "drawPile:order",
        detail: `draw pile ${i} <-> ${j}`,
        state: { ...state, drawPile: pile },
        maySee: [],
        mustSee: [],
      });
  }
  return twins;
}

/**
 * A saved draw card held by a team (or one it has just drawn and will save) trades places with a
 * saved-power card in the pile: the same card for everyone but that team and the moderator.
 */
function savedTwins(state: GameState, random: () => number): Twin<GameState>[] {
  const inPile = state.drawPile.filter(isSaved);
  if (inPile.length === 0) return [];
  const twins: Twin<GameState>[] = [];
  const phase = activeOf(state);
  const held: { teamId: string; id: string; where: "saved" | "drawn" }[] = [
    ...state.teams.flatMap((team) => team.savedCards.map((id) => ({ teamId: team.id, id, where: "saved" as const }))),
    ...(phase.type === "draw-card" && isSaved(phase.drawCardId)
      ? [{ teamId: phase.teamId, id: phase.drawCardId, where: "drawn" as const }]
      : []),
  ];
  if (held.length === 0) return [];
  const { teamId, id: a, where } = pickWith(random, held);
  const b = pickWith(random, inPile);
  const swap = (id: string): string => (id === a ? b : id === b ? a : id);
  let twin: GameState = {
    ...state,
    drawPile: state.drawPile.map(swap),
    teams: state.teams.map((team) => (team.id === teamId ? { ...team, savedCards: team.savedCards.map(swap) } : team)),
    // The last draw names this very card while its team holds it.
    lastDraw:
      state.lastDraw && state.lastDraw.teamId === teamId && state.lastDraw.drawCardId === a ? { teamId, drawCardId: b } : state.lastDraw,
  };
  if (phase.type === "draw-card" && phase.drawCardId === a) twin = withActive(twin, { ...phase, drawCardId: b });
  twins.push({
    kind: `saved:${where}`,
    detail: `${teamId}'s ${a} <-> ${b} in the pile`,
    state: twin,
    maySee: [teamId, "moderator"],
    mustSee: [teamId, "moderator"],
  });
  return twins;
}

/** A typed answer awaiting judgement reads something else (its match hint follows it). */
function pendingTwins(state: GameState, random: () => number): Twin<GameState>[] {
  const phase = activeOf(state);
  const play = playOf(state);
  if (!("pending" in phase) || phase.pending === null || phase.pending.text === null || play === null) return [];
  const card = state.clueCards[play.cardIndex];
  if (card === undefined) return [];
  const pending = phase.pending;
  const text = pickWith(
    random,
    TEXTS.filter((candidate) => candidate !== pending.text),
  );
  const twin = withActive(state, {
    ...phase,
    pending: { ...pending, text, hint: matchAnswer(text, card.answer, card.alternatives) },
  });
  return [
    {
      kind: "pending:text",
      detail: `${pending.teamId} typed "${pending.text}" -> "${text}"`,
      state: twin,
      maySee: [pending.teamId, "moderator"],
      mustSee: [pending.teamId, "moderator"],
    },
  ];
}

function clueTwins(state: GameState, random: () => number): Twin<GameState>[] {
  return [...cardTwins(state, random), ...orderTwins(state, random), ...savedTwins(state, random), ...pendingTwins(state, random)];
}

/** Fills what a legal action leaves open: an answer's text (or aloud) and the moderator's verdict. */
function fill(command: unknown, step: DriveStep): unknown {
  const typed = command as { type: string };
  if (typed.type === "answer") return step.actor % 3 === 0 ? typed : { ...typed, text: TEXTS[step.actor % TEXTS.length] };
  return command;
}

const gameArbitrary = fc.record({
  teams: fc.integer({ min: 2, max: 4 }),
  // Low targets let random games reach final questions and wins.
  targetPoints: fc.integer({ min: 14, max: 40 }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  steps: fc.array(fc.record({ actor: fc.nat(), pick: fc.nat(), wait: fc.integer({ min: 1, max: 5_000 }) }), {
    minLength: 20,
    maxLength: 160,
    size: "max",
  }),
});

describe("[SECRECY] the clue game keeps its hidden things hidden", () => {
  it(
    "[SECRECY-CLUE-1] changing the card's answer and unread clues, the undrawn cards' order, a team's saved cards or a typed answer changes nothing an audience may not see",
    () => {
      const tally = new Tally();
      fc.assert(
        fc.property(gameArbitrary, ({ teams, targetPoints, seed, steps }) => {
          const seating: Seating = {
            teams: Array.from({ length: teams }, (_, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, players: 1 + (i % 3) })),
          };
          const setup = { targetPoints, clueValues: [10, 9, 8, 7, 6, 5], deck: FIXTURE_DECK };
          const audiences = audiencesOf<GameState>(
            clueSpin,
            seating.teams.map((team) => team.id),
          );
          const random = seeded(seed ^ 0xc1e);
          playAndVisit<GameState>(
            clueSpin,
            started(clueSpin, setup, seating, seed) as GameState,
            seating,
            steps,
            (state) => {
              const original = received(audiences, state);
              for (const twin of clueTwins(state, random)) expectTwinSecret(audiences, original, twin, tally);
            },
            {
              fill,
              // Adjustments and pauses would crowd out play (as in the engine's own properties).
              skip: (command) => ["adjustPoints", "pause"].includes((command as { type: string }).type),
            },
          );
        }),
        propertySettings("secrecy clue game", 30, 120),
      );
      console.info(`[secrecy] ${tally.summary()}`);
      const kinds = ["clue:answer", "clue:unread", "deck:order", "drawPile:order", "saved:saved", "saved:drawn", "pending:text"];
      expect(tally.missing(kinds), "swap kinds never reached").toEqual([]);
      for (const kind of kinds.filter((kind) => !kind.endsWith(":order"))) expect(tally.controls.get(kind) ?? 0, kind).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
