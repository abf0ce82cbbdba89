/**
 * GeoPlunge Combo 3, Game 1: Border-Up, a race at tables of two teams. Each team is dealt 18
 * GeoPlunge cards after the count of five, turns them at "Ready, Set, GeoPlunge!", builds groups of
 * three bordering states on its phones together and shouts GeoPlunge (2 groups) or ThreeOPlunge (3).
 * Rulebook: docs/rules/border-up.md (rule IDs BU-…), from ../shared/rules/geoplunge-combo-3.txt.
 * See README.md in this folder for commands, phases and views.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { MAX_PRESS_LEAD_MS } from "../combo3-kit/fair-shouts";
import { prepareAsIs } from "../prepare";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import { BORDER_UP_MODERATOR_COMMANDS, BORDER_UP_SHOUTS, borderUpCommandSchema, type BorderUpCommand } from "./commands";
import { describeBorderUp } from "./describe";
import {
  applyBorderUp,
  borderUpLegalActions,
  borderUpOutcome,
  borderUpPoints,
  borderUpWake,
  startBorderUp,
  type BorderUpEvent,
  type BorderUpState,
} from "./engine";
import { borderUpResults } from "./results";
import { borderUpOptionsSchema, borderUpSetupSchema, type BorderUpSetup } from "./setup";
import {
  borderUpBoardView,
  borderUpModeratorView,
  borderUpTeamView,
  type BorderUpBoardView,
  type BorderUpModeratorView,
  type BorderUpTeamView,
} from "./views";

export type BorderUpViews = { moderator: BorderUpModeratorView; board: BorderUpBoardView; team: BorderUpTeamView };

const legalActions = actionsOncePerState(borderUpLegalActions);

export const borderUp: GameModule<BorderUpSetup, BorderUpState, BorderUpCommand, BorderUpEvent, BorderUpViews> = {
  id: "border-up",
  title: "Combo 3 · Game 1: Border-Up",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareAsIs(borderUpOptionsSchema),
  setupSchema: borderUpSetupSchema,
  moderatorCommands: BORDER_UP_MODERATOR_COMMANDS,
  commandSchema: borderUpCommandSchema,
  pressStamps: { commands: BORDER_UP_SHOUTS, maxLeadMs: MAX_PRESS_LEAD_MS },
  start: startBorderUp,
  apply: applyBorderUp,
  views: { moderator: borderUpModeratorView, board: borderUpBoardView, team: borderUpTeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describeBorderUp(event, state)).filter((line) => line !== ""),
  results: borderUpResults,
  status: (state) =>
    statusOf(state, {
      outcome: borderUpOutcome(state),
      scores: pairScores(state.teams, borderUpPoints(state)),
      legalActions,
      wake: borderUpWake(state),
    }),
};

export type { BorderUpSetup, BorderUpState, BorderUpCommand, BorderUpEvent, BorderUpBoardView, BorderUpModeratorView, BorderUpTeamView };
