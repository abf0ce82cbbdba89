import { stateShape } from "@/lib/content/us-map";
import type { CardCode } from "../trick-kit/cards";

/**
 * A Map card's face as a view carries it: the red state's outline only (the US map around it is the
 * same on every card, so the screens draw it once), simplified for a card a few centimetres wide.
 * It names no state: the drawing is the question the race asks. It is not hidden from a determined
 * phone (docs/security.md): the outline can be matched against a map by someone with developer tools.
 */
export interface MapFace {
  /** SVG path data in the shared US map's viewBox units (integers, relative moves). */
  path: string;
  /** A ring around a state too small to spot by its fill (Rhode Island, Delaware, Hawaii…). */
  ring: { cx: number; cy: number; r: number } | null;
}

/** Points closer than this to the simplified outline are dropped: on a 360 px phone a unit is about a tenth of a pixel. */
const TOLERANCE = 1.2;
/** Islands smaller than this (square units) vanish at card size; the ring marks the small states instead. */
const MIN_RING_AREA = 6;

type Point = [number, number];

/** Reads the compact path `lib/content/us-map.ts` writes (M/m, l, z; integers) back into absolute rings. */
function ringsOf(path: string): Point[][] {
  const tokens = path.match(/[MmLlZz]|-?\d+(?:\.\d+)?/g) ?? [];
  const rings: Point[][] = [];
  let pen: Point = [0, 0];
  let ring: Point[] = [];
  let command = "";
  const numbers: number[] = [];
  const flushNumbers = () => {
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const dx = numbers[i] as number;
      const dy = numbers[i + 1] as number;
      if (command === "M") pen = [dx, dy];
      else pen = [pen[0] + dx, pen[1] + dy];
      if (command === "M" || command === "m") {
        if (ring.length > 0) rings.push(ring);
        ring = [pen];
        command = "l";
      } else ring.push(pen);
    }
    numbers.length = 0;
  };
  for (const token of tokens) {
    if (/^[MmLlZz]$/.test(token)) {
      flushNumbers();
      if (token === "z" || token === "Z") {
        if (ring.length > 0) {
          rings.push(ring);
          pen = ring[0] as Point;
        }
        ring = [];
      }
      command = token;
    } else numbers.push(Number(token));
  }
  flushNumbers();
  if (ring.length > 0) rings.push(ring);
  return rings;
}

function area(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i] as Point;
    const [x1, y1] = ring[(i + 1) % ring.length] as Point;
    sum += x0 * y1 - x1 * y0;
  }
  return Math.abs(sum / 2);
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker on a closed ring, split at its first point and the point farthest from it. */
function simplify(ring: readonly Point[]): Point[] {
  if (ring.length <= 4) return [...ring];
  const first = ring[0] as Point;
  let far = 0;
  ring.forEach((p, i) => {
    if (Math.hypot(p[0] - first[0], p[1] - first[1]) > Math.hypot((ring[far] as Point)[0] - first[0], (ring[far] as Point)[1] - first[1]))
      far = i;
  });
  const keep = new Array<boolean>(ring.length).fill(false);
  const closed = [...ring, first];
  keep.push(false);
  const markClosed = (from: number, to: number) => {
    keep[from] = keep[to] = true;
    let worst = -1;
    let worstDistance = TOLERANCE;
    for (let i = from + 1; i < to; i++) {
      const d = distanceToSegment(closed[i] as Point, closed[from] as Point, closed[to] as Point);
      if (d > worstDistance) [worst, worstDistance] = [i, d];
    }
    if (worst >= 0) {
      markClosed(from, worst);
      markClosed(worst, to);
    }
  };
  markClosed(0, far);
  markClosed(far, closed.length - 1);
  return closed.slice(0, -1).filter((_, i) => keep[i]);
}

function compact(rings: readonly Point[][]): string {
  const parts: string[] = [];
  let pen: Point | null = null;
  const pair = (x: number, y: number) => `${x}${y < 0 ? "" : " "}${y}`;
  for (const ring of rings) {
    const first = ring[0] as Point;
    parts.push(pen === null ? `M${pair(first[0], first[1])}` : `m${pair(first[0] - pen[0], first[1] - pen[1])}`);
    let previous = first;
    const steps: string[] = [];
    for (const point of ring.slice(1)) {
      const step = pair(point[0] - previous[0], point[1] - previous[1]);
      steps.push(steps.length === 0 || step.startsWith("-") ? step : ` ${step}`);
      previous = point;
    }
    parts.push(`l${steps.join("")}z`);
    pen = first;
  }
  return parts.join("");
}

const faces = new Map<CardCode, MapFace>();

/** The face of the Map card of `code` (one of the 50 states). */
export function mapFace(code: CardCode): MapFace {
  const known = faces.get(code);
  if (known) return known;
  const shape = stateShape(code);
  if (!shape) throw new Error(`No Map card for "${code}"`);
  const rings = ringsOf(shape.path)
    .map(simplify)
    .filter((ring) => ring.length >= 3);
  const largest = Math.max(...rings.map(area));
  const kept = rings.filter((ring) => area(ring) >= Math.min(MIN_RING_AREA, largest));
  const face: MapFace = { path: compact(kept), ring: shape.marker ? { ...shape.marker } : null };
  faces.set(code, face);
  return face;
}
