/**
 * Abuse: guessing join codes from one address must hit the per-address limit (429) without
 * locking out other addresses; a command flood from one phone must be throttled (429) while
 * another game's commands still reach all its screens as fast as before.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { chooseMove, closeScreens, seededRandom, sendCommand, setUpGame, type LiveGame } from "./game";
import { deviceAddress, request, resetHttpAgents } from "./http";
import { summarize, type LatencySummary } from "@/bench/lib/stats";

export interface GuessingReport {
  attempts: number;
  tooMany: number;
  firstRefusalAt: number | null;
  serverErrors: number;
  otherAddressStillJoins: boolean;
}

export async function guessJoinCodes(baseUrl: string, realCode: string, attempts: number): Promise<GuessingReport> {
  const attacker = deviceAddress(3_000_000);
  let tooMany = 0;
  let firstRefusalAt: number | null = null;
  let serverErrors = 0;
  for (let i = 0; i < attempts; i++) {
    const code = randomBytes(3).toString("hex").toUpperCase();
    const reply = await request(baseUrl, "POST", "/api/join", { from: attacker, body: { code, name: "Guess", credential: randomBytes(32).toString("base64url"), clientId: randomUUID() } });
    if (reply.status === 429) {
      tooMany++;
      firstRefusalAt ??= i + 1;
    }
    if (reply.status >= 500) serverErrors++;
  }
  // A student on another phone is not punished for the attacker.
  const student = await request(baseUrl, "POST", "/api/join", { from: deviceAddress(3_000_001), body: { code: realCode, name: "Late student", credential: randomBytes(32).toString("base64url"), clientId: randomUUID() } });
  return { attempts, tooMany, firstRefusalAt, serverErrors, otherAddressStillJoins: student.status === 200 };
}

export interface FloodReport {
  floodRequests: number;
  floodTooMany: number;
  floodAccepted: number;
  floodServerErrors: number;
  floodSeconds: number;
  victimBefore: LatencySummary;
  victimDuring: LatencySummary;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays the victim game for `ms` and returns command → all-screens latencies. */
async function playVictim(baseUrl: string, victim: LiveGame, ms: number, seed: number): Promise<number[]> {
  const random = seededRandom(seed);
  const latencies: number[] = [];
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const move = chooseMove(victim, random);
    if (!move) break;
    const sentAt = performance.now();
    const { reply } = await sendCommand(baseUrl, victim, move.actor, move.command);
    if (reply.status !== 200) {
      await Promise.all(victim.screens.map((s) => s.refresh()));
      continue;
    }
    await Promise.all(victim.screens.map((s) => s.waitForVersion(reply.json.version, 15_000)));
    latencies.push(Math.max(...victim.screens.map((s) => Math.min(...[...s.heldAt].filter(([v]) => v >= reply.json.version).map(([, at]) => at)))) - sentAt);
    await sleep(100 + random() * 100);
  }
  return latencies;
}

export async function floodCommands(options: { baseUrl: string; attacker: LiveGame; victim: LiveGame; seconds: number; concurrency: number; seed: number }): Promise<FloodReport> {
  const { baseUrl, attacker, victim } = options;
  const before = await playVictim(baseUrl, victim, options.seconds * 1000, options.seed);
  let requests = 0;
  let tooMany = 0;
  let accepted = 0;
  let serverErrors = 0;
  let flooding = true;
  const phone = attacker.phones[0]!;
  const flooders = Array.from({ length: options.concurrency }, async () => {
    while (flooding) {
      // The same phone, as fast as it can, each press a new request (fresh clientId).
      const { reply } = await sendCommand(baseUrl, attacker, { role: "player", phone }, { type: "spin" });
      requests++;
      if (reply.status === 429) tooMany++;
      else if (reply.status === 200) accepted++;
      else if (reply.status >= 500) serverErrors++;
    }
  });
  const started = performance.now();
  const during = await playVictim(baseUrl, victim, options.seconds * 1000, options.seed + 1);
  flooding = false;
  await Promise.all(flooders);
  return {
    floodRequests: requests,
    floodTooMany: tooMany,
    floodAccepted: accepted,
    floodServerErrors: serverErrors,
    floodSeconds: (performance.now() - started) / 1000,
    victimBefore: summarize(before),
    victimDuring: summarize(during),
  };
}

export interface AbuseReport {
  guessing: GuessingReport;
  flood: FloodReport;
}

/** Both abuse scenarios on a fresh server: one attacker game, one victim game with live screens. */
export async function runAbuseSoak(options: { guesses: number; floodSeconds: number; concurrency: number; seed: number; server?: ServerProcess }): Promise<AbuseReport> {
  const server = options.server ?? (await startServer({ dbFile: tempDbFile("soak-abuse") }));
  const games: LiveGame[] = [];
  try {
    const attacker = await setUpGame(server.baseUrl, { teams: 2, phonesPerTeam: 1, deviceBase: 70_000, screens: false, seed: options.seed });
    const victim = await setUpGame(server.baseUrl, { teams: 3, phonesPerTeam: 2, deviceBase: 70_100, screens: true, seed: options.seed + 1 });
    games.push(attacker, victim);
    for (const game of games) await sendCommand(server.baseUrl, game, { role: "moderator" }, { type: "startGame" });
    await Promise.all(victim.screens.map((s) => s.waitForVersion(victim.version)));
    const guessing = await guessJoinCodes(server.baseUrl, victim.code, options.guesses);
    await Promise.all(victim.screens.map((s) => s.refresh()));
    const flood = await floodCommands({ baseUrl: server.baseUrl, attacker, victim, seconds: options.floodSeconds, concurrency: options.concurrency, seed: options.seed });
    return { guessing, flood };
  } finally {
    for (const game of games) closeScreens(game);
    if (!options.server) await server.stop();
    resetHttpAgents();
  }
}
