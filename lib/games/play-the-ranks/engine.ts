import { seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import type { Applied, GameActor, GameOutcome, LegalAction, Seating } from "../module";
import { drawForFirstLead, shuffledCards, shuffledPowerCards } from "../trick-kit/deal";
import { CATEGORIES } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { adjustmentProblem } from "../trick-kit/score-rules";
import { actingSide, other, seatingProblem, sideOf, tableTeams, type Pair, type Side, type TableTeam } from "../trick-kit/teams";
import { violation, type CardGameViolation } from "../trick-kit/violations";
import {
  basesInPlay,
  checkRanksCommand,
  leadChoosesBase,
  performRanksCommand,
  startRanksBattle,
  type BattleContext,
  type RanksBattle,
  type RanksBattleEvent,
  type RanksRules,
} from "./battle";
import { playTheRanksCommandSchema, type PlayTheRanksCommand, type RanksBattleCommand } from "./commands";
import { playTheRanksSetupSchema, type PlayTheRanksSetup } from "./setup";
import type { PlayTheRanksEvent, PlayTheRanksState } from "./state";
import { LEVEL_FIRST_BASE_TRICKS } from "./numbers";

/** "A team earns 2 points for winning a state ranking battle and can also earn a bonus point." */
const BATTLE_POINTS = 2;
const BONUS_POINT = 1;

export { LEVEL_FIRST_BASE_TRICKS };

type Result = Applied<PlayTheRanksState, PlayTheRanksEvent>;

function rulesFor(setup: PlayTheRanksSetup): RanksRules {
  return {
    kind: setup.level === 3 ? "level3" : "level4",
    firstBaseTricks: LEVEL_FIRST_BASE_TRICKS,
    leadChoosesBase: setup.leadChoosesBase,
    firstLeadByDiscards: setup.firstLead === "discards",
    holdBeforeTricks: false,
  };
}

export function startPlayTheRanks(setupInput: PlayTheRanksSetup, seating: Seating, seed: number, now: number): Result {
  const parsedSetup = playTheRanksSetupSchema.safeParse(setupInput);
  if (!parsedSetup.success) {
    const issue = parsedSetup.error.issues[0];
    return {
      ok: false,
      violation: violation(
        "rule/invalid_setup",
        `The setup is not valid (${issue?.path.join(".") || "setup"}): ${issue?.message ?? "invalid"}.`,
      ),
    };
  }
  const setup = parsedSetup.data;
  const problem = seatingProblem(seating);
  if (problem) return { ok: false, violation: violation("rule/invalid_setup", problem) };
  const teams = tableTeams(seating);
  const events: PlayTheRanksEvent[] = [{ type: "matchStarted", level: setup.level, targetPoints: setup.targetPoints }];
  let rng = seedRng(seed);
  let firstLeadDraw: PlayTheRanksState["firstLeadDraw"] = null;
  let firstLead: Side | null = null;
  if (setup.firstLead !== "discards") {
    const draw = drawForFirstLead(rng);
    rng = draw.rng;
    firstLeadDraw = { cards: draw.cards, lead: draw.lead };
    firstLead = draw.lead;
    events.push({
      type: "firstLeadDrawn",
      cards: [
        { teamId: teams[0].id, card: draw.cards[0] },
        { teamId: teams[1].id, card: draw.cards[1] },
      ],
      leadTeamId: teams[draw.lead].id,
    });
  }
  const dealt = dealBattle(rng, setup, teams, 1, firstLead, events);
  const state: PlayTheRanksState = {
    game: "play-the-ranks",
    setup,
    teams,
    rng: dealt.rng,
    clock: now,
    points: [0, 0],
    ledger: [],
    firstLeadDraw,
    history: [],
    phase: { type: "battle", battle: dealt.battle },
  };
  return { ok: true, state, events };
}

/** Shuffles all 50 GeoPlunge cards and all 15 Power cards and deals a new battle. */
function dealBattle(
  rng: RngState,
  setup: PlayTheRanksSetup,
  teams: Pair<TableTeam>,
  number: number,
  firstLead: Side | null,
  events: PlayTheRanksEvent[],
): { battle: RanksBattle; rng: RngState } {
  const [deck, afterCards] = shuffledCards(rng);
  const [powerDeck, afterPowers] = shuffledPowerCards(afterCards);
  const ctx: BattleContext = { teams, events: [] };
  const battle = startRanksBattle({ rules: rulesFor(setup), number, deck, powerDeck, firstLead }, ctx);
  events.push(...ctx.events);
  return { battle, rng: afterPowers };
}

function parseCommand(input: unknown): PlayTheRanksCommand | CardGameViolation {
  const parsed = playTheRanksCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

const isViolation = (value: unknown): value is CardGameViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value;

/** Why the command is refused, or null; never changes the state. */
function check(state: PlayTheRanksState, command: PlayTheRanksCommand, actor: GameActor): CardGameViolation | null {
  if (state.phase.type === "match-over") return violation("rule/game_over", "The match is over.");
  if (command.type === "adjustScore") {
    if (actor.role !== "moderator") return violation("rule/moderator_only", "Only the moderator can adjust a score.");
    const side = sideOf(state.teams, command.teamId);
    if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
    return adjustmentProblem(state.points[side], command.amount, state.teams[side].name);
  }
  const side = actingSide(state.teams, actor);
  if (isViolation(side)) return side;
  return checkRanksCommand(state.phase.battle, side, command, state.teams);
}

export function applyPlayTheRanks(state: PlayTheRanksState, input: PlayTheRanksCommand, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  const problem = check(state, command, actor);
  if (problem) return { ok: false, violation: problem };
  const draft = structuredClone(state);
  draft.clock = now;
  const events: PlayTheRanksEvent[] = [];
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
  const side = actingSide(draft.teams, actor) as Side;
  const ctx: BattleContext = { teams: draft.teams, events: [] };
  performRanksCommand(draft.phase.battle, side, command, ctx);
  events.push(...ctx.events);
  if (draft.phase.battle.step.type === "done") finishBattle(draft, events);
  return { ok: true, state: draft, events };
}

/** PTR-6, PTR-7: score the battle, then end the match or deal the next battle. */
function finishBattle(state: PlayTheRanksState, events: PlayTheRanksEvent[]): void {
  if (state.phase.type !== "battle" || state.phase.battle.step.type !== "done") throw new Error("a finished battle");
  const battle = state.phase.battle;
  const result = state.phase.battle.step.result;
  const points = BATTLE_POINTS + (result.bonus ? BONUS_POINT : 0);
  state.points[result.winner] += points;
  state.ledger.push({ side: result.winner, amount: points, reason: `Battle ${battle.number}`, kind: "battle" });
  const firstLead = battle.firstLead as Side;
  state.history.push({
    number: battle.number,
    winner: result.winner,
    tricks: result.tricks,
    points,
    bonus: result.bonus,
    how: result.how,
    firstLead,
  });
  events.push({ type: "battlePoints", teamId: state.teams[result.winner].id, points, total: state.points[result.winner] });
  const target = state.setup.targetPoints;
  const [a, b] = state.points;
  if (Math.max(a, b) >= target) {
    if (a !== b) {
      const winner: Side = a > b ? 0 : 1;
      state.phase = { type: "match-over", winner, battle };
      events.push({ type: "matchWon", teamId: state.teams[winner].id, points: [a, b] });
      return;
    }
    events.push({ type: "targetTied", points: a });
  }
  let next: Side | null = null;
  switch (state.setup.firstLead) {
    case "discards":
      next = null;
      break;
    case "draw-then-alternate":
      next = other(firstLead);
      events.push({ type: "firstLeadPassed", teamId: state.teams[next].id, because: "alternate" });
      break;
    case "draw-then-winner":
      next = result.winner;
      events.push({ type: "firstLeadPassed", teamId: state.teams[next].id, because: "winner" });
      break;
    default:
      exhaustiveSwitchError(state.setup.firstLead);
  }
  const dealt = dealBattle(state.rng, state.setup, state.teams, battle.number + 1, next, events);
  state.rng = dealt.rng;
  state.phase = { type: "battle", battle: dealt.battle };
}

// ---- Legal actions -------------------------------------------------------------------------------

type Candidate = RanksBattleCommand;

/** Every command the team could send in the current step, before the rules judge it. */
function teamCandidates(battle: RanksBattle, side: Side): Candidate[] {
  const step = battle.step;
  const hand = battle.hands[side];
  const powers = battle.powers[side];
  switch (step.type) {
    case "discarding":
      return hand.map((card): Candidate => ({ type: "discard", card }));
    case "choosing-role":
    case "answering-call":
    case "final-call":
      return [
        { type: "chooseRole", role: "cards" },
        { type: "chooseRole", role: "call" },
        { type: "upTheBur", burCards: 3 },
        { type: "upTheBur", burCards: 4 },
        { type: "upTheBur", burCards: 5 },
      ];
    case "call-pick":
      return battle.basePowers.flatMap((remove): Candidate[] =>
        battle.rules.leadChoosesBase
          ? [{ type: "pickPower", remove }]
          : battle.basePowers.filter((first) => first !== remove).map((first): Candidate => ({ type: "pickPower", remove, first })),
      );
    case "pulling-power":
      return [
        { type: "pullPower", pull: true },
        { type: "pullPower", pull: false },
      ];
    case "leading":
    case "following": {
      const bases = leadChoosesBase(battle) ? basesInPlay(battle) : [undefined];
      const leads = hand.flatMap((card) =>
        bases.flatMap((base): Candidate[] => [
          ...CATEGORIES.map((category): Candidate => ({ type: "lead", card, category, ...(base === undefined ? {} : { base }) })),
          ...powers.map((power): Candidate => ({ type: "lead", card, power, ...(base === undefined ? {} : { base }) })),
        ]),
      );
      const changeBase = battle.rules.kind === "level4" && battle.rules.leadChoosesBase;
      const follows = hand.flatMap((card): Candidate[] => [
        { type: "follow", card },
        ...powers.map((power): Candidate => ({ type: "follow", card, power })),
        ...(changeBase ? powers.map((power): Candidate => ({ type: "follow", card, power, changeBase: true })) : []),
      ]);
      return step.type === "leading" && step.lead === side ? leads : step.type === "following" && step.lead === side ? [] : follows;
    }
    case "ready":
    case "done":
      return [];
    default:
      return exhaustiveSwitchError(step);
  }
}

function judged(command: PlayTheRanksCommand, problem: CardGameViolation | null): LegalAction<PlayTheRanksCommand> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

export function playTheRanksLegalActions(state: PlayTheRanksState, actor: GameActor): LegalAction<PlayTheRanksCommand>[] {
  if (actor.role === "moderator") {
    return state.teams.flatMap((team) =>
      [1, -1].map((amount) => {
        const command: PlayTheRanksCommand = { type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" };
        return judged(command, check(state, command, actor));
      }),
    );
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  const battle = state.phase.battle;
  return teamCandidates(battle, side).map((command) => judged(command, check(state, command, actor)));
}

export function playTheRanksOutcome(state: PlayTheRanksState): GameOutcome {
  if (state.phase.type !== "match-over") return { over: false };
  const winner = state.phase.winner;
  const loser = other(winner);
  return {
    over: true,
    winners: [state.teams[winner].id],
    summary: `${state.teams[winner].name} wins Play the Ranks Level ${state.setup.level}, ${state.points[winner]} points to ${state.points[loser]}, after ${state.history.length} battle${state.history.length === 1 ? "" : "s"}.`,
  };
}

export type { RanksBattleEvent };
