/**
 * Which table the board shows large: the one the teacher chose, else the board cycles through the
 * tables still playing (every table when none is).
 */
export interface TableState {
  id: string;
  over: boolean;
}

export function nextTable(tables: readonly TableState[], current: string | null): string | null {
  const playing = tables.filter((table) => !table.over);
  const pool = playing.length > 0 ? playing : tables;
  if (pool.length === 0) return null;
  const index = pool.findIndex((table) => table.id === current);
  if (index < 0) {
    // The current table finished (or is gone): go on from where it stood in the full list.
    const at = tables.findIndex((table) => table.id === current);
    const after = at < 0 ? undefined : pool.find((table) => tables.findIndex((t) => t.id === table.id) > at);
    return (after ?? pool[0])?.id ?? null;
  }
  return pool[(index + 1) % pool.length]?.id ?? null;
}

/** The table to show: a chosen table that still exists, else the cycle's. */
export function shownTable(tables: readonly TableState[], chosen: string | null, cycled: string | null): string | null {
  if (chosen !== null && tables.some((table) => table.id === chosen)) return chosen;
  if (cycled !== null && tables.some((table) => table.id === cycled)) return cycled;
  return tables[0]?.id ?? null;
}

/** Tiles per row on the 1920×1080 board, by how many tables there are. */
export function tileColumns(count: number): 1 | 2 | 3 {
  if (count <= 4) return 1;
  if (count <= 10) return 2;
  return 3;
}
