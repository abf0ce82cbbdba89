import { oncePerState } from "../module";
import { describeShoutOrder, SAME_TIME_MARGIN_MS } from "../combo3-kit/fair-shouts";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { sideOf, type Pair, type Side } from "../trick-kit/teams";
import { chummyPoints, countsRight, geoPlungerChoices, questionOf, questionWords, readingEnds } from "./engine";
import { msPerWord } from "./setup";
import { LISTEN_AFTER_READING_MS, type ChallengeHow, type ChallengeRecord, type ChummyHow, type ChummyState } from "./state";

/**
 * Per audience (CC-13): a question's unread words and every accepted answer stay on the server until
 * the challenge is judged. Which card was drawn stays secret too (the deck is public content, so a
 * card's id would give its answers away): a view names the question's colour and the words read so
 * far, nothing more. With both teams answering, a team sees only its own typed answer.
 */
export type ChummyStage = ChummyState["phase"]["type"];

export interface PlayerRef {
  playerId: string | null;
  name: string | null;
}

export interface ChallengeNowView {
  number: number;
  colour: "red" | "blue";
  geoPlungers: Pair<PlayerRef>;
  /** The words read out so far: never one more. */
  words: string[];
  /** Still reading (more words will come). */
  reading: boolean;
  /** For the board's voice and the phones' pace line. */
  msPerWord: number;
  /** After the reading, the 15 seconds for a buzz end at this time (null while reading or after a buzz). */
  listenUntil: number | null;
  buzzes: { teamId: string }[];
  /** The judging window after the first buzz (CC-5). */
  judgingUntil: number | null;
  /** Words read when the first buzz was pressed. */
  wordsAtPress: number | null;
  /** The buzz order with its margin ("Red 0.21 s before Blue"), once judged. */
  order: string | null;
  answering: string[];
  answered: string[];
  answerDeadline: number | null;
}

export interface TeamAnswerView {
  teamId: string;
  text: string | null;
  by: string | null;
  /** As it counts now (the teacher's overrule, else the app's). */
  right: boolean;
  appRight: boolean;
  overruled: boolean;
  /** The accepted answers the team named. */
  named: string[];
}

export interface JudgedChallengeView {
  number: number;
  colour: "red" | "blue";
  /** The whole question, shown once judged. */
  question: string;
  /** The accepted answers, in the card's words. */
  accepted: string[];
  needed: number;
  wordsRead: number;
  totalWords: number;
  order: string | null;
  answers: TeamAnswerView[];
  winnerId: string | null;
  how: ChallengeHow;
  verdict: string;
}

export interface ChummyBoardView {
  game: "chummy-challenge";
  stage: ChummyStage;
  teams: Pair<{ id: string; name: string; players: number; points: number; geoPlunging: boolean | null; challengesWon: number }>;
  count: { deadline: number; answers: Pair<boolean | null>; waiting: { teamIds: string[]; what: string } } | null;
  naming: { number: number; named: Pair<PlayerRef | null> } | null;
  now: ChallengeNowView | null;
  /** Every judged challenge, the last one last; its answers stay until the next question is drawn. */
  judged: JudgedChallengeView[];
  revealUntil: number | null;
  /** "the same time" in seconds, for the board's line under the buzz order. */
  sameTimeMarginMs: number;
  result: {
    winnerId: string | null;
    bonus: boolean;
    how: ChummyHow;
    verdict: string;
    points: Pair<number>;
    breakdown: ComboBreakdown;
  } | null;
}

export interface ChummyModeratorView extends ChummyBoardView {
  waiting: { teamIds: string[]; what: string; deadline: number | null };
}

export interface ChummyTeamView extends ChummyBoardView {
  teamId: string;
  /** The team's members, and whom it may name GeoPlunger now (CC-3). */
  members: { playerId: string; name: string; canBeGeoPlunger: boolean }[];
  /** The team's own typed answer while the challenge is answered (never the other team's). */
  ownAnswer: string | null;
}

function playerRef(state: ChummyState, side: Side, playerId: string | null): PlayerRef {
  if (playerId === null) return { playerId: null, name: null };
  return { playerId, name: state.members[side].find((member) => member.id === playerId)?.name ?? null };
}

/** CC-6..CC-8 in one sentence for the board. */
export function challengeVerdict(how: ChallengeHow, names: { winner: string | null; first: string | null }): string {
  switch (how) {
    case "first-right":
      return `${names.winner} buzzed first and answered right: it wins the challenge.`;
    case "first-wrong":
      return `${names.first} buzzed first but did not answer right: ${names.winner} wins the challenge.`;
    case "no-buzz":
      return "No one buzzed within 15 seconds after the question: a tie.";
    case "same-time-one-right":
      return `Both buzzed at the same time; only ${names.winner} answered right: it wins the challenge.`;
    case "same-time-tie":
      return "Both buzzed at the same time and both answered right, or both wrong: a tie.";
    default:
      return exhaustiveSwitchError(how);
  }
}

export function gameVerdict(how: ChummyHow, winner: string | null, bonus: boolean): string {
  switch (how) {
    case "two-challenges":
      return `${winner} won 2 challenges${bonus ? ", the first two: with the Bonus Points" : ""}.`;
    case "first-two-tied":
      return "The first two challenges were both ties: the game is a tie.";
    case "no-two-wins":
      return "After three challenges no team won two: the game is a tie.";
    default:
      return exhaustiveSwitchError(how);
  }
}

function judgedView(state: ChummyState, record: ChallengeRecord): JudgedChallengeView {
  const question = questionOf(record.questionId);
  const names: Pair<string> = [state.teams[0].name, state.teams[1].name];
  const first = record.order?.kind === "first" ? names[record.order.side] : null;
  return {
    number: record.number,
    colour: record.colour,
    question: question.text,
    accepted: question.answers.map((answer) => answer.answer),
    needed: question.needed,
    wordsRead: record.wordsRead,
    totalWords: questionWords(record.questionId).length,
    order: record.order === null ? null : describeShoutOrder(record.order, names),
    answers: ([0, 1] as Side[]).flatMap((side) => {
      const answer = record.answers[side];
      if (answer === null) return [];
      return [
        {
          teamId: state.teams[side].id,
          text: answer.typed?.text ?? null,
          by: answer.typed?.by ? playerRef(state, side, answer.typed.by).name : null,
          right: countsRight(answer),
          appRight: answer.appRight,
          overruled: answer.overruled !== null,
          named: answer.named,
        },
      ];
    }),
    winnerId: record.winner === null ? null : state.teams[record.winner].id,
    how: record.how,
    verdict: challengeVerdict(record.how, { winner: record.winner === null ? null : names[record.winner], first }),
  };
}

function unanswered(state: ChummyState, answers: Pair<boolean | null>): string[] {
  return ([0, 1] as Side[]).filter((side) => answers[side] === null).map((side) => state.teams[side].id);
}

const COUNT_QUESTION = "say whether it is GeoPlunging";

/** Built once per state: the moderator's and each team's view hold it too. */
export const chummyBoardView = oncePerState((state: ChummyState): ChummyBoardView => {
  const { teams, phase } = state;
  const points = chummyPoints(state);
  const wins: Pair<number> = [0, 0];
  for (const record of state.challenges) if (record.winner !== null) wins[record.winner] += 1;
  const team = (side: Side) => ({
    id: teams[side].id,
    name: teams[side].name,
    players: teams[side].players,
    points: points[side],
    geoPlunging: state.geoPlunging?.[side] ?? null,
    challengesWon: wins[side],
  });
  let now: ChallengeNowView | null = null;
  if (phase.type === "asking" || phase.type === "buzzed" || phase.type === "answering") {
    const asked = phase.asked;
    const words = questionWords(asked.questionId);
    const doneReading = asked.shown >= words.length;
    const names: Pair<string> = [teams[0].name, teams[1].name];
    now = {
      number: asked.number,
      colour: asked.colour,
      geoPlungers: [playerRef(state, 0, asked.geoPlungers[0]), playerRef(state, 1, asked.geoPlungers[1])],
      words: words.slice(0, asked.shown),
      reading: phase.type === "asking" && !doneReading,
      msPerWord: msPerWord(state.setup),
      listenUntil: phase.type === "asking" && doneReading ? readingEnds(state, asked) + LISTEN_AFTER_READING_MS : null,
      buzzes: phase.type === "asking" ? [] : phase.buzzes.map((buzz) => ({ teamId: teams[buzz.side].id })),
      judgingUntil: phase.type === "buzzed" ? phase.windowClosesAt : null,
      wordsAtPress: phase.type === "asking" ? null : phase.wordsAtPress,
      order: phase.type === "answering" ? describeShoutOrder(phase.order, names) : null,
      answering: phase.type === "answering" ? phase.answering.map((side) => teams[side].id) : [],
      answered:
        phase.type === "answering" ? phase.answering.filter((side) => phase.answers[side] !== null).map((side) => teams[side].id) : [],
      answerDeadline: phase.type === "answering" ? phase.deadline : null,
    };
  }
  let result: ChummyBoardView["result"] = null;
  if (phase.type === "over") {
    const r = phase.result;
    const winner = r.winner === null ? null : teams[r.winner].name;
    result = {
      winnerId: r.winner === null ? null : teams[r.winner].id,
      bonus: r.bonus,
      how: r.how,
      verdict: gameVerdict(r.how, winner, r.bonus),
      points: r.points,
      breakdown: r.breakdown,
    };
  }
  return {
    game: "chummy-challenge",
    stage: phase.type,
    teams: [team(0), team(1)],
    count:
      phase.type === "counting"
        ? {
            deadline: phase.count.deadline,
            answers: [phase.count.answers[0], phase.count.answers[1]],
            waiting: { teamIds: unanswered(state, phase.count.answers), what: COUNT_QUESTION },
          }
        : null,
    naming:
      phase.type === "naming"
        ? {
            number: phase.number,
            named: [
              phase.geoPlungers[0] === null ? null : playerRef(state, 0, phase.geoPlungers[0]),
              phase.geoPlungers[1] === null ? null : playerRef(state, 1, phase.geoPlungers[1]),
            ],
          }
        : null,
    now,
    judged: state.challenges.map((record) => judgedView(state, record)),
    revealUntil: phase.type === "reveal" ? phase.until : null,
    sameTimeMarginMs: SAME_TIME_MARGIN_MS,
    result,
  };
});

function waitingOf(state: ChummyState): ChummyModeratorView["waiting"] {
  const phase = state.phase;
  const teamIds = (sides: readonly Side[]) => sides.map((side) => state.teams[side].id);
  switch (phase.type) {
    case "counting":
      return {
        teamIds: unanswered(state, phase.count.answers),
        what: `${COUNT_QUESTION} before the count of five ends`,
        deadline: phase.count.deadline,
      };
    case "naming":
      return {
        teamIds: teamIds(([0, 1] as Side[]).filter((side) => phase.geoPlungers[side] === null)),
        what: `name its GeoPlunger for challenge ${phase.number}`,
        deadline: null,
      };
    case "asking":
      return { teamIds: [], what: "the dealer reads the question; the GeoPlungers may buzz", deadline: null };
    case "buzzed":
      return { teamIds: [], what: "the buzzes are being judged", deadline: phase.windowClosesAt };
    case "answering":
      return {
        teamIds: teamIds(phase.answering.filter((side) => phase.answers[side] === null)),
        what: "type its answer",
        deadline: phase.deadline,
      };
    case "reveal":
      return { teamIds: [], what: "the answers are shown (overrule now if the app judged wrong)", deadline: phase.until };
    case "over":
      return { teamIds: [], what: "", deadline: null };
    default:
      return exhaustiveSwitchError(phase);
  }
}

export function chummyModeratorView(state: ChummyState): ChummyModeratorView {
  return { ...chummyBoardView(state), waiting: waitingOf(state) };
}

export function chummyTeamView(state: ChummyState, teamId: string): ChummyTeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  const phase = state.phase;
  const choices = new Set(geoPlungerChoices(state, side).map((member) => member.id));
  return {
    ...chummyBoardView(state),
    teamId,
    members: state.members[side].map((member) => ({ playerId: member.id, name: member.name, canBeGeoPlunger: choices.has(member.id) })),
    ownAnswer: phase.type === "answering" ? (phase.answers[side]?.text ?? null) : null,
  };
}
