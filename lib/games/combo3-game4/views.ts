import { oncePerState } from "../module";
import { zapHandView, zapTableView, zapWaitingOn, type ZapHandView, type ZapTableView } from "../border-zap/battle";
import { ranksHandView, ranksTableView, ranksWaitingView, type RanksHandView, type RanksTableView } from "../play-the-ranks/battle-views";
import { drawnCardView, type DrawnCardView } from "../trick-kit/cards";
import { powerCardView, type GameVersion, type PowerCardView } from "../trick-kit/power-cards";
import { sideOf, type Pair } from "../trick-kit/teams";
import { comboPoints, type ComboBreakdown, type Combo3Game4State } from "./engine";

/** Per audience (C3-9): board = face-up facts only; moderator = board + whom the table waits on; team = board + own hand. */
export interface Combo3Game4BoardView {
  game: "combo3-game4";
  version: GameVersion;
  versionCard: PowerCardView | null;
  teams: Pair<{ id: string; name: string; players: number; points: number; geoPlunging: boolean | null }>;
  firstLead: { teamId: string; how: "previous-winner" | "draw"; drawn: DrawnCardView[] | null };
  /**
   * The dealer's count of five: answers are public (a team stands up to GeoPlunge). `waiting`: the
   * teams that have not answered yet and what they must do, in the words every screen shows.
   */
  geoPlungeWindow: { deadline: number; answers: Pair<boolean | null>; waiting: { teamIds: string[]; what: string } } | null;
  table: { kind: "ranks"; view: RanksTableView } | { kind: "zap"; view: ZapTableView };
  result: { winnerId: string | null; tricks: Pair<number>; bonus: boolean; points: Pair<number>; breakdown: ComboBreakdown } | null;
}

export interface Combo3Game4ModeratorView extends Combo3Game4BoardView {
  waiting: { teamIds: string[]; what: string; deadline: number | null };
}

export interface Combo3Game4TeamView extends Combo3Game4BoardView {
  teamId: string;
  own: { kind: "ranks"; view: RanksHandView } | { kind: "zap"; view: ZapHandView };
}

/** C3-6: what the dealer's question waits for, as whom the table waits on. */
const GEOPLUNGE_QUESTION = "say whether it is GeoPlunging";

/** C3-6: a team that has not answered by the end of the count is not GeoPlunging, so the count waits on exactly these teams. */
function unansweredTeamIds(state: Combo3Game4State, answers: Pair<boolean | null>): string[] {
  return ([0, 1] as const).filter((side) => answers[side] === null).map((side) => state.teams[side].id);
}

/** Built once per state: the moderator's and each team's view hold it too. */
export const combo3Game4BoardView = oncePerState((state: Combo3Game4State): Combo3Game4BoardView => {
  const { teams, phase } = state;
  const points = comboPoints(state);
  const play = phase.play;
  return {
    game: "combo3-game4",
    version: state.version,
    versionCard: state.versionCard === null ? null : powerCardView(state.versionCard),
    teams: [
      { id: teams[0].id, name: teams[0].name, players: teams[0].players, points: points[0], geoPlunging: state.geoPlunging?.[0] ?? null },
      { id: teams[1].id, name: teams[1].name, players: teams[1].players, points: points[1], geoPlunging: state.geoPlunging?.[1] ?? null },
    ],
    firstLead: {
      teamId: teams[state.firstLead.side].id,
      how: state.firstLead.how,
      drawn: state.firstLead.drawn
        ? [drawnCardView(teams[0].id, state.firstLead.drawn[0]), drawnCardView(teams[1].id, state.firstLead.drawn[1])]
        : null,
    },
    geoPlungeWindow:
      phase.type === "geoplunge-window"
        ? {
            deadline: phase.deadline,
            answers: [phase.answers[0], phase.answers[1]],
            waiting: { teamIds: unansweredTeamIds(state, phase.answers), what: GEOPLUNGE_QUESTION },
          }
        : null,
    table:
      play.kind === "ranks"
        ? { kind: "ranks", view: ranksTableView(play.battle, teams) }
        : { kind: "zap", view: zapTableView(play.battle, teams) },
    result:
      phase.type === "over"
        ? {
            winnerId: phase.result.winner === null ? null : teams[phase.result.winner].id,
            tricks: phase.result.tricks,
            bonus: phase.result.bonus,
            points: phase.result.points,
            breakdown: phase.result.breakdown,
          }
        : null,
  };
});

export function combo3Game4ModeratorView(state: Combo3Game4State): Combo3Game4ModeratorView {
  const board = combo3Game4BoardView(state);
  const phase = state.phase;
  if (phase.type === "geoplunge-window") {
    return {
      ...board,
      waiting: {
        teamIds: unansweredTeamIds(state, phase.answers),
        what: `${GEOPLUNGE_QUESTION} before the count of five ends`,
        deadline: phase.deadline,
      },
    };
  }
  const play = phase.play;
  if (play.kind === "ranks") return { ...board, waiting: { ...ranksWaitingView(play.battle, state.teams), deadline: null } };
  const waiting = zapWaitingOn(play.battle);
  return { ...board, waiting: { teamIds: waiting.sides.map((side) => state.teams[side].id), what: waiting.what, deadline: null } };
}

export function combo3Game4TeamView(state: Combo3Game4State, teamId: string): Combo3Game4TeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  const play = state.phase.play;
  const own: Combo3Game4TeamView["own"] =
    play.kind === "ranks"
      ? { kind: "ranks", view: ranksHandView(play.battle, side) }
      : { kind: "zap", view: zapHandView(play.battle, side) };
  return { ...combo3Game4BoardView(state), teamId, own };
}
