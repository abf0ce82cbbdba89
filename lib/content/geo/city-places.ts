import type { UsState } from "@/lib/content/states";
import { cityKey, cityPool } from "@/lib/content/facts/city-pool";
import { cityCoordinate, type CityCoordinate } from "@/lib/content/geo/city-coordinates";
import { distanceToLinesKm, haversineMiles as milesBetween, kmToMiles, type LonLat, type MilesRounding } from "@/lib/content/geo/geometry";
import { statePlaces, washingtonCentre } from "@/lib/content/geo/state-places";
import { sameCityName } from "@/lib/content/deck/city-names";

/**
 * Where a pool city lies in its state, from its gazetteer coordinates and the state's Census outline.
 * Each fact is three-valued: true, false, or null when the city sits too close to the line to say
 * (a solver must not rule such a city out, and a card must not claim it).
 */
export const CITY_PARTS = ["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest", "middle"] as const;
export type CityPart = (typeof CITY_PARTS)[number];
export const COMPASS = ["north", "south", "east", "west"] as const;
export type Compass = (typeof COMPASS)[number];

export type CityPlace = {
  key: string;
  code: string;
  coordinate: CityCoordinate;
  /** Position across the state's extent: 0 = its southern (western) edge, 1 = its northern (eastern) edge. */
  northSouth: number;
  westEast: number;
  /** Miles to the boundary line shared with each neighbouring state. */
  borderMiles: ReadonlyMap<string, number>;
  /** Miles to the state's capital; null for the capital itself. */
  capitalMiles: number | null;
  /** Miles to the state's largest city; null for the largest city itself. */
  largestMiles: number | null;
  /** Miles to the centre of Washington, D.C. */
  dcMiles: number;
  /** For each direction, whether this city is the farthest that way among its state's five largest. */
  farthestOfTopFive: Readonly<Record<Compass, boolean | null>>;
};

/** A city is in the northern part when it lies in the northern 30 % of its state's extent; within 7 points of the line, unsure. */
const PART_EDGE = 0.3;
const PART_MARGIN = 0.07;
/** "Near the middle": within the middle 30 % both ways. */
const MIDDLE_HALF_WIDTH = 0.15;
export const NEAR_BORDER_MILES = 20;
/** Distances within a state are said to the nearest 10 miles ("about 40 miles"), or "less than 15 miles". */
export const IN_STATE_MILES: MilesRounding = { step: 10, below: 15, margin: 1.5 };
/** Distances from Washington, D.C. are said to the nearest 100 miles, or "less than 150 miles". */
export const DC_MILES: MilesRounding = { step: 100, below: 150, margin: 5 };
/** Distances within this many miles of a threshold are too close to call with 1:10m outlines. */
const DISTANCE_MARGIN_MILES = 2;
/** Two cities whose latitudes (or longitudes) differ by less than this are too close to rank. */
const FARTHEST_MARGIN_DEGREES = 0.05;

function edgeTruth(position: number): boolean | null {
  if (position >= 1 - PART_EDGE) return true;
  if (position < 1 - PART_EDGE - PART_MARGIN) return false;
  return null;
}

function both(a: boolean | null, b: boolean | null): boolean | null {
  if (a === false || b === false) return false;
  return a === true && b === true ? true : null;
}

export function cityPartTruth(place: CityPlace, part: CityPart): boolean | null {
  switch (part) {
    case "northeast":
    case "northwest":
    case "southeast":
    case "southwest":
      return both(cityPartTruth(place, part.startsWith("north") ? "north" : "south"), cityPartTruth(place, part.endsWith("east") ? "east" : "west"));
    case "north":
      return edgeTruth(place.northSouth);
    case "south":
      return edgeTruth(1 - place.northSouth);
    case "east":
      return edgeTruth(place.westEast);
    case "west":
      return edgeTruth(1 - place.westEast);
    case "middle": {
      const offsets = [Math.abs(place.northSouth - 0.5), Math.abs(place.westEast - 0.5)];
      if (offsets.every((offset) => offset <= MIDDLE_HALF_WIDTH)) return true;
      if (offsets.some((offset) => offset > MIDDLE_HALF_WIDTH + PART_MARGIN)) return false;
      return null;
    }
  }
}

export function withinMilesTruth(miles: number | null | undefined, limit: number): boolean | null {
  if (miles === null || miles === undefined) return false;
  if (miles <= limit - DISTANCE_MARGIN_MILES) return true;
  if (miles > limit + DISTANCE_MARGIN_MILES) return false;
  return null;
}

function haversineMiles(a: CityCoordinate, b: CityCoordinate): number {
  return milesBetween([a.lon, a.lat], [b.lon, b.lat]);
}

const COMPASS_VALUE: Readonly<Record<Compass, (city: CityCoordinate) => number>> = {
  north: (city) => city.lat,
  south: (city) => -city.lat,
  east: (city) => city.lon,
  west: (city) => -city.lon,
};

function farthestOfTopFive(state: UsState, key: string): Record<Compass, boolean | null> {
  const topKeys = state.topCities.map((name) => cityKey(name, state.code));
  const result = { north: false, south: false, east: false, west: false } as Record<Compass, boolean | null>;
  const own = cityCoordinate(key);
  if (!topKeys.includes(key) || own === undefined) return result;
  for (const direction of COMPASS) {
    const value = COMPASS_VALUE[direction];
    const others = topKeys.filter((other) => other !== key).map((other) => cityCoordinate(other));
    if (others.some((other) => other === undefined)) {
      result[direction] = null;
      continue;
    }
    const best = Math.max(...others.map((other) => value(other as CityCoordinate)));
    const lead = value(own) - best;
    result[direction] = lead >= FARTHEST_MARGIN_DEGREES ? true : lead <= -FARTHEST_MARGIN_DEGREES ? false : null;
  }
  return result;
}

let cached: ReadonlyMap<string, CityPlace> | null = null;
let cachedFor: readonly UsState[] | null = null;

/** Every pool city's place by key ("Chicago, IL"); a city the coordinate extract lacks is left out. */
export function cityPlaces(states: readonly UsState[]): ReadonlyMap<string, CityPlace> {
  if (cached !== null && cachedFor === states) return cached;
  const places = statePlaces();
  const result = new Map<string, CityPlace>();
  for (const { key, state } of cityPool(states)) {
    const coordinate = cityCoordinate(key);
    const statePlace = places.get(state.code);
    if (coordinate === undefined || statePlace === undefined) continue;
    const { west, east, south, north } = statePlace.bounds;
    const lon = coordinate.lon > 0 ? coordinate.lon - 360 : coordinate.lon;
    const point: LonLat = [coordinate.lon, coordinate.lat];
    const borderMiles = new Map<string, number>();
    for (const [neighbour, lines] of statePlace.borderLines) borderMiles.set(neighbour, kmToMiles(distanceToLinesKm(point, lines)));
    const capitalEntry = cityPool([state]).find((entry) => sameCityName(entry.dataName, state.capital));
    const capital = capitalEntry === undefined ? undefined : cityCoordinate(capitalEntry.key);
    const largestKey = state.topCities[0] === undefined ? undefined : cityKey(state.topCities[0], state.code);
    const largest = largestKey === undefined ? undefined : cityCoordinate(largestKey);
    result.set(key, {
      key,
      code: state.code,
      coordinate,
      northSouth: (coordinate.lat - south) / (north - south),
      westEast: (lon - west) / (east - west),
      borderMiles,
      capitalMiles: capitalEntry?.key === key || capital === undefined ? null : haversineMiles(coordinate, capital),
      largestMiles: largestKey === key || largest === undefined ? null : haversineMiles(coordinate, largest),
      dcMiles: milesBetween(point, washingtonCentre()),
      farthestOfTopFive: farthestOfTopFive(state, key),
    });
  }
  cached = result;
  cachedFor = states;
  return result;
}
