/**
 * Hints for the moderator about a typed answer. The moderator still decides; the hint only says
 * whether the text looks like the answer once spelling noise is ignored.
 */
export type MatchHint = "matches" | "close" | "no match";

/** Abbreviations classroom answers use for place names; each is expanded before comparing. */
const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  mt: "mount",
  ft: "fort",
};

export function normalizeAnswer(text: string): string {
  const words = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => ABBREVIATIONS[word] ?? word);
  if (words[0] === "the" && words.length > 1) words.shift();
  return words.join(" ");
}

/** Optimal-string-alignment Damerau–Levenshtein: a swapped pair of letters counts as one slip. */
export function damerauLevenshtein(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] as number;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How many slips still count as the same word: none for short names, where one letter changes the place. */
function misspellingAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  if (length <= 10) return 2;
  return 3;
}

/** Words that tell two places apart (North/South Dakota, New York/York): they must be exact. */
const DISTINGUISHING = new Set([
  "north",
  "south",
  "east",
  "west",
  "new",
  "upper",
  "lower",
  "great",
  "little",
  "port",
  "fort",
  "saint",
  "mount",
  "lake",
  "city",
]);

/**
 * A slip keeps the word's start and the word's end mostly intact; a different first letter
 * (Kansas/Arkansas) or a different ending (Columbus/Columbia) usually means a different place.
 */
function sameWord(typed: string, accepted: string): boolean {
  if (typed === accepted) return true;
  if (typed[0] !== accepted[0]) return false;
  const distance = damerauLevenshtein(typed, accepted);
  if (distance > misspellingAllowance(accepted.length)) return false;
  if (distance >= 2 && typed.slice(0, -2) === accepted.slice(0, -2)) return false;
  return true;
}

function hintAgainst(typed: string, accepted: string): MatchHint {
  if (typed.length === 0 || accepted.length === 0) return "no match";
  const typedCompact = typed.replace(/ /g, "");
  const acceptedCompact = accepted.replace(/ /g, "");
  if (typedCompact === acceptedCompact) return "matches";
  const typedWords = typed.split(" ");
  const acceptedWords = accepted.split(" ");
  if (typedWords.length === acceptedWords.length) {
    const pairs = typedWords.map((word, i) => [word, acceptedWords[i] ?? ""] as const);
    if (pairs.some(([a, b]) => a !== b && (DISTINGUISHING.has(a) || DISTINGUISHING.has(b)))) return "no match";
    if (pairs.every(([a, b]) => sameWord(a, b))) return "matches";
  } else if (sameWord(typedCompact, acceptedCompact)) {
    return "matches";
  }
  const distance = damerauLevenshtein(typedCompact, acceptedCompact);
  const allowance = misspellingAllowance(acceptedCompact.length);
  if (distance <= Math.max(allowance * 2, allowance + 1)) return "close";
  // "Salt Lake" for "Salt Lake City": a whole-word part of the answer is worth a second look.
  const shorter = Math.min(typed.length, accepted.length);
  if (shorter >= 4 && (` ${accepted} `.includes(` ${typed} `) || ` ${typed} `.includes(` ${accepted} `))) return "close";
  return "no match";
}

const RANK: Record<MatchHint, number> = { matches: 2, close: 1, "no match": 0 };

export function matchAnswer(typed: string, answer: string, alternatives: readonly string[]): MatchHint {
  const normalizedTyped = normalizeAnswer(typed);
  let best: MatchHint = "no match";
  for (const candidate of [answer, ...alternatives]) {
    const hint = hintAgainst(normalizedTyped, normalizeAnswer(candidate));
    if (RANK[hint] > RANK[best]) best = hint;
    if (best === "matches") break;
  }
  return best;
}
