import { CHALLENGE_CARDS, type ChallengeQuestion } from "@/lib/content/challenge-cards";
import { seedRng, shuffled } from "@/lib/games/clue-spin/engine/rng";
import type { Applied, GameActor, GameOutcome, GameViolation, LegalAction, SeatedMember, Seating } from "../module";
import { acceptedPressTime, orderShouts, shoutWindowCloses, type ShoutOrder } from "../combo3-kit/fair-shouts";
import {
  answerGeoPlungeCount,
  closeGeoPlungeProblem,
  geoPlungeClosed,
  geoPlungeAnswerProblem,
  geoPlungeCountAnswered,
  geoPlungeCountOver,
  geoPlungingAfter,
  openGeoPlungeCount,
} from "../combo3-kit/geoplunge-count";
import { comboResultPoints, type ComboBreakdown } from "../combo3-kit/scoring";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { POWER_CARD_IDS, powerCard } from "../trick-kit/power-cards";
import { bookAdjustment, adjustmentProblem, type ScoreAdjusted } from "../trick-kit/score-rules";
import { actingSide, other, seatingProblem, sideOf, tableTeams, type Pair, type Side } from "../trick-kit/teams";
import { chummyCommandSchema, CHUMMY_TIMER_COMMANDS, type ChummyCommand } from "./commands";
import { judgeTypedAnswer } from "./judge";
import { CHALLENGES } from "./numbers";
import { chummySetupSchema, msPerWord, type ChummySetup } from "./setup";
import {
  LISTEN_AFTER_READING_MS,
  MOST_CHALLENGES,
  READ_LEAD_MS,
  REVEAL_MS,
  type Asked,
  type Buzz,
  type ChallengeHow,
  type ChallengeRecord,
  type ChummyHow,
  type ChummyResult,
  type ChummyState,
  type JudgedAnswer,
  type TypedAnswer,
} from "./state";
import { chummyViolation as violation, fromSharedViolation, type ChummyViolation } from "./violations";

export type ChummyEvent =
  | { type: "countOpened"; deadline: number; seconds: number }
  | { type: "countAnswered"; teamId: string; plunging: boolean }
  | { type: "countClosed"; plungingTeamIds: string[] }
  | { type: "geoPlungerNamed"; teamId: string; playerId: string; number: number }
  /** The question's colour is public once drawn; which card it is stays secret until the reveal. */
  | { type: "questionDrawn"; number: number; colour: "red" | "blue"; powerCardId: string }
  /** Names no word: the views carry the words read. */
  | { type: "wordsRead"; shown: number }
  | { type: "buzzed"; teamId: string; pressedAt: number; receivedAt: number }
  | { type: "buzzesJudged"; order: ShoutOrder; answeringTeamIds: string[] }
  /** Names no text and no verdict: with two teams answering, neither may learn the other's answer first. */
  | { type: "answered"; teamId: string }
  | { type: "challengeJudged"; number: number; questionId: string; winnerId: string | null; how: ChallengeHow }
  | { type: "overruled"; number: number; teamId: string; right: boolean; winnerId: string | null; how: ChallengeHow }
  | ScoreAdjusted
  | { type: "gameScored"; winnerId: string | null; bonus: boolean; how: ChummyHow; points: Pair<number>; breakdown: ComboBreakdown };

type Result = Applied<ChummyState, ChummyEvent>;

const QUESTIONS = new Map<string, ChallengeQuestion>(CHALLENGE_CARDS.flatMap((card) => card.questions.map((q) => [q.id, q] as const)));

export function questionOf(questionId: string): ChallengeQuestion {
  const question = QUESTIONS.get(questionId);
  if (!question) throw new Error(`No Challenge question "${questionId}" in content/challenge-cards.json`);
  return question;
}

/** CC-4: the words the dealer reads, in order. */
export function questionWords(questionId: string): string[] {
  return questionOf(questionId).text.split(/\s+/).filter(Boolean);
}

const isViolation = (value: unknown): value is GameViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value;

function membersOf(seating: Seating, teamId: string): SeatedMember[] {
  return (seating.teams.find((team) => team.id === teamId)?.members ?? []).map((member) => ({ id: member.id, name: member.name }));
}

export function startChummy(setupInput: ChummySetup, seating: Seating, seed: number, now: number): Result {
  const parsed = chummySetupSchema.safeParse(setupInput);
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
  const teams = tableTeams(seating);
  const [challengeDeck, afterChallenges] = shuffled(
    CHALLENGE_CARDS.map((card) => card.id),
    seedRng(seed),
  );
  const [powerDeck, rng] = shuffled(POWER_CARD_IDS, afterChallenges);
  // CC-1: "Before the first challenge, determine which teams are GeoPlunging": the count opens at once.
  const count = openGeoPlungeCount(now, setup.geoPlungeSeconds);
  const state: ChummyState = {
    game: "chummy-challenge",
    setup,
    teams,
    members: [membersOf(seating, teams[0].id), membersOf(seating, teams[1].id)],
    rng,
    clock: now,
    challengeDeck,
    powerDeck,
    geoPlunging: null,
    challenges: [],
    adjustments: [],
    phase: { type: "counting", count },
  };
  return { ok: true, state, events: [{ type: "countOpened", deadline: count.deadline, seconds: setup.geoPlungeSeconds }] };
}

function parseCommand(input: unknown): ChummyCommand | ChummyViolation {
  const parsed = chummyCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return violation("rule/invalid_command", `That command is not understood${where}: ${issue?.message ?? "invalid"}.`);
}

/** Points for this game: the result plus the moderator's adjustments. */
export function chummyPoints(state: ChummyState): Pair<number> {
  const points: Pair<number> = state.phase.type === "over" ? [...state.phase.result.points] : [0, 0];
  for (const entry of state.adjustments) points[entry.side] += entry.amount;
  return points;
}

// ---- Reading ----------------------------------------------------------------------------------------

/** When word `index` (0-based) is read. */
export function wordTime(state: ChummyState, asked: Asked, index: number): number {
  return asked.readFrom + index * msPerWord(state.setup);
}

/** When the reading ends: the last word has been read out. */
export function readingEnds(state: ChummyState, asked: Asked): number {
  return wordTime(state, asked, questionWords(asked.questionId).length);
}

/** Words read by `at` (never more than were shown: the reading stopped at the buzz). */
function wordsReadBy(state: ChummyState, asked: Asked, at: number): number {
  const pace = msPerWord(state.setup);
  const read = at < asked.readFrom ? 0 : Math.floor((at - asked.readFrom) / pace) + 1;
  return Math.min(asked.shown, read);
}

// ---- The GeoPlunger --------------------------------------------------------------------------------

/**
 * CC-3 and Ruling CC-R1: who may be the team's GeoPlunger for the next challenge. A member who has
 * not been one yet; once every member has been one (a team of two in the third challenge), anyone
 * but the last challenge's; a team of one always its one player.
 */
export function geoPlungerChoices(state: ChummyState, side: Side): SeatedMember[] {
  const members = state.members[side];
  if (members.length <= 1) return members;
  const used = state.challenges.map((record) => record.geoPlungers[side]).filter((id): id is string => id !== null);
  const fresh = members.filter((member) => !used.includes(member.id));
  if (fresh.length > 0) return fresh;
  const last = used[used.length - 1];
  return members.filter((member) => member.id !== last);
}

function memberName(state: ChummyState, side: Side, playerId: string): string {
  return state.members[side].find((member) => member.id === playerId)?.name ?? "that player";
}

// ---- Checks ------------------------------------------------------------------------------------------

const TIMER_COMMANDS = new Set<ChummyCommand["type"]>(CHUMMY_TIMER_COMMANDS);

/** The answer the rules count for a team: the teacher's overrule, else the app's judgement. */
export function countsRight(answer: JudgedAnswer | null): boolean {
  return answer !== null && (answer.overruled ?? answer.appRight);
}

function check(state: ChummyState, command: ChummyCommand, actor: GameActor, now: number): ChummyViolation | null {
  const phase = state.phase;
  if (phase.type === "over") return violation("rule/game_over", "This game is over.");
  const moderatorOnly = (what: string): ChummyViolation | null =>
    actor.role === "moderator" ? null : violation("rule/moderator_only", `Only the moderator ${what}.`);
  const due = (at: number, early: string): ChummyViolation | null => (now < at ? violation("rule/still_counting", early) : null);
  switch (command.type) {
    case "adjustScore": {
      const refused = moderatorOnly("can adjust a score");
      if (refused) return refused;
      const side = sideOf(state.teams, command.teamId);
      if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
      const problem = adjustmentProblem(chummyPoints(state)[side], command.amount, state.teams[side].name);
      return problem && fromSharedViolation(problem);
    }
    case "closeCount": {
      const problem = closeGeoPlungeProblem(phase.type === "counting" ? phase.count : null, actor, now);
      return problem && fromSharedViolation(problem);
    }
    case "readWord": {
      const refused = moderatorOnly("(the dealer's reading) reads the next word");
      if (refused) return refused;
      if (phase.type !== "asking" || phase.asked.shown >= questionWords(phase.asked.questionId).length)
        return violation("rule/wrong_phase", "No question is being read right now.");
      return due(wordTime(state, phase.asked, phase.asked.shown), "The dealer reads at a steady pace: the next word is not due yet.");
    }
    case "endListening": {
      const refused = moderatorOnly("(the dealer's timer) ends the wait for a buzz");
      if (refused) return refused;
      if (phase.type !== "asking" || phase.asked.shown < questionWords(phase.asked.questionId).length)
        return violation("rule/wrong_phase", "The question is not fully read yet: the 15 seconds start after it.");
      return due(readingEnds(state, phase.asked) + LISTEN_AFTER_READING_MS, "The 15 seconds after the question are not over yet.");
    }
    case "closeBuzzes": {
      const refused = moderatorOnly("(the judge's timer) closes the judging of the buzzes");
      if (refused) return refused;
      if (phase.type !== "buzzed") return violation("rule/wrong_phase", "No one has buzzed: there is nothing to judge.");
      return due(phase.windowClosesAt, "The other team's buzz may still be on its way; judge when the window closes.");
    }
    case "answerTimeUp": {
      const refused = moderatorOnly("(the answer timer) ends the time to answer");
      if (refused) return refused;
      if (phase.type !== "answering") return violation("rule/wrong_phase", "No team is answering right now.");
      return due(phase.deadline, "The answering team still has time.");
    }
    case "endReveal": {
      const refused = moderatorOnly("(the dealer's timer) moves on from the answers");
      if (refused) return refused;
      if (phase.type !== "reveal") return violation("rule/wrong_phase", "No answers are being shown right now.");
      return due(phase.until, "The answers are still on the board.");
    }
    case "overrule": {
      const refused = moderatorOnly("can overrule a judgement");
      if (refused) return refused;
      const side = sideOf(state.teams, command.teamId);
      if (side === null) return violation("rule/unknown_team", `There is no team "${command.teamId}" at this table.`);
      const last = state.challenges[state.challenges.length - 1];
      if (!last || (phase.type !== "reveal" && phase.type !== "naming"))
        return violation(
          "rule/nothing_to_overrule",
          "Overrule a challenge while its answers are shown, before the next question is drawn; after that, correct the score instead.",
        );
      const answer = last.answers[side];
      if (answer === null)
        return violation(
          "rule/nothing_to_overrule",
          `${state.teams[side].name} did not answer in challenge ${last.number}: there is no answer to overrule.`,
        );
      if (countsRight(answer) === command.right)
        return violation(
          "rule/nothing_to_overrule",
          `${state.teams[side].name}'s answer already counts as ${command.right ? "right" : "wrong"}.`,
        );
      return null;
    }
    case "standUp":
    case "staySeated": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return fromSharedViolation(side);
      const problem = phase.type === "counting" ? geoPlungeAnswerProblem(phase.count, side, now) : geoPlungeClosed();
      return problem && fromSharedViolation(problem);
    }
    case "nameGeoPlunger": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return fromSharedViolation(side);
      if (phase.type === "counting")
        return violation("rule/wrong_phase", 'The dealer is asking "Are you GeoPlunging?": name your GeoPlunger after the count of five.');
      if (phase.type !== "naming")
        return violation("rule/wrong_phase", "Name your GeoPlunger before the next challenge, once this one is over.");
      if (phase.geoPlungers[side] !== null)
        return violation(
          "rule/already_named",
          `Your team has named ${memberName(state, side, phase.geoPlungers[side])} for this challenge.`,
        );
      const members = state.members[side];
      if (members.length > 0 && !members.some((member) => member.id === command.playerId))
        return violation("rule/not_a_member", "Name one of your own team's players as its GeoPlunger.");
      if (members.length > 0 && !geoPlungerChoices(state, side).some((member) => member.id === command.playerId))
        return violation(
          "rule/geoplunger_again",
          `${memberName(state, side, command.playerId)} has been your GeoPlunger already: a team uses a different GeoPlunger each challenge.`,
        );
      return null;
    }
    case "buzz": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return fromSharedViolation(side);
      if (phase.type === "buzzed") {
        if (phase.buzzes.some((buzz) => buzz.side === side)) return violation("rule/already_buzzed", "Your GeoPlunger has buzzed already.");
      } else if (phase.type === "answering" || phase.type === "reveal") {
        return violation("rule/already_buzzed", "Someone has buzzed already: the reading has stopped.");
      } else if (phase.type !== "asking") {
        return violation("rule/wrong_phase", "Buzz once the dealer begins reading the question.");
      }
      const geoPlunger = phase.asked.geoPlungers[side];
      if (actor.role === "team" && actor.playerId !== undefined && geoPlunger !== null && actor.playerId !== geoPlunger)
        return violation(
          "rule/not_the_geoplunger",
          `Only your GeoPlunger, ${memberName(state, side, geoPlunger)}, may shout "GeoPlunge" in this challenge.`,
        );
      return null;
    }
    case "answer": {
      const side = actingSide(state.teams, actor);
      if (isViolation(side)) return fromSharedViolation(side);
      if (phase.type !== "answering")
        return phase.type === "asking" || phase.type === "buzzed"
          ? violation("rule/wrong_phase", "Answer after your GeoPlunger's buzz is judged first.")
          : violation("rule/wrong_phase", "There is no question to answer right now.");
      if (!phase.answering.includes(side))
        return violation(
          "rule/not_answering",
          `${state.teams[other(side)].name}'s GeoPlunger buzzed first: only that team answers this question.`,
        );
      if (phase.answers[side] !== null) return violation("rule/already_answered", "Your team has answered; the answer stands.");
      return null;
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

// ---- Steps -------------------------------------------------------------------------------------------

function closeCount(state: ChummyState, events: ChummyEvent[]): void {
  const phase = state.phase;
  if (phase.type !== "counting") throw new Error("no count to close");
  const plunging = geoPlungingAfter(phase.count);
  state.geoPlunging = plunging;
  events.push({
    type: "countClosed",
    plungingTeamIds: ([0, 1] as Side[]).filter((side) => plunging[side]).map((side) => state.teams[side].id),
  });
  state.phase = { type: "naming", number: 1, geoPlungers: [null, null] };
}

/** CC-4: the top Power card's square picks the question; both cards then go to the bottom of their decks. */
function draw(state: ChummyState, number: number, geoPlungers: Pair<string | null>, now: number, events: ChummyEvent[]): void {
  const [powerCardId, ...powerRest] = state.powerDeck;
  const [cardId, ...challengeRest] = state.challengeDeck;
  if (powerCardId === undefined || cardId === undefined) throw new Error("the decks are never empty: used cards go to the bottom");
  state.powerDeck = [...powerRest, powerCardId];
  state.challengeDeck = [...challengeRest, cardId];
  const colour = powerCard(powerCardId).square;
  const asked: Asked = {
    number,
    geoPlungers,
    powerCardId,
    colour,
    cardId,
    questionId: `${cardId}-${colour}`,
    readFrom: now + READ_LEAD_MS,
    shown: 0,
  };
  state.phase = { type: "asking", asked };
  events.push({ type: "questionDrawn", number, colour, powerCardId });
}

function readWords(state: ChummyState, asked: Asked, now: number, events: ChummyEvent[]): void {
  const total = questionWords(asked.questionId).length;
  while (asked.shown < total && wordTime(state, asked, asked.shown) <= now) asked.shown += 1;
  events.push({ type: "wordsRead", shown: asked.shown });
}

function noAnswer(): Pair<JudgedAnswer | null> {
  return [null, null];
}

/** CC-6..CC-8: a challenge's winner from its buzz order and the answers as they count now. */
export function challengeWinner(order: ShoutOrder | null, answers: Pair<JudgedAnswer | null>): { winner: Side | null; how: ChallengeHow } {
  if (order === null) return { winner: null, how: "no-buzz" };
  if (order.kind === "first") {
    return countsRight(answers[order.side])
      ? { winner: order.side, how: "first-right" }
      : { winner: other(order.side), how: "first-wrong" };
  }
  const right = ([0, 1] as Side[]).filter((side) => countsRight(answers[side]));
  const [only] = right;
  return right.length === 1 && only !== undefined ? { winner: only, how: "same-time-one-right" } : { winner: null, how: "same-time-tie" };
}

function endChallenge(
  state: ChummyState,
  asked: Asked,
  parts: { buzzes: Buzz[]; wordsAtPress: number | null; order: ShoutOrder | null; answers: Pair<JudgedAnswer | null> },
  now: number,
  events: ChummyEvent[],
): void {
  const { winner, how } = challengeWinner(parts.order, parts.answers);
  const record: ChallengeRecord = {
    number: asked.number,
    geoPlungers: asked.geoPlungers,
    powerCardId: asked.powerCardId,
    colour: asked.colour,
    questionId: asked.questionId,
    wordsRead: asked.shown,
    wordsAtPress: parts.wordsAtPress,
    buzzes: parts.buzzes,
    order: parts.order,
    answers: parts.answers,
    winner,
    how,
    endedAt: now,
  };
  state.challenges.push(record);
  events.push({
    type: "challengeJudged",
    number: record.number,
    questionId: record.questionId,
    winnerId: winner === null ? null : state.teams[winner].id,
    how,
  });
  state.phase = { type: "reveal", until: now + REVEAL_MS };
}

function judgeAnswer(asked: Asked, typed: TypedAnswer | null): JudgedAnswer {
  if (typed === null) return { typed: null, appRight: false, named: [], overruled: null };
  const judgement = judgeTypedAnswer(typed.text, questionOf(asked.questionId));
  return { typed, appRight: judgement.right, named: judgement.named, overruled: null };
}

function finishAnswering(state: ChummyState, now: number, events: ChummyEvent[]): void {
  const phase = state.phase;
  if (phase.type !== "answering") throw new Error("no team is answering");
  const answers = noAnswer();
  for (const side of phase.answering) answers[side] = judgeAnswer(phase.asked, phase.answers[side]);
  endChallenge(state, phase.asked, { buzzes: phase.buzzes, wordsAtPress: phase.wordsAtPress, order: phase.order, answers }, now, events);
}

/** CC-12: the game's result once the challenges decide it, or null while another challenge is played. */
export function gameDecision(
  records: readonly Pick<ChallengeRecord, "winner">[],
): { winner: Side | null; bonus: boolean; how: ChummyHow } | null {
  const wins: Pair<number> = [0, 0];
  for (const record of records) if (record.winner !== null) wins[record.winner] += 1;
  for (const side of [0, 1] as Side[]) {
    if (wins[side] >= CHALLENGES.toWin) return { winner: side, bonus: records.length === 2, how: "two-challenges" };
  }
  if (records.length === 2 && records.every((record) => record.winner === null))
    return { winner: null, bonus: false, how: "first-two-tied" };
  if (records.length >= MOST_CHALLENGES) return { winner: null, bonus: false, how: "no-two-wins" };
  return null;
}

function finishGame(state: ChummyState, decision: { winner: Side | null; bonus: boolean; how: ChummyHow }, events: ChummyEvent[]): void {
  const { points, breakdown } = comboResultPoints(decision.winner, decision.bonus, state.geoPlunging ?? [false, false]);
  const result: ChummyResult = { ...decision, points, breakdown };
  state.phase = { type: "over", result };
  events.push({
    type: "gameScored",
    winnerId: decision.winner === null ? null : state.teams[decision.winner].id,
    bonus: decision.bonus,
    how: decision.how,
    points,
    breakdown,
  });
}

function endReveal(state: ChummyState, events: ChummyEvent[]): void {
  const decision = gameDecision(state.challenges);
  if (decision) finishGame(state, decision, events);
  else state.phase = { type: "naming", number: state.challenges.length + 1, geoPlungers: [null, null] };
}

function closeBuzzes(state: ChummyState, now: number, events: ChummyEvent[]): void {
  const phase = state.phase;
  if (phase.type !== "buzzed") throw new Error("no buzz to judge");
  const order = orderShouts(phase.buzzes);
  const answering: Side[] = order.kind === "first" ? [order.side] : [0, 1];
  state.phase = {
    type: "answering",
    asked: phase.asked,
    buzzes: phase.buzzes,
    wordsAtPress: phase.wordsAtPress,
    order,
    answering,
    answers: [null, null],
    deadline: now + state.setup.answerSeconds * 1000,
  };
  events.push({ type: "buzzesJudged", order, answeringTeamIds: answering.map((side) => state.teams[side].id) });
}

/** A step whose time has come, taken before any command but the timers' own; false when none is due. */
function stepDue(state: ChummyState, now: number, events: ChummyEvent[]): boolean {
  const phase = state.phase;
  switch (phase.type) {
    case "counting":
      if (!geoPlungeCountOver(phase.count, now)) return false;
      closeCount(state, events);
      return true;
    case "asking": {
      const asked = phase.asked;
      if (asked.shown < questionWords(asked.questionId).length) {
        if (wordTime(state, asked, asked.shown) > now) return false;
        readWords(state, asked, now, events);
        return true;
      }
      if (readingEnds(state, asked) + LISTEN_AFTER_READING_MS > now) return false;
      endChallenge(state, asked, { buzzes: [], wordsAtPress: null, order: null, answers: noAnswer() }, now, events);
      return true;
    }
    case "buzzed":
      if (phase.windowClosesAt > now) return false;
      closeBuzzes(state, now, events);
      return true;
    case "answering":
      if (phase.deadline > now) return false;
      finishAnswering(state, now, events);
      return true;
    case "reveal":
      if (phase.until > now) return false;
      endReveal(state, events);
      return true;
    case "naming":
    case "over":
      return false;
    default:
      return exhaustiveSwitchError(phase);
  }
}

function perform(state: ChummyState, command: ChummyCommand, actor: GameActor, now: number, events: ChummyEvent[]): void {
  const phase = state.phase;
  switch (command.type) {
    case "adjustScore":
      events.push(bookAdjustment(state, command, chummyPoints));
      return;
    case "closeCount":
    case "readWord":
    case "endListening":
    case "closeBuzzes":
    case "answerTimeUp":
    case "endReveal":
      stepDue(state, now, events);
      return;
    case "overrule": {
      const side = sideOf(state.teams, command.teamId) as Side;
      const last = state.challenges[state.challenges.length - 1];
      const answer = last?.answers[side];
      if (!last || !answer) throw new Error("checked: an answer to overrule");
      answer.overruled = command.right;
      const { winner, how } = challengeWinner(last.order, last.answers);
      last.winner = winner;
      last.how = how;
      events.push({
        type: "overruled",
        number: last.number,
        teamId: command.teamId,
        right: command.right,
        winnerId: winner === null ? null : state.teams[winner].id,
        how,
      });
      // Before the next question is drawn, an overrule that decides the game ends it now.
      if (phase.type === "naming") {
        const decision = gameDecision(state.challenges);
        if (decision) finishGame(state, decision, events);
      }
      return;
    }
    case "standUp":
    case "staySeated": {
      if (phase.type !== "counting") throw new Error("checked: counting");
      const side = actingSide(state.teams, actor) as Side;
      phase.count = answerGeoPlungeCount(phase.count, side, command.type === "standUp");
      events.push({ type: "countAnswered", teamId: state.teams[side].id, plunging: command.type === "standUp" });
      if (geoPlungeCountAnswered(phase.count)) closeCount(state, events);
      return;
    }
    case "nameGeoPlunger": {
      if (phase.type !== "naming") throw new Error("checked: naming");
      const side = actingSide(state.teams, actor) as Side;
      phase.geoPlungers[side] = command.playerId;
      events.push({ type: "geoPlungerNamed", teamId: state.teams[side].id, playerId: command.playerId, number: phase.number });
      if (phase.geoPlungers[0] !== null && phase.geoPlungers[1] !== null) draw(state, phase.number, phase.geoPlungers, now, events);
      return;
    }
    case "buzz": {
      const side = actingSide(state.teams, actor) as Side;
      const pressedAt = acceptedPressTime(command.pressedAt, now);
      const buzz: Buzz = { side, playerId: actor.role === "team" ? (actor.playerId ?? null) : null, pressedAt, receivedAt: now };
      events.push({ type: "buzzed", teamId: state.teams[side].id, pressedAt, receivedAt: now });
      if (phase.type === "buzzed") {
        phase.buzzes.push(buzz);
        return;
      }
      if (phase.type !== "asking") throw new Error("checked: asking or buzzed");
      // CC-5: the reading stops at once; the judging window catches the other team's press still on its way.
      state.phase = {
        type: "buzzed",
        asked: phase.asked,
        buzzes: [buzz],
        windowClosesAt: shoutWindowCloses(now),
        wordsAtPress: wordsReadBy(state, phase.asked, pressedAt),
      };
      return;
    }
    case "answer": {
      if (phase.type !== "answering") throw new Error("checked: answering");
      const side = actingSide(state.teams, actor) as Side;
      phase.answers[side] = { text: command.text, by: actor.role === "team" ? (actor.playerId ?? null) : null, at: now };
      events.push({ type: "answered", teamId: state.teams[side].id });
      if (phase.answering.every((answering) => phase.answers[answering] !== null)) finishAnswering(state, now, events);
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

export function applyChummy(state: ChummyState, input: ChummyCommand, actor: GameActor, now: number): Result {
  const command = parseCommand(input);
  if (isViolation(command)) return { ok: false, violation: command };
  const draft = structuredClone(state);
  const events: ChummyEvent[] = [];
  // A late command first takes the steps already due; if it is then refused, nothing changes (the draft is dropped).
  if (!TIMER_COMMANDS.has(command.type)) while (stepDue(draft, now, events));
  const problem = check(draft, command, actor, now);
  if (problem) return { ok: false, violation: problem };
  draft.clock = now;
  perform(draft, command, actor, now, events);
  return { ok: true, state: draft, events };
}

// ---- Legal actions, outcome, wake -----------------------------------------------------------------

function judged(command: ChummyCommand, problem: ChummyViolation | null): LegalAction<ChummyCommand> {
  return problem === null ? { command, allowed: true } : { command, allowed: false, reason: problem.message, code: problem.code };
}

/**
 * Judged at the time of the last accepted command (`state.clock`): the seam passes no clock here. A
 * team's actions are the team's (the platform asks without a player): the buzz is offered to the
 * team, and its phones show it only on the GeoPlunger's phone, whom the engine checks on arrival.
 */
export function chummyLegalActions(state: ChummyState, actor: GameActor): LegalAction<ChummyCommand>[] {
  const judge = (command: ChummyCommand): LegalAction<ChummyCommand> => judged(command, check(state, command, actor, state.clock));
  const phase = state.phase;
  if (phase.type === "over") return [];
  if (actor.role === "moderator") {
    const wake = chummyWake(state);
    const overrules = state.teams.flatMap((team) =>
      [true, false].map((right): ChummyCommand => ({ type: "overrule", teamId: team.id, right })),
    );
    const adjustments = state.teams.flatMap((team) =>
      [1, -1].map((amount): ChummyCommand => ({ type: "adjustScore", teamId: team.id, amount, reason: "Moderator adjustment" })),
    );
    return [...(wake ? [wake.command] : []), ...overrules, ...adjustments].map(judge);
  }
  const side = sideOf(state.teams, actor.teamId);
  if (side === null) return [];
  switch (phase.type) {
    case "counting":
      return [{ type: "standUp" } as const, { type: "staySeated" } as const].map(judge);
    case "naming": {
      const members = state.members[side];
      return members.map((member): ChummyCommand => ({ type: "nameGeoPlunger", playerId: member.id })).map(judge);
    }
    case "asking":
    case "buzzed":
      return [judge({ type: "buzz" })];
    case "answering":
      return [judge({ type: "answer", text: "…" })];
    case "reveal":
      return [];
    default:
      return exhaustiveSwitchError(phase);
  }
}

function tally(state: ChummyState): string {
  const points = chummyPoints(state);
  return `Points: ${state.teams[0].name} ${points[0]}, ${state.teams[1].name} ${points[1]}.`;
}

export function chummyOutcome(state: ChummyState): GameOutcome {
  if (state.phase.type !== "over") return { over: false };
  const result = state.phase.result;
  if (result.winner === null) {
    const why = result.how === "first-two-tied" ? "the first two challenges were both ties" : "no team won two of the three challenges";
    return { over: true, winners: [], summary: `Chummy Challenge ends in a tie: ${why}. ${tally(state)}` };
  }
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  return {
    over: true,
    winners: [state.teams[result.winner].id],
    summary: `${state.teams[result.winner].name} wins Chummy Challenge: ${parts.join(" + ")}. ${tally(state)}`,
  };
}

/** When the game wakes by itself: the count ends, the next word is read, the wait for a buzz ends, the windows close, the reveal ends. */
export function chummyWake(state: ChummyState): { at: number; command: ChummyCommand } | null {
  const phase = state.phase;
  switch (phase.type) {
    case "counting":
      return { at: phase.count.deadline, command: { type: "closeCount" } };
    case "naming":
    case "over":
      return null;
    case "asking": {
      const asked = phase.asked;
      return asked.shown < questionWords(asked.questionId).length
        ? { at: wordTime(state, asked, asked.shown), command: { type: "readWord" } }
        : { at: readingEnds(state, asked) + LISTEN_AFTER_READING_MS, command: { type: "endListening" } };
    }
    case "buzzed":
      return { at: phase.windowClosesAt, command: { type: "closeBuzzes" } };
    case "answering":
      return { at: phase.deadline, command: { type: "answerTimeUp" } };
    case "reveal":
      return { at: phase.until, command: { type: "endReveal" } };
    default:
      return exhaustiveSwitchError(phase);
  }
}
