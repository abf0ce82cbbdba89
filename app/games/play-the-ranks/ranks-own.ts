import type { RanksHandView, RanksTableView } from "@/lib/games/play-the-ranks/battle-views";
import { TRICKS_PER_BATTLE } from "@/lib/games/play-the-ranks/numbers";
import type { HandFocus, OwnHand } from "../_tables/trick/own";

/*
 * A Play the Ranks hand read for the trick phone, and its bases in words. Apart from table-parts.tsx
 * so that Combo 3's Game 4 reads them without loading Play the Ranks' whole parts (`[PAGE-WEIGHT]`).
 */

/** A team's own things from a Play the Ranks hand and table (Combo 3's PTR games read the same). */
export function ranksOwn(own: RanksHandView, table: RanksTableView | null): OwnHand {
  const { hand, powerCards, ownLead, categoryInPlay, yourMove, mustPlay } = own;
  return {
    hand,
    powerCards,
    ownLead,
    categoryInPlay,
    yourMove,
    mustPlay,
    cardsSetAside: 0,
    tradePick: null,
    powerCardsOnTable: table?.powerCards.onTable ?? [],
    star: table?.geoStar ? { area: table.geoStar.star, label: table.geoStar.label } : null,
    focus: ranksFocus(yourMove, table),
  };
}

/** The trick the team plays a card on now: its part in it, the announced category and the base. */
function ranksFocus(yourMove: string | null, table: RanksTableView | null): HandFocus {
  const trick = table?.currentTrick ?? null;
  const led = trick?.led ?? null;
  return {
    kind: "ranks",
    role: yourMove === null || trick === null ? null : led ? "follow" : "lead",
    category: led?.category ?? null,
    base: led?.base ?? trick?.base ?? null,
    bases: table?.bases.leadChooses ? [...new Set(table.powerCards.onTable.map((card) => card.base))] : [],
  };
}

/** The tricks each of the two bases holds for, in words, when the first holds for `firstBaseTricks`. */
export const basesTricks = (firstBaseTricks: number) => `tricks 1–${firstBaseTricks} and ${firstBaseTricks + 1}–${TRICKS_PER_BATTLE}`;
