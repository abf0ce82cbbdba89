export { buildBuiltInDeck, generateDeck, QUESTIONS, type GeneratedCard } from "@/lib/content/deck/build-deck";
export { candidateCountsAfterEachClue, candidatesAfterEachClue } from "@/lib/content/deck/solver";
export { factAllows, factTruth, type Fact } from "@/lib/content/deck/facts";
export { renderFact } from "@/lib/content/deck/render-fact";
export { givesAway, mentionsPhrase } from "@/lib/content/deck/giveaway";
