import { cardBorders, cardName, type CardCode } from "../trick-kit/cards";

/**
 * BU-5's border data (the Ruling in docs/rules/border-up.md): the border states a GeoPlunge card
 * prints, which include the Four Corners neighbours that touch only at a point. The teams find their
 * groups by reading their cards, so the judge reads the same list they read; and the Border Zap uses
 * it too, so a class learns one list of neighbours.
 */
export function borders(a: CardCode, b: CardCode): boolean {
  return cardBorders(a).includes(b);
}

export type Trio = readonly [CardCode, CardCode, CardCode];

export interface GroupVerdict {
  right: boolean;
  /** Why, in a sentence the board shows under the group. */
  why: string;
}

/**
 * BU-5: a winning group, properly sorted, has in the middle a state that borders both others. When
 * all three border each other every card borders the other two, so any order passes, as the text says.
 */
export function judgeGroup(group: Trio): GroupVerdict {
  const [left, middle, right] = group;
  const name = cardName;
  if (borders(middle, left) && borders(middle, right)) {
    const all = borders(left, right);
    return {
      right: true,
      why: all
        ? `${name(left)}, ${name(middle)} and ${name(right)} all border each other.`
        : `${name(middle)} borders both ${name(left)} and ${name(right)}.`,
    };
  }
  const hub = [left, right].find((card) => group.every((other) => other === card || borders(card, other)));
  if (hub !== undefined) {
    return { right: false, why: `Not sorted: ${name(hub)} borders both others, so it belongs in the middle.` };
  }
  const missing = borders(middle, left) ? right : left;
  return { right: false, why: `Not a group: ${name(middle)} does not border ${name(missing)}, and no state here borders both others.` };
}

/** Whether some order of these three cards makes a winning group (for tests and the teaching examples). */
export function canGroup(cards: Trio): boolean {
  const [a, b, c] = cards;
  return judgeGroup([b, a, c]).right || judgeGroup([a, b, c]).right || judgeGroup([a, c, b]).right;
}
