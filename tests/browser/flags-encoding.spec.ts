import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * [FLAGS-ENC-1] The served flags are re-encodings of the reviewed ones (scripts/import-flags.ts,
 * optimizeFlagSvg): this proves each still draws the same. The reviewed pictures are not kept as
 * files or reference renders (that would add back the megabytes the re-encoding saved): they are
 * the repository's own history, `git show <commit>:content/flags/<CODE>.svg` at the commit
 * content/flags.json names, checked against the reviewed hash recorded there, so the comparison is
 * with exactly the picture the reviewer looked at.
 */

interface FlagRow {
  code: string;
  sha256: string;
  reviewedSha256: string;
}
const FILE = JSON.parse(fs.readFileSync(new URL("../../content/flags.json", import.meta.url), "utf8")) as {
  reviewedPictures: { commit: string };
  flags: FlagRow[];
};
const ROOT = new URL("../../", import.meta.url).pathname;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function reviewedPicture(code: string): Buffer {
  try {
    return execFileSync("git", ["show", `${FILE.reviewedPictures.commit}:content/flags/${code}.svg`], { cwd: ROOT, maxBuffer: 8 << 20 });
  } catch (error) {
    throw new Error(
      `The reviewed picture of ${code} is not in this checkout's history (commit ${FILE.reviewedPictures.commit}): ` +
        "fetch the full history (git fetch --unshallow) and run again.",
      { cause: error },
    );
  }
}

/** Rendered this wide: larger than any screen shows a flag, so a change a board could show is seen. */
const WIDTH = 1000;
/** A pixel counts as changed only when it differs by more than this (of 255) from its twin and from all of the twin's neighbours: anti-aliasing moves by less than a pixel. */
const TOLERANCE = 40;
/** At most 1 changed pixel in 10,000: seen up to 39 of 526,000 (Kentucky's seal, edge noise no eye sees); one missing star of a flag is hundreds. */
const MAX_CHANGED_SHARE = 1 / 10_000;

const COMPARE = `async ([before, after, width, tolerance]) => {
  const load = async (base64) => { const img = new Image(); img.src = "data:image/svg+xml;base64," + base64; await img.decode(); return img; };
  const a = await load(before), b = await load(after);
  const height = Math.round((width * a.naturalHeight) / a.naturalWidth);
  const pixels = (img) => {
    const canvas = document.createElement("canvas");
    canvas.width = width; canvas.height = height;
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff"; context.fillRect(0, 0, width, height);
    context.drawImage(img, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  };
  const pa = pixels(a), pb = pixels(b);
  const close = (p, i, q, j) => Math.abs(p[i] - q[j]) <= tolerance && Math.abs(p[i + 1] - q[j + 1]) <= tolerance && Math.abs(p[i + 2] - q[j + 2]) <= tolerance;
  const nearby = (p, q, x, y) => {
    const i = (y * width + x) * 4;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx, yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < width && yy < height && close(p, i, q, (yy * width + xx) * 4)) return true;
    }
    return false;
  };
  let changed = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 4;
    if (!close(pa, i, pb, i) && (!nearby(pa, pb, x, y) || !nearby(pb, pa, x, y))) changed++;
  }
  return { changed, pixels: width * height, sizes: [a.naturalWidth, a.naturalHeight, b.naturalWidth, b.naturalHeight] };
}`;

test("[FLAGS-ENC-1] every served flag draws what the reviewer saw: rendered before and after in Chromium, the same up to anti-aliasing", async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(FILE.flags).toHaveLength(50);
  await page.setContent("<body></body>");
  let reencoded = 0;
  for (const flag of FILE.flags) {
    const after = fs.readFileSync(new URL(`../../content/flags/${flag.code}.svg`, import.meta.url));
    expect(sha256(after), flag.code).toBe(flag.sha256);
    // Served as reviewed (the drawn flags, reviewed again when redrawn: Utah after the third reading): nothing to compare.
    if (flag.sha256 === flag.reviewedSha256) continue;
    const before = reviewedPicture(flag.code);
    expect(sha256(before), `${flag.code}: the picture at the reviewed commit`).toBe(flag.reviewedSha256);
    reencoded++;
    expect(after.length, `${flag.code}: the re-encoding is smaller`).toBeLessThan(before.length);
    const result = await page.evaluate<{ changed: number; pixels: number; sizes: number[] }>(
      `(${COMPARE})(${JSON.stringify([before.toString("base64"), after.toString("base64"), WIDTH, TOLERANCE])})`,
    );
    const [w1, h1, w2, h2] = result.sizes;
    expect([w2, h2], `${flag.code}: the same size`).toEqual([w1, h1]);
    expect(result.changed, `${flag.code}: pixels changed of ${result.pixels}`).toBeLessThanOrEqual(result.pixels * MAX_CHANGED_SHARE);
  }
  // The 47 package pictures are re-encoded; the three drawn ones are already small and stay as reviewed.
  expect(reencoded).toBe(47);
});
