/**
 * The built-in deck's difficulty curve: for every card, how many candidates a player who knows the
 * whole state data could still name after each clue; then averages per clue position and per kind.
 * Usage: npm run deck:report [-- --summary]
 */
import { generateDeck, type GeneratedCard } from "@/lib/content/deck/build-deck";
import { DIFFICULTY } from "@/lib/content/deck/facts";
import { candidateCountsAfterEachClue } from "@/lib/content/deck/solver";
import { subjectsOfKind, type GeneratedKind } from "@/lib/content/deck/subjects";
import { STATES } from "@/lib/content/state-data";

const summaryOnly = process.argv.includes("--summary");
const deck = generateDeck(STATES);
const curves = deck.map((generated: GeneratedCard) => ({
  ...generated,
  counts: candidateCountsAfterEachClue(generated.facts, generated.card.kind as GeneratedKind, STATES),
}));

const pad = (value: string | number, width: number) => String(value).padStart(width);
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const settlesAt = (counts: number[]) => counts.findIndex((count) => count === 1) + 1;

if (!summaryOnly) {
  console.log("card                              after clue 1..6        answer");
  for (const { card, counts } of curves) {
    console.log(`${card.id.padEnd(32)} ${counts.map((count) => pad(count, 3)).join(" ")}   ${card.answer}`);
  }
  console.log("");
}

console.log(`Built-in deck: ${deck.length} cards from ${STATES.length} states`);
console.log("");
console.log("kind      cards  pool   candidates left after clue 1..6 (mean)    settled by clue 4 / 5 / 6   mean difficulty 1..6");
for (const kind of ["state", "capital", "city", "all"] as const) {
  const group = curves.filter((item) => kind === "all" || item.card.kind === kind);
  if (group.length === 0) continue;
  const means = [0, 1, 2, 3, 4, 5].map((position) => average(group.map((item) => item.counts[position] ?? 0)));
  const settled = [4, 5, 6].map((clue) => group.filter((item) => settlesAt(item.counts) === clue).length);
  const early = group.filter((item) => settlesAt(item.counts) < 4).length;
  const difficulty = [0, 1, 2, 3, 4, 5].map((position) =>
    average(group.map((item) => DIFFICULTY[item.facts[position]?.type ?? "capital"])),
  );
  const pool = kind === "all" ? "-" : subjectsOfKind(kind, STATES).length;
  console.log(
    `${kind.padEnd(8)} ${pad(group.length, 6)} ${pad(pool, 5)}   ${means.map((mean) => pad(mean.toFixed(1), 5)).join(" ")}    ` +
      `${early > 0 ? `(${early} before 4) ` : ""}${settled.join(" / ")}`.padEnd(28) +
      `   ${difficulty.map((value) => value.toFixed(1)).join(" ")}`,
  );
}
