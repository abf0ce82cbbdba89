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
