import { builtInClueDeck } from "@/lib/content/deck/built-in";
import type { GameEvent } from "@/lib/games/clue-spin/engine";
import { clueEngine, clueRoomSetup } from "../../support/clue-room";
import { applySessionCommand, createSession, parseCommand, type SessionEvent } from "@/lib/session/session";
import type { SessionActor, SessionSetup, SessionState } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import type { PlayingModeratorView } from "@/app/games/clue-spin/session-views";
import { commandFor, FULL_GAME_TEAMS, newPolicyMemory, nextMove, remember, type SimulatedGame } from "./full-game-policy";

const MODERATOR: SessionActor = { role: "moderator" };

function apply(setup: SessionSetup, state: SessionState, raw: Record<string, unknown>): { state: SessionState; events: SessionEvent[] } {
  const parsed = parseCommand(raw);
  if (!parsed.ok) throw new Error(`${JSON.stringify(raw)}: ${parsed.failure.message}`);
  const result = applySessionCommand(state, MODERATOR, parsed.parsed, 0, setup);
  if (!result.ok) throw new Error(`${JSON.stringify(raw)}: ${result.failure.message}`);
  return result;
}

/**
 * Plays a whole game with the policy on the pure engine, exactly as the server would for the same
 * settings and seed (the server's setup is the clue module's `prepare` over the built-in deck, as here).
 */
export function simulateFullGame(seed: number, targetPoints: number, maxMoves = 200): SimulatedGame {
  // Each team gets one phone, so every team counts one player (no short-team bonus), as in the browser.
  const setup = clueRoomSetup(
    { teams: FULL_GAME_TEAMS.map((team) => ({ ...team, players: 0 })), targetPoints, clueValues: "standard", seed },
    seed,
    builtInClueDeck(),
  );
  let state = createSession(setup);
  state = apply(setup, state, { type: "startGame" }).state;
  let memory = newPolicyMemory();
  const result: SimulatedGame = { moves: [], spins: [], phases: [], sales: 0, winnerId: null, points: {} };
  const view = (): PlayingModeratorView =>
    sessionView(state, { gameId: "sim", code: "SIM234", version: 0 }, { type: "moderator" }) as PlayingModeratorView;
  for (let step = 0; step < maxMoves; step++) {
    const current = view();
    if (!result.phases.includes(current.game.phase.type)) result.phases.push(current.game.phase.type);
    const move = nextMove(current, memory);
    if (!move) break;
    const applied = apply(setup, state, commandFor(move, current.game.secret?.answer ?? ""));
    state = applied.state;
    memory = remember(memory, move);
    result.moves.push(move);
    for (const event of applied.events as GameEvent[]) {
      if (event.type === "spun") result.spins.push(event.outcome);
      if (event.type === "saleAccepted") result.sales++;
    }
  }
  const final = clueEngine(state);
  result.winnerId = final.phase.type === "finished" ? final.phase.winnerId : null;
  result.points = Object.fromEntries(final.teams.map((team) => [team.id, team.points]));
  return result;
}
