import { expect, test, type Page } from "@playwright/test";
import { deepestPoint, pathRings } from "../content/map-card-geometry";

/**
 * [MAPCARD-UI] The Map cards as a phone shows them: /map-cards lays the 50 out three to a row on a
 * 360×640 phone, about the width a hand of 7 gives each card. Every card's red state must be what a
 * finger or an eye finds at its middle, and big enough to see (Rhode Island, Delaware, Hawaii…).
 */
const SHOTS = "test-results";
/** Smallest red spot, in CSS px across and down, that a student at arm's length still sees. */
const MIN_RED_SPAN_PX = 3;
/** Smallest red area, in CSS px², for the same reason. */
const MIN_RED_AREA_PX = 12;

interface RedPixels {
  count: number;
  width: number;
  height: number;
}

/** Counts the clearly red pixels of a PNG, in the page (its canvas decodes the screenshot). */
async function redPixels(page: Page, png: Buffer): Promise<RedPixels> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let [count, minX, maxX, minY, maxY] = [0, Infinity, -Infinity, Infinity, -Infinity];
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r < 170 || g > 100 || b > 100) continue;
      const [x, y] = [(i / 4) % canvas.width, Math.floor(i / 4 / canvas.width)];
      count += 1;
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
    }
    return { count, width: count ? maxX - minX + 1 : 0, height: count ? maxY - minY + 1 : 0 };
  }, png.toString("base64"));
}

test("[MAPCARD-UI-1] at 360×640, every card's red state is on top at its deepest point and at least a few CSS px of red", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/map-cards");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("li[data-map-card-of]")).toHaveCount(50);
  const problems: string[] = [];
  const measured: string[] = [];
  const codes = await page
    .locator("li[data-map-card-of]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-map-card-of")!));
  for (const code of codes) {
    const card = page.locator(`li[data-map-card-of="${code}"] svg[data-map-card]`);
    await card.scrollIntoViewIfNeeded();
    const inside = deepestPoint(pathRings((await card.locator("[data-map-card-state]").getAttribute("d"))!));
    const hit = await card.evaluate((svg, [x, y]) => {
      const matrix = (svg as SVGSVGElement).getScreenCTM()!;
      const point = new DOMPoint(x, y).matrixTransform(matrix);
      const top = document.elementFromPoint(point.x, point.y);
      return {
        onState: top !== null && svg.contains(top) && top.hasAttribute("data-map-card-state"),
        width: svg.getBoundingClientRect().width,
      };
    }, inside);
    if (!hit.onState) problems.push(`${code}: the red state is not on top at its middle`);
    if (hit.width < 100 || hit.width > 112) problems.push(`${code}: the card is ${hit.width} px wide, not a hand's card`);
    const red = await redPixels(page, await card.screenshot());
    measured.push(`${code} ${red.count}px ${red.width}×${red.height}`);
    if (red.count < MIN_RED_AREA_PX || red.width < MIN_RED_SPAN_PX || red.height < MIN_RED_SPAN_PX) {
      problems.push(`${code}: only ${red.count} red px, ${red.width}×${red.height}`);
    }
  }
  console.log(measured.join(", "));
  expect(problems).toEqual([]);
});

test("[MAPCARD-UI-2] the sheet of all 50, for looking at: a phone (360×640, 390×844) and a laptop", async ({ page }) => {
  for (const [width, height] of [
    [360, 640],
    [390, 844],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/map-cards");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("svg[data-map-card]")).toHaveCount(50);
    await page.screenshot({ path: `${SHOTS}/map-cards-${width}x${height}.png`, fullPage: true });
  }
  // Close up, as a phone of three device pixels to the CSS pixel draws them for a student holding it.
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 3 });
  const closeUp = await phone.newPage();
  await closeUp.goto("/map-cards");
  await closeUp.waitForLoadState("networkidle");
  for (const code of ["RI", "DE", "CT", "HI", "AK", "NJ", "MD", "VT"]) {
    await closeUp.locator(`li[data-map-card-of="${code}"]`).screenshot({ path: `${SHOTS}/map-card-${code}-360-dpr3.png` });
  }
  await phone.close();
});
