import type { ClueCard } from "@/lib/content/clue-card";
import type { UsState } from "@/lib/content/states";
import { cityOfAnswer } from "@/lib/content/deck/answer-names";

/** One state's block on the Cities Reference Card. */
export type CityGroup = { state: string; code: string; cities: string[] };

/**
 * The Cities Reference Card: every city that answers a capital or city card in the deck, grouped by
 * state (states and cities in alphabetical order). Cards with no source state are not about a place
 * the data knows, so they are left off.
 */
export function citiesReference(deck: readonly ClueCard[], states: readonly UsState[]): CityGroup[] {
  const byCode = new Map(states.map((state) => [state.code, state]));
  const citiesByCode = new Map<string, Set<string>>();
  for (const card of deck) {
    if (card.kind !== "capital" && card.kind !== "city") continue;
    const state = card.sourceState === null ? undefined : byCode.get(card.sourceState);
    if (state === undefined) continue;
    const cities = citiesByCode.get(state.code) ?? new Set<string>();
    cities.add(cityOfAnswer(card.answer, state.name));
    citiesByCode.set(state.code, cities);
  }
  const collator = new Intl.Collator("en", { sensitivity: "base" });
  return [...citiesByCode]
    .map(([code, cities]) => ({
      state: byCode.get(code)?.name ?? code,
      code,
      cities: [...cities].sort(collator.compare),
    }))
    .sort((a, b) => collator.compare(a.state, b.state));
}
