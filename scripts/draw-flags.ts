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

function mississippi(): string {
  const red = "#BA0C2F"; // Old Glory Red, Pantone 200
  const gold = "#D59F0F"; // Old Gold, Pantone 7563
  const blue = "#041E42"; // Old Glory Blue, Pantone 282
  const cx = 60;
  const cy = 35;
  const ring = 18; // the artwork is 48 units tall: star ring, gold star above, motto below
  const stars: string[] = [];
  for (let side = -1; side <= 1; side += 2)
    for (let i = 0; i < 10; i += 1) {
      const fromTop = ((24 + i * 10.7) * Math.PI) / 180;
      stars.push(star(cx + side * ring * Math.sin(fromTop), cy - ring * Math.cos(fromTop), 5, 1.55, 1.55 * PENTAGRAM_INNER));
    }
  // The "segmented" gold star: each point split into a light and a dark facet.
  const top = { x: cx, y: cy - ring - 1.2 };
  const facets: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const tip = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const p = (angle: number, radius: number) => `${round(top.x + radius * Math.cos(angle))},${round(top.y + radius * Math.sin(angle))}`;
    const inner = 4.2 * PENTAGRAM_INNER;
    facets.push(`<path d="M${p(0, 0)}L${p(tip - Math.PI / 5, inner)}L${p(tip, 4.2)}Z" fill="${gold}"/>`);
    facets.push(`<path d="M${p(0, 0)}L${p(tip, 4.2)}L${p(tip + Math.PI / 5, inner)}Z" fill="#F1C34B"/>`);
  }
  const petal = (d: string) => `<path d="${d}" fill="#fff" stroke="${blue}" stroke-width="0.55" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 72" width="1200" height="720" data-drawn="from the state's specification, content/FLAGS.md">
<rect width="120" height="72" fill="${red}"/>
<rect x="25" width="70" height="72" fill="${gold}"/>
<rect x="30" width="60" height="72" fill="${blue}"/>
<g fill="#fff">${stars.map((d) => `<path d="${d}"/>`).join("")}</g>
<g>${facets.join("")}</g>
<g>
${petal(`M${cx},${cy + 6} C${cx - 13},${cy + 4} ${cx - 15},${cy - 6} ${cx - 10},${cy - 11} C${cx - 7},${cy - 5} ${cx - 4},${cy} ${cx},${cy + 6}Z`)}
${petal(`M${cx},${cy + 6} C${cx + 13},${cy + 4} ${cx + 15},${cy - 6} ${cx + 10},${cy - 11} C${cx + 7},${cy - 5} ${cx + 4},${cy} ${cx},${cy + 6}Z`)}
${petal(`M${cx},${cy + 7} C${cx - 8},${cy + 2} ${cx - 8},${cy - 10} ${cx},${cy - 13} C${cx + 8},${cy - 10} ${cx + 8},${cy + 2} ${cx},${cy + 7}Z`)}
${petal(`M${cx},${cy + 9} C${cx - 11},${cy + 10} ${cx - 14},${cy + 4} ${cx - 12},${cy + 1} C${cx - 8},${cy + 3} ${cx - 4},${cy + 5} ${cx},${cy + 9}Z`)}
${petal(`M${cx},${cy + 9} C${cx + 11},${cy + 10} ${cx + 14},${cy + 4} ${cx + 12},${cy + 1} C${cx + 8},${cy + 3} ${cx + 4},${cy + 5} ${cx},${cy + 9}Z`)}
<path d="M${cx - 2.2},${cy + 3} C${cx - 2.6},${cy - 2} ${cx - 1.2},${cy - 5.5} ${cx},${cy - 6} C${cx + 1.2},${cy - 5.5} ${cx + 2.6},${cy - 2} ${cx + 2.2},${cy + 3}Z" fill="${gold}" stroke="${blue}" stroke-width="0.35"/>
</g>
<path id="motto-arc" d="M${cx - ring - 1.5},${cy} A${ring + 1.5},${ring + 1.5} 0 0 0 ${cx + ring + 1.5},${cy}" fill="none"/>
<text font-family="'Arial Black', 'Helvetica Neue', Arial, sans-serif" font-weight="bold" font-size="3" fill="${gold}" letter-spacing="0.12"><textPath href="#motto-arc" startOffset="50%" text-anchor="middle">IN GOD WE TRUST</textPath></text>
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
  const blue = "#1B365D";
  const red = "#A6192E";
  const gold = "#F2A900";
  const cx = 75;
  const cy = 47;
  const r = 22; // the hexagon's corner radius; pointy side up, as the centre peak follows it
  const border = 4.6; // the white band around the hexagon, along its edges
  const hex = (radius: number, y = cy) =>
    `M${Array.from({ length: 6 }, (_, i) => {
      const angle = -Math.PI / 2 + (i * Math.PI) / 3;
      return `${round(cx + radius * Math.cos(angle))},${round(y + radius * Math.sin(angle))}`;
    }).join("L")}Z`;
  const slope = Math.tan(Math.PI / 6);
  const peak = cy - r - border;
  const valley = 32.5;
  const valleyOffset = (valley - peak) / slope;
  const mountains = `M0,90V36L16,30L28,36.5L42,27.5L${round(cx - valleyOffset)},${valley}L${cx},${round(peak)}L${round(cx + valleyOffset)},${valley}L108,27.5L122,36.5L134,30L150,36V90Z`;
  const bottom = cy + r + border;
  const redTop = 64;
  const vHalf = (bottom - redTop) / slope;
  const redBand = `M0,${redTop}H${round(cx - vHalf)}L${cx},${round(bottom)}L${round(cx + vHalf)},${redTop}H150V90H0Z`;
  const sections = [
    { w: 21, y: 56.5 },
    { w: 19, y: 51.8 },
    { w: 16, y: 47.1 },
    { w: 12, y: 42.4 },
    { w: 7, y: 37.7 },
  ];
  const hive = sections
    .map(({ w, y }) => `<rect x="${round(cx - w / 2)}" y="${y}" width="${w}" height="4" rx="2" fill="${gold}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 90" width="1500" height="900" data-drawn="from the state's specification, content/FLAGS.md">
<rect width="150" height="90" fill="${blue}"/>
<path d="${mountains}" fill="#fff"/>
<path d="${redBand}" fill="${red}"/>
<path d="${hex(r)}" fill="${blue}"/>
<path d="${hex(r - 2.6)}" fill="none" stroke="${gold}" stroke-width="1.3"/>
<g>${hive}<path d="M${cx - 2},60.5 A2,2 0 0 1 ${cx + 2},60.5Z" fill="${blue}"/></g>
<path d="${star(cx, 50.6, 5, 3.2, 3.2 * PENTAGRAM_INNER)}" fill="#fff" stroke="${blue}" stroke-width="0.4"/>
</svg>
`;
}

const out = path.join(import.meta.dirname, "..", "content", "flags");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "MS.svg"), mississippi());
fs.writeFileSync(path.join(out, "MN.svg"), minnesota());
fs.writeFileSync(path.join(out, "UT.svg"), utah());
