import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { actAsModerator, moderatorCommand, type GameHandle } from "./support/game-api";
import { formatProblems, layoutProblems } from "./support/layout-check";

/**
 * [BU-UI] Border-Up in Chromium on the real server: two teammates build groups together on two
 * phones at 360×640 (a tap on a card, a tap on a slot; each phone shows the other's move), the
 * other team answers from a third phone, a teammate shouts GeoPlunge, and the board shows the judged
 * groups and the shout order. Every screen passes the layout check at the sizes that matter (phone
 * 360×640 and 390×844, board 1920×1080 and 1280×720, console 1366×768); screenshots go to
 * test-results/border-up/.
 */
const PHONE = { width: 360, height: 640 };
const TALL_PHONE = { width: 390, height: 844 };
const SHOTS = path.join("test-results", "border-up");
const SYNC = { timeout: 15_000 };
/** The board's smallest text on its 1920×1080 canvas, as the card games' board. */
const BOARD_MIN_FONT_PX = 20;

/** The README's Border-Up pictures, written from this real game when UPDATE_SCREENSHOTS=1 (after the layout check passed). */
const README_SHOTS: Readonly<Record<string, string>> = {
  "board-judged-1920": "border-up-board.png",
  "phone-groups-360": "border-up-phone.png",
};

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const readme = README_SHOTS[name];
  if (readme && process.env.UPDATE_SCREENSHOTS === "1") await page.screenshot({ path: path.join("docs", "screenshots", readme) });
}

async function joinOnPhone(browser: Browser, baseURL: string, code: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`/join?code=${code}`);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);
  return page;
}

async function teamView(page: Page, gameId: string): Promise<any> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/games/${id}?as=player`, { cache: "no-store" });
    return ((await response.json()) as { view: unknown }).view;
  }, gameId);
}

async function expectReadable(page: Page, label: string, mode: "fixed" | "scroll"): Promise<void> {
  // As the card games' specs check: the board strictly (font size, overlapping letters, broken words), a scrolling screen for what is hidden or cut.
  const problems = await layoutProblems(
    page,
    mode === "fixed" ? { mode, minFontPx: BOARD_MIN_FONT_PX, textOverlap: true, brokenWords: true } : { mode },
  );
  if (problems.length > 0) await shot(page, `problem-${label}`);
  expect(problems, `${label}:\n${formatProblems(problems)}`).toEqual([]);
}

interface OwnCard {
  code: string;
  name: string;
  borderStates: string[];
}

/** Two winning groups from a hand, each in its winning order, read from the border states its cards print. */
function twoGroups(cards: OwnCard[]): OwnCard[][] {
  const borders = (a: OwnCard, b: OwnCard) => a.borderStates.includes(b.code);
  const groups: OwnCard[][] = [];
  const free = new Set(cards);
  for (const middle of cards) {
    if (groups.length === 2 || !free.has(middle)) continue;
    const ends = cards.filter((card) => card !== middle && free.has(card) && borders(middle, card));
    if (ends.length < 2) continue;
    const trio = [ends[0]!, middle, ends[1]!];
    groups.push(trio);
    trio.forEach((card) => free.delete(card));
  }
  return groups;
}

test("[BU-UI-1] two teammates build groups together on two phones, shout, and the board shows the judged groups; every screen is readable", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const boardContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" });
  const board = await boardContext.newPage();
  const created = await board.request.post("/api/games", { data: { game: "border-up", geoPlungeSeconds: 4, seed: 31 } });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as GameHandle;

  // Five phones at two tables: one team of two (the teammates), its rival, and a second table still racing when the first is judged.
  const phones: Page[] = [];
  for (const name of ["Ana", "Ben", "Chloé", "Dev", "Emeka"]) phones.push(await joinOnPhone(browser, baseURL!, game.code, name));
  await moderatorCommand(board.request, game, { type: "seatTables", tables: 2 });
  const seatOf = new Map<Page, { teamId: string; table: string }>();
  for (const phone of phones) {
    const seen = await teamView(phone, game.gameId);
    seatOf.set(phone, { teamId: seen.teamId, table: seen.table });
  }
  const byTeam = (teamId: string) => phones.filter((phone) => seatOf.get(phone)?.teamId === teamId);
  const pair = [...new Set([...seatOf.values()].map((seat) => seat.teamId))].find((teamId) => byTeam(teamId).length === 2)!;
  const [first, second] = byTeam(pair) as [Page, Page];
  const table = seatOf.get(first)!.table;
  const rival = phones.find((phone) => seatOf.get(phone)?.table === table && seatOf.get(phone)?.teamId !== pair)!;

  // The board shows this table large (as "Show on board" does); the console oversees both.
  await board.goto(`/board/${game.gameId}?table=${table}`);
  const consoleContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  await actAsModerator(consoleContext, baseURL!, game);
  const console = await consoleContext.newPage();
  await console.goto(`/host/${game.gameId}`);
  await moderatorCommand(board.request, game, { type: "startGame" });

  // The count of five: both teams answer from their phones.
  await expect(first.getByText("Are you GeoPlunging?")).toBeVisible(SYNC);
  await expectReadable(first, "phone-count-360", "scroll");
  await shot(first, "phone-count-360");
  await first.getByRole("button", { name: "Yes, GeoPlunging!" }).click();
  await rival.getByRole("button", { name: "No" }).click();

  // "Ready, Set…", then the cards turn on both teams' phones.
  await expect(second.locator("[data-ready-set]").first()).toBeVisible(SYNC);
  await expect(board.locator("[data-ready-set]").first()).toBeVisible(SYNC);
  await expect(first.getByRole("list", { name: "Your loose cards" })).toBeVisible(SYNC);
  await expect(rival.getByRole("list", { name: "Your loose cards" })).toBeVisible(SYNC);
  const groups = twoGroups((await teamView(first, game.gameId)).game.own.cards as OwnCard[]).map((group) => group.map((card) => card.code));
  const names = new Map<string, string>(
    ((await teamView(first, game.gameId)).game.own.cards as OwnCard[]).map((card) => [card.code, card.name]),
  );
  expect(groups, "the seed deals this team two groups").toHaveLength(2);
  await expectReadable(first, "phone-race-360", "scroll");

  // Teammates take turns: a tap on a loose card, a tap on a slot; the other phone shows it.
  let turn = 0;
  for (const [g, group] of groups.entries())
    for (const [slot, card] of group.entries()) {
      const [mover, watcher] = turn++ % 2 === 0 ? [first, second] : [second, first];
      await mover.locator(`[data-loose-card="${card}"]`).click();
      await mover.locator(`[data-slot="${g}-${slot}"]`).click();
      await expect(watcher.locator(`[data-slot="${g}-${slot}"]`)).toHaveAttribute("data-card", card, SYNC);
      if (turn === 1) {
        // The rival team moves too: its move never stands in the way of this team's next one.
        const rivalHand: string[] = (await teamView(rival, game.gameId)).game.own.loose;
        await rival.locator(`[data-loose-card="${rivalHand[0]}"]`).click();
        await rival.locator(`[data-slot="2-1"]`).click();
        await expect(rival.locator(`[data-slot="2-1"]`)).toHaveAttribute("data-card", rivalHand[0]!, SYNC);
      }
    }
  // A placed card moves back to the loose cards and in again, from the other phone.
  const moved = groups[1]![2]!;
  await second.locator(`[data-slot="1-2"]`).click();
  await second.getByRole("button", { name: /^Put .* back$/ }).click();
  await expect(first.locator(`[data-slot="1-2"]`)).toHaveAttribute("data-card", "", SYNC);
  await first.locator(`[data-loose-card="${moved}"]`).click();
  await first.locator(`[data-slot="1-2"]`).click();
  await expect(second.locator(`[data-slot="1-2"]`)).toHaveAttribute("data-card", moved, SYNC);
  await expect(second.getByRole("button", { name: "GeoPlunge!" })).toBeEnabled();
  await expect(second.getByRole("button", { name: "ThreeOPlunge!" })).toBeDisabled();
  await expectReadable(second, "phone-groups-360", "scroll");
  await shot(second, "phone-groups-360");
  await second.setViewportSize(TALL_PHONE);
  await expectReadable(second, "phone-groups-390", "scroll");
  await shot(second, "phone-groups-390");
  await expectReadable(board, "board-race-1920", "fixed");
  await shot(board, "board-race-1920");
  await expectReadable(console, "console-race-1366", "scroll");
  await shot(console, "console-race-1366");

  // The shout: judged on the board once the window closes.
  await second.getByRole("button", { name: "GeoPlunge!" }).click();
  const result = board.locator("[data-race-result]");
  await expect(result).toHaveAttribute("data-race-result", "first-right", SYNC);
  await expect(result.locator('[data-group-right="true"]')).toHaveCount(2);
  await expect(result.locator("[data-shout-order]")).toContainText("did not shout within 1.00 s");
  for (const group of groups) await expect(result).toContainText(group.map((code) => names.get(code)).join(" · "));
  await expectReadable(board, "board-judged-1920", "fixed");
  await shot(board, "board-judged-1920");
  await board.setViewportSize({ width: 1280, height: 720 });
  await expectReadable(board, "board-judged-1280", "fixed");
  await shot(board, "board-judged-1280");
  await expect(first.locator("[data-race-result]")).toBeVisible(SYNC);
  await first.setViewportSize(PHONE);
  await expectReadable(first, "phone-judged-360", "scroll");
  await shot(first, "phone-judged-360");
  await expectReadable(console, "console-judged-1366", "scroll");
  await shot(console, "console-judged-1366");
});

test("[BU-UI-2] played alone (one table), the finished race stays on the board with its result, not the all-tables list", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const boardContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" });
  const board = await boardContext.newPage();
  const created = await board.request.post("/api/games", { data: { game: "border-up", geoPlungeSeconds: 4, seed: 32 } });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as GameHandle;
  const phones: Page[] = [];
  for (const name of ["Ana", "Ben"]) phones.push(await joinOnPhone(browser, baseURL!, game.code, name));
  await moderatorCommand(board.request, game, { type: "seatTables", tables: 1 });
  await board.goto(`/board/${game.gameId}`);
  await moderatorCommand(board.request, game, { type: "startGame" });
  for (const phone of phones) await phone.getByRole("button", { name: "No" }).click();
  await expect(phones[0]!.getByRole("list", { name: "Your loose cards" })).toBeVisible(SYNC);
  // The teacher calls the race a tie: the table, and so the game, is over.
  await moderatorCommand(board.request, game, { type: "atTable", table: "T1", command: { type: "callTie" } });
  await expect(board.locator("[data-board]")).toHaveAttribute("data-board-status", "finished", SYNC);
  await expect(board.locator("[data-board-results]")).toHaveCount(0);
  await expect(board.locator('[data-large-table="T1"] [data-race-result]')).toBeVisible(SYNC);
  await expectReadable(board, "board-alone-finished-1920", "fixed");
  await shot(board, "board-alone-finished-1920");
});
