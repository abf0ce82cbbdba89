import { geoPath, type GeoContext } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesAlbersTopology from "us-atlas/states-albers-10m.json";
import { STATES } from "./state-data";
import type { MapCardDrawing, MapCardRing } from "./map-card-frame";
import { CompactPathWriter, stateShape } from "./us-map";

/**
 * Combo 3's Map cards: 50 cards, each a map of the United States with one state in red.
 *
 * A card in play must not say which state it is (its identity is the race), so a card travels as
 * drawing data only: the red state's outline and, for a state too small to spot, a ring around it.
 * The country underneath is the same on every card and is fetched once (`/map-cards/outline.svg`,
 * every state's outline from `us-map.ts`). Both come from us-atlas's Census outlines (Albers USA, Alaska
 * and Hawaii inset), in the same frame as `us-map.ts`.
 *
 * The red outline is simplified for the card's size (a hand of 7 on a phone shows a card about 100
 * CSS px wide, a tenth of a pixel per unit), so a team's view of 7 cards stays well inside one
 * real-time event.
 */

export type { MapCardDrawing, MapCardRing };

/**
 * How far (in viewBox units) the simplified outline may stray from the Census outline: 1.5 units is
 * a sixth of a CSS pixel on a 104 px card and under a pixel on a card 600 px wide; it brings the
 * largest 7 cards (Alaska, Texas, Michigan…) from 13 KB to 3 KB.
 */
const SIMPLIFY_TOLERANCE = 1.5;
/** Islets smaller than this (square units; 0.04 px² on a 104 px card) are left off the red drawing. */
const SMALLEST_ISLAND_AREA = 4;

/** The ring's radius at least: about 6 CSS px on a 104 px card, wide enough to catch the eye. */
const RING_MIN_RADIUS = 60;
/** Room between a ringed state's farthest point and its ring. */
const RING_CLEARANCE = 10;

type Point = readonly [number, number];
type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

/** A d3 path context that keeps each polygon ring as points, so they can be simplified before writing. */
class RingCollector implements GeoContext {
  readonly rings: Point[][] = [];
  private ring: Point[] = [];

  beginPath(): void {
    this.flush();
  }

  moveTo(x: number, y: number): void {
    this.flush();
    this.ring = [[x, y]];
  }

  lineTo(x: number, y: number): void {
    this.ring.push([x, y]);
  }

  closePath(): void {
    this.flush();
  }

  arc(): void {
    // Only point geometries call arc(); state outlines are polygons.
  }

  flush(): void {
    if (this.ring.length >= 3) this.rings.push(this.ring);
    this.ring = [];
  }
}

function distanceToSegment(point: Point, start: Point, end: Point): number {
  const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / lengthSquared));
  return Math.hypot(point[0] - (start[0] + t * dx), point[1] - (start[1] + t * dy));
}

/** The ring's point at an index taken modulo its length (a ring closes on its first point). */
function pointOf(ring: readonly Point[], index: number): Point {
  const point = ring[index % ring.length];
  if (point === undefined) throw new RangeError("a ring has no points");
  return point;
}

/** Douglas–Peucker on a closed ring, iterative so a long coast cannot overflow the stack. */
export function simplifyRing(ring: readonly Point[], tolerance: number): Point[] {
  if (ring.length <= 3) return [...ring];
  const keep = new Array<boolean>(ring.length).fill(false);
  // A closed ring has no natural ends: split it at its first point and the point farthest from it.
  const first = pointOf(ring, 0);
  const distances = ring.map((point) => Math.hypot(point[0] - first[0], point[1] - first[1]));
  const farthest = distances.indexOf(Math.max(...distances));
  keep[0] = keep[farthest] = true;
  const spans: [number, number][] = [
    [0, farthest],
    [farthest, ring.length],
  ];
  for (let span = spans.pop(); span !== undefined; span = spans.pop()) {
    const [from, to] = span;
    const [start, end] = [pointOf(ring, from), pointOf(ring, to)];
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = from + 1; i < to; i++) {
      const distance = distanceToSegment(pointOf(ring, i), start, end);
      if (distance > worstDistance) [worst, worstDistance] = [i, distance];
    }
    if (worst >= 0) {
      keep[worst] = true;
      spans.push([from, worst], [worst, to]);
    }
  }
  if (keep.filter(Boolean).length < 3) {
    // An islet thinner than the tolerance would fold to a line and vanish: keep its widest point.
    const widths = ring.map((point) => distanceToSegment(point, first, pointOf(ring, farthest)));
    keep[widths.indexOf(Math.max(...widths))] = true;
  }
  return ring.filter((_, i) => keep[i]);
}

/** A ring's area, whichever way it winds. */
export function ringArea(ring: readonly Point[]): number {
  let twiceArea = 0;
  ring.forEach((point, i) => {
    const next = pointOf(ring, i + 1);
    twiceArea += point[0] * next[1] - next[0] * point[1];
  });
  return Math.abs(twiceArea) / 2;
}

interface CardGeometry {
  readonly drawings: ReadonlyMap<string, MapCardDrawing>;
}

let cached: CardGeometry | undefined;

function cards(): CardGeometry {
  cached ??= buildCards();
  return cached;
}

function ringAround(code: string, rings: readonly Point[][]): MapCardRing | null {
  if (stateShape(code)?.marker == null) return null;
  const xs = rings.flatMap((ring) => ring.map((point) => point[0]));
  const ys = rings.flatMap((ring) => ring.map((point) => point[1]));
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [cx, cy] = [Math.round((minX + maxX) / 2), Math.round((minY + maxY) / 2)];
  const reach = Math.max(...rings.flat().map((point) => Math.hypot(point[0] - cx, point[1] - cy)));
  return { cx, cy, r: Math.max(RING_MIN_RADIUS, Math.ceil(reach + RING_CLEARANCE)) };
}

function buildCards(): CardGeometry {
  const topology = statesAlbersTopology as unknown as StatesTopology;
  const featureByName = new Map(feature(topology, topology.objects.states).features.map((state) => [state.properties.name, state]));
  const drawings = new Map<string, MapCardDrawing>();
  for (const state of STATES) {
    const stateFeature = featureByName.get(state.name);
    if (stateFeature === undefined) throw new Error(`us-atlas has no outline named ${state.name}`);
    const collector = new RingCollector();
    geoPath(null, collector)(stateFeature);
    collector.flush();
    const writer = new CompactPathWriter(0);
    const largest = Math.max(...collector.rings.map(ringArea));
    const seen = collector.rings.filter((ring) => ringArea(ring) >= Math.min(SMALLEST_ISLAND_AREA, largest));
    for (const ring of seen.map((points) => simplifyRing(points, SIMPLIFY_TOLERANCE))) {
      ring.forEach(([x, y], i) => {
        if (i === 0) writer.moveTo(x, y);
        else writer.lineTo(x, y);
      });
      writer.closePath();
    }
    drawings.set(state.code, { path: writer.toString(), ring: ringAround(state.code, collector.rings) });
  }
  return { drawings };
}

/** The Map card of a state by postal code; undefined for anything that is not one of the 50. */
export function mapCardDrawing(code: string): MapCardDrawing | undefined {
  return cards().drawings.get(code.trim().toUpperCase());
}

/** The 50 Map cards by postal code, in statehood order. */
export function mapCardDrawings(): ReadonlyMap<string, MapCardDrawing> {
  return cards().drawings;
}
