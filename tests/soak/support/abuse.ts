/**
 * Abuse: guessing join codes from one address must hit the per-address limit (429) without
 * locking out other addresses; one device's flood of commands, pages, sockets, subscriptions or
 * half-open connections must be refused at the door while another game's commands still reach all
 * its screens as fast as before.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { chooseMove, closeScreens, seededRandom, sendCommand, setUpGame, type LiveGame } from "./game";
import { deviceAddress, request, resetHttpAgents } from "./http";
import { summarize, type LatencySummary } from "@/bench/lib/stats";
import os from "node:os";
import { startWorker } from "@/bench/lib/ipc";
import { CLASSMATE_FLOODS, FLOOD_KINDS, type FloodCounts, type FloodKind } from "./floods";

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
    const reply = await request(baseUrl, "POST", "/api/join", {
      from: attacker,
      body: { code, name: "Guess", credential: randomBytes(32).toString("base64url"), clientId: randomUUID() },
    });
    if (reply.status === 429) {
      tooMany++;
      firstRefusalAt ??= i + 1;
    }
    if (reply.status >= 500) serverErrors++;
  }
  // A student on another phone is not punished for the attacker.
  const student = await request(baseUrl, "POST", "/api/join", {
    from: deviceAddress(3_000_001),
    body: { code: realCode, name: "Late student", credential: randomBytes(32).toString("base64url"), clientId: randomUUID() },
  });
  return { attempts, tooMany, firstRefusalAt, serverErrors, otherAddressStillJoins: student.status === 200 };
}

export interface FloodReport {
  kind: FloodKind;
  counts: FloodCounts;
  seconds: number;
  victimDuring: LatencySummary;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays the victim game for `ms` and returns command → all-screens latencies. */
async function playVictim(baseUrl: string, victim: LiveGame, ms: number, seed: number): Promise<number[]> {
  const random = seededRandom(seed);
  const latencies: number[] = [];
  const deadline = performance.now() + ms;
  // The last phone is the classmate who floods (see runAbuseSoak): the others play.
  const players = { ...victim, phones: victim.phones.slice(0, -1) };
  while (performance.now() < deadline) {
    const move = chooseMove(players, random);
    if (!move) break;
    const sentAt = performance.now();
    const { reply } = await sendCommand(baseUrl, victim, move.actor, move.command);
    if (reply.status !== 200) {
      await Promise.all(victim.screens.map((s) => s.refresh()));
      continue;
    }
    await Promise.all(victim.screens.map((s) => s.waitForVersion(reply.json.version, 15_000)));
    latencies.push(
      Math.max(...victim.screens.map((s) => Math.min(...[...s.heldAt].filter(([v]) => v >= reply.json.version).map(([, at]) => at)))) -
        sentAt,
    );
    await sleep(100 + random() * 100);
  }
  return latencies;
}

/**
 * One device floods with `kind` while the victim game plays; the victim's latency during it. The
 * attacker runs in its own process at a lower priority, so its own work does not slow the victim's
 * screens, which share this process (on a classroom network the attacker's CPU is its phone's).
 */
export async function floodDuringPlay(options: {
  baseUrl: string;
  kind: FloodKind;
  attacker: LiveGame;
  victim: LiveGame;
  seconds: number;
  concurrency: number;
  seed: number;
  relayKey: string;
}): Promise<FloodReport> {
  const worker = startWorker("tests/soak/support/flood-worker.ts");
  try {
    os.setPriority(worker.child.pid!, ATTACKER_NICENESS);
    const started = performance.now();
    await worker.request({
      type: "start",
      kind: options.kind,
      baseUrl: options.baseUrl,
      attacker: { ...options.attacker, screens: [] },
      concurrency: options.concurrency,
      relayKey: options.relayKey,
    });
    // Give the flood a moment to reach the door's limits before measuring.
    await sleep(500);
    const during = await playVictim(
      options.baseUrl,
      options.victim,
      options.seconds * 1000,
      options.seed + 1 + FLOOD_KINDS.indexOf(options.kind),
    );
    const counts = await worker.request<FloodCounts>({ type: "stop" });
    await Promise.all(options.victim.screens.map((s) => s.refresh()));
    return { kind: options.kind, counts, seconds: (performance.now() - started) / 1000, victimDuring: summarize(during) };
  } finally {
    await worker.stop();
  }
}

/** The attacking process's niceness, as the bench's client processes. */
const ATTACKER_NICENESS = 10;

export interface AbuseReport {
  guessing: GuessingReport;
  /** The victim game's latency with no flood. */
  victimBefore: LatencySummary;
  floods: FloodReport[];
}

/** The abuse scenarios on a fresh server: one attacker game, one victim game with live screens. */
export async function runAbuseSoak(options: {
  guesses: number;
  floodSeconds: number;
  concurrency: number;
  seed: number;
  server?: ServerProcess;
  kinds?: readonly FloodKind[];
}): Promise<AbuseReport> {
  const server = options.server ?? (await startServer({ dbFile: tempDbFile("soak-abuse") }));
  const games: LiveGame[] = [];
  try {
    const attacker = await setUpGame(server.baseUrl, {
      teams: 2,
      phonesPerTeam: 1,
      deviceBase: 70_000,
      screens: false,
      seed: options.seed,
    });
    const victim = await setUpGame(server.baseUrl, {
      teams: 3,
      phonesPerTeam: 2,
      deviceBase: 70_100,
      screens: true,
      seed: options.seed + 1,
      // The victim must still be playing during the last flood: a game won on the way measures nothing.
      targetPoints: 200,
    });
    games.push(attacker, victim);
    for (const game of games) await sendCommand(server.baseUrl, game, { role: "moderator" }, { type: "startGame" });
    await Promise.all(victim.screens.map((s) => s.waitForVersion(victim.version)));
    const guessing = await guessJoinCodes(server.baseUrl, victim.code, options.guesses);
    await Promise.all(victim.screens.map((s) => s.refresh()));
    const victimBefore = summarize(await playVictim(server.baseUrl, victim, options.floodSeconds * 1000, options.seed));
    const relayKey = ((await request(server.baseUrl, "GET", "/api/realtime")).json as { key: string }).key;
    const floods: FloodReport[] = [];
    for (const kind of options.kinds ?? FLOOD_KINDS) {
      floods.push(
        await floodDuringPlay({
          baseUrl: server.baseUrl,
          kind,
          // A classmate's flood comes from the victim game's own last phone, which the victim's moves never use.
          attacker: CLASSMATE_FLOODS.includes(kind) ? victim : attacker,
          victim,
          seconds: options.floodSeconds,
          concurrency: options.concurrency,
          seed: options.seed,
          relayKey,
        }),
      );
    }
    return { guessing, victimBefore, floods };
  } finally {
    for (const game of games) closeScreens(game);
    if (!options.server) await server.stop();
    resetHttpAgents();
  }
}
