import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UsState } from "@/lib/content/states";
import { STATES } from "@/lib/content/state-data";
import { generateDeck, type DeckBuild } from "@/lib/content/deck/build-deck";
import { factTruth } from "@/lib/content/deck/facts";
import { MAX_CANDIDATES_AFTER_FIFTH } from "@/lib/content/deck/ladder-search";
import { SAMPLE_STATES } from "@/lib/content/deck/sample-states";
import { candidatesAfterEachClue } from "@/lib/content/deck/solver";
import { subjectsOfKind, type GeneratedKind } from "@/lib/content/deck/subjects";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import type { CuratedFacts } from "@/lib/content/facts/schema";
import { deckRuleProblems, giveaways } from "./deck-rules";

/**
 * [DECK-P1] For random subsets of the curated facts, the ladder builder still gives unique, leak-free,
 * narrowing ladders, or names every card it could not build. Seeded: a failing seed is printed and
 * becomes a named test below.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
const RUNS = process.env.CI ? 40 : 8;
const ALL = builtInFacts(STATES);
const codes = new Set(SAMPLE_STATES.map((state) => state.code));
const SAMPLE_FACTS: CuratedFacts = {
  stateFacts: ALL.stateFacts.filter((fact) => fact.holdsFor.some((code) => codes.has(code))),
  cityFacts: ALL.cityFacts.filter((fact) => codes.has(fact.state)),
};

function subset(facts: CuratedFacts, keepState: readonly boolean[], keepCity: readonly boolean[]): CuratedFacts {
  return {
    stateFacts: facts.stateFacts.filter((_, index) => keepState[index % keepState.length] ?? true),
    cityFacts: facts.cityFacts.filter((_, index) => keepCity[index % keepCity.length] ?? true),
  };
}

/** Every problem with the build: a bad card, or a subject with neither a card nor a reason. */
function buildProblems(build: DeckBuild, states: readonly UsState[]): string[] {
  const problems: string[] = [];
  for (const { card, facts } of build.cards) {
    const kind = card.kind as GeneratedKind;
    const rounds = candidatesAfterEachClue(facts, kind, states);
    const counts = rounds.map((round) => round.length);
    if (counts.at(-1) !== 1) problems.push(`${card.id}: ${counts.at(-1)} candidates after clue 6`);
    if ((counts[0] ?? 0) < 2) problems.push(`${card.id}: clue 1 settles the card`);
    if ((counts[4] ?? 0) > MAX_CANDIDATES_AFTER_FIFTH) problems.push(`${card.id}: ${counts[4]} candidates after clue 5`);
    counts.forEach((count, index) => {
      if (index > 0 && count >= (counts[index - 1] ?? 0)) problems.push(`${card.id}: clue ${index + 1} rules out nobody`);
    });
    const answer = rounds.at(-1)?.[0];
    if (answer === undefined || answer.state.code !== card.sourceState) problems.push(`${card.id}: the solver's answer is another place`);
    else for (const fact of facts) if (factTruth(fact, answer) !== true) problems.push(`${card.id}: ${JSON.stringify(fact)} is not true of the answer`);
    problems.push(...giveaways(card).map((problem) => `${card.id}: ${problem}`), ...deckRuleProblems(card, states));
  }
  const built = new Set(build.cards.map(({ card }) => `${card.kind}:${card.sourceState}:${card.answer}`));
  const explained = new Set(build.unbuilt.map((item) => `${item.kind}:${item.subject}`));
  for (const kind of ["state", "capital", "city"] as const) {
    for (const subject of subjectsOfKind(kind, states)) {
      if (subject.type === "city" && subject.isCapital) continue;
      const hasCard = [...built].some((key) => key.startsWith(`${kind}:${subject.state.code}:`) && (subject.type === "state" ? key.endsWith(`:${subject.state.name}`) : key.includes(`:${subject.city}`)));
      if (!hasCard && !explained.has(`${kind}:${subject.key}`)) problems.push(`${kind} ${subject.key}: neither a card nor a reason`);
    }
  }
  return problems;
}

describe("ladder builder on random subsets of the facts", () => {
  it(`[DECK-P1] unique, leak-free, narrowing ladders, or a named reason (seed ${SEED}, ${RUNS} runs)`, () => {
    console.log(`PROPERTY_SEED=${SEED}`);
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        (keepState, keepCity) => {
          const build = generateDeck(SAMPLE_STATES, subset(SAMPLE_FACTS, keepState, keepCity));
          expect(buildProblems(build, SAMPLE_STATES)).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    // CI runs 40 whole deck builds (0.5–0.9 s each on a shared two-core machine): more than vitest's default 30 s.
  }, 120_000);

  it("[DECK-P2] with no curated facts at all, every subject has a card or a reason", () => {
    const build = generateDeck(SAMPLE_STATES, { stateFacts: [], cityFacts: [] });
    expect(buildProblems(build, SAMPLE_STATES)).toEqual([]);
    expect(build.cards.filter(({ card }) => card.kind === "city")).toEqual([]);
  });
});
