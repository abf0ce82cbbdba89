"use client";

import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Fits what the board must show into the room it has: the container's text sizes are CSS custom
 * properties, and this tries each step from the roomiest to the most compact until nothing
 * overflows (measured, so a long clue, a two-line answer or six clues at once all fit). Each step
 * only sets properties on the element and reads its size, so no extra React render is needed.
 * The smallest step keeps every text at 28 px or more (on the 1080-pixel board); if even that
 * overflows, the container says so in `data-fit-overflow` (the layout tests look for it).
 */
export type FitStep = Record<`--${string}`, string>;

function overflowsItself(element: Element): boolean {
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

/** The container, or any part of it marked `data-fit-clip` (a box that clips its own content), overflows. */
function overflows(element: HTMLElement): boolean {
  return overflowsItself(element) || [...element.querySelectorAll("[data-fit-clip]")].some(overflowsItself);
}

/** How far the content runs past the box (0 when it fits). */
function excess(element: HTMLElement): number {
  const clipped = [element, ...element.querySelectorAll("[data-fit-clip]")];
  return clipped.reduce(
    (sum, box) => sum + Math.max(0, box.scrollHeight - box.clientHeight - 1) + Math.max(0, box.scrollWidth - box.clientWidth - 1),
    0,
  );
}

function apply(element: HTMLElement, step: FitStep): void {
  for (const [name, value] of Object.entries(step)) element.style.setProperty(name, value);
}

function fit(element: HTMLElement, steps: readonly FitStep[]): void {
  // The roomiest step that fits; if none does, the one that overflows least (and the tests hear of it).
  let best = { index: steps.length - 1, excess: Number.POSITIVE_INFINITY };
  for (const [index, step] of steps.entries()) {
    apply(element, step);
    const over = overflows(element) ? excess(element) : 0;
    if (over === 0) {
      best = { index, excess: 0 };
      break;
    }
    if (over < best.excess) best = { index, excess: over };
  }
  const chosen = steps[best.index];
  if (chosen) apply(element, chosen);
  element.dataset.fitStep = String(best.index);
  element.dataset.fitOverflow = String(overflows(element));
}

export function useFit<T extends HTMLElement>(steps: readonly FitStep[], contentKey: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || steps.length === 0) return;
    fit(element, steps);
    // Parts that arrive later (the revealed answer's state and map, a team's new name) fit again at
    // once, in the observer's own microtask: no task (a paint, a test reading the layout) ever sees
    // the panel overflowing between their arrival and the refit. The observer batches a render's
    // changes into one call, and fitting only sets style properties, which it does not observe.
    // A panel whose room changes (the score rail beside it took more or less space) fits again before the next paint.
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fit(element, steps));
    };
    const mutations = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      fit(element, steps);
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    let size = { width: element.clientWidth, height: element.clientHeight };
    const resizes = new ResizeObserver(() => {
      const now = { width: element.clientWidth, height: element.clientHeight };
      if (now.width === size.width && now.height === size.height) return;
      size = now;
      again();
    });
    resizes.observe(element);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [steps, contentKey]);
  return ref;
}

/** Sizes in canvas pixels (the board is laid out at 1920×1080 and scaled as a whole). */
export const px = (size: number): string => `${size}px`;
