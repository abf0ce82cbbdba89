/**
 * A realistic event body for the fan-out bench: a real moderator view of a game twenty commands in
 * (the largest audience view), wrapped as the app wraps it on every channel.
 */
import { builtInClueDeck } from "@/lib/content/deck/built-in";
import { legalActions } from "@/lib/games/clue-spin/engine";
import { clueEngine, clueRoomSetup } from "../../tests/support/clue-room";
import { applySessionCommand, createSession, parseCommand } from "@/lib/session/session";
import type { SessionActor, SessionSetup, SessionState } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";

function step(setup: SessionSetup, state: SessionState, actor: SessionActor, command: Record<string, unknown>, now: number): SessionState {
  const parsed = parseCommand(command);
  if (!parsed.ok) throw new Error(parsed.failure.message);
  const result = applySessionCommand(state, actor, parsed.parsed, now, setup);
  if (!result.ok) throw new Error(`${String(command.type)}: ${result.failure.message}`);
  return result.state;
}

export function realisticViewJson(commands = 20): string {
  const teams = ["Eagles", "Owls", "Foxes", "Bears"].map((name, i) => ({
    name,
    colour: (["red", "blue", "green", "orange"] as const)[i]!,
  }));
  const setup = clueRoomSetup({ teams }, 7, [...builtInClueDeck()]);
  let state = createSession(setup);
  let now = 1_700_000_000_000;
  for (let p = 0; p < 8; p++) {
    const playerId = `p${p}`;
    state = step(setup, state, { role: "guest" }, { type: "joinGame", playerId, name: `Student ${p}` }, (now += 1000));
    state = step(setup, state, { role: "player", playerId }, { type: "chooseTeam", teamId: `t${(p % 4) + 1}` }, (now += 1000));
  }
  state = step(setup, state, { role: "moderator" }, { type: "startGame" }, (now += 1000));
  for (let i = 0; i < commands; i++) {
    // Deterministic walk: the first legal moderator action that is not bookkeeping.
    const action = legalActions(clueEngine(state), { role: "moderator" }).find(
      (a) => !["pause", "resume", "adjustPoints", "skipCard"].includes(a.type),
    );
    if (!action) break;
    state = step(setup, state, { role: "moderator" }, action, (now += 5000));
  }
  return JSON.stringify(
    sessionView(state, { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC123", version: 42 }, { type: "moderator" }),
  );
}

/** The event data for one publish: the version first, so receivers can find it cheaply. */
export function eventData(gameIndex: number, sequence: number, viewJson: string): string {
  return `{"gameId":"g${gameIndex}","version":${sequence},"view":${viewJson}}`;
}

/** Finds the version in a received frame, whether the data is nested as a string or not. */
export function versionIn(text: string): number {
  const match = /\\?"version\\?":(\d+)/.exec(text.slice(0, 200));
  return match ? Number(match[1]) : -1;
}
