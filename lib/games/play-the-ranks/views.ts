import { oncePerState } from "../module";
import { drawnCardView, type DrawnCardView } from "../trick-kit/cards";
import type { Pair } from "../trick-kit/teams";
import { sideOf } from "../trick-kit/teams";
import { ranksHandView, ranksTableView, ranksWaitingView, type RanksHandView, type RanksTableView } from "./battle-views";
import type { BattleSummary, PlayTheRanksState } from "./state";

/**
 * Per audience (PTR-12):
 * - board: scores, the battles so far and the table (only what lies face-up);
 * - moderator: the board plus whom the table is waiting on (never a hand);
 * - team: the board plus its own hand and Power cards.
 */
export interface PlayTheRanksBoardView {
  game: "play-the-ranks";
  level: 3 | 4;
  targetPoints: number;
  teams: Pair<{ id: string; name: string; players: number; points: number }>;
  firstLeadDraw: DrawnCardView[] | null;
  /** The battles so far, as the screens list them. */
  history: (Omit<BattleSummary, "winner" | "firstLead"> & { winnerId: string })[];
  table: RanksTableView;
  winnerId: string | null;
}

export interface PlayTheRanksModeratorView extends PlayTheRanksBoardView {
  waiting: { teamIds: string[]; what: string };
}

export interface PlayTheRanksTeamView extends PlayTheRanksBoardView {
  teamId: string;
  own: RanksHandView;
}

/** Built once per state: the moderator's and each team's view hold it too. */
export const playTheRanksBoardView = oncePerState((state: PlayTheRanksState): PlayTheRanksBoardView => {
  const { teams } = state;
  return {
    game: "play-the-ranks",
    level: state.setup.level,
    targetPoints: state.setup.targetPoints,
    teams: [
      { id: teams[0].id, name: teams[0].name, players: teams[0].players, points: state.points[0] },
      { id: teams[1].id, name: teams[1].name, players: teams[1].players, points: state.points[1] },
    ],
    firstLeadDraw: state.firstLeadDraw
      ? [drawnCardView(teams[0].id, state.firstLeadDraw.cards[0]), drawnCardView(teams[1].id, state.firstLeadDraw.cards[1])]
      : null,
    history: state.history.map(({ number, winner, tricks, points, bonus, how }) => ({
      number,
      winnerId: teams[winner].id,
      tricks,
      points,
      bonus,
      how,
    })),
    table: ranksTableView(state.phase.battle, teams),
    winnerId: state.phase.type === "match-over" ? teams[state.phase.winner].id : null,
  };
});

export function playTheRanksModeratorView(state: PlayTheRanksState): PlayTheRanksModeratorView {
  return { ...playTheRanksBoardView(state), waiting: ranksWaitingView(state.phase.battle, state.teams) };
}

export function playTheRanksTeamView(state: PlayTheRanksState, teamId: string): PlayTheRanksTeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  return { ...playTheRanksBoardView(state), teamId, own: ranksHandView(state.phase.battle, side) };
}
