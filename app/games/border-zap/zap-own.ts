import type { ZapHandView } from "@/lib/games/border-zap/battle";
import type { OwnHand } from "../_tables/trick/own";

/*
 * A Border Zap hand read for the trick phone. Apart from table-parts.tsx so that Combo 3's Game 4
 * reads it without loading Border Zap's whole parts (`[PAGE-WEIGHT]`).
 */

/** A team's own things from a Border Zap hand (Combo 3's PTB reads the same). */
export function zapOwn(own: ZapHandView): OwnHand {
  const { hand, ownLead, yourMove, cardsSetAside, tradePick } = own;
  return {
    hand,
    powerCards: [],
    ownLead,
    categoryInPlay: null,
    yourMove,
    mustPlay: null,
    cardsSetAside,
    tradePick,
    powerCardsOnTable: [],
    star: null,
    focus: { kind: "borders" },
  };
}

export const otherTeamId = (teams: readonly { id: string }[], teamId: string): string =>
  teams.find((team) => team.id !== teamId)?.id ?? teamId;
