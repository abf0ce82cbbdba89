import { normalizeAnswer } from "@/lib/content/answer-text";

/**
 * Hints for the moderator about a typed answer. The moderator still decides; the hint only says
 * whether the text looks like the answer once spelling noise is ignored.
 */
export type MatchHint = "matches" | "close" | "no match";

/** One normalisation for every game and deck that judges typed place names. */
export { normalizeAnswer };

/** Optimal-string-alignment Damerau–Levenshtein: a swapped pair of letters counts as one slip. */
export function damerauLevenshtein(a: string, b: string): number {
  const cols = b.length + 1;
  // One typed array, read by index: every answer typed is judged against each accepted form.
  const d = new Int32Array((a.length + 1) * cols);
  const at = (index: number): number => d[index] as number;
  for (let i = 0; i <= a.length; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at((i - 1) * cols + j) + 1, at(i * cols + j - 1) + 1, at((i - 1) * cols + j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at((i - 2) * cols + j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length * cols + b.length);
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

/**
 * The accepted forms are a deck's and never change: each is normalised once, not at every answer
 * typed against it. A class plays a few decks, so a few thousand forms cover them; past that the
 * cache starts again rather than grow.
 */
const normalizedForms = new Map<string, string>();
const MAX_NORMALIZED_FORMS = 10_000;
function normalizedForm(accepted: string): string {
  let normalized = normalizedForms.get(accepted);
  if (normalized === undefined) {
    if (normalizedForms.size >= MAX_NORMALIZED_FORMS) normalizedForms.clear();
    normalizedForms.set(accepted, (normalized = normalizeAnswer(accepted)));
  }
  return normalized;
}

export function matchAnswer(typed: string, answer: string, alternatives: readonly string[]): MatchHint {
  const normalizedTyped = normalizeAnswer(typed);
  let best: MatchHint = "no match";
  for (const candidate of [answer, ...alternatives]) {
    const hint = hintAgainst(normalizedTyped, normalizedForm(candidate));
    if (RANK[hint] > RANK[best]) best = hint;
    if (best === "matches") break;
  }
  return best;
}
