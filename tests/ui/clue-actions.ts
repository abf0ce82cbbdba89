import type { GameState, LegalAction } from "@/lib/games/clue-spin/engine";
import type { ClueActions } from "@/app/games/clue-spin/session-views";
import { tableActions } from "@/lib/session/actions";
import { MAIN_TABLE, type SessionState } from "@/lib/session/state";

/**
 * The legal actions a clue screen receives for an engine state, made by the platform's own
 * `tableActions` (the game's legal actions with the table's pause laid over them), as the session
 * view carries them: the screens' tests read what the screens read.
 */
export function clueActions(state: GameState, actor: "moderator" | { team: string }, options: { paused?: boolean } = {}): ClueActions {
  const room = { game: "clue-spin", status: "playing" } as SessionState;
  const table = {
    id: MAIN_TABLE,
    teamIds: state.teams.map((team) => team.id),
    engine: state,
    paused: options.paused ?? false,
    over: false,
  };
  const gameActor = actor === "moderator" ? ({ role: "moderator" } as const) : ({ role: "team", teamId: actor.team } as const);
  return tableActions(room, table, gameActor) as ClueActions;
}

export const allowedOf = (actions: ClueActions): LegalAction[] => actions.allowed;
