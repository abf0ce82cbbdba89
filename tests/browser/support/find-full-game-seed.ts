/**
 * Finds seeds for tests/browser/full-game.spec.ts: the shortest games (fewest moves) in which the
 * policy meets every turn type, a sale and a winner. Run: npx tsx tests/browser/support/find-full-game-seed.ts
 */
import { coversEveryTurnType } from "./full-game-policy";
import { simulateFullGame } from "./full-game-simulation";

const found: { seed: number; target: number; moves: number; spins: string }[] = [];
for (const target of [25, 30]) {
  for (let seed = 1; seed <= 3000; seed++) {
    const game = simulateFullGame(seed, target);
    if (!coversEveryTurnType(game)) continue;
    found.push({ seed, target, moves: game.moves.length, spins: game.spins.join(" ") });
  }
}
found.sort((a, b) => a.moves - b.moves);
for (const row of found.slice(0, 15)) console.log(`seed ${row.seed} target ${row.target}: ${row.moves} moves; spins: ${row.spins}`);
