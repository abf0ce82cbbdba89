import { describe, expect, it } from "vitest";
import { newGameSchema, sessionSetupFor } from "@/lib/session/create";
import { applySessionCommand, createSession, parseCommand } from "@/lib/session/session";
import { decodeSetup, decodeSnapshot, encodeSnapshot, SNAPSHOT_VERSION, SnapshotError } from "@/lib/session/snapshot";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";

const setup = sessionSetupFor(
  newGameSchema.parse({
    teams: [
      { name: "Eagles", colour: "red" },
      { name: "Owls", colour: "blue" },
    ],
    seed: 9,
  }),
  9,
  FIXTURE_DECK,
);

function played(): SessionState {
  let state = createSession(setup);
  const steps: [SessionActor, Record<string, unknown>][] = [
    [{ role: "guest" }, { type: "joinGame", playerId: "p1", name: "Ann" }],
    [{ role: "moderator" }, { type: "movePlayer", playerId: "p1", teamId: "t1" }],
    [{ role: "moderator" }, { type: "startGame" }],
  ];
  for (const [actor, command] of steps) {
    const parsed = parseCommand(command);
    if (!parsed.ok) throw new Error(parsed.failure.message);
    const result = applySessionCommand(state, actor, parsed.parsed, 1000);
    if (!result.ok) throw new Error(result.failure.message);
    state = result.state;
  }
  return state;
}

describe("[SNAPSHOT] a stored game is read back through a schema, with a version and migrations", () => {
  it("[SNAPSHOT-1] a snapshot round-trips to the same state, without storing the deck again", () => {
    const state = played();
    const json = encodeSnapshot(state);
    expect(JSON.parse(json)).toMatchObject({ v: SNAPSHOT_VERSION, state: { engine: { clueCards: [] } } });
    expect(decodeSnapshot(json, setup, "test")).toEqual(state);
    expect(decodeSetup(JSON.stringify(setup), "test")).toEqual(setup);
  });

  it("[SNAPSHOT-2] a version-1 snapshot (the bare state, as stored before versions) is migrated and read", () => {
    const state = played();
    const legacy = JSON.stringify({ ...state, engine: { ...state.engine, clueCards: [] } });
    expect(decodeSnapshot(legacy, setup, "test")).toEqual(state);
  });

  it("[SNAPSHOT-3] a damaged snapshot is refused naming the field, and a newer version is refused", () => {
    const stored = JSON.parse(encodeSnapshot(played())) as { state: { engine: { teams: { points: unknown }[] } } };
    stored.state.engine.teams[0]!.points = "ten";
    expect(() => decodeSnapshot(JSON.stringify(stored), setup, "game x")).toThrow(SnapshotError);
    expect(() => decodeSnapshot(JSON.stringify(stored), setup, "game x")).toThrow(/game x: .*engine\.teams\.0\.points/);
    expect(() => decodeSnapshot(JSON.stringify({ v: SNAPSHOT_VERSION + 1, state: {} }), setup, "game x")).toThrow(/newer than this server/);
    expect(() => decodeSetup(JSON.stringify({ ...setup, seed: "nine" }), "game x")).toThrow(/seed/);
  });
});
