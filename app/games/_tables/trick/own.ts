import type { CardFace, Category, GeoCardView } from "@/lib/games/trick-kit/cards";
import type { Base, PowerCardView, StarArea } from "@/lib/games/trick-kit/power-cards";

/**
 * What the trick in play compares, so the compact hand shows the number that decides it: in Play the
 * Ranks the rank in the trick's category against its base (null while the lead still chooses it), in
 * the Border Zap the card's border states.
 */
export type HandFocus =
  | {
      kind: "ranks";
      /** The team's part in the trick in play, or null when it has no card to play on it. */
      role: "lead" | "follow" | null;
      /** The announced category (a follow plays on it); null while the lead chooses. */
      category: Category | null;
      /** The trick's base, when fixed (or announced); null while the lead picks one of `bases`. */
      base: Base | null;
      /** The bases a lead may pick from (the variation), else empty. */
      bases: Base[];
    }
  | { kind: "borders" };

/**
 * A team's own things, the same shape for every card game (each game's parts make it from its team
 * view): its hand (GeoPlunge cards), its Power cards, its own face-down lead, the category to sort
 * by, what it must do, and what of the table the phone shows beside the hand.
 */
export interface OwnHand {
  hand: GeoCardView[];
  powerCards: PowerCardView[];
  ownLead: CardFace | null;
  categoryInPlay: Category | null;
  /** The engine's words for the team's move now ("lead trick 3"), or null when it waits. */
  yourMove: string | null;
  /** Power cards still to play, with the engine's sentence of the rule, in a game that has that rule. */
  mustPlay: { powerCardsLeft: number; tricksLeft: number; rule: string } | null;
  /** Cards lying face-down that the team may not look at (during a trade). */
  cardsSetAside: number;
  /** The card this team picked to trade, before the cards change hands. */
  tradePick: string | null;
  /** The Power cards on the table, named in the team's decisions. */
  powerCardsOnTable: PowerCardView[];
  /** The hand's star marks (a GeoStar), or null. */
  star: { area: StarArea; label: string } | null;
  focus: HandFocus;
}

/** The hand in the order of a category's ranks (1 first). */
export function sortedHand(hand: readonly GeoCardView[], category: Category): GeoCardView[] {
  return [...hand].sort((a, b) => a[category].rank - b[category].rank);
}
