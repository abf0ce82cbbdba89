import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { GEOPLUNGE_SECONDS } from "@/lib/games/combo3-kit/geoplunge-count";
import { ANSWER_SECONDS, READING_WORDS_PER_MINUTE } from "@/lib/games/chummy-challenge/numbers";
import { REVEAL_SECONDS } from "@/lib/games/dashing-states/numbers";
import { checkEveryIntroSlide } from "./support/board-intro";
import { formatProblems, layoutProblems } from "./support/layout-check";

/**
 * [HOST-OPTIONS-UI] The host's game options and the board's how to play for three Combo 3 games
 * (Border-Up, Chummy Challenge, Dashing States), on the real server: each game's options on /host at
 * the console size 1366×768 are readable (nothing cut, covered or overlapping) with Create in view,
 * and each whole-number option refuses a number out of its range and says the range, leaving the
 * teacher on /host; each game's one-minute how to play, started from the console of a session
 * created on that form, fits the board at 1920×1080 and 1280×720 on every slide, as the back row
 * reads it. Screenshots go to test-results/host-options/.
 */
const LAPTOP = { width: 1366, height: 768 };
const BOARD = { width: 1920, height: 1080 };
const SHOTS = path.join("test-results", "host-options");

interface WholeNumberOption {
  /** The field's label on the form. */
  label: string;
  /** What the problem's sentence begins with, and its unit (app/host/number-field.tsx). */
  subject: string;
  unit: string;
  bounds: { min: number; max: number; default: number };
}

/** Combo 3's count of five, on every one of these games' forms (app/games/_tables/combo3/count-of-five-option.tsx). */
const COUNT: WholeNumberOption = {
  label: "Seconds to say “We are GeoPlunging!”",
  subject: "The count for GeoPlunging",
  unit: "seconds",
  bounds: GEOPLUNGE_SECONDS,
};

const GAMES: readonly { id: string; name: string; radio: RegExp; title: string; options: WholeNumberOption[] }[] = [
  {
    id: "border-up",
    name: "Border-Up",
    radio: /^Combo 3 · Game 1: Border-Up/,
    title: "Combo 3 · Game 1: Border-Up",
    options: [COUNT],
  },
  {
    id: "chummy-challenge",
    name: "Chummy Challenge",
    radio: /^Combo 3 · Game 5: Chummy Challenge/,
    title: "Combo 3 · Game 5: Chummy Challenge",
    options: [
      COUNT,
      {
        label: "Reading pace (words a minute)",
        subject: "The reading pace",
        unit: "words a minute",
        bounds: READING_WORDS_PER_MINUTE,
      },
      { label: "Seconds to type an answer", subject: "The time to answer", unit: "seconds", bounds: ANSWER_SECONDS },
    ],
  },
  {
    id: "dashing-states",
    name: "Dashing States",
    radio: /^Combo 3 · Game 3: Dashing States/,
    title: "Combo 3 · Game 3: Dashing States",
    options: [
      COUNT,
      {
        label: "Seconds from the deal to “Ready, Set, GeoPlunge!”",
        subject: "The time before “Ready, Set, GeoPlunge!”",
        unit: "seconds",
        bounds: REVEAL_SECONDS,
      },
    ],
  },
];

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The host page with this game chosen, its options loaded; the game's form. */
async function chooseGame(page: Page, game: (typeof GAMES)[number]): Promise<Locator> {
  await page.goto("/host");
  await page.getByRole("radio", { name: game.radio }).check();
  const form = page.locator(`form[data-new-session="${game.id}"]`);
  // The options load apart from the page (`[PAGE-WEIGHT]`): wait for the game's own fields.
  for (const option of game.options) await expect(form.getByLabel(option.label, { exact: true })).toBeVisible();
  return form;
}

async function expectFormReadable(page: Page, game: (typeof GAMES)[number], where: string): Promise<void> {
  const problems = await layoutProblems(page, {
    mode: "scroll",
    root: `form[data-new-session="${game.id}"]`,
    textOverlap: true,
    brokenWords: true,
  });
  expect(problems, `${where}:\n${formatProblems(problems)}`).toEqual([]);
}

test("[HOST-OPTIONS-UI-1] Border-Up's, Chummy Challenge's and Dashing States' options on /host fit 1366×768 with Create in view, and each whole number out of range is refused with its range", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  for (const game of GAMES) {
    await test.step(game.name, async () => {
      const form = await chooseGame(page, game);
      const create = form.getByRole("button", { name: "Create session" });
      // Create is on the laptop's first screen as soon as the game is chosen (it sticks to the window's bottom).
      await expect(create).toBeVisible();
      await expect(create).toBeInViewport();
      await shot(page, `${game.id}-options-first-screen-1366`);
      await expectFormReadable(page, game, `${game.name}'s options at 1366×768`);
      // What the teacher sees once at the options: the form's top at the window's top, Create on screen.
      await form.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
      await expect(create).toBeInViewport();
      await shot(page, `${game.id}-options-1366`);

      // Each whole-number option, one at a time (the others at their defaults): below and above its range.
      const alert = form.locator("p[role='alert']");
      for (const [index, option] of game.options.entries()) {
        const field = form.getByLabel(option.label, { exact: true });
        await expect(field).toHaveValue(String(option.bounds.default));
        const problem = `${option.subject} must be a whole number of ${option.unit} from ${option.bounds.min} to ${option.bounds.max}.`;
        for (const bad of [option.bounds.min - 1, 9999]) {
          await field.fill(String(bad));
          // Each press is refused anew (its refusal's number goes up): the same words twice are still this press's.
          const refusals = Number((await alert.count()) > 0 ? await alert.getAttribute("data-refusal") : 0);
          await create.click();
          await expect(alert, `${option.label} = ${bad}`).toHaveAttribute("data-refusal", String(refusals + 1));
          await expect(alert, `${option.label} = ${bad}`).toHaveText(problem);
          await expect(create).toBeInViewport();
          // The number is never put right silently: it stays as typed, and the teacher stays on the form.
          await expect(field).toHaveValue(String(bad));
          await expect(page).toHaveURL(/\/host$/);
        }
        if (index === game.options.length - 1) {
          // With the problem shown beside the number it is about, the form is still readable.
          await expectFormReadable(page, game, `${game.name}'s options with a problem at 1366×768`);
          await field.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
          await shot(page, `${game.id}-options-problem-1366`);
        }
        await field.fill(String(option.bounds.default));
      }
      // Nothing was created meanwhile.
      await expect(page).toHaveURL(/\/host$/);
    });
  }
  await context.close();
});

test("[HOST-OPTIONS-UI-2] Border-Up's, Chummy Challenge's and Dashing States' how to play plays on the board from the console, and every slide fits at 1920×1080 and 1280×720", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await browser.newContext({ viewport: LAPTOP });
  const host = await teacher.newPage();
  const board = await teacher.newPage();
  for (const game of GAMES) {
    await test.step(game.name, async () => {
      // A session created on the form, with its defaults.
      const form = await chooseGame(host, game);
      await form.getByRole("button", { name: "Create session" }).click();
      await host.waitForURL(/\/host\/[0-9a-f-]{36}$/);

      // The board in the teacher's own browser, beside the console (the console reaches it there).
      await board.setViewportSize(BOARD);
      await board.goto(host.url().replace("/host/", "/board/"));
      await expect(board.locator("[data-intro-play]")).toBeVisible();
      await host.getByRole("button", { name: "Show how to play on the board" }).click();
      const intro = board.locator("[data-board-intro]");
      await expect(intro).toBeVisible();
      await expect(intro).toHaveAttribute("data-intro-slide", "1");
      await expect(intro).toContainText(`How to play ${game.title}`);
      const slides = await checkEveryIntroSlide(board, { name: game.name, shot: (slide) => shot(board, `${game.id}-teach-${slide}`) });
      expect(slides).toBeGreaterThanOrEqual(4);
      // Past the last slide the intro is over: the lobby is back.
      await expect(board.locator("[data-intro-play]")).toBeVisible();
    });
  }
  await teacher.close();
});
