import { seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import type { Applied, GameActor, GameOutcome, GameViolation, LegalAction, Seating } from "../module";
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
import { acceptedPressTime, orderShouts, shoutWindowCloses, type Press, type ShoutOrder } from "../combo3-kit/fair-shouts";
import type { CardCode } from "../trick-kit/cards";
import { dealEach, shuffledCards } from "../trick-kit/deal";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { bookAdjustment, adjustmentProblem, type LedgerEntry, type ScoreAdjusted } from "../trick-kit/score-rules";
import { actingSide, other, seatingProblem, sideOf, tableTeams, type Pair, type Side, type TableTeam } from "../trick-kit/teams";
import { judgeGroup, type GroupVerdict, type Trio } from "./borders";
import {
  BORDER_UP_HAND,
  borderUpCommandSchema,
  GROUP_SIZE,
  groupsShown,
  MAX_GROUPS,
  type BorderUpCommand,
  type ShoutCall,
} from "./commands";
import { borderUpSetupSchema, type BorderUpSetup } from "./setup";
import { borderUpViolation as violation, fromSharedViolation, type BorderUpViolation } from "./violations";

/** BU-3: "Ready, Set, GeoPlunge!" takes this long after the deal, so every phone is ready when the cards turn. */
export const READY_SET_MS = 3_000;

/** A team's groups: `MAX_GROUPS` rows of `GROUP_SIZE` slots, each a card or empty; the other dealt cards are loose. */
export type Groups = (CardCode | null)[][];

export interface Shout {
  side: Side;
  call: ShoutCall;
  /** Server-clock ms the press was made, as accepted (`acceptedPressTime`). */
  pressedAt: number;
  receivedAt: number;
  /** The groups the team showed: its first full groups in slot order, as many as its call shows. */
  shown: Trio[];
}

export interface JudgedShout {
  side: Side;
  call: ShoutCall;
  groups: { cards: Trio; verdict: GroupVerdict }[];
  right: boolean;
}

export type BorderUpResultHow =
  /** BU-7: the first team to shout showed its groups sorted right. */
  | "first-right"
  /** BU-8: the first team to shout did not: the other team wins with the Bonus Points. */
  | "first-wrong"
  /** BU-9: both at the same time, both right or both wrong. */
  | "same-time-tie"
  /** BU-9: both at the same time and only one right: it wins with the Bonus Points. */
  | "same-time-one-right"
  /** The teacher called the race a tie. */
  | "called-tie";

export interface BorderUpResult {
  winner: Side | null;
  bonus: boolean;
  how: BorderUpResultHow;
  /** Null when the teacher called a tie before anyone shouted. */
  order: ShoutOrder | null;
  judged: JudgedShout[];
  /** Points the game awards, before any moderator adjustment. */
  points: Pair<number>;
  breakdown: ComboBreakdown;
  endedAt: number;
}

export interface Race {
  startedAt: number;
  groups: Pair<Groups>;
  shouts: Shout[];
  /** Open from the first shout's arrival until the status wake closes it (`SHOUT_WINDOW_MS`). */
  windowClosesAt: number | null;
}

export type BorderUpPhase =
  | { type: "counting"; deadline: number; answers: Pair<boolean | null> }
  | { type: "ready-set"; revealAt: number }
  | { type: "racing"; race: Race }
  | { type: "over"; race: Race | null; result: BorderUpResult };

export interface BorderUpState {
  game: "border-up";
  setup: BorderUpSetup;
  teams: Pair<TableTeam>;
  rng: RngState;
  clock: number;
  /** BU-2: each team's 18 cards, in the order dealt; null until the deal after the count. */
  hands: Pair<CardCode[]> | null;
  /** Who is GeoPlunging, once the dealer's count is over. */
  geoPlunging: Pair<boolean> | null;
  adjustments: LedgerEntry[];
  phase: BorderUpPhase;
}

export type BorderUpEvent =
  | { type: "countOpened"; deadline: number; seconds: number }
  | { type: "countAnswered"; teamId: string; plunging: boolean }
  | { type: "countClosed"; plungingTeamIds: string[] }
  /** Face-down: the event names no card. */
  | { type: "cardsDealt"; perTeam: number; revealAt: number }
  | { type: "cardsRevealed"; at: number }
  /** A team's own move, naming no card: the other team never learns its arrangement. */
  | { type: "arranged"; teamId: string }
  | { type: "shouted"; teamId: string; call: ShoutCall; pressedAt: number; receivedAt: number }
  | {
      type: "raceJudged";
      order: ShoutOrder;
      judged: { teamId: string; call: ShoutCall; right: boolean; groups: { cards: Trio; verdict: GroupVerdict }[] }[];
    }
  | { type: "tieCalled" }
  | ScoreAdjusted
  | {
      type: "gameScored";
      winnerId: string | null;
      bonus: boolean;
      how: BorderUpResultHow;
      points: Pair<number>;
      breakdown: ComboBreakdown;
    };

type Result = Applied<BorderUpState, BorderUpEvent>;

const isViolation = (value: unknown): value is GameViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value;

const emptyGroups = (): Groups => Array.from({ length: MAX_GROUPS }, () => Array.from({ length: GROUP_SIZE }, () => null));

export function startBorderUp(setupInput: BorderUpSetup, seating: Seating, seed: number, now: number): Result {
  const parsed = borderUpSetupSchema.safeParse(setupInput);
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
  const setup = parsed.data;
  // BU-1: "Determine which teams are GeoPlunging for this game" comes first: the count opens at once.
  const count = openGeoPlungeCount(now, setup.geoPlungeSeconds);
  const state: BorderUpState = {
    game: "border-up",
    setup,
    teams: tableTeams(seating),
    rng: seedRng(seed),
    clock: now,
    hands: null,
    geoPlunging: null,
    adjustments: [],
    phase: { type: "counting", ...count },
  };
  return { ok: true, state, events: [{ type: "countOpened", deadline: count.deadline, seconds: setup.geoPlungeSeconds }] };
}

function parseCommand(input: unknown): BorderUpCommand | BorderUpViolation {
  const parsed = borderUpCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

/** Points for this game: the result plus the moderator's adjustments. */
export function borderUpPoints(state: BorderUpState): Pair<number> {
  const base: Pair<number> = state.phase.type === "over" ? [...state.phase.result.points] : [0, 0];
  for (const entry of state.adjustments) base[entry.side] += entry.amount;
  return base;
}

/** The full groups of a team's arrangement, in slot order. */
export function fullGroups(groups: Groups): Trio[] {
  return groups.filter(
    (group): group is [CardCode, CardCode, CardCode] => group.length === GROUP_SIZE && group.every((card) => card !== null),
  );
}

/** Where a card of the team's hand lies now: a slot, or loose (null). */
function slotOf(groups: Groups, card: CardCode): { group: number; slot: number } | null {
  for (let group = 0; group < groups.length; group++) {
    const slot = (groups[group] ?? []).indexOf(card);
    if (slot >= 0) return { group, slot };
  }
  return null;
}

/** The dealt cards not in any group, in the order dealt. */
export function looseCards(hand: readonly CardCode[], groups: Groups): CardCode[] {
  return hand.filter((card) => slotOf(groups, card) === null);
}

const WAKE_COMMANDS = new Set<BorderUpCommand["type"]>(["closeCount", "revealCards", "closeShouts"]);

/** Why the command is refused on this state, or null. Clocked steps already due were taken by `apply` first. */
function check(state: BorderUpState, command: BorderUpCommand, actor: GameActor, now: number): BorderUpViolation | null {
  const phase = state.phase;
  if (phase.type === "over") return violation("rule/game_over", "This game is over.");
  const moderatorOnly = (what: string): BorderUpViolation | null =>
    actor.role === "moderator" ? null : violation("rule/moderator_only", `Only the moderator ${what}.`);
  switch (command.type) {
    case "adjustScore": {
      const refused = moderatorOnly("can adjust a score");
      if (refused) return refused;
      const side = sideOf(state.teams, command.teamId);
      if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
      const problem = adjustmentProblem(borderUpPoints(state)[side], command.amount, state.teams[side].name);
      return problem && fromSharedViolation(problem);
    }
    case "callTie": {
      const refused = moderatorOnly("can call the race a tie");
      if (refused) return refused;
      if (phase.type !== "racing")
        return violation("rule/wrong_phase", "The race has not begun: call a tie once the cards are turned over.");
      return null;
    }
    case "closeCount": {
      const problem = closeGeoPlungeProblem(phase.type === "counting" ? phase : null, actor, now);
      return problem && fromSharedViolation(problem);
    }
    case "revealCards": {
      const refused = moderatorOnly('(the dealer\'s timer) says "Ready, Set, GeoPlunge!"');
      if (refused) return refused;
      if (phase.type !== "ready-set") return violation("rule/wrong_phase", "There are no face-down cards waiting to be turned over.");
      if (now < phase.revealAt)
        return violation("rule/still_counting", 'The dealer is still saying "Ready, Set…": turn the cards at "GeoPlunge!".');
      return null;
    }
    case "closeShouts": {
      const refused = moderatorOnly("(the judge's timer) closes the judging of the shouts");
      if (refused) return refused;
      if (phase.type !== "racing" || phase.race.windowClosesAt === null)
        return violation("rule/wrong_phase", "No one has shouted yet: there is nothing to judge.");
      if (now < phase.race.windowClosesAt)
        return violation("rule/still_counting", "A shout from the other team may still be on its way; judge when the window closes.");
      return null;
    }
    case "standUp":
    case "staySeated": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return fromSharedViolation(side);
      const problem = phase.type === "counting" ? geoPlungeAnswerProblem(phase, side, now) : geoPlungeClosed();
      return problem && fromSharedViolation(problem);
    }
    case "place":
    case "unplace":
    case "geoPlunge":
    case "threeOPlunge": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return fromSharedViolation(side);
      if (phase.type !== "racing") {
        return phase.type === "counting"
          ? violation("rule/wrong_phase", 'The dealer is asking "Are you GeoPlunging?": the cards are dealt after the count of five.')
          : violation("rule/wrong_phase", 'Wait for "Ready, Set, GeoPlunge!": the cards are still face-down.');
      }
      const race = phase.race;
      if (race.shouts.some((shout) => shout.side === side)) {
        return violation("rule/already_shouted", "Your team has shouted: its groups are shown as they were and cannot change now.");
      }
      const hand = state.hands?.[side] ?? [];
      const groups = race.groups[side];
      if (command.type === "place" || command.type === "unplace") {
        if (!hand.includes(command.card)) return violation("rule/card_not_in_hand", `${command.card} is not one of your team's cards.`);
        const at = slotOf(groups, command.card);
        if (command.type === "unplace") {
          return at === null
            ? violation("rule/already_moved", "That card is already among your loose cards (a teammate may have moved it).")
            : null;
        }
        if (at !== null && at.group === command.group && at.slot === command.slot) {
          return violation("rule/already_moved", "That card is already in that place (a teammate may have moved it).");
        }
        return null;
      }
      const needed = groupsShown(command.type);
      const full = fullGroups(groups).length;
      if (full < needed) {
        const word = command.type === "threeOPlunge" ? "ThreeOPlunge" : "GeoPlunge";
        return violation(
          "rule/groups_not_full",
          `Fill ${needed} groups of ${GROUP_SIZE} cards before you shout ${word} (your team has ${full} full group${full === 1 ? "" : "s"}).`,
        );
      }
      return null;
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

/** Clocked steps that are due by `now` happen before any command but the timer's own (as the count of five in Game 4). */
function catchUp(state: BorderUpState, now: number, events: BorderUpEvent[]): void {
  for (;;) {
    const phase = state.phase;
    if (phase.type === "counting" && geoPlungeCountOver(phase, now)) closeCount(state, now, events);
    else if (phase.type === "ready-set" && now >= phase.revealAt) reveal(state, now, events);
    else if (phase.type === "racing" && phase.race.windowClosesAt !== null && now >= phase.race.windowClosesAt)
      judgeRace(state, phase.race, now, events);
    else return;
  }
}

export function applyBorderUp(state: BorderUpState, input: BorderUpCommand, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  const draft = structuredClone(state);
  const events: BorderUpEvent[] = [];
  // A late command first takes the steps already due; if it is then refused, nothing changes (the draft is dropped).
  if (!WAKE_COMMANDS.has(command.type)) catchUp(draft, now, events);
  const problem = check(draft, command, actor, now);
  if (problem) return { ok: false, violation: problem };
  draft.clock = now;
  perform(draft, command, actor, now, events);
  return { ok: true, state: draft, events };
}

/** BU-1/BU-2: the count is over (unanswered teams are not GeoPlunging); deal 18 cards a team face-down. */
function closeCount(state: BorderUpState, now: number, events: BorderUpEvent[]): void {
  const phase = state.phase;
  if (phase.type !== "counting") throw new Error("no count to close");
  const plunging = geoPlungingAfter(phase);
  state.geoPlunging = plunging;
  events.push({
    type: "countClosed",
    plungingTeamIds: ([0, 1] as Side[]).filter((side) => plunging[side]).map((side) => state.teams[side].id),
  });
  const [deck, rng] = shuffledCards(state.rng);
  state.rng = rng;
  const [hands] = dealEach(deck, BORDER_UP_HAND);
  state.hands = hands;
  const revealAt = now + READY_SET_MS;
  state.phase = { type: "ready-set", revealAt };
  events.push({ type: "cardsDealt", perTeam: BORDER_UP_HAND, revealAt });
}

/** BU-3: "Ready, Set, GeoPlunge!": both teams' cards turn in one step, so one broadcast carries them to every phone. */
function reveal(state: BorderUpState, now: number, events: BorderUpEvent[]): void {
  state.phase = { type: "racing", race: { startedAt: now, groups: [emptyGroups(), emptyGroups()], shouts: [], windowClosesAt: null } };
  events.push({ type: "cardsRevealed", at: now });
}

function perform(state: BorderUpState, command: BorderUpCommand, actor: GameActor, now: number, events: BorderUpEvent[]): void {
  switch (command.type) {
    case "adjustScore":
      events.push(bookAdjustment(state, command, borderUpPoints));
      return;
    case "closeCount":
      closeCount(state, now, events);
      return;
    case "revealCards":
      reveal(state, now, events);
      return;
    case "closeShouts": {
      const phase = state.phase;
      if (phase.type !== "racing") throw new Error("checked: racing");
      judgeRace(state, phase.race, now, events);
      return;
    }
    case "callTie": {
      const phase = state.phase;
      if (phase.type !== "racing") throw new Error("checked: racing");
      events.push({ type: "tieCalled" });
      finish(state, phase.race, { winner: null, bonus: false, how: "called-tie", order: null, judged: [] }, now, events);
      return;
    }
    case "standUp":
    case "staySeated": {
      const phase = state.phase;
      if (phase.type !== "counting") throw new Error("checked: counting");
      const side = actingSide(state.teams, actor) as Side;
      const answered = answerGeoPlungeCount(phase, side, command.type === "standUp");
      state.phase = answered;
      events.push({ type: "countAnswered", teamId: state.teams[side].id, plunging: command.type === "standUp" });
      if (geoPlungeCountAnswered(answered)) closeCount(state, now, events);
      return;
    }
    case "place":
    case "unplace": {
      const phase = state.phase;
      if (phase.type !== "racing") throw new Error("checked: racing");
      const side = actingSide(state.teams, actor) as Side;
      const groups = phase.race.groups[side];
      const from = slotOf(groups, command.card);
      if (from !== null) (groups[from.group] as (CardCode | null)[])[from.slot] = null;
      if (command.type === "place") {
        const row = groups[command.group] as (CardCode | null)[];
        const displaced = row[command.slot] ?? null;
        row[command.slot] = command.card;
        // A card moved from another slot swaps with the one it lands on; a loose card sends it back among the loose ones.
        if (displaced !== null && from !== null) (groups[from.group] as (CardCode | null)[])[from.slot] = displaced;
      }
      events.push({ type: "arranged", teamId: state.teams[side].id });
      return;
    }
    case "geoPlunge":
    case "threeOPlunge": {
      const phase = state.phase;
      if (phase.type !== "racing") throw new Error("checked: racing");
      const side = actingSide(state.teams, actor) as Side;
      const race = phase.race;
      const pressedAt = acceptedPressTime(command.pressedAt, now);
      const shown = fullGroups(race.groups[side]).slice(0, groupsShown(command.type));
      race.shouts.push({ side, call: command.type, pressedAt, receivedAt: now, shown });
      // The first shout to arrive opens the judging window; a press made earlier may still be on its way.
      if (race.windowClosesAt === null) race.windowClosesAt = shoutWindowCloses(now);
      events.push({ type: "shouted", teamId: state.teams[side].id, call: command.type, pressedAt, receivedAt: now });
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

function judgeShout(shout: Shout): JudgedShout {
  const groups = shout.shown.map((cards) => ({ cards, verdict: judgeGroup(cards) }));
  return {
    side: shout.side,
    call: shout.call,
    groups,
    right: groups.length === groupsShown(shout.call) && groups.every((group) => group.verdict.right),
  };
}

/** BU-7..BU-9: the shouts in the window, ordered by press time, judged against the borders. */
function judgeRace(state: BorderUpState, race: Race, now: number, events: BorderUpEvent[]): void {
  const presses: Press[] = race.shouts.map((shout) => ({ side: shout.side, pressedAt: shout.pressedAt, receivedAt: shout.receivedAt }));
  const order = orderShouts(presses);
  const judgedOf = (side: Side): JudgedShout => {
    const shout = race.shouts.find((entry) => entry.side === side);
    if (!shout) throw new Error("a shouting side");
    return judgeShout(shout);
  };
  let outcome: Pick<BorderUpResult, "winner" | "bonus" | "how" | "judged">;
  if (order.kind === "first") {
    const first = judgedOf(order.side);
    outcome = first.right
      ? { winner: order.side, bonus: first.call === "threeOPlunge", how: "first-right", judged: [first] }
      : { winner: other(order.side), bonus: true, how: "first-wrong", judged: [first] };
  } else {
    const judged = [judgedOf(0), judgedOf(1)];
    const right = judged.filter((entry) => entry.right);
    outcome =
      right.length === 1 && right[0]
        ? { winner: right[0].side, bonus: true, how: "same-time-one-right", judged }
        : { winner: null, bonus: false, how: "same-time-tie", judged };
  }
  events.push({
    type: "raceJudged",
    order,
    judged: outcome.judged.map((entry) => ({
      teamId: state.teams[entry.side].id,
      call: entry.call,
      right: entry.right,
      groups: entry.groups,
    })),
  });
  finish(state, race, { ...outcome, order }, now, events);
}

function finish(
  state: BorderUpState,
  race: Race,
  outcome: Pick<BorderUpResult, "winner" | "bonus" | "how" | "order" | "judged">,
  now: number,
  events: BorderUpEvent[],
): void {
  const { points, breakdown } = comboResultPoints(outcome.winner, outcome.bonus, state.geoPlunging ?? [false, false]);
  state.phase = { type: "over", race, result: { ...outcome, points, breakdown, endedAt: now } };
  events.push({
    type: "gameScored",
    winnerId: outcome.winner === null ? null : state.teams[outcome.winner].id,
    bonus: outcome.bonus,
    how: outcome.how,
    points,
    breakdown,
  });
}

// ---- Legal actions -----------------------------------------------------------------------------------

function judged(command: BorderUpCommand, problem: BorderUpViolation | null): LegalAction<BorderUpCommand> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

/**
 * Judged at the time of the last accepted command (`state.clock`): the seam passes no clock here.
 * An arrangement is offered as one `place` per slot (any of the team's cards may go there) and an
 * `unplace` per placed card, so a team's view stays small.
 */
export function borderUpLegalActions(state: BorderUpState, actor: GameActor): LegalAction<BorderUpCommand>[] {
  const judge = (command: BorderUpCommand): LegalAction<BorderUpCommand> => judged(command, check(state, command, actor, state.clock));
  const phase = state.phase;
  if (phase.type === "over") return [];
  if (actor.role === "moderator") {
    const timers: BorderUpCommand[] =
      phase.type === "counting"
        ? [{ type: "closeCount" }]
        : phase.type === "ready-set"
          ? [{ type: "revealCards" }]
          : phase.race.windowClosesAt !== null
            ? [{ type: "closeShouts" }]
            : [];
    const adjustments = state.teams.flatMap((team) =>
      [1, -1].map((amount): BorderUpCommand => ({ type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" })),
    );
    return [...timers, { type: "callTie" } as const, ...adjustments].map(judge);
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  if (phase.type === "counting") return [{ type: "standUp" } as const, { type: "staySeated" } as const].map(judge);
  if (phase.type === "ready-set") return [];
  const hand = state.hands?.[side] ?? [];
  const groups = phase.race.groups[side];
  const places: BorderUpCommand[] = [];
  for (let group = 0; group < MAX_GROUPS; group++) {
    for (let slot = 0; slot < GROUP_SIZE; slot++) {
      const card = hand.find((code) => groups[group]?.[slot] !== code);
      if (card !== undefined) places.push({ type: "place", card, group, slot });
    }
  }
  const unplaces: BorderUpCommand[] = groups.flat().flatMap((card) => (card === null ? [] : [{ type: "unplace" as const, card }]));
  return [{ type: "geoPlunge" } as const, { type: "threeOPlunge" } as const, ...places, ...unplaces].map(judge);
}

export function borderUpOutcome(state: BorderUpState): GameOutcome {
  if (state.phase.type !== "over") return { over: false };
  const result = state.phase.result;
  const points = borderUpPoints(state);
  const tally = `Points: ${state.teams[0].name} ${points[0]}, ${state.teams[1].name} ${points[1]}.`;
  if (result.winner === null) {
    return {
      over: true,
      winners: [],
      summary: `Border-Up ends in a tie${result.how === "called-tie" ? " (called by the teacher)" : ""}. ${tally}`,
    };
  }
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  return {
    over: true,
    winners: [state.teams[result.winner].id],
    summary: `${state.teams[result.winner].name} wins Border-Up: ${parts.join(" + ")}. ${tally}`,
  };
}

/** When the game wakes by itself: the count ends, the cards turn, the judging window closes. */
export function borderUpWake(state: BorderUpState): { at: number; command: BorderUpCommand } | null {
  const phase = state.phase;
  switch (phase.type) {
    case "counting":
      return { at: phase.deadline, command: { type: "closeCount" } };
    case "ready-set":
      return { at: phase.revealAt, command: { type: "revealCards" } };
    case "racing":
      return phase.race.windowClosesAt === null ? null : { at: phase.race.windowClosesAt, command: { type: "closeShouts" } };
    case "over":
      return null;
    default:
      return exhaustiveSwitchError(phase);
  }
}
