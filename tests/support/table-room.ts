import { gameModule } from "@/lib/games/registry";
import { gameOptionsOf, roomRequestSchema, roomSetup } from "@/lib/session/create";
import { advanceTeamEpochs } from "@/lib/session/channel-epochs";
import type { LogEntryInput } from "@/lib/session/log";
import { planUndo } from "@/lib/session/replay";
import { applySessionCommand, authorize, createSession, parseCommand, type SessionEvent, type SessionFailure } from "@/lib/session/session";
import type { SessionActor, SessionSetup, SessionState } from "@/lib/session/state";

/**
 * A room played through the real session reducer, as the server would (parse → authorize → apply,
 * undo by replay of the log), keeping the log the server stores with each command's events. For
 * tests of rooms, whatever their game: no database.
 */
export async function tableRoomSetup(body: Record<string, unknown>, seed: number): Promise<SessionSetup> {
  const request = roomRequestSchema.parse(body);
  const module = gameModule(request.game);
  if (!module) throw new Error(`no game ${request.game}`);
  const prepared = await module.prepare(gameOptionsOf(request), seed, {
    builtInDeck: () => [],
    customDeckCards: () => Promise.resolve({ ok: true, cards: [] }),
  });
  if (!prepared.ok) throw new Error(prepared.message);
  return roomSetup(request, seed, prepared.setup);
}

export class Room {
  state: SessionState;
  readonly log: LogEntryInput[] = [];
  events: SessionEvent[] = [];
  /** The team channels the last accepted command retired (their members changed). */
  retired: { teamId: string; epoch: number }[] = [];
  now = 1_700_000_000_000;

  constructor(readonly setup: SessionSetup) {
    this.state = createSession(setup);
  }

  /** Sends a command; returns the failure, or null when it was accepted (and logged). */
  try(actor: SessionActor, command: Record<string, unknown>): SessionFailure | null {
    const parsed = parseCommand(command, this.state.game);
    if (!parsed.ok) return parsed.failure;
    const denied = authorize(this.state, actor, parsed.parsed);
    if (denied) return denied;
    this.now += 1_000;
    const result =
      parsed.parsed.kind === "lobby" && parsed.parsed.command.type === "undo"
        ? this.undo(parsed.parsed.command.table ?? null)
        : applySessionCommand(this.state, actor, parsed.parsed, this.now, this.setup);
    if (!result.ok) return result.failure;
    this.log.push({ seq: this.log.length + 1, actor, command, at: this.now, events: result.events });
    // As the command path does after every accepted command (the log's length is the room's version).
    const advanced = advanceTeamEpochs(this.state, result.state, this.log.length, result.events);
    this.state = advanced.state;
    this.retired = advanced.retired;
    this.events = result.events;
    return null;
  }

  /** The server's undo: the room rebuilt from its log without the command taken back (no events of its own). */
  private undo(table: string | null): { ok: true; state: SessionState; events: SessionEvent[] } | { ok: false; failure: SessionFailure } {
    const undone = planUndo(this.setup, this.log, table);
    return undone.ok ? { ok: true, state: undone.state, events: [] } : undone;
  }

  do(actor: SessionActor, command: Record<string, unknown>): this {
    const failure = this.try(actor, command);
    if (failure) throw new Error(`${String(command.type)} refused: ${failure.code} ${failure.message}`);
    return this;
  }

  join(count: number, prefix = "p"): string[] {
    const ids = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
    for (const id of ids) this.do({ role: "guest" }, { type: "joinGame", playerId: id, name: `Student ${id}` });
    return ids;
  }

  teamOf(playerId: string): string | null {
    return this.state.seats.find((s) => s.id === playerId)?.teamId ?? null;
  }

  /** A player on each team, by team id. */
  playerOn(teamId: string): SessionActor {
    const seat = this.state.seats.find((s) => s.teamId === teamId);
    if (!seat) throw new Error(`nobody on ${teamId}`);
    return { role: "player", playerId: seat.id };
  }
}
