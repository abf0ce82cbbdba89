import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeGroup, type Trio } from "@/lib/games/border-up/borders";
import { SAME_TIME_MARGIN_MS } from "@/lib/games/combo3-kit/fair-shouts";
import { measureRound, serverNowFrom, type ClockPing, type ClockSample } from "@/lib/client/press-clock";
import { PRESS_SLACK_MS } from "@/lib/server/press-stamps";
import { bearer, call, command, createGame, join, view, type GameHandle } from "./clients";
import { startDelayingProxy, type DelayingProxy } from "./delaying-proxy";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [FAIR-PRESS] Fair shouts end to end, on the real server. Two phones, one per team of a Border-Up
 * table: the slow one's every request and answer held by a delaying proxy (a round trip 700 ms
 * longer), the other direct. Each measures its press clock with the phones' own code
 * (lib/client/press-clock.ts), then they shout: the order is the order of the presses, not of the
 * arrivals, and a stamp claimed earlier than the server measured is clamped.
 *
 * [FAIR-CLOCK] The phones' clock route on the real server (server.ts serving it directly, behind
 * the door): the server's time, and a signed echo with which the server measures each device's round
 * trip itself. A bad or foreign echo measures nothing and is no error; a phone not in the game gets
 * the time only; each player's pings are limited.
 */
let server: ServerProcess;
let game: GameHandle;
beforeAll(async () => {
  server = await startServer();
  await fetch(`${server.baseUrl}/api/health`);
  game = await createGame(server.baseUrl, { seed: 5 });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

interface Ping {
  status: number;
  json: { serverTime?: number; echo?: string; roundTripMs?: number | null; error?: { code: string; message: string } };
  retryAfter: string | null;
  servedBy: string | null;
}

async function ping(token: string | null, body: unknown = {}, path = `/api/games/${game.gameId}/clock?as=player`): Promise<Ping> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Ping["json"],
    retryAfter: response.headers.get("retry-after"),
    servedBy: /route;desc=(\w+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("[FAIR-CLOCK] the clock route", () => {
  it("[FAIR-CLOCK-1] answers the server's time and an echo; the echo sent back measures the device's round trip", async () => {
    const ada = await join(server.baseUrl, game.code, "Ada");
    const before = Date.now();
    const first = await ping(ada.token);
    const after = Date.now();
    expect(first.status).toBe(200);
    expect(first.servedBy).toBe("direct");
    // The test and the server share this machine's clock.
    expect(first.json.serverTime).toBeGreaterThanOrEqual(before);
    expect(first.json.serverTime).toBeLessThanOrEqual(after);
    expect(first.json.echo).toMatch(/\S/);
    expect(first.json.roundTripMs).toBeNull();
    // The phone holds the echo 150 ms before sending it back: the server counts that time as its round trip.
    await sleep(150);
    const heldFrom = Date.now();
    const second = await ping(ada.token, { echo: first.json.echo });
    const heldFor = Date.now() - (first.json.serverTime ?? 0);
    expect(second.status).toBe(200);
    expect(second.json.roundTripMs).toBeGreaterThanOrEqual(heldFrom - (first.json.serverTime ?? 0) - 1);
    expect(second.json.roundTripMs).toBeLessThanOrEqual(heldFor);
    // At once, as the phone does: a round trip of a few ms on this machine.
    const third = await ping(ada.token, { echo: second.json.echo });
    expect(third.json.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(third.json.roundTripMs).toBeLessThan(100);
  });

  it("[FAIR-CLOCK-2] a bad or foreign echo measures nothing and is no error", async () => {
    const bo = await join(server.baseUrl, game.code, "Bo");
    const cy = await join(server.baseUrl, game.code, "Cy");
    const bos = await ping(bo.token);
    const [issued] = (bos.json.echo ?? "").split(".");
    for (const echo of [bos.json.echo, `${issued}.${"A".repeat(22)}`, "nonsense", 42, null, { echo: bos.json.echo }]) {
      const reply = await ping(cy.token, { echo });
      expect(reply.status, JSON.stringify(echo)).toBe(200);
      expect(reply.json.roundTripMs, JSON.stringify(echo)).toBeNull();
      expect(typeof reply.json.serverTime).toBe("number");
    }
    // Bo's own echo still measures Bo.
    expect((await ping(bo.token, { echo: bos.json.echo })).json.roundTripMs).toBeGreaterThanOrEqual(0);
    // An echo from a game's other seat cannot be moved to another game either.
    const other = await createGame(server.baseUrl, { seed: 6 });
    const dee = await join(server.baseUrl, other.code, "Dee");
    const dees = await ping(dee.token, {}, `/api/games/${other.gameId}/clock?as=player`);
    expect((await ping(bo.token, { echo: dees.json.echo })).json.roundTripMs).toBeNull();
  });

  it("[FAIR-CLOCK-3] a phone not in the game gets the time, no echo and no measurement", async () => {
    for (const token of [null, "x".repeat(43)]) {
      const reply = await ping(token);
      expect(reply.status).toBe(200);
      expect(typeof reply.json.serverTime).toBe("number");
      expect(reply.json.echo).toBe("");
      expect(reply.json.roundTripMs).toBeNull();
    }
  });

  it("[FAIR-CLOCK-4] a player's pings are limited (a round of 5 every 30 s fits many times over); bad requests get a sentence", async () => {
    const eve = await join(server.baseUrl, game.code, "Eve");
    const fay = await join(server.baseUrl, game.code, "Fay");
    const replies: Ping[] = [];
    for (let i = 0; i < 16; i++) replies.push(await ping(eve.token));
    expect(replies.slice(0, 15).every((reply) => reply.status === 200)).toBe(true);
    expect(replies[15]!.status).toBe(429);
    expect(replies[15]!.json.error?.message).toMatch(/wait \d+ s/);
    expect(Number(replies[15]!.retryAfter)).toBeGreaterThan(0);
    // Another player of the same game is not held back.
    expect((await ping(fay.token)).status).toBe(200);

    const noRole = await ping(fay.token, {}, `/api/games/${game.gameId}/clock`);
    expect(noRole.status).toBe(400);
    expect(noRole.json.error?.message).toMatch(/\?as=player/);
    expect((await ping(fay.token, {}, `/api/games/${game.gameId}/clock?as=moderator`)).status).toBe(400);
    expect((await ping(fay.token, {}, `/api/games/not-a-game/clock?as=player`)).status).toBe(404);
    expect((await ping(fay.token, "{")).status).toBe(400);
  });
});

const SLOW_EACH_WAY_MS = 350;

interface RacePhone {
  token: string;
  teamId: string;
  /** Where its requests go: the server, or the delaying proxy in front of it. */
  via: string;
  sample: ClockSample | null;
  /** The round trips the server said it measured for this phone (its clock pings' `roundTripMs`). */
  measured: number[];
}

/** Two disjoint winning groups among a team's cards, each in an order the judge accepts. */
function twoWinningGroups(cards: string[]): Trio[] | null {
  const found: Trio[] = [];
  const used = new Set<string>();
  for (const middle of cards)
    for (const left of cards)
      for (const right of cards) {
        if (found.length === 2) return found;
        const trio = [left, middle, right] as const;
        if (new Set(trio).size < 3 || trio.some((card) => used.has(card))) continue;
        if (!judgeGroup(trio).right) continue;
        found.push(trio);
        for (const card of trio) used.add(card);
      }
  return found.length === 2 ? found : null;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A Border-Up table of two phones (the first slow), both teams' two groups sorted right, clocks measured. */
async function raceReady(proxy: DelayingProxy): Promise<{ game: GameHandle; slow: RacePhone; fast: RacePhone }> {
  for (let seed = 1; ; seed++) {
    const created = await call(server.baseUrl, "POST", "/api/games", { game: "border-up", seed, geoPlungeSeconds: 3 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const race = created.json as GameHandle;
    const joined = [await join(server.baseUrl, race.code, "Sam"), await join(server.baseUrl, race.code, "Flo")];
    for (const cmd of [{ type: "seatTables" }, { type: "startGame" }]) {
      const reply = await command(server.baseUrl, race.gameId, "moderator", race.moderatorToken, cmd);
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    }
    for (const phone of joined) {
      const reply = await command(server.baseUrl, race.gameId, "player", phone.token, { type: "staySeated" });
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    }
    const owns = await Promise.all(
      joined.map((phone) =>
        until("the cards to turn", async () => {
          const own = (await view(server.baseUrl, race.gameId, "player", phone.token)).game;
          return own?.stage === "racing" && own.own ? own : null;
        }),
      ),
    );
    const groups = owns.map((own) => twoWinningGroups(own.own.cards.map((card: { code: string }) => card.code)));
    if (groups.some((g) => g === null)) continue;
    for (const [i, phone] of joined.entries())
      for (const [group, trio] of groups[i]!.entries())
        for (const [slot, card] of trio.entries()) {
          const reply = await command(server.baseUrl, race.gameId, "player", phone.token, { type: "place", card, group, slot });
          expect(reply.status, JSON.stringify(reply.json)).toBe(200);
        }
    const phone = (i: number, via: string): RacePhone => ({
      token: joined[i]!.token,
      teamId: owns[i].teamId as string,
      via,
      sample: null,
      measured: [],
    });
    const phones = [phone(0, proxy.baseUrl), phone(1, server.baseUrl)] as const;
    await Promise.all(phones.map((phone) => measureClock(race.gameId, phone)));
    return { game: race, slow: phones[0], fast: phones[1] };
  }
}

/** The phones' own press clock, run against the clock route as this phone (through its proxy, if slow). */
async function measureClock(gameId: string, phone: RacePhone): Promise<void> {
  const pinger: ClockPing = async (body) => {
    const reply = await call(phone.via, "POST", `/api/games/${gameId}/clock?as=player`, body, bearer(phone.token));
    if (reply.status !== 200) return null;
    if (typeof reply.json.roundTripMs === "number") phone.measured.push(reply.json.roundTripMs);
    return reply.json;
  };
  phone.sample = await measureRound(pinger);
}

/** The phone's shout: `pressedAt` from its press clock (or a claim of its own), sent through its network. */
function shout(gameId: string, phone: RacePhone, claim?: number) {
  const pressedAt = claim ?? serverNowFrom(phone.sample);
  return {
    pressedAt,
    reply: command(phone.via, gameId, "player", phone.token, { type: "geoPlunge", pressedAt }),
  };
}

async function raceResult(gameId: string, phone: RacePhone, label = "the race to be judged") {
  return until(label, async () => {
    const own = (await view(server.baseUrl, gameId, "player", phone.token)).game;
    return own?.result ? (own.result as { winnerId: string | null; how: string; order: string | null }) : null;
  });
}

async function storedShouts(gameId: string, moderatorToken: string) {
  const exported = await call(server.baseUrl, "GET", `/api/games/${gameId}/export?format=json`, undefined, bearer(moderatorToken));
  expect(exported.status).toBe(200);
  const shouts = (
    exported.json.commands as { at: string; actor: { playerId?: string }; command: { type: string; pressedAt?: number } }[]
  ).filter((entry) => entry.command.type === "geoPlunge");
  return shouts.map((entry) => ({ at: Date.parse(entry.at), pressedAt: entry.command.pressedAt }));
}

describe("[FAIR-PRESS] two phones, one on slow Wi-Fi, shout in a Border-Up race", () => {
  let proxy: DelayingProxy;
  beforeAll(async () => {
    proxy = await startDelayingProxy(server.baseUrl, SLOW_EACH_WAY_MS);
  });
  afterAll(async () => {
    await proxy.close();
  });

  it("[FAIR-PRESS-1] the phone that pressed first wins though its shout arrives second", async () => {
    const { game: race, slow, fast } = await raceReady(proxy);
    expect(Math.min(...slow.measured)).toBeGreaterThanOrEqual(2 * SLOW_EACH_WAY_MS);
    const first = shout(race.gameId, slow);
    await sleep(180);
    const second = shout(race.gameId, fast);
    const replies = await Promise.all([first.reply, second.reply]);
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const result = await raceResult(race.gameId, fast);
    expect(result.winnerId).toBe(slow.teamId);
    expect(result.how).toBe("first-right");
    const [arrivedFirst, arrivedSecond] = await storedShouts(race.gameId, race.moderatorToken);
    // The fast phone's shout was stored first: it arrived first.
    // An honest stamp stands (the fast phone's own clock may read a ms past its arrival, and that is clamped).
    expect(Math.abs(arrivedFirst!.pressedAt! - second.pressedAt)).toBeLessThanOrEqual(3);
    expect(arrivedSecond!.pressedAt).toBe(first.pressedAt);
    expect(arrivedSecond!.at).toBeGreaterThan(arrivedFirst!.at);
  }, 90_000);

  it("[FAIR-PRESS-2] presses within the margin are at the same time: a tie when both are right", async () => {
    const { game: race, slow, fast } = await raceReady(proxy);
    const first = shout(race.gameId, slow);
    await sleep(30);
    const second = shout(race.gameId, fast);
    await Promise.all([first.reply, second.reply]);
    const result = await raceResult(race.gameId, fast);
    expect(Math.abs(second.pressedAt - first.pressedAt)).toBeLessThan(SAME_TIME_MARGIN_MS);
    expect(result.how).toBe("same-time-tie");
    expect(result.winnerId).toBeNull();
  }, 90_000);

  it("[FAIR-PRESS-3] a stamp claimed far earlier than the device's measured round trip is clamped: it cannot steal the race", async () => {
    const { game: race, slow, fast } = await raceReady(proxy);
    const first = shout(race.gameId, slow);
    await sleep(250);
    // The fast phone pressed 250 ms later but claims 450 ms earlier than the slow one (within the game's own 800 ms).
    const cheat = shout(race.gameId, fast, serverNowFrom(fast.sample) - 700);
    await Promise.all([first.reply, cheat.reply]);
    const result = await raceResult(race.gameId, fast);
    expect(result.winnerId).toBe(slow.teamId);
    const [stored] = await storedShouts(race.gameId, race.moderatorToken);
    // Stored as the server accepted it: the arrival less the phone's shortest measured round trip and the slack.
    expect(stored!.pressedAt).toBe(stored!.at - Math.min(...fast.measured) - PRESS_SLACK_MS);
    expect(stored!.pressedAt).toBeGreaterThan(cheat.pressedAt);

    // Replayed from the log (the teacher's undo of the judging), the race is judged the same.
    const undone = await command(server.baseUrl, race.gameId, "moderator", race.moderatorToken, { type: "undo", table: "T1" });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    const again = await raceResult(race.gameId, fast, "the race judged again after the undo");
    expect(again).toEqual(result);
  }, 90_000);
});
