import type { UsState } from "@/lib/content/states";
import { factAllows, type Fact } from "@/lib/content/deck/facts";
import { subjectsOfKind, type GeneratedKind, type Subject } from "@/lib/content/deck/subjects";

/**
 * A player who knows every fact the deck uses: after each clue, which candidates of the card's kind
 * (the 50 states, the 50 capitals, or the 250 top-five cities) are still possible? A candidate the data
 * cannot decide for (a city right on a line) stays possible.
 */
export function candidatesAfterEachClue(facts: readonly Fact[], kind: GeneratedKind, states: readonly UsState[]): Subject[][] {
  let remaining = subjectsOfKind(kind, states);
  return facts.map((fact) => {
    remaining = remaining.filter((candidate) => factAllows(fact, candidate));
    return remaining;
  });
}

export function candidateCountsAfterEachClue(facts: readonly Fact[], kind: GeneratedKind, states: readonly UsState[]): number[] {
  return candidatesAfterEachClue(facts, kind, states).map((candidates) => candidates.length);
}
