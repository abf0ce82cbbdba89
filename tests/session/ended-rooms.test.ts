import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameModule, isTableGame } from "@/lib/games/registry";
import { planUndo } from "@/lib/session/replay";
import type { SessionActor } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import { twoTeamClueSetup } from "../support/clue-room";
import { propertySettings } from "../support/property";
import { Room, tableRoomSetup } from "../support/table-room";

/**
 * [ENDED] No guessing the room's shape: once a table's game or the whole room has ended, every
 * command (a team's move that was legal a moment before, the moderator's game command, a room
 * command) is refused with a sentence and changes nothing, for every game and any number of
 * tables. Only undo reopens.
 */
const MOD: SessionActor = { role: "moderator" };
const meta = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC234", version: 1 };
const OPTIONS: Record<string, Record<string, unknown>> = { "play-the-ranks": { level: 3 }, "combo3-game4": { version: "PTR1" } };

async function startedRoom(game: string, tables: number, seed: number): Promise<Room> {
  const module = gameModule(game)!;
  if (!isTableGame(module)) {
    const room = new Room(twoTeamClueSetup(seed));
    room.join(2);
    room.do({ role: "player", playerId: "p1" }, { type: "chooseTeam", teamId: "t1" });
    room.do({ role: "player", playerId: "p2" }, { type: "chooseTeam", teamId: "t2" });
    room.do(MOD, { type: "startGame" });
    return room;
  }
  const room = new Room(await tableRoomSetup({ game, ...OPTIONS[game] }, seed));
  room.join(tables * 2);
  room.do(MOD, { type: "seatTables", tables });
  room.do(MOD, { type: "startGame" });
  return room;
}

/** Every team's moves as its phone would send them (the platform's legal actions, for every game). */
function teamMoves(room: Room, teamId: string): Record<string, unknown>[] {
  const view = sessionView(room.state, meta, { type: "team", teamId }) as { actions: { allowed: unknown[] } };
  return (view.actions.allowed as Record<string, unknown>[]).slice(0, 4);
}

function commandsToTry(room: Room): [SessionActor, Record<string, unknown>][] {
  const tries: [SessionActor, Record<string, unknown>][] = [];
  for (const team of room.state.teams) {
    const seat = room.state.seats.find((s) => s.teamId === team.id);
    if (!seat) continue;
    const student: SessionActor = { role: "player", playerId: seat.id };
    for (const move of teamMoves(room, team.id)) tries.push([student, move]);
    tries.push([student, { type: "renamePlayer", playerId: seat.id, name: "Someone Else" }]);
    tries.push([student, { type: "chooseTeam", teamId: room.state.teams.find((t) => t.id !== team.id)?.id ?? team.id }]);
  }
  const table = room.state.tables[0]!.id;
  const other = room.state.seats[0]!;
  tries.push(
    [MOD, { type: "pauseTable", table }],
    [MOD, { type: "resumeTable", table }],
    [MOD, { type: "endTable", table }],
    [MOD, { type: "lockJoining", locked: true }],
    [MOD, { type: "renamePlayer", playerId: other.id, name: "Renamed" }],
    [MOD, { type: "movePlayer", playerId: other.id, teamId: room.state.teams.at(-1)!.id }],
    [MOD, { type: "removePlayer", playerId: other.id }],
    [MOD, { type: "seatTables" }],
  );
  return tries;
}

describe("[ENDED] after the end nothing changes a room but undo", () => {
  it("[ENDED-1] every game, one to three tables, ended by endTable at every table or by endGame: every command is refused with a sentence and changes nothing; undo reopens", async () => {
    const cases = GAME_IDS.flatMap((game) =>
      (isTableGame(gameModule(game)!) ? [1, 2, 3] : [1]).flatMap((tables) =>
        (["endTable", "endGame"] as const).map((how) => ({ game, tables, how })),
      ),
    );
    for (const { game, tables, how } of cases) {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), async (seed) => {
          const room = await startedRoom(game, tables, seed);
          const tries = commandsToTry(room);
          if (how === "endGame") room.do(MOD, { type: "endGame" });
          else for (const table of room.state.tables) room.do(MOD, { type: "endTable", table: table.id });
          expect(room.state.status, `${game} ${tables} ${how}`).toBe(how === "endGame" ? "ended" : "finished");
          const before = JSON.stringify(room.state);
          for (const [actor, command] of tries) {
            const failure = room.try(actor, command);
            expect(failure, `${game}, ${tables} table(s), after ${how}: ${JSON.stringify(command)} was accepted`).not.toBeNull();
            expect(failure!.message.length).toBeGreaterThan(10);
            expect(JSON.stringify(room.state)).toBe(before);
          }
          // Undo goes through the server's replay (the command path's planUndo), as a teacher's Undo does.
          const undone = planUndo(room.setup, room.log);
          expect(undone.ok).toBe(true);
          if (undone.ok) expect(undone.state.status).toBe("playing");
        }),
        propertySettings("ENDED-1", 3, 6),
      );
    }
  }, 120_000);
});
