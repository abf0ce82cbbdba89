import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { MapCard, MapCardBack } from "@/app/_components/map-card";
import { GET as outlineImage } from "@/app/map-cards/outline.svg/route";
import { MAP_CARD_RED, MAP_CARD_VIEW_BOX } from "@/lib/content/map-card-frame";
import { mapCardDrawing, mapCardDrawings } from "@/lib/content/map-cards";
import { STATES, STATE_CODES } from "@/lib/content/state-data";
import { stateShape, usMapViewBox } from "@/lib/content/us-map";
import { distanceToEdges, insideRings, pathRings, ringArea, type Point } from "./map-card-geometry";

/** How far a red edge may stray from the Census outline: the simplification's tolerance and the rounding to whole units. */
const STRAY = 1.5 + 0.75;

const censusRings = (code: string) => pathRings(stateShape(code, { digits: 1 })!.path);
const area = (rings: Point[][]) => rings.reduce((sum, ring) => sum + ringArea(ring), 0);
const perimeter = (rings: Point[][]) =>
  rings.flatMap((ring) => ring.map((point, i) => Math.hypot(...([0, 1] as const).map((axis) => ring[(i + 1) % ring.length]![axis] - point[axis])))).reduce((a, b) => a + b, 0);

describe("[MAPCARD] the 50 Map cards", () => {
  test("[MAPCARD-1] one card per state, in statehood order, and none for anything else", () => {
    expect([...mapCardDrawings().keys()]).toEqual(STATE_CODES);
    expect(mapCardDrawing("DC")).toBeUndefined();
    expect(mapCardDrawing("XX")).toBeUndefined();
    expect(mapCardDrawing(" ri ")).toBe(mapCardDrawings().get("RI"));
  });

  test("[MAPCARD-2] the card's frame, known to the browser without the map data, is the map's own", () => {
    expect(MAP_CARD_VIEW_BOX).toEqual(usMapViewBox());
  });

  test("[MAPCARD-3] each card's red shape is its state: every red point lies on the state's Census outline or inside it, and it covers the state", () => {
    for (const code of STATE_CODES) {
      const census = censusRings(code);
      const red = pathRings(mapCardDrawing(code)!.path);
      const strays = red.flat().filter((point) => !insideRings(census, point) && distanceToEdges(census, point) > STRAY);
      expect(strays, code).toEqual([]);
      const [redArea, censusArea] = [area(red), area(census)];
      // The areas differ by no more than a band half a unit wide (0.05 px on a hand's card) along every edge.
      expect(Math.abs(redArea - censusArea), `${code}: red ${redArea} vs Census ${censusArea}`).toBeLessThanOrEqual(0.5 * perimeter(census));
      // Every island a child could see is red: each Census ring of 6 square units or more (4 and a margin for rounding) has a red point on or in it.
      for (const ring of census.filter((r) => ringArea(r) >= 6)) {
        const covered = red.flat().some((point) => insideRings([ring], point) || distanceToEdges([ring], point) <= STRAY);
        expect(covered, `${code}: an island at ${ring[0]!.join(",")} is not red`).toBe(true);
      }
    }
  });

  test("[MAPCARD-4] red is the card's state only: one red element on a card, none in the country under it", async () => {
    for (const code of STATE_CODES) {
      const markup = renderToStaticMarkup(createElement(MapCard, { drawing: mapCardDrawing(code)! }));
      const redElements = markup.match(new RegExp(`<[^>]*${MAP_CARD_RED}[^>]*>`, "gi")) ?? [];
      expect(redElements, code).toHaveLength(1);
      expect(redElements[0], code).toContain("data-map-card-state");
    }
    const outline = await outlineImage().text();
    expect(outline).toMatch(/^<svg /);
    expect(outline.toLowerCase()).not.toMatch(/#(?:dc2626|f00\b|ff0000)|\bred\b/);
  });

  test("[MAPCARD-5] neither a card's drawing data, its markup, its accessible name nor the shared outline names a state", async () => {
    const outline = await outlineImage().text();
    for (const state of STATES) {
      const drawing = mapCardDrawing(state.code)!;
      expect(drawing.path, state.code).toMatch(/^[Mmlz0-9 -]+$/);
      expect(Object.keys(drawing).sort()).toEqual(["path", "ring"]);
      const markup = renderToStaticMarkup(createElement(MapCard, { drawing })) + renderToStaticMarkup(createElement(MapCardBack));
      const words = markup.replace(/ d="[^"]*"/g, "");
      expect(words, state.code).not.toContain(state.name);
      expect(words, state.code).not.toMatch(new RegExp(`\\b${state.code}\\b`));
      expect(markup, state.code).toContain('aria-label="Map card"');
      expect(outline, state.code).not.toContain(state.name);
    }
  });

  test("[MAPCARD-6] the states too small to spot at card size have a ring around the whole state, dark, not red", () => {
    const ringed = STATE_CODES.filter((code) => mapCardDrawing(code)!.ring !== null);
    expect(ringed.sort()).toEqual(["CT", "DE", "HI", "RI"]);
    for (const code of ringed) {
      const { cx, cy, r } = mapCardDrawing(code)!.ring!;
      for (const [x, y] of censusRings(code).flat()) expect(Math.hypot(x - cx, y - cy), code).toBeLessThan(r);
      const ring = renderToStaticMarkup(createElement(MapCard, { drawing: mapCardDrawing(code)! })).match(/<circle[^>]*>/)?.[0] ?? "";
      expect(ring, code).toContain("data-map-card-ring");
      expect(ring.toLowerCase(), code).not.toContain(MAP_CARD_RED);
    }
  });

  test("[MAPCARD-7] a hand of the 7 largest cards is small enough for a team's view (one real-time event is 10 KB)", () => {
    const sizes = [...mapCardDrawings().values()].map((drawing) => JSON.stringify(drawing).length).sort((a, b) => b - a);
    expect(sizes.slice(0, 7).reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(3_500);
  });
});
