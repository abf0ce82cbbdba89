import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { fullClass, type ClassGame } from "./support/class-scenario";
import {
  actAsModerator,
  actAsPlayer,
  finishTurn,
  inPhase,
  joinPlayer,
  moderatorCommand,
  moderatorView,
  roomView,
  spinUntil,
  throughFirstSpins,
} from "./support/game-api";
import { formatProblems, layoutProblems, type LayoutProblem } from "./support/layout-check";
import { worstCaseDeck } from "./support/class-scenario";
import type { ModeratorSessionView } from "@/app/games/clue-spin/session-views";

/**
 * [LAYOUT] Nothing a class must read is ever hidden or cut. A whole class (six teams with the
 * longest names, 24 students with the longest names) is driven through every moment of a game over
 * the API; at each one the board (1920×1080 and 1280×720), the console (1366×768) and a phone
 * (360×640) are checked: every text in view and not covered (its corners hit-tested with
 * elementFromPoint), not cut off, nothing scrolling sideways, the board never scrolling, and the
 * board's text at least 28 px on its 1080-line canvas. Once with the built-in deck, once with a
 * teacher's card at every length limit.
 */
const SIZES = {
  board1080: { width: 1920, height: 1080 },
  board720: { width: 1280, height: 720 },
  console: { width: 1366, height: 768 },
  phone: { width: 360, height: 640 },
} as const;
type ScreenName = keyof typeof SIZES;
const SYNC = { timeout: 15_000 };
const SHOTS = process.env.LAYOUT_SHOTS;

interface Screens {
  pages: Record<ScreenName, Page>;
  contexts: BrowserContext[];
  phoneTeam: string | null;
}

async function openScreens(browser: Browser, baseURL: string, klass: ClassGame): Promise<Screens> {
  const contexts: BrowserContext[] = [];
  const open = async (size: { width: number; height: number }, mobile = false) => {
    const context = await browser.newContext({
      baseURL,
      viewport: size,
      reducedMotion: "reduce",
      ...(mobile ? { isMobile: true, hasTouch: true } : {}),
    });
    contexts.push(context);
    return context;
  };
  const board1080 = await (await open(SIZES.board1080)).newPage();
  const board720 = await (await open(SIZES.board720)).newPage();
  const consoleContext = await open(SIZES.console);
  await actAsModerator(consoleContext, baseURL, klass.game);
  const consolePage = await consoleContext.newPage();
  const phoneContext = await open(SIZES.phone, true);
  const phone = await phoneContext.newPage();
  for (const page of [board1080, board720]) await page.goto(`/board/${klass.game.gameId}`);
  await consolePage.goto(`/host/${klass.game.gameId}`);
  return { pages: { board1080, board720, console: consolePage, phone }, contexts, phoneTeam: null };
}

/** The phone of a student on `teamId` (the team the moment is about), opened fresh. */
async function phoneOn(screens: Screens, baseURL: string, klass: ClassGame, teamId: string): Promise<void> {
  if (screens.phoneTeam === teamId) return;
  const page = screens.pages.phone;
  await page.context().clearCookies();
  await actAsPlayer(page.context(), baseURL, klass.game, klass.phoneFor(teamId));
  await page.goto(`/play/${klass.game.gameId}`);
  screens.phoneTeam = teamId;
}

/** Every screen shows the server's latest version. */
async function inStep(screens: Screens, view: Pick<ModeratorSessionView, "version">): Promise<void> {
  for (const [name, page] of Object.entries(screens.pages)) {
    await expect(page.locator("[data-view-version]").first(), `${name} caught up`).toHaveAttribute(
      "data-view-version",
      String(view.version),
      SYNC,
    );
  }
}

/** What the board chose, for the record: its smallest text, and each fitted panel's clue size and spare room. */
const measured: string[] = [];
function boardMeasures(page: Page): Promise<string> {
  return page.evaluate(() => {
    let smallest = Number.POSITIVE_INFINITY;
    const walker = document.createTreeWalker(document.querySelector("[data-board]") ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element || element.closest(".sr-only, svg, [aria-hidden='true']")) continue;
      if (element.getClientRects().length === 0) continue;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(element).fontSize));
    }
    const panels = [...document.querySelectorAll<HTMLElement>("[data-board-fit]")].map((panel) => {
      const clue = panel.style.getPropertyValue("--clue");
      const bottom = Math.max(...[...panel.children].map((child) => child.getBoundingClientRect().bottom));
      return `${clue ? `clue ${clue}, ` : ""}${Math.round(panel.getBoundingClientRect().bottom - bottom)}px spare`;
    });
    return `smallest text ${smallest}px; ${panels.join("; ")}`;
  });
}

test.afterAll(() => {
  if (measured.length > 0) console.log(`[LAYOUT] board at 1920×1080:\n${measured.join("\n")}`);
});

async function checkAll(screens: Screens, klass: ClassGame, label: string, baseURL: string, teamId?: string): Promise<void> {
  // In the lobby too: the room's view (its game is null before the start).
  const view = await roomView(screens.pages.console.request, klass.game);
  const focus = teamId ?? (view.game?.waitingFor?.role === "team" ? view.game.waitingFor.teamId : (view.game?.turn?.teamId ?? "t1"));
  await phoneOn(screens, baseURL, klass, focus);
  await inStep(screens, view);
  const found: string[] = [];
  for (const [name, page] of Object.entries(screens.pages) as [ScreenName, Page][]) {
    const board = name.startsWith("board");
    // What the room sees is what is painted: a board refits before its next paint (a late part, a
    // rail that changed width), so read it after two frames, not between a change and its refit.
    if (board) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const problems: LayoutProblem[] = await layoutProblems(page, board ? { mode: "fixed", minFontPx: 28 } : { mode: "scroll" });
    if (problems.length > 0) found.push(`${name}:\n${formatProblems(problems)}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}-${name}.png`, fullPage: !board });
    if (name === "board1080") measured.push(`${label}: ${await boardMeasures(page)}`);
  }
  expect.soft(found.join("\n\n"), `${label}: text that cannot be read`).toBe("");
}

function scenarioTest(title: string, seed: number, worstCase: boolean) {
  test(title, async ({ browser, baseURL, request }) => {
    test.setTimeout(420_000);
    const deckId = worstCase ? await worstCaseDeck(request) : undefined;
    const klass = await fullClass(request, { seed, deckId });
    const { game } = klass;
    const mod = (command: Record<string, unknown>) => moderatorCommand(request, game, command);
    await joinPlayer(request, game, "Late Lucy Longname Smith");
    await joinPlayer(request, game, "Undecided Ulysses Grant");
    const screens = await openScreens(browser, baseURL!, klass);
    try {
      const check = (label: string, teamId?: string) =>
        checkAll(screens, klass, `${worstCase ? "worst" : "deck"}-${label}`, baseURL!, teamId);
      await check("lobby", "t1");

      await mod({ type: "startGame" });
      await mod({ type: "spin" });
      await mod({ type: "spin" });
      await check("first-spin");

      let view = await throughFirstSpins(request, game);
      await check("turn-start");

      // Answer or Sell: clue 1, then all six read (must answer), then a wrong answer's reveal.
      view = await spinUntil(request, game, inPhase("answer-or-sell"));
      await check("answer-or-sell");
      for (let clue = 2; clue <= 6; clue++) await mod({ type: "nextClue" });
      await check("answer-or-sell-6");
      await mod({ type: "answer" });
      await check("answer-pending");
      await mod({ type: "judge", correct: false });
      await check("reveal-wrong");

      // A sale with offers from every other team, then the buyer answering.
      view = await spinUntil(request, game, inPhase("answer-or-sell"));
      const seller = view.game.phase.type === "answer-or-sell" ? view.game.phase.teamId : "t1";
      await mod({ type: "sell" });
      view = await moderatorView(request, game);
      const price = view.game.phase.type === "sale-offers" ? view.game.phase.price : 0;
      const buyers = view.game.teams.filter((team) => team.id !== seller && team.points >= price).map((team) => team.id);
      for (const buyer of buyers) await mod({ type: "offerToBuy", onBehalfOf: buyer });
      await check("sale-offers", seller);
      await mod({ type: "acceptOffer", buyerId: buyers[0] });
      await check("buyer-answering", buyers[0]);
      await mod({ type: "judge", correct: true });
      await check("reveal-right");

      // A draw card on the table, and what it did.
      view = await spinUntil(request, game, inPhase("draw-card"));
      await check("draw-card");
      await finishTurn(request, game);
      await check("after-draw-card");

      // A playoff: one team passes, one answers wrong, the next is asked.
      view = await spinUntil(request, game, inPhase("playoff"));
      await mod({ type: "pass" });
      await mod({ type: "judge", correct: false });
      await check("playoff");
      await finishTurn(request, game);

      // A bid: bidding, then six clues read at once.
      view = await spinUntil(request, game, inPhase("bid-bidding"));
      await check("bid-open");
      await mod({ type: "bid", clues: 6 });
      await mod({ type: "bid", clues: 5 });
      await check("bid-bidding");
      await mod({ type: "bid", clues: 4 });
      await finishTurn(request, game);
      view = await spinUntil(request, game, inPhase("bid-bidding"));
      await mod({ type: "bid", clues: 6 });
      await mod({ type: "stopBidding" });
      await check("bid-answering-6");
      await finishTurn(request, game);

      await mod({ type: "pause" });
      await check("paused");
      await mod({ type: "resume" });

      // The final question with six clues: every team at the target, until someone spins a 6.
      view = await moderatorView(request, game);
      for (const team of view.game.teams) {
        const missing = view.game.rules.targetPoints - team.points;
        if (missing > 0)
          await mod({ type: "adjustPoints", teamId: team.id, amount: missing, reason: "Layout test: everyone at the target" });
      }
      view = await spinUntil(
        request,
        game,
        (current) => current.game.phase.type === "final-question" && current.game.phase.clueCount === 6,
        120,
      );
      await check("final-question-6");
      await mod({ type: "judge", correct: true });
      await check("winner");
    } finally {
      for (const context of screens.contexts) await context.close();
    }
  });
}

scenarioTest("[LAYOUT] every moment of a game, with the built-in deck, is readable on the board, the console and a phone", 2024, false);
scenarioTest("[LAYOUT] every moment of a game with a teacher's longest card is readable on the board, the console and a phone", 77, true);
