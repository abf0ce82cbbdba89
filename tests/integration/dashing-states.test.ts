import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapCardDrawings } from "@/lib/content/map-cards";
import { compareForRace, type RaceKind } from "@/lib/games/dashing-states/race";
import { stateOf } from "@/lib/games/trick-kit/cards";
import { call, channelFor, command, connectLive, join, view, type GameHandle } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [DS-CLASS] Dashing States on the real server: a class of 8 at two tables plays every race to the
 * end through the one command path, the server's own timers turning the cards and closing the
 * judging window. The test's phones know a card only by its drawing, as a student does: they name it
 * by matching the drawing against the Map cards (what docs/security.md says a phone with developer
 * tools can do), then sort, shout and answer each member's own cards on that member's phone.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const codeOfPath = new Map([...mapCardDrawings()].map(([code, drawing]) => [drawing.path, code]));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

const ok = (result: { status: number; json: unknown }) => expect(result.status, JSON.stringify(result.json)).toBe(200);

describe("[DS-CLASS] Dashing States, a class of 8 at two tables, on the real server", () => {
  it("[DS-CLASS-1] both tables play to the end: sorting from two phones at once is never refused as stale, shouts are judged by the server's timer, each member answers their own cards", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", {
      game: "dashing-states",
      seed: 22,
      geoPlungeSeconds: 3,
      revealSeconds: 3,
    });
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
    const membersOf = (teamId: string) => phones.filter((p) => p.teamId === teamId);
    const gameOf = async (phone: Phone) => (await view(server.baseUrl, game.gameId, "player", phone.token)).game;

    // GeoPlunging: the first team of each table stands up; the second says nothing (the server's count closes it).
    for (const table of tables)
      ok(await command(server.baseUrl, game.gameId, "player", membersOf(teamsAt(table)[0]!)[0]!.token, { type: "geoPlunge" }));

    /** Plays one race at a table: `winner` sorts right and identifies; the other team moves cards meanwhile. */
    const playRace = async (table: string, winnerTeam: string, number: number) => {
      const [first, second] = membersOf(winnerTeam);
      const loserTeam = teamsAt(table).find((id) => id !== winnerTeam)!;
      const racing = await until(`race ${number} at ${table}`, async () => {
        const seen = await gameOf(first!);
        return seen.phase === "racing" && seen.race.number === number ? seen : null;
      });
      const kind = racing.race.kind as RaceKind;
      const cards = racing.own.cards as { id: string; face: { path: string } }[];
      const named = cards.map((card) => ({ id: card.id, code: codeOfPath.get(card.face.path) ?? "" }));
      expect(named.every((card) => card.code !== "")).toBe(true);
      const sorted = [...named].sort((a, b) => compareForRace(kind, a.code, b.code));
      const otherCards = (await gameOf(membersOf(loserTeam)[0]!)).own.cards as { id: string }[];
      // Two teammates sort at once while the other team moves its cards: no move is refused as stale.
      const moves = sorted.slice(0, 6).map((card, slot) =>
        command(server.baseUrl, game.gameId, "player", (slot % 2 ? second : first)!.token, {
          type: "arrange",
          card: card.id,
          to: { slot },
        }),
      );
      const noise = otherCards
        .slice(0, 3)
        .map((card, slot) =>
          command(server.baseUrl, game.gameId, "player", membersOf(loserTeam)[0]!.token, { type: "arrange", card: card.id, to: { slot } }),
        );
      for (const result of await Promise.all([...moves, ...noise])) ok(result);
      ok(await command(server.baseUrl, game.gameId, "player", first!.token, { type: "arrange", card: sorted[6]!.id, to: "faceDown" }));
      // Before the shout the board holds none of the team's cards.
      const boardView = JSON.stringify(await view(server.baseUrl, game.gameId, "board"));
      for (const card of named) expect(boardView).not.toContain(card.id);
      ok(await command(server.baseUrl, game.gameId, "player", second!.token, { type: "shout", pressedAt: Date.now() }));
      const identifying = await until(`the judging window at ${table}`, async () => {
        const seen = await gameOf(first!);
        return seen.phase === "identifying" ? seen : null;
      });
      const mine = identifying.race.identifying.find((entry: { teamId: string }) => entry.teamId === winnerTeam);
      for (const answerer of mine.answerers as { playerId: string; cardIds: string[] }[]) {
        const phone = phones.find((p) => p.playerId === answerer.playerId)!;
        for (const id of answerer.cardIds) {
          const code = named.find((card) => card.id === id)!.code;
          const state = stateOf(code);
          ok(
            await command(server.baseUrl, game.gameId, "player", phone.token, {
              type: "answer",
              card: id,
              name: state.name.toLowerCase(),
              detail: kind === "statehood" ? `${state.statehood.rank}` : state.capital,
            }),
          );
        }
      }
      const judged = await gameOf(first!);
      expect(judged.race.result.winnerId).toBe(winnerTeam);
      expect(judged.race.judged[0].cards.map((card: { code: string }) => card.code)).toEqual(sorted.slice(0, 6).map((card) => card.code));
    };

    // T1: its first team wins races 1 and 2 (the Bonus Points). T2: 1–1, then race 3.
    const [t1a] = teamsAt("T1") as [string, string];
    const [t2a, t2b] = teamsAt("T2") as [string, string];
    await Promise.all([playRace("T1", t1a, 1), playRace("T2", t2a, 1)]);
    for (const table of tables)
      ok(
        await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
          type: "atTable",
          table,
          command: { type: "nextRace" },
        }),
      );
    await Promise.all([playRace("T1", t1a, 2), playRace("T2", t2b, 2)]);
    ok(
      await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
        type: "atTable",
        table: "T2",
        command: { type: "nextRace" },
      }),
    );
    await playRace("T2", t2b, 3);

    const final = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    const scores = (table: string) =>
      final.tableViews.find((entry: { table: string }) => entry.table === table).game.teams.map((team: { points: number }) => team.points);
    // T1: 10 + 10 Bonus Points + 10 for one team GeoPlunging; T2: 10 + 10.
    expect(scores("T1")).toEqual([30, 0]);
    expect(scores("T2")).toEqual([0, 20]);
    expect(final.tables.every((entry: { over: boolean }) => entry.over)).toBe(true);
    // The board heard the shout order and never a card's name before its row was judged.
    expect(board.frames.some((frame) => frame.includes("first;") || frame.includes(" before "))).toBe(true);
    board.disconnect();
  }, 120_000);
});
