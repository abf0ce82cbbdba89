import { oncePerState } from "../module";
import { drawnCardView, type DrawnCardView } from "../trick-kit/cards";
import { sideOf, type Pair } from "../trick-kit/teams";
import { zapHandView, zapTableView, zapWaitingOn, type ZapHandView, type ZapTableView } from "./battle";
import type { BorderZapState, ZapBattleSummary } from "./engine";

/** Per audience (BZ-8): board = face-up facts only; moderator = board + whom the table waits on; team = board + own hand. */
export interface BorderZapBoardView {
  game: "border-zap";
  targetPoints: number;
  teams: Pair<{ id: string; name: string; players: number; points: number }>;
  firstLeadDraw: DrawnCardView[];
  /** The battles so far, as the screens list them. */
  history: (Omit<ZapBattleSummary, "winner" | "firstLead"> & { winnerId: string })[];
  table: ZapTableView;
  winnerId: string | null;
}

export interface BorderZapModeratorView extends BorderZapBoardView {
  waiting: { teamIds: string[]; what: string };
}

export interface BorderZapTeamView extends BorderZapBoardView {
  teamId: string;
  own: ZapHandView;
}

/** Built once per state: the moderator's and each team's view hold it too. */
export const borderZapBoardView = oncePerState((state: BorderZapState): BorderZapBoardView => {
  const { teams } = state;
  return {
    game: "border-zap",
    targetPoints: state.setup.targetPoints,
    teams: [
      { id: teams[0].id, name: teams[0].name, players: teams[0].players, points: state.points[0] },
      { id: teams[1].id, name: teams[1].name, players: teams[1].players, points: state.points[1] },
    ],
    firstLeadDraw: [drawnCardView(teams[0].id, state.firstLeadDraw.cards[0]), drawnCardView(teams[1].id, state.firstLeadDraw.cards[1])],
    history: state.history.map(({ number, winner, tricks, points, bonus, how }) => ({
      number,
      winnerId: teams[winner].id,
      tricks,
      points,
      bonus,
      how,
    })),
    table: zapTableView(state.phase.battle, teams),
    winnerId: state.phase.type === "match-over" ? teams[state.phase.winner].id : null,
  };
});

export function borderZapModeratorView(state: BorderZapState): BorderZapModeratorView {
  const waiting = zapWaitingOn(state.phase.battle);
  return { ...borderZapBoardView(state), waiting: { teamIds: waiting.sides.map((side) => state.teams[side].id), what: waiting.what } };
}

export function borderZapTeamView(state: BorderZapState, teamId: string): BorderZapTeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  return { ...borderZapBoardView(state), teamId, own: zapHandView(state.phase.battle, side) };
}
