/** A fixed-size set of candidate indexes; the ladder search intersects thousands of these per card. */
export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32));
}

export function fullBitset(size: number): Bitset {
  const set = emptyBitset(size);
  for (let index = 0; index < size; index += 1) addToBitset(set, index);
  return set;
}

export function addToBitset(set: Bitset, index: number): void {
  set[index >>> 5] = (set[index >>> 5] ?? 0) | (1 << (index & 31));
}

export function intersect(a: Bitset, b: Bitset): Bitset {
  const result = new Uint32Array(a.length);
  for (let word = 0; word < a.length; word += 1) result[word] = (a[word] ?? 0) & (b[word] ?? 0);
  return result;
}

export function countBits(set: Bitset): number {
  let total = 0;
  for (const word of set) {
    let bits = word - ((word >>> 1) & 0x55555555);
    bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
    total += (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** Size of the intersection, without building it (the search rejects most candidates on this alone). */
export function countIntersection(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let word = 0; word < a.length; word += 1) {
    let bits = (a[word] ?? 0) & (b[word] ?? 0);
    bits = bits - ((bits >>> 1) & 0x55555555);
    bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
    total += (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}
