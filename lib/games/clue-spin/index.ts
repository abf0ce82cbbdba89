/**
 * The 55-point spinner clue game as a module: its engine in ./engine behind the platform's seam.
 * Rulebook: docs/rules.md (rule IDs SPIN-…, SELL-…, …), from ../shared/rules/clue-game.txt.
 * One table holds every team (2 to 6, or individuals); its screens are app/games/clue-spin/ (console, board, phone).
 */
import { z } from "zod";
import { clueCardSchema, type ClueCard } from "@/lib/content/clue-card";
import {
  applyParsedCommand,
  beginGame,
  commandSchema,
  judgedTeamActions,
  legalActions,
  MODERATOR_COMMANDS,
  viewFor,
  type BoardView,
  type Command,
  type GameEvent,
  type GameState,
  type ModeratorView,
  type TeamAudienceView,
} from "@/lib/games/clue-spin/engine";
import { seedRng, shuffled } from "@/lib/games/clue-spin/engine/rng";
import {
  ALTERNATIVE_CLUE_VALUES,
  DEFAULT_CLUE_VALUES,
  DEFAULT_TARGET_POINTS,
  MAX_TARGET_POINTS,
  MAX_TEAMS,
  MIN_TEAMS,
  targetPointsProblem,
} from "@/lib/games/clue-spin/engine/setup";
import { gameStateSchema } from "@/lib/games/clue-spin/engine/state-schema";
import type { ClueValues } from "@/lib/games/clue-spin/engine/state";
import { statusOf, type Applied, type GameActor, type GameModule, type GameOutcome, type LegalAction, type Seating } from "../module";
import { stateByCode } from "@/lib/content/state-data";
import { buildReport } from "@/lib/games/clue-spin/engine/report";
import { describeClueEvents } from "./describe";
import { cardsTable, teamsTable } from "./report-tables";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ClueCommand = DistributiveOmit<Command, "actor">;

/** The original game puts "about 50" clue cards out; a game keeps its own shuffled hand of cards. */
const CARDS_PER_GAME = 60;

/** What the teacher chooses on the host form, beyond the teams. */
export const clueOptionsSchema = z
  .object({
    targetPoints: z
      .number()
      .int()
      .min(1)
      .max(MAX_TARGET_POINTS, `Keep the target to ${MAX_TARGET_POINTS} points or fewer.`)
      .default(DEFAULT_TARGET_POINTS),
    clueValues: z.enum(["standard", "low"]).default("standard"),
    deck: z
      .object({ builtIn: z.boolean().default(true), customDeckIds: z.array(z.string().min(1).max(64)).max(10).default([]) })
      .strict()
      .default({ builtIn: true, customDeckIds: [] }),
  })
  .strict()
  // [SETUP-7] The engine's own rule and message: the target must be above every team's starting points.
  .superRefine((options, ctx) => {
    const problem = targetPointsProblem(options.targetPoints);
    if (problem) ctx.addIssue({ code: "custom", path: ["targetPoints"], message: problem });
  })
  .refine((options) => options.deck.builtIn || options.deck.customDeckIds.length > 0, {
    path: ["deck"],
    message: "Pick the built-in deck, a deck of your own, or both.",
  });

const count = z.number().int().min(0);
export const clueSetupSchema = z
  .object({
    targetPoints: count,
    clueValues: z.tuple([count, count, count, count, count, count]),
    deck: z.array(clueCardSchema).min(1),
  })
  .strict();
export type ClueSetup = z.infer<typeof clueSetupSchema>;

/** The setup from the chosen cards: a seeded shuffle, the first CARDS_PER_GAME kept. Pure and deterministic. */
export function clueSetupFrom(
  options: { targetPoints: number; clueValues: "standard" | "low" },
  seed: number,
  cards: readonly ClueCard[],
): ClueSetup {
  const [order] = shuffled(
    cards.map((_, i) => i),
    seedRng(seed ^ 0x5eed),
  );
  const values: ClueValues = options.clueValues === "standard" ? DEFAULT_CLUE_VALUES : ALTERNATIVE_CLUE_VALUES;
  return {
    targetPoints: options.targetPoints,
    clueValues: values,
    deck: order.slice(0, CARDS_PER_GAME).flatMap((i) => cards.slice(i, i + 1)),
  };
}

const MODERATOR: Command["actor"] = { role: "moderator" };

/** Commands without their actor (the server sets it from the credential). */
const clueCommandSchema: z.ZodType<ClueCommand> = z
  .record(z.string(), z.unknown())
  .refine((raw) => !("actor" in raw), "Do not send an actor: the server knows who you are.")
  .transform((raw, ctx) => {
    // The engine's own schema, with the actor it requires filled in and taken off again.
    const parsed = commandSchema.safeParse({ ...raw, actor: MODERATOR });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const { actor: _actor, ...command } = parsed.data;
    return command;
  });

function settings(setup: ClueSetup, seating: Seating) {
  return {
    teams: seating.teams.map((team) => ({ id: team.id, name: team.name, players: team.players })),
    targetPoints: setup.targetPoints,
    clueValues: setup.clueValues,
  };
}

function applied(result: ReturnType<typeof applyParsedCommand>): Applied<GameState, GameEvent> {
  return result.ok ? { ok: true, state: result.state, events: result.events } : { ok: false, violation: result.violation };
}

function clueOutcome(state: GameState): GameOutcome {
  if (state.phase.type !== "finished") return { over: false };
  const winnerId = state.phase.winnerId;
  const winner = state.teams.find((team) => team.id === winnerId)?.name ?? winnerId;
  return { over: true, winners: [winnerId], summary: `${winner} answered the final question and won the game.` };
}

export type ClueSpinViews = { moderator: ModeratorView; board: BoardView; team: TeamAudienceView };

export const clueSpin: GameModule<ClueSetup, GameState, ClueCommand, GameEvent, ClueSpinViews> = {
  id: "clue-spin",
  title: "Clue Spin: the 55-point spinner clue game",
  teams: { min: MIN_TEAMS, max: MAX_TEAMS, playersPerTeam: { min: 1, max: 60 } },
  seating: "whole-class",
  async prepare(options, seed, services) {
    const parsed = clueOptionsSchema.safeParse(options);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
      return { ok: false, code: "input/invalid_game", message: `Check the game settings: ${where}${issue?.message ?? "invalid"}` };
    }
    const { targetPoints, clueValues, deck } = parsed.data;
    const custom = await services.customDeckCards(deck.customDeckIds);
    if (!custom.ok)
      return {
        ok: false,
        code: "input/unknown_deck",
        message: `There is no deck with id ${custom.missing.join(", ")}: pick one from the list.`,
      };
    const cards = [...(deck.builtIn ? services.builtInDeck() : []), ...custom.cards] as ClueCard[];
    if (cards.length === 0)
      return { ok: false, code: "input/empty_deck", message: "The chosen decks have no cards: add cards or pick the built-in deck." };
    return { ok: true, setup: clueSetupFrom({ targetPoints, clueValues }, seed, cards) };
  },
  setupSchema: clueSetupSchema,
  stateSchema: gameStateSchema,
  commandSchema: clueCommandSchema,
  moderatorCommands: MODERATOR_COMMANDS,
  // The platform's lobby seats the teams; the engine begins with them (it has no state before the start).
  start: (setup, seating, seed) => beginGame(settings(setup, seating), seed, setup.deck),
  apply: (state, command, actor, now) => applied(applyParsedCommand(state, { ...command, actor }, { now })),
  views: {
    moderator: (state) => viewFor(state, "moderator"),
    board: (state) => viewFor(state, "board"),
    team: (state, teamId) => viewFor(state, { team: teamId }),
  },
  legalActions(state, actor: GameActor): LegalAction<ClueCommand>[] {
    if (actor.role === "team") {
      return judgedTeamActions(state, actor.teamId).map((judged) =>
        judged.allowed
          ? { command: judged.command, allowed: true }
          : { command: judged.command, allowed: false, reason: judged.reason, code: judged.code },
      );
    }
    return legalActions(state, actor).map((command) => ({ command, allowed: true }));
  },
  describe: (events, state) => describeClueEvents(events, { team: (id) => state.teams.find((team) => team.id === id)?.name ?? "A team" }),
  status: (state) =>
    statusOf(state, {
      outcome: clueOutcome(state),
      scores: state.teams.map((team) => ({ teamId: team.id, points: team.points })),
      legalActions: clueSpin.legalActions,
    }),
  exportSetup: (setup) => ({ targetPoints: setup.targetPoints, clueValues: setup.clueValues, cardsInDeck: setup.deck.length }),
  exportRecord: (state) => ({ ledger: state.ledger.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })) }),
  storage: {
    compact: (state) => ({ ...state, clueCards: [] }),
    restore: (state, setup) => ({ ...state, clueCards: setup.deck }),
    upgrade(stored) {
      if (typeof stored !== "object" || stored === null) return { state: stored, paused: false };
      const { phase } = stored as { phase?: { type?: unknown; resume?: unknown } };
      // Before the lobby was the platform's alone, a table not yet started held a game in phase "lobby".
      if (phase?.type === "lobby") return { state: null, paused: false };
      // Before pausing was the platform's, a paused game was a phase wrapping the one to resume.
      if (phase?.type !== "paused") return { state: stored, paused: false };
      return { state: { ...stored, phase: phase.resume }, paused: true };
    },
  },
  report: {
    build({ final, steps, ended }) {
      const report = buildReport(final, steps, ended);
      return { json: report, tables: { "teams.csv": teamsTable(report), "cards.csv": cardsTable(report) } };
    },
  },
  playAgain: {
    async options(setup, services) {
      // A teacher's card keeps its deck's card id after "custom-"; its deck is looked up by that id.
      const customCardIds = setup.deck.filter((card) => card.id.startsWith("custom-")).map((card) => card.id.slice("custom-".length));
      const customDeckIds = customCardIds.length === 0 ? [] : await services.deckIdsOfCards(customCardIds);
      const builtIn = setup.deck.some((card) => !card.id.startsWith("custom-"));
      const standard = setup.clueValues.every((value, index) => value === DEFAULT_CLUE_VALUES[index]);
      return {
        targetPoints: setup.targetPoints,
        clueValues: standard ? "standard" : "low",
        // A teacher's deck deleted since then is left out; with nothing left, the built-in deck plays.
        deck: { builtIn: builtIn || customDeckIds.length === 0, customDeckIds },
      };
    },
  },
  revealPlace(state) {
    // Public only once the answer is revealed; a card about no state has no place.
    const card = state.reveal ? state.clueCards[state.reveal.cardIndex] : undefined;
    const place = card?.sourceState ? stateByCode(card.sourceState) : undefined;
    return card && place ? { code: place.code, name: place.name, answer: card.answer } : null;
  },
};
