/**
 * `npm run soak`: the long version of tests/soak against the real production server. Crashes
 * (≥ 50 SIGKILLs), network faults, hostile input and abuse; prints the figures at the end and exits
 * non-zero when anything was lost, diverged or answered 5xx. SOAK_KILLS, SOAK_SEED override.
 */
import { buildIfNeeded } from "./build-if-needed";
import { runAbuseSoak } from "../tests/soak/support/abuse";
import { CLASSMATE_FLOODS } from "../tests/soak/support/floods";
import { runBadInputSoak } from "../tests/soak/support/bad-input";
import { runCrashSoak } from "../tests/soak/support/crash";
import { runNetworkSoak } from "../tests/soak/support/network";

const seed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const kills = Number(process.env.SOAK_KILLS ?? 50);
const log = (line: string) => console.log(line);

buildIfNeeded();
console.log(`Soak (seed ${seed}: SOAK_SEED=${seed} repeats this run)`);
const started = performance.now();

console.log(`\n▶ crash: ${kills} SIGKILLs while 4 games play`);
const crash = await runCrashSoak({ kills, games: 4, phonesPerTeam: 2, seed, playMs: [200, 2000], log });
console.log(`  restarts: median ${median(crash.restartSeconds).toFixed(1)} s`);

console.log("\n▶ network: random drops, slow phones, then a reconnect storm");
const network = await runNetworkSoak({
  games: 6,
  phonesPerTeam: 2,
  durationMs: 45_000,
  dropEveryMs: 150,
  slowFraction: 0.25,
  slowDelayMs: 400,
  seed,
  log,
});

console.log("\n▶ bad input: fast-check over every HTTP route and the WebSocket endpoint");
const badInput = await runBadInputSoak({ httpRuns: 3000, wsRuns: 600, seed });

console.log("\n▶ abuse: join-code guessing, then one device's floods: commands, pages, sockets, subscriptions, half-open connections");
const abuse = await runAbuseSoak({ guesses: 60, floodSeconds: 10, concurrency: 16, seed });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const lines: [string, string | number][] = [
  ["games played (crash + network)", crash.games + network.games],
  ["commands acknowledged in crash soak", crash.commandsAcknowledged],
  ["kills survived", crash.kills],
  ["retries of a command that got no answer (same clientId)", crash.resentAfterCrash],
  ["commands lost", crash.integrity.lost.length],
  ["snapshot/replay mismatches", crash.integrity.problems.length],
  ["screens not converged after crashes", crash.unconverged.length],
  ["network: link drops / screen reconnects", `${network.drops} / ${network.reconnects}`],
  [
    "network: roster changes / presence problems / unconverged",
    `${network.rosterChanges.length} / ${network.presenceProblems.length} / ${network.unconverged.length}`,
  ],
  ["inputs tried (HTTP + WebSocket)", `${badInput.httpInputs} + ${badInput.wsInputs}`],
  ["HTTP statuses", JSON.stringify(badInput.statusCounts)],
  ["5xx count", badInput.serverErrors + abuse.guessing.serverErrors + abuse.floods.reduce((sum, f) => sum + f.counts.serverErrors, 0)],
  ["fuzz failures (5xx, state changed, crash)", badInput.failures.length],
  ["join guesses → first 429 at attempt", `${abuse.guessing.attempts} → ${abuse.guessing.firstRefusalAt}`],
  ["other game (and the renamer's class) p50/p99 with no flood (ms)", `${abuse.victimBefore.p50} / ${abuse.victimBefore.p99}`],
  ...abuse.floods.flatMap((flood): [string, string][] => [
    [`${flood.kind} flood: tried / refused / let in`, `${flood.counts.tried} / ${flood.counts.refused} / ${flood.counts.accepted}`],
    [
      // A classmate's flood (renames) slows, if anything, the flooder's own class: the game measured is the same one.
      `${CLASSMATE_FLOODS.includes(flood.kind) ? "the flooder's own class" : "other game"} p50/p99 during the ${flood.kind} flood (ms)`,
      `${flood.victimDuring.p50} / ${flood.victimDuring.p99}`,
    ],
  ]),
  ["minutes", ((performance.now() - started) / 60_000).toFixed(1)],
];
console.log("\nSoak figures");
for (const [name, value] of lines) console.log(`  ${name.padEnd(58)} ${value}`);

const problems = [
  ...crash.integrity.lost.map((l) => `lost: ${JSON.stringify(l)}`),
  ...crash.integrity.problems,
  ...crash.unconverged,
  ...network.rosterChanges,
  ...network.presenceProblems,
  ...network.unconverged,
  ...badInput.failures.map((f) => `${f.problem} (${f.status ?? "-"}): ${f.what}`),
  ...(badInput.serverAlive ? [] : ["server died during fuzzing"]),
  ...(badInput.gameStillPlays ? [] : ["the game stopped working after fuzzing"]),
  ...(abuse.guessing.firstRefusalAt === null ? ["join guessing was never refused"] : []),
  ...(abuse.guessing.otherAddressStillJoins ? [] : ["another address could not join after the guessing"]),
];
if (problems.length) {
  console.log(`\n✖ ${problems.length} problems:`);
  for (const problem of problems.slice(0, 40)) console.log(`  ${problem}`);
  process.exit(1);
}
console.log("\n✔ soak passed");
process.exit(0);
