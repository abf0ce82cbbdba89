import { describe, expect, it } from "vitest";
import { STATES } from "@/lib/content/state-data";
import { judgeCapital, judgeStatehoodRank, judgeStateName, ordinalRank, readRank } from "@/lib/games/combo3-kit/answers";

/** [ANSWERS] Judging a typed state name, capital and statehood rank for Combo 3's Map cards. */
describe("[ANSWERS-NAME] a state's name", () => {
  it("[ANSWERS-NAME-1] every state's own name is right, and the expected answer is its name", () => {
    for (const state of STATES) expect(judgeStateName(state.name, state.code), state.code).toEqual({ right: true, expected: state.name });
  });

  it("[ANSWERS-NAME-2] case, accents, punctuation and spaces do not matter", () => {
    expect(judgeStateName("  rhode ISLAND!! ", "RI").right).toBe(true);
    expect(judgeStateName("Hawaiʻi", "HI").right).toBe(true);
    expect(judgeStateName("Hawai'i", "HI").right).toBe(true);
    expect(judgeStateName("new-mexico", "NM").right).toBe(true);
    expect(judgeStateName("Tennessée", "TN").right).toBe(true);
  });

  it("[ANSWERS-NAME-3] the postal code is accepted, written any way", () => {
    expect(judgeStateName("ri", "RI").right).toBe(true);
    expect(judgeStateName("R.I.", "RI").right).toBe(true);
    expect(judgeStateName(" wv ", "WV").right).toBe(true);
    for (const state of STATES) expect(judgeStateName(state.code.toLowerCase(), state.code).right, state.code).toBe(true);
  });

  it("[ANSWERS-NAME-4] common misspellings are forgiven", () => {
    expect(judgeStateName("Conneticut", "CT").right).toBe(true);
    expect(judgeStateName("Missisippi", "MS").right).toBe(true);
    expect(judgeStateName("Pensylvania", "PA").right).toBe(true);
    expect(judgeStateName("Massachusets", "MA").right).toBe(true);
    expect(judgeStateName("Tennesee", "TN").right).toBe(true);
    expect(judgeStateName("Louisianna", "LA").right).toBe(true);
    expect(judgeStateName("Arizonia", "AZ").right).toBe(true);
  });

  it('[ANSWERS-NAME-5] a compass word may be written short ("N. Dakota", "W Virginia")', () => {
    expect(judgeStateName("N. Dakota", "ND").right).toBe(true);
    expect(judgeStateName("S Carolina", "SC").right).toBe(true);
    expect(judgeStateName("W. Virginia", "WV").right).toBe(true);
  });

  it("[ANSWERS-NAME-6] near misses that are other states are wrong", () => {
    expect(judgeStateName("Virginia", "WV")).toEqual({ right: false, expected: "West Virginia" });
    expect(judgeStateName("West Virginia", "VA")).toEqual({ right: false, expected: "Virginia" });
    expect(judgeStateName("South Dakota", "ND").right).toBe(false);
    expect(judgeStateName("North Dakota", "SD").right).toBe(false);
    expect(judgeStateName("S. Dakota", "ND").right).toBe(false);
    expect(judgeStateName("North Carolina", "SC").right).toBe(false);
    expect(judgeStateName("Kansas", "AR").right).toBe(false);
    expect(judgeStateName("Arkansas", "KS").right).toBe(false);
    expect(judgeStateName("Iowa", "OH").right).toBe(false);
    expect(judgeStateName("New York", "NJ").right).toBe(false);
    expect(judgeStateName("Mississippi", "MO").right).toBe(false);
    // Another state's postal code, and a postal code one letter off.
    expect(judgeStateName("wv", "VA").right).toBe(false);
    expect(judgeStateName("va", "WV").right).toBe(false);
    expect(judgeStateName("ma", "ME").right).toBe(false);
    expect(judgeStateName("mi", "MS").right).toBe(false);
  });

  it("[ANSWERS-NAME-7] an empty or absurdly long answer is wrong and still says what was expected", () => {
    expect(judgeStateName("", "DE")).toEqual({ right: false, expected: "Delaware" });
    expect(judgeStateName("   ", "DE").right).toBe(false);
    expect(judgeStateName("Delaware".repeat(100), "DE").right).toBe(false);
  });

  it("[ANSWERS-NAME-8] a code that is no state is a programming error, said in a sentence", () => {
    expect(() => judgeStateName("Columbia", "DC")).toThrow(/No state with the postal code "DC"/);
    expect(() => judgeCapital("x", "XX")).toThrow(/postal code/);
    expect(() => judgeStatehoodRank("1", "")).toThrow(/postal code/);
  });
});

describe("[ANSWERS-CAPITAL] a state's capital", () => {
  it("[ANSWERS-CAPITAL-1] every state's own capital is right, and the expected answer is the capital", () => {
    for (const state of STATES) {
      expect(judgeCapital(state.capital, state.code), state.code).toEqual({ right: true, expected: state.capital });
    }
  });

  it('[ANSWERS-CAPITAL-2] case, accents, "St." and small misspellings are forgiven', () => {
    expect(judgeCapital("st. paul", "MN").right).toBe(true);
    expect(judgeCapital("St Paul", "MN").right).toBe(true);
    expect(judgeCapital("SANTA FÉ", "NM").right).toBe(true);
    expect(judgeCapital("baton-rouge", "LA").right).toBe(true);
    expect(judgeCapital("Tallahasee", "FL").right).toBe(true);
    expect(judgeCapital("Sacremento", "CA").right).toBe(true);
    expect(judgeCapital("Montpellier", "VT").right).toBe(true);
    expect(judgeCapital("Cheyene", "WY").right).toBe(true);
    expect(judgeCapital("Harrisberg", "PA").right).toBe(true);
    expect(judgeCapital("Frankfurt", "KY").right).toBe(true);
  });

  it('[ANSWERS-CAPITAL-3] part of the name is wrong: "Carson" is not Carson City', () => {
    expect(judgeCapital("Carson", "NV")).toEqual({ right: false, expected: "Carson City" });
    expect(judgeCapital("Jefferson", "MO").right).toBe(false);
    expect(judgeCapital("Salt Lake", "UT").right).toBe(false);
    expect(judgeCapital("Oklahoma", "OK").right).toBe(false);
    expect(judgeCapital("Rouge", "LA").right).toBe(false);
    expect(judgeCapital("Paul", "MN").right).toBe(false);
  });

  it("[ANSWERS-CAPITAL-4] another state's capital, or a big city that is not the capital, is wrong", () => {
    expect(judgeCapital("Columbus", "SC").right).toBe(false);
    expect(judgeCapital("Columbia", "OH").right).toBe(false);
    expect(judgeCapital("Charleston", "SC").right).toBe(false);
    expect(judgeCapital("Augusta", "GA").right).toBe(false);
    expect(judgeCapital("Concord", "MA").right).toBe(false);
    expect(judgeCapital("Jackson", "TN").right).toBe(false);
    expect(judgeCapital("Springfield", "MO").right).toBe(false);
    expect(judgeCapital("Philadelphia", "PA").right).toBe(false);
    expect(judgeCapital("Los Angeles", "CA").right).toBe(false);
    expect(judgeCapital("Ohio", "OH").right).toBe(false);
  });

  it("[ANSWERS-CAPITAL-5] an empty or absurdly long answer is wrong", () => {
    expect(judgeCapital("", "ID")).toEqual({ right: false, expected: "Boise" });
    expect(judgeCapital("Boise ".repeat(50), "ID").right).toBe(false);
  });
});

describe("[ANSWERS-RANK] a state's statehood rank", () => {
  it("[ANSWERS-RANK-1] every state's rank is right in digits, as an ordinal and in words", () => {
    for (const state of STATES) {
      const rank = state.statehood.rank;
      expect(judgeStatehoodRank(String(rank), state.code), state.code).toEqual({ right: true, expected: ordinalRank(rank) });
      expect(judgeStatehoodRank(ordinalRank(rank), state.code).right, state.code).toBe(true);
    }
    expect(judgeStatehoodRank("first", "DE").right).toBe(true);
    expect(judgeStatehoodRank("one", "DE").right).toBe(true);
    expect(judgeStatehoodRank("1st", "DE").right).toBe(true);
    expect(judgeStatehoodRank("Thirteenth", "RI").right).toBe(true);
    expect(judgeStatehoodRank("twenty-first", "IL").right).toBe(true);
    expect(judgeStatehoodRank("twenty one", "IL").right).toBe(true);
    expect(judgeStatehoodRank("fiftieth", "HI").right).toBe(true);
    expect(judgeStatehoodRank("#50", "HI").right).toBe(true);
    expect(judgeStatehoodRank("the 50th state", "HI").right).toBe(true);
    expect(judgeStatehoodRank("No. 13", "RI").right).toBe(true);
    expect(judgeStatehoodRank("50 th", "HI").right).toBe(true);
  });

  it("[ANSWERS-RANK-2] a few common spellings of number words are forgiven, and only those", () => {
    expect(judgeStatehoodRank("fourtieth", "SD").right).toBe(true);
    expect(readRank("fourtieth")).toBe(40);
    expect(readRank("fourty-second")).toBe(42);
    expect(readRank("nineth")).toBe(9);
    expect(readRank("twelveth")).toBe(12);
    // One letter between thirteenth and thirtieth: number words are not matched loosely.
    expect(readRank("thirteeth")).toBeUndefined();
  });

  it("[ANSWERS-RANK-3] a rank off by one, or another state's rank, is wrong", () => {
    expect(judgeStatehoodRank("12", "RI")).toEqual({ right: false, expected: "13th" });
    expect(judgeStatehoodRank("14th", "RI").right).toBe(false);
    expect(judgeStatehoodRank("49", "HI").right).toBe(false);
    expect(judgeStatehoodRank("second", "DE").right).toBe(false);
    expect(judgeStatehoodRank("thirtieth", "RI").right).toBe(false);
    expect(judgeStatehoodRank("40", "ND").right).toBe(false);
  });

  it("[ANSWERS-RANK-4] text that is no single number is wrong", () => {
    for (const typed of ["", "thirteen fourteen", "13 14", "1 3", "one hundred", "13.5", "thirteen-ish", "x13", "1e1"]) {
      expect(judgeStatehoodRank(typed, "RI").right, typed).toBe(false);
    }
    expect(judgeStatehoodRank("10", "RI").right).toBe(false);
    expect(readRank("twenty twenty")).toBeUndefined();
    expect(readRank("thirteen one")).toBeUndefined();
  });

  it("[ANSWERS-RANK-5] the expected rank is written as an ordinal", () => {
    expect(["1", "2", "3", "4", "11", "12", "13", "21", "22", "23", "50"].map((n) => ordinalRank(Number(n)))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "50th",
    ]);
  });
});
