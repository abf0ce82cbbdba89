import { describe, expect, it } from "vitest";
import { GAME_IDS, gameModule } from "@/lib/games/registry";
import { gameOptionsOf, roomRequestSchema, roomSetup } from "@/lib/session/create";
import type { SessionActor, SessionSetup } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";
import { Room } from "../support/table-room";

/**
 * [MODULE] The platform owns the lobby for every game: a game has no state of its own before its
 * start (no `open` on the seam), so a table's engine is null until `start` makes the first state,
 * whether the room was just made, its class joined and was seated, or it moved on to its next game.
 */
const MOD: SessionActor = { role: "moderator" };
const REQUESTS: Record<string, Record<string, unknown>> = {
  "clue-spin": {
    teams: [
      { name: "Eagles", colour: "red" },
      { name: "Owls", colour: "blue" },
    ],
  },
  "play-the-ranks": { level: 3 },
};
/** The options the console sends for a room's next game (the teams are the room's). */
const NEXT_OPTIONS: Record<string, Record<string, unknown>> = { "play-the-ranks": { level: 3 } };
const PLAYERS = [
  "0b7f3c1e-5a4d-4c2e-9f10-2d6b8a7e1c01",
  "6e2a9d44-0c3b-4f7e-8a15-93c1d2b4e602",
  "a13c5e70-9b2f-4d6a-b8e4-1f0c7d3e9a03",
  "f45d2b18-7e6c-4a39-9d02-c8b1a5e3f704",
];

const services = { builtInDeck: () => FIXTURE_DECK, customDeckCards: () => Promise.resolve({ ok: true as const, cards: [] }) };

async function setupOf(game: string, seed = 7): Promise<SessionSetup> {
  const request = roomRequestSchema.parse({ game, seed, ...(REQUESTS[game] ?? {}) });
  const prepared = await gameModule(game)!.prepare(gameOptionsOf(request), seed, services);
  if (!prepared.ok) throw new Error(`${game}: ${prepared.message}`);
  return roomSetup(request, seed, prepared.setup);
}

/** A room of `game` whose four players joined and sat down (chose a team, or were seated at tables), not started. */
async function gatheredRoom(game: string): Promise<Room> {
  const room = new Room(await setupOf(game));
  PLAYERS.forEach((playerId, i) => room.do({ role: "guest" }, { type: "joinGame", playerId, name: `Player ${i + 1}` }));
  if (gameModule(game)!.seating === "whole-class")
    PLAYERS.forEach((playerId, i) => room.do({ role: "player", playerId }, { type: "chooseTeam", teamId: i % 2 === 0 ? "t1" : "t2" }));
  else room.do(MOD, { type: "seatTables" });
  return room;
}

const engines = (room: Room) => room.state.tables.map((table) => table.engine);

describe("[MODULE] a game has no state before its start", () => {
  it("[MODULE-2] no registered module opens a state in the lobby; every table's engine is null until the start makes it", async () => {
    for (const id of GAME_IDS) {
      const made = new Room(await setupOf(id));
      expect(engines(made), id).toEqual(made.state.tables.map(() => null));

      const room = await gatheredRoom(id);
      expect(room.state.tables.length, id).toBeGreaterThan(0);
      expect(engines(room), id).toEqual(room.state.tables.map(() => null));

      room.do(MOD, { type: "startGame" });
      for (const engine of engines(room)) expect(engine, id).not.toBeNull();

      expect(Object.keys(gameModule(id)!), id).not.toContain("open");
    }
  });

  it("[MODULE-2] a room moving on to its next game, of any kind, holds no state at its tables until that game starts", async () => {
    for (const id of GAME_IDS) {
      const room = await gatheredRoom("play-the-ranks");
      const seed = 11;
      const prepared = await gameModule(id)!.prepare(NEXT_OPTIONS[id] ?? {}, seed, services);
      if (!prepared.ok) throw new Error(`${id}: ${prepared.message}`);
      room.do(MOD, { type: "endGame" });
      // The next game's setup is prepared by the server (as /api/games/<id>/next does) and stored with the command.
      const parsed = room.try(MOD, { type: "nextGame", game: id, options: NEXT_OPTIONS[id] ?? {}, seed, gameSetup: prepared.setup });
      if (parsed) throw new Error(`${id}: nextGame refused: ${parsed.message}`);
      expect(room.state.game, id).toBe(id);
      expect(room.state.tables.length, id).toBeGreaterThan(0);
      expect(engines(room), id).toEqual(room.state.tables.map(() => null));
      room.do(MOD, { type: "startGame" });
      for (const engine of engines(room)) expect(engine, id).not.toBeNull();
    }
  });
});
