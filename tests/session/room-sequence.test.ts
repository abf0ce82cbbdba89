import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameModule } from "@/lib/games/registry";
import { gameExportCsv, gameExportJson } from "@/lib/server/game-export";
import { replay } from "@/lib/session/replay";
import { roomReport } from "@/lib/session/report";
import { roomGame } from "@/lib/session/room-games";
import { NEXT_GAME_ONCE_OVER } from "@/lib/session/room-sequence";
import { decodeRoom, encodeSetup, encodeSnapshot } from "@/lib/session/snapshot";
import type { SessionActor, SessionSetup, SessionState } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";
import { clueRoomSetup } from "../support/clue-room";
import { Room as TableRoom, tableRoomSetup } from "../support/table-room";

/**
 * [ROOM-SEQ] A room outlives one game: the same class (code, people, teams, tables) plays one game
 * after another, of any registered kind, through the real session reducer and the real modules.
 */
const MOD: SessionActor = { role: "moderator" };
const OPTIONS: Record<string, Record<string, unknown>> = { "play-the-ranks": { level: 3 } };
const COLOURS = ["red", "blue", "green", "orange", "purple", "teal"] as const;

/** The command the server makes from the teacher's choice: the module prepares the setup with the seed. */
async function nextGameCommand(game: string, seed = 11): Promise<Record<string, unknown>> {
  const module = gameModule(game);
  if (!module) throw new Error(`no game ${game}`);
  const options = OPTIONS[game] ?? {};
  const prepared = await module.prepare(options, seed, {
    builtInDeck: () => FIXTURE_DECK,
    customDeckCards: () => Promise.resolve({ ok: true, cards: [] }),
  });
  if (!prepared.ok) throw new Error(prepared.message);
  return { type: "nextGame", game, options, seed, gameSetup: prepared.setup };
}

/** A room driven as the command path drives it (the support's), with the moves these tests make. */
class Room extends TableRoom {
  /** A player of the team the room's one table waits on (the clue game's spinner). */
  onTurn(): SessionActor {
    const table = this.state.tables[0]!;
    return this.playerOn(gameModule(this.state.game)!.status(table.engine).waitingOn[0]!);
  }
  /** The room's one table moves on: its team's first allowed move, or the moderator's when it waits on nobody. */
  playOnOneTable(): void {
    const module = gameModule(this.state.game)!;
    const engine = this.state.tables[0]!.engine;
    const teamId = module.status(engine).waitingOn[0];
    const actor: SessionActor = teamId ? this.playerOn(teamId) : MOD;
    const action = module.legalActions(engine, teamId ? { role: "team", teamId } : { role: "moderator" }).find((a) => a.allowed);
    if (!action) throw new Error("nobody can move");
    this.do(actor, action.command as Record<string, unknown>);
  }
  /** One allowed move of a team the table waits on (as its phone would send it), or false when none. */
  playOneMove(tableId: string): boolean {
    const module = gameModule(this.state.game)!;
    const table = this.state.tables.find((t) => t.id === tableId)!;
    if (table.over || table.engine === null) return false;
    for (const teamId of module.status(table.engine).waitingOn) {
      const action = module.legalActions(table.engine, { role: "team", teamId }).find((a) => a.allowed);
      if (action) return this.try(this.playerOn(teamId), action.command as Record<string, unknown>) === null;
    }
    return false;
  }
}

/** A room of `kind` with four teams of two players, started: the clue game's teams named, a class at tables seated at two. */
async function startedRoom(kind: string, teams = 4, seed = 5, perTeam = 2): Promise<Room> {
  const module = gameModule(kind)!;
  const setup =
    module.seating === "whole-class"
      ? clueRoomSetup(
          { teams: Array.from({ length: teams }, (_, i) => ({ name: `Team ${i + 1}`, colour: COLOURS[i]!, players: 0 })), seed },
          seed,
          FIXTURE_DECK,
        )
      : await tableRoomSetup({ game: kind, ...OPTIONS[kind], seed }, seed);
  const room = new Room(setup);
  for (let i = 0; i < teams * perTeam; i++)
    room.do({ role: "guest" }, { type: "joinGame", playerId: `p${i + 1}`, name: `Student ${i + 1}` });
  if (module.seating === "whole-class") {
    room.state.seats.forEach((seat, i) =>
      room.do({ role: "player", playerId: seat.id }, { type: "chooseTeam", teamId: `t${(i % teams) + 1}` }),
    );
  } else room.do(MOD, { type: "seatTables", tables: teams / 2 });
  return room.do(MOD, { type: "startGame" });
}

/** Ends the room's game as a teacher would: every table ended by the moderator, or the whole room. */
function endGame(room: Room): Room {
  return room.do(MOD, { type: "endGame" });
}

describe("[ROOM-SEQ] a room plays one game after another", () => {
  for (const first of GAME_IDS) {
    for (const second of GAME_IDS) {
      it(`[ROOM-SEQ-1] ${first} then ${second}: the same people and teams, no rejoining; the next game starts and takes a move`, async () => {
        const room = endGame(await startedRoom(first));
        const before = room.state;
        room.do(MOD, await nextGameCommand(second));
        const after = room.state;
        expect(after.game).toBe(second);
        expect(after.status).toBe("lobby");
        expect(after.seats).toEqual(before.seats);
        expect(after.teams).toEqual(before.teams);
        expect(after.teamEpochs).toEqual(before.teamEpochs);
        expect(after.played).toEqual([{ game: first, outcome: "ended", winners: [], tables: expect.any(Array) }]);
        const teamIds = before.teams.map((team) => team.id);
        if (gameModule(second)!.seating === "whole-class") expect(after.tables.map((t) => t.teamIds)).toEqual([teamIds]);
        else expect(after.tables.map((t) => t.teamIds)).toEqual([teamIds.slice(0, 2), teamIds.slice(2, 4)]);
        if (gameModule(first)!.seating === "tables" && gameModule(second)!.seating === "tables")
          expect(after.tables.map((t) => t.id)).toEqual(before.tables.map((t) => t.id));
        room.do(MOD, { type: "startGame" });
        expect(room.state.status).toBe("playing");
        const tableId = room.state.tables[0]!.id;
        if (gameModule(second)!.seating === "tables") expect(room.playOneMove(tableId)).toBe(true);
        else room.do(room.onTurn(), { type: "spin" });
      });
    }
  }

  it("[ROOM-SEQ-2] a game still being played, a student, an unknown game or a bad setup are refused with a sentence and change nothing", async () => {
    const room = await startedRoom("play-the-ranks");
    const playing = room.state;
    const failure = room.try(MOD, await nextGameCommand("border-zap"));
    expect(failure).toMatchObject({ code: "rule/game_not_over", message: expect.stringMatching(/finish it or end it first/) });
    expect(room.state).toBe(playing);
    endGame(room);
    const ended = room.state;
    expect(room.try(room.playerOn("t1"), await nextGameCommand("border-zap"))).toMatchObject({ kind: "forbidden" });
    expect(room.try(MOD, { ...(await nextGameCommand("border-zap")), game: "chess" })).toMatchObject({ code: "input/unknown_game" });
    expect(room.try(MOD, { ...(await nextGameCommand("border-zap")), gameSetup: { targetPoints: "lots" } })).toMatchObject({
      code: "input/invalid_setup",
    });
    expect(room.state).toBe(ended);
  });

  it("[ROOM-SEQ-2] teams that cannot sit as the next game needs are refused with what to do: 5 teams at two-team tables, 8 teams at a 6-team game, 4 players a team at 3", async () => {
    const five = endGame(await startedRoom("clue-spin", 5));
    const state = five.state;
    expect(five.try(MOD, await nextGameCommand("play-the-ranks"))).toMatchObject({
      code: "rule/cannot_seat_teams",
      message: expect.stringMatching(/seats 2 teams a table and this room has 5 teams: choose a game for the whole class/),
    });
    expect(five.state).toBe(state);
    const eight = endGame(await startedRoom("border-zap", 8));
    expect(eight.try(MOD, await nextGameCommand("clue-spin"))).toMatchObject({
      code: "rule/cannot_seat_teams",
      message: expect.stringMatching(/takes 2 to 6 teams and this room has 8: choose a game played at tables/),
    });
    const crowded = endGame(await startedRoom("clue-spin", 2, 5, 4));
    expect(crowded.try(MOD, await nextGameCommand("border-zap"))).toMatchObject({
      code: "rule/team_too_big",
      message: expect.stringMatching(/at most 3 players a team and Team 1 has 4: move players/),
    });
  });

  it("[ROOM-SEQ-3] replaying the log rebuilds the room exactly across every change of game (three games, undos included)", async () => {
    const room = endGame(await startedRoom("play-the-ranks"));
    room.do(MOD, await nextGameCommand("clue-spin", 21)).do(MOD, { type: "startGame" });
    room.do(room.onTurn(), { type: "spin" });
    room.do(MOD, { type: "undo" });
    endGame(room)
      .do(MOD, await nextGameCommand("combo3-game4", 33))
      .do(MOD, { type: "startGame" });
    room.playOneMove("T2");
    expect(room.state.played?.map((p) => p.game)).toEqual(["play-the-ranks", "clue-spin"]);
    expect(replay(room.setup, room.log)).toEqual(room.state);
  });

  it("[ROOM-SEQ-4] undo crosses the change of game by replay: the room's undo takes the change back; a table's undo never reaches the game before", async () => {
    const room = await startedRoom("border-zap");
    room.playOneMove("T1");
    endGame(room);
    const finished = room.state;
    room.do(MOD, await nextGameCommand("play-the-ranks"));
    expect(room.try(MOD, { type: "undo", table: "T1" })).toMatchObject({ code: "rule/nothing_to_undo" });
    room.do(MOD, { type: "startGame" });
    room.playOneMove("T1");
    const moved = room.state.tables[0]!.engine;
    room.do(MOD, { type: "undo", table: "T1" });
    expect(room.state.tables[0]!.engine).not.toEqual(moved);
    expect(room.state.game).toBe("play-the-ranks");
    room.do(MOD, { type: "undo" }).do(MOD, { type: "undo" });
    expect(room.state.game).toBe("border-zap");
    expect({ ...room.state, teamEpochs: {} }).toEqual({ ...finished, teamEpochs: {} });
    expect(replay(room.setup, room.log)).toEqual(room.state);
  });

  it("[ROOM-SEQ-5] the room keeps who won each game it played, per table, for 'the previous winner leads'", async () => {
    const room = await startedRoom("border-zap");
    for (let step = 0; step < 5_000 && room.state.status === "playing"; step++) {
      if (!room.playOneMove("T1") && !room.playOneMove("T2")) break;
    }
    expect(room.state.status).toBe("finished");
    const winners = room.state.tables.map((table) => gameModule("border-zap")!.status(table.engine).winners);
    expect(winners.every((w) => w.length === 1)).toBe(true);
    room.do(MOD, await nextGameCommand("combo3-game4"));
    expect(room.state.played).toEqual([
      {
        game: "border-zap",
        outcome: "finished",
        winners: winners.flat(),
        tables: [
          { id: "T1", teamIds: ["t1", "t2"], winners: winners[0] },
          { id: "T2", teamIds: ["t3", "t4"], winners: winners[1] },
        ],
      },
    ]);
  });

  it("[ROOM-SEQ-9] [C3-4.3] Combo 3 after a finished game: at each table the team that won it leads the first trick; after a game the teacher ended, the draw decides", async () => {
    const room = await startedRoom("border-zap");
    for (let step = 0; step < 5_000 && room.state.status === "playing"; step++) {
      if (!room.playOneMove("T1") && !room.playOneMove("T2")) break;
    }
    expect(room.state.status).toBe("finished");
    const winners = room.state.tables.map((table) => gameModule("border-zap")!.status(table.engine).winners);
    room.do(MOD, await nextGameCommand("combo3-game4")).do(MOD, { type: "startGame" });
    for (const [i, table] of room.state.tables.entries()) {
      expect((table.engine as { firstLead: { how: string } }).firstLead.how).toBe("previous-winner");
      expect(room.log.at(-1)!.events).toContainEqual({ type: "firstLeadToPreviousWinner", table: table.id, teamId: winners[i]![0] });
    }
    // The teacher ends this one: the game after it begins with the draw.
    room
      .do(MOD, { type: "endGame" })
      .do(MOD, await nextGameCommand("combo3-game4", 12))
      .do(MOD, { type: "startGame" });
    for (const table of room.state.tables) expect((table.engine as { firstLead: { how: string } }).firstLead.how).toBe("draw");
    // A room begun under the earlier rules replays as it was played: the draw.
    const older = await startedRoom("border-zap");
    older.state = { ...older.state, rulesVersion: 3 };
    for (let step = 0; step < 5_000 && older.state.status === "playing"; step++) {
      if (!older.playOneMove("T1") && !older.playOneMove("T2")) break;
    }
    older.do(MOD, await nextGameCommand("combo3-game4")).do(MOD, { type: "startGame" });
    for (const table of older.state.tables) expect((table.engine as { firstLead: { how: string } }).firstLead.how).toBe("draw");
  });

  it("[ROOM-SEQ-6] a room in its second game is stored and read back whole (the clue game's deck from the room's current setup)", async () => {
    const room = endGame(await startedRoom("play-the-ranks"));
    room.do(MOD, await nextGameCommand("clue-spin")).do(MOD, { type: "startGame" });
    room.do(room.onTurn(), { type: "spin" });
    const stored = encodeSnapshot(room.state);
    expect(stored.length).toBeLessThan(JSON.stringify(room.state).length + 1);
    const { state } = decodeRoom(encodeSetup(room.setup), stored, "test");
    expect(state).toEqual(room.state);
  });

  it("[ROOM-SEQ-7] a past game's export and report are exactly what they were when it ended; the current game's has only its own commands", async () => {
    const room = await startedRoom("clue-spin", 2);
    const cards = (built: ReturnType<typeof roomReport>) => (built.ok ? (built.json as { cards: unknown[] }).cards : []);
    while (cards(roomReport({ setup: room.setup, state: room.state }, room.log)).length < 2) room.playOnOneTable();
    endGame(room);
    const game = (state: SessionState, setup: SessionSetup) => ({ id: "g", code: "ABC234", createdAt: 0, setup, state });
    const atEnd = {
      json: gameExportJson(game(room.state, room.setup), room.log),
      csv: gameExportCsv(game(room.state, room.setup), room.log),
    };
    const reportAtEnd = roomReport({ setup: room.setup, state: room.state }, room.log);
    room.do(MOD, await nextGameCommand("clue-spin", 99)).do(MOD, { type: "startGame" });
    while (cards(roomReport({ setup: room.setup, state: room.state }, room.log)).length < 1) room.playOnOneTable();
    const first = roomGame({ setup: room.setup, state: room.state }, room.log, 1)!;
    expect(gameExportJson(game(first.state, first.setup), first.entries)).toEqual(atEnd.json);
    expect(gameExportCsv(game(first.state, first.setup), first.entries)).toBe(atEnd.csv);
    expect(roomReport({ setup: room.setup, state: first.state }, first.through)).toEqual(reportAtEnd);
    const now = roomGame({ setup: room.setup, state: room.state }, room.log)!;
    expect(now.number).toBe(2);
    expect(now.setup.seed).toBe(99);
    expect(now.entries.slice(0, 2).map((e) => e.command.type)).toEqual(["nextGame", "startGame"]);
    // The first game played two cards, the second one so far: the second game's report tells only its own.
    expect(cards(reportAtEnd)).toHaveLength(2);
    expect(cards(roomReport({ setup: room.setup, state: room.state }, now.through))).toHaveLength(1);
    expect(roomGame({ setup: room.setup, state: room.state }, room.log, 3)).toBeNull();
  });
});

describe("[ROOM-SEQ-UI-2] the console's next-game panel says when a class may move on in the session's own words", () => {
  it("the sentence the panel shows is the one the room refuses a next game with, for every game being played; the panel writes none of its own", async () => {
    for (const kind of GAME_IDS) {
      const room = await startedRoom(kind);
      expect(room.try(MOD, await nextGameCommand(GAME_IDS.find((other) => other !== kind)!))?.message).toBe(NEXT_GAME_ONCE_OVER);
    }
    const shell = readFileSync("app/host/[gameId]/page.tsx", "utf8");
    expect(shell).toMatch(/<NextGameDetails whenAllowed=\{NEXT_GAME_ONCE_OVER\}>/);
    expect(shell).toContain('import { NEXT_GAME_ONCE_OVER } from "@/lib/session/room-sequence";');
    const panel = readFileSync("app/host/next-game-details.tsx", "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(panel).not.toMatch(/\b(over|ended|finish(ed)?|first)\b/i);
    expect(panel).toContain("{whenAllowed}");
  });
});
