import { expect, test, type Page } from "@playwright/test";
import {
  actAsModerator,
  actAsPlayer,
  createGame,
  finishTurn,
  joinPlayer,
  moderatorCommand,
  moderatorView,
  spinUntil,
  throughFirstSpins,
  type GameHandle,
  type PlayerHandle,
} from "./support/game-api";

/**
 * The tools a teacher used to Kahoot or Factile expects, and the class-ready details, in real
 * Chromium against the real server: the talk-it-over countdown on every screen, presenter mode,
 * points that say why (and an undo that says "undone"), the board's light theme and read-aloud
 * switch, the system's dark mode, the host form's limits, and the files in public/.
 */
const SYNC = { timeout: 15_000 };
const TEAMS = [
  { name: "Rockies", colour: "red" },
  { name: "Bayou", colour: "blue" },
  { name: "Prairie", colour: "green" },
];

async function startedGame(page: Page): Promise<{ game: GameHandle; ana: PlayerHandle }> {
  const game = await createGame(page.request, { teams: TEAMS, seed: 99 });
  const ana = await joinPlayer(page.request, game, "Ana", "t1");
  await moderatorCommand(page.request, game, { type: "startGame" });
  await throughFirstSpins(page.request, game);
  return { game, ana };
}

test("[COUNTDOWN] the moderator starts a talk-it-over countdown: the board and the phones count it down; it changes nothing in the game", async ({
  browser,
  baseURL,
}) => {
  const consoleContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const consolePage = await consoleContext.newPage();
  const { game, ana } = await startedGame(consolePage);
  await actAsModerator(consoleContext, baseURL!, game);
  const boardContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const board = await boardContext.newPage();
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await actAsPlayer(phoneContext, baseURL!, game, ana);
  const phone = await phoneContext.newPage();
  try {
    await consolePage.goto(`/host/${game.gameId}`);
    await board.goto(`/board/${game.gameId}`);
    await phone.goto(`/play/${game.gameId}`);
    await expect(board.locator("[data-board-status='playing']")).toBeVisible(SYNC);
    await expect(phone.getByText("You: Ana")).toBeVisible(SYNC);
    const before = (await moderatorView(consolePage.request, game)).version;

    await consolePage.getByRole("region", { name: "Talk-it-over timer" }).getByRole("button", { name: "30 s" }).click();
    await expect(board.locator("[data-board-countdown='running']")).toContainText(/Talk it over 0:(2\d|30)/, SYNC);
    await expect(phone.locator("[data-phone-countdown='running']")).toContainText(/0:(2\d|30)/, SYNC);
    await expect(consolePage.locator("[data-console-countdown='running']")).toBeVisible(SYNC);
    // A screen opened during the countdown shows it too.
    const late = await boardContext.newPage();
    await late.goto(`/board/${game.gameId}`);
    await expect(late.locator("[data-board-countdown='running']")).toBeVisible(SYNC);

    await consolePage.getByRole("button", { name: "Stop" }).click();
    await expect(board.locator("[data-board-countdown]")).toHaveCount(0, SYNC);
    await expect(phone.locator("[data-phone-countdown]")).toHaveCount(0, SYNC);
    expect((await moderatorView(consolePage.request, game)).version, "the countdown is not a game command").toBe(before);

    // A phone may not start one; nor may anyone once the game is over.
    const refused = await phone.request.post(`/api/games/${game.gameId}/countdown`, { data: { seconds: 30 } });
    expect(refused.status()).toBe(401);
    const tooLong = await consolePage.request.post(`/api/games/${game.gameId}/countdown`, { data: { seconds: 5000 } });
    expect(tooLong.status()).toBe(400);
    expect(((await tooLong.json()) as { error: { message: string } }).error.message).toMatch(/at most 10 minutes/);
  } finally {
    await consoleContext.close();
    await boardContext.close();
    await phoneContext.close();
  }
});

test("[PRESENTER] presenter mode hides the answer and the unread clues on the console until the teacher holds A or the peek button", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  try {
    const game = await createGame(page.request, { teams: TEAMS, seed: 5 });
    await actAsModerator(context, baseURL!, game);
    await moderatorCommand(page.request, game, { type: "startGame" });
    const view = await spinUntil(page.request, game, (current) => current.game.phase.type === "answer-or-sell");
    const secret = view.game.secret!;
    await page.goto(`/host/${game.gameId}`);
    const clues = page.getByRole("list", { name: "The six clues" });
    await expect(page.locator("[data-console-answer]")).toContainText(secret.answer);
    await expect(clues).toContainText(secret.clues[5]!);

    await page.getByRole("button", { name: /Presenter mode off/ }).click();
    await expect(page.locator("[data-console-answer='hidden']")).toBeVisible();
    const text = async () => page.locator("main").innerText();
    expect(await text()).not.toContain(secret.answer);
    expect(await text()).not.toContain(secret.clues[5]!);
    await expect(clues).toContainText(secret.clues[0]!);

    await page.keyboard.down("a");
    await expect(page.locator("[data-console-answer]")).toContainText(secret.answer);
    await expect(clues).toContainText(secret.clues[5]!);
    await page.keyboard.up("a");
    await expect(page.locator("[data-console-answer='hidden']")).toBeVisible();

    const peek = page.getByRole("button", { name: "Hold to peek" });
    await peek.hover();
    await page.mouse.down();
    await expect(page.locator("[data-console-answer]")).toContainText(secret.answer);
    await page.mouse.up();
    await expect(page.locator("[data-console-answer='hidden']")).toBeVisible();

    // Remembered on this computer.
    await page.reload();
    await expect(page.locator("[data-console-answer='hidden']")).toBeVisible(SYNC);
  } finally {
    await context.close();
  }
});

test("[WHY] the board and a phone say why points moved, and an undo says undone, not a penalty", async ({ browser, baseURL }) => {
  const boardContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" });
  const board = await boardContext.newPage();
  const { game, ana } = await startedGame(board);
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await actAsPlayer(phoneContext, baseURL!, game, ana);
  const phone = await phoneContext.newPage();
  try {
    await board.goto(`/board/${game.gameId}`);
    await phone.goto(`/play/${game.gameId}`);
    await expect(phone.getByText("You: Ana")).toBeVisible(SYNC);

    await moderatorCommand(board.request, game, { type: "adjustPoints", teamId: "t1", amount: 3, reason: "Good teamwork" });
    await expect(board.locator("[data-board-why]")).toContainText("The moderator: Good teamwork", SYNC);
    await expect(board.locator("[data-team-delta='t1']")).toHaveText("+3", SYNC);
    await expect(phone.locator("[data-phone-why]")).toContainText("Your team +3", SYNC);
    await expect(phone.locator("[data-phone-why]")).toContainText("The moderator: Good teamwork");

    await moderatorCommand(board.request, game, { type: "undo" });
    await expect(board.locator("[data-board-why]")).toContainText("Undone: The moderator: Good teamwork", SYNC);
    await expect(board.locator("[data-team-delta='t1']")).toHaveText("↶ 3 undone", SYNC);
    await expect(board.locator("[data-board-why]")).not.toContainText("\u22123");
    await expect(phone.locator("[data-phone-why]")).toContainText("Undone", SYNC);

    // A card that moves points between teams says so on the board, for every team it touched.
    const view = await spinUntil(
      board.request,
      game,
      (current) =>
        current.game.phase.type === "draw-card" &&
        /Collect 2 from each team|Collect \d+$|Pay \d+/.test(current.game.lastDraw?.card?.title ?? ""),
      200,
    );
    const title = view.game.lastDraw?.card?.title ?? "";
    await finishTurn(board.request, game);
    await expect(board.locator("[data-board-why]")).toContainText(`draw card: ${title}`, SYNC);
    await expect(board.locator("[data-board-draw-card]")).toContainText(title);
  } finally {
    await boardContext.close();
    await phoneContext.close();
  }
});

test("[THEMES] the board has a light theme for bright rooms; the console and the phone follow the system's dark mode", async ({
  browser,
  baseURL,
}) => {
  const boardContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const board = await boardContext.newPage();
  const { game, ana } = await startedGame(board);
  /** The element's background as 0 (black) … 255 (white), whatever colour syntax the style uses (canvas converts it). */
  const background = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
        return (r + g + b) / 3;
      });
  try {
    await board.goto(`/board/${game.gameId}`);
    await expect(board.locator("[data-board-theme]")).toHaveAttribute("data-board-theme", "dark", SYNC);
    expect(await background(board, "[data-board-theme] > div"), "the board is dark by default").toBeLessThan(60);
    await board.keyboard.press("l");
    await expect(board.locator("[data-board-theme]")).toHaveAttribute("data-board-theme", "light");
    expect(await background(board, "[data-board-theme] > div"), "the light board is light").toBeGreaterThan(200);
    await board.reload();
    await expect(board.locator("[data-board-theme]")).toHaveAttribute("data-board-theme", "light", SYNC);
    // Read aloud is offered only where the computer has a voice (this test browser has none).
    await board.mouse.move(300, 300);
    await expect(board.locator("[data-board-read-aloud]")).toHaveAttribute("data-board-read-aloud", /^(no-voice|off)$/);

    const dark = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, colorScheme: "dark", isMobile: true });
    await actAsPlayer(dark, baseURL!, game, ana);
    await actAsModerator(dark, baseURL!, game);
    const phone = await dark.newPage();
    await phone.goto(`/play/${game.gameId}`);
    await expect(phone.getByText("You: Ana")).toBeVisible(SYNC);
    expect(await background(phone, "[data-view-version]"), "the phone follows dark mode").toBeLessThan(60);
    await phone.setViewportSize({ width: 1366, height: 768 });
    await phone.goto(`/host/${game.gameId}`);
    await expect(phone.locator("[data-view-version]")).toBeVisible(SYNC);
    expect(await background(phone, "[data-view-version]"), "the console follows dark mode").toBeLessThan(60);
    await dark.close();
  } finally {
    await boardContext.close();
  }
});

test("[HOST] the host form shows its limits and refuses, with the rule's reason, a target at or below the starting points", async ({
  page,
}) => {
  await page.goto("/host");
  await expect(page.getByText("Target points (14–200)")).toBeVisible();
  await expect(page.getByText(/More than 13: every team starts with 10 points, a team short a player with 13/)).toBeVisible();
  const problem = page.locator("p[role='alert']");
  // Each press is refused anew (its refusal's number goes up), so a repeated message is this press's, not the last one's.
  let refusals = 0;
  const refusedWith = async (text: string) => {
    await page.getByRole("button", { name: "Create game" }).click();
    await expect(problem).toHaveAttribute("data-refusal", String(++refusals));
    await expect(problem).toContainText(text);
    await expect(page).toHaveURL(/\/host$/);
  };
  await page.getByLabel(/^Target points/).fill("13");
  await refusedWith("The target must be more than 13 points");
  // Above the limit, or not a whole number: the form says what it takes.
  for (const typed of ["201", "20.5"]) {
    await page.getByLabel(/^Target points/).fill(typed);
    await refusedWith("Target points must be a whole number from 14 to 200.");
  }

  // A name longer than 24 characters is not cut: the form says so.
  await page.getByLabel(/^Target points/).fill("30");
  await page.getByLabel("Team 1 name").fill("The Extraordinarily Long Team Name");
  await expect(page.getByText("34 of 24 characters")).toBeVisible();
  await refusedWith("Team 1's name has 34 characters: keep it to 24.");
  await expect(page.getByLabel("Team 1 name")).toHaveValue("The Extraordinarily Long Team Name");

  // The server refuses it too, with the engine's own words.
  const response = await page.request.post("/api/games", { data: { teams: TEAMS.map((team) => ({ ...team })), targetPoints: 12 } });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("The target must be more than 13 points");
});

test("[HOST-FOLD] on a 1366×768 laptop the create button of every game's form is on the first screen, and stays in view while the form scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/host");
  const choices = page.getByRole("group", { name: "Game", exact: true }).getByRole("radio");
  const count = await choices.count();
  expect(count, "the host page offers every game").toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await choices.nth(i).check();
    const create = page.locator("form button[type=submit]:visible");
    await expect(create).toHaveCount(1);
    const first = await create.boundingBox();
    expect(first, `game ${i + 1}`).not.toBeNull();
    expect(first!.y + first!.height, `game ${i + 1}: the button's bottom on the first screen`).toBeLessThanOrEqual(768);
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrolled = await create.boundingBox();
    expect(scrolled!.y + scrolled!.height, `game ${i + 1}: still in view after scrolling`).toBeLessThanOrEqual(768);
    expect(scrolled!.y, `game ${i + 1}: still in view after scrolling`).toBeGreaterThanOrEqual(0);
  }
});

test("[PUBLIC] the web app manifest, its icons and the sound files load from this server", async ({ page }) => {
  await page.goto("/join");
  const href = await page.locator("link[rel='manifest']").getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await page.request.get(href!);
  expect(manifest.status()).toBe(200);
  const json = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(json.start_url).toBe("/join");
  expect(json.display).toBe("standalone");
  expect(json.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of json.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  for (const sound of ["spin", "correct", "wrong", "win", "chip", "turn", "time"]) {
    const response = await page.request.get(`/sounds/${sound}.wav`);
    expect(response.status(), sound).toBe(200);
    expect((await response.body()).subarray(0, 4).toString("ascii")).toBe("RIFF");
  }
  // The page's own policy allows them (served from this server only).
  const csp = (await page.request.get("/join")).headers()["content-security-policy"] ?? "";
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toContain("media-src 'self'");
});
