/**
 * Play the Border Zap (standalone), a GeoPlunge trick-taking game for two teams of 1–3 players:
 * border battles to 15 points. Rulebook: docs/rules/border-zap.md (rule IDs BZ-…), from
 * ../shared/rules/play-the-border-zap.txt. See README.md in this folder for commands, phases and views.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import { borderZapCommandSchema, BORDER_ZAP_MODERATOR_COMMANDS, type BorderZapCommand } from "./commands";
import {
  applyBorderZap,
  borderZapLegalActions,
  borderZapOptionsSchema,
  borderZapOutcome,
  borderZapSetupSchema,
  describeBorderZap,
  startBorderZap,
  type BorderZapEvent,
  type BorderZapSetup,
  type BorderZapState,
} from "./engine";
import { prepareWithCurrentRules } from "./rules-version";
import {
  borderZapBoardView,
  borderZapModeratorView,
  borderZapTeamView,
  type BorderZapBoardView,
  type BorderZapModeratorView,
  type BorderZapTeamView,
} from "./views";
import { borderZapResults } from "./results";

export type BorderZapViews = { moderator: BorderZapModeratorView; board: BorderZapBoardView; team: BorderZapTeamView };

const legalActions = actionsOncePerState(borderZapLegalActions);

export const borderZap: GameModule<BorderZapSetup, BorderZapState, BorderZapCommand, BorderZapEvent, BorderZapViews> = {
  id: "border-zap",
  title: "Play the Border Zap",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareWithCurrentRules(borderZapOptionsSchema),
  setupSchema: borderZapSetupSchema,
  moderatorCommands: BORDER_ZAP_MODERATOR_COMMANDS,
  commandSchema: borderZapCommandSchema,
  start: startBorderZap,
  apply: applyBorderZap,
  views: { moderator: borderZapModeratorView, board: borderZapBoardView, team: borderZapTeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describeBorderZap(event, state)).filter((line) => line !== ""),
  results: borderZapResults,
  status: (state) =>
    statusOf(state, {
      outcome: borderZapOutcome(state),
      scores: pairScores(state.teams, state.points),
      legalActions,
    }),
};

export type {
  BorderZapSetup,
  BorderZapState,
  BorderZapCommand,
  BorderZapEvent,
  BorderZapBoardView,
  BorderZapModeratorView,
  BorderZapTeamView,
};
