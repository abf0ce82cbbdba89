import { generateDeck } from "@/lib/content/deck/build-deck";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES } from "@/lib/content/state-data";
const build = generateDeck(STATES, builtInFacts(STATES));
console.log(build.unbuilt.filter((u) => u.kind !== "city").map((u) => u.subject).join(" "));
