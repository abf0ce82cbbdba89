import type { CardFace, Category, GeoCardView } from "@/lib/games/trick-kit/cards";
import type { PowerCardView } from "@/lib/games/trick-kit/power-cards";
import type { TableTeamGame } from "./views";

/**
 * A team's own things, the same shape for the three games: its hand (GeoPlunge cards), its Power
 * cards, its own face-down lead, the category to sort by, and what it must do.
 */
export interface OwnHand {
  hand: GeoCardView[];
  powerCards: PowerCardView[];
  ownLead: CardFace | null;
  categoryInPlay: Category | null;
  /** The engine's words for the team's move now ("lead trick 3"), or null when it waits. */
  yourMove: string | null;
  /** Power cards still to play, with the engine's sentence of the rule (Play the Ranks only). */
  mustPlay: { powerCardsLeft: number; tricksLeft: number; rule: string } | null;
  /** Border Zap Step 2: cards lying face-down that the team may not look at. */
  cardsSetAside: number;
  /** Border Zap: the card this team picked to trade, before the cards change hands. */
  tradePick: string | null;
}

export function ownHand(game: TableTeamGame): OwnHand {
  const own =
    game.game === "combo3-game4"
      ? game.own.kind === "ranks"
        ? { ranks: game.own.view, zap: null }
        : { ranks: null, zap: game.own.view }
      : game.game === "play-the-ranks"
        ? { ranks: game.own, zap: null }
        : { ranks: null, zap: game.own };
  if (own.ranks) {
    const { hand, powerCards, ownLead, categoryInPlay, yourMove, mustPlay } = own.ranks;
    return { hand, powerCards, ownLead, categoryInPlay, yourMove, mustPlay, cardsSetAside: 0, tradePick: null };
  }
  const { hand, ownLead, yourMove, cardsSetAside, tradePick } = own.zap;
  return { hand, powerCards: [], ownLead, categoryInPlay: null, yourMove, mustPlay: null, cardsSetAside, tradePick };
}

/** The hand in the order of a category's ranks (1 first). */
export function sortedHand(hand: readonly GeoCardView[], category: Category): GeoCardView[] {
  return [...hand].sort((a, b) => a[category].rank - b[category].rank);
}
