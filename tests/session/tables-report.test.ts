import { describe, expect, it } from "vitest";
import { gameModule } from "@/lib/games/registry";
import { cardName } from "@/lib/games/trick-kit/cards";
import { spreadsheetCsv } from "@/lib/server/game-export";
import { tablesReport, type GameResults, type TablesReport } from "@/lib/session/tables-report";
import { tablesReportCsv } from "@/lib/session/tables-report-csv";
import type { SessionActor } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";
import { clueRoomSetup } from "../support/clue-room";
import { Room, tableRoomSetup } from "../support/table-room";

/**
 * [RESULTS] A class session's results, from seeded random play of each card game through the real
 * session reducer and the real modules: the totals add up (tricks per battle, battles per game,
 * points to the engine's scores), every student appears once, and the tricks say why they were won.
 */
const MOD: SessionActor = { role: "moderator" };
const OPTIONS: Record<string, Record<string, unknown>> = {
  "play-the-ranks": { level: 3, targetPoints: 6 },
  "border-zap": { targetPoints: 6 },
  "combo3-game4": {},
};
const TRICKS_PER_BATTLE: Record<string, number> = { "play-the-ranks": 8, "border-zap": 6 };

/** A small seeded generator: the same seed plays the same game. */
function generator(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

/** One random allowed move somewhere in the room (a team's, or the moderator's wake-up of a clocked rule); false when no table can move. */
function randomMove(room: Room, pick: (n: number) => number): boolean {
  const module = gameModule(room.state.game)!;
  const open = room.state.tables.filter((table) => !table.over && table.engine !== null);
  if (open.length === 0) return false;
  const table = open[pick(open.length)]!;
  const status = module.status(table.engine);
  if (status.waitingOn.length === 0) {
    if (!status.wake) return false;
    room.now = Math.max(room.now, status.wake.at);
    room.do(MOD, { type: "atTable", table: table.id, command: status.wake.command });
    return true;
  }
  const teamId = status.waitingOn[pick(status.waitingOn.length)]!;
  const allowed = module.legalActions(table.engine, { role: "team", teamId }).filter((action) => action.allowed);
  const action = allowed[pick(allowed.length)]!;
  const failure = room.try(room.playerOn(teamId), action.command as Record<string, unknown>);
  if (failure) {
    // The room's clock runs on with every table's moves: Combo 3's count of five may be over by now.
    if (!status.wake) throw new Error(`${failure.code} ${failure.message}`);
    room.now = Math.max(room.now, status.wake.at);
    room.do(MOD, { type: "atTable", table: table.id, command: status.wake.command });
  }
  return true;
}

function playRandomly(room: Room, seed: number, moves = Infinity): void {
  const pick = generator(seed);
  for (let i = 0; i < moves && randomMove(room, pick); i++);
}

async function startedRoom(game: string, students: number, seed: number): Promise<Room> {
  const room = new Room(await tableRoomSetup({ game, ...OPTIONS[game], seed }, seed));
  room.join(students);
  room.do(MOD, { type: "seatTables" });
  return room.do(MOD, { type: "startGame" });
}

function report(room: Room): TablesReport {
  const built = tablesReport({ setup: room.setup, state: room.state }, room.log);
  if (!built.ok) throw new Error(built.reason);
  return built.report;
}

/** The checks every game's results pass, against the engine's own state. */
function expectTotalsAddUp(room: Room, game: GameResults, engines: ReadonlyMap<string, unknown>): void {
  const module = gameModule(game.game)!;
  for (const table of game.tables) {
    const engine = engines.get(table.id);
    const status = module.status(engine);
    const finished = table.battles.filter((battle) => battle.winnerId !== null);
    for (const battle of table.battles) {
      const won = battle.teams.reduce((sum, team) => sum + team.tricksWon, 0);
      expect(won, `table ${table.id} battle ${battle.number}: tricks per team add up to its tricks`).toBe(battle.tricks.length);
      expect(battle.tricks.map((trick) => trick.number)).toEqual(battle.tricks.map((_, i) => i + 1));
      const most = TRICKS_PER_BATTLE[game.game] ?? 8;
      expect(battle.tricks.length).toBeLessThanOrEqual(most);
      if (battle.winnerId !== null) {
        const winner = battle.teams.find((team) => team.teamId === battle.winnerId)!;
        const loser = battle.teams.find((team) => team.teamId !== battle.winnerId)!;
        // More tricks, or a tie won on the last trick, or (Play the Ranks) the other team's unplayed Power cards.
        if (winner.tricksWon < loser.tricksWon) expect(battle.how).toMatch(/Power cards/);
        if (winner.tricksWon === loser.tricksWon && !/Power cards/.test(battle.how ?? ""))
          expect(battle.tricks.at(-1)?.winnerId).toBe(battle.winnerId);
        expect(battle.how).toBeTruthy();
      }
      for (const trick of battle.tricks) {
        expect(trick.explanation.length).toBeGreaterThan(10);
        expect(trick.explanation, "the explanation names the card that took the trick").toContain(trick.card);
        expect(table.teams.map((team) => team.teamId)).toContain(trick.winnerId);
      }
    }
    // The winning cards are the engine's: the last battle's tricks are still in its state.
    expect(table.battles.at(-1)?.tricks.map((trick) => trick.card)).toEqual(winningCardsInPlay(engine));
    // Battles per game: the engine's own record of finished battles.
    const history = (engine as { history?: unknown[] }).history;
    if (history) expect(finished).toHaveLength(history.length);
    else expect(table.battles).toHaveLength(1);
    for (const team of table.teams) {
      expect(team.points, "points are the engine's score").toBe(status.scores.find((s) => s.teamId === team.teamId)?.points);
      expect(team.tricksWon).toBe(
        table.battles.reduce((sum, b) => sum + (b.teams.find((t) => t.teamId === team.teamId)?.tricksWon ?? 0), 0),
      );
      expect(team.battlesWon).toBe(finished.filter((battle) => battle.winnerId === team.teamId).length);
      const fromBattles = table.battles.reduce((sum, b) => sum + (b.teams.find((t) => t.teamId === team.teamId)?.points ?? 0), 0);
      expect(team.points, "points are the battles' points and the teacher's corrections").toBe(fromBattles + team.adjustments);
      expect(team.winner).toBe(status.winners.includes(team.teamId));
    }
    expect(table.status).toBe(status.over ? "finished" : room.state.tables.find((t) => t.id === table.id)?.over ? "ended" : "playing");
  }
}

type EngineTrick =
  | { lead: { side: number; card: string }; follow: { card: string }; outcome: { winner: number } }
  | { leadSide: number; lead: string; follow: string; winner: number };

/** The state names of the cards that took the current battle's tricks, read from the engine's own record. */
function winningCardsInPlay(engine: unknown): string[] {
  const phase = (engine as { phase: { battle?: { tricks: EngineTrick[] }; play?: { battle: { tricks: EngineTrick[] } } } }).phase;
  const tricks = phase.battle?.tricks ?? phase.play?.battle.tricks ?? [];
  return tricks.map((trick) => {
    const code =
      "outcome" in trick
        ? trick.outcome.winner === trick.lead.side
          ? trick.lead.card
          : trick.follow.card
        : trick.winner === trick.leadSide
          ? trick.lead
          : trick.follow;
    return cardName(code);
  });
}

function expectEveryStudentOnce(room: Room, students: TablesReport["students"]): void {
  expect(students.map((s) => s.playerId).sort()).toEqual(room.state.seats.map((s) => s.id).sort());
}

describe("[RESULTS] a class session's results from seeded random play", () => {
  for (const game of ["play-the-ranks", "border-zap", "combo3-game4"]) {
    for (const seed of [3, 17]) {
      it(`[RESULTS-1] ${game} (seed ${seed}): tricks per battle, battles per game and points add up at every table; every student once`, async () => {
        const room = await startedRoom(game, 14, seed);
        // Halfway: the unfinished games count what was played so far.
        playRandomly(room, seed, game === "combo3-game4" ? 30 : 120);
        const halfway = report(room);
        const engines = () => new Map(room.state.tables.map((table) => [table.id, table.engine]));
        expect(halfway.games).toHaveLength(1);
        expectTotalsAddUp(room, halfway.games[0]!, engines());
        expect(halfway.games[0]!.tables.some((table) => table.status === "playing")).toBe(true);
        expect(halfway.games[0]!.tables.flatMap((t) => t.battles.flatMap((b) => b.tricks)).length).toBeGreaterThan(0);

        playRandomly(room, seed + 1);
        const done = report(room).games[0]!;
        expect(done.tables).toHaveLength(3);
        expect(done.tables.every((table) => table.status === "finished")).toBe(true);
        expect(done.status).toBe("finished");
        expectTotalsAddUp(room, done, engines());
        for (const table of done.tables) {
          expect(table.teams[0]!.winner && table.teams[0]!.place === 1).toBe(true);
          expect(table.summary).toBeTruthy();
        }
        expectEveryStudentOnce(room, report(room).students);
        // A student's line is their team's.
        for (const student of done.students) {
          const team = done.teams.find((t) => t.teamId === student.teamId)!;
          expect([student.points, student.battlesWon, student.tricksWon]).toEqual([team.points, team.battlesWon, team.tricksWon]);
          expect(team.students).toContain(student.name);
        }
        const tricks = done.tables.flatMap((t) => t.battles.flatMap((b) => b.tricks)).length;
        expect(done.winningStates.reduce((sum, s) => sum + s.tricks, 0)).toBe(tricks);
      });
    }
  }

  it("[RESULTS-2] an undone trick is not counted: the report replays only the commands still in effect", async () => {
    const room = await startedRoom("play-the-ranks", 4, 5);
    const pick = generator(5);
    const tricks = () => report(room).games[0]!.tables[0]!.battles.flatMap((b) => b.tricks);
    while (tricks().length < 3) randomMove(room, pick);
    const third = tricks()[2]!;
    // The teacher takes back the table's last command: the trick it finished is gone from the report.
    room.do(MOD, { type: "undo", table: "T1" });
    expect(tricks()).toHaveLength(2);
    expect(report(room).games[0]!.tables[0]!.teams.reduce((sum, team) => sum + team.tricksWon, 0)).toBe(2);
    while (tricks().length < 3) randomMove(room, pick);
    expect(tricks()[2]!.number).toBe(third.number);
  });

  it("[RESULTS-3] across the room's games: each game's results, and a team's and student's totals add them up", async () => {
    const room = await startedRoom("play-the-ranks", 8, 9);
    playRandomly(room, 9);
    for (const [next, seed] of [
      ["border-zap", 21],
      ["combo3-game4", 33],
    ] as const) {
      const module = gameModule(next)!;
      const prepared = await module.prepare(OPTIONS[next], seed, {
        builtInDeck: () => FIXTURE_DECK,
        customDeckCards: () => Promise.resolve({ ok: true, cards: [] }),
      });
      if (!prepared.ok) throw new Error(prepared.message);
      room.do(MOD, { type: "nextGame", game: next, options: OPTIONS[next], seed, gameSetup: prepared.setup });
      room.do(MOD, { type: "startGame" });
      playRandomly(room, seed, next === "combo3-game4" ? 10 : Infinity);
    }
    const all = report(room);
    expect(all.games.map((g) => [g.number, g.game, g.status])).toEqual([
      [1, "play-the-ranks", "finished"],
      [2, "border-zap", "finished"],
      [3, "combo3-game4", "playing"],
    ]);
    for (const team of all.teams) {
      const lines = all.games.map((g) => g.teams.find((t) => t.teamId === team.teamId)!);
      expect(team.points).toBe(lines.reduce((sum, line) => sum + line.points, 0));
      expect(team.tricksWon).toBe(lines.reduce((sum, line) => sum + line.tricksWon, 0));
      expect(team.battlesWon).toBe(lines.reduce((sum, line) => sum + line.battlesWon, 0));
      expect(team.gamesWon).toBe(lines.reduce((sum, line) => sum + line.gamesWon, 0));
    }
    expectEveryStudentOnce(room, all.students);
    for (const student of all.students) {
      const team = all.teams.find((t) => t.teamId === student.teamId)!;
      expect([student.points, student.gamesWon]).toEqual([team.points, team.gamesWon]);
    }
    // A past game reads as it ended: the first game's results are the same after two more games.
    const firstAlone = tablesReport(
      { setup: room.setup, state: room.state },
      room.log.slice(
        0,
        room.log.findIndex((entry) => entry.command.type === "nextGame"),
      ),
    );
    expect(firstAlone.ok && firstAlone.report.games[0]!.tables).toEqual(all.games[0]!.tables);
    const csv = tablesReportCsv(all);
    expect(new Set(csv["teams.csv"]!.slice(1).map((row) => row[0]))).toEqual(new Set(["1", "2", "3"]));
    expect(csv["students.csv"]![0]).toContain("Games won");
  });

  it("[RESULTS-4] a room whose games have no card results (the clue game) has no such report; one not started says so", async () => {
    const clue = new Room(
      clueRoomSetup(
        {
          teams: [
            { name: "Red", colour: "red", players: 0 },
            { name: "Blue", colour: "blue", players: 0 },
          ],
          seed: 2,
        },
        2,
        FIXTURE_DECK,
      ),
    );
    expect(tablesReport({ setup: clue.setup, state: clue.state }, clue.log)).toEqual({ ok: false, reason: "no_results" });
    const lobby = new Room(await tableRoomSetup({ game: "border-zap", seed: 4 }, 4));
    lobby.join(4);
    lobby.do(MOD, { type: "seatTables" });
    expect(tablesReport({ setup: lobby.setup, state: lobby.state }, lobby.log)).toEqual({ ok: false, reason: "not_started" });
  });
});

describe("[RESULTS-CSV] the downloads", () => {
  it("[RESULTS-CSV-1] numbers are numbers (a negative correction too), text that looks like a formula is kept text", async () => {
    const room = await startedRoom("border-zap", 4, 8);
    const pick = generator(8);
    // Bounded: a game may end before a given team scores, so the correction goes to whichever team has 2 points first.
    const scorer = () =>
      gameModule("border-zap")!
        .status(room.state.tables[0]!.engine)
        .scores.find((s) => s.points >= 2)?.teamId;
    while (scorer() === undefined && randomMove(room, pick));
    const teamId = scorer();
    expect(teamId, "a team has 2 points").toBeDefined();
    room.do(MOD, { type: "atTable", table: "T1", command: { type: "adjustScore", teamId, amount: -2, reason: "=SUM(A1)" } });
    const built = report(room);
    expect(built.games[0]!.tables[0]!.teams.find((t) => t.teamId === teamId)!.adjustments).toBe(-2);
    const files = tablesReportCsv(built);
    expect(Object.keys(files).sort()).toEqual(["battles.csv", "students.csv", "teams.csv", "tricks.csv"]);
    const teams = spreadsheetCsv(files["teams.csv"]!);
    const corrected = teams.split("\r\n").find((line) => line.includes(teamId === "t1" ? "Table 1 Red" : "Table 1 Blue"))!;
    expect(corrected).toMatch(/,-2,/);
    expect(corrected).not.toContain("'-2");
    // A student named like a formula stays text.
    room.do({ role: "guest" }, { type: "joinGame", playerId: "evil", name: "=cmd" });
    const students = spreadsheetCsv(tablesReportCsv(report(room))["students.csv"]!);
    expect(students).toContain("'=cmd");
  });
});
