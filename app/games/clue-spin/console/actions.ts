import type { LegalAction } from "@/lib/games/clue-spin/engine/legal";
import type { ClueClientCommand } from "@/app/games/clue-spin/session-views";
import { pauseToggle, type ModeratorSessionView } from "@/app/games/clue-spin/session-views";

/**
 * Reading `view.actions.allowed` (exactly the commands the platform and the engine accept now; a
 * paused table's keep only the moderator's own) for the console:
 * which buttons to show for which team, and what a keyboard shortcut should send.
 */
export type ActionType = LegalAction["type"];
export type ActionOf<T extends ActionType> = Extract<LegalAction, { type: T }>;

export function forTeam(action: LegalAction): string | null {
  return "onBehalfOf" in action && typeof action.onBehalfOf === "string" ? action.onBehalfOf : null;
}

export function actionsOf<T extends ActionType>(actions: readonly LegalAction[], type: T, teamId?: string | null): ActionOf<T>[] {
  return actions.filter((a): a is ActionOf<T> => a.type === type && (teamId === undefined || forTeam(a) === teamId));
}

export function hasAction(actions: readonly LegalAction[], type: ActionType, teamId?: string | null): boolean {
  return actionsOf(actions, type, teamId).length > 0;
}

/** The team the game waits on, or null when it waits on the moderator (or nobody). */
export function waitingTeam(view: ModeratorSessionView): string | null {
  const waiting = view.game?.waitingFor;
  return waiting?.role === "team" ? waiting.teamId : null;
}

export type Shortcut = "spin" | "next" | "repeat" | "correct" | "incorrect" | "pause" | "undo";

export const SHORTCUT_KEYS: Record<Shortcut, string> = {
  spin: "S",
  next: "N",
  repeat: "R",
  correct: "C",
  incorrect: "X",
  pause: "P",
  undo: "U",
};

export const SHORTCUT_HELP: { shortcut: Shortcut; text: string }[] = [
  { shortcut: "spin", text: "Spin for the team whose turn it is" },
  { shortcut: "next", text: "Read the next clue" },
  { shortcut: "repeat", text: "Repeat the current clue" },
  { shortcut: "correct", text: "Judge the answer correct" },
  { shortcut: "incorrect", text: "Judge the answer incorrect" },
  { shortcut: "pause", text: "Pause or resume the game" },
  { shortcut: "undo", text: "Undo the last action" },
];

export function shortcutForKey(key: string): Shortcut | null {
  const upper = key.toUpperCase();
  const found = (Object.entries(SHORTCUT_KEYS) as [Shortcut, string][]).find(([, k]) => k === upper);
  return found ? found[0] : null;
}

/** The command a shortcut sends now, or null when it does nothing in this moment of the game. */
export function commandForShortcut(shortcut: Shortcut, view: ModeratorSessionView): ClueClientCommand | null {
  if (view.status !== "playing") return null;
  const actions = view.actions.allowed;
  const teamId = waitingTeam(view);
  const pick = (list: LegalAction[]) => (list[0] ? { ...list[0] } : null);
  switch (shortcut) {
    case "spin":
      return pick(teamId ? actionsOf(actions, "spin", teamId) : []);
    case "next":
      return pick(teamId ? actionsOf(actions, "nextClue", teamId) : []);
    case "repeat": {
      const current = view.game?.card?.cluesRead ?? 0;
      return pick(teamId ? actionsOf(actions, "repeatClue", teamId).filter((a) => a.clueNumber === current) : []);
    }
    case "correct":
      return pick(actions.filter((a) => a.type === "judge" && a.correct));
    case "incorrect":
      return pick(actions.filter((a) => a.type === "judge" && !a.correct));
    case "pause":
      return pauseToggle(view);
    case "undo":
      return { type: "undo" };
  }
}
