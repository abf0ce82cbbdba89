/**
 * Renders the app's icon (app/icon.svg) into the PNG sizes a phone's "Add to home screen" asks for,
 * in public/icons/, with Debian's Chromium (the same browser the tests use). Run after changing the
 * icon: npx tsx scripts/make-icons.ts
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/browser/chromium";

const root = fileURLToPath(new URL("..", import.meta.url));
const svg = readFileSync(`${root}app/icon.svg`, "utf8");
const BACKGROUND = "#0f172a";

/** `padding`: the share of each side left empty (a maskable icon keeps its picture inside the middle 80 %). */
const ICONS = [
  { file: "icon-192.png", size: 192, padding: 0, background: null },
  { file: "icon-512.png", size: 512, padding: 0, background: null },
  { file: "maskable-512.png", size: 512, padding: 0.14, background: BACKGROUND },
  { file: "apple-touch-icon.png", size: 180, padding: 0.08, background: BACKGROUND },
] as const;

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const inner = Math.round(icon.size * (1 - 2 * icon.padding));
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><div id="icon" style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background ?? "transparent"}">` +
        svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) +
        `</div></body></html>`,
    );
    await page.locator("#icon").screenshot({ path: `${root}public/icons/${icon.file}`, omitBackground: icon.background === null });
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
