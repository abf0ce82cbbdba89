import { describe, expect, it } from "vitest";
import { lateJoinerAdvice, STUCK_AFTER_MS, tableWarnings, type TableOversight } from "@/app/games/_tables/console/oversight";
import type { TablesConsoleView } from "@/app/games/_tables/views";
import { playTheRanksTable } from "@/app/games/play-the-ranks/table-parts";
import { playTheRanks } from "@/lib/games/play-the-ranks";
import type { SessionActor } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import { Room, tableRoomSetup } from "../support/table-room";

/** The console's oversight of each table's line, on real moderator views of a real class session (no server, no clock). */
const MODERATOR: SessionActor = { role: "moderator" };
const MOST_A_TEAM = playTheRanks.teams.playersPerTeam.max;
const STARTED_AT = 1_800_000_000_000;

async function classOf(players: number, tables: number): Promise<Room> {
  const room = new Room(await tableRoomSetup({ game: "play-the-ranks", level: 3 }, 11));
  room.join(players);
  room.do(MODERATOR, { type: "seatTables", tables });
  room.do(MODERATOR, { type: "startGame" });
  return room;
}

/** The console's view with every table last changed at `changedAt` (the server's stored move time). */
function consoleView(room: Room, changedAt = STARTED_AT): TablesConsoleView {
  const tableTimes = Object.fromEntries(room.state.tables.map((table) => [table.id, changedAt]));
  return sessionView(
    room.state,
    { gameId: "g", code: "ABCDEF", version: room.log.length, tableTimes },
    { type: "moderator" },
  ) as TablesConsoleView;
}

function oversightOf(view: TablesConsoleView, table: string, extra: Partial<TableOversight> = {}): TableOversight {
  const line = view.tables.find((candidate) => candidate.id === table)!;
  const game = view.tableViews.find((entry) => entry.table === table)!.game!;
  const everyone = new Set(view.teams.flatMap((team) => team.players.map((player) => player.id)));
  return {
    table: line,
    teams: view.teams,
    waitingOn: playTheRanksTable.summary(game).waiting.teamIds,
    online: everyone,
    maxPerTeam: MOST_A_TEAM,
    now: STARTED_AT,
    ...extra,
  };
}

const kinds = (oversight: TableOversight) => tableWarnings(oversight).map((warning) => warning.kind);

describe("[TABLES-OVERSIGHT] what a table's line in the console warns about", () => {
  it("[TABLES-OVERSIGHT-1] the console's view carries when each table last changed (the server's time), and only the console's", async () => {
    const room = await classOf(8, 2);
    const view = consoleView(room, STARTED_AT + 5);
    expect(view.tables.map((table) => table.changedAt)).toEqual([STARTED_AT + 5, STARTED_AT + 5]);
    const board = sessionView(room.state, { gameId: "g", code: "ABCDEF", version: 1, tableTimes: { T1: 1 } }, { type: "board" });
    expect(board.tables.every((table) => table.changedAt === undefined)).toBe(true);
    const team = sessionView(
      room.state,
      { gameId: "g", code: "ABCDEF", version: 1, tableTimes: { T1: 1 } },
      { type: "team", teamId: "t1" },
    );
    expect(team.tables.every((table) => table.changedAt === undefined)).toBe(true);
  });

  it("[TABLES-OVERSIGHT-2] a table waiting on a team with no accepted command for more than a minute is stuck, with the minutes, until it moves or is paused", async () => {
    const room = await classOf(4, 1);
    const view = consoleView(room);
    const waiting = oversightOf(view, "T1");
    expect(waiting.waitingOn.length).toBeGreaterThan(0);
    expect(kinds({ ...waiting, now: STARTED_AT + STUCK_AFTER_MS - 1 })).toEqual([]);
    const stuck = tableWarnings({ ...waiting, now: STARTED_AT + 2 * 60_000 + 5_000 });
    expect(stuck).toEqual([expect.objectContaining({ kind: "stuck", tone: "alert" })]);
    const waitedOn = view.teams.filter((team) => waiting.waitingOn.includes(team.id)).map((team) => team.name);
    expect(stuck[0]!.text).toContain(`Waiting on ${waitedOn.join(" and ")} for 2 min`);
    // A paused table waits because the teacher said so; an ended one waits on nobody.
    expect(kinds({ ...waiting, table: { ...waiting.table, paused: true }, now: STARTED_AT + 10 * 60_000 })).toEqual([]);
    expect(kinds({ ...waiting, table: { ...waiting.table, over: true }, now: STARTED_AT + 10 * 60_000 })).toEqual([]);
  });

  it("[TABLES-OVERSIGHT-3] removing a team's last student leaves the table warning that the team has no players, and what to do", async () => {
    const room = await classOf(4, 1);
    const t2 = room.state.seats.filter((seat) => seat.teamId === "t2").map((seat) => seat.id);
    for (const playerId of t2) room.do(MODERATOR, { type: "removePlayer", playerId });
    const view = consoleView(room);
    const warnings = tableWarnings(oversightOf(view, "T1"));
    const name = view.teams.find((team) => team.id === "t2")!.name;
    expect(warnings[0]).toEqual({
      kind: "empty-team",
      tone: "alert",
      text: `${name} has no players: seat someone on it (Teams and players, below), or end this table.`,
    });
  });

  it("[TABLES-OVERSIGHT-4] offline phones show on their table's line; a waited-on team with no phone connected is an alert", async () => {
    const room = await classOf(4, 1);
    const view = consoleView(room);
    const base = oversightOf(view, "T1");
    const waited = view.teams.find((team) => team.id === base.waitingOn[0])!;
    const other = view.teams.find((team) => team.id !== waited.id)!;
    const away = other.players[0]!;
    const someOffline = tableWarnings({ ...base, online: new Set([...base.online!].filter((id) => id !== away.id)) });
    expect(someOffline).toEqual([{ kind: "offline", tone: "note", text: `Offline: ${away.name} (${other.name}).` }]);
    const waitedGone = tableWarnings({
      ...base,
      online: new Set([...base.online!].filter((id) => !waited.players.some((player) => player.id === id))),
    });
    expect(waitedGone[0]).toMatchObject({ kind: "offline", tone: "alert" });
    expect(waitedGone[0]!.text).toContain(`No phone of ${waited.name} is connected`);
    // Before the console knows who is connected, it says nothing rather than calling everyone offline.
    expect(kinds({ ...base, online: null })).toEqual([]);
  });

  it("[TABLES-OVERSIGHT-5] a late joiner placed on a full team is never silent: the line says the team is over its size, and where there is room", async () => {
    const room = await classOf(12, 2);
    room.join(1, "late");
    const fullBefore = consoleView(room);
    expect(fullBefore.teams.every((team) => team.players.length === MOST_A_TEAM)).toBe(true);
    expect(lateJoinerAdvice(fullBefore.teams, MOST_A_TEAM)).toEqual({
      tone: "alert",
      text: `Every team has ${MOST_A_TEAM} players, the most a team may have: a student you place now makes a team of ${MOST_A_TEAM + 1}, sharing that team's hand.`,
    });
    room.do(MODERATOR, { type: "movePlayer", playerId: "late1", teamId: "t1" });
    const crowded = tableWarnings(oversightOf(consoleView(room), "T1"));
    const t1 = consoleView(room).teams.find((team) => team.id === "t1")!;
    expect(crowded).toEqual([
      {
        kind: "crowded",
        tone: "note",
        text: `${t1.name} has 4 players, more than the 3 a team may have, because every team was full: they share the team's hand.`,
      },
    ]);
    // With room elsewhere, the advice names it.
    const leaver = room.state.seats.find((seat) => seat.teamId === "t4")!;
    room.do(MODERATOR, { type: "removePlayer", playerId: leaver.id });
    const t4 = consoleView(room).teams.find((team) => team.id === "t4")!;
    expect(tableWarnings(oversightOf(consoleView(room), "T1"))[0]!.text).toContain(`move one to a team with room (${t4.name}, 2 of 3)`);
    expect(lateJoinerAdvice(consoleView(room).teams, MOST_A_TEAM).text).toBe(`Teams with room: ${t4.name} (2 of 3).`);
  });
});
