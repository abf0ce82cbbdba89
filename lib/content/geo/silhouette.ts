import { geoConicEqualArea } from "d3-geo";
import { CompactPathWriter } from "@/lib/content/us-map";
import { featureRings, rawGeometry, unwrapLongitude, type LonLat } from "@/lib/content/geo/geometry";
import { statePlace } from "@/lib/content/geo/state-places";

/**
 * A state's outline as an image clue: SVG path data in its own frame, north up, drawn with an
 * equal-area conic projection centred on the state (so no state is tilted the way the national
 * Albers map tilts the west), simplified to a size a card can carry (about a kilobyte).
 */
export type ClueImage = {
  /** SVG viewBox of the outline, "x y width height". */
  viewBox: string;
  /** SVG path data of the outline (fill with the even-odd rule). */
  outline: string;
  /** A point to mark on the outline (a city), in viewBox units. */
  marker: { x: number; y: number } | null;
};

const SIZE = 200;
const PADDING = 6;
/** Points closer than this (viewBox units) to the simplified line are dropped. */
const TOLERANCE = 0.9;
/** Islands smaller than this (square viewBox units) are too small to see at card size. */
const MIN_RING_AREA = 3;

type Point = [number, number];

function simplify(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const [ax, ay] = points[first] as Point;
    const [bx, by] = points[last] as Point;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const [px, py] = points[index] as Point;
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        farthest = index;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

function ringArea(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1] = points[index] as Point;
    const [x2, y2] = points[(index + 1) % points.length] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

const cache = new Map<string, { outline: string; viewBox: string; project: (point: LonLat) => Point }>();

function drawn(code: string) {
  const hit = cache.get(code);
  if (hit !== undefined) return hit;
  const outline = rawGeometry().outlines.get(code);
  if (outline === undefined || code === "DC") throw new Error(`No outline for state ${code}`);
  const { west, east, south, north } = statePlace(code).bounds;
  const third = (north - south) / 6;
  const projection = geoConicEqualArea()
    .rotate([-(west + east) / 2, 0])
    .parallels([south + third, north - third])
    .fitSize([SIZE - 2 * PADDING, SIZE - 2 * PADDING], outline.feature)
    .translate([0, 0]);
  const raw = (point: LonLat): Point => {
    const projected = projection([unwrapLongitude(point[0]), point[1]]);
    return projected === null ? [0, 0] : [projected[0], projected[1]];
  };
  const rings = featureRings(outline.feature).map((ring) => ring.map(raw));
  const xs = rings.flat().map(([x]) => x);
  const ys = rings.flat().map(([, y]) => y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const shift = (point: Point): Point => [point[0] - minX + PADDING, point[1] - minY + PADDING];
  const width = Math.ceil(Math.max(...xs) - minX + 2 * PADDING);
  const height = Math.ceil(Math.max(...ys) - minY + 2 * PADDING);
  const writer = new CompactPathWriter(0);
  for (const ring of rings) {
    const points = simplify(ring.map(shift), TOLERANCE);
    if (points.length < 4 || ringArea(points) < MIN_RING_AREA) continue;
    writer.moveTo(points[0]?.[0] ?? 0, points[0]?.[1] ?? 0);
    for (const point of points.slice(1)) writer.lineTo(point[0], point[1]);
    writer.closePath();
  }
  const result = { outline: writer.toString(), viewBox: `0 0 ${width} ${height}`, project: (point: LonLat) => shift(raw(point)) };
  cache.set(code, result);
  return result;
}

/** The state's outline, with a city marked when `city` is given. */
export function stateSilhouette(code: string, city?: LonLat): ClueImage {
  const { outline, viewBox, project } = drawn(code);
  const marker = city === undefined ? null : project(city);
  return { viewBox, outline, marker: marker === null ? null : { x: Math.round(marker[0]), y: Math.round(marker[1]) } };
}
