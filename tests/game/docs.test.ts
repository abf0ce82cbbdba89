import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Rule IDs in docs/rules.md, with "**DRAW-4 … DRAW-10**" ranges expanded. */
function documentedIds(): string[] {
  const text = readFileSync("docs/rules.md", "utf8");
  const ids: string[] = [];
  for (const match of text.matchAll(/\*\*([A-Z]+)-(\d+)(?: … [A-Z]+-(\d+))?\*\*/g)) {
    const [, prefix, first, last] = match;
    for (let n = Number(first); n <= Number(last ?? first); n++) ids.push(`${prefix}-${n}`);
  }
  return ids;
}

describe("[DOCS] docs/rules.md and the tests agree", () => {
  it("[DOCS-1] every rule ID in docs/rules.md has a test whose name carries it", () => {
    // The clue engine's rules are tested in tests/game; those the platform now keeps (the pause) in tests/session.
    const tests = ["tests/game", "tests/session"]
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => name.endsWith(".test.ts"))
          .map((name) => readFileSync(`${dir}/${name}`, "utf8")),
      )
      .join("\n");
    const ids = documentedIds();
    expect(ids.length).toBeGreaterThan(80);
    const untested = ids.filter((id) => !tests.includes(`"[${id}]`) && !tests.includes(`'[${id}]`));
    expect(untested).toEqual([]);
  });
});
