import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { actAsModerator, actAsPlayer, moderatorCommand, playerCommand, type GameHandle, type PlayerHandle } from "./support/game-api";
import { formatProblems, layoutProblems } from "./support/layout-check";
import { createTableGame, joinClass } from "./support/table-class";

/**
 * [CC-UI-1] Chummy Challenge in Chromium: two teammates on real phones at 360×640 name their
 * GeoPlunger; the words of the question appear on both phones and the board as the server reads
 * them; only the GeoPlunger's phone has the buzzer; it buzzes and the teammate types the answer; the
 * board reads the judged answer; then a buzz at the same time, both teams answering secretly, and
 * the game's end. The layout rule holds at 1920×1080 and 1280×720 (the board), 1366×768 (the
 * console) and 360×640 and 390×844 (the phones) in every state: reading, buzzed, answering,
 * same-time answers, the answers revealed, the game over. A state shorter than the checks (the
 * buzz's judging window lasts 1 s, the reveal 12 s) is held on the screens by holding back their
 * live updates meanwhile (the server plays on), then each screen is reloaded and catches up.
 * Screenshots land in test-results/chummy-challenge/.
 */
const SHOTS = path.join("test-results", "chummy-challenge");
const PHONE = { width: 360, height: 640 };

interface Question {
  colour: "red" | "blue";
  words: string[];
  right: string;
}
/** The public deck, each question with an answer the judge accepts (Playwright's loader cannot import the JSON: tsx does). */
const SCRIPT = [
  'import { CHALLENGE_CARDS } from "./lib/content/challenge-cards";',
  'import { judgeTypedAnswer } from "./lib/games/chummy-challenge/judge";',
  "console.log(JSON.stringify(CHALLENGE_CARDS.flatMap((card) => card.questions).map((q) => {",
  '  const right = q.answers.slice(0, q.needed).map((a) => a.answer).join(", ");',
  "  if (!judgeTypedAnswer(right, q).right) throw new Error(q.id);",
  "  return { colour: q.colour, words: q.text.split(/\\s+/).filter(Boolean), right }; })));",
].join("\n");
const QUESTIONS = JSON.parse(execFileSync("npx", ["tsx", "-e", SCRIPT], { encoding: "utf8" })) as Question[];

/** The README's Chummy Challenge pictures, written from this real game when UPDATE_SCREENSHOTS=1. */
const README_SHOTS: Readonly<Record<string, string>> = {
  "board-reveal-1920": "chummy-board.png",
  "phone-reading-geoplunger-360": "chummy-phone-buzzer.png",
  "phone-answering-teammate-360": "chummy-phone-answer.png",
};

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const readme = README_SHOTS[name];
  if (readme && process.env.UPDATE_SCREENSHOTS === "1") await page.screenshot({ path: path.join("docs", "screenshots", readme) });
}

async function expectLayout(page: Page, label: string, fixed: boolean): Promise<void> {
  // After a resize, the board fits its table to the new size on the next frames: measure once it has.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const problems = await layoutProblems(page, fixed ? { mode: "fixed", minFontPx: 20 } : { mode: "scroll" });
  expect(problems, `${label}: ${formatProblems(problems)}`).toEqual([]);
}

/** Screens whose live updates the test can hold back, so a state of a second stays on them for the layout check. */
const held = new Set<Page>();
async function holdable(page: Page): Promise<void> {
  await page.routeWebSocket(/\/app\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!held.has(page)) socket.send(message);
    });
  });
}

async function phoneOf(browser: Browser, baseURL: string, game: GameHandle, player: PlayerHandle): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await actAsPlayer(context, baseURL, game, player);
  const page = await context.newPage();
  await holdable(page);
  await page.goto(`/play/${game.gameId}`);
  return page;
}

async function ownView(page: Page, gameId: string): Promise<any> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/games/${id}?as=player`, { cache: "no-store" });
    return ((await response.json()) as { view: unknown }).view;
  }, gameId);
}

/** The question the words read so far pick out of the deck, once only one fits. */
function pickedOut(colour: string, words: readonly string[]): Question | null {
  const fits = QUESTIONS.filter((q) => q.colour === colour && q.words.slice(0, words.length).join(" ") === words.join(" "));
  return words.length >= 2 && fits.length === 1 ? fits[0]! : null;
}

test("[CC-UI-1] the words appear on the phones, only the GeoPlunger buzzes, a teammate types the answer; the board reads it; every state fits every screen", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  const setup = await browser.newContext();
  const game = await createTableGame(setup.request, "chummy-challenge", {
    seed: 7,
    geoPlungeSeconds: 30,
    wordsPerMinute: 60,
    answerSeconds: 90,
  });
  const players = await joinClass(setup.request, game, ["Ana Lopez", "Ben Okafor", "Cy Tran", "Dee Novak"]);
  await moderatorCommand(setup.request, game, { type: "seatTables" });
  await moderatorCommand(setup.request, game, { type: "startGame" });

  const boardContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await actAsModerator(boardContext, base, game);
  const board = await boardContext.newPage();
  await holdable(board);
  await board.goto(`/board/${game.gameId}`);
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await actAsModerator(consoleContext, base, game);
  const consolePage = await consoleContext.newPage();
  await holdable(consolePage);
  await consolePage.goto(`/host/${game.gameId}`);

  // The first player's team on two phones: the GeoPlunger and a teammate.
  const geoPlunger = await phoneOf(browser, base, game, players[0]!);
  const firstView = await ownView(geoPlunger, game.gameId);
  const teamId = firstView.teamId as string;
  const mates = firstView.teams.find((team: { id: string }) => team.id === teamId).players.map((p: { id: string }) => p.id) as string[];
  const partnerPlayer = players.find((player) => player.id !== players[0]!.id && mates.includes(player.id))!;
  const teammate = await phoneOf(browser, base, game, partnerPlayer);
  const others = players.filter((player) => !mates.includes(player.id));

  const screens = () => [board, consolePage, geoPlunger, teammate];
  const hold = () => screens().forEach((page) => held.add(page));
  /** The screens hear the server again: each reloads and shows the table as it is now. */
  const letGo = async () => {
    held.clear();
    for (const page of screens()) await page.reload();
  };

  /** The layout rule on every screen at every size, in the state the table is in now. */
  const everyScreen = async (state: string) => {
    await expectLayout(board, `board 1920×1080 ${state}`, true);
    await board.setViewportSize({ width: 1280, height: 720 });
    await expectLayout(board, `board 1280×720 ${state}`, true);
    await board.setViewportSize({ width: 1920, height: 1080 });
    await expectLayout(consolePage, `console 1366×768 ${state}`, false);
    for (const [who, phone] of [
      ["GeoPlunger", geoPlunger],
      ["teammate", teammate],
    ] as const) {
      await expectLayout(phone, `${who}'s phone 360×640 ${state}`, false);
      await phone.setViewportSize({ width: 390, height: 844 });
      await expectLayout(phone, `${who}'s phone 390×844 ${state}`, false);
      await phone.setViewportSize(PHONE);
    }
  };

  /** Waits on the GeoPlunger's phone until the words read pick out one question. */
  const readUntilPickedOut = async (): Promise<Question> => {
    let found: Question | null = null;
    await expect
      .poll(
        async () => {
          const seen = await ownView(geoPlunger, game.gameId);
          found = seen.game.now ? pickedOut(seen.game.now.colour, seen.game.now.words) : null;
          return found !== null;
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(true);
    return found!;
  };

  await expect(geoPlunger.locator("[data-chummy-phone='counting']")).toBeVisible({ timeout: 15_000 });
  await teammate.getByRole("button", { name: "No", exact: true }).click();
  await playerCommand(setup.request, game, others[0]!, { type: "staySeated" });

  // Challenge 1: the teammate names the GeoPlunger on the phone; the other team names its own.
  await expect(teammate.locator(`[data-name-geoplunger='${players[0]!.id}']`)).toBeVisible({ timeout: 15_000 });
  await shot(teammate, "phone-naming-360");
  await teammate.locator(`[data-name-geoplunger='${players[0]!.id}']`).click();
  await playerCommand(setup.request, game, others[0]!, { type: "nameGeoPlunger", playerId: others[0]!.id });

  // The words appear as the server reads them, on both phones and the board.
  await expect(geoPlunger.locator("[data-words]")).not.toHaveAttribute("data-words", "0", { timeout: 15_000 });
  const q1 = await readUntilPickedOut();
  const shown = Number(await geoPlunger.locator("[data-words]").getAttribute("data-words"));
  expect(shown).toBeGreaterThanOrEqual(2);
  await expect(teammate.locator("[data-words]")).toContainText(q1.words.slice(0, 2).join(" "));
  await expect(board.locator("[data-words]")).toContainText(q1.words.slice(0, 2).join(" "));
  // Only the GeoPlunger's phone has the buzzer; the teammate's says who has it.
  await expect(geoPlunger.locator("[data-buzzer]")).toBeVisible();
  await expect(teammate.locator("[data-buzzer]")).toHaveCount(0);
  await expect(teammate.getByText(`Your GeoPlunger, ${players[0]!.name}, has the buzzer`)).toBeVisible();
  // The words not read yet are nowhere on the phone.
  if (shown < q1.words.length - 1) expect(await teammate.content()).not.toContain(q1.words.slice(shown).join(" "));
  await shot(geoPlunger, "phone-reading-geoplunger-360");
  await shot(teammate, "phone-reading-teammate-360");
  await shot(board, "board-reading-1920");
  hold();
  await everyScreen("reading");
  await letGo();

  // The GeoPlunger buzzes: the reading stops; the buzz's judging window is measured with the table paused.
  await geoPlunger.locator("[data-buzzer]").click();
  await Promise.all([
    expect(board.locator("[data-chummy-status='buzzed']")).toBeVisible({ timeout: 5_000 }),
    expect(geoPlunger.locator("[data-chummy-phone='buzzed']")).toBeVisible({ timeout: 5_000 }),
    expect(teammate.locator("[data-chummy-phone='buzzed']")).toBeVisible({ timeout: 5_000 }),
  ]);
  hold();
  await expect(board.getByText("Judging the buzzes")).toBeVisible();
  await expect(teammate.locator(`[data-buzz='${teamId}']`)).toBeVisible();
  await shot(board, "board-buzzed-1920");
  await shot(teammate, "phone-buzzed-360");
  await everyScreen("buzzed");
  await letGo();

  // The teammate, not the GeoPlunger, types the team's answer.
  const answerBox = teammate.getByLabel("Talk it over, then type your team's answer", { exact: false });
  await expect(answerBox).toBeVisible({ timeout: 10_000 });
  await answerBox.fill(q1.right);
  await shot(teammate, "phone-answering-teammate-360");
  await everyScreen("answering");
  await teammate.getByRole("button", { name: "Send our answer" }).click();

  // The board reads the answer, the accepted answers and who won.
  await expect(board.locator(`[data-team-answer='${teamId}']`)).toContainText(q1.right, { timeout: 10_000 });
  await expect(board.locator(`[data-team-answer='${teamId}']`)).toHaveAttribute("data-right", "true");
  await expect(board.locator("[data-accepted]")).toBeVisible();
  hold();
  await shot(board, "board-reveal-1920");
  await shot(geoPlunger, "phone-reveal-360");
  await shot(consolePage, "console-reveal-1366");
  await expect(consolePage.locator("[data-overrule]")).toBeVisible();
  await everyScreen("reveal");
  await letGo();

  // Challenge 2: a different GeoPlunger (the teammate); both GeoPlungers buzz at the same time.
  await expect(geoPlunger.locator(`[data-name-geoplunger='${partnerPlayer.id}']`)).toBeVisible({ timeout: 20_000 });
  await expect(geoPlunger.locator(`[data-name-geoplunger='${players[0]!.id}']`)).toBeDisabled();
  await geoPlunger.locator(`[data-name-geoplunger='${partnerPlayer.id}']`).click();
  await playerCommand(setup.request, game, others[1]!, { type: "nameGeoPlunger", playerId: others[1]!.id });
  const q2 = await readUntilPickedOut();
  await expect(teammate.locator("[data-buzzer]")).toBeVisible();
  await expect(geoPlunger.locator("[data-buzzer]")).toHaveCount(0);
  await Promise.all([
    playerCommand(setup.request, game, partnerPlayer, { type: "buzz" }),
    playerCommand(setup.request, game, others[1]!, { type: "buzz" }),
  ]);
  await expect(board.locator("[data-buzz-order]")).toContainText("same time", { timeout: 10_000 });
  const ownAnswer = geoPlunger.getByLabel("Talk it over, then type your team's answer", { exact: false });
  await ownAnswer.fill(q2.right);
  await geoPlunger.getByRole("button", { name: "Send our answer" }).click();
  await expect(geoPlunger.getByText("Your team answered")).toBeVisible();
  await expect(board.locator("[data-answering]")).toContainText("has answered");
  await shot(geoPlunger, "phone-same-time-360");
  await shot(board, "board-same-time-1920");
  await everyScreen("same-time answers");
  await playerCommand(setup.request, game, others[0]!, { type: "answer", text: "Atlantis" });

  // Won the first two: the game is over, with the Bonus Points.
  await expect(board.locator("[data-game-result='two-challenges']")).toBeVisible({ timeout: 30_000 });
  await expect(board.locator("[data-game-result]")).toContainText("Bonus Points");
  await shot(board, "board-over-1920");
  await shot(geoPlunger, "phone-over-360");
  await everyScreen("game over");
  await setup.close();
});
