import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardName } from "@/lib/games/trick-kit/cards";
import { call, channelFor, command, connectLive, join, view, type GameHandle } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [SIQ-CLASS] State IQ on the real server: a class of 8 at two tables plays to the end through the
 * one command path (the server's timer closes the count of five at T2), each table its own draw,
 * hidden cards, Power card and Clue cards. The test reads a table's hidden cards from each team's
 * own phone (only its team sees its card) to guess right when the plan says so, and checks that no
 * other phone and not the board ever holds a card before its round ends.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (result: { status: number; json: unknown }) => expect(result.status, JSON.stringify(result.json)).toBe(200);

interface Phone {
  playerId: string;
  token: string;
  teamId: string;
  table: string;
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(150);
  }
}

describe("[SIQ-CLASS] State IQ, a class of 8 at two tables, on the real server", () => {
  it("[SIQ-CLASS-1] both tables play to the end; a hidden card reaches its own team's phones only until its round ends", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", { game: "state-iq", seed: 23, geoPlungeSeconds: 3 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const game = created.json as GameHandle;
    const joined = [];
    for (let i = 0; i < 8; i++) joined.push(await join(server.baseUrl, game.code, `Student ${i + 1}`));
    ok(await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "seatTables", tables: 2 }));
    ok(await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" }));
    const phones: Phone[] = [];
    for (const player of joined) {
      const own = await view(server.baseUrl, game.gameId, "player", player.token);
      phones.push({ playerId: player.playerId, token: player.token, teamId: own.teamId, table: own.table });
    }
    const tables = [...new Set(phones.map((phone) => phone.table))].sort();
    expect(tables).toEqual(["T1", "T2"]);
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const teamsAt = (table: string) => [...new Set(phones.filter((p) => p.table === table).map((p) => p.teamId))].sort();
    const phoneOf = (teamId: string, index = 0) => phones.filter((p) => p.teamId === teamId)[index]!;
    const seen = async (teamId: string, index = 0) => view(server.baseUrl, game.gameId, "player", phoneOf(teamId, index).token);

    // Each team's own card, from its own phone; the other team's phones and the board never hold it.
    const hidden = new Map<string, string>();
    for (const table of tables)
      for (const teamId of teamsAt(table)) hidden.set(teamId, ((await seen(teamId, 1)).game.own as { code: string }).code);
    const secretsKept = async (table: string) => {
      const boardView = await view(server.baseUrl, game.gameId, "board");
      const tableView = boardView.tableViews.find((entry: { table: string }) => entry.table === table).game;
      for (const teamId of teamsAt(table)) {
        const other = teamsAt(table).find((id) => id !== teamId)!;
        const guessedAlready = tableView.rounds.some(
          (round: { holderId: string; result: unknown }) => round.holderId === teamId && round.result !== null,
        );
        if (guessedAlready) continue;
        const code = hidden.get(teamId)!;
        const drawn = tableView.draw.cards.map((card: { name: string }) => card.name);
        if (drawn.includes(cardName(code))) continue;
        for (const text of [JSON.stringify(tableView), JSON.stringify(await seen(other))]) {
          expect(text).not.toContain(`"${code}"`);
          expect(text).not.toContain(`"${cardName(code)}"`);
        }
      }
    };

    // The count of five: T1's first team stands up, its second sits; at T2 nobody answers (the server's timer closes it).
    const [t1a, t1b] = teamsAt("T1") as [string, string];
    ok(await command(server.baseUrl, game.gameId, "player", phoneOf(t1a).token, { type: "geoPlunge" }));
    ok(await command(server.baseUrl, game.gameId, "player", phoneOf(t1b).token, { type: "declineGeoPlunge" }));
    await until("the server's count of five at T2", async () =>
      (await seen(teamsAt("T2")[0]!)).game.phase === "geoplunge-window" ? null : true,
    );

    /** Plays one guess at a table: the clue chosen by whoever the engine waits on, then the guess. */
    const playGuess = async (table: string, right: boolean) => {
      for (;;) {
        const [teamId] = teamsAt(table);
        const current = (await seen(teamId!)).game;
        const turn = current.turn as { guesserId: string; holderId: string; waiting: { teamIds: string[] } } | null;
        if (!turn) throw new Error(`no guess is played at ${table}`);
        const actingTeam = turn.waiting.teamIds[0]!;
        const acting = await seen(actingTeam, 1);
        const move = (acting.actions.allowed as { type: string }[])[0];
        if (!move) throw new Error(`nothing to do for ${actingTeam}`);
        if (move.type === "guess") {
          const target = hidden.get(turn.holderId)!;
          await secretsKept(table);
          ok(
            await command(server.baseUrl, game.gameId, "player", phoneOf(actingTeam, 1).token, {
              type: "guess",
              state: right ? target.toLowerCase() : "Not a state",
            }),
          );
          return;
        }
        ok(await command(server.baseUrl, game.gameId, "player", phoneOf(actingTeam).token, move));
      }
    };

    // T1: the first guessing team is right at once (the Bonus Points); the other is wrong on its one guess.
    await playGuess("T1", true);
    await playGuess("T1", false);
    // T2: the first team misses three times; the second is right on its second guess.
    for (const right of [false, false, false, false, true]) await playGuess("T2", right);

    const final = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const gameAt = (table: string) => final.tableViews.find((entry: { table: string }) => entry.table === table).game;
    const firstAt = (table: string) => gameAt(table).draw.firstTeamId as string;
    const points = (table: string) =>
      Object.fromEntries(gameAt(table).teams.map((team: { id: string; points: number }) => [team.id, team.points]));
    // T1: 10 for the win + 10 Bonus Points + 10 if the winner's table had one team GeoPlunging.
    expect(points("T1")[firstAt("T1")]).toBe(30);
    const secondAtT2 = teamsAt("T2").find((id) => id !== firstAt("T2"))!;
    expect(points("T2")[secondAtT2]).toBe(10);
    expect(final.tables.every((entry: { over: boolean }) => entry.over)).toBe(true);
    for (const table of tables)
      for (const round of gameAt(table).rounds as { holderId: string; revealed: { code: string } }[])
        expect(round.revealed.code).toBe(hidden.get(round.holderId));
    expect(board.frames.some((frame) => frame.includes("state-iq"))).toBe(true);
    board.disconnect();
  }, 120_000);
});
