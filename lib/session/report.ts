import { gameModule } from "@/lib/games/registry";
import type { LogEntryInput } from "./log";
import { replaySteps } from "./replay";
import { gameNumber } from "./room-sequence";
import type { SessionSetup, SessionState } from "./state";

/**
 * [REPORT] A game's results report, for a game that offers one (the `report` capability): the
 * commands still in effect at one table (undone ones left out) replayed on the room's setup, step
 * by step, so the game reads each card's story from its own states and events. Pure: the route
 * loads the room and its log. For a room that played several games, `room.state` is the room as
 * the reported game left it and `log` the log up to then (`roomGame` in room-games.ts).
 */
export type RoomReport =
  | { ok: true; json: unknown; tables: Readonly<Record<string, readonly (readonly string[])[]>> }
  | { ok: false; reason: "no_report" | "not_started" };

export function roomReport(
  room: { setup: SessionSetup; state: SessionState },
  log: readonly LogEntryInput[],
  tableId: string | null = null,
): RoomReport {
  const module = gameModule(room.state.game);
  if (!module?.report) return { ok: false, reason: "no_report" };
  const table = tableId === null ? room.state.tables[0] : room.state.tables.find((t) => t.id === tableId);
  if (!table || table.engine === null) return { ok: false, reason: "not_started" };
  const names = new Map(room.state.seats.map((seat) => [seat.id, seat.name]));
  // A student removed since still has their name in the log's join command.
  for (const entry of log) {
    const { type, playerId, name } = entry.command;
    if (type === "joinGame" && typeof playerId === "string" && typeof name === "string" && !names.has(playerId)) names.set(playerId, name);
  }
  const engineAt = (state: SessionState) => state.tables.find((t) => t.id === table.id)?.engine ?? null;
  const steps = replaySteps(room.setup, log).flatMap((step) => {
    const before = engineAt(step.before);
    const after = engineAt(step.after);
    if (!step.game || before === null || after === null || (step.table !== null && step.table !== table.id)) return [];
    // A room that played several games reuses table ids: only this game's steps tell its story.
    if (gameNumber(step.before) !== gameNumber(room.state)) return [];
    const { actor } = step.entry;
    const by =
      actor.role === "player" ? (names.get(actor.playerId) ?? "A student") : actor.role === "moderator" ? "Moderator" : "A student";
    // The room's own events (a join, the end of the room) are not the game's story.
    const events = step.events.filter((event) => !("playerId" in event) && event.type !== "joiningLocked" && event.type !== "gameEnded");
    return [{ before, after, events, by }];
  });
  const built = module.report.build({ final: table.engine, steps, ended: room.state.status === "ended" });
  return built ? { ok: true, ...built } : { ok: false, reason: "not_started" };
}
