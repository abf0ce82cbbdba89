import { describe, expect, it } from "vitest";
import {
  actionsOf,
  commandForShortcut,
  forTeam,
  hasAction,
  shortcutForKey,
  SHORTCUT_HELP,
  SHORTCUT_KEYS,
  waitingTeam,
} from "@/app/games/clue-spin/console/actions";
import { twoTeamClueSetup } from "../support/clue-room";
import { createSession } from "@/lib/session/session";
import { Room } from "../support/table-room";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import type { ModeratorSessionView } from "@/app/games/clue-spin/session-views";

/** The console's pure logic, on real moderator views of a real game. */
const setup = twoTeamClueSetup(4);
const MOD: SessionActor = { role: "moderator" };

/** The room after one accepted command, as the server drives it (the support's Room). */
function apply(state: SessionState, actor: SessionActor, command: Record<string, unknown>): SessionState {
  const room = new Room(setup);
  room.state = state;
  return room.do(actor, command).state;
}

const viewOf = (state: SessionState) =>
  sessionView(state, { gameId: "g", code: "ABCDEF", version: 1 }, { type: "moderator" }) as ModeratorSessionView;

function started(): SessionState {
  return apply(createSession(setup), MOD, { type: "startGame" });
}

describe("[CONSOLE-ACTIONS] the console reads the engine's legal actions", () => {
  it("[CONSOLE-ACTIONS-1] in the lobby no shortcut sends anything", () => {
    const lobby = viewOf(createSession(setup));
    // The lobby is the room's: the game has no view before its start.
    expect(lobby.game).toBeNull();
    for (const shortcut of Object.keys(SHORTCUT_KEYS) as (keyof typeof SHORTCUT_KEYS)[])
      expect(commandForShortcut(shortcut, lobby)).toBeNull();
    expect(waitingTeam(lobby)).toBeNull();
  });

  it("[CONSOLE-ACTIONS-2] S spins for the team the game waits on, and only for it", () => {
    const view = viewOf(started());
    const waiting = waitingTeam(view);
    expect(waiting).not.toBeNull();
    expect(commandForShortcut("spin", view)).toEqual({ type: "spin", onBehalfOf: waiting });
    const spins = actionsOf(view.actions.allowed, "spin");
    expect(spins.map(forTeam)).toEqual([waiting]);
    expect(hasAction(view.actions.allowed, "spin", waiting)).toBe(true);
    const other = view.teams.find((team) => team.id !== waiting)?.id ?? "";
    expect(hasAction(view.actions.allowed, "spin", other)).toBe(false);
    // P pauses the room's one table (pausing is the platform's).
    expect(commandForShortcut("pause", view)).toEqual({ type: "pauseTable", table: "main" });
    const paused = viewOf(apply(started(), MOD, { type: "pauseTable", table: "main" }));
    expect(commandForShortcut("pause", paused)).toEqual({ type: "resumeTable", table: "main" });
    // While paused, S spins for nobody: a team's move waits for the resume.
    expect(commandForShortcut("spin", paused)).toBeNull();
    expect(commandForShortcut("undo", view)).toEqual({ type: "undo" });
  });

  it("[CONSOLE-ACTIONS-3] on a card, N reads the next clue for the deciding team; once an answer waits, C and X judge it and S does nothing", () => {
    let state = started();
    // Spin for whichever team is asked until a card is on the table with a decision to make.
    for (let i = 0; i < 40 && !viewOf(state).game?.card; i++) {
      const view = viewOf(state);
      const next = commandForShortcut("spin", view);
      if (!next) throw new Error(`no spin in ${view.game?.phase.type ?? "the lobby"}`);
      state = apply(state, MOD, next);
      const drawn = actionsOf(viewOf(state).actions.allowed, "applyDrawCard")[0];
      if (drawn) state = apply(state, MOD, { ...drawn });
    }
    const onCard = viewOf(state);
    const next = commandForShortcut("next", onCard);
    if (next) expect(next).toMatchObject({ type: "nextClue", onBehalfOf: waitingTeam(onCard) });
    const deciding = waitingTeam(onCard);
    if (!deciding) throw new Error("no team deciding");
    state = apply(state, MOD, { type: "answer", onBehalfOf: deciding, text: "a guess" });
    const judging = viewOf(state);
    expect(waitingTeam(judging)).toBeNull();
    expect(commandForShortcut("correct", judging)).toEqual({ type: "judge", correct: true });
    expect(commandForShortcut("incorrect", judging)).toEqual({ type: "judge", correct: false });
    expect(commandForShortcut("spin", judging)).toBeNull();
  });

  it("[CONSOLE-ACTIONS-4] every shortcut has one key and a line of help, and keys are read case-blind", () => {
    const keys = Object.values(SHORTCUT_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SHORTCUT_HELP.map((line) => line.shortcut).sort()).toEqual(Object.keys(SHORTCUT_KEYS).sort());
    for (const [shortcut, key] of Object.entries(SHORTCUT_KEYS)) {
      expect(shortcutForKey(key)).toBe(shortcut);
      expect(shortcutForKey(key.toLowerCase())).toBe(shortcut);
    }
    expect(shortcutForKey("Q")).toBeNull();
  });
});
