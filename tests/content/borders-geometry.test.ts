import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoArea } from "d3-geo";
import { feature, neighbors } from "topojson-client";
import type { GeometryCollection, GeometryObject, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { STATES, stateByCode } from "@/lib/content/state-data";

/**
 * Cross-checks the hand-entered borders against the Census Bureau's cartographic boundaries as
 * packaged by us-atlas (TopoJSON, so two states that share a boundary line share an arc).
 *
 * Reconciliation rules (see content/SOURCES.md, "Borders"):
 * - a land border      = the two shapes share at least one arc;
 * - a corner touch     = the two shapes share a vertex but no arc (only the Four Corners);
 * - a state never borders itself: us-atlas has one degenerate two-point spike in Oregon's ring
 *   (at the CA–NV–OR tripoint) that topojson's `neighbors` reports as Oregon neighbouring Oregon;
 * - DC and the territories are not states and are dropped from every neighbour list.
 * The cartographic shapes are clipped to the shoreline, so water-only boundaries (Lake Michigan,
 * Lake Superior, Block Island Sound, ...) share no arc and are correctly absent.
 */

type StateProperties = { name: string };

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("us-atlas/states-10m.json"), "utf8")) as Topology<{
  states: GeometryCollection<StateProperties>;
}>;
const geometries = topology.objects.states.geometries;

/** State FIPS codes (ANSI INCITS 38), typed out independently of both data sets. */
const FIPS_TO_CODE: Readonly<Record<string, string>> = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT", "10": "DE",
  "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL", "18": "IN", "19": "IA", "20": "KS",
  "21": "KY", "22": "LA", "23": "ME", "24": "MD", "25": "MA", "26": "MI", "27": "MN", "28": "MS",
  "29": "MO", "30": "MT", "31": "NE", "32": "NV", "33": "NH", "34": "NJ", "35": "NM", "36": "NY",
  "37": "NC", "38": "ND", "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI", "45": "SC",
  "46": "SD", "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA", "54": "WV",
  "55": "WI", "56": "WY",
};
const NON_STATE_FIPS = new Set(["11", "60", "66", "69", "72", "78"]); // DC, AS, GU, MP, PR, VI

/** Where the Four Corners monument sits (NAD83), to check that the corner contacts are that point. */
const FOUR_CORNERS = { lon: -109.045, lat: 36.999 } as const;
const EARTH_RADIUS_MILES = 3958.7613;

function nameOf(geometry: GeometryObject<StateProperties>): string | undefined {
  return (geometry.properties as StateProperties | undefined)?.name;
}

function codeAt(index: number): string | undefined {
  const id = geometries[index]?.id;
  return id === undefined ? undefined : FIPS_TO_CODE[String(id)];
}

function arcIndexes(geometry: GeometryObject): number[] {
  const ring = (arcs: number[]) => arcs.map((arc) => (arc < 0 ? ~arc : arc));
  switch (geometry.type) {
    case "Polygon":
      return geometry.arcs.flatMap(ring);
    case "MultiPolygon":
      return geometry.arcs.flatMap((polygon) => polygon.flatMap(ring));
    default:
      return [];
  }
}

/** Absolute quantized vertex keys of every arc (delta-decoded), so shared vertices compare exactly. */
const arcVertices: string[][] = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => `${(x += dx ?? 0)},${(y += dy ?? 0)}`);
});

function toLonLat(key: string): { lon: number; lat: number } {
  const transform = topology.transform;
  if (!transform) throw new Error("us-atlas states-10m.json is expected to be quantized");
  const [x, y] = key.split(",").map(Number);
  return {
    lon: (x ?? 0) * transform.scale[0] + transform.translate[0],
    lat: (y ?? 0) * transform.scale[1] + transform.translate[1],
  };
}

const arcNeighbours = neighbors(geometries);

function stateIndexes(): number[] {
  return geometries.flatMap((_, index) => (codeAt(index) ? [index] : []));
}

/** Shared-arc neighbours per state code, with the self and non-state rules applied. */
function landNeighboursFromGeometry(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const index of stateIndexes()) {
    const code = codeAt(index) ?? "";
    const found = (arcNeighbours[index] ?? []).flatMap((other) => {
      const otherCode = codeAt(other);
      return otherCode && otherCode !== code ? [otherCode] : [];
    });
    result.set(code, [...new Set(found)].sort());
  }
  return result;
}

/** Pairs of states whose outlines share a vertex but no arc: point contacts. */
function pointContactsFromGeometry(): { pair: string; at: { lon: number; lat: number }[] }[] {
  const indexes = stateIndexes();
  const vertices = new Map(
    indexes.map((index) => {
      const geometry = geometries[index];
      const keys = new Set(geometry ? arcIndexes(geometry).flatMap((arc) => arcVertices[arc] ?? []) : []);
      return [index, keys];
    }),
  );
  const contacts: { pair: string; at: { lon: number; lat: number }[] }[] = [];
  for (const a of indexes) {
    for (const b of indexes) {
      if (b <= a || (arcNeighbours[a] ?? []).includes(b)) continue;
      const theirs = vertices.get(b) ?? new Set<string>();
      const shared = [...(vertices.get(a) ?? [])].filter((key) => theirs.has(key));
      if (shared.length > 0) {
        contacts.push({ pair: [codeAt(a), codeAt(b)].sort().join("-"), at: shared.map(toLonLat) });
      }
    }
  }
  return contacts;
}

describe("borders against the us-atlas Census boundaries", () => {
  it("[GEO-1] us-atlas holds the 50 states (by FIPS and matching name) plus only DC and territories", () => {
    const seen = new Set<string>();
    for (const geometry of geometries) {
      const fips = String(geometry.id);
      const code = FIPS_TO_CODE[fips];
      if (!code) {
        expect(NON_STATE_FIPS.has(fips), `unexpected FIPS ${fips} ${nameOf(geometry)}`).toBe(true);
        continue;
      }
      expect(stateByCode(code)?.name, `FIPS ${fips}`).toBe(nameOf(geometry));
      seen.add(code);
    }
    expect(seen.size).toBe(50);
  });

  it("[GEO-2] shapes sharing a boundary line are exactly each state's land borders", () => {
    const geometryNeighbours = landNeighboursFromGeometry();
    for (const state of STATES) {
      expect(geometryNeighbours.get(state.code), state.name).toEqual(state.borders);
    }
  });

  it("[GEO-2] the only self-neighbour in the raw neighbour lists is Oregon's degenerate tripoint spike", () => {
    const selfNeighbours = stateIndexes()
      .filter((index) => (arcNeighbours[index] ?? []).includes(index))
      .map(codeAt);
    expect(selfNeighbours).toEqual(["OR"]);
  });

  it("[GEO-3] shapes meeting at a single point are exactly the corner touches, all at the Four Corners", () => {
    const contacts = pointContactsFromGeometry();
    const fromData = [
      ...new Set(STATES.flatMap((s) => s.cornerTouches.map((other) => [s.code, other].sort().join("-")))),
    ].sort();
    expect(contacts.map((c) => c.pair).sort()).toEqual(fromData);
    for (const contact of contacts) {
      for (const point of contact.at) {
        expect(Math.abs(point.lon - FOUR_CORNERS.lon), contact.pair).toBeLessThan(0.01);
        expect(Math.abs(point.lat - FOUR_CORNERS.lat), contact.pair).toBeLessThan(0.01);
      }
    }
  });

  it("[GEO-4] for every state, geometric neighbours equal borders ∪ cornerTouches exactly", () => {
    const geometryNeighbours = landNeighboursFromGeometry();
    for (const { pair } of pointContactsFromGeometry()) {
      const [a, b] = pair.split("-");
      if (!a || !b) continue;
      geometryNeighbours.get(a)?.push(b);
      geometryNeighbours.get(b)?.push(a);
    }
    for (const state of STATES) {
      const expected = [...state.borders, ...state.cornerTouches].sort();
      expect([...(geometryNeighbours.get(state.code) ?? [])].sort(), state.name).toEqual(expected);
    }
  });

  it("[GEO-5] each shape's area is within -1%..+12% of the state's land area (total minus water)", () => {
    // Cartographic shapes are clipped to the shoreline but keep inland lakes and bays, so they
    // run slightly larger than Census land area; a digit slip in sqMi or waterPct falls far outside.
    const shapes = feature(topology, topology.objects.states).features;
    for (const state of STATES) {
      const shape = shapes.find((f) => f.properties.name === state.name);
      if (!shape) throw new Error(`no us-atlas shape for ${state.name}`);
      const shapeSqMi = geoArea(shape) * EARTH_RADIUS_MILES ** 2;
      const landSqMi = state.area.sqMi * (1 - state.area.waterPct / 100);
      const ratio = shapeSqMi / landSqMi;
      expect(ratio, `${state.name}: shape ${Math.round(shapeSqMi)} vs land ${Math.round(landSqMi)}`).toBeGreaterThan(0.99);
      expect(ratio, `${state.name}: shape ${Math.round(shapeSqMi)} vs land ${Math.round(landSqMi)}`).toBeLessThan(1.12);
    }
  });
});
