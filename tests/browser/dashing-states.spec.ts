import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { actAsModerator, actAsPlayer, moderatorCommand, playerCommand, type GameHandle, type PlayerHandle } from "./support/game-api";
import { formatProblems, layoutProblems } from "./support/layout-check";
import { createTableGame, joinClass } from "./support/table-class";

/**
 * [DS-UI-1] Dashing States in Chromium: two teammates sort on two phones at 360×640 (tap a card,
 * then a slot), each sees the other's moves; the unused card goes face-down; one shouts; each
 * answers their own cards on their own phone; the board shows the shout order and the judged
 * row. The layout check passes on the phone (360×640, 390×844), the board (1920×1080, 1280×720) and
 * the console (1366×768). Screenshots land in test-results/dashing-states/.
 */
const SHOTS = path.join("test-results", "dashing-states");
const PHONE = { width: 360, height: 640 };
interface CardFacts {
  code: string;
  name: string;
  capital: string;
  rank: number;
}
/**
 * Each Map card's drawing to its state, as a phone with developer tools could work it out. The map
 * and state data load through tsx: Playwright's loader cannot import their JSON.
 */
const SCRIPT = [
  'import { mapCardDrawings } from "./lib/content/map-cards";',
  'import { stateByCode } from "./lib/content/state-data";',
  "console.log(JSON.stringify([...mapCardDrawings()].map(([code, d]) => { const s = stateByCode(code)!;",
  "return [d.path, { code, name: s.name, capital: s.capital, rank: s.statehood.rank }]; })));",
].join("\n");
const factsOfPath = new Map<string, CardFacts>(
  JSON.parse(execFileSync("npx", ["tsx", "-e", SCRIPT], { encoding: "utf8" })) as [string, CardFacts][],
);

type RaceKind = "name" | "capital" | "statehood";
const alphabetical = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), "en");
function compareForRace(kind: RaceKind, a: CardFacts, b: CardFacts): number {
  return kind === "name" ? alphabetical(a.name, b.name) : kind === "capital" ? alphabetical(a.capital, b.capital) : a.rank - b.rank;
}

/** The README's Dashing States pictures, written from this real game when UPDATE_SCREENSHOTS=1. */
const README_SHOTS: Readonly<Record<string, string>> = {
  "board-judged-1920": "dashing-board.png",
  "phone-sorted-360": "dashing-phone.png",
};

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const readme = README_SHOTS[name];
  if (readme && process.env.UPDATE_SCREENSHOTS === "1") await page.screenshot({ path: path.join("docs", "screenshots", readme) });
}

async function expectLayout(page: Page, label: string, fixed: boolean): Promise<void> {
  const problems = await layoutProblems(page, fixed ? { mode: "fixed", minFontPx: 20 } : { mode: "scroll" });
  expect(problems, `${label}: ${formatProblems(problems)}`).toEqual([]);
}

async function phoneOf(browser: Browser, baseURL: string, game: GameHandle, player: PlayerHandle): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await actAsPlayer(context, baseURL, game, player);
  const page = await context.newPage();
  await page.goto(`/play/${game.gameId}`);
  return page;
}

async function ownView(page: Page, gameId: string): Promise<any> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/games/${id}?as=player`, { cache: "no-store" });
    return ((await response.json()) as { view: unknown }).view;
  }, gameId);
}

test("[DS-UI-1] teammates sort on two phones, shout, answer their own cards; the board shows the judged row", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const setup = await browser.newContext();
  const game = await createTableGame(setup.request, "dashing-states", { seed: 5, geoPlungeSeconds: 30, revealSeconds: 3 });
  const players = await joinClass(setup.request, game, ["Ana Lopez", "Ben Okafor", "Cy Tran", "Dee Novak"]);
  await moderatorCommand(setup.request, game, { type: "seatTables" });
  await moderatorCommand(setup.request, game, { type: "startGame" });

  const boardContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await actAsModerator(boardContext, base, game);
  const board = await boardContext.newPage();
  await board.goto(`/board/${game.gameId}`);
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await actAsModerator(consoleContext, base, game);
  const consolePage = await consoleContext.newPage();
  await consolePage.goto(`/host/${game.gameId}`);

  // The two players of the first player's team, on phones.
  const first = await phoneOf(browser, base, game, players[0]!);
  const firstView = await ownView(first, game.gameId);
  const teamId = firstView.teamId as string;
  const mates = firstView.teams.find((team: { id: string }) => team.id === teamId).players.map((p: { id: string }) => p.id) as string[];
  const partner = players.find((player) => player.id !== players[0]!.id && mates.includes(player.id))!;
  const second = await phoneOf(browser, base, game, partner);
  const others = players.filter((player) => !mates.includes(player.id));

  await expect(first.locator("[data-dashing-phone]")).toBeVisible({ timeout: 15_000 });
  await shot(first, "phone-count-360");
  await first.getByRole("button", { name: "Not this time" }).click();
  await playerCommand(setup.request, game, others[0]!, { type: "declineGeoPlunge" });
  await expect(first.locator("[data-dashing-phone='racing']")).toBeVisible({ timeout: 15_000 });
  await expect(second.locator("[data-dashing-phone='racing']")).toBeVisible();
  // The console's table line runs the race clock, as the board does.
  await expect(consolePage.locator("[data-dashing-tools] [data-race-clock]")).toBeVisible();

  // No card's state is named anywhere on the phone while the race is on.
  const racing = await ownView(first, game.gameId);
  const kind = racing.game.race.kind as RaceKind;
  const cards = (racing.game.own.cards as { id: string; face: { path: string } }[]).map((card) => ({
    id: card.id,
    facts: factsOfPath.get(card.face.path) as CardFacts,
  }));
  const sorted = [...cards].sort((a, b) => compareForRace(kind, a.facts, b.facts));
  const html = await first.content();
  for (const card of cards) expect(html).not.toContain(`>${card.facts.name}<`);
  await shot(first, "phone-racing-360");
  await expectLayout(first, "phone 360×640 racing", false);

  // Sorting together: the first phone places the left three, the second the right three.
  for (const [slot, card] of sorted.slice(0, 6).entries()) {
    const phone = slot < 3 ? first : second;
    await phone.locator(`[data-card='${card.id}']`).click();
    await phone.locator(`[data-slot='${slot}']`).click();
    await expect(phone.locator(`[data-slot='${slot}'] [data-map-card]`)).toBeVisible();
  }
  await expect(first.locator("[data-slot='5'] [data-map-card]")).toBeVisible();
  await expect(second.locator("[data-slot='0'] [data-map-card]")).toBeVisible();
  await second.locator(`[data-card='${sorted[6]!.id}']`).click();
  await second.locator("[data-face-down]").click();
  await expect(first.locator("[data-face-down='full']")).toBeVisible();
  await shot(first, "phone-sorted-360");
  await expectLayout(first, "phone 360×640 sorted", false);
  await first.setViewportSize({ width: 390, height: 844 });
  await shot(first, "phone-sorted-390");
  await expectLayout(first, "phone 390×844 sorted", false);

  await second.locator("[data-shout]").click();
  await expect(first.locator("[data-identify]")).toBeVisible({ timeout: 10_000 });
  // Each member answers the cards the phone shows them, on their own phone.
  for (const phone of [first, second]) {
    const forms = phone.locator("[data-answer-card]");
    const count = await forms.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const form = forms.nth(i);
      const id = (await form.getAttribute("data-answer-card")) ?? "";
      const state = cards.find((card) => card.id === id)!.facts;
      await form.getByLabel("State").fill(state.name);
      await form
        .getByLabel(kind === "statehood" ? "Statehood rank" : "Capital")
        .fill(kind === "statehood" ? String(state.rank) : state.capital);
      if (phone === second && i === 0) await shot(second, "phone-answering-360");
      await form.getByRole("button", { name: "Send answer" }).click();
      // The last answer judges the race: the form gives way to the judged row.
      if (phone === first || i < count - 1) await expect(form.getByText("Answered")).toBeVisible();
    }
  }

  await expect(board.locator("[data-judged-card]")).toHaveCount(6, { timeout: 10_000 });
  await expect(board.locator("[data-shout-order]").first()).toBeVisible();
  await shot(board, "board-judged-1920");
  await expectLayout(board, "board 1920×1080 judged", true);
  await board.setViewportSize({ width: 1280, height: 720 });
  await shot(board, "board-judged-1280");
  await expectLayout(board, "board 1280×720 judged", true);
  await shot(consolePage, "console-judged-1366");
  await expectLayout(consolePage, "console 1366×768 judged", false);
  await setup.close();
});
