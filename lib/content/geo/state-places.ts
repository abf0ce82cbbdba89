import { geoCentroid } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import {
  distanceToLinesKm,
  featureRings,
  haversineMiles,
  KM_PER_DEGREE,
  linesNear,
  rawGeometry,
  unwrapLongitude,
  type LonLat,
} from "@/lib/content/geo/geometry";

/**
 * Where each state lies, computed from the Census outlines (us-atlas) and Natural Earth's countries
 * (world-atlas): its coasts, its borders with Canada and Mexico, its extreme points and its shape.
 * tests/content/geo-states.test.ts checks every result against published lists.
 */
export const WATERS = ["pacific", "atlantic", "gulf", "greatLakes", "arctic"] as const;
export type Water = (typeof WATERS)[number];

export const EXTREMES = ["north", "south", "north48", "south48", "west48", "east48"] as const;
export type Extreme = (typeof EXTREMES)[number];

export type StatePlace = {
  code: string;
  /** Extent in degrees; longitudes unwrapped so Alaska's Aleutians west of 180° are below -180. */
  bounds: { west: number; east: number; south: number; north: number };
  coasts: ReadonlySet<Water>;
  bordersCanada: boolean;
  bordersMexico: boolean;
  /** No coast and no border with another country: only other states (or D.C.) touch it. */
  surrounded: boolean;
  /** East–west extent of the bounding box at the middle latitude, and north–south extent, in kilometres. */
  widthKm: number;
  heightKm: number;
  /**
   * The widest true crossing in kilometres: east–west, the longest distance along one parallel between the
   * outline's westmost and eastmost points on it; north–south, the same along one meridian. A slanted state
   * is narrower than its box (New Jersey spans 88 miles of longitude but is about 70 miles across).
   */
  crossingKm: { eastWest: number; northSouth: number };
  /** The outline's area over its bounding box's area (1 = a perfect latitude–longitude rectangle). */
  rectangularity: number;
  extremes: ReadonlySet<Extreme>;
  /** The outline's centre (its centroid), and its distance from the centre of Washington, D.C. */
  centre: LonLat;
  dcMiles: number;
  /** Postal codes of the states it shares boundary lines with, and those lines. */
  borderLines: ReadonlyMap<string, readonly (readonly LonLat[])[]>;
};

/**
 * A state borders Canada or Mexico when its outline comes this close to the country's. The states on
 * Lake Erie (Ohio, Pennsylvania) meet Canada in the middle of the lake, so the shoreline-clipped Census
 * outline stops short of it (Ohio's islands by about 5 km, Pennsylvania's shore by about 25 km); the next
 * closest state, Wisconsin, is over 100 km from Canada.
 */
export const COUNTRY_BORDER_KM = 50;
/** An outline point this close to another country's outline lies on the border, not on a shore. */
const BORDER_POINT_KM = 5;
/** A coast needs at least this many outline points on that water (a stray point is not a coast). */
const MIN_SHORE_POINTS = 2;

/**
 * Which water a shore point faces, by the conventional limits between them: the Pacific west of the
 * Rockies (and all of Hawaii, and Alaska's south and west); the Arctic along Alaska's north coast; the
 * Great Lakes between Minnesota and New York north of 41° N; the Gulf of Mexico west of Florida's
 * peninsula south of 31° N; the Atlantic on the east coast. The Florida Keys and Florida Bay lie
 * between the Gulf and the Atlantic and are left out (Florida has long shores on both).
 */
export function waterAt([lon, lat]: LonLat, code: string): Water | null {
  if (code === "HI") return "pacific";
  if (code === "AK") return lat > 68 ? "arctic" : "pacific";
  if (lon < -114) return "pacific";
  if (lat > 41 && lon > -92.5 && lon < -75.8) return "greatLakes";
  if (lat < 31 && lon > -98 && lon < -81.6) return "gulf";
  if (lon > -82 && lat >= 25.4) return "atlantic";
  return null;
}

function planarArea(ring: readonly LonLat[], cosLat: number): number {
  let sum = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const [x1, y1] = ring[index] ?? [0, 0];
    const [x2, y2] = ring[(index + 1) % ring.length] ?? [0, 0];
    sum += unwrapLongitude(x1) * cosLat * y2 - unwrapLongitude(x2) * cosLat * y1;
  }
  return sum / 2;
}

function rectangularity(shape: Feature<Polygon | MultiPolygon>, bounds: StatePlace["bounds"]): number {
  const cosLat = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  const geometry = shape.geometry;
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  let area = 0;
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon.map((ring) => ring.map(([lon = 0, lat = 0]) => [lon, lat] as const));
    if (outer === undefined) continue;
    area += Math.abs(planarArea(outer, cosLat)) - holes.reduce((sum, hole) => sum + Math.abs(planarArea(hole, cosLat)), 0);
  }
  const box = (bounds.east - bounds.west) * cosLat * (bounds.north - bounds.south);
  return box === 0 ? 0 : area / box;
}

/** Sampling step, in degrees, of the parallels and meridians a crossing is measured along (about a kilometre). */
export const CROSSING_STEP_DEGREES = 0.01;

/**
 * The widest crossing of the outline along parallels (`axis: "eastWest"`) or meridians (`"northSouth"`),
 * in kilometres: every line of the grid is cut by the outline's edges, and its span is from its first to
 * its last cut (water between a state's shores, such as a bay, is part of the state's span).
 */
export function widestCrossingKm(ringsOfState: readonly (readonly LonLat[])[], axis: "eastWest" | "northSouth"): number {
  // Along parallels the grid runs over latitude and the span over longitude; along meridians, the reverse.
  const along = (point: LonLat) => (axis === "eastWest" ? point[1] : unwrapLongitude(point[0]));
  const across = (point: LonLat) => (axis === "eastWest" ? unwrapLongitude(point[0]) : point[1]);
  const low = new Map<number, number>();
  const high = new Map<number, number>();
  for (const ring of ringsOfState) {
    for (let index = 1; index < ring.length; index += 1) {
      const a = ring[index - 1];
      const b = ring[index];
      if (a === undefined || b === undefined) continue;
      const [a1, b1] = [along(a), along(b)];
      if (a1 === b1) continue;
      const first = Math.ceil(Math.min(a1, b1) / CROSSING_STEP_DEGREES);
      const last = Math.floor(Math.max(a1, b1) / CROSSING_STEP_DEGREES);
      for (let line = first; line <= last; line += 1) {
        const t = (line * CROSSING_STEP_DEGREES - a1) / (b1 - a1);
        const cut = across(a) + t * (across(b) - across(a));
        low.set(line, Math.min(low.get(line) ?? Infinity, cut));
        high.set(line, Math.max(high.get(line) ?? -Infinity, cut));
      }
    }
  }
  let widest = 0;
  for (const [line, from] of low) {
    const span = (high.get(line) ?? from) - from;
    const km = axis === "eastWest" ? span * Math.cos((line * CROSSING_STEP_DEGREES * Math.PI) / 180) * KM_PER_DEGREE : span * KM_PER_DEGREE;
    if (km > widest) widest = km;
  }
  return widest;
}

/** The centre of Washington, D.C., from its Census outline. */
export function washingtonCentre(): LonLat {
  const dc = rawGeometry().outlines.get("DC");
  if (dc === undefined) throw new Error("us-atlas has no outline for D.C.");
  return geoCentroid(dc.feature);
}

let cached: ReadonlyMap<string, StatePlace> | null = null;

/** The 50 states' places by postal code (D.C. is left out). */
export function statePlaces(): ReadonlyMap<string, StatePlace> {
  if (cached !== null) return cached;
  const raw = rawGeometry();
  const places = new Map<string, StatePlace>();
  const usersOfArc = new Map<number, string[]>();
  for (const outline of raw.outlines.values()) {
    for (const arc of new Set(outline.arcs)) usersOfArc.set(arc, [...(usersOfArc.get(arc) ?? []), outline.code]);
  }

  for (const outline of raw.outlines.values()) {
    if (outline.code === "DC") continue;
    const points = featureRings(outline.feature).flat();
    const lons = points.map(([lon]) => unwrapLongitude(lon));
    const lats = points.map(([, lat]) => lat);
    const bounds = { west: Math.min(...lons), east: Math.max(...lons), south: Math.min(...lats), north: Math.max(...lats) };

    const exteriorArcs = [...new Set(outline.arcs)].filter((arc) => raw.arcUse.get(arc) === 1);
    const exteriorPoints = exteriorArcs.flatMap((arc) => raw.arcs[arc] ?? []);
    // One degree of latitude is 111 km, so nothing farther than the thresholds is left out.
    const nearCountry = (country: readonly (readonly LonLat[])[]) => {
      const segments = linesNear(country, bounds, 1);
      return exteriorPoints.map((point) => distanceToLinesKm(point, segments));
    };
    const toCanada = nearCountry(raw.countries.canada);
    const toMexico = nearCountry(raw.countries.mexico);
    const shoreCounts = new Map<Water, number>();
    exteriorPoints.forEach((point, index) => {
      if ((toCanada[index] ?? Infinity) <= BORDER_POINT_KM || (toMexico[index] ?? Infinity) <= BORDER_POINT_KM) return;
      const water = waterAt(point, outline.code);
      if (water !== null) shoreCounts.set(water, (shoreCounts.get(water) ?? 0) + 1);
    });

    const borderLines = new Map<string, LonLat[][]>();
    for (const arc of new Set(outline.arcs)) {
      for (const other of usersOfArc.get(arc) ?? []) {
        if (other === outline.code || other === "DC") continue;
        borderLines.set(other, [...(borderLines.get(other) ?? []), [...(raw.arcs[arc] ?? [])]]);
      }
    }

    const middleLatitude = (bounds.north + bounds.south) / 2;
    const centre = geoCentroid(outline.feature) as unknown as LonLat;
    places.set(outline.code, {
      code: outline.code,
      bounds,
      coasts: new Set(WATERS.filter((water) => (shoreCounts.get(water) ?? 0) >= MIN_SHORE_POINTS)),
      bordersCanada: Math.min(Infinity, ...toCanada) <= COUNTRY_BORDER_KM,
      bordersMexico: Math.min(Infinity, ...toMexico) <= COUNTRY_BORDER_KM,
      surrounded: exteriorArcs.length === 0,
      widthKm: (bounds.east - bounds.west) * Math.cos((middleLatitude * Math.PI) / 180) * KM_PER_DEGREE,
      heightKm: (bounds.north - bounds.south) * KM_PER_DEGREE,
      crossingKm: {
        eastWest: widestCrossingKm(featureRings(outline.feature), "eastWest"),
        northSouth: widestCrossingKm(featureRings(outline.feature), "northSouth"),
      },
      rectangularity: rectangularity(outline.feature, bounds),
      centre,
      dcMiles: haversineMiles(centre, washingtonCentre()),
      extremes: new Set<Extreme>(),
      borderLines,
    });
  }

  const all = [...places.values()];
  const lower48 = all.filter((place) => place.code !== "AK" && place.code !== "HI");
  const mark = (extreme: Extreme, group: StatePlace[], value: (place: StatePlace) => number) => {
    const best = group.reduce((winner, place) => (value(place) > value(winner) ? place : winner));
    (best.extremes as Set<Extreme>).add(extreme);
  };
  mark("north", all, (place) => place.bounds.north);
  mark("south", all, (place) => -place.bounds.south);
  mark("north48", lower48, (place) => place.bounds.north);
  mark("south48", lower48, (place) => -place.bounds.south);
  mark("west48", lower48, (place) => -place.bounds.west);
  mark("east48", lower48, (place) => place.bounds.east);
  cached = places;
  return places;
}

export function statePlace(code: string): StatePlace {
  const place = statePlaces().get(code);
  if (place === undefined) throw new Error(`No outline for state ${code}`);
  return place;
}
