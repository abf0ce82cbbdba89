import { geoBounds, geoDistance } from "d3-geo";
import { describe, expect, it } from "vitest";
import { clueImageSchema } from "@/lib/content/clue-card";
import { CENSUS_DIVISIONS } from "@/lib/content/geo/census-regions";
import { featureRings, rawGeometry } from "@/lib/content/geo/geometry";
import { stateSilhouette } from "@/lib/content/geo/silhouette";
import { statePlaces, washingtonCentre, type Water } from "@/lib/content/geo/state-places";
import { STATES } from "@/lib/content/state-data";

/**
 * The state facts the deck computes from the Census outlines (us-atlas) and Natural Earth's countries
 * (world-atlas), checked against published lists and against an independent computation with d3.
 */
const places = statePlaces();
const codesWhere = (test: (code: string) => boolean) => STATES.map((state) => state.code).filter(test).sort();
const sorted = (codes: string[]) => [...codes].sort();

/** International Boundary Commission: the 13 states on the Canada–U.S. boundary (by land, river or lake). */
const CANADA = ["AK", "WA", "ID", "MT", "ND", "MN", "MI", "OH", "PA", "NY", "VT", "NH", "ME"];
/** International Boundary and Water Commission: the four border states. */
const MEXICO = ["CA", "AZ", "NM", "TX"];
/** NOAA Office for Coastal Management, coastal states by body of water. */
const COASTS: Readonly<Record<Water, string[]>> = {
  pacific: ["AK", "CA", "HI", "OR", "WA"],
  atlantic: ["ME", "NH", "MA", "RI", "CT", "NY", "NJ", "DE", "MD", "VA", "NC", "SC", "GA", "FL"],
  gulf: ["TX", "LA", "MS", "AL", "FL"],
  greatLakes: ["MN", "WI", "IL", "IN", "MI", "OH", "PA", "NY"],
  arctic: ["AK"],
};

describe("state positions from the outlines", () => {
  it("[GEO-10] the states that border Canada and Mexico are the boundary commissions' lists", () => {
    expect(codesWhere((code) => places.get(code)?.bordersCanada === true)).toEqual(sorted(CANADA));
    expect(codesWhere((code) => places.get(code)?.bordersMexico === true)).toEqual(sorted(MEXICO));
  });

  it("[GEO-11] the coasts are NOAA's lists: Pacific, Atlantic, Gulf of Mexico, Great Lakes, Arctic", () => {
    for (const [water, codes] of Object.entries(COASTS)) {
      expect(codesWhere((code) => places.get(code)?.coasts.has(water as Water) === true), water).toEqual(sorted(codes));
    }
  });

  it("[GEO-12] a state touched only by other states is one with no coast and no foreign border", () => {
    const open = new Set([...CANADA, ...MEXICO, ...Object.values(COASTS).flat()]);
    const surrounded = codesWhere((code) => places.get(code)?.surrounded === true);
    expect(surrounded).toEqual(codesWhere((code) => !open.has(code)));
    expect(surrounded).toHaveLength(14);
  });

  it("[GEO-13] the extreme points: Alaska north, Hawaii south; of the lower 48 Minnesota north, Florida south, Washington west, Maine east", () => {
    const holder = (extreme: string) => codesWhere((code) => places.get(code)?.extremes.has(extreme as never) === true);
    expect([holder("north"), holder("south"), holder("north48"), holder("south48"), holder("west48"), holder("east48")]).toEqual([["AK"], ["HI"], ["MN"], ["FL"], ["WA"], ["ME"]]);
    // USGS: the Northwest Angle 49°23′ N, Key West area 24°31′ N, Cape Alava 124°44′ W, West Quoddy Head 66°57′ W.
    expect(places.get("MN")?.bounds.north).toBeCloseTo(49.38, 1);
    expect(places.get("FL")?.bounds.south).toBeCloseTo(24.52, 1);
    expect(places.get("WA")?.bounds.west).toBeCloseTo(-124.73, 1);
    expect(places.get("ME")?.bounds.east).toBeCloseTo(-66.95, 1);
  });

  it("[GEO-14] only Colorado, Wyoming and Kansas are called almost perfect rectangles; North Dakota is left undecided", () => {
    expect(codesWhere((code) => (places.get(code)?.rectangularity ?? 0) >= 0.975)).toEqual(["CO", "KS", "WY"]);
    expect(codesWhere((code) => { const r = places.get(code)?.rectangularity ?? 0; return r >= 0.94 && r < 0.975; })).toEqual(["ND"]);
  });

  it("[GEO-15] extents and distances agree with d3's own bounds and great-circle distances", () => {
    const dc = washingtonCentre();
    for (const [code, place] of places) {
      const outline = rawGeometry().outlines.get(code);
      if (outline === undefined) throw new Error(code);
      const [[, south], [, north]] = geoBounds(outline.feature);
      expect(place.bounds.south, code).toBeCloseTo(south, 1);
      expect(place.bounds.north, code).toBeCloseTo(north, 1);
      expect(place.heightKm / ((north - south) * 111.195), code).toBeCloseTo(1, 2);
      expect(place.dcMiles / ((geoDistance(place.centre as [number, number], dc as [number, number]) * 6371.0088) / 1.609344), code).toBeCloseTo(1, 3);
    }
    // Colorado runs from 37° N to 41° N: 4 degrees of latitude, about 276 miles.
    expect((places.get("CO")?.heightKm ?? 0) / 1.609344).toBeCloseTo(276, -1);
  });

  it("[GEO-16] each Census division is one block of neighbouring states, and every state is in one", () => {
    const listed = Object.values(CENSUS_DIVISIONS).flatMap((division) => [...division.states]);
    expect(sorted(listed)).toEqual(codesWhere(() => true));
    for (const [name, { states }] of Object.entries(CENSUS_DIVISIONS)) {
      const members = new Set<string>(states.filter((code) => code !== "AK" && code !== "HI"));
      const [first] = members;
      const reached = new Set<string>(first === undefined ? [] : [first]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const code of reached) {
          for (const neighbour of STATES.find((state) => state.code === code)?.borders ?? []) {
            if (members.has(neighbour) && !reached.has(neighbour)) {
              reached.add(neighbour);
              grew = true;
            }
          }
        }
      }
      expect([...reached].sort(), name).toEqual([...members].sort());
    }
  });

  it("[GEO-17] every silhouette is a small, valid outline, north up, filling its frame", () => {
    for (const state of STATES) {
      const image = stateSilhouette(state.code);
      expect(clueImageSchema.parse({ clue: 6, ...image })).toBeTruthy();
      expect(image.outline.length, state.code).toBeLessThan(3000);
      const [, , width, height] = image.viewBox.split(" ").map(Number);
      expect(Math.max(width ?? 0, height ?? 0), state.code).toBeGreaterThan(150);
      // The northernmost point of the outline is drawn near the top of the frame (north is up).
      const outline = rawGeometry().outlines.get(state.code);
      const points = outline === undefined ? [] : featureRings(outline.feature).flat();
      const north: readonly [number, number] = [0, -90];
      const south: readonly [number, number] = [0, 90];
      const northernmost = points.reduce((best, point) => (point[1] > best[1] ? point : best), north);
      const southernmost = points.reduce((best, point) => (point[1] < best[1] ? point : best), south);
      const top = stateSilhouette(state.code, northernmost).marker?.y ?? 99;
      const bottom = stateSilhouette(state.code, southernmost).marker?.y ?? 0;
      expect(top, state.code).toBeLessThan(bottom);
      expect(top, state.code).toBeLessThan((height ?? 0) * 0.2);
    }
  });
});
