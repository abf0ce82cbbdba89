import type { UsState } from "@/lib/content/states";

/** Which card fields a search looks at: what a teacher or student would type. */
export function stateSearchText(state: UsState): string {
  return normalizeSearchText(
    [state.name, state.code, state.capital, state.nickname, state.flower, state.bird, ...state.topCities].join(" | "),
  );
}

/** Case- and accent-insensitive, so "hawai'i" or "ÉTAT" style input still matches. */
function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Every word of the query must appear somewhere in the card's search text; an empty query matches all. */
export function matchesQuery(searchText: string, query: string): boolean {
  const words = normalizeSearchText(query)
    .split(" ")
    .filter((word) => word.length > 0);
  return words.every((word) => searchText.includes(word));
}

/**
 * How well a card matches, best first: 0 the state's name or postal code is the query ("UT" finds
 * Utah first, not Connecticut), 1 the name starts with it, 2 a field or a word starts with it, 3 it
 * is only somewhere inside. Matching cards are listed best first, then in the chosen order.
 */
export function queryRank(searchText: string, query: string): number {
  const wanted = normalizeSearchText(query);
  if (wanted === "") return 3;
  const fields = searchText.split(" | ");
  const [name = "", code = ""] = fields;
  if (wanted === name || wanted === code) return 0;
  if (name.startsWith(wanted)) return 1;
  if (fields.some((field) => field.startsWith(wanted) || field.split(" ").some((word) => word.startsWith(wanted)))) return 2;
  return 3;
}

export const STATE_SORTS = [
  { value: "statehood", label: "Statehood order (1st to 50th)" },
  { value: "name", label: "Name (A to Z)" },
  { value: "population", label: "Population (largest first)" },
  { value: "area", label: "Area (largest first)" },
] as const;

export type StateSort = (typeof STATE_SORTS)[number]["value"];

export function parseStateSort(raw: unknown): StateSort {
  return STATE_SORTS.find((sort) => sort.value === raw)?.value ?? "statehood";
}

export interface StateSortKeys {
  name: string;
  statehoodRank: number;
  populationRank: number;
  areaRank: number;
}

export function stateSortKeys(state: UsState): StateSortKeys {
  return {
    name: state.name,
    statehoodRank: state.statehood.rank,
    populationRank: state.population.rank,
    areaRank: state.area.rank,
  };
}

export function compareStates(sort: StateSort, a: StateSortKeys, b: StateSortKeys): number {
  switch (sort) {
    case "statehood":
      return a.statehoodRank - b.statehoodRank;
    case "name":
      return a.name.localeCompare(b.name, "en");
    case "population":
      return a.populationRank - b.populationRank;
    case "area":
      return a.areaRank - b.areaRank;
    default:
      return exhaustiveSwitchError(sort);
  }
}

function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled sort: ${String(value)}`);
}
