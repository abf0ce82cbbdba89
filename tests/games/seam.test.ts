import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VIOLATION_CODES } from "@/lib/games/clue-spin/engine/violations";
import { CARD_GAME_VIOLATION_CODES } from "@/lib/games/trick-kit/violations";
import { GAME_IDS, gameModule } from "@/lib/games/registry";
import { FIXTURE_DECK } from "../game/fixtures";

/**
 * [SEAM] The platform knows a game only through its seam: it keeps no list of any game's violation
 * codes (a violation says itself whether it was overtaken), and no timer recognises a game's code
 * (a wake comes from the game's status).
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const platformFiles = ["lib/server", "lib/session"].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.includes("generated"))
    .map((file) => path.join(dir, file)),
);

describe("[SEAM] the platform reads games through the seam only", () => {
  it("[SEAM-1] no game's own violation code is written in lib/server or lib/session", () => {
    // Codes the platform makes itself for room commands (it may share a spelling with a game's).
    const platformOwn = new Set(["rule/game_over", "rule/paused", "rule/not_started", "rule/no_change", "rule/already_started"]);
    const gameCodes = [...VIOLATION_CODES, ...CARD_GAME_VIOLATION_CODES].filter((code) => !platformOwn.has(code));
    const found: string[] = [];
    for (const file of platformFiles) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const code of gameCodes) if (text.includes(`"${code}"`)) found.push(`${file}: ${code}`);
    }
    expect(found).toEqual([]);
  });

  it("[SEAM-2] every registered game answers status: not over at the start, scores for every team, whom it waits on among them", async () => {
    for (const id of GAME_IDS) {
      const game = gameModule(id)!;
      expect(["tables", "whole-class"]).toContain(game.seating);
      const seating = { teams: [0, 1].map((i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, players: 2 })) };
      const setup = await preparedSetup(id);
      const started = game.start(setup, seating, 42, 1_000);
      if (!started.ok) throw new Error(`${id}: ${started.violation.message}`);
      const status = game.status(started.state);
      expect(status.over, id).toBe(false);
      expect(status.winners, id).toEqual([]);
      expect(status.scores.map((score) => score.teamId).sort(), id).toEqual(["t1", "t2"]);
      for (const teamId of status.waitingOn) expect(["t1", "t2"], id).toContain(teamId);
      const withMoves = ["t1", "t2"].filter((teamId) =>
        game.legalActions(started.state, { role: "team", teamId }).some((action) => action.allowed),
      );
      expect(status.waitingOn, id).toEqual(withMoves);
    }
  });

  it("[SEAM-4] a position's status, legal actions and views are worked out once: asked again for the same state, the same answer; a new state, a new one", async () => {
    for (const id of GAME_IDS) {
      const game = gameModule(id)!;
      const seating = { teams: [0, 1].map((i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, players: 2 })) };
      const started = game.start(await preparedSetup(id), seating, 42, 1_000);
      if (!started.ok) throw new Error(`${id}: ${started.violation.message}`);
      const state = started.state;
      const red = { role: "team", teamId: "t1" } as const;
      expect(game.legalActions(state, red), id).toBe(game.legalActions(state, red));
      expect(game.status(state), id).toBe(game.status(state));
      expect(game.legalActions(state, red), id).not.toBe(game.legalActions(state, { role: "team", teamId: "t2" }));
      expect(game.legalActions(state, red), id).not.toBe(game.legalActions(state, { role: "moderator" }));
      const copy = structuredClone(state);
      expect(game.legalActions(copy, red), id).not.toBe(game.legalActions(state, red));
      expect(game.legalActions(copy, red), id).toEqual(game.legalActions(state, red));
      // A card game's team view holds its board view, built once for both.
      const board = game.views.board(state) as { table?: unknown };
      if (board.table !== undefined) expect((game.views.team(state, "t1") as { table?: unknown }).table, id).toBe(board.table);
      expect(game.views.board(copy), id).toEqual(board);
      expect(game.status(copy), id).not.toBe(game.status(state));
      expect(game.status(copy), id).toEqual(game.status(state));
    }
  });

  it("[SEAM-3] a violation says its kind: a move out of turn or phase is overtaken, a card not held is a broken rule", async () => {
    const checked: string[] = [];
    for (const id of GAME_IDS) {
      const game = gameModule(id)!;
      const seating = { teams: [0, 1].map((i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, players: 2 })) };
      const started = game.start(await preparedSetup(id), seating, 7, 1_000);
      if (!started.ok) throw new Error(started.violation.message);
      const refusedByTiming = ["t1", "t2"]
        .flatMap((teamId) => game.legalActions(started.state, { role: "team", teamId }).map((action) => ({ action, teamId })))
        .find(({ action }) => !action.allowed && (action.code === "rule/not_your_turn" || action.code === "rule/wrong_phase"));
      if (!refusedByTiming) continue;
      const applied = game.apply(started.state, refusedByTiming.action.command, { role: "team", teamId: refusedByTiming.teamId }, 2_000);
      expect(applied.ok).toBe(false);
      if (!applied.ok) expect(applied.violation.kind, id).toBe("overtaken");
      checked.push(id);
    }
    expect(checked.length, "some game offers a move refused for its timing at the start").toBeGreaterThan(0);
    const game = gameModule("play-the-ranks")!;
    const seating = { teams: [0, 1].map((i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, players: 2 })) };
    const started = game.start(await preparedSetup("play-the-ranks"), seating, 7, 1_000);
    if (!started.ok) throw new Error(started.violation.message);
    const notInHand = game.apply(started.state, { type: "discard", card: "ZZ" }, { role: "team", teamId: "t1" }, 2_000);
    expect(notInHand.ok).toBe(false);
    if (!notInHand.ok) expect(notInHand.violation.kind).toBe("rule");
  });
});

describe("[SEAM-CAP] what only some games offer is a named capability, never a route that checks for a game", () => {
  const appRoutes = ["app/api", "app/board"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("route.ts"))
      .map((file) => path.join(dir, file)),
  );

  it("[SEAM-CAP-1] no route, and nothing in lib/server or lib/session, names a game", () => {
    const found: string[] = [];
    for (const file of [...appRoutes, ...platformFiles]) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const id of GAME_IDS) if (text.includes(`"${id}"`) && !file.endsWith("realtime-from-env.ts")) found.push(`${file}: ${id}`);
    }
    expect(found).toEqual([]);
  });

  it("[SEAM-CAP-2] play again: the options a game gives from its setup prepare the same setup again", async () => {
    const games = GAME_IDS.map((id) => gameModule(id)!).filter((game) => game.playAgain);
    expect(games.map((game) => game.id)).toEqual(["clue-spin"]);
    for (const game of games) {
      const setup = await preparedSetup(game.id);
      const options = await game.playAgain!.options(setup, { deckIdsOfCards: () => Promise.resolve([]) });
      const again = await game.prepare(options, 42, {
        builtInDeck: () => FIXTURE_DECK,
        customDeckCards: () => Promise.resolve({ ok: true, cards: [] }),
      });
      if (!again.ok) throw new Error(again.message);
      expect(again.setup).toEqual(setup);
    }
  });

  it("[SEAM-CAP-3] the reveal map: a game with the capability names no place before an answer is revealed", async () => {
    for (const id of GAME_IDS) {
      const game = gameModule(id)!;
      if (!game.revealPlace) continue;
      const seating = { teams: [0, 1].map((i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, players: 2 })) };
      const started = game.start(await preparedSetup(id), seating, 7, 1_000);
      if (!started.ok) throw new Error(started.violation.message);
      expect(game.revealPlace(started.state), id).toBeNull();
    }
  });
});

/** The game's own prepared setup from a teacher's minimal options (the clue game on the fixture deck). */
async function preparedSetup(id: string): Promise<unknown> {
  const options: Record<string, unknown> = { "play-the-ranks": { level: 3 }, "combo3-game4": { version: "PTR1" } }[id] ?? {};
  const prepared = await gameModule(id)!.prepare(options, 42, {
    builtInDeck: () => FIXTURE_DECK,
    customDeckCards: () => Promise.resolve({ ok: true, cards: [] }),
  });
  if (!prepared.ok) throw new Error(`${id}: ${prepared.message}`);
  return prepared.setup;
}
