import { STATES, stateByCode } from "../../content/state-data";
import type { UsState } from "../../content/states";
import { exhaustiveSwitchError } from "./exhaustive";

/**
 * The 50 GeoPlunge state cards, read from content/states.json. A card is named by its postal code.
 * Ranks: statehood (order of admission), size (area rank, 1 = largest) and population (2020 Census
 * rank, 1 = most people); in each category every rank 1–50 appears exactly once.
 */
export type CardCode = string;

export const CATEGORIES = ["size", "statehood", "population"] as const;
export type Category = (typeof CATEGORIES)[number];

export const ALL_CARDS: readonly CardCode[] = Object.freeze(STATES.map((state) => state.code));

export function stateOf(code: CardCode): UsState {
  const state = stateByCode(code);
  if (!state) throw new Error(`No GeoPlunge card "${code}"`);
  return state;
}

export function cardName(code: CardCode): string {
  return stateOf(code).name;
}

export function rankOf(code: CardCode, category: Category): number {
  const state = stateOf(code);
  switch (category) {
    case "size":
      return state.area.rank;
    case "statehood":
      return state.statehood.rank;
    case "population":
      return state.population.rank;
    default:
      return exhaustiveSwitchError(category);
  }
}

/**
 * Border states as a GeoPlunge card prints them: the states sharing a border line plus the Four
 * Corners neighbours that touch only at a point (Utah's card lists New Mexico; Colorado's,
 * Arizona). The Border Zap needs this: Utah and Texas share only New Mexico, a corner neighbour.
 */
export function cardBorders(code: CardCode): CardCode[] {
  const state = stateOf(code);
  return [...new Set([...state.borders, ...state.cornerTouches])].sort();
}

/** What a phone shows of a card, in the order a GeoPlunge card prints it. */
export interface GeoCardView {
  code: CardCode;
  name: string;
  statehood: { rank: number; date: string; president: string | null };
  size: { rank: number; sqMi: number };
  population: { rank: number; census2020: number };
  capital: string;
  nickname: string;
  topCities: string[];
  flower: string;
  bird: string;
  /** Border states as printed on the card, by postal code; `cornerBorders` are those among them that only touch at the Four Corners. */
  borderStates: CardCode[];
  cornerBorders: CardCode[];
}

export function cardView(code: CardCode): GeoCardView {
  const state = stateOf(code);
  return {
    code: state.code,
    name: state.name,
    statehood: { rank: state.statehood.rank, date: state.statehood.date, president: state.statehood.president },
    size: { rank: state.area.rank, sqMi: state.area.sqMi },
    population: { rank: state.population.rank, census2020: state.population.census2020 },
    capital: state.capital,
    nickname: state.nickname,
    topCities: [...state.topCities],
    flower: state.flower,
    bird: state.bird,
    borderStates: cardBorders(code),
    cornerBorders: cardBorders(code).filter((border) => !state.borders.includes(border)),
  };
}

/** "Closer to 1": the card with the smaller statehood rank (ranks are unique, so never a tie). */
export function earlierStatehood(a: CardCode, b: CardCode): CardCode {
  return rankOf(a, "statehood") < rankOf(b, "statehood") ? a : b;
}

export function removeCard(cards: CardCode[], code: CardCode): CardCode[] {
  const index = cards.indexOf(code);
  if (index < 0) throw new Error(`${code} is not among the cards`);
  return [...cards.slice(0, index), ...cards.slice(index + 1)];
}

/** A played card as the board shows it: enough to follow the trick's explanation. */
export interface CardFace {
  code: CardCode;
  name: string;
  ranks: Record<Category, number>;
  /** Only where the game reads them (the Border Zap). */
  borderStates?: CardCode[];
}

export function cardFace(code: CardCode, options: { borders: boolean } = { borders: false }): CardFace {
  const face: CardFace = {
    code,
    name: cardName(code),
    ranks: { size: rankOf(code, "size"), statehood: rankOf(code, "statehood"), population: rankOf(code, "population") },
  };
  if (options.borders) face.borderStates = cardBorders(code);
  return face;
}

/**
 * A card drawn for the first lead and put back: the board names it and its statehood rank (why it
 * won the draw) but shows no card face, since the card is back in the deck and may now be anyone's.
 */
export interface DrawnCardView {
  teamId: string;
  card: CardCode;
  name: string;
  statehoodRank: number;
}

export function drawnCardView(teamId: string, card: CardCode): DrawnCardView {
  return { teamId, card, name: cardName(card), statehoodRank: rankOf(card, "statehood") };
}
