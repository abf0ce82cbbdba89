import type { Category, GeoCardView } from "@/lib/games/trick-kit/cards";
import type { Base, PowerCardView } from "@/lib/games/trick-kit/power-cards";
import { isBelowBase } from "@/lib/games/trick-kit/rank-order";
import { categoryName } from "../words";
import type { MoveChoice } from "./moves";
import type { HandFocus } from "./own";

/**
 * What a card would be compared on in the trick in play (its category and base), from what the
 * table fixed and what the person has chosen so far, and whether the rules make it lose outright.
 * The rule itself is the engine's (`isBelowBase`, PTR-3): the phone only says it before the send.
 */
export interface TrickAim {
  category: Category;
  /** Null while the base is still to be chosen. */
  base: Base | null;
  /** Whether the category and base are the ones the trick is played on (a lead's own choice, or the announced ones). */
  settled: boolean;
}

const NONE = "none";

function chosenCategory(choice: MoveChoice, powerCards: readonly PowerCardView[]): Category | null {
  const announce = choice.announce;
  if (announce === undefined || announce === NONE) return null;
  if (announce.startsWith("category:")) return announce.slice("category:".length) as Category;
  const power = powerCards.find((card) => `power:${card.id}` === announce);
  return power?.category ?? null;
}

function chosenBase(choice: MoveChoice): Base | null {
  const value = Number(choice.base);
  return choice.base !== undefined && choice.base !== NONE && Number.isInteger(value) ? (value as Base) : null;
}

/**
 * The category and base the hand shows ranks against: while leading, the category chosen in the
 * composer (else the one the hand is sorted by) and the base chosen or fixed; while following, the
 * announced ones. A follow that plays a Power card may change either, which only the face-up lead
 * decides, so it is not settled.
 */
export function trickAim(
  focus: HandFocus,
  sortBy: Category,
  choice: MoveChoice | null,
  powerCards: readonly PowerCardView[],
): TrickAim | null {
  if (focus.kind !== "ranks") return null;
  const picked = choice ?? {};
  if (focus.role === "follow" && focus.category !== null) {
    const plain = picked.power === undefined || picked.power === NONE;
    return { category: focus.category, base: focus.base, settled: plain };
  }
  const category = focus.role === "lead" ? chosenCategory(picked, powerCards) : null;
  const base = chosenBase(picked) ?? focus.base;
  return { category: category ?? sortBy, base, settled: category !== null && base !== null };
}

export function isCardBelowBase(card: GeoCardView, aim: TrickAim): boolean {
  return aim.base !== null && isBelowBase(card[aim.category].rank, aim.base);
}

/** The composer's warning for a card that loses by the base rule, or null. */
export function belowBaseWarning(
  card: GeoCardView,
  aim: TrickAim | null,
  role: "lead" | "follow",
): { title: string; detail: string } | null {
  if (!aim?.settled || aim.base === null || !isCardBelowBase(card, aim)) return null;
  const rank = card[aim.category].rank;
  const category = categoryName(aim.category).toLowerCase();
  const why = `${card.name}'s ${category} rank ${rank} is below the base of ${aim.base}`;
  return {
    title: "Below the base: this card loses",
    detail:
      role === "lead"
        ? `${why}, so it loses the trick unless the other team's card is below the base too.`
        : `${why}, so it loses the trick.`,
  };
}

/** How a base orders the ranks, in a phrase for the phone. */
export function baseMeaning(base: Base): string {
  if (base === 1) return "1 is best, then 2, 3…";
  if (base === 50) return "50 is best, then 49, 48…";
  return `${base} is best, then ${base + 1}, ${base + 2}…; a rank below ${base} loses`;
}
