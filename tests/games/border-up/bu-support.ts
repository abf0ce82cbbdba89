import { borderUp, type BorderUpEvent, type BorderUpState } from "@/lib/games/border-up";
import { READY_SET_MS } from "@/lib/games/border-up/engine";
import type { CardCode } from "@/lib/games/trick-kit/cards";
import type { Pair, Side } from "@/lib/games/trick-kit/teams";
import { actorOf, BLUE, MODERATOR, RED, Table } from "../support";

export type BorderUpTable = Table<BorderUpState, BorderUpEvent>;

export function borderUpTable(setup: Record<string, unknown> = {}, seed = 1): BorderUpTable {
  return Table.start<BorderUpState, BorderUpEvent>(borderUp, setup, seed);
}

/** Both teams answer the count (GeoPlunging or not); the cards are dealt face-down. */
export function dealt(plunging: Pair<boolean> = [false, false], seed = 1): BorderUpTable {
  const table = borderUpTable({}, seed);
  table.run(RED, { type: plunging[0] ? "standUp" : "staySeated" });
  table.run(BLUE, { type: plunging[1] ? "standUp" : "staySeated" });
  return table;
}

/** Dealt, then turned at "GeoPlunge!" by the dealer's timer. */
export function racing(plunging: Pair<boolean> = [false, false], seed = 1): BorderUpTable {
  const table = dealt(plunging, seed);
  const phase = table.state.phase;
  if (phase.type !== "ready-set") throw new Error(phase.type);
  table.run(MODERATOR, { type: "revealCards" }, phase.revealAt);
  return table;
}

/** A race with these hands (18 cards each, disjoint): for the text's examples. */
export function riggedRace(hands: Pair<CardCode[]>, plunging: Pair<boolean> = [false, false]): BorderUpTable {
  const table = racing(plunging);
  table.state = { ...table.state, hands };
  return table;
}

/** Fills 18 cards: the given ones first, then others from the deck not used by `avoid`. */
export function handOf(cards: CardCode[], avoid: CardCode[], all: readonly CardCode[]): CardCode[] {
  const rest = all.filter((code) => !cards.includes(code) && !avoid.includes(code));
  return [...cards, ...rest.slice(0, 18 - cards.length)];
}

/** Places the groups' cards in order (group i, slot j) from the team's phones. */
export function build(table: BorderUpTable, side: Side, groups: CardCode[][], at?: number): void {
  groups.forEach((group, g) =>
    group.forEach((card, slot) => table.run(actorOf(side), { type: "place", card, group: g, slot }, at === undefined ? undefined : at)),
  );
}

export { READY_SET_MS };
