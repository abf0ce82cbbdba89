/**
 * GeoPlunge Combo 3, Game 3: Dashing States (Level 3). Up to three races with the Map cards: each
 * team sorts 6 of its 7 cards (by state name, by capital, by statehood), turns the unused one
 * face-down and shouts GeoPlunge!; the shouts are ordered by press time; the first team's members
 * each identify their own two cards. Scored the Combo 3 way. Rulebook: docs/rules/dashing-states.md
 * (rule IDs DS-…), from ../shared/rules/geoplunge-combo-3.txt. See README.md in this folder.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { prepareAsIs } from "../prepare";
import { MAX_PRESS_LEAD_MS } from "../combo3-kit/fair-shouts";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import { dashingCommandSchema, DASHING_MODERATOR_COMMANDS, DASHING_PRESS_COMMANDS, type DashingCommand } from "./commands";
import { describeDashing } from "./describe";
import { applyDashing, dashingLegalActions, dashingOutcome, dashingPoints, dashingWake, startDashing, type DashingEvent } from "./engine";
import { dashingResults } from "./results";
import { dashingOptionsSchema, dashingSetupSchema, type DashingSetup } from "./setup";
import type { DashingState } from "./state";
import {
  dashingBoardView,
  dashingModeratorView,
  dashingTeamView,
  type DashingBoardView,
  type DashingModeratorView,
  type DashingTeamView,
} from "./views";

export type DashingViews = { moderator: DashingModeratorView; board: DashingBoardView; team: DashingTeamView };

const legalActions = actionsOncePerState(dashingLegalActions);

export const dashingStates: GameModule<DashingSetup, DashingState, DashingCommand, DashingEvent, DashingViews> = {
  id: "dashing-states",
  title: "Combo 3 · Game 3: Dashing States",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareAsIs(dashingOptionsSchema),
  setupSchema: dashingSetupSchema,
  commandSchema: dashingCommandSchema,
  moderatorCommands: DASHING_MODERATOR_COMMANDS,
  pressStamps: { commands: DASHING_PRESS_COMMANDS, maxLeadMs: MAX_PRESS_LEAD_MS },
  start: startDashing,
  apply: applyDashing,
  views: { moderator: dashingModeratorView, board: dashingBoardView, team: dashingTeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describeDashing(event, state)).filter((line) => line !== ""),
  results: dashingResults,
  status: (state) =>
    statusOf(state, {
      outcome: dashingOutcome(state),
      scores: pairScores(state.teams, dashingPoints(state)),
      legalActions,
      wake: dashingWake(state),
    }),
};

export type { DashingSetup, DashingState, DashingCommand, DashingEvent, DashingBoardView, DashingModeratorView, DashingTeamView };
