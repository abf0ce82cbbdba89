/**
 * The built-in deck's figures (the bars of issue 13) and difficulty curve: for every card, how many
 * candidates a player who knows every fact could still name after each clue; then the deck-wide figures,
 * the cards the builder could not make and why, and how long building took.
 * Usage: npm run deck:report [-- --summary] [-- --card ID ...]
 */
import { performance } from "node:perf_hooks";
import { generateDeck } from "@/lib/content/deck/build-deck";
import { deckFigures, ownClueCount, solverCounts } from "@/lib/content/deck/figures";
import { factDifficulty, isKnownFor } from "@/lib/content/deck/facts";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES } from "@/lib/content/state-data";

const args = process.argv.slice(2);
const summaryOnly = args.includes("--summary");
const cardIds = args.flatMap((arg, index) => (args[index - 1] === "--card" ? [arg] : []));

let start = performance.now();
const curated = builtInFacts(STATES);
const loadMs = performance.now() - start;
start = performance.now();
const build = generateDeck(STATES, curated);
const buildMs = performance.now() - start;
const figures = deckFigures(build, STATES);

const pad = (value: string | number, width: number) => String(value).padStart(width);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

if (cardIds.length > 0) {
  for (const id of cardIds) {
    const generated = build.cards.find((candidate) => candidate.card.id === id);
    if (generated === undefined) {
      console.log(`${id}: no such card`);
      continue;
    }
    const { card, facts } = generated;
    const counts = solverCounts(generated, STATES);
    console.log(`${card.id} (${card.level ?? "-"}): ${card.question}`);
    card.clues.forEach((clue, index) => {
      const fact = facts[index];
      const tag = fact === undefined ? "" : `${isKnownFor(fact) ? "known-for " : ""}d${factDifficulty(fact)}`;
      console.log(
        `  ${index + 1}. ${clue}  [${counts[index]} left, ${tag}${card.clueImage?.clue === index + 1 ? ", outline on the board" : ""}]`,
      );
    });
    console.log(`  Answer: ${card.answer}${card.alternatives.length > 0 ? ` (also ${card.alternatives.join(", ")})` : ""}`);
  }
  process.exit(0);
}

if (!summaryOnly) {
  console.log("card                                  after clue 1..6        level   known-for  answer");
  for (const generated of build.cards) {
    const counts = solverCounts(generated, STATES);
    const own = generated.card.kind === "city" ? ` own ${ownClueCount(generated)}` : "";
    console.log(
      `${generated.card.id.padEnd(36)} ${counts.map((count) => pad(count, 3)).join(" ")}   ${(generated.card.level ?? "-").padEnd(7)} ${pad(generated.facts.filter(isKnownFor).length, 3)}${own.padEnd(7)}  ${generated.card.answer}`,
    );
  }
  console.log("");
  if (build.unbuilt.length > 0) {
    console.log("Not built:");
    for (const item of build.unbuilt) console.log(`  ${item.kind.padEnd(8)} ${item.subject.padEnd(26)} ${item.reason}`);
    console.log("");
  }
}

console.log(
  `Built-in deck: ${figures.cards} cards (${figures.cardsByKind.state} state, ${figures.cardsByKind.capital} capital, ${figures.cardsByKind.city} city) from ${STATES.length} states`,
);
console.log(
  `  curated facts: ${curated.stateFacts.length} state, ${curated.cityFacts.length} city; read in ${loadMs.toFixed(0)} ms, deck built in ${buildMs.toFixed(0)} ms`,
);
console.log("");
console.log("figure                                          value        bar");
const rows: [string, string, string][] = [
  ["cards", String(figures.cards), ">= 284"],
  [
    "distinct clue ratio (distinct texts / clues)",
    `${figures.distinctClues} / ${figures.clues} = ${percent(figures.distinctClueRatio)}`,
    "-",
  ],
  ["most repeated clue (cards)", `${figures.mostRepeated.cards} = ${percent(figures.mostRepeated.share)}`, "<= 2 %"],
  ["dead clues (rule out nobody)", `${figures.deadClues} on ${figures.cardsWithDeadClues} cards`, "0"],
  ["cards settled by clue 1", String(figures.settledByFirstClue), "0"],
  ["cards with > 3 candidates after clue 5", String(figures.openAfterFifth), "0"],
  ["letter clue share", `${figures.letterCards} = ${percent(figures.letterShare)}`, "<= 10 %"],
  ["known-for facts per card (mean)", figures.knownForPerCard.toFixed(2), "-"],
  ["known-for share (cards with >= 2)", percent(figures.knownForShare), ">= 50 %"],
  [
    "city own-fact share (city cards with >= 2)",
    `${figures.cityOwnFactCards} / ${figures.cityCards} = ${percent(figures.cityOwnFactShare)}`,
    "100 %",
  ],
  ["cards not built", String(figures.unbuilt), "-"],
];
for (const [name, value, bar] of rows) console.log(`${name.padEnd(47)} ${value.padEnd(20)} ${bar}`);
console.log("");
console.log("kind      cards  pool   candidates left after clue 1..6 (mean)   settled after clue 5 / 6   easy/medium/hard");
for (const curve of figures.curves) {
  console.log(
    `${curve.kind.padEnd(8)} ${pad(curve.cards, 6)} ${pad(curve.pool ?? "-", 5)}   ${curve.meanCandidates.map((value) => pad(value.toFixed(1), 5)).join(" ")}    ` +
      `${`${curve.settledAt[4]} / ${curve.settledAt[5]}${curve.settledAt.slice(0, 4).some((count) => count > 0) ? ` (+${curve.settledAt.slice(0, 4).reduce((a, b) => a + b, 0)} earlier)` : ""}`.padEnd(26)} ` +
      `${curve.levels.easy}/${curve.levels.medium}/${curve.levels.hard}`,
  );
}
