import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { roomView, type GameHandle } from "./support/game-api";
import { formatProblems, layoutProblems, type LayoutProblem } from "./support/layout-check";
import {
  boardCaughtUp,
  createTableGame,
  joinClass,
  longNames,
  randomMove,
  seatAndStart,
  seededRandom,
  teamsOf,
} from "./support/table-class";
import { moderatorCommand } from "./support/game-api";

/**
 * [TABLES-LAYOUT] Every board state of every card game fits the projector: at 1920×1080 and
 * 1280×720 each text is in view, on top where it is drawn (hit-tested with elementFromPoint), not
 * cut, not overlapping another text, at least BOARD_MIN_FONT_PX on the 1080-line canvas, and the
 * board never scrolls. The states come from seeded random play over the API (each team's legal
 * moves as the engine lists them), checked after every command, with the longest names; the seated
 * lobby and the board in play are checked for 1 to 30 tables. Screenshots of the states go to
 * test-results/tables-layout/.
 */
const SIZES = { board1080: { width: 1920, height: 1080 }, board720: { width: 1280, height: 720 } } as const;
/** The card board's smallest text on its 1920×1080 canvas (the tiles of 30 tables need it; the large table's text is larger). */
const BOARD_MIN_FONT_PX = 20;
const SHOTS = path.join("test-results", "tables-layout");

interface Boards {
  pages: Page[];
  contexts: BrowserContext[];
}

async function openBoards(browser: Browser, baseURL: string, game: GameHandle, query = ""): Promise<Boards> {
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  for (const size of Object.values(SIZES)) {
    const context = await browser.newContext({ baseURL, viewport: size, reducedMotion: "reduce" });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/board/${game.gameId}${query}`);
    pages.push(page);
  }
  return { pages, contexts };
}

async function closeBoards(boards: Boards): Promise<void> {
  for (const context of boards.contexts) await context.close();
}

/**
 * The problems found on the boards so far, each kind of problem once (by its kind and where it is),
 * with the first state it was seen in; a screenshot of that state is saved.
 */
class Findings {
  private readonly seen = new Map<string, string>();

  async add(page: Page, label: string, problems: readonly LayoutProblem[]): Promise<void> {
    const width = page.viewportSize()?.width ?? 0;
    let fresh = false;
    for (const problem of problems) {
      const key = `${width} ${problem.kind} ${problem.where.replace(/=[A-Z0-9]+\]/g, "]")}`;
      if (this.seen.has(key)) continue;
      this.seen.set(key, `${label} at ${width}px: ${formatProblems([problem])}`);
      fresh = true;
    }
    if (fresh) await page.screenshot({ path: path.join(SHOTS, `problem-${label.replace(/[^a-z0-9]+/gi, "-")}-${width}.png`) });
  }

  get report(): string {
    return [...this.seen.values()].join("\n");
  }
}

/** How far each fitted part of the board had to shrink at most (its fit step, 0 the roomiest), for the record. */
const tightest = new Map<string, { step: number; label: string }>();
test.afterAll(() => {
  if (tightest.size > 0)
    console.log(
      `[TABLES-LAYOUT] smallest fit step reached:\n${[...tightest].map(([key, { step, label }]) => `${key}: step ${step} (${label})`).join("\n")}`,
    );
});

/**
 * Checks both boards at the room's current version; a screenshot of each board when `shot` names
 * one, and of the state where the large table had to shrink the most so far (`tag`-tightest).
 */
async function checkBoards(
  boards: Boards,
  game: GameHandle,
  label: string,
  shot: string | null,
  findings: Findings,
  tag = "",
): Promise<void> {
  const version = (await roomView(boards.pages[0]!.request, game)).version;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const page of boards.pages) {
    await boardCaughtUp(page, version);
    const problems = await layoutProblems(page, { mode: "fixed", minFontPx: BOARD_MIN_FONT_PX, textOverlap: true, brokenWords: true });
    const width = page.viewportSize()?.width ?? 0;
    if (shot) await page.screenshot({ path: path.join(SHOTS, `${shot}-${width}.png`) });
    const steps = await page.locator("[data-board-fit][data-fit-step]").evaluateAll((parts) =>
      parts.map((part) => ({
        part: part.hasAttribute("data-large-table") ? "large table" : (part.getAttribute("data-board-results") ?? "fitted"),
        step: Number(part.getAttribute("data-fit-step")),
      })),
    );
    for (const { part, step } of steps) {
      const key = `${tag || label} ${part} at ${width}px`;
      if (step <= (tightest.get(key)?.step ?? -1)) continue;
      tightest.set(key, { step, label });
      if (tag && part === "large table") await page.screenshot({ path: path.join(SHOTS, `${tag}-tightest-${width}.png`) });
    }
    await findings.add(page, label, problems);
  }
}

interface PlayedGame {
  name: string;
  game: string;
  options: Record<string, unknown>;
  seed: number;
}

const GAMES: PlayedGame[] = [
  { name: "ranks-l3", game: "play-the-ranks", options: { level: 3, targetPoints: 2 }, seed: 11 },
  { name: "ranks-l3", game: "play-the-ranks", options: { level: 3, targetPoints: 2, firstLead: "discards" }, seed: 12 },
  { name: "ranks-l4", game: "play-the-ranks", options: { level: 4, targetPoints: 2 }, seed: 21 },
  { name: "ranks-l4-variation", game: "play-the-ranks", options: { level: 4, targetPoints: 2, leadChoosesBase: true }, seed: 22 },
  { name: "border-zap", game: "border-zap", options: { targetPoints: 2 }, seed: 31 },
  { name: "border-zap", game: "border-zap", options: { targetPoints: 2 }, seed: 32 },
  { name: "combo-ptb", game: "combo3-game4", options: { version: "PTB", geoPlungeSeconds: 3 }, seed: 41 },
  { name: "combo-ptr2", game: "combo3-game4", options: { version: "PTR2", geoPlungeSeconds: 3 }, seed: 42 },
];

test.describe("[TABLES-LAYOUT] the card games' board fits", () => {
  for (const played of GAMES) {
    test(`[TABLES-LAYOUT-1] ${played.name} (seed ${played.seed}): every state of a seeded random game fits at both board sizes`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const game = await createTableGame(request, played.game, { ...played.options, seed: played.seed });
      // Three students a team with the longest names: the fullest table.
      const players = await joinClass(request, game, longNames(6));
      await seatAndStart(request, game, 1);
      const teams = await teamsOf(request, game, players);
      const boards = await openBoards(browser, baseURL!, game);
      const random = seededRandom(played.seed);
      const findings = new Findings();
      const shotTypes = new Set<string>();
      const tag = `${played.name}-${played.seed}`;
      await checkBoards(boards, game, `${tag} dealt`, `${tag}-00-dealt`, findings);
      let idle = 0;
      for (let step = 1; step <= 200; step++) {
        const command = await randomMove(request, game, teams, random);
        if (command === null) {
          const view = await roomView(request, game);
          if (view.status !== "playing" || view.tables.every((table) => table.over)) break;
          // A clock runs (Combo 3's count of five): the server sends the command at its deadline.
          if (++idle > 40) throw new Error(`${tag}: no team could move for 10 s`);
          await boards.pages[0]!.waitForTimeout(250);
          continue;
        }
        idle = 0;
        const type = String(command.type);
        const shot = shotTypes.has(type) ? null : `${tag}-${String(step).padStart(2, "0")}-${type}`;
        shotTypes.add(type);
        await checkBoards(boards, game, `${tag} step ${step} (${type})`, shot, findings, tag);
      }
      const view = await roomView(request, game);
      expect(view.tables.every((table) => table.over) || view.status !== "playing", `${tag} played to its end`).toBe(true);
      await checkBoards(boards, game, `${tag} game over`, `${tag}-99-over`, findings);
      await closeBoards(boards);
      expect(findings.report).toBe("");
    });
  }

  test("[TABLES-LAYOUT-2] the seated lobby fits for 1, 4, 12, 15 and 30 tables with the longest names", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const findings = new Findings();
    const classes: { students: number; tables: number[] }[] = [
      { students: 6, tables: [1] },
      { students: 24, tables: [4, 12] },
      { students: 90, tables: [15, 30] },
    ];
    for (const { students, tables } of classes) {
      const game = await createTableGame(request, "play-the-ranks", { level: 3, targetPoints: 2, seed: 5 });
      await joinClass(request, game, longNames(students));
      const boards = await openBoards(browser, baseURL!, game);
      await checkBoards(boards, game, `lobby of ${students} before seating`, `lobby-${students}-joined`, findings);
      for (const count of tables) {
        await moderatorCommand(request, game, { type: "seatTables", tables: count });
        await checkBoards(boards, game, `lobby of ${students} at ${count} tables`, `lobby-${students}-at-${count}`, findings);
      }
      await closeBoards(boards);
    }
    expect(findings.report).toBe("");
  });

  test("[TABLES-LAYOUT-3] the board in play fits for 1 to 30 tables: every tile, and the large table it shows", async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const findings = new Findings();
    for (const { students, tables } of [
      { students: 24, tables: 4 },
      { students: 36, tables: 12 },
      { students: 90, tables: 30 },
    ]) {
      const game = await createTableGame(request, "combo3-game4", { version: "PTB", seed: 7 });
      const players = await joinClass(request, game, longNames(students));
      await seatAndStart(request, game, tables);
      const boards = await openBoards(browser, baseURL!, game);
      await checkBoards(boards, game, `${tables} tables dealt`, `play-${tables}-tables-dealt`, findings);
      // Every table moves a little, so the tiles show points, tricks and whom each waits on.
      const byTeam = await teamsOf(request, game, players);
      const random = seededRandom(tables);
      for (let table = 1; table <= tables; table++) {
        const teams = new Map([...byTeam].filter(([teamId]) => teamId === `t${2 * table - 1}` || teamId === `t${2 * table}`));
        for (let move = 0; move < 6; move++) await randomMove(request, game, teams, random);
      }
      await checkBoards(boards, game, `${tables} tables in play`, `play-${tables}-tables-moved`, findings);
      // The teacher ends the session: every table's result at once.
      await moderatorCommand(request, game, { type: "endGame" });
      await checkBoards(boards, game, `${tables} tables ended`, `play-${tables}-tables-ended`, findings);
      await closeBoards(boards);
    }
    expect(findings.report).toBe("");
  });
});
