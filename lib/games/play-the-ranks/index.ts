/**
 * Play the Ranks (Levels 3 and 4), a GeoPlunge trick-taking game for two teams of 1–3 players:
 * state ranking battles to 15 points. Rulebook: docs/rules/play-the-ranks.md (rule IDs PTR-…),
 * from ../shared/rules/play-the-ranks.txt. See README.md in this folder for commands, phases and views.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { prepareAsIs } from "../prepare";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import type { RanksTableView } from "./battle-views";
import { playTheRanksCommandSchema, PLAY_THE_RANKS_MODERATOR_COMMANDS, type PlayTheRanksCommand } from "./commands";
import { describePlayTheRanks } from "./describe";
import { applyPlayTheRanks, playTheRanksLegalActions, playTheRanksOutcome, startPlayTheRanks } from "./engine";
import { playTheRanksSetupSchema, type PlayTheRanksSetup } from "./setup";
import type { PlayTheRanksEvent, PlayTheRanksState } from "./state";
import {
  playTheRanksBoardView,
  playTheRanksModeratorView,
  playTheRanksTeamView,
  type PlayTheRanksBoardView,
  type PlayTheRanksModeratorView,
  type PlayTheRanksTeamView,
} from "./views";
import { playTheRanksResults } from "./results";

export type PlayTheRanksViews = { moderator: PlayTheRanksModeratorView; board: PlayTheRanksBoardView; team: PlayTheRanksTeamView };

const legalActions = actionsOncePerState(playTheRanksLegalActions);

export const playTheRanks: GameModule<PlayTheRanksSetup, PlayTheRanksState, PlayTheRanksCommand, PlayTheRanksEvent, PlayTheRanksViews> = {
  id: "play-the-ranks",
  title: "Play the Ranks",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareAsIs(playTheRanksSetupSchema),
  setupSchema: playTheRanksSetupSchema,
  moderatorCommands: PLAY_THE_RANKS_MODERATOR_COMMANDS,
  commandSchema: playTheRanksCommandSchema,
  start: startPlayTheRanks,
  apply: applyPlayTheRanks,
  views: { moderator: playTheRanksModeratorView, board: playTheRanksBoardView, team: playTheRanksTeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describePlayTheRanks(event, state)).filter((line) => line !== ""),
  results: playTheRanksResults,
  status: (state) =>
    statusOf(state, {
      outcome: playTheRanksOutcome(state),
      scores: pairScores(state.teams, state.points),
      legalActions,
    }),
};

export type { PlayTheRanksSetup, PlayTheRanksState, PlayTheRanksCommand, PlayTheRanksEvent, RanksTableView };
export type { PlayTheRanksBoardView, PlayTheRanksModeratorView, PlayTheRanksTeamView };
