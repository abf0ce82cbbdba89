import { describe, expect, it } from "vitest";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, newJoinCode, normaliseJoinCode } from "@/lib/server/secrets";

/** Pairs a class misreads on a projector: a code never holds both halves of one. */
const LOOK_ALIKES = ["0O", "1I", "1L", "5S", "2Z", "8B", "UV"];

describe("[JOIN-CODE] join codes a class copies from the projector", () => {
  it("[JOIN-CODE-1] a new code holds no character of a look-alike pair that could be read as the other", () => {
    for (const pair of LOOK_ALIKES) {
      const present = pair.split("").filter((character) => JOIN_CODE_ALPHABET.includes(character));
      expect(present.length, `${pair}: the alphabet keeps at most one of the pair`).toBeLessThanOrEqual(1);
    }
    for (let i = 0; i < 2_000; i++) {
      const code = newJoinCode();
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(code, "only the alphabet's characters").toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`));
    }
  });

  it("[JOIN-CODE-2] a code made before the look-alikes were dropped still opens its game; typing is forgiving of case and spaces", () => {
    expect(normaliseJoinCode("en5s5y")).toBe("EN5S5Y");
    expect(normaliseJoinCode("abc 234")).toBe("ABC234");
    expect(normaliseJoinCode("ABC-34K")).toBe("ABC34K");
    expect(normaliseJoinCode("ABC1OK")).toBeNull();
    expect(normaliseJoinCode("ABC34")).toBeNull();
  });
});
