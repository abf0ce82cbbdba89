import { buildReport, type GameReport, type ReportStep } from "@/lib/game/report";
import { undoneSeqs, type LogEntryInput } from "@/lib/session/describe";
import { applySessionCommand, createSession, parseCommand } from "@/lib/session/session";
import type { SessionSetup, SessionState } from "@/lib/session/state";

/**
 * [REPORT] The results report of a stored game: its commands still in effect (undone ones left out)
 * replayed on its setup, step by step, so the report reads each card's story from the engine's own
 * states and events. Pure: the route loads the game and its log.
 */
export function reportSteps(setup: SessionSetup, log: readonly LogEntryInput[], playerName: (playerId: string) => string): ReportStep[] {
  const undone = undoneSeqs(log);
  const steps: ReportStep[] = [];
  let state: SessionState = createSession(setup);
  for (const entry of log) {
    if (entry.command.type === "undo" || undone.has(entry.seq)) continue;
    const parsed = parseCommand(entry.command);
    if (!parsed.ok) continue;
    const result = applySessionCommand(state, entry.actor, parsed.parsed, entry.at);
    if (!result.ok) continue;
    if (parsed.parsed.kind === "game") {
      const by =
        entry.actor.role === "player" ? playerName(entry.actor.playerId) : entry.actor.role === "moderator" ? "Moderator" : "A student";
      const gameEvents = result.events.filter(
        (event) => !("playerId" in event) && event.type !== "joiningLocked" && event.type !== "gameEnded",
      );
      steps.push({ before: state.engine, after: result.state.engine, events: gameEvents as ReportStep["events"], by });
    }
    state = result.state;
  }
  return steps;
}

export function gameReport(game: { setup: SessionSetup; state: SessionState }, log: readonly LogEntryInput[]): GameReport {
  const names = new Map(game.state.seats.map((seat) => [seat.id, seat.name]));
  // A student removed since still has their name in the log's join command.
  for (const entry of log) {
    const { type, playerId, name } = entry.command;
    if (type === "joinGame" && typeof playerId === "string" && typeof name === "string" && !names.has(playerId)) names.set(playerId, name);
  }
  const steps = reportSteps(game.setup, log, (playerId) => names.get(playerId) ?? "A student");
  return buildReport(game.state.engine, steps, game.state.status === "ended");
}
