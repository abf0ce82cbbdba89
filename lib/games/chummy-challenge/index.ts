/**
 * GeoPlunge Combo 3, Game 5: Chummy Challenge (Level 3), at tables of two teams. After the count of
 * five, each challenge: each team names its GeoPlunger, a Power card's square picks the red or blue
 * question of a Challenge card, the question is read word by word (the platform's wake reveals each
 * word, so unread words never leave the server), the first GeoPlunger to buzz stops the reading and
 * that team answers; 2 challenges win. Rulebook: docs/rules/chummy-challenge.md (rule IDs CC-…), from
 * ../shared/rules/geoplunge-combo-3.txt. See README.md in this folder for commands, phases and views.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { MAX_PRESS_LEAD_MS } from "../combo3-kit/fair-shouts";
import { prepareAsIs } from "../prepare";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import { CHUMMY_MODERATOR_COMMANDS, CHUMMY_PRESS_STAMPED, chummyCommandSchema, type ChummyCommand } from "./commands";
import { describeChummy } from "./describe";
import { applyChummy, chummyLegalActions, chummyOutcome, chummyPoints, chummyWake, startChummy, type ChummyEvent } from "./engine";
import { chummyResults } from "./results";
import { chummyOptionsSchema, chummySetupSchema, type ChummySetup } from "./setup";
import type { ChummyState } from "./state";
import {
  chummyBoardView,
  chummyModeratorView,
  chummyTeamView,
  type ChummyBoardView,
  type ChummyModeratorView,
  type ChummyTeamView,
} from "./views";

export type ChummyViews = { moderator: ChummyModeratorView; board: ChummyBoardView; team: ChummyTeamView };

const legalActions = actionsOncePerState(chummyLegalActions);

export const chummyChallenge: GameModule<ChummySetup, ChummyState, ChummyCommand, ChummyEvent, ChummyViews> = {
  id: "chummy-challenge",
  title: "Combo 3 · Game 5: Chummy Challenge",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareAsIs(chummyOptionsSchema),
  setupSchema: chummySetupSchema,
  moderatorCommands: CHUMMY_MODERATOR_COMMANDS,
  commandSchema: chummyCommandSchema,
  pressStamps: { commands: CHUMMY_PRESS_STAMPED, maxLeadMs: MAX_PRESS_LEAD_MS },
  start: startChummy,
  apply: applyChummy,
  views: { moderator: chummyModeratorView, board: chummyBoardView, team: chummyTeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describeChummy(event, state)).filter((line) => line !== ""),
  results: chummyResults,
  status: (state) =>
    statusOf(state, {
      outcome: chummyOutcome(state),
      scores: pairScores(state.teams, chummyPoints(state)),
      legalActions,
      wake: chummyWake(state),
    }),
};

export type { ChummySetup, ChummyState, ChummyCommand, ChummyEvent, ChummyBoardView, ChummyModeratorView, ChummyTeamView };
