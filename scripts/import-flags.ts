/**
 * Copies the state flags of the `region-flags` package into content/flags/<CODE>.svg, stripped of
 * everything a curious student could read in the file's source to learn the state (editor metadata,
 * titles, file names, comments), and given a viewBox so every flag scales the same way.
 *
 * Run on an unpacked tarball: `npm pack region-flags@1.1.0 && tar xzf region-flags-1.1.0.tgz`, then
 * `npx tsx scripts/import-flags.ts package/svg`. Flags listed in DRAWN are not touched: the package
 * has their pre-2021/pre-2024 designs (content/FLAGS.md). New York's file gets the 2020 second motto,
 * Rhode Island's loses its fringe band.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { optimize, type CustomPlugin, type PluginConfig } from "svgo";
import { STATES } from "../lib/content/state-data";

/** Kept here rather than imported so the script runs before content/flags.json exists; a test compares it with DRAWN_FLAGS. */
export const NOT_FROM_PACKAGE: readonly string[] = ["MN", "MS", "UT"];

const NUMBER = /^\s*([0-9.]+)(px)?\s*$/;
/** Ids an editor derived from a file or layer name ("Flag_of_Iowa", "us-nh"), which would name the state. */
const NAMING_ID = /_of_|flag|seal|coat|^us-[a-z]{2}$/i;

function isReferenced(svg: string, id: string): boolean {
  return svg.includes(`#${id}"`) || svg.includes(`#${id})`);
}

export function sanitizeSvg(text: string): string {
  let svg = text
    .replace(/<\?xml[^>]*\?>/g, "")
    .replace(/<!DOCTYPE[^>]*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<metadata[\s\S]*?<\/metadata>/g, "")
    .replace(/<title[\s\S]*?<\/title>/g, "")
    .replace(/<desc[\s\S]*?<\/desc>/g, "")
    .replace(/<sodipodi:namedview[\s\S]*?(\/>|<\/sodipodi:namedview>)/g, "")
    .replace(/<inkscape:[\w-]+[^>]*\/>/g, "")
    .replace(/\s(sodipodi|inkscape):[\w-]+="[^"]*"/g, "")
    .replace(/\sxmlns:(sodipodi|inkscape|dc|cc|rdf)="[^"]*"/g, "")
    .replace(/\sid="([^"]*)"/g, (attr, id: string) => (NAMING_ID.test(id) && !isReferenced(text, id) ? "" : attr));
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root) throw new Error("no <svg> element");
  const tag = root[0];
  if (!/\sviewBox=/.test(tag)) {
    const width = NUMBER.exec(/\swidth="([^"]*)"/.exec(tag)?.[1] ?? "");
    const height = NUMBER.exec(/\sheight="([^"]*)"/.exec(tag)?.[1] ?? "");
    if (!width || !height) throw new Error("no viewBox and no plain width/height to make one from");
    svg = svg.replace(tag, tag.replace(/<svg\b/, `<svg viewBox="0 0 ${width[1]} ${height[1]}"`));
  }
  return svg.replace(/^\s+/, "").replace(/\n\s*\n/g, "\n");
}

/**
 * New York's arms gained a second motto, E PLURIBUS UNUM, on a ribbon under EXCELSIOR (2021 State
 * Budget, April 2020); the package predates it. The ribbon is drawn in the flag's own coordinates,
 * and the arms (the package's group `g6061`, y 38 to 412 of 450) move up by NEW_YORK_ARMS_LIFT with
 * it, so that arms and ribbon sit centred with about 20 units to spare above and below, instead of
 * the ribbon touching the flag's lower edge.
 */
export const NEW_YORK_ARMS_LIFT = 17;

export function addNewYorkSecondMotto(svg: string): string {
  if (svg.includes("E PLURIBUS UNUM ribbon")) return svg;
  const arms = '<g id="g6061">';
  if (!svg.includes(arms)) throw new Error("New York: the arms group g6061 is not in the package's file; place the second motto by hand");
  const y = (value: number) => value - NEW_YORK_ARMS_LIFT;
  const ribbon =
    '<g data-added="E PLURIBUS UNUM ribbon, 2020">' +
    `<path d="M372 ${y(414)} Q450 ${y(428)} 528 ${y(414)} L534 ${y(440)} Q450 ${y(454)} 366 ${y(440)} Z" fill="#fff" stroke="#000" stroke-width="1.2"/>` +
    `<text x="450" y="${y(439)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="bold" font-size="15" letter-spacing="1">E PLURIBUS UNUM</text>` +
    "</g>";
  return svg.replace(arms, `<g id="g6061" transform="translate(0 -${NEW_YORK_ARMS_LIFT})">`).replace(/<\/svg>\s*$/, `${ribbon}</svg>\n`);
}

/**
 * The package draws Rhode Island's yellow fringe as a solid gold band, 25 units wide, on three sides.
 * The statute (R.I. Gen. Laws 42-4-3) edges the flag with yellow fringe but measures the white flag
 * itself, 5'6" fly by 4'10" (33:29); like the Wikimedia Commons picture, the picture is cropped to
 * that white field, since a solid band reads as a gold border, not as fringe.
 */
export function removeRhodeIslandFringe(svg: string): string {
  return svg
    .replace('<svg viewBox="0 0 685 630"', '<svg viewBox="0 25 660 580"')
    .replace('width="685" height="630"', 'width="660" height="580"')
    .replace('<rect width="685" height="630" fill="#fec500"/>\n', "");
}

/**
 * How finely the re-encoding keeps coordinates: every number is rounded to at most 1/PRECISION_PARTS of
 * the flag's width, measured where it is drawn (a path inside a group scaled up 7 times keeps one more
 * digit). 1/200,000 of the width is 0.005 px on a 1,000-pixel-wide flag; [FLAGS-ENC-1] renders every flag
 * before and after in Chromium and finds them the same to the pixel, up to anti-aliasing.
 */
export const PRECISION_PARTS = 200_000;

/** The largest stretch (singular value) of an SVG transform list; 1 for none. */
export function transformStretch(list: string | undefined): number {
  if (!list) return 1;
  let stretch = 1;
  for (const [, name, args] of list.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const n = (args ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    let [a, b, c, d] = [1, 0, 0, 1];
    if (name === "matrix") [a = 1, b = 0, c = 0, d = 1] = n;
    else if (name === "scale") [a, d] = [n[0] ?? 1, n[1] ?? n[0] ?? 1];
    else if (name === "skewX") c = Math.tan(((n[0] ?? 0) * Math.PI) / 180);
    else if (name === "skewY") b = Math.tan(((n[0] ?? 0) * Math.PI) / 180);
    const sum = a * a + b * b + c * c + d * d;
    const det = a * d - b * c;
    stretch *= Math.sqrt((sum + Math.sqrt(Math.max(0, sum * sum - 4 * det * det))) / 2);
  }
  return stretch;
}

/** The largest stretch from any element's own coordinates to the flag's viewBox (nested transforms multiply). */
function largestStretch(svg: string): number {
  let largest = 1;
  const measure: CustomPlugin = {
    name: "measureStretch",
    fn: () => {
      const stack = [1];
      return {
        element: {
          enter(node) {
            const here = (stack.at(-1) ?? 1) * transformStretch(node.attributes.transform);
            stack.push(here);
            largest = Math.max(largest, here * transformStretch(node.attributes.gradientTransform ?? node.attributes.patternTransform));
          },
          exit() {
            stack.pop();
          },
        },
      };
    },
  };
  optimize(svg, { plugins: [measure] });
  return largest;
}

/**
 * Re-encodes a flag smaller without changing how it looks: numbers rounded as PRECISION_PARTS says, path
 * data written compactly (relative or absolute, whichever is shorter), colours and styles shortened,
 * comments and empty attributes gone. Left out on purpose, because they change the picture's pixels
 * (seen in the pixel comparison): merging paths (shared edges lose their anti-aliasing seam), rewriting
 * transforms, collapsing and moving groups' attributes, turning curves into arcs or lines, dropping
 * "useless" segments.
 */
export function optimizeFlagSvg(svg: string): string {
  const width = Number((/\sviewBox="([^"]*)"/.exec(svg)?.[1] ?? "").split(/[\s,]+/)[2]);
  if (!(width > 0)) throw new Error("optimizeFlagSvg: the picture has no viewBox width");
  const digits = Math.max(0, Math.ceil(Math.log10((PRECISION_PARTS * largestStretch(svg)) / width)));
  const plugins: PluginConfig[] = [
    "removeComments",
    "cleanupAttrs",
    "removeEmptyAttrs",
    "convertColors",
    "minifyStyles",
    { name: "cleanupNumericValues", params: { floatPrecision: digits } },
    {
      name: "convertPathData",
      params: {
        floatPrecision: digits,
        applyTransforms: false,
        applyTransformsStroked: false,
        makeArcs: undefined,
        straightCurves: false,
        convertToQ: false,
        convertToZ: false,
        curveSmoothShorthands: false,
        removeUseless: false,
        collapseRepeated: false,
        lineShorthands: true,
        utilizeAbsolute: true,
        negativeExtraSpace: true,
        forceAbsolutePath: false,
      },
    },
  ];
  return `${optimize(svg, { multipass: false, plugins }).data}\n`;
}

function main(): void {
  const source = process.argv[2];
  if (!source) throw new Error("Give the package's svg folder: npx tsx scripts/import-flags.ts package/svg");
  const out = path.join(import.meta.dirname, "..", "content", "flags");
  fs.mkdirSync(out, { recursive: true });
  for (const state of STATES) {
    if (NOT_FROM_PACKAGE.includes(state.code)) continue;
    let svg = sanitizeSvg(fs.readFileSync(path.join(source, `US-${state.code}.svg`), "utf8"));
    if (state.code === "RI") svg = removeRhodeIslandFringe(svg);
    svg = optimizeFlagSvg(svg);
    // After the re-encoding, so the ribbon keeps the plain coordinates [FLAGS-7] measures.
    if (state.code === "NY") svg = addNewYorkSecondMotto(svg);
    fs.writeFileSync(path.join(out, `${state.code}.svg`), svg);
  }
  recordHashes(out);
}

/**
 * Writes each picture's SHA-256 into content/flags.json as `sha256` (the bytes served), keeping
 * `reviewedSha256`, the picture the reviewer looked at: [FLAGS-ENC-1] proves the two draw the same.
 */
function recordHashes(flagDir: string): void {
  const factsFile = path.join(flagDir, "..", "flags.json");
  const facts = JSON.parse(fs.readFileSync(factsFile, "utf8")) as { flags: Record<string, unknown>[] };
  facts.flags = facts.flags.map((flag) => {
    const served = createHash("sha256")
      .update(fs.readFileSync(path.join(flagDir, `${String(flag.code)}.svg`)))
      .digest("hex");
    const reviewed = flag.reviewedSha256 ?? flag.sha256;
    // Rebuilt key by key so the file keeps its order and its diff shows only the hashes.
    const entries = Object.entries(flag).filter(([key]) => key !== "reviewedSha256");
    return Object.fromEntries(
      entries.flatMap(([key, value]) =>
        key === "sha256"
          ? [
              ["sha256", served],
              ["reviewedSha256", reviewed],
            ]
          : [[key, value]],
      ),
    );
  });
  fs.writeFileSync(factsFile, `${JSON.stringify(facts, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
