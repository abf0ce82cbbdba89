import type { GameState } from "@/lib/game";
import { buildReport, type GameReport, type ReportStep } from "@/lib/game/report";
import { undoneSeqs, type LogEntryInput } from "@/lib/session/log";
import { applySessionCommand, createSession, parseCommand } from "@/lib/session/session";
import type { SessionSetup, SessionState } from "@/lib/session/state";

/** The clue game lies at the room's one table; null before it starts. */
function clueState(state: SessionState): GameState | null {
  return (state.tables[0]?.engine as GameState | null | undefined) ?? null;
}

/**
 * [REPORT] The results report of a stored clue game: its commands still in effect (undone ones left
 * out) replayed on its setup, step by step, so the report reads each card's story from the engine's
 * own states and events. Pure: the route loads the game and its log.
 */
export function reportSteps(setup: SessionSetup, log: readonly LogEntryInput[], playerName: (playerId: string) => string): ReportStep[] {
  const undone = undoneSeqs(log);
  const steps: ReportStep[] = [];
  let state: SessionState = createSession(setup);
  for (const entry of log) {
    if (entry.command.type === "undo" || undone.has(entry.seq)) continue;
    const parsed = parseCommand(entry.command, setup.game);
    if (!parsed.ok) continue;
    const result = applySessionCommand(state, entry.actor, parsed.parsed, entry.at, setup);
    if (!result.ok) continue;
    const before = clueState(state);
    const after = clueState(result.state);
    if (parsed.parsed.kind === "game" && before && after) {
      const by =
        entry.actor.role === "player" ? playerName(entry.actor.playerId) : entry.actor.role === "moderator" ? "Moderator" : "A student";
      const gameEvents = result.events.filter(
        (event) => !("playerId" in event) && event.type !== "joiningLocked" && event.type !== "gameEnded",
      );
      steps.push({ before, after, events: gameEvents as ReportStep["events"], by });
    }
    state = result.state;
  }
  return steps;
}

/** The report, or null for a room that never started its clue game. */
export function gameReport(game: { setup: SessionSetup; state: SessionState }, log: readonly LogEntryInput[]): GameReport | null {
  const final = clueState(game.state);
  if (!final) return null;
  const names = new Map(game.state.seats.map((seat) => [seat.id, seat.name]));
  // A student removed since still has their name in the log's join command.
  for (const entry of log) {
    const { type, playerId, name } = entry.command;
    if (type === "joinGame" && typeof playerId === "string" && typeof name === "string" && !names.has(playerId)) names.set(playerId, name);
  }
  const steps = reportSteps(game.setup, log, (playerId) => names.get(playerId) ?? "A student");
  return buildReport(final, steps, game.state.status === "ended");
}
