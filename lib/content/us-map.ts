import { geoPath, type GeoContext, type GeoPermissibleObjects } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesAlbersTopology from "us-atlas/states-albers-10m.json";

/**
 * SVG paths of the US states, from us-atlas's Census outlines that are already projected
 * (Albers USA, Alaska and Hawaii inset). Pure and memoised: the state cards, the projected board
 * and tests all draw from the same geometry.
 */

type StateProperties = { name: string };
type StatesTopology = Topology<{ states: GeometryCollection<StateProperties> }>;

/** us-atlas identifies states by Census FIPS code; the game speaks postal codes. */
const POSTAL_CODE_BY_FIPS: Readonly<Record<string, string>> = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT", "10": "DE",
  "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL", "18": "IN", "19": "IA",
  "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD", "25": "MA", "26": "MI", "27": "MN",
  "28": "MS", "29": "MO", "30": "MT", "31": "NE", "32": "NV", "33": "NH", "34": "NJ", "35": "NM",
  "36": "NY", "37": "NC", "38": "ND", "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI",
  "45": "SC", "46": "SD", "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA",
  "54": "WV", "55": "WI", "56": "WY",
};

/** Washington, D.C. belongs on the drawing of the country but is not one of the 50 state cards. */
const NOT_A_STATE = new Set(["DC"]);

/**
 * Below this projected area (square viewBox units) a state is a few pixels wide on a card-sized
 * map, so a fill alone would be missed: RI, DE, CT and the Hawaiian islands get a ring too.
 */
const SMALL_STATE_AREA = 700;
const SMALL_STATE_MARKER_RADIUS = 22;

export interface UsMapViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface StateShape {
  /** Two-letter postal code, e.g. "UT" ("DC" only in {@link usMapOutline}). */
  readonly code: string;
  readonly name: string;
  /** SVG path data in viewBox units. */
  readonly path: string;
  readonly centroid: readonly [x: number, y: number];
  /** Present for states too small to spot by their fill alone. */
  readonly marker: { readonly cx: number; readonly cy: number; readonly r: number } | null;
}

export interface UsMapOptions {
  /** Decimal places kept in path coordinates: 0 suits card-sized maps, 1 a full-screen map. */
  readonly digits?: number;
}

interface UsMapGeometry {
  readonly shapes: ReadonlyMap<string, StateShape>;
  readonly viewBox: UsMapViewBox;
}

const geometryByDigits = new Map<number, UsMapGeometry>();

function buildGeometry(digits: number): UsMapGeometry {
  const topology = statesAlbersTopology as unknown as StatesTopology;
  const collection = feature(topology, topology.objects.states);
  const measure = geoPath();
  const shapes = new Map<string, StateShape>();
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];

  for (const stateFeature of collection.features) {
    const code = POSTAL_CODE_BY_FIPS[String(stateFeature.id)];
    if (code === undefined) throw new Error(`us-atlas has a state with unknown FIPS id ${String(stateFeature.id)}`);
    const writer = new CompactPathWriter(digits);
    geoPath(null, writer)(stateFeature);
    const [[x0, y0], [x1, y1]] = measure.bounds(stateFeature);
    [minX, minY, maxX, maxY] = [Math.min(minX, x0), Math.min(minY, y0), Math.max(maxX, x1), Math.max(maxY, y1)];
    const [cx, cy] = measure.centroid(stateFeature as GeoPermissibleObjects).map((v) => Math.round(v)) as [number, number];
    const isSmall = measure.area(stateFeature) < SMALL_STATE_AREA;
    shapes.set(code, {
      code,
      name: stateFeature.properties.name,
      path: writer.toString(),
      centroid: [cx, cy],
      marker: isSmall ? { cx, cy, r: SMALL_STATE_MARKER_RADIUS } : null,
    });
  }

  // Computed rather than the nominal 975×610: the westernmost Aleutians project left of x = 0.
  const margin = 2;
  const x = Math.floor(minX) - margin;
  const y = Math.floor(minY) - margin;
  const viewBox = { x, y, width: Math.ceil(maxX) + margin - x, height: Math.ceil(maxY) + margin - y };
  return { shapes, viewBox };
}

function geometry(options: UsMapOptions = {}): UsMapGeometry {
  const digits = options.digits ?? 0;
  if (!Number.isInteger(digits) || digits < 0 || digits > 4) throw new RangeError(`digits must be 0–4, got ${digits}`);
  let cached = geometryByDigits.get(digits);
  if (cached === undefined) {
    cached = buildGeometry(digits);
    geometryByDigits.set(digits, cached);
  }
  return cached;
}

/** The frame that contains every state, for an `<svg viewBox>`. */
export function usMapViewBox(options?: UsMapOptions): UsMapViewBox {
  return geometry(options).viewBox;
}

export function usMapViewBoxAttribute(options?: UsMapOptions): string {
  const { x, y, width, height } = usMapViewBox(options);
  return `${x} ${y} ${width} ${height}`;
}

/** The 50 states (no D.C.), by postal code. */
export function stateShapes(options?: UsMapOptions): ReadonlyMap<string, StateShape> {
  return new Map([...geometry(options).shapes].filter(([code]) => !NOT_A_STATE.has(code)));
}

/** The 50 state paths by postal code. */
export function statePaths(options?: UsMapOptions): Readonly<Record<string, string>> {
  return Object.fromEntries([...stateShapes(options)].map(([code, shape]) => [code, shape.path]));
}

/** One state's shape by postal code (case-insensitive); undefined for anything that is not one of the 50. */
export function stateShape(code: string, options?: UsMapOptions): StateShape | undefined {
  const normalized = code.trim().toUpperCase();
  if (NOT_A_STATE.has(normalized)) return undefined;
  return geometry(options).shapes.get(normalized);
}

/** Every outline for the background map, D.C. included so the country has no hole. */
export function usMapOutline(options?: UsMapOptions): readonly StateShape[] {
  return [...geometry(options).shapes.values()];
}

/**
 * A d3 path context that writes short path data: coordinates rounded, relative moves,
 * repeated points dropped and rings that collapse below a triangle skipped. Rounding each
 * absolute point before taking differences keeps the error from accumulating along a ring.
 */
export class CompactPathWriter implements GeoContext {
  private readonly scale: number;
  private readonly parts: string[] = [];
  private ring: [number, number][] = [];
  /** Where the SVG pen is after the last emitted command (for relative coordinates). */
  private pen: [number, number] | null = null;

  constructor(private readonly digits: number) {
    this.scale = 10 ** digits;
  }

  beginPath(): void {
    this.flushRing(false);
  }

  moveTo(x: number, y: number): void {
    this.flushRing(false);
    this.ring = [this.round(x, y)];
  }

  lineTo(x: number, y: number): void {
    const point = this.round(x, y);
    const last = this.ring[this.ring.length - 1];
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    this.ring.push(point);
  }

  closePath(): void {
    this.flushRing(true);
  }

  arc(): void {
    // Only point geometries call arc(); state outlines are polygons.
  }

  toString(): string {
    this.flushRing(false);
    return this.parts.join("");
  }

  private round(x: number, y: number): [number, number] {
    return [Math.round(x * this.scale), Math.round(y * this.scale)];
  }

  private flushRing(closed: boolean): void {
    const ring = this.ring;
    this.ring = [];
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (closed && first && last && ring.length > 1 && first[0] === last[0] && first[1] === last[1]) ring.pop();
    if (!first || ring.length < (closed ? 3 : 2)) return;

    const start = this.pen === null ? `M${this.pair(first[0], first[1])}` : `m${this.pair(first[0] - this.pen[0], first[1] - this.pen[1])}`;
    let previous = first;
    const steps: string[] = [];
    for (const point of ring.slice(1)) {
      steps.push(this.pair(point[0] - previous[0], point[1] - previous[1]));
      previous = point;
    }
    this.parts.push(start, "l", joinNumbers(steps), closed ? "z" : "");
    // After "z" the SVG pen returns to the ring's start point.
    this.pen = closed ? first : previous;
  }

  private pair(x: number, y: number): string {
    return joinNumbers([this.format(x), this.format(y)]);
  }

  private format(value: number): string {
    return this.digits === 0 ? String(value) : String(value / this.scale);
  }
}

/** Joins SVG numbers, letting a minus sign stand in for the separator. */
function joinNumbers(numbers: readonly string[]): string {
  return numbers.reduce((joined, next) => (joined === "" ? next : next.startsWith("-") ? joined + next : `${joined} ${next}`), "");
}
