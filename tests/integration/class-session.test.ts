import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { nextInt, seedRng, type RngState } from "@/lib/games/clue-spin/engine/rng";
import { MAX_EVENT_BYTES } from "@/lib/shared/channels";
import { mergeTablesPatch, type AllTablesView } from "@/lib/shared/view-patch";
import { deviceAddress, request } from "../soak/support/http";
import {
  call,
  channelFor,
  command,
  commandAtHumanPace,
  connectLive,
  credential,
  join,
  view,
  type GameHandle,
  type LiveClient,
} from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * A class session on the real server: phones join with the code, the teacher seats the class at
 * tables and starts, and every table plays its own match through the one command path, heard over
 * real pusher-js sockets. The phones choose among the moves their own views offer (seeded), as
 * students pressing buttons would.
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

async function createSession(body: Record<string, unknown>): Promise<GameHandle> {
  const result = await call(server.baseUrl, "POST", "/api/games", body);
  if (result.status !== 201) throw new Error(`create failed: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json as GameHandle;
}

/** Joins `count` phones, seats the class and starts every table. */
async function seatedClass(game: GameHandle, count: number, tables?: number): Promise<Phone[]> {
  const joined = [];
  for (let i = 0; i < count; i++) joined.push(await join(server.baseUrl, game.code, `Student ${i + 1}`));
  const seated = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
    type: "seatTables",
    ...(tables ? { tables } : {}),
  });
  expect(seated.status, JSON.stringify(seated.json)).toBe(200);
  const started = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const phones: Phone[] = [];
  for (const player of joined) {
    const own = await view(server.baseUrl, game.gameId, "player", player.token);
    phones.push({ playerId: player.playerId, token: player.token, teamId: own.teamId, table: own.table, channel: own.teamChannel });
  }
  return phones;
}

/** Every card object in a view: a card face (its ranks) or a whole card (its statehood). */
function cardsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) cardsIn(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.code === "string" && ("ranks" in record || "statehood" in record)) found.add(record.code);
    for (const item of Object.values(record)) cardsIn(item, found);
  }
  return found;
}

/** What a team holds hidden at one version: its hand and its face-down lead. */
type Hidden = Map<string, Set<string>>;

describe("[CLASS] a class session on the real server", () => {
  it("[CLASS-1] a table of 2 × 3 phones plays Play the Ranks to 15 points; no frame to the board or a phone ever shows a hidden card", async () => {
    const game = await createSession({ game: "play-the-ranks", level: 3, seed: 2024 });
    const phones = await seatedClass(game, 6);
    expect(new Set(phones.map((p) => p.table))).toEqual(new Set(["T1"]));
    const teams = [...new Set(phones.map((p) => p.teamId))].sort();
    expect(teams).toEqual(["t1", "t2"]);
    for (const teamId of teams) expect(phones.filter((p) => p.teamId === teamId)).toHaveLength(3);

    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const ears: LiveClient[] = await Promise.all(
      phones.map((phone) => connectLive(server.baseUrl, [phone.channel], { as: "player", token: phone.token })),
    );

    const hiddenAt = new Map<number, Hidden>();
    let random: RngState = seedRng(15);
    let moves = 0;
    let racesWon = 0;
    for (let step = 0; step < 1500; step++) {
      const views = await Promise.all(
        teams.map((teamId) => view(server.baseUrl, game.gameId, "player", phones.find((p) => p.teamId === teamId)!.token)),
      );
      const [first, second] = views;
      if (first.version === second.version) {
        const hidden: Hidden = new Map();
        for (const v of views)
          hidden.set(
            v.teamId,
            new Set([
              ...(v.game.own.hand as { code: string }[]).map((c) => c.code),
              ...(v.game.own.ownLead ? [v.game.own.ownLead.code as string] : []),
            ]),
          );
        hiddenAt.set(first.version, hidden);
      }
      if (views.every((v) => v.tables[0].over)) break;
      const mover = views.find((v) => v.actions.allowed.length > 0);
      if (!mover) throw new Error(`nobody can move at step ${step}: ${JSON.stringify(views[0].game.table.step)}`);
      const allowed = mover.actions.allowed as Record<string, unknown>[];
      const [pick, nextRandom] = nextInt(random, 0, allowed.length - 1);
      random = nextRandom;
      const move = allowed[pick]!;
      const mates = phones.filter((p) => p.teamId === mover.teamId);
      if (step % 10 === 0) {
        // Two teammates press the same button at once: one press acts, the other is told it was decided.
        const [a, b] = await Promise.all(
          mates
            .slice(0, 2)
            .map((mate) => commandAtHumanPace(server.baseUrl, game.gameId, "player", mate.token, move, { baseVersion: mover.version })),
        );
        expect([a!.status, b!.status].sort()).toEqual([200, 409]);
        racesWon++;
      } else {
        const result = await commandAtHumanPace(server.baseUrl, game.gameId, "player", mates[step % mates.length]!.token, move, {
          baseVersion: mover.version,
        });
        expect(result.status, JSON.stringify(result.json)).toBe(200);
      }
      moves++;
    }
    const final = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(final.status).toBe("finished");
    const match = final.tableViews[0].game;
    expect(Math.max(...match.teams.map((t: { points: number }) => t.points))).toBeGreaterThanOrEqual(15);
    expect(match.winnerId).toMatch(/^t[12]$/);
    expect(moves).toBeGreaterThan(50);
    expect(racesWon).toBeGreaterThan(3);

    await board.waitForVersion(final.version, 20_000);
    for (const ear of ears) await ear.waitForVersion(final.version, 20_000);
    let checked = 0;
    const audit = (name: string, client: LiveClient, teamId: string | null) => {
      expect(client.received.length).toBeGreaterThan(20);
      for (const frame of client.received) {
        const hidden = hiddenAt.get(frame.version);
        if (!hidden || !frame.view) continue;
        const seen = cardsIn(frame.view);
        for (const [holder, cards] of hidden) {
          if (holder === teamId) continue;
          for (const card of cards)
            expect(seen.has(card), `${name} saw ${holder}'s hidden card ${card} at version ${frame.version}`).toBe(false);
        }
        checked++;
      }
      const raw = client.frames.join("\n");
      for (const other of teams.filter((t) => t !== teamId)) expect(raw).not.toContain(`\\"teamId\\":\\"${other}\\",\\"own\\"`);
      if (teamId === null) expect(raw).not.toContain('\\"own\\"');
    };
    audit("board", board, null);
    phones.forEach((phone, i) => audit(`phone ${i + 1} (${phone.teamId})`, ears[i]!, phone.teamId));
    expect(checked).toBeGreaterThan(200);
    [board, ...ears].forEach((client) => client.disconnect());
  }, 240_000);

  it("[CLASS-2] two tables play at once; a move at one table sends the other table's phones nothing; pause and undo act on one table", async () => {
    const game = await createSession({ game: "border-zap", seed: 5 });
    const phones = await seatedClass(game, 4, 2);
    expect(new Set(phones.map((p) => p.table))).toEqual(new Set(["T1", "T2"]));
    const atT2 = phones.find((p) => p.table === "T2")!;
    const ear = await connectLive(server.baseUrl, [atT2.channel], { as: "player", token: atT2.token });
    const t1Phones = phones.filter((p) => p.table === "T1");

    const moveAt = async (phone: Phone) => {
      const own = await view(server.baseUrl, game.gameId, "player", phone.token);
      const move = (own.actions.allowed as Record<string, unknown>[])[0];
      if (!move) return null;
      const result = await command(server.baseUrl, game.gameId, "player", phone.token, move, { baseVersion: own.version });
      expect(result.status, JSON.stringify(result.json)).toBe(200);
      return result.json.version as number;
    };
    const before = await view(server.baseUrl, game.gameId, "player", atT2.token);
    let version: number | null = null;
    for (const phone of t1Phones) version = (await moveAt(phone)) ?? version;
    expect(version).not.toBeNull();
    const afterT1 = await view(server.baseUrl, game.gameId, "player", atT2.token);
    expect({ ...afterT1, version: 0 }).toEqual({ ...before, version: 0 });
    // A move at T2 after them: events leave in the room's commit order, so once the T2 phone hears
    // it, it would have heard T1's moves before it. It heard only its own table's.
    const t2Other = phones.find((p) => p.table === "T2" && p.teamId !== atT2.teamId)!;
    const t2Version = await moveAt(t2Other);
    expect(t2Version).not.toBeNull();
    await ear.waitForVersion(t2Version!);
    expect(ear.received.filter((frame) => frame.version > before.version).map((frame) => frame.version)).toEqual([t2Version]);

    // Pause T1: its phones are refused and offered nothing; T2 plays on.
    expect((await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "pauseTable", table: "T1" })).status).toBe(
      200,
    );
    const paused = await view(server.baseUrl, game.gameId, "player", t1Phones[0]!.token);
    expect(paused.paused).toBe(true);
    expect(paused.actions.allowed).toEqual([]);
    expect(await moveAt(atT2)).not.toBeNull();
    const refused = await command(server.baseUrl, game.gameId, "player", t1Phones[0]!.token, { type: "trade", card: "NY" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("rule/paused");
    expect(
      (await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "resumeTable", table: "T1" })).status,
    ).toBe(200);

    // Undo at T1 takes back T1's last move, not T2's later one.
    const t2Before = (await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).tableViews[1].game;
    expect((await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "undo", table: "T1" })).status).toBe(200);
    const afterUndo = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(afterUndo.tableViews[1].game).toEqual(t2Before);
    const log = await call(server.baseUrl, "GET", `/api/games/${game.gameId}/log`, undefined, {
      authorization: `Bearer ${game.moderatorToken}`,
    });
    expect(log.status).toBe(200);
    const lines = log.json.lines as { table: string | null; undone: boolean; sentences: string[] }[];
    expect(lines.some((line) => line.table === "T1" && line.undone)).toBe(true);
    expect(lines.some((line) => line.table === "T2" && !line.undone && line.sentences.length > 0)).toBe(true);
    ear.disconnect();
  }, 120_000);

  it("[CLASS-3] Combo 3's count of five is closed by the server's own timer: a team that did not answer is not GeoPlunging", async () => {
    const game = await createSession({ game: "combo3-game4", seed: 3, geoPlungeSeconds: 3 });
    const phones = await seatedClass(game, 2);
    const [a, b] = phones;
    let opened = null as null | { deadline: number };
    for (let step = 0; step < 40 && !opened; step++) {
      for (const phone of [a!, b!]) {
        const own = await view(server.baseUrl, game.gameId, "player", phone.token);
        if (own.game.geoPlungeWindow) {
          opened = { deadline: own.game.geoPlungeWindow.deadline };
          break;
        }
        const move = (own.actions.allowed as Record<string, unknown>[]).find(
          (m) => m.type !== "geoPlunge" && m.type !== "declineGeoPlunge",
        );
        if (move) await commandAtHumanPace(server.baseUrl, game.gameId, "player", phone.token, move, { baseVersion: own.version });
      }
    }
    expect(opened).not.toBeNull();
    const yes = await command(server.baseUrl, game.gameId, "player", a!.token, { type: "geoPlunge" });
    expect(yes.status, JSON.stringify(yes.json)).toBe(200);
    // Nobody presses anything more: the server closes the count when it ends.
    const started = Date.now();
    let closed = false;
    while (Date.now() - started < 10_000 && !closed) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const log = await call(server.baseUrl, "GET", `/api/games/${game.gameId}/log`, undefined, {
        authorization: `Bearer ${game.moderatorToken}`,
      });
      closed = (log.json.lines as { sentences: string[] }[]).some((line) => line.sentences.some((s) => s.startsWith("Five! GeoPlunging:")));
    }
    expect(closed).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(opened!.deadline);
    const after = await view(server.baseUrl, game.gameId, "player", b!.token);
    expect(after.game.geoPlungeWindow).toBeNull();
  }, 60_000);

  it("[CLASS-4] moves at six tables at once, each broadcast after its game's turn is released: the board and console hear every version once, in order; a phone hears exactly its own table's, in order", async () => {
    const game = await createSession({ game: "play-the-ranks", level: 3, seed: 11 });
    const phones = await seatedClass(game, 12, 6);
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const console_ = await connectLive(server.baseUrl, [channelFor.moderator(game.gameId)], {
      as: "moderator",
      token: game.moderatorToken,
    });
    const ears = await Promise.all(
      phones.map((phone) => connectLive(server.baseUrl, [phone.channel], { as: "player", token: phone.token })),
    );
    const from = (await view(server.baseUrl, game.gameId, "board")).version as number;
    const atStart = await Promise.all(phones.map((phone) => view(server.baseUrl, game.gameId, "player", phone.token)));
    expect(atStart.map((v) => v.version)).toEqual(phones.map(() => from));
    let last = from;
    const versionsAt = new Map<string, number[]>();
    for (let round = 0; round < 5; round++) {
      // One team at every table presses at the same moment.
      const offered = await Promise.all(
        phones.map(async (phone) => {
          const own = await view(server.baseUrl, game.gameId, "player", phone.token);
          const move = (own.actions.allowed as Record<string, unknown>[])[0];
          return move ? { phone, move, baseVersion: own.version as number } : null;
        }),
      );
      const moves = [...new Map(offered.flatMap((m) => (m ? [[m.phone.table, m] as const] : []))).values()];
      const replies = await Promise.all(
        moves.map((m) => command(server.baseUrl, game.gameId, "player", m.phone.token, m.move, { baseVersion: m.baseVersion })),
      );
      expect(replies).toHaveLength(6);
      for (const reply of replies) expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      moves.forEach((m, i) =>
        versionsAt.set(m.phone.table, [...(versionsAt.get(m.phone.table) ?? []), replies[i]!.json.version as number]),
      );
      last = Math.max(last, ...replies.map((reply) => reply.json.version as number));
    }
    expect(last - from).toBeGreaterThanOrEqual(30);
    const everyVersion = Array.from({ length: last - from }, (_, i) => from + 1 + i);
    for (const [name, ear] of [
      ["board", board],
      ["console", console_],
    ] as const) {
      await ear.waitForVersion(last);
      expect(
        ear.received.map((frame) => frame.version).filter((version) => version > from),
        name,
      ).toEqual(everyVersion);
    }
    for (const [i, ear] of ears.entries()) {
      const own = [...(versionsAt.get(phones[i]!.table) ?? [])].sort((a, b) => a - b);
      await ear.waitForVersion(own.at(-1)!);
      expect(
        ear.received.map((frame) => frame.version).filter((version) => version > from),
        `phone ${i + 1} at ${phones[i]!.table}`,
      ).toEqual(own);
    }
    // What each phone holds from its events alone (a view, or "unchanged": keep the one held) is its view now.
    let checked = 0;
    for (const [i, ear] of ears.entries()) {
      const frames = ear.received.filter((frame) => frame.version > from);
      // A version-only event (a view over the event limit) makes a phone fetch: nothing to check from events alone.
      if (frames.some((frame) => frame.view === undefined && !frame.unchanged)) continue;
      const held = frames.reduce<unknown>((last, frame) => frame.view ?? last, atStart[i]);
      const now = await view(server.baseUrl, game.gameId, "player", phones[i]!.token);
      expect({ ...(held as object), version: 0 }, `phone ${i + 1}`).toEqual({ ...now, version: 0 });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    for (const ear of [board, console_, ...ears]) ear.disconnect();
  }, 120_000);

  it("[CLASS-5] at 30 tables a move sends the board and console a patch under the event limit with only its table's detail; merging the events gives exactly the fetched view", async () => {
    const game = await createSession({ game: "play-the-ranks", level: 3, seed: 31 });
    // 180 students, each from a phone of its own (as on a classroom network: the seat cap is per device).
    const joined: { playerId: string; token: string }[] = [];
    for (let i = 0; i < 180; i++) {
      const token = credential();
      const reply = await request(server.baseUrl, "POST", "/api/join", {
        from: deviceAddress(i),
        body: { code: game.code, name: `Student ${i + 1}`, credential: token, clientId: randomUUID() },
      });
      expect(reply.status, reply.text).toBe(200);
      joined.push({ playerId: (JSON.parse(reply.text) as { playerId: string }).playerId, token });
    }
    for (const setup of [{ type: "seatTables" }, { type: "startGame" }]) {
      const reply = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, setup);
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    }
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const console_ = await connectLive(server.baseUrl, [channelFor.moderator(game.gameId)], {
      as: "moderator",
      token: game.moderatorToken,
    });
    const screens = [
      { name: "board", ear: board, fetch: () => view(server.baseUrl, game.gameId, "board") },
      { name: "console", ear: console_, fetch: () => view(server.baseUrl, game.gameId, "moderator", game.moderatorToken) },
    ];
    const held: AllTablesView[] = [];
    for (const screen of screens) held.push(await screen.fetch());
    expect(held[0]!.tables).toHaveLength(30);
    const from = held[0]!.version;
    expect(held[1]!.version).toBe(from);

    // Seeded random play: a move at a random table by a random team that has one, from its phone's view.
    let random: RngState = seedRng(1905);
    const draw = (min: number, max: number) => {
      const [value, next] = nextInt(random, min, max);
      random = next;
      return value;
    };
    const movedAt = new Map<number, string>();
    const play = async (moves: number): Promise<number> => {
      let last = -1;
      for (let step = 0; step < moves; step++) {
        const player = joined[draw(0, joined.length - 1)]!;
        const own = await view(server.baseUrl, game.gameId, "player", player.token);
        const allowed = own.actions.allowed as Record<string, unknown>[];
        if (allowed.length === 0) continue;
        const reply = await command(server.baseUrl, game.gameId, "player", player.token, allowed[draw(0, allowed.length - 1)]!, {
          baseVersion: own.version,
        });
        expect(reply.status, JSON.stringify(reply.json)).toBe(200);
        last = reply.json.version as number;
        movedAt.set(last, own.table as string);
      }
      return last;
    };
    /** What each screen holds after taking in its events from `after` to `until` as use-live-view does. */
    const takeIn = async (after: number, until: number) => {
      for (const [i, screen] of screens.entries()) {
        await screen.ear.waitForVersion(until);
        const events = screen.ear.received.filter((frame) => frame.version > after && frame.version <= until);
        expect(
          events.map((frame) => frame.version),
          screen.name,
        ).toEqual(Array.from({ length: until - after }, (_, k) => after + 1 + k));
        for (const event of events) {
          expect(event.bytes, `${screen.name} v${event.version}`).toBeLessThanOrEqual(MAX_EVENT_BYTES);
          if (!event.patch) {
            // Only the version (a change too big for one event, like the whole roster at 30 tables): the screen fetches.
            expect(movedAt.has(event.version), `${screen.name} v${event.version}: a move's event is a patch`).toBe(false);
            expect(event.view).toBeUndefined();
            held[i] = await screen.fetch();
            continue;
          }
          const table = movedAt.get(event.version);
          if (table) {
            expect(
              event.patch.tableViews.map((entry: { table: string }) => entry.table),
              `${screen.name} v${event.version}`,
            ).toEqual([table]);
            expect(Object.keys(event.patch.changed), `${screen.name} v${event.version}: no roster in a move's event`).toEqual([]);
          }
          const merged = mergeTablesPatch(held[i]!, event.patch, event.version);
          expect(merged, `${screen.name} v${event.version} merges`).not.toBeNull();
          held[i] = merged!;
        }
        expect(held[i], `${screen.name}: merged events = a fresh fetch`).toEqual(await screen.fetch());
      }
    };

    const firstHalf = await play(30);
    await takeIn(from, firstHalf);
    // A roster change in the middle of play: its event carries the roster (or, too big for one event, only the version).
    const renamed = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
      type: "renamePlayer",
      playerId: joined[7]!.playerId,
      name: "Renamed Student",
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    await takeIn(firstHalf, renamed.json.version as number);
    const secondHalf = await play(30);
    await takeIn(renamed.json.version as number, secondHalf);
    expect(movedAt.size).toBeGreaterThanOrEqual(40);
    expect(new Set(movedAt.values()).size).toBeGreaterThanOrEqual(10);
    for (const ear of [board, console_]) ear.disconnect();
  }, 240_000);
});
