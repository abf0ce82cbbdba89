import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { checkEveryIntroSlide, expectBoardIntroReadable } from "./support/board-intro";
import { formatProblems, layoutProblems } from "./support/layout-check";

/**
 * [TEACH-UI] The card games teach, on the real server with real phones: a Play the Ranks class
 * joins, the teacher plays the board's one-minute how to play from the console (every slide
 * readable from the back row at 1920×1080 and 1280×720) and skips it from the board; a waiting
 * phone shows a tip; a phone's Rules button opens the glossary over the game and Back returns to
 * the game exactly where it was. Screenshots go to test-results/tables-teach/.
 */
const PHONE = { width: 360, height: 640 };
const LAPTOP = { width: 1366, height: 768 };
const BOARD = { width: 1920, height: 1080 };
const SMALL_BOARD = { width: 1280, height: 720 };
const SHOTS = path.join("test-results", "tables-teach");

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function joinOnPhone(browser: Browser, code: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`/join?code=${code}`);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);
  return page;
}

test("[TEACH-UI-1] the board's how to play plays from the console, every slide fits at both board sizes, and Skip ends it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacher = await browser.newContext({ viewport: LAPTOP });
  const host = await teacher.newPage();
  await host.goto("/host");
  await host.getByRole("radio", { name: /^Play the Ranks/ }).check();
  await host.getByRole("radio", { name: /^Level 4/ }).check();
  await host.getByRole("button", { name: "Create session" }).click();
  await host.waitForURL(/\/host\/[0-9a-f-]{36}$/);
  const code = ((await host.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
  const phones = [await joinOnPhone(browser, code, "Ada"), await joinOnPhone(browser, code, "Ben")];

  // The board in the teacher's own browser, beside the console (the console reaches it there).
  const board = await teacher.newPage();
  await board.setViewportSize(BOARD);
  await board.goto(host.url().replace("/host/", "/board/"));
  await expect(board.locator("[data-intro-play]")).toBeVisible();
  await host.getByRole("button", { name: "Seat the class" }).click();
  await expect(host.getByRole("region", { name: "Table 1", exact: true })).toBeVisible();
  await expect(board.locator("[data-board-status='lobby']")).toContainText("Table 1");
  await shot(board, "board-lobby-1920");
  await board.setViewportSize(SMALL_BOARD);
  await shot(board, "board-lobby-1280");
  await board.setViewportSize(BOARD);
  await host.getByRole("region", { name: "Teach the game" }).scrollIntoViewIfNeeded();
  await shot(host, "console-lobby-teach");

  // A seated phone waits for the start: it shows a tip, and the same tip as its teammates' phones.
  for (const phone of phones) await expect(phone.locator("[data-waiting-tip]")).toBeVisible();

  await host.getByRole("button", { name: "Show how to play on the board" }).click();
  const intro = board.locator("[data-board-intro]");
  await expect(intro).toBeVisible();
  await expect(intro).toHaveAttribute("data-intro-slide", "1");
  await expect(intro.getByRole("heading", { level: 2 })).toHaveText("Every card is a state");
  const slides = Number((await intro.getByText(/^1 of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
  expect(slides).toBeGreaterThanOrEqual(4);

  // Each slide at the projector's two sizes (the arrow keys go on, as a teacher may).
  for (let slide = 1; slide <= slides; slide++) {
    await expect(intro).toHaveAttribute("data-intro-slide", String(slide));
    for (const [size, label] of [
      [BOARD, "1920"],
      [SMALL_BOARD, "1280"],
    ] as const) {
      await board.setViewportSize(size);
      await expectBoardIntroReadable(board, `slide ${slide} at ${label}`);
      await shot(board, `board-intro-${slide}-${label}`);
    }
    if (slide < slides) await board.keyboard.press("ArrowRight");
  }
  await board.setViewportSize(BOARD);

  // It goes on by itself: back to the first slide, then the clock moves it to the second.
  for (let slide = slides; slide > 1; slide--) await board.keyboard.press("ArrowLeft");
  await expect(intro).toHaveAttribute("data-intro-slide", "1");
  await expect(intro).toHaveAttribute("data-intro-slide", "2", { timeout: 15_000 });

  // Skip on the board ends it: the lobby with the code is back.
  await intro.getByRole("button", { name: /Skip/ }).click();
  await expect(intro).toHaveCount(0);
  // The lobby is back: the code, large before seating, in the header once the class is seated.
  await expect(board.locator("[data-board-code], [data-board-join-small]").first()).toBeVisible();

  // The console skips it too; and H on the board plays it again.
  await board.keyboard.press("h");
  await expect(intro).toBeVisible();
  await host.getByRole("button", { name: "Skip it" }).click();
  await expect(intro).toHaveCount(0);

  // Once the games start, the board's header no longer offers it (the first deal is done).
  await host.getByRole("button", { name: "Start the games" }).click();
  await expect(board.locator("[data-board-status='playing']")).toBeVisible();
  await expect(board.locator("[data-intro-play]")).toHaveCount(0);

  for (const phone of phones) await phone.context().close();
  await teacher.close();
});

test("[TEACH-UI-2] a phone's Rules opens the glossary over the game, Back returns to the game where it was, and a waiting phone shows a tip", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacher = await browser.newContext({ viewport: LAPTOP });
  const host = await teacher.newPage();
  await host.goto("/host");
  await host.getByRole("radio", { name: /^Play the Ranks/ }).check();
  await host.getByRole("button", { name: "Create session" }).click();
  await host.waitForURL(/\/host\/[0-9a-f-]{36}$/);
  const code = ((await host.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
  const phones = [await joinOnPhone(browser, code, "Cy"), await joinOnPhone(browser, code, "Di")];
  await host.getByRole("button", { name: "Seat the class" }).click();
  await host.getByRole("button", { name: "Start the games" }).click();
  const [phone, other] = phones as [Page, Page];
  await expect(phone.locator("[data-hand] li").first()).toBeVisible();

  // Level 3 begins with both teams discarding: once this team has, it waits, and its phone teaches.
  await expect(phone.locator("[data-waiting-tip]")).toHaveCount(0);
  await phone.locator('[data-playable="yes"]').first().click();
  await phone.locator("[data-send-move]").click();
  await expect(phone.locator("[data-turn-banner]")).toContainText(/Waiting for/);
  const tip = phone.locator("[data-waiting-tip]");
  await expect(tip).toBeVisible();
  await expect(tip).toContainText("Tip:");
  await expect(other.locator("[data-waiting-tip]")).toHaveCount(0);
  await phone.evaluate(() => window.scrollTo(0, 0));
  await shot(phone, "phone-waiting-tip");
  const hand = await phone.locator("[data-hand] li").count();

  // One tap: the rules and every word, over the game.
  await phone.getByRole("button", { name: "Rules" }).click();
  const sheet = phone.getByRole("dialog", { name: /rules and words/ });
  await expect(sheet).toBeVisible();
  for (const term of ["Base", "Category", "Trick", "Lead", "Follow", "Announce", "PATOS", "Power card", "BUR", "GeoStar", "Up the BUR"])
    await expect(sheet.locator(`[data-term="${term}"]`)).toBeVisible();
  await shot(phone, "phone-rules-sheet");
  const problems = await layoutProblems(phone, { mode: "scroll", root: "[data-rules-sheet]" });
  expect(problems, formatProblems(problems)).toEqual([]);

  // Back to the game: the same table, the same hand, still live.
  await sheet.getByRole("button", { name: "Back to the game" }).click();
  await expect(sheet).toHaveCount(0);
  expect(new URL(phone.url()).hash).toBe("");
  await expect(phone.locator("[data-phone-play]")).toBeVisible();
  await expect(phone.locator("[data-hand] li")).toHaveCount(hand);

  // The phone's own Back button closes the sheet too, without leaving the game.
  await phone.getByRole("button", { name: "Rules" }).click();
  await expect(sheet).toBeVisible();
  await phone.goBack();
  await expect(sheet).toHaveCount(0);
  expect(phone.url()).toMatch(/\/play\/[0-9a-f-]{36}$/);
  await expect(phone.locator("[data-phone-play]")).toBeVisible();

  // The other team discards meanwhile; the first phone, back in the game, sees the game go on.
  await other.locator('[data-playable="yes"]').first().click();
  await other.locator("[data-send-move]").click();
  await expect(phone.locator("[data-turn-banner]")).not.toContainText(/discard/i);

  // The rules page the console links to.
  const page = await teacher.newPage();
  await page.goto("/rules/play-the-ranks");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Play the Ranks: rules and words");
  await expect(page.locator('[data-term="Zap"]')).toHaveCount(0);
  await page.goto("/rules/border-zap");
  await expect(page.locator('[data-term="Zap"]')).toBeVisible();

  for (const entry of phones) await entry.context().close();
  await teacher.close();
});

test("[TEACH-UI-3] Border Zap's and Combo 3's how to play start from the board's own button (key H) and every slide fits at both board sizes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const teacher = await browser.newContext({ viewport: LAPTOP });
  const host = await teacher.newPage();
  const board = await teacher.newPage();
  for (const [game, name] of [
    [/^Play the Border Zap/, "border-zap"],
    [/^Combo 3 · Game 4/, "combo3-game4"],
  ] as const) {
    await host.goto("/host");
    await host.getByRole("radio", { name: game }).check();
    await host.getByRole("button", { name: "Create session" }).click();
    await host.waitForURL(/\/host\/[0-9a-f-]{36}$/);
    await board.setViewportSize(SMALL_BOARD);
    await board.goto(host.url().replace("/host/", "/board/"));
    await expect(board.locator("[data-intro-play]")).toBeVisible();
    await shot(board, `board-lobby-${name}-1280`);
    await board.keyboard.press("h");
    const intro = board.locator("[data-board-intro]");
    await expect(intro).toBeVisible();
    await checkEveryIntroSlide(board, { name, shot: (slide) => shot(board, `board-intro-${name}-${slide}`) });
    // Past the last slide the intro is over: the lobby is back.
    await expect(board.locator("[data-board-code]")).toBeVisible();
  }
  await teacher.close();
});
