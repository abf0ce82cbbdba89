import { describe, expect, it } from "vitest";
import { clueEngine, twoTeamClueSetup } from "../support/clue-room";
import { replay } from "@/lib/session/replay";
import { decodeSnapshot, encodeSnapshot } from "@/lib/session/snapshot";
import type { SessionActor } from "@/lib/session/state";
import { clueSpin } from "@/lib/games/clue-spin";
import { PAUSED_CODE, PAUSED_FOR_MODERATOR, PAUSED_FOR_TEAM } from "@/lib/session/pause";
import { sessionView } from "@/lib/session/views";
import type { OneTableModeratorView, OneTableTeamView, TablesTeamView } from "@/lib/shared/room-views";
import { Room as TableRoom, tableRoomSetup } from "../support/table-room";

/**
 * [MOD-4] Pausing is the platform's: the clue game's one table pauses like a card game's table.
 * While paused no team may act; the moderator may still adjust points (and resume). A game stored
 * when the clue engine kept its own pause opens paused and its log replays.
 */
const setup = twoTeamClueSetup(9);
const moderator: SessionActor = { role: "moderator" };
const student: SessionActor = { role: "player", playerId: "p1" };

/** The clue room driven as the server drives it (the support's); a command answers with its refusal's code, or null. */
class Room extends TableRoom {
  constructor() {
    super(setup);
  }
  send(actor: SessionActor, command: Record<string, unknown>): string | null {
    return this.try(actor, command)?.code ?? null;
  }
}

function started(): Room {
  const room = new Room();
  expect(room.send({ role: "guest" }, { type: "joinGame", playerId: "p1", name: "Ana" })).toBeNull();
  expect(room.send(student, { type: "chooseTeam", teamId: "t1" })).toBeNull();
  expect(room.send(moderator, { type: "startGame" })).toBeNull();
  return room;
}

describe("[MOD-4] the clue game pauses as a room's table", () => {
  it("[MOD-4] while paused no team may act; the moderator may adjust points; resume lets play go on", () => {
    const room = started();
    expect(room.send(moderator, { type: "pause" })).toBeNull();
    expect(room.state.tables[0]?.paused).toBe(true);
    const before = JSON.stringify(room.state);
    expect(room.send(student, { type: "spin" })).toBe("rule/paused");
    expect(room.send(student, { type: "resume" })).toBe("auth/not_allowed");
    expect(room.send(moderator, { type: "pause" })).toBe("rule/no_change");
    // Nor does the moderator make a team's move on its behalf while the table waits.
    expect(room.send(moderator, { type: "spin" })).toBe("rule/paused");
    expect(JSON.stringify(room.state)).toBe(before);
    expect(room.send(moderator, { type: "adjustPoints", teamId: "t2", amount: 2, reason: "while paused" })).toBeNull();
    expect(room.send(moderator, { type: "resumeTable", table: "main" })).toBeNull();
    expect(room.state.tables[0]?.paused).toBe(false);
    const waiting = clueEngine(room.state).phase;
    expect(waiting.type).toBe("first-spin");
    // The team the first spin waits on may spin now (Ana is on t1; the moderator spins for the other).
    const spun = room.send(student, { type: "spin" }) === null || room.send(moderator, { type: "spin" }) === null;
    expect(spun).toBe(true);
  });

  it("[MOD-4-STORED] a game stored while the engine kept the pause opens paused, and its logged pause replays to the same room", () => {
    const room = started();
    expect(room.send(moderator, { type: "pause" })).toBeNull();
    // The shape an earlier version stored: the table not paused, the engine's phase wrapping the one to resume.
    const engine = clueEngine(room.state);
    const old = {
      ...room.state,
      tables: room.state.tables.map((table) => ({
        ...table,
        paused: false,
        engine: { ...engine, phase: { type: "paused", resume: engine.phase } },
      })),
    };
    const opened = decodeSnapshot(encodeSnapshot(old), setup, "test");
    expect(opened.tables[0]?.paused).toBe(true);
    expect(clueEngine(opened).phase).toEqual(engine.phase);
    expect(opened).toEqual(room.state);
    expect(replay(setup, room.log)).toEqual(room.state);
    // Today's shape passes unchanged.
    expect(decodeSnapshot(encodeSnapshot(room.state), setup, "test")).toEqual(room.state);
  });
});

describe("[MOD-4-VIEW] the views carry the pause: screens read it and never decide it", () => {
  const meta = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC234", version: 1 };

  it("[MOD-4-VIEW] the clue game: a paused table's phone may do nothing and reads the platform's sentence; the console keeps only the moderator's own commands", () => {
    const room = started();
    const teamBefore = sessionView(room.state, meta, { type: "team", teamId: "t1" }) as OneTableTeamView<unknown>;
    const modBefore = sessionView(room.state, meta, { type: "moderator" }) as OneTableModeratorView<unknown>;
    const types = (actions: { allowed: unknown[] }) => new Set(actions.allowed.map((a) => (a as { type: string }).type));
    expect(types(modBefore.actions).has("spin")).toBe(true);
    expect(room.send(moderator, { type: "pause" })).toBeNull();
    const team = sessionView(room.state, meta, { type: "team", teamId: "t1" }) as OneTableTeamView<unknown>;
    const mod = sessionView(room.state, meta, { type: "moderator" }) as OneTableModeratorView<unknown>;
    expect(team.actions.allowed).toEqual([]);
    expect(team.actions.refusals.map((r) => [r.code, r.reason])).toEqual([[PAUSED_CODE, PAUSED_FOR_TEAM]]);
    // Every decision the team had before the pause is still listed, refused with the pause's reason.
    for (const type of types(teamBefore.actions)) expect(team.actions.refusals[0]?.types).toContain(type);
    // The moderator keeps exactly its own commands (adjust, judge, skip), the ones the command path still takes.
    const kept = [...types(mod.actions)];
    expect(kept.length).toBeGreaterThan(0);
    for (const type of kept) expect(clueSpin.moderatorCommands).toContain(type);
    expect(mod.actions.refusals.find((r) => r.types.includes("spin"))?.reason).toBe(PAUSED_FOR_MODERATOR);
    for (const command of mod.actions.allowed) {
      const probe = new Room();
      probe.state = room.state;
      expect(probe.send(moderator, command as Record<string, unknown>)).toBeNull();
    }
    expect(room.send(moderator, { type: "spin" })).toBe(PAUSED_CODE);
  });

  it("[MOD-4-VIEW] a card game's paused table: its teams' views allow nothing and say why; the other table plays on", async () => {
    const room = new TableRoom(await tableRoomSetup({ game: "play-the-ranks", level: 3 }, 4));
    room.join(12);
    room.do(moderator, { type: "seatTables" });
    room.do(moderator, { type: "startGame" });
    room.do(moderator, { type: "pauseTable", table: "T1" });
    const [paused, playing] = room.state.tables;
    for (const teamId of paused!.teamIds) {
      const view = sessionView(room.state, meta, { type: "team", teamId }) as TablesTeamView<unknown>;
      expect(view.actions.allowed).toEqual([]);
      expect(view.actions.refusals.map((r) => r.reason)).toEqual([PAUSED_FOR_TEAM]);
    }
    const moves = playing!.teamIds.map(
      (teamId) => (sessionView(room.state, meta, { type: "team", teamId }) as TablesTeamView<unknown>).actions,
    );
    expect(moves.some((actions) => actions.allowed.length > 0)).toBe(true);
    expect(moves.flatMap((actions) => actions.refusals).some((r) => r.code === PAUSED_CODE)).toBe(false);
  });
});
