import type { UsState } from "@/lib/content/states";
import { cityNameVariants, everydayCityName } from "@/lib/content/deck/city-names";
import type { Subject } from "@/lib/content/deck/subjects";

/**
 * City names shared by more than one state in the data (Portland, Columbia, Springfield…). Their cards
 * answer "Portland, Oregon" (so the reveal says which), and accept the bare "Portland" too.
 */
export function sharedCityNames(states: readonly UsState[]): Set<string> {
  const statesByName = new Map<string, Set<string>>();
  for (const state of states) {
    for (const city of [state.capital, ...state.topCities]) {
      const name = everydayCityName(city).toLowerCase();
      const codes = statesByName.get(name) ?? new Set<string>();
      codes.add(state.code);
      statesByName.set(name, codes);
    }
  }
  return new Set([...statesByName].filter(([, codes]) => codes.size > 1).map(([name]) => name));
}

export function answerFor(subject: Subject, shared: ReadonlySet<string>): { answer: string; alternatives: string[] } {
  if (subject.type === "state") return { answer: subject.state.name, alternatives: [] };
  const variants = cityNameVariants(subject.dataName);
  if (!shared.has(subject.city.toLowerCase())) return { answer: subject.city, alternatives: variants };
  const { name, code } = subject.state;
  // The clues and the question single out this one, so the bare name a player says is right too.
  const alternatives = [
    subject.city,
    `${subject.city}, ${code}`,
    ...variants,
    ...variants.flatMap((variant) => [`${variant}, ${name}`, `${variant}, ${code}`]),
  ];
  return { answer: `${subject.city}, ${name}`, alternatives: alternatives.slice(0, 10) };
}

/** The plain city name of a city or capital card, without the state some answers carry. */
export function cityOfAnswer(answer: string, stateName: string): string {
  const suffix = `, ${stateName}`;
  return answer.endsWith(suffix) ? answer.slice(0, -suffix.length) : answer;
}
