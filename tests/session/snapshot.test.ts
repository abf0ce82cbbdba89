import { describe, expect, it } from "vitest";
import { clueEngine, twoTeamClueSetup } from "../support/clue-room";
import { Room } from "../support/table-room";
import {
  decodeSetup,
  decodeSnapshot,
  encodeRoomRow,
  encodeSetup,
  encodeSnapshot,
  encodeTableRow,
  SNAPSHOT_VERSION,
  SnapshotError,
} from "@/lib/session/snapshot";
import type { SessionState } from "@/lib/session/state";

const setup = twoTeamClueSetup(9);

function played(): SessionState {
  return new Room(setup)
    .do({ role: "guest" }, { type: "joinGame", playerId: "p1", name: "Ann" })
    .do({ role: "moderator" }, { type: "movePlayer", playerId: "p1", teamId: "t1" })
    .do({ role: "moderator" }, { type: "startGame" }).state;
}

/** The room as every release before tables stored it: the clue game's state beside the room's. */
function legacyRoom(state: SessionState) {
  const { tables: _tables, game: _game, ...room } = state;
  return { ...room, engine: { ...clueEngine(state), clueCards: [] } };
}

describe("[SNAPSHOT] a stored game is read back through a schema, with a version and migrations", () => {
  it("[SNAPSHOT-1] a snapshot round-trips to the same state, without storing the deck again", () => {
    const state = played();
    const json = encodeSnapshot(state);
    expect(JSON.parse(json)).toMatchObject({
      v: SNAPSHOT_VERSION,
      state: { game: "clue-spin", tableIds: ["main"] },
      tables: [{ v: 1, table: { id: "main", engine: { clueCards: [] } } }],
    });
    expect(decodeSnapshot(json, setup, "test")).toEqual(state);
    // As the database holds it: the room's row without its tables, and a row per table.
    const room = encodeRoomRow(state);
    expect(JSON.parse(room)).not.toHaveProperty("tables");
    expect(decodeSnapshot(room, setup, "test", [encodeTableRow(state.game, state.tables[0]!)])).toEqual(state);
    expect(decodeSetup(encodeSetup(setup), "test")).toEqual(setup);
  });

  it("[SNAPSHOT-2] version-1 and version-2 snapshots (a room without tables), version 3 (tables inside the room) and a version-1 setup are migrated and read", () => {
    const state = played();
    expect(decodeSnapshot(JSON.stringify(legacyRoom(state)), setup, "test")).toEqual(state);
    expect(decodeSnapshot(JSON.stringify({ v: 2, state: legacyRoom(state) }), setup, "test")).toEqual(state);
    const gameSetup = setup.gameSetup as Record<string, unknown>;
    // Version 3: the whole room in one snapshot, its tables inside it.
    const whole = encodeSnapshot(state);
    const { tableIds: _ids, ...room } = (JSON.parse(whole) as { state: Record<string, unknown> }).state;
    const v3 = { v: 3, state: { ...room, tables: (JSON.parse(whole) as { tables: { table: unknown }[] }).tables.map((row) => row.table) } };
    expect(decodeSnapshot(JSON.stringify(v3), setup, "test")).toEqual(state);
    const legacySetup = { teams: setup.teams, seed: setup.seed, ...gameSetup };
    expect(decodeSetup(JSON.stringify(legacySetup), "test")).toEqual(setup);
  });

  it("[SNAPSHOT-3] a damaged snapshot is refused naming the field, and a newer version is refused", () => {
    const stored = JSON.parse(encodeSnapshot(played())) as { tables: { table: { engine: { teams: { points: unknown }[] } } }[] };
    stored.tables[0]!.table.engine.teams[0]!.points = "ten";
    expect(() => decodeSnapshot(JSON.stringify(stored), setup, "game x")).toThrow(SnapshotError);
    expect(() => decodeSnapshot(JSON.stringify(stored), setup, "game x")).toThrow(/game x: .*table main .*teams\.0\.points/);
    expect(() => decodeSnapshot(JSON.stringify({ v: SNAPSHOT_VERSION + 1, state: {} }), setup, "game x")).toThrow(/newer than this server/);
    expect(() => decodeSnapshot(encodeRoomRow(played()), setup, "game x", [])).toThrow(/game x: the stored table main is missing/);
    expect(() => decodeSetup(JSON.stringify({ ...JSON.parse(encodeSetup(setup)), seed: "nine" }), "game x")).toThrow(/seed/);
    expect(() => decodeSetup(JSON.stringify({ ...JSON.parse(encodeSetup(setup)), game: "chess" }), "game x")).toThrow(
      /does not know the game "chess"/,
    );
  });
});
