import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { actAsModerator, actAsPlayer, moderatorCommand, playerCommand, type GameHandle, type PlayerHandle } from "./support/game-api";
import { formatProblems, layoutProblems } from "./support/layout-check";
import { createTableGame, joinClass } from "./support/table-class";

/**
 * [SIQ-UI-1] State IQ in Chromium at phone size (360×640): the count of five, the clue-giving team
 * choosing its Type A clue from the exact texts, the guessing team choosing its Type B clue, a
 * typed wrong guess and a guess picked from the list of 50, the roles switching, the result on the
 * board. The hidden card shows on its own team's phone only. The layout check passes on the phones
 * (360×640, 390×844), the board (1920×1080, 1280×720) and the console (1366×768). Screenshots land
 * in test-results/state-iq/ (and the README's when UPDATE_SCREENSHOTS=1).
 */
const SHOTS = path.join("test-results", "state-iq");
const PHONE = { width: 360, height: 640 };

const README_SHOTS: Readonly<Record<string, string>> = {
  "board-clue-1920": "state-iq-board.png",
  "phone-giving-360": "state-iq-phone.png",
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

/** Whichever clue the phone's team must choose now is chosen on that phone (the first choice it lists). */
async function chooseClue(phones: Record<string, Page>, gameId: string, shotName?: string): Promise<void> {
  const any = Object.values(phones)[0]!;
  const seen = (await ownView(any, gameId)).game;
  const acting = seen.turn.waiting.teamIds[0] as string;
  const phone = phones[acting]!;
  if (seen.phase === "giving") {
    await expect(phone.locator("[data-give]").first()).toBeVisible();
    if (shotName) {
      await phone.locator("[data-giving]").scrollIntoViewIfNeeded();
      await shot(phone, shotName);
      await expectLayout(phone, "phone 360×640 giving", false);
    }
    await phone.locator("[data-give]").first().click();
  } else if (seen.phase === "asking") {
    await phone.locator("[data-ask]").first().click();
  }
}

test("[SIQ-UI-1] a game of State IQ on phones: Type A from the exact texts, Type B, a typed and a picked guess, the result on the board", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const setup = await browser.newContext();
  const game = await createTableGame(setup.request, "state-iq", { seed: 11, geoPlungeSeconds: 30 });
  const players = await joinClass(setup.request, game, ["Ana Lopez", "Ben Okafor", "Cy Tran", "Dee Novak"]);
  await moderatorCommand(setup.request, game, { type: "seatTables" });

  const boardContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await actAsModerator(boardContext, base, game);
  const board = await boardContext.newPage();
  await board.goto(`/board/${game.gameId}`);
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await actAsModerator(consoleContext, base, game);
  const consolePage = await consoleContext.newPage();
  await consolePage.goto(`/host/${game.gameId}`);

  const first = await phoneOf(browser, base, game, players[0]!);
  const firstView = await ownView(first, game.gameId);
  const teamA = firstView.teamId as string;
  const matesA = firstView.teams.find((team: { id: string }) => team.id === teamA).players.map((p: { id: string }) => p.id) as string[];
  const otherPlayer = players.find((player) => !matesA.includes(player.id))!;
  const second = await phoneOf(browser, base, game, otherPlayer);
  const teamB = (await ownView(second, game.gameId)).teamId as string;
  const phones: Record<string, Page> = { [teamA]: first, [teamB]: second };
  // The count of five opens with the start: every screen is open by then.
  await moderatorCommand(setup.request, game, { type: "startGame" });

  // Each phone shows its own hidden card, and not the other team's.
  await expect(first.locator("[data-siq-phone='geoplunge-window']")).toBeVisible({ timeout: 15_000 });
  const ownName = async (page: Page) => ((await ownView(page, game.gameId)).game.own as { name: string }).name;
  const [nameA, nameB] = [await ownName(first), await ownName(second)];
  await expect(first.locator("[data-own-card]")).toContainText(nameA);
  expect(await first.locator("main").innerText()).not.toContain(nameB);
  await shot(first, "phone-count-360");
  await expectLayout(first, "phone 360×640 count", false);
  await first.getByRole("button", { name: "Not this time" }).click();
  await playerCommand(setup.request, game, otherPlayer, { type: "geoPlunge" });

  // Round 1: the clue, a typed wrong guess, then the next clue and the right state picked from the list.
  await expect(first.locator("[data-current-guess='1']")).toBeVisible({ timeout: 15_000 });
  const firstGuesser = (await ownView(first, game.gameId)).game.turn.guesserId as string;
  const guesserPhone = phones[firstGuesser]!;
  const holderName = firstGuesser === teamA ? nameB : nameA;
  await chooseClue(phones, game.gameId, "phone-giving-360");
  await expect(guesserPhone.locator("[data-guess-form]")).toBeVisible();
  await guesserPhone.getByLabel("Type a state (or its postal code)").fill(holderName === "Ohio" ? "Iowa" : "Ohio");
  await guesserPhone.locator("form").first().getByRole("button", { name: "Guess" }).click();
  await expect(guesserPhone.locator("[data-current-guess='2']")).toBeVisible();
  await chooseClue(phones, game.gameId, "phone-giving-360");
  await expect(board.locator("[data-current-guess='2'] [data-shown-clue]")).toBeVisible({ timeout: 10_000 });
  await shot(board, "board-clue-1920");
  await expectLayout(board, "board 1920×1080 clue", true);
  await shot(guesserPhone, "phone-guessing-360");
  await expectLayout(guesserPhone, "phone 360×640 guessing", false);
  await guesserPhone.setViewportSize({ width: 390, height: 844 });
  await expectLayout(guesserPhone, "phone 390×844 guessing", false);
  await guesserPhone.getByLabel("…or pick it from the list").selectOption(holderName);
  await guesserPhone.locator("form").nth(1).getByRole("button", { name: "Guess" }).click();

  // Round 2: the roles switch; the other team is right on its first guess and wins with the Bonus Points.
  const secondGuesser = firstGuesser === teamA ? teamB : teamA;
  await expect(phones[secondGuesser]!.locator("[data-revealed]")).toContainText(holderName, { timeout: 10_000 });
  await chooseClue(phones, game.gameId);
  const secondPhone = phones[secondGuesser]!;
  await secondPhone.getByLabel("Type a state (or its postal code)").fill(firstGuesser === teamA ? nameA : nameB);
  await secondPhone.locator("form").first().getByRole("button", { name: "Guess" }).click();
  await expect(board.locator("[data-siq-result]")).toBeVisible({ timeout: 10_000 });
  await expect(board.locator("[data-siq-result]")).toContainText("Bonus Points");
  await shot(board, "board-over-1920");
  await expectLayout(board, "board 1920×1080 over", true);
  await board.setViewportSize({ width: 1280, height: 720 });
  await shot(board, "board-over-1280");
  await expectLayout(board, "board 1280×720 over", true);
  await shot(consolePage, "console-over-1366");
  await expectLayout(consolePage, "console 1366×768 over", false);
  await shot(secondPhone, "phone-over-360");
  await expectLayout(secondPhone, "phone 360×640 over", false);
  await setup.close();
});
