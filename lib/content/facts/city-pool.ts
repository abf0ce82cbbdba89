import type { UsState } from "@/lib/content/states";
import { sameCityName } from "@/lib/content/deck/city-names";

/** "Chicago, IL": how the fact files and the deck name a pool city (the name as content/states.json writes it). */
export function cityKey(dataName: string, code: string): string {
  return `${dataName}, ${code}`;
}

/**
 * The city pool of the fact files: every state's capital and five largest cities (a capital that is
 * also a top city once, under its top-city spelling).
 */
export function cityPool(states: readonly UsState[]): { key: string; dataName: string; state: UsState }[] {
  const pool: { key: string; dataName: string; state: UsState }[] = [];
  for (const state of states) {
    const names = [...state.topCities];
    if (!names.some((name) => sameCityName(name, state.capital))) names.push(state.capital);
    for (const dataName of names) pool.push({ key: cityKey(dataName, state.code), dataName, state });
  }
  return pool;
}

export function cityPoolKeys(states: readonly UsState[]): Set<string> {
  return new Set(cityPool(states).map((entry) => entry.key));
}
