/**
 * Seeded generator (sfc32) whose whole state is four unsigned 32-bit integers, so a game's
 * randomness lives in its JSON snapshot and replaying the same commands gives the same spins.
 */
export type RngState = [number, number, number, number];

/** splitmix32 spreads a small integer seed over the four words so nearby seeds diverge at once. */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let rng: RngState = [next(), next(), next(), next()];
  // sfc32 needs a few rounds before its output looks independent of the seed.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
}

function nextUint32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c, d]];
}

/** Uniform integer in [min, max], by rejection so no value is favoured. */
export function nextInt(rng: RngState, min: number, max: number): [number, RngState] {
  const span = max - min + 1;
  const limit = Math.floor(0x1_0000_0000 / span) * span;
  let state = rng;
  for (;;) {
    const [value, next] = nextUint32(state);
    state = next;
    if (value < limit) return [min + (value % span), state];
  }
}

/** Fisher–Yates shuffle returning a new array. */
export function shuffled<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const result = items.slice();
  let state = rng;
  for (let i = result.length - 1; i > 0; i--) {
    const [j, next] = nextInt(state, 0, i);
    state = next;
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return [result, state];
}
