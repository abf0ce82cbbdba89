import { z } from "zod";
import { seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import type { Applied, GameActor, GameOutcome, LegalAction, Seating } from "../module";
import { cardName, type CardCode } from "../trick-kit/cards";
import { drawForFirstLead, shuffledCards } from "../trick-kit/deal";
import { adjustmentProblem, matchTargetPointsSchema, type LedgerEntry } from "../trick-kit/scoring";
import { actingSide, other, seatingProblem, sideOf, tableTeams, type Pair, type Side, type TableTeam } from "../trick-kit/teams";
import { violation, type CardGameViolation } from "../trick-kit/violations";
import {
  checkZapCommand,
  describeZapEvent,
  performZapCommand,
  startZapBattle,
  zapCandidates,
  type ZapBattle,
  type ZapBattleEnd,
  type ZapBattleEvent,
  type ZapContext,
} from "./battle";
import { borderZapCommandSchema, type BorderZapCommand } from "./commands";
import { BORDER_ZAP_IN_BRIEF, ZAP_BATTLE_POINTS, ZAP_BONUS_POINT } from "./numbers";
import { zapRulesOf, zapRulesVersionSchema, type ZapRulesVersion } from "./rules-version";

export { BORDER_ZAP_IN_BRIEF };

/** What the teacher chooses; the stored setup adds the rules version the room is played by. */
export const borderZapOptionsSchema = z.object({ targetPoints: matchTargetPointsSchema }).strict();
export const borderZapSetupSchema = borderZapOptionsSchema.extend({ rulesVersion: zapRulesVersionSchema }).strict();
export type BorderZapSetup = z.infer<typeof borderZapSetupSchema>;

export interface ZapBattleSummary {
  number: number;
  winner: Side;
  tricks: Pair<number>;
  points: number;
  bonus: boolean;
  how: ZapBattleEnd;
  firstLead: Side;
}

export type BorderZapPhase = { type: "battle"; battle: ZapBattle } | { type: "match-over"; winner: Side; battle: ZapBattle };

export interface BorderZapState {
  game: "border-zap";
  setup: BorderZapSetup;
  teams: Pair<TableTeam>;
  rng: RngState;
  clock: number;
  points: Pair<number>;
  ledger: LedgerEntry[];
  firstLeadDraw: { cards: Pair<CardCode>; lead: Side };
  history: ZapBattleSummary[];
  phase: BorderZapPhase;
}

export type BorderZapEvent =
  | ZapBattleEvent
  | { type: "matchStarted"; targetPoints: number }
  | { type: "firstLeadDrawn"; cards: { teamId: string; card: CardCode }[]; leadTeamId: string }
  | { type: "firstLeadPassed"; teamId: string }
  | { type: "battlePoints"; teamId: string; points: number; total: number }
  | { type: "scoreAdjusted"; teamId: string; amount: number; reason: string; total: number }
  | { type: "targetTied"; points: number }
  | { type: "matchWon"; teamId: string; points: Pair<number> };

type Result = Applied<BorderZapState, BorderZapEvent>;

const isViolation = (value: unknown): value is CardGameViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value;

export function startBorderZap(setupInput: BorderZapSetup, seating: Seating, seed: number, now: number): Result {
  const parsed = borderZapSetupSchema.safeParse(setupInput);
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
  const problem = seatingProblem(seating);
  if (problem) return { ok: false, violation: violation("rule/invalid_setup", problem) };
  const teams = tableTeams(seating);
  const draw = drawForFirstLead(seedRng(seed));
  const events: BorderZapEvent[] = [
    { type: "matchStarted", targetPoints: parsed.data.targetPoints },
    {
      type: "firstLeadDrawn",
      cards: [
        { teamId: teams[0].id, card: draw.cards[0] },
        { teamId: teams[1].id, card: draw.cards[1] },
      ],
      leadTeamId: teams[draw.lead].id,
    },
  ];
  const dealt = dealZapBattle(draw.rng, teams, 1, draw.lead, parsed.data.rulesVersion, events);
  const state: BorderZapState = {
    game: "border-zap",
    setup: parsed.data,
    teams,
    rng: dealt.rng,
    clock: now,
    points: [0, 0],
    ledger: [],
    firstLeadDraw: { cards: draw.cards, lead: draw.lead },
    history: [],
    phase: { type: "battle", battle: dealt.battle },
  };
  return { ok: true, state, events };
}

/** Shuffles all 50 cards and deals a new border battle. */
function dealZapBattle(
  rng: RngState,
  teams: Pair<TableTeam>,
  number: number,
  firstLead: Side,
  rulesVersion: ZapRulesVersion,
  events: BorderZapEvent[],
): { battle: ZapBattle; rng: RngState } {
  const [deck, next] = shuffledCards(rng);
  const ctx: ZapContext = { teams, events: [] };
  const battle = startZapBattle({ rules: zapRulesOf(rulesVersion, false), number, deck, firstLead }, ctx);
  events.push(...ctx.events);
  return { battle, rng: next };
}

function parseCommand(input: unknown): BorderZapCommand | CardGameViolation {
  const parsed = borderZapCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

function check(state: BorderZapState, command: BorderZapCommand, actor: GameActor): CardGameViolation | null {
  if (state.phase.type === "match-over") return violation("rule/game_over", "The match is over.");
  if (command.type === "adjustScore") {
    if (actor.role !== "moderator") return violation("rule/moderator_only", "Only the moderator can adjust a score.");
    const side = sideOf(state.teams, command.teamId);
    if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
    return adjustmentProblem(state.points[side], command.amount, state.teams[side].name);
  }
  const side = actingSide(state.teams, actor);
  if (isViolation(side)) return side;
  return checkZapCommand(state.phase.battle, side, command, state.teams);
}

export function applyBorderZap(state: BorderZapState, input: BorderZapCommand, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  const problem = check(state, command, actor);
  if (problem) return { ok: false, violation: problem };
  const draft = structuredClone(state);
  draft.clock = now;
  const events: BorderZapEvent[] = [];
  if (command.type === "adjustScore") {
    const side = sideOf(draft.teams, command.teamId) as Side;
    draft.points[side] += command.amount;
    draft.ledger.push({ side, amount: command.amount, reason: command.reason, kind: "adjustment" });
    events.push({
      type: "scoreAdjusted",
      teamId: command.teamId,
      amount: command.amount,
      reason: command.reason,
      total: draft.points[side],
    });
    return { ok: true, state: draft, events };
  }
  if (draft.phase.type !== "battle") throw new Error("checked: battle");
  const ctx: ZapContext = { teams: draft.teams, events: [] };
  performZapCommand(draft.phase.battle, actingSide(draft.teams, actor) as Side, command, ctx);
  events.push(...ctx.events);
  if (draft.phase.battle.step.type === "done") finishZapBattle(draft, events);
  return { ok: true, state: draft, events };
}

/** BZ-6, BZ-7: score the battle; end the match at the target or deal the next battle, the other team leading first. */
function finishZapBattle(state: BorderZapState, events: BorderZapEvent[]): void {
  if (state.phase.type !== "battle" || state.phase.battle.step.type !== "done") throw new Error("a finished battle");
  const battle = state.phase.battle;
  const result = state.phase.battle.step.result;
  const points = ZAP_BATTLE_POINTS + (result.bonus ? ZAP_BONUS_POINT : 0);
  state.points[result.winner] += points;
  state.ledger.push({ side: result.winner, amount: points, reason: `Border battle ${battle.number}`, kind: "battle" });
  state.history.push({
    number: battle.number,
    winner: result.winner,
    tricks: result.tricks,
    points,
    bonus: result.bonus,
    how: result.how,
    firstLead: battle.firstLead,
  });
  events.push({ type: "battlePoints", teamId: state.teams[result.winner].id, points, total: state.points[result.winner] });
  const [a, b] = state.points;
  if (Math.max(a, b) >= state.setup.targetPoints) {
    if (a !== b) {
      const winner: Side = a > b ? 0 : 1;
      state.phase = { type: "match-over", winner, battle };
      events.push({ type: "matchWon", teamId: state.teams[winner].id, points: [a, b] });
      return;
    }
    events.push({ type: "targetTied", points: a });
  }
  const next = other(battle.firstLead);
  events.push({ type: "firstLeadPassed", teamId: state.teams[next].id });
  const dealt = dealZapBattle(state.rng, state.teams, battle.number + 1, next, state.setup.rulesVersion, events);
  state.rng = dealt.rng;
  state.phase = { type: "battle", battle: dealt.battle };
}

function judged(command: BorderZapCommand, problem: CardGameViolation | null): LegalAction<BorderZapCommand> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

export function borderZapLegalActions(state: BorderZapState, actor: GameActor): LegalAction<BorderZapCommand>[] {
  if (actor.role === "moderator") {
    return state.teams.flatMap((team) =>
      [1, -1].map((amount) => {
        const command: BorderZapCommand = { type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" };
        return judged(command, check(state, command, actor));
      }),
    );
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  return zapCandidates(state.phase.battle, side).map((command) => judged(command, check(state, command, actor)));
}

export function borderZapOutcome(state: BorderZapState): GameOutcome {
  if (state.phase.type !== "match-over") return { over: false };
  const winner = state.phase.winner;
  return {
    over: true,
    winners: [state.teams[winner].id],
    summary: `${state.teams[winner].name} wins Play the Border Zap, ${state.points[winner]} points to ${state.points[other(winner)]}, after ${state.history.length} border battle${state.history.length === 1 ? "" : "s"}.`,
  };
}

export function describeBorderZap(event: BorderZapEvent, state: BorderZapState): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "matchStarted":
      return `Play the Border Zap begins: first to ${event.targetPoints} points wins.`;
    case "firstLeadDrawn":
      return `Draw for the first lead: ${event.cards.map((entry) => `${name(entry.teamId)} ${cardName(entry.card)}`).join(", ")}. ${name(
        event.leadTeamId,
      )}'s state joined the Union first, so it leads the first trick.`;
    case "firstLeadPassed":
      return `${name(event.teamId)} leads the first trick of the next border battle (teams alternate).`;
    case "battlePoints":
      return `${name(event.teamId)} scores ${event.points} points (${event.total} in all).`;
    case "scoreAdjusted":
      return `The moderator ${event.amount > 0 ? "adds" : "takes away"} ${Math.abs(event.amount)} point${Math.abs(event.amount) === 1 ? "" : "s"} ${
        event.amount > 0 ? "to" : "from"
      } ${name(event.teamId)}: ${event.reason} (${event.total} in all).`;
    case "targetTied":
      return `Both teams have ${event.points} points: another border battle decides the match.`;
    case "matchWon":
      return `${name(event.teamId)} wins the match, ${Math.max(...event.points)} to ${Math.min(...event.points)}!`;
    default:
      return describeZapEvent(event, state.teams);
  }
}
