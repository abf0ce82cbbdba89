/**
 * Draws the three state flags adopted after the `region-flags` package's pictures were made, from
 * each state's own specification (sources in content/FLAGS.md), into content/flags/<CODE>.svg:
 *   Mississippi, Miss. Code § 3-3-16 (2021-01-11): a 72 × 120 grid, bars 25/5/60/5/25;
 *   Minnesota, State Emblems Redesign Commission report (2024-05-11): n × 5n/3, pentagon and star;
 *   Utah, Utah Code § 63G-1-501 (2024-03-09): three segments, five peaks, hexagon, beehive, star.
 * Run `npx tsx scripts/draw-flags.ts` after changing a drawing, then review the picture and its hash.
 */
import fs from "node:fs";
import path from "node:path";

const round = (value: number) => Math.round(value * 100) / 100;

/** A star polygon's outline: `points` tips at radius `outer`, the notches at `inner`, first tip up. */
function star(cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + turn + (i * Math.PI) / points;
    corners.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${corners.join("L")}Z`;
}

/** The inner radius that makes a five-pointed star's edges straight (a regular pentagram). */
const PENTAGRAM_INNER = Math.cos((2 * Math.PI) / 5) / Math.cos(Math.PI / 5);

/**
 * A magnolia petal from its base to its tip: widest past the middle, with a rounded tip (the
 * blossom of the commission's artwork, seen from the side). `width` is the half-width.
 */
function petal(base: [number, number], tip: [number, number], width: number): string {
  const [bx, by] = base;
  const [tx, ty] = tip;
  const length = Math.hypot(tx - bx, ty - by);
  const [ux, uy] = [(tx - bx) / length, (ty - by) / length];
  const [nx, ny] = [-uy, ux];
  const p = (x: number, y: number) => `${round(x)},${round(y)}`;
  const side = (sign: number) => [
    p(bx + sign * nx * width * 0.7 + ux * length * 0.15, by + sign * ny * width * 0.7 + uy * length * 0.15),
    p(tx + sign * nx * width * 1.15 - ux * length * 0.35, ty + sign * ny * width * 1.15 - uy * length * 0.35),
    p(tx + sign * nx * width * 0.55 + ux * width * 0.25, ty + sign * ny * width * 0.55 + uy * width * 0.25),
  ];
  const [a1, a2, a3] = side(1);
  const [b1, b2, b3] = side(-1);
  return `M${p(bx, by)}C${a1} ${a2} ${a3}Q${p(tx + ux * width * 0.45, ty + uy * width * 0.45)} ${b3}C${b2} ${b1} ${p(bx, by)}Z`;
}

function mississippi(): string {
  const red = "#BA0C2F"; // Old Glory Red, Pantone 200 C
  const gold = "#D69A2D"; // Old Gold, Pantone 7563 C
  const blue = "#041E42"; // Old Glory Blue, Pantone 282 C
  // The artwork is 48 units tall (y 12 to 60), centred on the blue panel: the gold star's top to the motto's foot.
  const cx = 60;
  const cy = 36.5;
  const ring = 22.8; // the circle through the stars' centres
  const stars: string[] = [];
  for (let side = -1; side <= 1; side += 2)
    for (let i = 0; i < 10; i += 1) {
      const fromTop = ((14.8 + i * 12.9) * Math.PI) / 180;
      stars.push(star(cx + side * ring * Math.sin(fromTop), cy - ring * Math.cos(fromTop), 5, 1.85, 1.85 * PENTAGRAM_INNER));
    }
  // The "segmented" gold star at the top of the circle: five kites, split by lines from its centre to its notches.
  const top = { x: cx, y: 14.4 };
  const topOuter = 2.9;
  const seams = Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + Math.PI / 5 + (i * 2 * Math.PI) / 5;
    const r = topOuter * PENTAGRAM_INNER;
    return `M${top.x},${top.y}L${round(top.x + r * Math.cos(angle))},${round(top.y + r * Math.sin(angle))}`;
  }).join("");
  const line = `stroke="${blue}" stroke-width="0.45" stroke-linejoin="round"`;
  const white = (d: string) => `<path d="${d}" fill="#fff" ${line}/>`;
  // Back to front: the three petals behind the stamen, the stamen, then the petals that cup it.
  const blossom = [
    white(petal([59, 38.5], [47.8, 31.6], 4.6)),
    white(petal([61, 38.5], [71.4, 29], 5.6)),
    white(petal([60, 39], [58.4, 26.2], 6.4)),
    `<path d="M56.9,38.2C57.2,35.4 58.6,33.9 60,33.8C61.4,33.9 62.8,35.4 63.1,38.2Z" fill="${gold}" ${line}/>`,
    white(petal([59.5, 40.5], [45, 39.8], 4.9)),
    white(petal([60.5, 40.5], [75, 39.8], 4.9)),
    white(petal([60, 39], [60.2, 47.6], 6.8)),
    white("M55.4,37.6C57.5,36.7 62.5,36.7 64.6,37.8C63.6,40.2 61.8,41.2 60,41.2C58.2,41.2 56.3,40.2 55.4,37.6Z"),
  ];
  const motto = ring + 1.1; // the motto's baseline circle: its letters stand inside the ring of stars
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 72" width="1200" height="720" data-drawn="from the state's specification, content/FLAGS.md">
<rect width="120" height="72" fill="${red}"/>
<rect x="25" width="70" height="72" fill="${gold}"/>
<rect x="30" width="60" height="72" fill="${blue}"/>
<g fill="#fff">${stars.map((d) => `<path d="${d}"/>`).join("")}</g>
<path d="${star(top.x, top.y, 5, topOuter, topOuter * PENTAGRAM_INNER)}" fill="${gold}"/>
<path d="${seams}" stroke="${blue}" stroke-width="0.2" fill="none"/>
<g>${blossom.join("")}</g>
<path id="motto-arc" d="M${round(cx - motto)},${cy} A${round(motto)},${round(motto)} 0 0 0 ${round(cx + motto)},${cy}" fill="none"/>
<text font-family="Americana, 'Americana BT', Georgia, 'Times New Roman', serif" font-weight="bold" font-size="3.6" fill="#fff" letter-spacing="0.15"><textPath href="#motto-arc" startOffset="50%" text-anchor="middle">IN GOD WE TRUST</textPath></text>
</svg>
`;
}

function minnesota(): string {
  const n = 60;
  const width = (5 * n) / 3;
  const reach = (14 * n) / 15;
  const notch = (13 * n) / 20;
  const centre = (21 * n) / 60;
  const outer = (3 * n) / 16;
  // A regular {8/3} octagram: its notches sit where the lines joining every third tip cross.
  const inner = (outer * Math.cos((3 * Math.PI) / 8)) / Math.cos((2 * Math.PI) / 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${n}" width="1000" height="600" data-drawn="from the state's specification, content/FLAGS.md">
<rect width="${width}" height="${n}" fill="#52C9E8"/>
<path d="M0,0H${reach}L${notch},${n / 2}L${reach},${n}H0Z" fill="#002D5D"/>
<path d="${star(centre, n / 2, 8, outer, inner)}" fill="#fff"/>
</svg>
`;
}

function utah(): string {
  // The statute names the colours only; these are the values VexiWiki and usflags.design list for the
  // flag, approximations (content/FLAGS.md). The geometry is the statute's image (63G-1-501(3)) as
  // usflags.design reproduces it at 500×300, scaled by 0.3: the hexagon spans two-thirds of the hoist,
  // and the star sits on the hexagon's blue below the hive (the third reading, content/SOURCES.md).
  const blue = "#071D49";
  const red = "#AA0200";
  const gold = "#FFB81D";
  const hive = [
    { x: 66.85, y: 27.14, w: 16.3 },
    { x: 63.15, y: 32.83, w: 23.7 },
    { x: 61, y: 38.52, w: 28 },
    { x: 59.75, y: 44.21, w: 30.5 },
    { x: 58.15, y: 49.9, w: 33.7 },
  ]
    .map(({ x, y, w }) => `<rect x="${x}" y="${y}" width="${w}" height="4.84" rx="2.42"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 90" width="1500" height="900" data-drawn="from the state's specification, content/FLAGS.md">
<rect width="150" height="90" fill="${blue}"/>
<path d="M0,36.34L15,27.68L22.5,32.01L45,19.02L52.5,23.35L75,10.36L97.5,23.35L105,19.02L127.5,32.01L135,27.68L150,36.34V90H0Z" fill="#fff"/>
<path d="M0,62.32H45L75,79.64L105,62.32H150V90H0Z" fill="${red}"/>
<path d="M75,15L100.98,30V60L75,75L49.02,60V30Z" fill="${blue}"/>
<path d="M75,18.37L98.06,31.69V58.31L75,71.63L51.94,58.31V31.69Z" fill="none" stroke="${gold}" stroke-width="1.13"/>
<g fill="${gold}">${hive}</g>
<path d="M72.6,54.74A2.4,2.4 0 0 1 77.4,54.74Z" fill="${blue}"/>
<path d="${star(75, 62.7, 5, 4.15, 4.15 * PENTAGRAM_INNER)}" fill="#fff"/>
</svg>
`;
}

const out = path.join(import.meta.dirname, "..", "content", "flags");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "MS.svg"), mississippi());
fs.writeFileSync(path.join(out, "MN.svg"), minnesota());
fs.writeFileSync(path.join(out, "UT.svg"), utah());
