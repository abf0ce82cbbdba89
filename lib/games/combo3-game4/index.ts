/**
 * GeoPlunge Combo 3, Game 4: Play the Ranks 1 (PTR1), Play the Ranks 2 (PTR2) or Play the Border Zap
 * (PTB) as one game, the version named by a turned Power card, scored the Combo 3 way (tie 5, win 10,
 * Bonus Points, GeoPlunging stakes). Rulebook: docs/rules/combo3-game4.md (rule IDs C3-…), from
 * ../shared/rules/geoplunge-combo-3.txt. See README.md in this folder for commands, phases and views.
 */
import { actionsOncePerState, statusOf, type GameModule } from "../module";
import { pairScores } from "../trick-kit/score-rules";
import { CARD_TABLE_TEAMS } from "../trick-kit/teams";
import { combo3Game4CommandSchema, COMBO3_GAME4_MODERATOR_COMMANDS, type Combo3Game4Command } from "./commands";
import { describeCombo3Game4 } from "./describe";
import {
  applyCombo3Game4,
  combo3Game4LegalActions,
  combo3Game4Outcome,
  comboPoints,
  startCombo3Game4,
  type Combo3Game4Event,
  type Combo3Game4State,
} from "./engine";
import { prepareWithCurrentRules } from "../border-zap/rules-version";
import { combo3Game4OptionsSchema, combo3Game4SetupSchema, type Combo3Game4Setup } from "./setup";
import {
  combo3Game4BoardView,
  combo3Game4ModeratorView,
  combo3Game4TeamView,
  type Combo3Game4BoardView,
  type Combo3Game4ModeratorView,
  type Combo3Game4TeamView,
} from "./views";
import { combo3Game4Results } from "./results";

export type Combo3Game4Views = { moderator: Combo3Game4ModeratorView; board: Combo3Game4BoardView; team: Combo3Game4TeamView };

const legalActions = actionsOncePerState(combo3Game4LegalActions);

export const combo3Game4: GameModule<Combo3Game4Setup, Combo3Game4State, Combo3Game4Command, Combo3Game4Event, Combo3Game4Views> = {
  id: "combo3-game4",
  title: "Combo 3 · Game 4: Play the Ranks or Play the Border Zap",
  teams: CARD_TABLE_TEAMS,
  seating: "tables",
  prepare: prepareWithCurrentRules(combo3Game4OptionsSchema),
  setupSchema: combo3Game4SetupSchema,
  moderatorCommands: COMBO3_GAME4_MODERATOR_COMMANDS,
  commandSchema: combo3Game4CommandSchema,
  start: startCombo3Game4,
  apply: applyCombo3Game4,
  views: { moderator: combo3Game4ModeratorView, board: combo3Game4BoardView, team: combo3Game4TeamView },
  legalActions,
  describe: (events, state) => events.map((event) => describeCombo3Game4(event, state)).filter((line) => line !== ""),
  results: combo3Game4Results,
  status: (state) =>
    statusOf(state, {
      outcome: combo3Game4Outcome(state),
      scores: pairScores(state.teams, comboPoints(state)),
      legalActions,
      wake: state.phase.type === "geoplunge-window" ? { at: state.phase.deadline, command: { type: "closeGeoPlunge" } } : null,
    }),
};

export type {
  Combo3Game4Setup,
  Combo3Game4State,
  Combo3Game4Command,
  Combo3Game4Event,
  Combo3Game4BoardView,
  Combo3Game4ModeratorView,
  Combo3Game4TeamView,
};
