import { STATES } from "@/lib/content/state-data";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { factsAbout, factDifficulty, factAllows, factKey } from "@/lib/content/deck/facts";
import { subjectsOfKind } from "@/lib/content/deck/subjects";
import { renderFact } from "@/lib/content/deck/render-fact";
const subjects = subjectsOfKind("state", STATES);
const tn = subjects.find((s) => s.key === "TN")!;
const ctx = { states: STATES, curated: builtInFacts(STATES), silhouetteText: () => "SIL" };
for (const f of factsAbout(tn, ctx)) { const n = subjects.filter((s) => factAllows(f, s)).length; console.log(factDifficulty(f), n, renderFact(f, { kind: "state", stateName: (c) => c, stateNameWords: new Set() })); }
