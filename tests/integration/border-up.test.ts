import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { borders, judgeGroup } from "@/lib/games/border-up/borders";
import { call, channelFor, command, connectLive, join, view, type GameHandle, type LiveClient } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * Border-Up on the real server: a class of 8 phones at 2 tables, the count of five, the server's own
 * timers turning the cards at "GeoPlunge!" and closing the judging window, teammates building groups
 * from two phones (moves sent without the table version, as the phone sends them) while the other
 * team moves too, a press-stamped shout, and the board showing the judged groups. Real sockets.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

interface Phone {
  playerId: string;
  token: string;
  teamId: string;
  table: string;
  channel: string;
}

const moderatorCommand = (game: GameHandle, cmd: Record<string, unknown>) =>
  command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, cmd);
const phoneCommand = (game: GameHandle, phone: Phone, cmd: Record<string, unknown>) =>
  command(server.baseUrl, game.gameId, "player", phone.token, cmd);

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A trio of these cards that some order makes a winning group, in its winning order. */
function winningGroups(cards: string[], wanted: number): string[][] {
  const groups: string[][] = [];
  const free = new Set(cards);
  for (const middle of cards) {
    if (groups.length === wanted) break;
    if (!free.has(middle)) continue;
    const ends = cards.filter((card) => card !== middle && free.has(card) && borders(middle, card));
    for (let i = 0; i < ends.length && groups.length < wanted; i++)
      for (let j = i + 1; j < ends.length; j++) {
        const trio: [string, string, string] = [ends[i]!, middle, ends[j]!];
        if (judgeGroup(trio).right) {
          groups.push(trio);
          trio.forEach((card) => free.delete(card));
          break;
        }
      }
  }
  return groups;
}

/** Every string in a view (not the border states printed on a team's own cards, which name other states). */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (key !== "borderStates") strings(item, into);
  return into;
}

describe("[BU-CLASS] Border-Up on the real server", () => {
  it("[BU-CLASS-1] 2 tables race to the end: cards turn in one broadcast for both teams, teammates build groups together, the shout is judged on the board", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", { game: "border-up", geoPlungeSeconds: 3, seed: 2222 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const game = created.json as GameHandle;
    const joined = [];
    for (let i = 0; i < 8; i++) joined.push(await join(server.baseUrl, game.code, `Student ${i + 1}`));
    expect((await moderatorCommand(game, { type: "seatTables", tables: 2 })).status).toBe(200);
    expect((await moderatorCommand(game, { type: "startGame" })).status).toBe(200);
    const phones: Phone[] = [];
    for (const player of joined) {
      const own = await view(server.baseUrl, game.gameId, "player", player.token);
      phones.push({ playerId: player.playerId, token: player.token, teamId: own.teamId, table: own.table, channel: own.teamChannel });
    }
    const teamIds = [...new Set(phones.map((phone) => phone.teamId))].sort();
    expect(teamIds).toEqual(["t1", "t2", "t3", "t4"]);
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const live = new Map<string, LiveClient>();
    for (const teamId of teamIds) {
      const phone = phones.find((candidate) => candidate.teamId === teamId)!;
      live.set(teamId, await connectLive(server.baseUrl, [phone.channel], { as: "player", token: phone.token }));
    }

    // The count of five: one table answers, the other lets the count run out (the server's timer closes it).
    const first = (teamId: string) => phones.find((phone) => phone.teamId === teamId)!;
    const tableOf = (teamId: string) => first(teamId).table;
    const t1Table = tableOf("t1");
    const [a, b] = teamIds.filter((teamId) => tableOf(teamId) === t1Table) as [string, string];
    expect((await phoneCommand(game, first(a), { type: "standUp" })).status).toBe(200);
    expect((await phoneCommand(game, first(b), { type: "staySeated" })).status).toBe(200);

    // "Ready, Set…": no view holds a card until the server's timer turns them, for both tables.
    const racing = async (phone: Phone) => {
      const seen = await view(server.baseUrl, game.gameId, "player", phone.token);
      return seen.game?.stage === "racing" ? seen : null;
    };
    const views = new Map<string, any>();
    for (const teamId of teamIds) views.set(teamId, await until(`${teamId} racing`, () => racing(first(teamId))));
    // Each team's socket hears the reveal (a team's channel hears only its own table's changes).
    for (const [teamId, client] of live)
      await until(`${teamId} heard its cards`, () => Promise.resolve(client.received.some((event) => event.view?.game?.own) ? true : null));
    for (const teamId of teamIds) {
      const received = live.get(teamId)!.received.filter((event) => event.view?.game);
      const firstWithCards = received.find((event) => event.view.game.own !== null);
      expect(firstWithCards, teamId).toBeDefined();
      // Before it, this team's frames held no card of its own.
      const hand: string[] = views.get(teamId).game.own.cards.map((card: { code: string }) => card.code);
      for (const event of received.filter((e) => e.version < firstWithCards!.version))
        expect(hand.filter((code) => strings(event.view).has(code))).toEqual([]);
      views.get(teamId).firstVersion = firstWithCards!.version;
    }
    // BU-3.2: both teams at a table got their cards at the same version: one broadcast.
    expect(views.get(a).firstVersion).toBe(views.get(b).firstVersion);

    // At each table both teams build at once, from two phones of team `x`, without the table version.
    const results = new Map<string, any>();
    for (const [x, y] of [[a, b], teamIds.filter((teamId) => tableOf(teamId) !== t1Table) as [string, string]] as const) {
      const cards: string[] = views.get(x).game.own.cards.map((card: { code: string }) => card.code);
      const groups = winningGroups(cards, 2);
      expect(groups.length, `seed gives ${x} two groups`).toBe(2);
      const [p1, p2] = phones.filter((phone) => phone.teamId === x);
      const other = first(y);
      const otherCards: string[] = views.get(y).game.own.cards.map((card: { code: string }) => card.code);
      let index = 0;
      for (const [g, group] of groups.entries())
        for (const [slot, card] of group.entries()) {
          const by = index++ % 2 === 0 ? p1! : (p2 ?? p1!);
          const moved = await phoneCommand(game, by, { type: "place", card, group: g, slot });
          expect(moved.status, JSON.stringify(moved.json)).toBe(200);
          // The other team moves meanwhile: its moves never make this team's "already decided".
          expect((await phoneCommand(game, other, { type: "place", card: otherCards[index]!, group: 2, slot: index % 3 })).status).toBe(
            200,
          );
        }
      // Both teammates' phones show the same arrangement.
      const seen1 = await view(server.baseUrl, game.gameId, "player", p1!.token);
      const seen2 = await view(server.baseUrl, game.gameId, "player", (p2 ?? p1!).token);
      expect(seen1.game.own.groups.slice(0, 2)).toEqual(groups);
      expect(seen2.game.own.groups).toEqual(seen1.game.own.groups);
      // The board and the other team see none of it.
      // (Each table deals its own deck: the other table's judged groups may name the same states.)
      const boardNow = (await view(server.baseUrl, game.gameId, "board")).tableViews.find(
        (entry: { table: string }) => entry.table === tableOf(x),
      );
      const otherNow = await view(server.baseUrl, game.gameId, "player", other.token);
      expect(cards.filter((code) => strings(boardNow).has(code) || strings(otherNow).has(code))).toEqual([]);

      const shout = await phoneCommand(game, p2 ?? p1!, { type: "geoPlunge", pressedAt: Date.now() - 30 });
      expect(shout.status, JSON.stringify(shout.json)).toBe(200);
      const over = await until(`${x}'s table judged`, async () => {
        const seen = await view(server.baseUrl, game.gameId, "board");
        const table = seen.tableViews.find((entry: { table: string }) => entry.table === tableOf(x));
        return table?.game?.result ? table.game : null;
      });
      results.set(x, over);
      expect(over.result).toMatchObject({ winnerId: x, how: "first-right", bonus: false });
      expect(over.result.judged[0].groups.map((group: { cards: { code: string }[] }) => group.cards.map((card) => card.code))).toEqual(
        groups,
      );
      expect(over.result.order).toMatch(/first; .* did not shout within 1\.00 s/);
    }
    // GeoPlunging at the first table: one team stood up, so the winner there has 20.
    expect(results.get(a).result.points).toEqual(a === "t1" ? [20, 0] : [0, 20]);
    const finished = await until("the room finished", async () => {
      const seen = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
      return seen.status === "finished" ? seen : null;
    });
    expect(finished.tables.every((table: { over: boolean }) => table.over)).toBe(true);
    // The board's frames never held a dealt card before its table was judged.
    const allHands = new Set([...views.values()].flatMap((seen) => seen.game.own.cards.map((card: { code: string }) => card.code)));
    for (const event of board.received.filter((e) => e.view)) {
      for (const table of event.view.tableViews ?? []) {
        if (table.game?.result) continue;
        expect([...allHands].filter((code) => strings(table.game).has(code))).toEqual([]);
      }
    }
    for (const client of [board, ...live.values()]) client.disconnect();
  }, 90_000);
});
