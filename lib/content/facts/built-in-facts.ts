import type { UsState } from "@/lib/content/states";
import { loadCuratedFacts } from "@/lib/content/facts/load";
import type { CuratedFacts } from "@/lib/content/facts/schema";

const loaded = new WeakMap<readonly UsState[], CuratedFacts>();

/**
 * The curated facts in content/facts, read and validated once per process (a bad file stops the
 * server at start-up with every problem named, like a bad content/states.json).
 */
export function builtInFacts(states: readonly UsState[]): CuratedFacts {
  let facts = loaded.get(states);
  if (facts === undefined) {
    facts = loadCuratedFacts(states);
    loaded.set(states, facts);
  }
  return facts;
}
