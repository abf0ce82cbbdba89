import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOOR_DEFAULTS, parseEnv } from "@/lib/server/env";
import { hostChecker } from "@/lib/server/door/hosts";
import { createDoor } from "@/lib/server/door/requests";

/**
 * [FLOOD] The door on a real HTTP server wired like server.ts (the door first, then the app, here a
 * plain 200), with the clock in the test's hands so that refills are exact, never raced.
 */
const limits = { ...parseEnv({}), DEVICE_API_BURST: 20, DEVICE_API_PER_SECOND: 5, DEVICE_PAGE_BURST: 30, DEVICE_PAGE_PER_SECOND: 10 };
let now = 1_000_000;
let reachedApp = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const door = createDoor({ limits, allowedHosts: ["quiz.school.lan"] });
  server = http.createServer((req, res) => {
    if (door.screenRequest(req, res, now)) return;
    reachedApp++;
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  path: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "GET",
        localAddress: from,
        agent: false,
        headers: { host: `127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers["retry-after"] }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function burst(path: string, from: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push((await send(path, from)).status);
  return statuses;
}

describe("[FLOOD] one device's flood is refused at the door, before the app", () => {
  it("[FLOOD-1] a device gets exactly its burst of API requests, then 429 with Retry-After; refused ones never reach the app; the budget refills with time", async () => {
    const before = reachedApp;
    const statuses = await burst("/api/games/x/commands", "127.88.0.1", 25);
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
    expect(reachedApp - before).toBe(20);
    const refused = await send("/api/join", "127.88.0.1");
    expect(JSON.parse(refused.body)).toEqual({ error: { code: "rate/too_many", message: "Too many requests: wait 1 s and try again." } });
    expect(refused.retryAfter).toBe("1");
    now += 1000;
    expect(await burst("/api/join", "127.88.0.1", 6)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("[FLOOD-2] pages have their own budget; other devices and the computer running Clue Spin are not held back", async () => {
    expect(await burst("/api/join", "127.88.0.2", 21)).toContain(429);
    expect((await send("/play/some-game", "127.88.0.2")).status).toBe(200);
    expect((await send("/api/join", "127.88.0.3")).status).toBe(200);
    expect((await burst("/api/join", "127.0.0.1", 60)).every((status) => status === 200)).toBe(true);
    const pages = await burst("/states", "127.88.0.4", 31);
    expect(pages.filter((status) => status === 200)).toHaveLength(30);
    expect(pages.at(-1)).toBe(429);
  });

  it("[FLOOD-3] a foreign Host is 421 and bad percent-encoding 400, even from the computer running Clue Spin", async () => {
    expect((await send("/api/decks", "127.0.0.1", { host: "evil.example" })).status).toBe(421);
    expect((await send("/api/decks", "127.0.0.1", { host: "quiz.school.lan:3000" })).status).toBe(200);
    expect((await send("/api/games/%ff%fe", "127.0.0.1")).status).toBe(400);
    expect((await send("/states?q=%", "127.0.0.1")).status).toBe(400);
    expect((await send("/states?q=caf%C3%A9", "127.0.0.1")).status).toBe(200);
  });
});

describe("[HOSTS] the names this server answers to", () => {
  it("[HOSTS-1] IP literals, localhost, this machine's name and ALLOWED_HOSTS; nothing else", () => {
    const allowed = hostChecker(["quiz.school.lan"]);
    for (const host of [
      "127.0.0.1:3000",
      "192.168.1.20",
      "[::1]:3000",
      "[fe80::1]",
      "localhost",
      "LOCALHOST:80",
      "app.localhost",
      "quiz.school.lan",
      "quiz.school.lan.",
    ])
      expect(allowed(host), host).toBe(true);
    for (const host of [undefined, "", "evil.example", "quiz.school.lan.evil.example", "127.0.0.1.nip.io", "[::1", ":3000"])
      expect(allowed(host), String(host)).toBe(false);
  });

  it("[HOSTS-2] every door limit has a default and a bad value stops the server with the variable's name", () => {
    const env = parseEnv({});
    for (const [name, value] of Object.entries(DOOR_DEFAULTS)) expect(env[name as keyof typeof DOOR_DEFAULTS]).toBe(value);
    expect(() => parseEnv({ DEVICE_MAX_SOCKETS: "lots" })).toThrow(/DEVICE_MAX_SOCKETS \(is "lots"\): expected a whole number/);
    expect(() => parseEnv({ ALLOWED_HOSTS: "ok.lan,bad host" })).toThrow(/ALLOWED_HOSTS/);
    expect(parseEnv({ ALLOWED_HOSTS: " Quiz.Lan , other " }).ALLOWED_HOSTS).toEqual(["quiz.lan", "other"]);
  });
});
