import type { Page } from "@playwright/test";

/**
 * [LAYOUT] Is every text a person must read on this screen actually readable? For each piece of
 * visible text on the page (each line box of each text node), the check hit-tests its four corners
 * with `document.elementFromPoint`: the topmost element there must be the text's own element (or
 * one inside or around it), never something drawn over it. It also checks that the text is inside
 * the viewport, not cut off by a box that hides its overflow (ellipsis, line clamps, clipped
 * panels), and, on the board, at least `minFontPx` tall; and that nothing scrolls sideways.
 *
 * - mode "fixed" (the board): the page must not scroll at all; every text must be in view as it is.
 * - mode "scroll" (console, phone): the page may scroll down; each text is scrolled into view before
 *   it is hit-tested, and text inside a box that scrolls (the game log) only has to fit its width.
 *
 * Text that is not for reading is skipped: screen-reader-only text, aria-hidden decoration, text
 * under opacity 0 or visibility hidden, and anything inside `[data-layout-skip]` (the board's
 * teacher toolbar while hidden, for example). SVG text (the wheel, chip values) is drawn, not laid out.
 */
export interface LayoutOptions {
  mode: "fixed" | "scroll";
  /** Smallest font size allowed for reading text, in CSS pixels of the page's own layout (the board's 1920×1080 canvas). */
  minFontPx?: number;
  /** Only check inside this element. */
  root?: string;
  /**
   * Also report any two texts whose letters overlap, wherever they are drawn: hit-testing sees only
   * what lies on top, so text drawn over text in the same painted layer (a flex row squeezed past
   * its room) can pass it.
   */
  textOverlap?: boolean;
  /** Also report a word broken across two lines ("Washingto / n"): a line may only end at a space or a hyphen. */
  brokenWords?: boolean;
}

export interface LayoutProblem {
  kind: "covered" | "outside" | "clipped" | "small" | "sideways" | "overflow" | "overlap" | "broken";
  text: string;
  where: string;
  detail: string;
}

function inPage(options: LayoutOptions): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const describe = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && node !== document.body && parts.length < 4) {
      const data = [...node.attributes].find((attribute) => attribute.name.startsWith("data-") && !attribute.name.startsWith("data-fit"));
      parts.unshift(`${node.tagName.toLowerCase()}${data ? `[${data.name}${data.value ? `=${data.value}` : ""}]` : ""}`);
      node = node.parentElement;
    }
    return parts.join(" > ");
  };
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push({
      kind: "sideways",
      text: "",
      where: "page",
      detail: `the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`,
    });
  }
  if (options.mode === "fixed" && root.scrollHeight > root.clientHeight + 1) {
    problems.push({
      kind: "sideways",
      text: "",
      where: "page",
      detail: `the board scrolls: ${root.scrollHeight}px tall in ${root.clientHeight}px`,
    });
  }
  for (const element of document.querySelectorAll("[data-fit-overflow='true']")) {
    problems.push({ kind: "overflow", text: "", where: describe(element), detail: "does not fit even at its smallest text size" });
  }
  const start = options.root ? document.querySelector(options.root) : document.body;
  if (!start) return [{ kind: "outside", text: "", where: options.root ?? "body", detail: "root not found" }];

  const skipped = (element: Element): boolean => {
    if (element.closest("[data-layout-skip], .sr-only, [aria-hidden='true'], script, style, noscript, template, svg, title")) return true;
    // A closed <details> keeps its content laid out but not shown (content-visibility: hidden).
    if (!element.checkVisibility({ contentVisibilityAuto: true })) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) < 0.05) return true;
    }
    return false;
  };
  const scrollsY = (style: CSSStyleDeclaration) => style.overflowY === "auto" || style.overflowY === "scroll";
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible" || style.overflowY !== "visible";

  const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node as Text);
  const savedScroll = { x: window.scrollX, y: window.scrollY };
  // Each checked text's letter boxes (inset as for hit-testing), in page coordinates, for the overlap check.
  const letterBoxes: { node: Text; text: string; where: string; left: number; top: number; right: number; bottom: number }[] = [];

  for (const node of texts) {
    const element = node.parentElement;
    if (!element || skipped(element)) continue;
    const text = node.data.trim().replace(/\s+/g, " ").slice(0, 70);
    const where = describe(element);
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].every((rect) => rect.width <= 0.5 || rect.height <= 0.5)) continue;

    const fontPx = parseFloat(getComputedStyle(element).fontSize);
    if (options.minFontPx !== undefined && fontPx < options.minFontPx - 0.01) {
      problems.push({ kind: "small", text, where, detail: `${fontPx}px text (the least is ${options.minFontPx}px)` });
    }

    // The boxes around the text that cut off what overflows them.
    const clippers: { element: Element; scrolls: boolean }[] = [];
    for (let node2: Element | null = element; node2 && node2 !== document.documentElement; node2 = node2.parentElement) {
      const style = getComputedStyle(node2);
      if (node2 !== document.body && clips(style)) clippers.push({ element: node2, scrolls: scrollsY(style) });
    }

    // Scrolled to the middle of the window, clear of a sticky header or a fixed bar at the bottom.
    if (options.mode === "scroll") element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    if (options.brokenWords && rects.length > 1) {
      // Where a new line starts, the letters on both sides of the break must not belong to one word.
      const data = node.data;
      const letter = document.createRange();
      let lastTop: number | null = null;
      for (let index = 0; index < data.length; index++) {
        if (/\s/.test(data.charAt(index))) continue;
        letter.setStart(node, index);
        letter.setEnd(node, index + 1);
        const box = letter.getBoundingClientRect();
        if (box.height === 0) continue;
        const before = data.charAt(index - 1);
        if (lastTop !== null && box.top > lastTop + box.height / 2 && before !== "" && !/[\s\-–—/]/.test(before)) {
          problems.push({
            kind: "broken",
            text,
            where,
            detail: `a word breaks at "${data.slice(Math.max(0, index - 8), index)}|${data.slice(index, index + 4)}"`,
          });
          break;
        }
        lastTop = box.top;
      }
    }
    if (options.textOverlap) {
      for (const rect of rects) {
        const insetX = Math.min(2, rect.width / 4);
        const insetY = rect.height * 0.22;
        letterBoxes.push({
          node,
          text,
          where,
          left: rect.left + insetX + window.scrollX,
          right: rect.right - insetX + window.scrollX,
          top: rect.top + insetY + window.scrollY,
          bottom: rect.bottom - insetY + window.scrollY,
        });
      }
    }
    let reported = false;
    for (const rect of rects) {
      if (reported) break;
      // A text's box runs from the font's ascent to its descent, a little taller than its letters: the
      // corners are taken just inside the letters (a tight line height lets the next line's box touch it).
      const insetX = Math.min(2, rect.width / 4);
      const insetY = rect.height * 0.22;
      const corners: [number, number][] = [
        [rect.left + insetX, rect.top + insetY],
        [rect.right - insetX, rect.top + insetY],
        [rect.left + insetX, rect.bottom - insetY],
        [rect.right - insetX, rect.bottom - insetY],
      ];
      for (const clipper of clippers) {
        const box = clipper.element.getBoundingClientRect();
        const outsideX = rect.left < box.left - 1 || rect.right > box.right + 1;
        const outsideY = rect.top < box.top - 1 || rect.bottom > box.bottom + 1;
        if (outsideX || (outsideY && !(options.mode === "scroll" && clipper.scrolls))) {
          problems.push({ kind: "clipped", text, where, detail: `cut off by ${describe(clipper.element)}` });
          reported = true;
          break;
        }
      }
      if (reported) break;
      // Text inside a box that scrolls (a log) is hit-tested only where the box shows it.
      const scroller = clippers.find((clipper) => clipper.scrolls);
      if (scroller) {
        const box = scroller.element.getBoundingClientRect();
        if (rect.top < box.top || rect.bottom > box.bottom) continue;
      }
      for (const [x, y] of corners) {
        if (x < 0 || y < 0 || x > document.documentElement.clientWidth || y > document.documentElement.clientHeight) {
          problems.push({ kind: "outside", text, where, detail: `corner (${Math.round(x)}, ${Math.round(y)}) is outside the window` });
          reported = true;
          break;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
        problems.push({ kind: "covered", text, where, detail: `covered at (${Math.round(x)}, ${Math.round(y)}) by ${describe(hit)}` });
        reported = true;
        break;
      }
    }
  }
  window.scrollTo(savedScroll.x, savedScroll.y);
  const overlapping = new Set<Text>();
  for (const [index, a] of letterBoxes.entries()) {
    if (overlapping.has(a.node)) continue;
    for (const b of letterBoxes.slice(index + 1)) {
      if (a.node === b.node || overlapping.has(b.node)) continue;
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
        problems.push({ kind: "overlap", text: a.text, where: a.where, detail: `its letters overlap "${b.text}" in ${b.where}` });
        overlapping.add(a.node).add(b.node);
        break;
      }
    }
  }
  return problems;
}

export async function layoutProblems(page: Page, options: LayoutOptions): Promise<LayoutProblem[]> {
  return page.evaluate(inPage, options);
}

export function formatProblems(problems: readonly LayoutProblem[]): string {
  return problems.map((problem) => `${problem.kind}: "${problem.text}" in ${problem.where}: ${problem.detail}`).join("\n");
}
