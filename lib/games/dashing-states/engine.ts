import { nextInt, seedRng, shuffled, type RngState } from "@/lib/games/clue-spin/engine/rng";
import type { Applied, GameActor, GameOutcome, LegalAction, Seating, SeatedMember } from "../module";
import { acceptedPressTime, orderShouts, shoutWindowCloses, type Press } from "../combo3-kit/fair-shouts";
import {
  answerGeoPlungeCount,
  closeGeoPlungeProblem,
  geoPlungeAnswerProblem,
  geoPlungeClosed,
  geoPlungeCountAnswered,
  geoPlungingAfter,
  openGeoPlungeCount,
} from "../combo3-kit/geoplunge-count";
import { comboResultPoints, type ComboBreakdown } from "../combo3-kit/scoring";
import { ALL_CARDS, cardName } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { bookAdjustment, type ScoreAdjusted } from "../trick-kit/score-rules";
import { other, seatingProblem, sideOf, tableTeams, type Pair, type Side } from "../trick-kit/teams";
import { dashingCommandSchema, RACE_SLOTS, type ArrangeTarget, type DashingCommand } from "./commands";
import { RACES } from "./numbers";
import { CARDS_PER_TEAM, inRaceOrder, judgeDetail, judgeStateName, MAX_RACES, raceKind, RACE_ORDER_WORDS } from "./race";
import { dashingSetupSchema, type DashingSetup } from "./setup";
import type {
  Answerer,
  AnswerPart,
  CardAnswer,
  DashingPhase,
  DashingState,
  DealtCard,
  GameResult,
  Identification,
  Race,
  RaceResult,
  TeamRace,
} from "./state";
import { fromSharedViolation, isViolation, violation, type DashingViolation } from "./violations";

export type { DashingState } from "./state";

/** How long the judged race stays on the screens before the next is dealt (the teacher may deal it sooner). */
export const RACE_RESULT_SECONDS = 20;

export type DashingEvent =
  | { type: "geoPlungeOpened"; deadline: number; seconds: number }
  | { type: "geoPlungeAnswered"; teamId: string; plunging: boolean }
  | { type: "geoPlungeClosed"; plungingTeamIds: string[] }
  | { type: "raceDealt"; number: number; revealAt: number }
  | { type: "raceStarted"; number: number }
  | { type: "cardMoved"; teamId: string }
  | { type: "shouted"; teamId: string; pressedAt: number }
  | { type: "shoutsJudged"; number: number; firstTeamIds: string[]; sameTime: boolean; gapMs: number | null }
  | { type: "rowJudged"; teamId: string; problem: string | null }
  | { type: "answered"; teamId: string; playerId: string | null; cardsLeft: number }
  | { type: "overruled"; teamId: string; slot: number; part: "name" | "detail"; right: boolean }
  | { type: "raceEnded"; number: number; winnerId: string | null; how: string }
  | { type: "gameScored"; winnerId: string | null; bonus: boolean; points: Pair<number>; breakdown: ComboBreakdown; how: string }
  | { type: "gameReopened"; number: number }
  | ScoreAdjusted;

type Result = Applied<DashingState, DashingEvent>;

// ---- Start -------------------------------------------------------------------------------------

function invalidSetup(message: string): Result {
  return { ok: false, violation: violation("rule/invalid_setup", message) };
}

function membersOf(seating: Seating, teamId: string): SeatedMember[] {
  return (seating.teams.find((team) => team.id === teamId)?.members ?? []).map((member) => ({ id: member.id, name: member.name }));
}

/** DS-1: before the first race the dealer asks "Are you GeoPlunging?" and counts to five. */
export function startDashing(setupInput: DashingSetup, seating: Seating, seed: number, now: number): Result {
  const parsed = dashingSetupSchema.safeParse(setupInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalidSetup(`The setup is not valid (${issue?.path.join(".") || "setup"}): ${issue?.message ?? "invalid"}.`);
  }
  const problem = seatingProblem(seating);
  if (problem) return invalidSetup(problem);
  const teams = tableTeams(seating);
  const [deck, rng] = shuffled(ALL_CARDS, seedRng(seed));
  const count = openGeoPlungeCount(now, parsed.data.geoPlungeSeconds);
  const state: DashingState = {
    game: "dashing-states",
    setup: parsed.data,
    teams,
    members: [membersOf(seating, teams[0].id), membersOf(seating, teams[1].id)],
    rng,
    clock: now,
    deck,
    geoPlunging: null,
    races: [],
    adjustments: [],
    phase: { type: "geoplunge-window", ...count },
  };
  return { ok: true, state, events: [{ type: "geoPlungeOpened", deadline: count.deadline, seconds: parsed.data.geoPlungeSeconds }] };
}

// ---- Reading the state -------------------------------------------------------------------------

export function currentRace(state: DashingState): Race | null {
  return state.races.at(-1) ?? null;
}

function raceOf(state: DashingState): Race {
  const race = currentRace(state);
  if (!race) throw new Error("no race dealt");
  return race;
}

/** Where a card lies in its team's layout. */
export type CardPlace = { slot: number } | "faceDown" | "loose";

export function placeOf(team: TeamRace, cardId: string): CardPlace {
  const slot = team.slots.indexOf(cardId);
  if (slot >= 0) return { slot };
  return team.faceDown === cardId ? "faceDown" : "loose";
}

const samePlace = (a: CardPlace, b: ArrangeTarget): boolean =>
  typeof a === "object" && typeof b === "object" ? a.slot === b.slot : a === b;

/** Points now: the game's result plus the teacher's adjustments. */
export function dashingPoints(state: DashingState): Pair<number> {
  const points: Pair<number> = state.phase.type === "over" ? [...state.phase.result.points] : [0, 0];
  for (const entry of state.adjustments) points[entry.side] += entry.amount;
  return points;
}

/** DS-11, Ruling DS-R4: who answers for which slots of the row: left, middle, right; two members take three each; one takes all six. */
export function answerersFor(members: readonly SeatedMember[]): Answerer[] {
  const all = [0, 1, 2, 3, 4, 5];
  if (members.length === 0) return [{ playerId: null, name: null, slots: all }];
  const per = members.length >= 3 ? 2 : members.length === 2 ? 3 : 6;
  return members.slice(0, 3).map((member, i) => ({ playerId: member.id, name: member.name, slots: all.slice(i * per, i * per + per) }));
}

/** DS-13.1–2: why a team's layout at its shout does not win, or null. */
export function rowProblem(state: DashingState, race: Race, side: Side): string | null {
  const team = race.teams[side];
  const codeOf = new Map(team.cards.map((card) => [card.id, card.code]));
  const row = team.slots.map((id) => (id === null ? null : (codeOf.get(id) ?? null)));
  if (row.some((code) => code === null)) return `${state.teams[side].name} shouted before placing 6 cards in its row.`;
  if (team.faceDown === null) return `${state.teams[side].name} shouted before turning its unused card face-down.`;
  if (!inRaceOrder(race.kind, row as string[])) return `${state.teams[side].name}'s 6 cards were not in ${RACE_ORDER_WORDS[race.kind]}.`;
  return null;
}

function partsOf(answer: CardAnswer | null): (AnswerPart | null)[] {
  return answer === null ? [null, null] : [answer.name, answer.detail];
}

/** Every part of every card identified (or judged by the teacher). */
function identificationDone(identification: Identification): boolean {
  if (identification.rowProblem !== null) return true;
  return identification.answers.every((answer) => partsOf(answer).every((part) => part !== null));
}

/** DS-13: the row in order, the unused card face-down, and every part of every card right. */
function identificationWins(identification: Identification): boolean {
  return (
    identification.rowProblem === null &&
    identification.answers.every((answer) => partsOf(answer).every((part) => part !== null && part.right))
  );
}

/** DS-13..15: the race's result from its identifications (all done). */
function judgeRace(state: DashingState, race: Race): RaceResult {
  const names = (side: Side) => state.teams[side].name;
  const ids = race.identifications;
  if (ids.length === 1) {
    const only = ids[0] as Identification;
    const side = only.side;
    if (only.rowProblem !== null)
      return { winner: other(side), how: `${only.rowProblem} ${names(other(side))} wins race ${race.number}.`, calledTie: false };
    if (identificationWins(only))
      return {
        winner: side,
        how: `${names(side)} shouted first, sorted its 6 cards and identified every one: it wins race ${race.number}.`,
        calledTie: false,
      };
    return {
      winner: other(side),
      how: `${names(side)} shouted first but did not identify every card correctly: ${names(other(side))} wins race ${race.number}.`,
      calledTie: false,
    };
  }
  const winners = ids.filter(identificationWins).map((identification) => identification.side);
  if (winners.length === 1) {
    const winner = winners[0] as Side;
    return {
      winner,
      how: `Both teams shouted at the same time; only ${names(winner)} completed Step 2: it wins race ${race.number}.`,
      calledTie: false,
    };
  }
  return {
    winner: null,
    how: `Both teams shouted at the same time and ${winners.length === 2 ? "both" : "neither"} completed Step 2: race ${race.number} is a tie.`,
    calledTie: false,
  };
}

/** DS-16..19: the game's result after its races so far, or null when another race follows. */
export function gameAfterRaces(results: readonly (Side | null)[]): { winner: Side | null; bonus: boolean } | null {
  if (results.length < 2) return null;
  const [first = null, second = null] = results;
  if (results.length === 2) {
    if (first !== null && first === second) return { winner: first, bonus: true };
    if (first === null && second === null) return { winner: null, bonus: false };
    return null;
  }
  const wins = (side: Side) => results.filter((winner) => winner === side).length;
  if (wins(0) >= RACES.toWin) return { winner: 0, bonus: false };
  if (wins(1) >= RACES.toWin) return { winner: 1, bonus: false };
  return { winner: null, bonus: false };
}

function gameHow(state: DashingState, outcome: { winner: Side | null; bonus: boolean }, races: number): string {
  if (outcome.winner === null) {
    return races === 2 ? "The first two races both ended in a tie: the game is a tie." : "No team won 2 of the 3 races: the game is a tie.";
  }
  const name = state.teams[outcome.winner].name;
  return outcome.bonus
    ? `${name} won the first two races: it wins the game with the Bonus Points.`
    : `${name} won 2 of the 3 races: it wins the game.`;
}

// ---- Commands ----------------------------------------------------------------------------------

function parseCommand(input: unknown): DashingCommand | DashingViolation {
  const parsed = dashingCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

function teamSide(state: DashingState, actor: GameActor): Side | DashingViolation {
  if (actor.role !== "team")
    return violation("rule/team_only", "Only a team's own phones can do this; the moderator does not hold the team's cards.");
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return violation("rule/unknown_team", `There is no team "${actor.teamId}" at this table.`);
  return side;
}

const moderatorOnly = (what: string): DashingViolation => violation("rule/moderator_only", `Only the moderator can ${what}.`);

/** The identification a card id belongs to, and its slot in the row. */
function findIdentified(race: Race, cardId: string): { identification: Identification; slot: number } | null {
  for (const identification of race.identifications) {
    const slot = identification.row.findIndex((card) => card.id === cardId);
    if (slot >= 0) return { identification, slot };
  }
  return null;
}

function raceRunning(phase: DashingPhase): boolean {
  return phase.type === "racing" || phase.type === "shouting" || phase.type === "identifying";
}

/** Why the command is refused on this state, or null. */
function check(state: DashingState, command: DashingCommand, actor: GameActor, now: number): DashingViolation | null {
  const phase = state.phase;
  if (command.type === "adjustScore") {
    if (actor.role !== "moderator") return moderatorOnly("adjust a score");
    const side = sideOf(state.teams, command.teamId);
    if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
    const points = dashingPoints(state)[side];
    if (points + command.amount < 0)
      return violation(
        "rule/invalid_adjustment",
        `${state.teams[side].name} has ${points} points; a score cannot go below 0. Take away at most ${points}.`,
      );
    return null;
  }
  if (command.type === "overrule") {
    if (actor.role !== "moderator") return moderatorOnly("overrule a judgement");
    return overruleProblem(state, command.card, command.part, command.right);
  }
  if (phase.type === "over") return violation("rule/game_over", "This game is over.");
  switch (command.type) {
    case "closeGeoPlunge": {
      const problem = closeGeoPlungeProblem(phase.type === "geoplunge-window" ? phase : null, actor, now);
      return problem && fromSharedViolation(problem);
    }
    case "geoPlunge":
    case "declineGeoPlunge": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      const problem = phase.type === "geoplunge-window" ? geoPlungeAnswerProblem(phase, side, now) : geoPlungeClosed();
      return problem && fromSharedViolation(problem);
    }
    case "reveal": {
      if (actor.role !== "moderator") return moderatorOnly('say "Ready, Set, GeoPlunge!" (the dealer\'s timer does it)');
      if (phase.type !== "dealt") return violation("rule/wrong_phase", "No race is waiting to start.");
      if (now < raceOf(state).revealAt)
        return violation("rule/still_counting", "The players are still turning around; the cards turn when the countdown ends.");
      return null;
    }
    case "arrange": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      if (phase.type === "geoplunge-window" || phase.type === "dealt")
        return violation("rule/wrong_phase", 'Wait for "Ready, Set, GeoPlunge!": nobody turns a card before it.');
      if (phase.type !== "racing" && phase.type !== "shouting")
        return violation("rule/wrong_phase", "The race is over: the cards stay where they are.");
      const team = raceOf(state).teams[side];
      if (team.shout !== null) return violation("rule/already_shouted", "Your team has shouted GeoPlunge!: its cards stay as they were.");
      if (!team.cards.some((card) => card.id === command.card))
        return violation("rule/not_your_card", "That is not one of your team's cards in this race.");
      if (samePlace(placeOf(team, command.card), command.to)) return violation("rule/already_there", "That card is already there.");
      return null;
    }
    case "shout": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      if (phase.type === "geoplunge-window" || phase.type === "dealt")
        return violation("rule/wrong_phase", 'The race has not started: wait for "Ready, Set, GeoPlunge!".');
      if (phase.type !== "racing" && phase.type !== "shouting")
        return violation("rule/wrong_phase", "The race has been called: the first shout is being judged.");
      if (raceOf(state).teams[side].shout !== null) return violation("rule/already_shouted", "Your team has already shouted GeoPlunge!.");
      return null;
    }
    case "closeShouts": {
      if (actor.role !== "moderator") return moderatorOnly("close the shouts (the dealer's timer does it)");
      if (phase.type !== "shouting") return violation("rule/wrong_phase", "Nobody has shouted yet.");
      if (now < (raceOf(state).windowClosesAt ?? 0))
        return violation("rule/still_counting", "Shouts pressed at the same moment may still be on their way; wait a moment.");
      return null;
    }
    case "answer": {
      const side = teamSide(state, actor);
      if (isViolation(side)) return side;
      if (phase.type !== "identifying")
        return violation("rule/wrong_phase", "Cards are identified after the first shout, by the team that shouted.");
      const found = findIdentified(raceOf(state), command.card);
      if (!found || found.identification.side !== side)
        return violation("rule/not_shouting_team", "Only the team that shouted first identifies its cards, each player their own.");
      if (found.identification.rowProblem !== null)
        return violation("rule/not_identified", "Your team's row was not ready when it shouted, so its cards are not identified.");
      const answerer = found.identification.answerers.find((entry) => entry.slots.includes(found.slot));
      if (answerer && answerer.playerId !== null && answerer.playerId !== (actor.role === "team" ? actor.playerId : undefined))
        return violation(
          "rule/not_your_answer",
          `That card is ${answerer.name ?? "a teammate"}'s to identify: each player names their own cards without help.`,
        );
      if (found.identification.answers[found.slot] !== null)
        return violation("rule/already_answered", "That card has been identified already; the first answer stands.");
      return null;
    }
    case "nextRace": {
      if (actor.role !== "moderator") return moderatorOnly("deal the next race");
      if (phase.type !== "race-over") return violation("rule/wrong_phase", "There is no finished race to move on from.");
      return null;
    }
    case "callTie": {
      if (actor.role !== "moderator") return moderatorOnly("call a race a tie");
      if (!raceRunning(phase))
        return violation("rule/wrong_phase", "No race is being played: a race can be called a tie once the cards have turned.");
      return null;
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

/** The teacher overrules one part of a card's identification: in the race being judged, or the last race before the next one is dealt. */
function overruleProblem(state: DashingState, cardId: string, part: "name" | "detail", right: boolean): DashingViolation | null {
  const phase = state.phase;
  if (phase.type !== "identifying" && phase.type !== "race-over" && phase.type !== "over")
    return violation(
      "rule/nothing_to_overrule",
      "There is no identification to overrule now: judgements can be overruled until the next race is dealt.",
    );
  const race = raceOf(state);
  if (race.result?.calledTie) return violation("rule/nothing_to_overrule", "You called this race a tie: its answers no longer decide it.");
  const found = findIdentified(race, cardId);
  if (!found) return violation("rule/nothing_to_overrule", "That card was not identified in this race.");
  if (found.identification.rowProblem !== null)
    return violation("rule/not_identified", "That team's row was not ready when it shouted, so its cards were not identified.");
  const answer = found.identification.answers[found.slot];
  const current = answer?.[part] ?? null;
  if (current !== null && current.right === right)
    return violation("rule/already_there", `That part is already judged ${right ? "right" : "wrong"}.`);
  return null;
}

export function applyDashing(state: DashingState, input: DashingCommand, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  const problem = check(state, command, actor, now);
  if (problem) return { ok: false, violation: problem };
  const draft = structuredClone(state);
  draft.clock = now;
  const events: DashingEvent[] = [];
  perform(draft, command, actor, now, events);
  return { ok: true, state: draft, events };
}

function perform(state: DashingState, command: DashingCommand, actor: GameActor, now: number, events: DashingEvent[]): void {
  switch (command.type) {
    case "adjustScore":
      events.push(bookAdjustment(state, command, dashingPoints));
      return;
    case "geoPlunge":
    case "declineGeoPlunge": {
      const phase = state.phase;
      if (phase.type !== "geoplunge-window") throw new Error("checked: window");
      const side = teamSide(state, actor) as Side;
      const answered = answerGeoPlungeCount(phase, side, command.type === "geoPlunge");
      state.phase = answered;
      events.push({ type: "geoPlungeAnswered", teamId: state.teams[side].id, plunging: command.type === "geoPlunge" });
      if (geoPlungeCountAnswered(answered)) closeCount(state, now, events);
      return;
    }
    case "closeGeoPlunge":
      closeCount(state, now, events);
      return;
    case "reveal": {
      const race = raceOf(state);
      race.startedAt = now;
      state.phase = { type: "racing" };
      events.push({ type: "raceStarted", number: race.number });
      return;
    }
    case "arrange": {
      const side = teamSide(state, actor) as Side;
      move(raceOf(state).teams[side], command.card, command.to);
      events.push({ type: "cardMoved", teamId: state.teams[side].id });
      return;
    }
    case "shout": {
      const side = teamSide(state, actor) as Side;
      const race = raceOf(state);
      const pressedAt = acceptedPressTime(command.pressedAt, now);
      race.teams[side].shout = { side, pressedAt, receivedAt: now };
      events.push({ type: "shouted", teamId: state.teams[side].id, pressedAt });
      if (state.phase.type === "racing") {
        race.windowClosesAt = shoutWindowCloses(now);
        state.phase = { type: "shouting" };
      }
      // Both teams are in: no later press can come before either, so the window need not wait.
      if (race.teams[0].shout && race.teams[1].shout) closeShouts(state, now, events);
      return;
    }
    case "closeShouts":
      closeShouts(state, now, events);
      return;
    case "answer": {
      const side = teamSide(state, actor) as Side;
      const race = raceOf(state);
      const found = findIdentified(race, command.card) as { identification: Identification; slot: number };
      const code = (found.identification.row[found.slot] as DealtCard).code;
      const name = judgeStateName(command.name, code);
      const detail = judgeDetail(race.kind, command.detail, code);
      found.identification.answers[found.slot] = {
        by: actor.role === "team" ? (actor.playerId ?? null) : null,
        name: { typed: command.name.trim(), right: name.right, expected: name.expected, overruled: false },
        detail: { typed: command.detail.trim(), right: detail.right, expected: detail.expected, overruled: false },
      };
      const cardsLeft = found.identification.answers.filter((answer) => answer === null).length;
      events.push({
        type: "answered",
        teamId: state.teams[side].id,
        playerId: actor.role === "team" ? (actor.playerId ?? null) : null,
        cardsLeft,
      });
      settleIfDone(state, now, events);
      return;
    }
    case "overrule": {
      const race = raceOf(state);
      const found = findIdentified(race, command.card) as { identification: Identification; slot: number };
      const code = (found.identification.row[found.slot] as DealtCard).code;
      const answer = found.identification.answers[found.slot] ?? { by: null, name: null, detail: null };
      const expected = command.part === "name" ? cardName(code) : judgeDetail(race.kind, "", code).expected;
      answer[command.part] = { typed: answer[command.part]?.typed ?? "", right: command.right, expected, overruled: true };
      found.identification.answers[found.slot] = answer;
      events.push({
        type: "overruled",
        teamId: state.teams[found.identification.side].id,
        slot: found.slot,
        part: command.part,
        right: command.right,
      });
      if (state.phase.type === "identifying") settleIfDone(state, now, events);
      else rejudgeLastRace(state, now, events);
      return;
    }
    case "nextRace":
      dealRace(state, now, events);
      return;
    case "callTie": {
      const race = raceOf(state);
      endRace(state, race, { winner: null, how: `The moderator called race ${race.number} a tie.`, calledTie: true }, now, events);
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

/** DS-1: the count of five ends; unanswered teams are not GeoPlunging; race 1 is dealt. */
function closeCount(state: DashingState, now: number, events: DashingEvent[]): void {
  const phase = state.phase;
  if (phase.type !== "geoplunge-window") throw new Error("no count to close");
  const plunging = geoPlungingAfter(phase);
  state.geoPlunging = plunging;
  events.push({
    type: "geoPlungeClosed",
    plungingTeamIds: ([0, 1] as Side[]).filter((side) => plunging[side]).map((side) => state.teams[side].id),
  });
  dealRace(state, now, events);
}

/** An opaque id for a dealt card: random, so it says nothing of the state or of the deal's order. */
function freshCardId(rng: RngState, taken: ReadonlySet<string>): [string, RngState] {
  let state = rng;
  for (;;) {
    const [value, next] = nextInt(state, 0, 36 ** 6 - 1);
    state = next;
    const id = `m${value.toString(36).padStart(6, "0")}`;
    if (!taken.has(id)) return [id, state];
  }
}

/** DS-7, DS-20: 7 Map cards to each team face-down from the top of the deck, never a card of an earlier race. */
function dealRace(state: DashingState, now: number, events: DashingEvent[]): void {
  const number = state.races.length + 1;
  const taken = new Set(state.races.flatMap((race) => race.teams.flatMap((team) => team.cards.map((card) => card.id))));
  const hands: Pair<DealtCard[]> = [[], []];
  let rng = state.rng;
  for (let i = 0; i < CARDS_PER_TEAM * 2; i++) {
    const code = state.deck.shift();
    if (code === undefined) throw new Error("the Map deck ran out");
    const [id, next] = freshCardId(rng, taken);
    rng = next;
    taken.add(id);
    hands[(i % 2) as Side].push({ id, code });
  }
  state.rng = rng;
  const team = (cards: DealtCard[]): TeamRace => ({
    cards,
    slots: new Array<string | null>(RACE_SLOTS).fill(null),
    faceDown: null,
    shout: null,
  });
  const revealAt = now + state.setup.revealSeconds * 1000;
  state.races.push({
    number,
    kind: raceKind(number),
    teams: [team(hands[0]), team(hands[1])],
    revealAt,
    startedAt: null,
    windowClosesAt: null,
    order: null,
    identifications: [],
    result: null,
    endedAt: null,
  });
  state.phase = { type: "dealt" };
  events.push({ type: "raceDealt", number, revealAt });
}

/** Moves a card; a card already at the target goes where the moved card came from. */
function move(team: TeamRace, cardId: string, to: ArrangeTarget): void {
  const from = placeOf(team, cardId);
  const occupant = typeof to === "object" ? team.slots[to.slot] : to === "faceDown" ? team.faceDown : null;
  const put = (place: CardPlace, id: string | null) => {
    if (typeof place === "object") team.slots[place.slot] = id;
    else if (place === "faceDown") team.faceDown = id;
  };
  put(from, null);
  put(to, cardId);
  if (occupant !== null && occupant !== undefined) put(from, occupant);
}

/** DS-11..14: the judging window closes: the shouts are ordered; the first team (or both, at the same time) identifies. */
function closeShouts(state: DashingState, now: number, events: DashingEvent[]): void {
  const race = raceOf(state);
  const presses = race.teams.map((team) => team.shout).filter((press): press is Press => press !== null);
  const order = orderShouts(presses);
  race.order = order;
  const first: Side[] = order.kind === "same-time" ? [0, 1] : [order.side];
  events.push({
    type: "shoutsJudged",
    number: race.number,
    firstTeamIds: first.map((side) => state.teams[side].id),
    sameTime: order.kind === "same-time",
    gapMs: order.gapMs,
  });
  race.identifications = first.map((side): Identification => {
    const team = race.teams[side];
    const problem = rowProblem(state, race, side);
    events.push({ type: "rowJudged", teamId: state.teams[side].id, problem });
    const row = team.slots.map((id) => team.cards.find((card) => card.id === id)).filter((card): card is DealtCard => card !== undefined);
    return { side, row, rowProblem: problem, answerers: answerersFor(state.members[side]), answers: row.map(() => null) };
  });
  state.phase = { type: "identifying" };
  settleIfDone(state, now, events);
}

function settleIfDone(state: DashingState, now: number, events: DashingEvent[]): void {
  const race = raceOf(state);
  if (!race.identifications.every(identificationDone)) return;
  endRace(state, race, judgeRace(state, race), now, events);
}

function endRace(state: DashingState, race: Race, result: RaceResult, now: number, events: DashingEvent[]): void {
  race.result = result;
  race.endedAt = now;
  events.push({
    type: "raceEnded",
    number: race.number,
    winnerId: result.winner === null ? null : state.teams[result.winner].id,
    how: result.how,
  });
  afterRace(state, now, events);
}

/** DS-16..19: the game ends, or the next race follows after the class has seen this one judged. */
function afterRace(state: DashingState, now: number, events: DashingEvent[]): void {
  const results = state.races.map((race) => race.result?.winner ?? null);
  const outcome = gameAfterRaces(results);
  if (outcome === null && state.races.length < MAX_RACES) {
    state.phase = { type: "race-over", nextAt: now + RACE_RESULT_SECONDS * 1000 };
    return;
  }
  const final = outcome ?? { winner: null, bonus: false };
  const { points, breakdown } = comboResultPoints(final.winner, final.bonus, state.geoPlunging ?? [false, false]);
  const how = gameHow(state, final, state.races.length);
  const result: GameResult = { winner: final.winner, bonus: final.bonus, how, points, breakdown };
  state.phase = { type: "over", result };
  events.push({
    type: "gameScored",
    winnerId: final.winner === null ? null : state.teams[final.winner].id,
    bonus: final.bonus,
    points,
    breakdown,
    how,
  });
}

/** The teacher's overrule after the race was judged: the race is judged again, and so is what follows it. */
function rejudgeLastRace(state: DashingState, now: number, events: DashingEvent[]): void {
  const race = raceOf(state);
  if (!race.identifications.every(identificationDone)) return;
  const result = judgeRace(state, race);
  if (result.winner === (race.result?.winner ?? null)) {
    race.result = result;
    return;
  }
  if (state.phase.type === "over") events.push({ type: "gameReopened", number: race.number });
  endRace(state, race, result, now, events);
}

// ---- Legal actions -----------------------------------------------------------------------------

function judged(command: DashingCommand, problem: DashingViolation | null): LegalAction<DashingCommand> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

/**
 * Judged at the time of the last accepted command (`state.clock`). A team's arrangement moves are
 * one per card (to a place it is not in now): enough for a screen to know it may move cards, and
 * few enough for a team's view to stay one real-time event.
 */
export function dashingLegalActions(state: DashingState, actor: GameActor): LegalAction<DashingCommand>[] {
  const judge = (command: DashingCommand) => judged(command, check(state, command, actor, state.clock));
  const phase = state.phase;
  const race = currentRace(state);
  if (actor.role === "moderator") {
    const commands: DashingCommand[] = [];
    if (phase.type === "geoplunge-window") commands.push({ type: "closeGeoPlunge" });
    if (phase.type === "dealt") commands.push({ type: "reveal" });
    if (phase.type === "shouting") commands.push({ type: "closeShouts" });
    if (phase.type === "race-over") commands.push({ type: "nextRace" });
    if (raceRunning(phase)) commands.push({ type: "callTie" });
    if (race && (phase.type === "identifying" || phase.type === "race-over" || phase.type === "over")) {
      for (const identification of race.identifications) {
        if (identification.rowProblem !== null) continue;
        identification.row.forEach((card, slot) => {
          for (const part of ["name", "detail"] as const) {
            const current = identification.answers[slot]?.[part] ?? null;
            commands.push({ type: "overrule", card: card.id, part, right: current === null ? false : !current.right });
          }
        });
      }
    }
    for (const team of state.teams)
      for (const amount of [1, -1]) commands.push({ type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" });
    return commands.map(judge);
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  switch (phase.type) {
    case "geoplunge-window":
      return [{ type: "geoPlunge" } as const, { type: "declineGeoPlunge" } as const].map(judge);
    case "dealt":
    case "race-over":
    case "over":
      return [];
    case "racing":
    case "shouting": {
      const team = (race as Race).teams[side];
      const firstEmpty = team.slots.indexOf(null);
      const moves = team.cards.map((card): DashingCommand => {
        const place = placeOf(team, card.id);
        const to: ArrangeTarget = place === "loose" ? { slot: firstEmpty >= 0 ? firstEmpty : 0 } : "loose";
        return { type: "arrange", card: card.id, to };
      });
      return [...moves, { type: "shout" } as const].map(judge);
    }
    case "identifying": {
      const identification = (race as Race).identifications.find((entry) => entry.side === side);
      if (!identification) return [];
      // A team's view serves all its phones: each card is judged as its own member would send it.
      return identification.row.map((card, slot) => {
        const member = identification.answerers.find((answerer) => answerer.slots.includes(slot))?.playerId ?? undefined;
        const command: DashingCommand = { type: "answer", card: card.id, name: "", detail: "" };
        return judged(
          command,
          check(state, command, { role: "team", teamId: actor.teamId, ...(member ? { playerId: member } : {}) }, state.clock),
        );
      });
    }
    default:
      return exhaustiveSwitchError(phase);
  }
}

// ---- Outcome -----------------------------------------------------------------------------------

export function dashingOutcome(state: DashingState): GameOutcome {
  if (state.phase.type !== "over") return { over: false };
  const result = state.phase.result;
  const points = dashingPoints(state);
  const tally = `Points: ${state.teams[0].name} ${points[0]}, ${state.teams[1].name} ${points[1]}.`;
  if (result.winner === null) return { over: true, winners: [], summary: `Dashing States ends in a tie. ${tally}` };
  const parts = [`${result.breakdown.win} for the win`];
  if (result.breakdown.bonus > 0) parts.push(`${result.breakdown.bonus} Bonus Points`);
  if (result.breakdown.geoPlunging > 0) parts.push(`${result.breakdown.geoPlunging} for GeoPlunging`);
  return { over: true, winners: [state.teams[result.winner].id], summary: `${result.how} (${parts.join(" + ")}). ${tally}` };
}

/** The moment the game wakes by itself: the count of five, the reveal, the judging window, the next race. */
export function dashingWake(state: DashingState): { at: number; command: DashingCommand } | null {
  const phase = state.phase;
  const race = currentRace(state);
  switch (phase.type) {
    case "geoplunge-window":
      return { at: phase.deadline, command: { type: "closeGeoPlunge" } };
    case "dealt":
      return { at: (race as Race).revealAt, command: { type: "reveal" } };
    case "shouting":
      return { at: (race as Race).windowClosesAt ?? state.clock, command: { type: "closeShouts" } };
    case "race-over":
      return { at: phase.nextAt, command: { type: "nextRace" } };
    case "racing":
    case "identifying":
    case "over":
      return null;
    default:
      return exhaustiveSwitchError(phase);
  }
}
