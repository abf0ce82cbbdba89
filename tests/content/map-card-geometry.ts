/** Geometry for checking Map cards: the rings of an SVG path and points inside them. */
export type Point = [number, number];

/** The rings (absolute points) of a path made of M/m, L/l and Z/z commands, as us-map and map-cards write them. */
export function pathRings(d: string): Point[][] {
  const tokens = d.match(/[MmLlZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const rings: Point[][] = [];
  let command = "";
  let pen: Point = [0, 0];
  let ringStart: Point = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/[MmLlZz]/.test(token)) {
      command = token;
      i += 1;
      if (command === "Z" || command === "z") pen = ringStart;
      continue;
    }
    const [x, y] = [Number(tokens[i]), Number(tokens[i + 1])];
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`bad coordinate pair at token ${i} of ${d.slice(0, 40)}…`);
    i += 2;
    const relative = command === command.toLowerCase();
    pen = relative ? [pen[0] + x, pen[1] + y] : [x, y];
    if (command === "M" || command === "m") {
      ringStart = pen;
      rings.push([]);
      command = relative ? "l" : "L";
    }
    rings[rings.length - 1]!.push(pen);
  }
  return rings;
}

export function ringArea(ring: readonly Point[]): number {
  let twice = 0;
  ring.forEach((point, i) => {
    const next = ring[(i + 1) % ring.length]!;
    twice += point[0] * next[1] - next[0] * point[1];
  });
  return Math.abs(twice) / 2;
}

/** Even-odd rule over every ring (holes and islands alike). */
export function insideRings(rings: readonly Point[][], [x, y]: Point): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

export function distanceToEdges(rings: readonly Point[][], point: Point): number {
  let best = Infinity;
  for (const ring of rings) {
    ring.forEach((start, i) => {
      best = Math.min(best, distanceToSegment(point, start, ring[(i + 1) % ring.length]!));
    });
  }
  return best;
}

/** The point deepest inside the rings (farthest from any edge), found on a grid over the largest ring: where to hit-test a card's state. */
export function deepestPoint(rings: readonly Point[][]): Point {
  const largest = [...rings].sort((a, b) => ringArea(b) - ringArea(a))[0]!;
  const xs = largest.map((p) => p[0]);
  const ys = largest.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const step = Math.max(maxX - minX, maxY - minY) / 40;
  let best: Point = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestDepth = -1;
  for (let x = minX + step / 2; x < maxX; x += step) {
    for (let y = minY + step / 2; y < maxY; y += step) {
      if (!insideRings(rings, [x, y])) continue;
      const depth = distanceToEdges(rings, [x, y]);
      if (depth > bestDepth) [best, bestDepth] = [[x, y], depth];
    }
  }
  return best;
}
