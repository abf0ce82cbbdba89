import { generateDeck } from "@/lib/content/deck/build-deck";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES } from "@/lib/content/state-data";
const facts = builtInFacts(STATES);
const b = generateDeck(STATES, facts);
const h = new Map<string, number>(); for (const u of b.unbuilt) { const k = u.kind + " " + u.reason.replace(/^\d+ /, "N "); h.set(k, (h.get(k) ?? 0) + 1); } console.log([...h]);
console.log(b.unbuilt.filter(u=>u.kind!=="city" && !u.reason.startsWith("N")).map(u=>u.subject).join(" "));
console.log(b.unbuilt.filter(u=>u.kind==="city" && !u.reason.startsWith("N") && !/^\d/.test(u.reason)).map(u=>u.subject).slice(0,30).join(" | "));
