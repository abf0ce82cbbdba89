import type { UsState } from "@/lib/content/states";
import { factHolds, type Fact } from "@/lib/content/deck/facts";
import { subjectsOfKind, type GeneratedKind, type Subject } from "@/lib/content/deck/subjects";

/**
 * A player who knows the whole data set: after each clue, which candidates of the card's kind
 * (states, capitals, or top cities) are still consistent with every clue read so far?
 */
export function candidatesAfterEachClue(
  facts: readonly Fact[],
  kind: GeneratedKind,
  states: readonly UsState[],
): Subject[][] {
  let remaining = subjectsOfKind(kind, states);
  return facts.map((fact) => {
    remaining = remaining.filter((candidate) => factHolds(fact, candidate));
    return remaining;
  });
}

export function candidateCountsAfterEachClue(
  facts: readonly Fact[],
  kind: GeneratedKind,
  states: readonly UsState[],
): number[] {
  return candidatesAfterEachClue(facts, kind, states).map((candidates) => candidates.length);
}
