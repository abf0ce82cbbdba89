import { describe, expect, test } from "vitest";
import { STATE_CODES, stateByCode } from "@/lib/content/state-data";
import { stateShape, stateShapes, statePaths, usMapOutline, usMapViewBox, type UsMapViewBox } from "@/lib/content/us-map";

/** Absolute points of an SVG path made of M/m, L/l and Z/z commands (what us-map emits). */
function pathPoints(d: string): [number, number][] {
  const tokens = d.match(/[MmLlZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: [number, number][] = [];
  let command = "";
  let pen: [number, number] = [0, 0];
  let subpathStart: [number, number] = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/[MmLlZz]/.test(token)) {
      command = token;
      i += 1;
      if (command === "Z" || command === "z") pen = subpathStart;
      continue;
    }
    const x = Number(tokens[i]);
    const y = Number(tokens[i + 1]);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`bad coordinate pair at token ${i} of ${d.slice(0, 40)}…`);
    i += 2;
    const relative = command === command.toLowerCase();
    pen = relative ? [pen[0] + x, pen[1] + y] : [x, y];
    if (command === "M" || command === "m") {
      subpathStart = pen;
      command = relative ? "l" : "L"; // further pairs after a moveto are linetos
    }
    points.push(pen);
  }
  return points;
}

function inside(viewBox: UsMapViewBox, [x, y]: [number, number]): boolean {
  return x >= viewBox.x && x <= viewBox.x + viewBox.width && y >= viewBox.y && y <= viewBox.y + viewBox.height;
}

describe("US map geometry", () => {
  test("[MAP-1] each of the 50 state codes has a non-empty path, and no other code does", () => {
    const paths = statePaths();
    expect(Object.keys(paths).sort()).toEqual([...STATE_CODES].sort());
    for (const code of STATE_CODES) {
      expect(paths[code], code).toMatch(/^M/);
      expect(pathPoints(paths[code]!).length, code).toBeGreaterThanOrEqual(3);
    }
  });

  test("[MAP-2] each path's outline is the state of that code (us-atlas name = card name)", () => {
    for (const code of STATE_CODES) {
      expect(stateShape(code)?.name, code).toBe(stateByCode(code)?.name);
    }
  });

  test.each([0, 1])("[MAP-3] every point of every outline lies within the viewBox (digits %i)", (digits) => {
    const viewBox = usMapViewBox({ digits });
    let checked = 0;
    for (const shape of usMapOutline({ digits })) {
      for (const point of pathPoints(shape.path)) {
        expect(inside(viewBox, point), `${shape.code} point ${point.join(",")}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test("[MAP-4] the map is laid out like the country: Maine east of California, Florida south of Minnesota", () => {
    const x = (code: string) => stateShape(code)!.centroid[0];
    const y = (code: string) => stateShape(code)!.centroid[1];
    expect(x("ME")).toBeGreaterThan(x("CA"));
    expect(x("NY")).toBeGreaterThan(x("OH"));
    expect(y("FL")).toBeGreaterThan(y("MN"));
    expect(y("TX")).toBeGreaterThan(y("ND"));
  });

  test("[MAP-5] unknown codes and D.C. have no state shape; lookups ignore case and spaces", () => {
    expect(stateShape("XX")).toBeUndefined();
    expect(stateShape("")).toBeUndefined();
    expect(stateShape("DC")).toBeUndefined();
    expect(statePaths()["DC"]).toBeUndefined();
    expect(stateShape(" ut ")?.path).toBe(statePaths()["UT"]);
    // D.C. is still drawn on the background map so the country has no hole.
    expect(usMapOutline().map((shape) => shape.code)).toContain("DC");
  });

  test("[MAP-6] the tiniest states get a marker ring centred inside their own bounds; large ones do not", () => {
    const marked = [...stateShapes().values()].filter((shape) => shape.marker !== null).map((shape) => shape.code);
    expect(marked).toEqual(expect.arrayContaining(["RI", "DE", "CT"]));
    expect(marked).not.toContain("TX");
    expect(marked).not.toContain("CA");
    for (const code of ["RI", "DE", "CT"]) {
      const shape = stateShape(code)!;
      const xs = pathPoints(shape.path).map((point) => point[0]);
      const ys = pathPoints(shape.path).map((point) => point[1]);
      expect(shape.marker!.cx).toBeGreaterThanOrEqual(Math.min(...xs));
      expect(shape.marker!.cx).toBeLessThanOrEqual(Math.max(...xs));
      expect(shape.marker!.cy).toBeGreaterThanOrEqual(Math.min(...ys));
      expect(shape.marker!.cy).toBeLessThanOrEqual(Math.max(...ys));
    }
  });

  test("[MAP-7] the geometry is memoised per precision and rejects nonsense precision", () => {
    expect(usMapViewBox()).toBe(usMapViewBox({ digits: 0 }));
    expect(statePaths({ digits: 1 })["UT"]!.length).toBeGreaterThan(statePaths()["UT"]!.length);
    expect(() => statePaths({ digits: -1 })).toThrow(RangeError);
    expect(() => statePaths({ digits: 1.5 })).toThrow(RangeError);
  });
});
