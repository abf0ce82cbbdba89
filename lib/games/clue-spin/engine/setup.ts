import { z } from "zod";
import { clueCardSchema, type ClueCard } from "@/lib/content/clue-card";
import { teamSetupSchema, type TeamSetup } from "./commands";
import { DRAW_CARDS } from "./draw-cards";
import type { GameEvent } from "./events";
import { seedRng, shuffled } from "./rng";
import type { ClueValues, GameRules, GameState, TeamState } from "./state";
import { violation, type Violation } from "./violations";

export const DEFAULT_CLUE_VALUES: ClueValues = [10, 9, 8, 7, 6, 5];
/** The gentler ladder for short games: 6 points after clue 1 down to 1 after clue 6. */
export const ALTERNATIVE_CLUE_VALUES: ClueValues = [6, 5, 4, 3, 2, 1];
export const DEFAULT_TARGET_POINTS = 55;
/** The highest target a teacher may choose (the clue module's options and the host form read it). */
export const MAX_TARGET_POINTS = 200;
export const START_POINTS = 10;
export const SHORT_TEAM_BONUS = 3;
export const BONUS_POINTS = 3;
/** [SELL] "ONCE THE FIFTH CLUE IS READ ALOUD, A TEAM CANNOT SELL ITS CLUE CARD." */
export const SALE_CLOSES_AFTER_CLUE = 5;
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 6;

const clueValue = z.number().int().min(1).max(100);

/** The most points any team can start with: a team short a player starts with 10 + 3. */
export const MOST_START_POINTS = START_POINTS + SHORT_TEAM_BONUS;

/**
 * [SETUP-7] The target must be above every team's starting points; at or below them the first spin
 * of every turn would already be the final question.
 */
export function targetPointsProblem(targetPoints: number): string | null {
  if (targetPoints > MOST_START_POINTS) return null;
  return `The target must be more than ${MOST_START_POINTS} points: every team starts with ${START_POINTS}, and a team short a player with ${MOST_START_POINTS}, so a lower target would send the first spin straight to the final question.`;
}

export function teamListProblem(teams: readonly TeamSetup[]): string | null {
  if (teams.length < MIN_TEAMS || teams.length > MAX_TEAMS) {
    return `A game needs ${MIN_TEAMS} to ${MAX_TEAMS} teams; this one has ${teams.length}.`;
  }
  if (new Set(teams.map((team) => team.id)).size !== teams.length) return "Two teams share the same id.";
  return null;
}

export const gameSettingsSchema = z
  .object({
    teams: z.array(teamSetupSchema),
    targetPoints: z.number().int().min(1).max(1000).default(DEFAULT_TARGET_POINTS),
    clueValues: z.tuple([clueValue, clueValue, clueValue, clueValue, clueValue, clueValue]).default(DEFAULT_CLUE_VALUES),
  })
  .strict()
  .superRefine((settings, ctx) => {
    const problem = teamListProblem(settings.teams);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["teams"] });
    const target = targetPointsProblem(settings.targetPoints);
    if (target) ctx.addIssue({ code: "custom", message: target, path: ["targetPoints"] });
  });
export type GameSettingsInput = z.input<typeof gameSettingsSchema>;
export type GameSettings = z.output<typeof gameSettingsSchema>;

/** Everything needed to begin a game: replaying commands on the begun game reproduces any state. */
export interface GameSetup {
  settings: GameSettingsInput;
  seed: number;
  deck: ClueCard[];
}

/** [SETUP] Every team starts with 10 points; a team with fewer players than the largest team gets 3 more. */
export function teamsFromSetup(teams: readonly TeamSetup[], rules: GameRules): TeamState[] {
  const largest = Math.max(...teams.map((team) => team.players));
  return teams.map((team) => {
    const startPoints = rules.startPoints + (team.players < largest ? rules.shortTeamBonus : 0);
    return { ...team, startPoints, points: startPoints, savedCards: [], extraTurnPending: false };
  });
}

/** A begun game, or why its teams cannot play it. */
export type BeginResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; violation: Violation };

/**
 * The game begins with the teams the platform seated (its lobby gathers the class; the engine has
 * none): every team's starting points, the cards and draw pile shuffled from `seed`, the first
 * spins ahead. Teams that cannot play it are a violation; an invalid target, clue values, deck or
 * seed throw (a ZodError or Error): those are set-up mistakes the host form catches before a game exists.
 */
export function beginGame(settingsInput: GameSettingsInput, seed: number, deck: readonly ClueCard[]): BeginResult {
  // Read as the seating command once was (names trimmed), so stored games replay the same.
  const seated = z.array(teamSetupSchema).safeParse(settingsInput.teams);
  const problem = seated.success
    ? teamListProblem(seated.data)
    : `The teams are not valid: ${seated.error.issues[0]?.message ?? "invalid"}.`;
  if (!seated.success || problem) return { ok: false, violation: violation("rule/invalid_setup", problem ?? "invalid teams") };
  const settings = gameSettingsSchema.parse({ ...settingsInput, teams: seated.data });
  const clueCards = z.array(clueCardSchema).min(1, "The deck needs at least one clue card.").parse(deck);
  if (!Number.isSafeInteger(seed)) throw new Error("The seed must be an integer.");
  const rules: GameRules = {
    targetPoints: settings.targetPoints,
    clueValues: settings.clueValues,
    startPoints: START_POINTS,
    shortTeamBonus: SHORT_TEAM_BONUS,
    bonus: BONUS_POINTS,
  };
  let rng = seedRng(seed);
  const [clueOrder, afterDeck] = shuffled(
    clueCards.map((_, index) => index),
    rng,
  );
  rng = afterDeck;
  const [drawPile, afterPile] = shuffled(
    DRAW_CARDS.map((card) => card.id),
    rng,
  );
  rng = afterPile;
  const teams = teamsFromSetup(settings.teams, rules);
  const state: GameState = {
    version: 1,
    rules,
    teams,
    phase: { type: "first-spin", round: 1, contenders: teams.map((team) => team.id), spins: [] },
    turn: null,
    rng,
    clueCards,
    clueOrder,
    nextClue: 0,
    drawPile,
    lastSpin: null,
    lastDraw: null,
    reveal: null,
    ledger: [],
    // 2, not 0: games stored when seating the teams and starting were two engine commands counted
    // them, and must replay to the same state.
    revision: 2,
  };
  return { ok: true, state, events: [{ type: "teamsConfigured", teamIds: teams.map((team) => team.id) }, { type: "gameStarted" }] };
}
