/**
 * Prints the simulated game for a seed and target as JSON, for the browser spec (Playwright's loader
 * cannot import the engine's JSON content files, tsx can). Run: npx tsx tests/browser/support/simulate-full-game.ts 13 30
 */
import { simulateFullGame } from "./full-game-simulation";

const [seed, target] = process.argv.slice(2).map(Number);
if (!Number.isInteger(seed) || !Number.isInteger(target)) throw new Error("Usage: simulate-full-game.ts <seed> <targetPoints>");
process.stdout.write(JSON.stringify(simulateFullGame(seed!, target!)));
