import { describe, expect, it } from "vitest";
import { compareStates, matchesQuery, queryRank, stateSearchText, stateSortKeys } from "@/app/states/state-search";
import { STATES } from "@/lib/content/state-data";

/** The /states search as the page orders it: matching cards, best match first, then the chosen order. */
function search(query: string): string[] {
  return STATES.map((state) => ({ code: state.code, text: stateSearchText(state), keys: stateSortKeys(state) }))
    .filter((entry) => matchesQuery(entry.text, query))
    .sort((a, b) => queryRank(a.text, query) - queryRank(b.text, query) || compareStates("statehood", a.keys, b.keys))
    .map((entry) => entry.code);
}

describe("[STATES] search order", () => {
  it("[STATES-5] a postal code finds its state first: “UT” lists Utah before Connecticut and the others", () => {
    const found = search("UT");
    expect(found[0]).toBe("UT");
    expect(found.length).toBeGreaterThan(5);
    expect(search("ut")[0]).toBe("UT");
    expect(search("WA")[0]).toBe("WA");
  });

  it("[STATES-5] a state's name typed in full, or its start, comes before cards that only mention it", () => {
    expect(search("Kansas")[0]).toBe("KS");
    expect(search("New")[0]).toBe("NJ");
    expect(
      search("new")
        .slice(0, 4)
        .every((code) => ["NH", "NJ", "NY", "NC", "NM", "NV"].includes(code)),
    ).toBe(true);
  });
});
