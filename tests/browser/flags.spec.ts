import fs from "node:fs";
import { expect, test } from "@playwright/test";

/** The reviewed facts, read directly (the browser check must not trust the app's loader). */
interface FlagRow {
  code: string;
  adopted: string;
}

const FLAGS: FlagRow[] = (JSON.parse(fs.readFileSync(new URL("../../content/flags.json", import.meta.url), "utf8")) as { flags: FlagRow[] })
  .flags;

function pictureUrl(code: string): string {
  const svg = fs.readFileSync(new URL(`../../content/flags/${code}.svg`, import.meta.url));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

test.use({ viewport: { width: 360, height: 640 } });

// Each flag as a phone at the back of the room gets it: the picture alone, as wide as the screen allows.
test("[FLAGS-UI-1] all 50 flags render in Chromium at phone size (360x640), whole and drawn", async ({ page }) => {
  expect(FLAGS).toHaveLength(50);
  for (const flag of FLAGS) {
    await page.setContent(
      `<body style="margin:0;background:#1f2937;display:grid;place-items:center;height:640px">` +
        `<img alt="State flag" src="${pictureUrl(flag.code)}" style="width:328px;height:auto;box-shadow:0 0 0 1px #000"></body>`,
    );
    const picture = page.getByRole("img", { name: "State flag" });
    await expect(picture).toBeVisible();
    const drawn = await picture.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = 164;
      canvas.height = Math.round((164 * img.naturalHeight) / img.naturalWidth);
      const context = canvas.getContext("2d");
      if (!context) return { width: img.naturalWidth, height: img.naturalHeight, colours: 0 };
      context.drawImage(img, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
      return { width: img.naturalWidth, height: img.naturalHeight, colours: colours.size };
    });
    expect(drawn.width, flag.code).toBeGreaterThan(0);
    expect(drawn.width / drawn.height, flag.code).toBeGreaterThanOrEqual(1.1);
    expect(drawn.width / drawn.height, flag.code).toBeLessThanOrEqual(2);
    // Every flag has at least two colours; a blank or failed picture has one.
    expect(drawn.colours, flag.code).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath(`flag-${flag.code}-360x640.png`) });
  }
});
