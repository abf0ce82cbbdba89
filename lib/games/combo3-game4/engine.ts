import { seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import type { Applied, GameActor, GameOutcome, LegalAction, Seating } from "../module";
import {
  checkZapCommand,
  performZapCommand,
  releaseZapBattle,
  startZapBattle,
  zapCandidates,
  type ZapBattle,
  type ZapBattleEvent,
} from "../border-zap/battle";
import type { ZapBattleCommand } from "../border-zap/commands";
import { zapRulesOf } from "../border-zap/rules-version";
import {
  basesInPlay,
  checkRanksCommand,
  leadChoosesBase,
  performRanksCommand,
  releaseRanksBattle,
  startRanksBattle,
  type RanksBattle,
  type RanksBattleEvent,
  type RanksRules,
} from "../play-the-ranks/battle";
import type { RanksBattleCommand } from "../play-the-ranks/commands";
import { CATEGORIES, type CardCode } from "../trick-kit/cards";
import { drawForFirstLead, shuffledCards, shuffledPowerCards } from "../trick-kit/deal";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { powerCard, type GameVersion } from "../trick-kit/power-cards";
import {
  answerGeoPlungeCount,
  closeGeoPlungeProblem,
  geoPlungeAnswerProblem,
  geoPlungeClosed,
  geoPlungeCountAnswered,
  geoPlungeCountOver,
  geoPlungingAfter,
  openGeoPlungeCount,
} from "../combo3-kit/geoplunge-count";
import { comboResultPoints, type ComboBreakdown } from "../combo3-kit/scoring";
import { bookAdjustment, adjustmentProblem, type LedgerEntry, type ScoreAdjusted } from "../trick-kit/score-rules";
import { actingSide, other, seatingProblem, sideOf, tableTeams, type Pair, type Side, type TableTeam } from "../trick-kit/teams";
import { violation, type CardGameViolation } from "../trick-kit/violations";
export { COMBO_SCORING_IN_BRIEF, comboResultPoints, type ComboBreakdown } from "../combo3-kit/scoring";
import { combo3Game4CommandSchema, type Combo3Game4Command } from "./commands";
import { combo3Game4SetupSchema, type Combo3Game4Setup } from "./setup";

import { COMBO_FIRST_BASE_TRICKS } from "./numbers";

export { COMBO_FIRST_BASE_TRICKS };

export type ComboPlay = { kind: "ranks"; battle: RanksBattle } | { kind: "zap"; battle: ZapBattle };

export interface ComboResult {
  /** Null for a tie (not reachable in Game 4, whose versions always name a winner; kept for Combo 3's table). */
  winner: Side | null;
  tricks: Pair<number>;
  bonus: boolean;
  how: string;
  /** Points the game awards, before any moderator adjustment. */
  points: Pair<number>;
  breakdown: ComboBreakdown;
}

export type ComboPhase =
  | { type: "playing"; play: ComboPlay }
  | { type: "geoplunge-window"; play: ComboPlay; deadline: number; answers: Pair<boolean | null> }
  | { type: "over"; play: ComboPlay; result: ComboResult };

export interface Combo3Game4State {
  game: "combo3-game4";
  setup: Combo3Game4Setup;
  teams: Pair<TableTeam>;
  rng: RngState;
  clock: number;
  /** The Power card turned face-up to name the version (null when the setup fixed the version). */
  versionCard: string | null;
  version: GameVersion;
  firstLead: { side: Side; how: "previous-winner" | "draw"; drawn: Pair<CardCode> | null };
  /** Who is GeoPlunging, once the dealer's count is over. */
  geoPlunging: Pair<boolean> | null;
  adjustments: LedgerEntry[];
  phase: ComboPhase;
}

export type Combo3Game4Event =
  | RanksBattleEvent
  | ZapBattleEvent
  | { type: "versionTurned"; powerCard: string | null; version: GameVersion }
  | { type: "firstLeadDrawn"; cards: { teamId: string; card: CardCode }[]; leadTeamId: string }
  | { type: "firstLeadToPreviousWinner"; teamId: string }
  | { type: "geoPlungeOpened"; deadline: number; seconds: number }
  | { type: "geoPlungeAnswered"; teamId: string; plunging: boolean }
  | { type: "geoPlungeClosed"; plungingTeamIds: string[] }
  | ScoreAdjusted
  | { type: "gameScored"; winnerId: string | null; points: Pair<number>; breakdown: ComboBreakdown };

type Result = Applied<Combo3Game4State, Combo3Game4Event>;

const isViolation = (value: unknown): value is CardGameViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value;

const ranksRules = (version: "PTR1" | "PTR2"): RanksRules => ({
  kind: version === "PTR1" ? "ptr1" : "ptr2",
  firstBaseTricks: COMBO_FIRST_BASE_TRICKS,
  leadChoosesBase: version === "PTR2",
  firstLeadByDiscards: false,
  holdBeforeTricks: true,
});

export function startCombo3Game4(setupInput: Combo3Game4Setup, seating: Seating, seed: number, now: number): Result {
  const parsed = combo3Game4SetupSchema.safeParse(setupInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      violation: violation(
        "rule/invalid_setup",
        `The setup is not valid (${issue?.path.join(".") || "setup"}): ${issue?.message ?? "invalid"}.`,
      ),
    };
  }
  const setup = parsed.data;
  const problem = seatingProblem(seating);
  if (problem) return { ok: false, violation: violation("rule/invalid_setup", problem) };
  const teams = tableTeams(seating);
  // C3-4.3: in a room's sequence of games the platform knows who won the previous one.
  const fromRoom = seating.previousWinners?.length === 1 ? sideOf(teams, seating.previousWinners[0] ?? "") : null;
  const previous = setup.previousWinner === null ? fromRoom : sideOf(teams, setup.previousWinner);
  if (setup.previousWinner !== null && previous === null) {
    return {
      ok: false,
      violation: violation(
        "rule/invalid_setup",
        `previousWinner "${setup.previousWinner}" is not a team at this table; give a seated team's id, or null after a tie.`,
      ),
    };
  }
  const events: Combo3Game4Event[] = [];
  let rng = seedRng(seed);
  // C3-3: the top Power card names the version; it stays face-up beside the table.
  const shuffledDeck = shuffledPowerCards(rng);
  let powerDeck = shuffledDeck[0];
  rng = shuffledDeck[1];
  let versionCard: string | null = null;
  let version: GameVersion;
  if (setup.version === "turned") {
    const [top, ...rest] = powerDeck;
    if (top === undefined) throw new Error("empty Power deck");
    versionCard = top;
    version = powerCard(top).version;
    powerDeck = rest;
  } else version = setup.version;
  events.push({ type: "versionTurned", powerCard: versionCard, version });
  // C3-4: the previous game's winner leads; after a tie or as the round's first game, a statehood draw.
  let firstLead: Combo3Game4State["firstLead"];
  if (previous !== null) {
    firstLead = { side: previous, how: "previous-winner", drawn: null };
    events.push({ type: "firstLeadToPreviousWinner", teamId: teams[previous].id });
  } else {
    const draw = drawForFirstLead(rng);
    rng = draw.rng;
    firstLead = { side: draw.lead, how: "draw", drawn: draw.cards };
    events.push({
      type: "firstLeadDrawn",
      cards: [
        { teamId: teams[0].id, card: draw.cards[0] },
        { teamId: teams[1].id, card: draw.cards[1] },
      ],
      leadTeamId: teams[draw.lead].id,
    });
  }
  const [deck, afterCards] = shuffledCards(rng);
  rng = afterCards;
  const battleEvents: (RanksBattleEvent | ZapBattleEvent)[] = [];
  let play: ComboPlay;
  if (version === "PTB") {
    const ctx = { teams, events: [] as ZapBattleEvent[] };
    const rules = zapRulesOf(setup.rulesVersion, true);
    play = { kind: "zap", battle: startZapBattle({ rules, number: 1, deck, firstLead: firstLead.side }, ctx) };
    battleEvents.push(...ctx.events);
  } else {
    const ctx = { teams, events: [] as RanksBattleEvent[] };
    play = {
      kind: "ranks",
      battle: startRanksBattle({ rules: ranksRules(version), number: 1, deck, powerDeck, firstLead: firstLead.side }, ctx),
    };
    battleEvents.push(...ctx.events);
  }
  events.push(...battleEvents);
  const state: Combo3Game4State = {
    game: "combo3-game4",
    setup,
    teams,
    rng,
    clock: now,
    versionCard,
    version,
    firstLead,
    geoPlunging: null,
    adjustments: [],
    phase: { type: "playing", play },
  };
  return { ok: true, state, events };
}

function parseCommand(input: unknown): Combo3Game4Command | CardGameViolation {
  const parsed = combo3Game4CommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

/** Points for this game: the result plus the moderator's adjustments. */
export function comboPoints(state: Combo3Game4State): Pair<number> {
  const base: Pair<number> = state.phase.type === "over" ? [...state.phase.result.points] : [0, 0];
  for (const entry of state.adjustments) base[entry.side] += entry.amount;
  return base;
}

type CardCommand = Extract<Combo3Game4Command, { type: "discard" | "lead" | "follow" | "trade" | "setAside" }>;

/** Turns a PTB command into the zap battle's, refusing the Play the Ranks extras. */
function asZapCommand(command: CardCommand): ZapBattleCommand | CardGameViolation {
  switch (command.type) {
    case "trade":
    case "setAside":
      return command;
    case "discard":
      return { type: "discard", card: command.card };
    case "lead":
      if (command.category !== undefined || command.base !== undefined || command.power !== undefined) {
        return violation("rule/not_in_this_game", "Play the Border Zap has no categories, bases or Power cards: lead a card only.");
      }
      return { type: "lead", card: command.card };
    case "follow":
      if (command.power !== undefined || command.changeBase !== undefined) {
        return violation("rule/not_in_this_game", "Play the Border Zap has no Power cards: play a card only.");
      }
      return { type: "follow", card: command.card };
    default:
      return exhaustiveSwitchError(command);
  }
}

function checkCardCommand(play: ComboPlay, side: Side, command: CardCommand, teams: Pair<TableTeam>): CardGameViolation | null {
  if (play.kind === "zap") {
    const zapCommand = asZapCommand(command);
    if (isViolation(zapCommand)) return zapCommand;
    return checkZapCommand(play.battle, side, zapCommand, teams);
  }
  if (command.type === "trade") return violation("rule/not_in_this_game", "Trading cards is part of Play the Border Zap only.");
  if (command.type === "setAside") {
    return violation("rule/not_in_this_game", "Putting the first 3 cards face-down is part of Play the Border Zap only.");
  }
  return checkRanksCommand(play.battle, side, command, teams);
}

/** Why the command is refused on this state, or null. (The count-of-five deadline is handled by `apply`.) */
function check(state: Combo3Game4State, command: Combo3Game4Command, actor: GameActor, now: number): CardGameViolation | null {
  const phase = state.phase;
  if (phase.type === "over") return violation("rule/game_over", "This game is over.");
  switch (command.type) {
    case "adjustScore": {
      if (actor.role !== "moderator") return violation("rule/moderator_only", "Only the moderator can adjust a score.");
      const side = sideOf(state.teams, command.teamId);
      if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
      return adjustmentProblem(comboPoints(state)[side], command.amount, state.teams[side].name);
    }
    case "closeGeoPlunge":
      return closeGeoPlungeProblem(phase.type === "geoplunge-window" ? phase : null, actor, now);
    case "geoPlunge":
    case "declineGeoPlunge": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return side;
      if (phase.type !== "geoplunge-window") {
        const before = ["trading", "looking", "discarding"].includes(phase.play.battle.step.type);
        return before
          ? violation("rule/wrong_phase", 'The dealer asks "Are you GeoPlunging?" once both teams have discarded; wait for it.')
          : geoPlungeClosed();
      }
      return geoPlungeAnswerProblem(phase, side, now);
    }
    case "discard":
    case "lead":
    case "follow":
    case "trade":
    case "setAside": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return side;
      if (phase.type === "geoplunge-window") {
        return violation("rule/wrong_phase", 'The dealer is asking "Are you GeoPlunging?": answer, or wait for the count of five to end.');
      }
      return checkCardCommand(phase.play, side, command, state.teams);
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

/** Ends the count of five: unanswered teams are not GeoPlunging; the first trick follows. */
function closeWindow(state: Combo3Game4State, events: Combo3Game4Event[]): void {
  const phase = state.phase;
  if (phase.type !== "geoplunge-window") throw new Error("no window to close");
  const plunging = geoPlungingAfter(phase);
  state.geoPlunging = plunging;
  events.push({
    type: "geoPlungeClosed",
    plungingTeamIds: ([0, 1] as Side[]).filter((side) => plunging[side]).map((side) => state.teams[side].id),
  });
  state.phase = { type: "playing", play: phase.play };
  releasePlay(state.phase.play, state.teams, events);
}

function releasePlay(play: ComboPlay, teams: Pair<TableTeam>, events: Combo3Game4Event[]): void {
  if (play.kind === "ranks") {
    const ctx = { teams, events: [] as RanksBattleEvent[] };
    releaseRanksBattle(play.battle, ctx);
    events.push(...ctx.events);
  } else {
    const ctx = { teams, events: [] as ZapBattleEvent[] };
    releaseZapBattle(play.battle, ctx);
    events.push(...ctx.events);
  }
}

export function applyCombo3Game4(state: Combo3Game4State, input: Combo3Game4Command, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  // A command sent at or after the end of the count first closes the window (the platform's timer
  // normally does it with closeGeoPlunge). If the command is then refused, nothing changes.
  let base = state;
  const events: Combo3Game4Event[] = [];
  if (state.phase.type === "geoplunge-window" && geoPlungeCountOver(state.phase, now) && command.type !== "closeGeoPlunge") {
    base = structuredClone(state);
    closeWindow(base, events);
  }
  const problem = check(base, command, actor, now);
  if (problem) return { ok: false, violation: problem };
  const draft = base === state ? structuredClone(state) : base;
  draft.clock = now;
  perform(draft, command, actor, now, events);
  return { ok: true, state: draft, events };
}

function perform(state: Combo3Game4State, command: Combo3Game4Command, actor: GameActor, now: number, events: Combo3Game4Event[]): void {
  switch (command.type) {
    case "adjustScore":
      events.push(bookAdjustment(state, command, comboPoints));
      return;
    case "closeGeoPlunge":
      closeWindow(state, events);
      return;
    case "geoPlunge":
    case "declineGeoPlunge": {
      const phase = state.phase;
      if (phase.type !== "geoplunge-window") throw new Error("checked: window");
      const side = actingSide(state.teams, actor) as Side;
      const answered = answerGeoPlungeCount(phase, side, command.type === "geoPlunge");
      state.phase = answered;
      events.push({ type: "geoPlungeAnswered", teamId: state.teams[side].id, plunging: command.type === "geoPlunge" });
      if (geoPlungeCountAnswered(answered)) closeWindow(state, events);
      return;
    }
    case "discard":
    case "lead":
    case "follow":
    case "trade":
    case "setAside": {
      const phase = state.phase;
      if (phase.type !== "playing") throw new Error("checked: playing");
      const side = actingSide(state.teams, actor) as Side;
      const play = phase.play;
      if (play.kind === "zap") {
        const ctx = { teams: state.teams, events: [] as ZapBattleEvent[] };
        performZapCommand(play.battle, side, asZapCommand(command) as ZapBattleCommand, ctx);
        events.push(...ctx.events);
      } else {
        const ctx = { teams: state.teams, events: [] as RanksBattleEvent[] };
        performRanksCommand(play.battle, side, command as RanksBattleCommand, ctx);
        events.push(...ctx.events);
      }
      const step = play.battle.step;
      if (step.type === "ready") {
        // C3-6: "Determine which teams are GeoPlunging" after the discards, within the dealer's count of five.
        const count = openGeoPlungeCount(now, state.setup.geoPlungeSeconds);
        state.phase = { type: "geoplunge-window", play, ...count };
        events.push({ type: "geoPlungeOpened", deadline: count.deadline, seconds: state.setup.geoPlungeSeconds });
      } else if (step.type === "done") scoreGame(state, play, events);
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

function scoreGame(state: Combo3Game4State, play: ComboPlay, events: Combo3Game4Event[]): void {
  const step = play.battle.step;
  if (step.type !== "done") throw new Error("a finished game");
  const { winner, tricks, bonus, how } = step.result;
  const { points, breakdown } = comboResultPoints(winner, bonus, state.geoPlunging ?? [false, false]);
  state.phase = { type: "over", play, result: { winner, tricks, bonus, how, points, breakdown } };
  events.push({ type: "gameScored", winnerId: state.teams[winner].id, points, breakdown });
}

// ---- Legal actions -----------------------------------------------------------------------------------

function ranksCandidates(battle: RanksBattle, side: Side): CardCommand[] {
  const step = battle.step;
  const hand = battle.hands[side];
  const powers = battle.powers[side];
  switch (step.type) {
    case "discarding":
      return hand.map((card): CardCommand => ({ type: "discard", card }));
    case "leading":
    case "following": {
      if (step.type === "following" && step.lead === side) return [];
      if (step.type === "leading" && step.lead === side) {
        const bases = leadChoosesBase(battle) ? basesInPlay(battle) : [undefined];
        return hand.flatMap((card) =>
          bases.flatMap((base): CardCommand[] => [
            ...CATEGORIES.map((category): CardCommand => ({ type: "lead", card, category, ...(base === undefined ? {} : { base }) })),
            ...powers.map((power): CardCommand => ({ type: "lead", card, power, ...(base === undefined ? {} : { base }) })),
          ]),
        );
      }
      return hand.flatMap((card): CardCommand[] => [
        { type: "follow", card },
        ...powers.map((power): CardCommand => ({ type: "follow", card, power })),
      ]);
    }
    default:
      return [];
  }
}

function judged(command: Combo3Game4Command, problem: CardGameViolation | null): LegalAction<Combo3Game4Command> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

/** Judged at the time of the last accepted command (`state.clock`): the seam passes no clock here. */
export function combo3Game4LegalActions(state: Combo3Game4State, actor: GameActor): LegalAction<Combo3Game4Command>[] {
  const judge = (command: Combo3Game4Command): LegalAction<Combo3Game4Command> =>
    judged(command, check(state, command, actor, state.clock));
  const phase = state.phase;
  if (actor.role === "moderator") {
    const adjustments = state.teams.flatMap((team) =>
      [1, -1].map((amount): Combo3Game4Command => ({ type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" })),
    );
    const close: Combo3Game4Command[] = phase.type === "geoplunge-window" ? [{ type: "closeGeoPlunge" }] : [];
    return [...close, ...adjustments].map(judge);
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  if (phase.type === "geoplunge-window") return [{ type: "geoPlunge" } as const, { type: "declineGeoPlunge" } as const].map(judge);
  if (phase.type === "over") return [];
  const cards: Combo3Game4Command[] =
    phase.play.kind === "zap" ? zapCandidates(phase.play.battle, side) : ranksCandidates(phase.play.battle, side);
  return cards.map(judge);
}

export function combo3Game4Outcome(state: Combo3Game4State): GameOutcome {
  if (state.phase.type !== "over") return { over: false };
  const result = state.phase.result;
  const points = comboPoints(state);
  if (result.winner === null) {
    return {
      over: true,
      winners: [],
      summary: `${state.version} ends in a tie: ${state.teams[0].name} ${points[0]}, ${state.teams[1].name} ${points[1]} points.`,
    };
  }
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  const winner = result.winner;
  return {
    over: true,
    winners: [state.teams[winner].id],
    summary: `${state.teams[winner].name} wins ${state.version} (${result.tricks[winner]}–${result.tricks[other(winner)]} in tricks): ${parts.join(" + ")}. Points: ${state.teams[0].name} ${points[0]}, ${state.teams[1].name} ${points[1]}.`,
  };
}
