import { oncePerState } from "../module";
import { describeShoutOrder } from "../combo3-kit/fair-shouts";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import { stateOf } from "../trick-kit/cards";
import { sideOf, type Pair, type Side } from "../trick-kit/teams";
import { currentRace, dashingPoints } from "./engine";
import { mapFace, type MapFace } from "./faces";
import { RACE_DETAIL_WORDS, RACE_ORDER_WORDS, type RaceKind } from "./race";
import type { AnswerPart, DashingPhase, DashingState, Identification, Race } from "./state";

/**
 * Per audience (DS-S1..S4). A dealt card is named by an opaque id and drawn by its face (the red
 * state's outline); its state's name and code appear only once the rules reveal them: on the cards
 * a shouting team identified, after the race is judged. The board and the other team never see a
 * team's cards or layout before its shout, the unused card never, and a member's typed answers
 * appear when the race is judged (the moderator sees each as it is judged, to overrule it).
 */
export interface MapCardView {
  id: string;
  face: MapFace;
}

export interface JudgedPartView {
  typed: string;
  right: boolean;
  expected: string;
  overruled: boolean;
}

/** A card of a judged row: its state revealed, with the member's answers. */
export interface JudgedCardView extends MapCardView {
  code: string;
  name: string;
  /** The capital, or the statehood rank. */
  detail: string;
  answeredBy: string | null;
  answer: { name: JudgedPartView | null; detail: JudgedPartView | null } | null;
}

export interface RaceSummaryView {
  number: number;
  kind: RaceKind;
  winnerId: string | null;
  how: string;
  /** "Team Red 0.21 s before Team Blue" (null: the race was called before anyone shouted). */
  shoutSentence: string | null;
}

export interface IdentifyingView {
  teamId: string;
  rowProblem: string | null;
  /** Who answers for which cards (ids in the row, left to right) and how many they have answered. */
  answerers: { playerId: string | null; name: string | null; cardIds: string[]; answered: number }[];
}

export interface DashingBoardView {
  game: "dashing-states";
  teams: Pair<{ id: string; name: string; players: number; points: number; geoPlunging: boolean | null }>;
  geoPlungeWindow: { deadline: number; answers: Pair<boolean | null>; waiting: { teamIds: string[]; what: string } } | null;
  phase: DashingPhase["type"];
  race: {
    number: number;
    kind: RaceKind;
    orderWords: string;
    detailWords: string;
    revealAt: number;
    startedAt: number | null;
    endedAt: number | null;
    /** Cards each team holds (7), known to all: the dealer dealt them in sight. */
    cardsPerTeam: number;
    shouted: Pair<boolean>;
    shoutSentence: string | null;
    identifying: IdentifyingView[];
    result: { winnerId: string | null; how: string; calledTie: boolean } | null;
    /** The rows judged, their states revealed: while the race's result is on the screens (until the next race turns). */
    judged: { teamId: string; rowProblem: string | null; cards: JudgedCardView[] }[];
  } | null;
  /** When the next race is dealt (the race-over pause). */
  nextAt: number | null;
  races: RaceSummaryView[];
  result: { winnerId: string | null; bonus: boolean; how: string; points: Pair<number>; breakdown: ComboBreakdown } | null;
}

export interface DashingModeratorView extends DashingBoardView {
  waiting: { teamIds: string[]; what: string; deadline: number | null };
  /** Each identified card's answer as judged, for the teacher's overrule (nothing of a card not yet answered). */
  answers: {
    teamId: string;
    cards: { id: string; slot: number; by: string | null; name: JudgedPartView | null; detail: JudgedPartView | null }[];
  }[];
}

export interface DashingTeamView extends DashingBoardView {
  teamId: string;
  /** The team's own cards while its race is played and judged (null before the cards turn and between races). */
  own: {
    cards: MapCardView[];
    slots: (string | null)[];
    faceDown: string | null;
    shouted: boolean;
  } | null;
}

function memberName(state: DashingState, playerId: string | null): string | null {
  if (playerId === null) return null;
  return state.members.flat().find((member) => member.id === playerId)?.name ?? null;
}

const partView = (part: AnswerPart | null): JudgedPartView | null => (part === null ? null : { ...part });

function detailOf(kind: RaceKind, code: string): string {
  const state = stateOf(code);
  return kind === "statehood" ? String(state.statehood.rank) : state.capital;
}

function judgedRow(state: DashingState, race: Race, identification: Identification) {
  return {
    teamId: state.teams[identification.side].id,
    rowProblem: identification.rowProblem,
    cards: identification.row.map((card, slot): JudgedCardView => {
      const answer = identification.answers[slot] ?? null;
      return {
        id: card.id,
        face: mapFace(card.code),
        code: card.code,
        name: stateOf(card.code).name,
        detail: detailOf(race.kind, card.code),
        answeredBy: memberName(state, answer?.by ?? null),
        answer: answer === null ? null : { name: partView(answer.name), detail: partView(answer.detail) },
      };
    }),
  };
}

function shoutSentence(state: DashingState, race: Race): string | null {
  if (race.order === null) return null;
  return describeShoutOrder(race.order, [state.teams[0].name, state.teams[1].name]);
}

const WHAT: Record<DashingPhase["type"], string> = {
  "geoplunge-window": "say whether it is GeoPlunging",
  dealt: 'wait for "Ready, Set, GeoPlunge!"',
  racing: "sort 6 cards, turn the 7th face-down and shout GeoPlunge!",
  shouting: "sort 6 cards, turn the 7th face-down and shout GeoPlunge!",
  identifying: "identify its cards, each player their own",
  "race-over": "look at the judged cards",
  over: "",
};

/** Built once per state: the moderator's and each team's view hold it too. */
export const dashingBoardView = oncePerState((state: DashingState): DashingBoardView => {
  const points = dashingPoints(state);
  const phase = state.phase;
  const race = currentRace(state);
  const showJudged = phase.type === "race-over" || phase.type === "over";
  const finished = state.races.filter((entry) => entry.result !== null);
  return {
    game: "dashing-states",
    teams: [0, 1].map((side) => {
      const team = state.teams[side as Side];
      return {
        id: team.id,
        name: team.name,
        players: team.players,
        points: points[side as Side],
        geoPlunging: state.geoPlunging?.[side as Side] ?? null,
      };
    }) as DashingBoardView["teams"],
    geoPlungeWindow:
      phase.type === "geoplunge-window"
        ? {
            deadline: phase.deadline,
            answers: [phase.answers[0], phase.answers[1]],
            waiting: {
              teamIds: ([0, 1] as Side[]).filter((side) => phase.answers[side] === null).map((side) => state.teams[side].id),
              what: WHAT[phase.type],
            },
          }
        : null,
    phase: phase.type,
    race:
      race === null
        ? null
        : {
            number: race.number,
            kind: race.kind,
            orderWords: RACE_ORDER_WORDS[race.kind],
            detailWords: RACE_DETAIL_WORDS[race.kind],
            revealAt: race.revealAt,
            startedAt: race.startedAt,
            endedAt: race.endedAt,
            cardsPerTeam: race.teams[0].cards.length,
            shouted: [race.teams[0].shout !== null, race.teams[1].shout !== null],
            shoutSentence: shoutSentence(state, race),
            identifying: race.identifications.map((identification) => ({
              teamId: state.teams[identification.side].id,
              rowProblem: identification.rowProblem,
              answerers: identification.answerers.map((answerer) => ({
                playerId: answerer.playerId,
                name: answerer.name,
                cardIds: answerer.slots.map((slot) => identification.row[slot]?.id).filter((id): id is string => id !== undefined),
                answered: answerer.slots.filter(
                  (slot) => identification.answers[slot] !== null && identification.answers[slot] !== undefined,
                ).length,
              })),
            })),
            result:
              race.result === null
                ? null
                : {
                    winnerId: race.result.winner === null ? null : state.teams[race.result.winner].id,
                    how: race.result.how,
                    calledTie: race.result.calledTie,
                  },
            judged:
              showJudged && race.result !== null && !race.result.calledTie
                ? race.identifications.map((identification) => judgedRow(state, race, identification))
                : [],
          },
    nextAt: phase.type === "race-over" ? phase.nextAt : null,
    races: finished.map((entry) => ({
      number: entry.number,
      kind: entry.kind,
      winnerId: entry.result?.winner == null ? null : state.teams[entry.result.winner].id,
      how: entry.result?.how ?? "",
      shoutSentence: shoutSentence(state, entry),
    })),
    result:
      phase.type === "over"
        ? {
            winnerId: phase.result.winner === null ? null : state.teams[phase.result.winner].id,
            bonus: phase.result.bonus,
            how: phase.result.how,
            points: phase.result.points,
            breakdown: phase.result.breakdown,
          }
        : null,
  };
});

export function dashingModeratorView(state: DashingState): DashingModeratorView {
  const board = dashingBoardView(state);
  const race = currentRace(state);
  const phase = state.phase;
  const waitingOn = ((): string[] => {
    switch (phase.type) {
      case "geoplunge-window":
        return board.geoPlungeWindow?.waiting.teamIds ?? [];
      case "racing":
      case "shouting":
        return state.teams.filter((_, side) => race?.teams[side as Side].shout === null).map((team) => team.id);
      case "identifying":
        return (race?.identifications ?? [])
          .filter((entry) => entry.answers.some((answer) => answer === null) && entry.rowProblem === null)
          .map((entry) => state.teams[entry.side].id);
      default:
        return [];
    }
  })();
  const deadline =
    phase.type === "geoplunge-window"
      ? phase.deadline
      : phase.type === "dealt"
        ? (race?.revealAt ?? null)
        : phase.type === "race-over"
          ? phase.nextAt
          : null;
  return {
    ...board,
    waiting: { teamIds: waitingOn, what: WHAT[phase.type], deadline },
    answers: (race?.identifications ?? [])
      .filter((entry) => entry.rowProblem === null)
      .map((entry) => ({
        teamId: state.teams[entry.side].id,
        cards: entry.row.map((card, slot) => {
          const answer = entry.answers[slot] ?? null;
          return {
            id: card.id,
            slot,
            by: memberName(state, answer?.by ?? null),
            name: partView(answer?.name ?? null),
            detail: partView(answer?.detail ?? null),
          };
        }),
      })),
  };
}

export function dashingTeamView(state: DashingState, teamId: string): DashingTeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  const race = currentRace(state);
  const playing = state.phase.type === "racing" || state.phase.type === "shouting" || state.phase.type === "identifying";
  const team = race?.teams[side];
  return {
    ...dashingBoardView(state),
    teamId,
    own:
      playing && team
        ? {
            cards: team.cards.map((card) => ({ id: card.id, face: mapFace(card.code) })),
            slots: [...team.slots],
            faceDown: team.faceDown,
            shouted: team.shout !== null,
          }
        : null,
  };
}
