/**
 * What a game teaches, as data: one source for the board's "how to play", the rules page and
 * glossary, and the tips a waiting phone shows. Plain JSON (the server hands it to client screens).
 * The words agree with the game's rulebook in docs/rules/ and say no rule ID.
 */

/** One word or phrase the screens use, in a child's words. `also`: other forms the screens show ("Call", "zaps"). */
export interface TeachTerm {
  term: string;
  also?: string[];
  meaning: string;
  /** The part of the game it belongs to, when not the whole game ("Level 4"). */
  only?: string;
}

/** A state card drawn large on a slide: the ranks (and border states) as the card prints them. */
export interface ExampleCard {
  name: string;
  code: string;
  ranks: { statehood: number; population: number; size: number };
  /** Postal codes of its border states, Four Corners neighbours included (a Border Zap slide). */
  borders?: string[];
}

/** One slide of the board's "how to play": a title and a few short lines, read from the back row. */
export interface TeachSlide {
  title: string;
  lines: string[];
  card?: ExampleCard;
  only?: string;
}

/** A section of the rules page: how a part of the game goes, step by step. */
export interface RulesSection {
  heading: string;
  steps: string[];
  only?: string;
}

export interface TeachContent {
  /** The game's registry id (the rules page's address: /rules/<game>). */
  game: string;
  title: string;
  /** The whole game in one sentence. */
  goal: string;
  intro: TeachSlide[];
  rules: RulesSection[];
  glossary: TeachTerm[];
  tips: string[];
}

/** Every term in the order a reader meets them, without duplicates by name (the game's own wording wins). */
export function mergeTerms(...lists: readonly (readonly TeachTerm[])[]): TeachTerm[] {
  const byName = new Map<string, TeachTerm>();
  for (const list of lists) for (const entry of list) byName.set(entry.term.toLowerCase(), entry);
  return [...byName.values()];
}
