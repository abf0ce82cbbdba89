import { actionsOncePerState, oncePerState, type GameModule, type GameStep } from "./module";
import { borderUp } from "./border-up";
import { borderZap } from "./border-zap";
import { chummyChallenge } from "./chummy-challenge";
import { clueSpin } from "./clue-spin";
import { combo3Game4 } from "./combo3-game4";
import { dashingStates } from "./dashing-states";
import { playTheRanks } from "./play-the-ranks";
import { stateIq } from "./state-iq";
import { checkContentFiles } from "./content-check";

// The content files every game reads, checked against their schemas before the platform can reach a
// game: a bad edit fails the first request that needs one, naming the entry and field (the data
// modules the screens share do not check them, `[PAGE-WEIGHT]`).
checkContentFiles();

/**
 * The one list of games. The platform (lib/session, lib/server) reaches a game only through this
 * list and the GameModule seam; adding a game is a folder under lib/games and a line here.
 */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, { moderator: unknown; board: unknown; team: unknown }>;

/**
 * A game as the platform holds it: the same functions over plain JSON. The platform hands a game
 * back only what that game made (its setup, its state) or parsed with its own schema (a command),
 * which is why reading them as the game's types here is sound.
 */
export function defineGame<Setup, State, Command, Event, Views extends { moderator: unknown; board: unknown; team: unknown }>(
  game: GameModule<Setup, State, Command, Event, Views>,
): AnyGameModule {
  const { exportSetup, exportRecord, storage, report, results, playAgain, revealPlace } = game;
  return {
    id: game.id,
    title: game.title,
    seating: game.seating,
    teams: game.teams,
    prepare: (options, seed, services) => game.prepare(options, seed, services),
    setupSchema: game.setupSchema,
    ...(game.stateSchema ? { stateSchema: game.stateSchema } : {}),
    commandSchema: game.commandSchema,
    moderatorCommands: game.moderatorCommands,
    ...(game.pressStamps ? { pressStamps: game.pressStamps } : {}),
    start: (setup, seating, seed, now) => game.start(setup as Setup, seating, seed, now),
    apply: (state, command, actor, now) => game.apply(state as State, command as Command, actor, now),
    views: {
      moderator: (state) => game.views.moderator(state as State),
      board: (state) => game.views.board(state as State),
      team: (state, teamId) => game.views.team(state as State, teamId),
    },
    legalActions: actionsOncePerState((state: unknown, actor) => game.legalActions(state as State, actor)),
    // Once per state: the command path, the clocked rules' timers (every table's, at every command and
    // fetch) and the export all ask for it, and a card game's status runs its legal actions.
    status: oncePerState((state: unknown) => game.status(state as State)),
    describe: (events, state) => game.describe(events as readonly Event[], state as State),
    ...(exportSetup ? { exportSetup: (setup: unknown) => exportSetup(setup as Setup) } : {}),
    ...(exportRecord ? { exportRecord: (state: unknown) => exportRecord(state as State) } : {}),
    ...(storage
      ? {
          storage: {
            compact: (state: unknown) => storage.compact(state as State),
            restore: (state: unknown, setup: unknown) => storage.restore(state as State, setup as Setup),
            ...(storage.upgrade ? { upgrade: storage.upgrade } : {}),
          },
        }
      : {}),
    ...(report
      ? {
          report: {
            build: ({ final, steps, ended }: { final: unknown; steps: readonly GameStep<unknown, unknown>[]; ended: boolean }) =>
              report.build({ final: final as State, steps: steps as readonly GameStep<State, Event>[], ended }),
          },
        }
      : {}),
    ...(results
      ? {
          results: {
            build: ({ final, events }: { final: unknown; events: readonly unknown[] }) =>
              results.build({ final: final as State, events: events as readonly Event[] }),
          },
        }
      : {}),
    ...(playAgain ? { playAgain: { options: (setup: unknown, services) => playAgain.options(setup as Setup, services) } } : {}),
    ...(revealPlace ? { revealPlace: (state: unknown) => revealPlace(state as State) } : {}),
  };
}

const GAMES: readonly AnyGameModule[] = [
  defineGame(clueSpin),
  defineGame(playTheRanks),
  defineGame(borderZap),
  // Combo 3's games in the rules' order, so the host lists Game 1 to Game 5.
  defineGame(borderUp),
  defineGame(stateIq),
  defineGame(dashingStates),
  defineGame(combo3Game4),
  defineGame(chummyChallenge),
];

export const GAME_IDS: readonly string[] = GAMES.map((game) => game.id);

/** The game every room without a `game` field plays (rooms stored before there were several games). */
export const DEFAULT_GAME_ID = "clue-spin";

export function gameModule(id: string): AnyGameModule | null {
  return GAMES.find((game) => game.id === id) ?? null;
}

/** Games a class plays at several tables at once (a class session), as opposed to one table for the whole class. */
export function isTableGame(game: AnyGameModule): boolean {
  return game.seating === "tables";
}

export function listGames(): { id: string; title: string; teams: AnyGameModule["teams"] }[] {
  return GAMES.map((game) => ({ id: game.id, title: game.title, teams: game.teams }));
}
