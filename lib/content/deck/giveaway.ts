/**
 * Does a clue give the answer away? A clue may not contain the answer or an accepted alternative
 * (even inside a longer word),
 * the postal code in capitals, or any word of those names that points at it ("Kansas" in a Kansas
 * City card, "Hampshire" in a New Hampshire card). Words like "New", "North" or "City" alone do not.
 */
const NON_IDENTIFYING_WORDS = new Set([
  "new",
  "north",
  "south",
  "east",
  "west",
  "city",
  "saint",
  "st",
  "fort",
  "ft",
  "mount",
  "mt",
  "san",
  "santa",
  "los",
  "las",
  "del",
  "des",
  "the",
  "and",
  "of",
  "island",
  "beach",
  "springs",
  "falls",
  "park",
  "county",
  "heights",
  "hills",
  "lake",
  "little",
  "grand",
  "great",
]);

export type AnswerNames = { answer: string; alternatives: readonly string[]; sourceState: string | null };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function wholeWord(text: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, flags);
}

/** True when `phrase` occurs in `text` as whole words, ignoring case and runs of spaces. */
export function mentionsPhrase(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

function words(name: string): string[] {
  return name.split(/[^\p{L}\p{N}']+/u).map((word) => word.replace(/'s$|'$/u, "")).filter(Boolean);
}

/** The patterns a clue must avoid for this answer. */
export function giveawayPatterns(names: AnswerNames): RegExp[] {
  const patterns: RegExp[] = [];
  const codes = new Set<string>(names.sourceState === null ? [] : [names.sourceState]);
  for (const name of [names.answer, ...names.alternatives]) {
    for (const word of words(name)) {
      if (word.length <= 2) {
        if (/^[A-Z]{2}$/.test(word)) codes.add(word);
        continue;
      }
      if (!NON_IDENTIFYING_WORDS.has(word.toLowerCase())) patterns.push(wholeWord(word, "iu"));
    }
  }
  for (const code of codes) patterns.push(wholeWord(code, "u"));
  return patterns;
}

/** Builds the check once per answer: the generator tries it on every candidate clue. */
export function giveawayCheck(names: AnswerNames): (clue: string) => boolean {
  const patterns = giveawayPatterns(names);
  const phrases = [names.answer, ...names.alternatives];
  // Inside another word still counts: "Indianapolis" would hand the class "Indiana".
  const lowerPhrases = phrases.map((phrase) => phrase.toLowerCase());
  return (clue) => {
    const lowerClue = clue.toLowerCase();
    return lowerPhrases.some((phrase) => lowerClue.includes(phrase)) || patterns.some((p) => p.test(clue));
  };
}

export function givesAway(clue: string, names: AnswerNames): boolean {
  return giveawayCheck(names)(clue);
}
