/** Abbreviations classroom answers use for place names; each is expanded before comparing. */
const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  mt: "mount",
  ft: "fort",
};

/**
 * A typed answer reduced to what tells places apart: no accents, case, punctuation, leading "the" or
 * short forms. Content (the Challenge deck's aliases) and the games' judging share this one rule, so a
 * deck is checked the same way the answers to it are judged.
 */
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
