/**
 * Hostile input, generated with fast-check: every HTTP route the app has (found in app/api), the
 * relay's REST API and its WebSocket endpoint, fed malformed, oversized, wrong-type and hostile
 * requests. Nothing may answer 5xx, the server must stay up, and a refused request must leave
 * every game exactly as it was (version, snapshot, rows).
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import fc from "fast-check";
import { WebSocket } from "ws";
import type { LiveGame } from "./game";
import { bearer, deviceAddress, request } from "./http";
import { storedRoom } from "@/tests/support/stored-room";

export interface Route {
  template: string;
  methods: string[];
}

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** Every API route in the source tree with the methods it exports. */
export function discoverApiRoutes(): Route[] {
  const routes: Route[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = fs.readFileSync(full, "utf8");
        const methods = [...source.matchAll(/export\s+(?:async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
        const template = "/" + path.relative(path.join(root, "app"), path.dirname(full)).split(path.sep).join("/");
        routes.push({ template, methods });
      }
    }
  };
  walk(path.join(root, "app", "api"));
  // The relay's REST API for the SDK (signed requests only).
  routes.push(
    { template: "/apps/clue-spin/events", methods: ["POST"] },
    { template: "/apps/clue-spin/batch_events", methods: ["POST"] },
    { template: "/apps/clue-spin/channels", methods: ["GET"] },
    { template: "/apps/[appId]/channels/[channel]", methods: ["GET"] },
  );
  return routes;
}

export interface FuzzFailure {
  what: string;
  status?: number;
  problem: string;
}

export interface FuzzReport {
  httpInputs: number;
  wsInputs: number;
  serverErrors: number;
  statusCounts: Record<string, number>;
  failures: FuzzFailure[];
}

const COMMAND_TYPES = [
  "joinGame",
  "chooseTeam",
  "renamePlayer",
  "movePlayer",
  "removePlayer",
  "lockJoining",
  "startGame",
  "undo",
  "endGame",
  "configureTeams",
  "spin",
  "applyDrawCard",
  "nextClue",
  "repeatClue",
  "answer",
  "pass",
  "sell",
  "offerToBuy",
  "withdrawOffer",
  "acceptOffer",
  "declineOffers",
  "bid",
  "stopBidding",
  "playSavedCard",
  "judge",
  "adjustPoints",
  "skipCard",
  "pause",
  "resume",
  "__proto__",
  "constructor",
  "toString",
];

const hostileString = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "../../etc/passwd",
    "%00",
    "\u0000",
    "\u202e",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "__proto__",
    "constructor",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "a".repeat(5000),
    "NaN",
    "-1",
    "1e309",
    "null",
  ),
);

const jsonish = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));

function bodyArbitrary(game: LiveGame) {
  const validId = fc.constantFrom(randomUUID().replace(/-/g, ""), "abcdefgh12345678");
  const command = fc.record(
    {
      type: fc.oneof(fc.constantFrom(...COMMAND_TYPES), hostileString),
      teamId: jsonish,
      playerId: fc.oneof(fc.constantFrom(...game.phones.map((p) => p.playerId)), jsonish),
      name: jsonish,
      text: jsonish,
      correct: jsonish,
      clues: jsonish,
      amount: jsonish,
      actor: jsonish,
      onBehalfOf: jsonish,
      locked: jsonish,
    },
    { requiredKeys: ["type"] },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 3,
      arbitrary: fc
        .record(
          { clientId: fc.oneof(validId, jsonish), command: fc.oneof(command, jsonish), baseVersion: fc.oneof(fc.nat(), jsonish) },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    },
    {
      weight: 2,
      arbitrary: fc
        .record(
          {
            code: fc.oneof(fc.constant(game.code), hostileString),
            name: jsonish,
            credential: fc.oneof(fc.constant("x".repeat(40)), jsonish),
            clientId: fc.oneof(validId, jsonish),
          },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    },
    {
      weight: 2,
      arbitrary: fc
        .record(
          {
            teams: fc.oneof(
              fc.array(
                fc.record(
                  { name: jsonish, colour: fc.oneof(fc.constantFrom("red", "blue", "teal"), jsonish), players: jsonish },
                  { requiredKeys: [] },
                ),
                { maxLength: 8 },
              ),
              jsonish,
            ),
            targetPoints: jsonish,
            clueValues: jsonish,
            deck: jsonish,
            seed: jsonish,
          },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          socket_id: fc.oneof(fc.constant("123.456"), hostileString),
          channel_name: fc.oneof(
            fc.constantFrom(
              `private-game-${game.gameId}-moderator`,
              `private-game-${game.gameId}-team-t1`,
              `presence-game-${game.gameId}`,
              `game-${game.gameId}-board`,
            ),
            hostileString,
          ),
        })
        .map((f) => new URLSearchParams(f as Record<string, string>).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true},"clientId":"abcdefgh1234","command":{"type":"endGame"}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        "[".repeat(50_000),
        '{"a":'.repeat(20_000),
        "x".repeat(20_000),
        JSON.stringify({ clientId: "abcdefgh1234", command: { type: "answer", text: "y".repeat(300_000) } }),
        "\uFEFF{}",
        '{"clientId":"abcdefgh1234","command":{"type":"spin"},"clientId":"zzzzzzzz9999"}',
        "NaN",
        Buffer.from([0xff, 0xfe, 0xfd]),
      ),
    },
  );
}

function requestArbitrary(routes: Route[], game: LiveGame) {
  const moderator = bearer(game.moderatorToken);
  const player = bearer(game.phones[0]!.token);
  return fc.record({
    route: fc.constantFrom(...routes),
    methodPick: fc.oneof(
      { weight: 4, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS") },
    ),
    param: fc.oneof(
      { weight: 3, arbitrary: fc.constant(game.gameId) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: hostileString },
    ),
    as: fc.oneof(fc.constantFrom("moderator", "player", "board", undefined), hostileString),
    headers: fc.record({
      auth: fc.constantFrom<Record<string, string>>(
        {},
        moderator,
        player,
        bearer("x".repeat(64)),
        { authorization: "Bearer" },
        { cookie: `cs_mod_${game.gameId}=${game.moderatorToken}` },
        { cookie: "cs_mod_=;;;==" },
      ),
      type: fc.constantFrom<Record<string, string>>(
        { "content-type": "application/json" },
        { "content-type": "application/json" },
        { "content-type": "application/x-www-form-urlencoded" },
        { "content-type": "text/plain" },
        { "content-type": "multipart/form-data; boundary=x" },
        {},
        { "content-type": "application/json; charset=utf-16" },
      ),
      length: fc.constantFrom<Record<string, string>>({}, {}, {}, { "x-forwarded-proto": "https" }, { "x-clue-spin-peer": "1.2.3.4" }),
    }),
    body: bodyArbitrary(game),
    from: fc.nat({ max: 5_000_000 }),
  });
}

interface GameFingerprint {
  version: number;
  snapshotJson: string;
  rows: string;
}

export async function fuzzHttp(options: {
  baseUrl: string;
  dbFile: string;
  game: LiveGame;
  runs: number;
  seed: number;
  alive: () => boolean;
  report: FuzzReport;
}): Promise<void> {
  const { baseUrl, game, report } = options;
  const routes = discoverApiRoutes();
  const db = new Database(options.dbFile, { readonly: true, fileMustExist: true });
  const fingerprint = (): GameFingerprint => {
    const { version, snapshotJson } = storedRoom(db, game.gameId)!;
    const row = { version, snapshotJson };
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    return {
      ...row,
      rows: `${count("Game")}/${count("Player")}/${count("Command")}/${count("TableSnapshot")}/${count("Deck")}/${count("DeckCard")}/${count("ModeratorLink")}/${count("ModeratorDevice")}`,
    };
  };
  try {
    const inputs = fc.sample(requestArbitrary(routes, game), { numRuns: options.runs, seed: options.seed });
    let before = fingerprint();
    for (const input of inputs) {
      const method = input.methodPick ?? input.route.methods[input.from % input.route.methods.length] ?? "GET";
      const pathname = input.route.template.replace(/\[[^\]]+\]/g, () => encodeURIComponent(input.param));
      const query = input.as === undefined ? "" : `?as=${encodeURIComponent(input.as)}`;
      const body = method === "GET" || method === "HEAD" ? undefined : input.body;
      const what = `${method} ${pathname}${query} ${typeof body === "string" ? body.slice(0, 120) : body === undefined ? "(no body)" : `<${body.length} bytes>`}`;
      report.httpInputs++;
      let status: number;
      try {
        const reply = await request(baseUrl, method, pathname + query, {
          body,
          headers: { ...input.headers.auth, ...input.headers.type, ...input.headers.length },
          from: deviceAddress(input.from),
          timeoutMs: 20_000,
        });
        status = reply.status;
      } catch (error) {
        // A refused or reset connection is a server that fell over, unless it just refused a huge body.
        if (!options.alive()) {
          report.failures.push({ what, problem: `server died: ${String(error)}` });
          return;
        }
        status = -1;
      }
      report.statusCounts[status] = (report.statusCounts[status] ?? 0) + 1;
      if (status >= 500) {
        report.serverErrors++;
        report.failures.push({ what, status, problem: "5xx" });
      }
      const after = fingerprint();
      if (status < 200 || status >= 300) {
        if (after.version !== before.version || after.snapshotJson !== before.snapshotJson || after.rows !== before.rows) {
          report.failures.push({
            what,
            status,
            problem: `refused input changed state: v${before.version}→v${after.version}, rows ${before.rows}→${after.rows}`,
          });
        }
      }
      before = after;
    }
  } finally {
    db.close();
  }
}

const wsMessage = (game: LiveGame) =>
  fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc
      .record(
        {
          event: fc.oneof(
            fc.constantFrom(
              "pusher:subscribe",
              "pusher:unsubscribe",
              "pusher:ping",
              "pusher:pong",
              "client-hack",
              "pusher_internal:member_added",
            ),
            hostileString,
          ),
          channel: fc.oneof(fc.constantFrom(`private-game-${game.gameId}-moderator`, `game-${game.gameId}-board`), hostileString),
          data: fc.oneof(
            fc.record(
              {
                channel: fc.oneof(
                  fc.constantFrom(
                    `private-game-${game.gameId}-moderator`,
                    `private-game-${game.gameId}-team-t1`,
                    `presence-game-${game.gameId}`,
                    `game-${game.gameId}-board`,
                    "private-encrypted-x",
                  ),
                  hostileString,
                ),
                auth: fc.oneof(fc.constant("clue-spin:deadbeef"), jsonish),
                channel_data: fc.oneof(fc.constant('{"user_id":"moderator"}'), jsonish),
              },
              { requiredKeys: [] },
            ),
            jsonish,
          ),
        },
        { requiredKeys: ["event"] },
      )
      .map((m) => JSON.stringify(m)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom("x".repeat(11_000), "y".repeat(70_000), `{"event":"pusher:subscribe","data":"${"{".repeat(5000)}"}`),
  );

export async function fuzzWebSocket(options: {
  port: number;
  game: LiveGame;
  runs: number;
  seed: number;
  alive: () => boolean;
  report: FuzzReport;
}): Promise<void> {
  const { game, report } = options;
  const inputs = fc.sample(
    fc.record({
      path: fc.oneof(
        { weight: 5, arbitrary: fc.constant("/app/clue-spin?protocol=7&client=js&version=8.4.0") },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "/app/wrong?protocol=7",
            "/app/clue-spin?protocol=99",
            "/app/clue-spin",
            "/app/%E0%A4%A?protocol=7",
            "/app/clue-spin?protocol=7abc",
          ),
        },
      ),
      messages: fc.array(wsMessage(game), { minLength: 1, maxLength: 6 }),
    }),
    { numRuns: options.runs, seed: options.seed },
  );
  // A handful of sockets at a time, each living just long enough to get its answers.
  for (let start = 0; start < inputs.length; start += 8) {
    await Promise.all(
      inputs.slice(start, start + 8).map(
        (input) =>
          new Promise<void>((resolve) => {
            report.wsInputs++;
            const ws = new WebSocket(`ws://127.0.0.1:${options.port}${input.path}`);
            const finish = () => {
              clearTimeout(timer);
              ws.terminate();
              resolve();
            };
            const timer = setTimeout(finish, 1_500);
            ws.on("error", finish);
            ws.on("close", finish);
            ws.on("open", () => {
              for (const message of input.messages) ws.send(message);
              setTimeout(finish, 100);
            });
          }),
      ),
    );
    if (!options.alive()) {
      report.failures.push({ what: `websocket batch at ${start}`, problem: "server died" });
      return;
    }
  }
}

export function emptyFuzzReport(): FuzzReport {
  return { httpInputs: 0, wsInputs: 0, serverErrors: 0, statusCounts: {}, failures: [] };
}
