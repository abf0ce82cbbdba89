import { describe, expect, it } from "vitest";
import { listGames } from "@/lib/games/registry";

/** [HOST-ORDER] The host lists the games in the registry's order: Combo 3's as the rules number them. */
describe("[HOST-ORDER] the order the host lists the games in", () => {
  it("[HOST-ORDER-1] Combo 3's games come in the rules' order, Game 1 to Game 5, and the clue game first", () => {
    const games = listGames();
    const numbers = games.flatMap((game) => {
      const number = /^Combo 3 · Game (\d):/.exec(game.title)?.[1];
      return number ? [Number(number)] : [];
    });
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    expect(games[0]?.title).toMatch(/^Clue Spin/);
  });
});
