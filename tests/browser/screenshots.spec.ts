import { expect, test, type Browser, type Page } from "@playwright/test";
import WebSocket from "ws";
import { fullClass } from "./support/class-scenario";
import {
  actAsModerator,
  actAsPlayer,
  finishTurn,
  moderatorCommand,
  moderatorView,
  roomView,
  spinUntil,
  type PlayerHandle,
} from "./support/game-api";
import {
  boardCaughtUp,
  connectPresence,
  createTableGame,
  joinClass,
  randomMove,
  seatAndStart,
  seededRandom,
  teamsOf,
  teamView,
} from "./support/table-class";
import { formatProblems, layoutProblems } from "./support/layout-check";

/**
 * [SCREENSHOTS] The pictures in the README, taken from a real game: the board mid-bid with six
 * clues, the lobby with 24 players, a phone after a drawn card, the results report, and the console,
 * board and phone during play. Each screen is checked for readability before it is photographed.
 * Run with UPDATE_SCREENSHOTS=1 to write docs/screenshots/ (otherwise only the checks run).
 */
const WRITE = process.env.UPDATE_SCREENSHOTS === "1";
const SYNC = { timeout: 15_000 };

async function screen(browser: Browser, baseURL: string, size: { width: number; height: number }, mobile = false) {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    reducedMotion: "reduce",
    ...(mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, file: string, fixed: boolean): Promise<void> {
  const problems = await layoutProblems(page, fixed ? { mode: "fixed", minFontPx: 28 } : { mode: "scroll" });
  expect(formatProblems(problems), `${file} is readable`).toBe("");
  if (WRITE) await page.screenshot({ path: `docs/screenshots/${file}`, fullPage: !fixed });
}

test("[SCREENSHOTS] the README's pictures come from a real game, each screen readable", async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const klass = await fullClass(request, { seed: 2024 });
  const { game } = klass;
  const board = await screen(browser, baseURL!, { width: 1920, height: 1080 });
  const console_ = await screen(browser, baseURL!, { width: 1366, height: 768 });
  await actAsModerator(console_.context, baseURL!, game);
  const phone = await screen(browser, baseURL!, { width: 360, height: 640 }, true);
  try {
    await board.page.goto(`/board/${game.gameId}`);
    await expect(board.page.locator("[data-board-code]")).toHaveText(game.code, SYNC);
    await expect(board.page.locator("[data-lobby-team]")).toHaveCount(6);
    await shoot(board.page, "board-lobby.png", true);

    await moderatorCommand(request, game, { type: "startGame" });

    // A phone just after its team's drawn card acted (points moved, and why).
    let view = await spinUntil(
      request,
      game,
      (current) => current.game.phase.type === "draw-card" && /Collect/.test(current.game.lastDraw?.card?.title ?? ""),
      200,
    );
    const drawer = view.game.phase.type === "draw-card" ? view.game.phase.teamId : "t1";
    await finishTurn(request, game);
    await actAsPlayer(phone.context, baseURL!, game, klass.phoneFor(drawer));
    await phone.page.goto(`/play/${game.gameId}`);
    await expect(phone.page.locator("[data-phone-why]")).toContainText("Your team", SYNC);
    await expect(phone.page.locator("[data-phone-draw-card]")).toBeVisible();
    await shoot(phone.page, "student-draw-card.png", false);

    // The console and the board during an Answer or Sell turn; the phone of the team playing it.
    view = await spinUntil(request, game, (current) => current.game.phase.type === "answer-or-sell");
    await moderatorCommand(request, game, { type: "nextClue" });
    view = await moderatorView(request, game);
    const playing = view.game.phase.type === "answer-or-sell" ? view.game.phase.teamId : "t1";
    await phone.context.clearCookies();
    await actAsPlayer(phone.context, baseURL!, game, klass.phoneFor(playing));
    await phone.page.goto(`/play/${game.gameId}`);
    await console_.page.goto(`/host/${game.gameId}`);
    await board.page.reload();
    for (const page of [board.page, console_.page, phone.page]) {
      await expect(page.locator("[data-view-version]").first()).toHaveAttribute("data-view-version", String(view.version), SYNC);
    }
    await shoot(board.page, "board.png", true);
    await shoot(console_.page, "moderator.png", false);
    await shoot(phone.page, "student.png", false);
    await finishTurn(request, game);

    // The board mid-bid, six clues read at once.
    await spinUntil(request, game, (current) => current.game.phase.type === "bid-bidding");
    await moderatorCommand(request, game, { type: "bid", clues: 6 });
    await moderatorCommand(request, game, { type: "stopBidding" });
    await expect(board.page.locator("[data-board-clue='6']")).toBeVisible(SYNC);
    await shoot(board.page, "board-bid.png", true);
    await moderatorCommand(request, game, { type: "judge", correct: true });
    await expect(board.page.locator("[data-board-answer]")).toBeVisible(SYNC);
    await shoot(board.page, "board-reveal.png", true);

    // The end: every team to the target, a final question answered right, the winner and the report.
    view = await moderatorView(request, game);
    for (const team of view.game.teams) {
      const missing = view.game.rules.targetPoints - team.points;
      if (missing > 0)
        await moderatorCommand(request, game, {
          type: "adjustPoints",
          teamId: team.id,
          amount: missing,
          reason: "Screenshots: to the target",
        });
    }
    await spinUntil(request, game, (current) => current.game.phase.type === "final-question");
    await moderatorCommand(request, game, { type: "judge", correct: true });
    await expect(board.page.locator("[data-board-finished]")).toBeVisible(SYNC);
    await shoot(board.page, "board-winner.png", true);
    await console_.page.goto(`/host/${game.gameId}`);
    await expect(console_.page.locator("[data-report-card]").first()).toBeVisible(SYNC);
    await shoot(console_.page, "report.png", false);
  } finally {
    for (const { context } of [board, console_, phone]) await context.close();
  }
});

/** A class as a teacher types it: first names and an initial, two of them alike, one with an accent. */
const CLASS_OF_24 = [
  "Amara O.",
  "Ben K.",
  "Chloé D.",
  "Dev P.",
  "Elif S.",
  "Finn R.",
  "Grace L.",
  "Hugo M.",
  "Isla W.",
  "Jamal B.",
  "Kai T.",
  "Lena F.",
  "Mateo G.",
  "Nia A.",
  "Omar H.",
  "Priya N.",
  "Quinn E.",
  "Rosa V.",
  "Sam C.",
  "Sam J.",
  "Tariq Y.",
  "Uma I.",
  "Wren Z.",
  "Yusuf Q.",
];

test("[SCREENSHOTS-TABLES] the README's card-game pictures come from a class of 24 at 4 tables mid-game, each screen readable", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const game = await createTableGame(request, "play-the-ranks", { level: 3, seed: 7 });
  const players = await joinClass(request, game, CLASS_OF_24);
  const board = await screen(browser, baseURL!, { width: 1920, height: 1080 });
  const console_ = await screen(browser, baseURL!, { width: 1366, height: 768 });
  await actAsModerator(console_.context, baseURL!, game);
  const phone = await screen(browser, baseURL!, { width: 360, height: 640 }, true);
  const sockets: WebSocket[] = [];
  try {
    await seatAndStart(request, game, 4);
    const teams = await teamsOf(request, game, players);
    expect(teams.size).toBe(8);
    // Every table some tricks into its first battle, as a class is ten minutes in.
    const random = seededRandom(7);
    for (let move = 0; move < 90; move++) expect(await randomMove(request, game, teams, random)).not.toBeNull();

    await board.page.goto(`/board/${game.gameId}`);
    await boardCaughtUp(board.page, (await roomView(request, game)).version);
    const boardProblems = await layoutProblems(board.page, { mode: "fixed", minFontPx: 20, textOverlap: true, brokenWords: true });
    expect(formatProblems(boardProblems), "tables-board.png is readable").toBe("");
    if (WRITE) await board.page.screenshot({ path: "docs/screenshots/tables-board.png" });

    // Every student's phone is connected, as in class, so the console warns only about what needs the teacher.
    for (const player of players) sockets.push(await connectPresence(request, baseURL!, game, player));
    await console_.page.goto(`/host/${game.gameId}`);
    await expect(console_.page.locator("[data-table-line]")).toHaveCount(4, SYNC);
    await expect(console_.page.getByText(/Offline:/)).toHaveCount(0, SYNC);
    await shoot(console_.page, "tables-console.png", false);

    // The phone of a team whose move it is: the hand is on its first screen.
    const aboutToLead = async (): Promise<PlayerHandle | null> => {
      for (const player of teams.values()) {
        const view = await teamView(request, game, player);
        if (view.actions.allowed.some((command) => command.type === "lead")) return player;
      }
      return null;
    };
    let mover = await aboutToLead();
    for (let move = 0; move < 20 && mover === null; move++) {
      await randomMove(request, game, teams, random);
      mover = await aboutToLead();
    }
    expect(mover, "a team about to lead").not.toBeNull();
    await actAsPlayer(phone.context, baseURL!, game, mover!);
    await phone.page.goto(`/play/${game.gameId}`);
    await expect(phone.page.locator('[data-playable="yes"]').first()).toBeInViewport(SYNC);
    await phone.page.waitForTimeout(600);
    const phoneProblems = await layoutProblems(phone.page, { mode: "scroll" });
    expect(formatProblems(phoneProblems), "tables-phone.png is readable").toBe("");
    if (WRITE) await phone.page.screenshot({ path: "docs/screenshots/tables-phone.png" });
  } finally {
    for (const socket of sockets) socket.close();
    for (const { context } of [board, console_, phone]) await context.close();
  }
});
