import { stateByCode } from "@/lib/content/state-data";
import type { UsState } from "@/lib/content/states";
import { matchAnswer, normalizeAnswer } from "../answer-kit/match";

/**
 * Judging a student's typed answer about a state (Combo 3's Dashing States names the state on a Map
 * card, its capital or its statehood rank). Forgiving as the clue game is (case, accents,
 * punctuation, small misspellings, "St." for "Saint"), but never so forgiving that another real
 * answer passes: "Virginia" is not West Virginia, "Carson" is not Carson City, 12th is not 13th.
 * The teacher can still overrule any judgement; this is the app's first word, not its last.
 */
export interface AnswerJudgement {
  right: boolean;
  /** The answer as the class should see it next to the typed one, e.g. "Rhode Island", "13th". */
  expected: string;
}

/** No state, capital or rank is longer; a longer text is not an answer and is not compared letter by letter. */
const LONGEST_ANSWER = 60;

/** Compass words written short ("N. Dakota", "W Virginia"); postal codes are checked separately. */
const COMPASS_ABBREVIATIONS: Readonly<Record<string, string>> = { n: "north", s: "south", w: "west" };

function stateFor(code: string): UsState {
  const state = stateByCode(code);
  if (state === undefined) throw new Error(`No state with the postal code "${code}": a Map card's code comes from the state data`);
  return state;
}

function withCompassWords(typed: string): string {
  return normalizeAnswer(typed)
    .split(" ")
    .map((word) => COMPASS_ABBREVIATIONS[word] ?? word)
    .join(" ");
}

/**
 * Only the letters, lower case, so "R.I." and "r i" read as the postal code "ri". Not through
 * normalizeAnswer, which would read Montana's "MT" as "mount".
 */
const lettersOnly = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

/** The state's name, or its postal code ("ri", "R.I."). */
export function judgeStateName(typed: string, code: string): AnswerJudgement {
  const state = stateFor(code);
  const expected = state.name;
  if (typed.length > LONGEST_ANSWER) return { right: false, expected };
  if (lettersOnly(typed) === state.code.toLowerCase()) return { right: true, expected };
  return { right: matchAnswer(withCompassWords(typed), state.name, []) === "matches", expected };
}

/** The state's capital ("St. Paul" for Saint Paul); part of it ("Carson") is wrong. */
export function judgeCapital(typed: string, code: string): AnswerJudgement {
  const state = stateFor(code);
  const expected = state.capital;
  if (typed.length > LONGEST_ANSWER) return { right: false, expected };
  return { right: matchAnswer(typed, state.capital, []) === "matches", expected };
}

const ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const ONES_ORDINAL = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TEENS_ORDINAL = [
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const TENS = ["twenty", "thirty", "forty", "fifty"];
const TENS_ORDINAL = ["twentieth", "thirtieth", "fortieth", "fiftieth"];

/**
 * Number words children often spell this way. Only these are forgiven: a letter's slip in a number
 * word (thirteenth / thirtieth) can be another number, so number words are not matched loosely.
 */
const NUMBER_WORD_SPELLINGS: Readonly<Record<string, string>> = {
  fourty: "forty",
  fourtieth: "fortieth",
  fortyth: "fortieth",
  nineth: "ninth",
  twelveth: "twelfth",
  fiveth: "fifth",
  eightth: "eighth",
  fith: "fifth",
};

function numberWordValues(): Map<string, number> {
  const values = new Map<string, number>();
  ONES.forEach((word, i) => values.set(word, i + 1));
  ONES_ORDINAL.forEach((word, i) => values.set(word, i + 1));
  TEENS.forEach((word, i) => values.set(word, i + 10));
  TEENS_ORDINAL.forEach((word, i) => values.set(word, i + 10));
  TENS.forEach((word, i) => values.set(word, (i + 2) * 10));
  TENS_ORDINAL.forEach((word, i) => values.set(word, (i + 2) * 10));
  for (const [misspelled, word] of Object.entries(NUMBER_WORD_SPELLINGS)) values.set(misspelled, values.get(word) ?? 0);
  return values;
}

const NUMBER_WORDS = numberWordValues();

/** "13", "13th", "#13", "thirteen", "thirteenth", "twenty-first", "twenty one"; undefined when it is no single number. */
export function readRank(typed: string): number | undefined {
  const words = normalizeAnswer(typed.replace(/#/g, " "))
    .split(" ")
    .filter((word) => word !== "" && word !== "the" && word !== "no" && word !== "number" && word !== "state");
  if (words.length === 1) {
    const digits = /^(\d{1,3})(?:st|nd|rd|th)?$/.exec(words[0] ?? "");
    if (digits) return Number(digits[1]);
  }
  if (words.length === 2 && /^\d{1,3}$/.test(words[0] ?? "") && /^(?:st|nd|rd|th)$/.test(words[1] ?? "")) return Number(words[0]);
  const values = words.map((word) => NUMBER_WORDS.get(word));
  if (values.some((value) => value === undefined)) return undefined;
  const [first, second] = values as number[];
  if (values.length === 1) return first;
  // "twenty one": a tens word and then a ones word, nothing else.
  if (values.length === 2 && first !== undefined && second !== undefined && first % 10 === 0 && first >= 20 && second >= 1 && second <= 9) {
    return first + second;
  }
  return undefined;
}

/** "13th", "21st": how the rank is shown beside the typed answer. */
export function ordinalRank(rank: number): string {
  const lastTwo = rank % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : (["th", "st", "nd", "rd"][rank % 10] ?? "th");
  return `${rank}${suffix}`;
}

/** The state's statehood rank (Delaware 1st … Hawaii 50th), in digits or words. */
export function judgeStatehoodRank(typed: string, code: string): AnswerJudgement {
  const state = stateFor(code);
  const expected = ordinalRank(state.statehood.rank);
  if (typed.length > LONGEST_ANSWER) return { right: false, expected };
  return { right: readRank(typed) === state.statehood.rank, expected };
}
