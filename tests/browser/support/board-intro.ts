import { expect, type Page } from "@playwright/test";
import { formatProblems, layoutProblems } from "./layout-check";

/** The board's how to play as the back row reads it: nothing cut, covered or overlapping, no text under 28 px. */
export async function expectBoardIntroReadable(board: Page, where: string): Promise<void> {
  // The board's canvas rescales to a new window size after a frame: read it once it has.
  await board.waitForFunction(() => {
    const canvas = document.querySelector("[data-board]");
    return canvas !== null && Math.abs(canvas.getBoundingClientRect().width - window.innerWidth) < 2;
  });
  const problems = await layoutProblems(board, { mode: "fixed", minFontPx: 28, root: "[data-board-intro]" });
  expect(problems, `${where}:\n${formatProblems(problems)}`).toEqual([]);
}

const BOARD_SIZES = [
  [{ width: 1920, height: 1080 }, "1920"],
  [{ width: 1280, height: 720 }, "1280"],
] as const;

/**
 * Steps through every slide of the board's how to play, already on its first slide: each must be
 * readable at both board sizes, and is photographed at each (`shot(name)`, with the slide and the
 * width). The slides also go on by themselves; a slide that moved on while it was being checked fails
 * here, not silently skips one. Ends past the last slide, with the intro gone.
 */
export async function checkEveryIntroSlide(board: Page, options: { name: string; shot: (name: string) => Promise<void> }): Promise<number> {
  const intro = board.locator("[data-board-intro]");
  await expect(intro).toHaveAttribute("data-intro-slide", "1");
  const slides = Number((await intro.getByText(/^1 of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
  for (let slide = 1; slide <= slides; slide++) {
    await expect(intro).toHaveAttribute("data-intro-slide", String(slide));
    for (const [size, label] of BOARD_SIZES) {
      await board.setViewportSize(size);
      await expectBoardIntroReadable(board, `${options.name}, slide ${slide} of ${slides} at ${label}`);
      await options.shot(`${slide}-${label}`);
    }
    await expect(intro, `${options.name}: slide ${slide} moved on while it was checked`).toHaveAttribute("data-intro-slide", String(slide));
    await board.keyboard.press("ArrowRight");
  }
  await expect(intro).toHaveCount(0);
  return slides;
}
