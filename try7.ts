import { STATES } from "@/lib/content/state-data";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { generateDeck } from "@/lib/content/deck/build-deck";
import * as LS from "@/lib/content/deck/ladder-search";
// monkeypatch: capture TN pool
const orig = LS.searchLadder;
const facts = builtInFacts(STATES);
let captured: any = null;
(LS as any).__proto__;
