import { oncePerState } from "../module";
import { describeShoutOrder } from "../combo3-kit/fair-shouts";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import { cardBorders, cardName, type CardCode } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { sideOf, type Pair, type Side } from "../trick-kit/teams";
import type { GroupVerdict } from "./borders";
import { callWord } from "./calls";
import type { ShoutCall } from "./commands";
import { borderUpPoints, fullGroups, looseCards, type BorderUpResultHow, type BorderUpState, type JudgedShout } from "./engine";

/**
 * Per audience (BU-10): the board and the moderator see no dealt card until the race is judged; a
 * team sees its own cards and arrangement from "Ready, Set, GeoPlunge!" on, never the other team's.
 */
export type BorderUpStage = BorderUpState["phase"]["type"];

/** A card as the phone shows it in the race: its name and the border states printed on it. */
export interface BorderUpCardView {
  code: CardCode;
  name: string;
  borderStates: CardCode[];
}

export interface JudgedGroupView {
  cards: { code: CardCode; name: string }[];
  right: boolean;
  why: string;
}

export interface JudgedShoutView {
  teamId: string;
  call: ShoutCall;
  right: boolean;
  groups: JudgedGroupView[];
}

export interface BorderUpBoardView {
  game: "border-up";
  stage: BorderUpStage;
  teams: Pair<{ id: string; name: string; players: number; points: number; geoPlunging: boolean | null }>;
  /** The dealer's count of five: answers are public (a team stands up to GeoPlunge). */
  count: { deadline: number; answers: Pair<boolean | null>; waiting: { teamIds: string[]; what: string } } | null;
  /** "Ready, Set…": when the cards turn. */
  readySet: { revealAt: number } | null;
  /** The race clock and who has shouted (a shout is heard by everyone; its groups are shown when judged). */
  race: { startedAt: number; endedAt: number | null; shouts: { teamId: string; call: ShoutCall }[]; judgingUntil: number | null } | null;
  result: {
    winnerId: string | null;
    bonus: boolean;
    how: BorderUpResultHow;
    /** Who won and why, in one sentence. */
    verdict: string;
    /** The shout order with its margin ("Red 0.21 s before Blue"); null when the teacher called a tie before a shout. */
    order: string | null;
    judged: JudgedShoutView[];
    points: Pair<number>;
    breakdown: ComboBreakdown;
  } | null;
}

export interface BorderUpModeratorView extends BorderUpBoardView {
  waiting: { teamIds: string[]; what: string; deadline: number | null };
  /** Full groups each team has now, in the race: for the teacher's line, never on the board. */
  fullGroups: Pair<number> | null;
}

export interface BorderUpTeamView extends BorderUpBoardView {
  teamId: string;
  /** The team's own cards and groups, from the reveal on; null while they are face-down. */
  own: {
    cards: BorderUpCardView[];
    groups: (CardCode | null)[][];
    loose: CardCode[];
    shouted: ShoutCall | null;
  } | null;
}

const COUNT_QUESTION = "say whether it is GeoPlunging";
const RACE_WAIT = "find and sort its groups, then shout";

export { callWord };

function groupView(group: { cards: readonly CardCode[]; verdict: GroupVerdict }): JudgedGroupView {
  return { cards: group.cards.map((code) => ({ code, name: cardName(code) })), right: group.verdict.right, why: group.verdict.why };
}

/** BU-7..BU-9 in one sentence for the board. */
export function verdictSentence(
  how: BorderUpResultHow,
  names: { winner: string | null; first: string | null; call: ShoutCall | null },
): string {
  switch (how) {
    case "first-right":
      return `${names.winner} shouted ${names.call ? callWord(names.call) : ""} first and its groups are right: it wins${names.call === "threeOPlunge" ? " with the Bonus Points" : ""}.`;
    case "first-wrong":
      return `${names.first} shouted first but its groups are not all right: ${names.winner} wins with the Bonus Points.`;
    case "same-time-tie":
      return "Both teams shouted at the same time and both were right, or both wrong: a tie.";
    case "same-time-one-right":
      return `Both teams shouted at the same time; only ${names.winner}'s groups are right: it wins with the Bonus Points.`;
    case "called-tie":
      return "The teacher called the race a tie.";
    default:
      return exhaustiveSwitchError(how);
  }
}

function judgedView(state: BorderUpState, judged: readonly JudgedShout[]): JudgedShoutView[] {
  return judged.map((entry) => ({
    teamId: state.teams[entry.side].id,
    call: entry.call,
    right: entry.right,
    groups: entry.groups.map(groupView),
  }));
}

function unanswered(state: BorderUpState, answers: Pair<boolean | null>): string[] {
  return ([0, 1] as Side[]).filter((side) => answers[side] === null).map((side) => state.teams[side].id);
}

/** Built once per state: the moderator's and each team's view hold it too. */
export const borderUpBoardView = oncePerState((state: BorderUpState): BorderUpBoardView => {
  const { teams, phase } = state;
  const points = borderUpPoints(state);
  const team = (side: Side) => ({
    id: teams[side].id,
    name: teams[side].name,
    players: teams[side].players,
    points: points[side],
    geoPlunging: state.geoPlunging?.[side] ?? null,
  });
  const race = phase.type === "racing" || phase.type === "over" ? phase.race : null;
  let result: BorderUpBoardView["result"] = null;
  if (phase.type === "over") {
    const r = phase.result;
    const firstShout = race?.shouts.find((shout) => r.order?.kind === "first" && shout.side === r.order.side) ?? null;
    result = {
      winnerId: r.winner === null ? null : teams[r.winner].id,
      bonus: r.bonus,
      how: r.how,
      verdict: verdictSentence(r.how, {
        winner: r.winner === null ? null : teams[r.winner].name,
        first: firstShout ? teams[firstShout.side].name : null,
        call: firstShout?.call ?? null,
      }),
      order: r.order === null ? null : describeShoutOrder(r.order, [teams[0].name, teams[1].name]),
      judged: judgedView(state, r.judged),
      points: r.points,
      breakdown: r.breakdown,
    };
  }
  return {
    game: "border-up",
    stage: phase.type,
    teams: [team(0), team(1)],
    count:
      phase.type === "counting"
        ? {
            deadline: phase.deadline,
            answers: [phase.answers[0], phase.answers[1]],
            waiting: { teamIds: unanswered(state, phase.answers), what: COUNT_QUESTION },
          }
        : null,
    readySet: phase.type === "ready-set" ? { revealAt: phase.revealAt } : null,
    race: race && {
      startedAt: race.startedAt,
      endedAt: phase.type === "over" ? phase.result.endedAt : null,
      shouts: race.shouts.map((shout) => ({ teamId: teams[shout.side].id, call: shout.call })),
      judgingUntil: phase.type === "racing" ? race.windowClosesAt : null,
    },
    result,
  };
});

export function borderUpModeratorView(state: BorderUpState): BorderUpModeratorView {
  const board = borderUpBoardView(state);
  const phase = state.phase;
  switch (phase.type) {
    case "counting":
      return {
        ...board,
        waiting: {
          teamIds: unanswered(state, phase.answers),
          what: `${COUNT_QUESTION} before the count of five ends`,
          deadline: phase.deadline,
        },
        fullGroups: null,
      };
    case "ready-set":
      return { ...board, waiting: { teamIds: [], what: "the cards turn at “GeoPlunge!”", deadline: phase.revealAt }, fullGroups: null };
    case "racing": {
      const race = phase.race;
      const shouted = new Set(race.shouts.map((shout) => shout.side));
      const racing =
        race.windowClosesAt === null ? ([0, 1] as Side[]).filter((side) => !shouted.has(side)).map((side) => state.teams[side].id) : [];
      return {
        ...board,
        waiting:
          race.windowClosesAt === null
            ? { teamIds: racing, what: RACE_WAIT, deadline: null }
            : { teamIds: [], what: "the shouts are being judged", deadline: race.windowClosesAt },
        fullGroups: [fullGroups(race.groups[0]).length, fullGroups(race.groups[1]).length],
      };
    }
    case "over":
      return { ...board, waiting: { teamIds: [], what: "", deadline: null }, fullGroups: null };
    default:
      return exhaustiveSwitchError(phase);
  }
}

export function borderUpTeamView(state: BorderUpState, teamId: string): BorderUpTeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  const board = borderUpBoardView(state);
  const phase = state.phase;
  const race = phase.type === "racing" || phase.type === "over" ? phase.race : null;
  const hand = state.hands?.[side];
  // BU-3: nothing of the hand before "Ready, Set, GeoPlunge!" (a called tie before the reveal never shows it).
  if (!race || !hand) return { ...board, teamId, own: null };
  const groups = race.groups[side];
  return {
    ...board,
    teamId,
    own: {
      cards: hand.map((code) => ({ code, name: cardName(code), borderStates: cardBorders(code) })),
      groups: groups.map((row) => [...row]),
      loose: looseCards(hand, groups),
      shouted: race.shouts.find((shout) => shout.side === side)?.call ?? null,
    },
  };
}
