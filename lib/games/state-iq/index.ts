/**
 * GeoPlunge Combo 3, Game 2: State IQ (Levels 3 and 4). Each team holds one hidden GeoPlunge card;
 * the other team has up to 3 guesses to name its state, with a new clue from the Clue cards before
 * each guess, of the type the turned Power card's A/B/C order says. Fewer guesses wins; scored the
 * Combo 3 way. Rulebook: docs/rules/state-iq.md (rule IDs SIQ-…), from ../shared/rules/geoplunge-combo-3.txt.
 * See README.md in this folder.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { prepareAsIs } from "../prepare";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import { stateIqCommandSchema, STATE_IQ_MODERATOR_COMMANDS, type StateIqCommand } from "./commands";
import { describeStateIq } from "./describe";
import { applyStateIq, startStateIq, stateIqLegalActions, stateIqOutcome, stateIqPoints, stateIqWake, type StateIqEvent } from "./engine";
import { stateIqResults } from "./results";
import { stateIqOptionsSchema, stateIqSetupSchema, type StateIqSetup } from "./setup";
import type { StateIqState } from "./state";
import {
  stateIqBoardView,
  stateIqModeratorView,
  stateIqTeamView,
  type StateIqBoardView,
  type StateIqModeratorView,
  type StateIqTeamView,
} from "./views";

export type StateIqViews = { moderator: StateIqModeratorView; board: StateIqBoardView; team: StateIqTeamView };

const legalActions = actionsOncePerState(stateIqLegalActions);

export const stateIq: GameModule<StateIqSetup, StateIqState, StateIqCommand, StateIqEvent, StateIqViews> = {
  id: "state-iq",
  title: "Combo 3 · Game 2: State IQ",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareAsIs(stateIqOptionsSchema),
  setupSchema: stateIqSetupSchema,
  commandSchema: stateIqCommandSchema,
  moderatorCommands: STATE_IQ_MODERATOR_COMMANDS,
  start: startStateIq,
  apply: applyStateIq,
  views: { moderator: stateIqModeratorView, board: stateIqBoardView, team: stateIqTeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describeStateIq(event, state)).filter((line) => line !== ""),
  results: stateIqResults,
  status: (state) =>
    statusOf(state, {
      outcome: stateIqOutcome(state),
      scores: pairScores(state.teams, stateIqPoints(state)),
      legalActions,
      wake: stateIqWake(state),
    }),
};

export type { StateIqSetup, StateIqState, StateIqCommand, StateIqEvent, StateIqBoardView, StateIqModeratorView, StateIqTeamView };
