import { feature } from "topojson-client";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesTopology from "us-atlas/states-10m.json";
import countriesTopology from "world-atlas/countries-50m.json";

/**
 * The raw geometry the deck computes place facts from: the Census state outlines packaged by us-atlas
 * (longitude/latitude, the same shapes the board's maps use) and Natural Earth's country outlines
 * packaged by world-atlas (for the borders with Canada and Mexico). Decoded once, lazily.
 */
export type LonLat = readonly [lon: number, lat: number];

/** us-atlas identifies states by Census FIPS code; the deck speaks postal codes. */
export const POSTAL_CODE_BY_FIPS: Readonly<Record<string, string>> = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT", "10": "DE",
  "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL", "18": "IN", "19": "IA",
  "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD", "25": "MA", "26": "MI", "27": "MN",
  "28": "MS", "29": "MO", "30": "MT", "31": "NE", "32": "NV", "33": "NH", "34": "NJ", "35": "NM",
  "36": "NY", "37": "NC", "38": "ND", "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI",
  "45": "SC", "46": "SD", "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA",
  "54": "WV", "55": "WI", "56": "WY",
};

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;
type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export type StateOutline = {
  code: string;
  feature: Feature<Polygon | MultiPolygon>;
  /** Indexes into {@link RawGeometry.arcs} of the arcs that make up this state's boundary. */
  arcs: readonly number[];
};

export type RawGeometry = {
  /** Every arc of the states topology, decoded to longitude/latitude points. */
  arcs: readonly (readonly LonLat[])[];
  /** How many state outlines (D.C. included) use each arc: 1 means coast or a border with another country. */
  arcUse: ReadonlyMap<number, number>;
  /** The 50 states and D.C. by postal code (the territories are left out). */
  outlines: ReadonlyMap<string, StateOutline>;
  /** Rings of Canada's and Mexico's outlines. */
  countries: { canada: readonly (readonly LonLat[])[]; mexico: readonly (readonly LonLat[])[] };
};

function arcIndexes(arcs: unknown): number[] {
  const out: number[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "number") out.push(node < 0 ? ~node : node);
    else if (Array.isArray(node)) node.forEach(walk);
  };
  walk(arcs);
  return out;
}

function rings(shape: Feature<Polygon | MultiPolygon>): LonLat[][] {
  const geometry = shape.geometry;
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat().map((ring) => ring.map(([lon, lat]) => [lon ?? 0, lat ?? 0] as const));
}

let cached: RawGeometry | null = null;

export function rawGeometry(): RawGeometry {
  if (cached !== null) return cached;
  const topology = statesTopology as unknown as StatesTopology;
  const transform = topology.transform;
  if (transform === undefined) throw new Error("us-atlas states-10m.json is expected to be quantized");
  const [scaleX, scaleY] = transform.scale;
  const [translateX, translateY] = transform.translate;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx = 0, dy = 0]) => {
      x += dx;
      y += dy;
      return [x * scaleX + translateX, y * scaleY + translateY] as const;
    });
  });
  const arcUse = new Map<number, number>();
  const outlines = new Map<string, StateOutline>();
  for (const geometry of topology.objects.states.geometries) {
    const code = POSTAL_CODE_BY_FIPS[String(geometry.id)];
    // The territories (American Samoa, Guam, Puerto Rico…) are islands of their own: no card asks for them.
    if (code === undefined) continue;
    const indexes = arcIndexes("arcs" in geometry ? geometry.arcs : []);
    for (const index of indexes) arcUse.set(index, (arcUse.get(index) ?? 0) + 1);
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    outlines.set(code, { code, feature: shape, arcs: indexes });
  }
  const world = countriesTopology as unknown as CountriesTopology;
  const country = (name: string) => {
    const geometry = world.objects.countries.geometries.find((candidate) => countryName(candidate.properties) === name);
    if (geometry === undefined) throw new Error(`world-atlas has no country named ${name}`);
    return rings(feature(world, geometry) as Feature<Polygon | MultiPolygon>);
  };
  cached = { arcs, arcUse, outlines, countries: { canada: country("Canada"), mexico: country("Mexico") } };
  return cached;
}

const KM_PER_DEGREE = 111.195;

/**
 * Distance in kilometres from a point to a segment, on a local flat approximation (good to well under
 * a percent at the few tens of kilometres the deck's thresholds use).
 */
export function segmentDistanceKm(point: LonLat, a: LonLat, b: LonLat): number {
  const kx = Math.cos((point[1] * Math.PI) / 180) * KM_PER_DEGREE;
  const ax = (a[0] - point[0]) * kx;
  const ay = (a[1] - point[1]) * KM_PER_DEGREE;
  const dx = (b[0] - point[0]) * kx - ax;
  const dy = (b[1] - point[1]) * KM_PER_DEGREE - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Shortest distance in kilometres from a point to any segment of the given lines. */
export function distanceToLinesKm(point: LonLat, lines: readonly (readonly LonLat[])[]): number {
  let best = Infinity;
  for (const line of lines) {
    for (let index = 1; index < line.length; index += 1) {
      const a = line[index - 1];
      const b = line[index];
      if (a === undefined || b === undefined) continue;
      // A segment whose latitudes all lie farther away than the best distance so far cannot be closer.
      const window = best / KM_PER_DEGREE;
      if (Math.min(a[1], b[1]) > point[1] + window || Math.max(a[1], b[1]) < point[1] - window) continue;
      const distance = segmentDistanceKm(point, a, b);
      if (distance < best) best = distance;
    }
  }
  return best;
}

/**
 * The segments of the lines that come within `marginDegrees` of a box, as two-point lines: measuring a
 * state's points against only these keeps Canada's thousands of Arctic island segments out of the loop.
 */
export function linesNear(
  lines: readonly (readonly LonLat[])[],
  box: { west: number; east: number; south: number; north: number },
  marginDegrees: number,
): LonLat[][] {
  const near: LonLat[][] = [];
  for (const line of lines) {
    for (let index = 1; index < line.length; index += 1) {
      const a = line[index - 1];
      const b = line[index];
      if (a === undefined || b === undefined) continue;
      const [ax, bx] = [unwrapLongitude(a[0]), unwrapLongitude(b[0])];
      if (Math.max(a[1], b[1]) < box.south - marginDegrees || Math.min(a[1], b[1]) > box.north + marginDegrees) continue;
      if (Math.max(ax, bx) < box.west - marginDegrees || Math.min(ax, bx) > box.east + marginDegrees) continue;
      near.push([a, b]);
    }
  }
  return near;
}

/** Longitudes east of 180° (Alaska's western Aleutians) as negative numbers, so a state is one range. */
export function unwrapLongitude(lon: number): number {
  return lon > 0 ? lon - 360 : lon;
}

export function kmToMiles(km: number): number {
  return km / 1.609344;
}

/** Great-circle distance in miles (mean Earth radius). */
export function haversineMiles(a: LonLat, b: LonLat): number {
  const toRadians = Math.PI / 180;
  const dLat = (b[1] - a[1]) * toRadians;
  const dLon = (b[0] - a[0]) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * toRadians) * Math.cos(b[1] * toRadians) * Math.sin(dLon / 2) ** 2;
  return kmToMiles(2 * 6371.0088 * Math.asin(Math.sqrt(h)));
}

/**
 * A distance as a host says it: to the nearest `step` miles, or 0 for "less than `below` miles".
 * `aboutTruth` says whether "about `said`" is right for a distance: within `margin` miles of a rounding
 * edge it cannot tell (null), since the outlines and coordinates are good to a mile or two.
 */
export type MilesRounding = { step: number; below: number; margin: number };

export function spokenDistance(miles: number, rounding: MilesRounding): number {
  return miles < rounding.below ? 0 : Math.max(rounding.step, Math.round(miles / rounding.step) * rounding.step);
}

export function aboutTruth(miles: number | null | undefined, said: number, rounding: MilesRounding): boolean | null {
  if (miles === null || miles === undefined) return false;
  const lowEdge = said === 0 ? -Infinity : Math.max(rounding.below, said - rounding.step / 2);
  const highEdge = said === 0 ? rounding.below : said + rounding.step / 2;
  if (Math.abs(miles - lowEdge) < rounding.margin || Math.abs(miles - highEdge) < rounding.margin) return null;
  return miles >= lowEdge && miles < highEdge;
}

export { KM_PER_DEGREE, rings as featureRings };

/** A world-atlas country's name (its properties are typed loosely by topojson). */
function countryName(properties: unknown): string | null {
  return typeof properties === "object" && properties !== null && "name" in properties && typeof properties.name === "string" ? properties.name : null;
}
