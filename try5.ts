import { generateDeck } from "@/lib/content/deck/build-deck";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES } from "@/lib/content/state-data";
const facts = builtInFacts(STATES);
const b = generateDeck(STATES, { stateFacts: facts.stateFacts, cityFacts: [] });
console.log(b.cards.length, b.unbuilt.filter(u=>u.kind!=="city").map(u=>u.subject).join(" "));
const b2 = generateDeck(STATES, { stateFacts: [], cityFacts: [] });
console.log(b2.cards.length, b2.unbuilt.filter(u=>u.kind!=="city").map(u=>u.subject).join(" "));
