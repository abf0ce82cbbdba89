import powerCardsJson from "../../../content/power-cards.json";
import { stateOf, type CardCode, type Category } from "./cards";
import { exhaustiveSwitchError } from "./exhaustive";

/**
 * The 15 Power cards (content/power-cards.json; the design is a ruling, see content/POWER-CARDS.md).
 * Each card carries every mark a rule reads: the left-corner base, a category, a Star Area (the
 * GeoStar of Play the Ranks Level 4), an A/B/C order (State IQ), a red or blue square (Chummy
 * Challenge) and the game version at the bottom (Combo 3, Game 4).
 */
export const BASES = [1, 10, 20, 30, 50] as const;
export type Base = (typeof BASES)[number];

export const STAR_AREAS = ["stateName", "capital", "postalCode", "nickname", "topCity1", "topCity2", "topCity3", "flower", "bird"] as const;
export type StarArea = (typeof STAR_AREAS)[number];

export const CLUE_ORDERS = ["ABC", "ACB", "BAC", "BCA", "CAB", "CBA"] as const;
export const SQUARES = ["red", "blue"] as const;
export const VERSIONS = ["PTR1", "PTR2", "PTB"] as const;
export type GameVersion = (typeof VERSIONS)[number];

/** A Power card with every mark a rule reads (checked against content/power-cards.json: power-card-schema.ts). */
export interface PowerCard {
  id: string;
  base: Base;
  category: Category;
  star: StarArea;
  order: (typeof CLUE_ORDERS)[number];
  square: (typeof SQUARES)[number];
  version: GameVersion;
}

/**
 * The deck as content/power-cards.json holds it. The server checks the file against its schema when
 * it first loads its games, before any game is made or played (`parsePowerDeck`, power-card-schema.ts, called by lib/games/registry.ts), and
 * so do the tests; this module does not check it again: phones and boards import it, and the schema
 * library would otherwise come with it (`[PAGE-WEIGHT]`).
 */
export const POWER_CARDS: readonly PowerCard[] = Object.freeze((powerCardsJson as unknown as { cards: PowerCard[] }).cards);
export const POWER_CARD_IDS: readonly string[] = Object.freeze(POWER_CARDS.map((card) => card.id));

const byId = new Map(POWER_CARDS.map((card) => [card.id, card]));

export function powerCard(id: string): PowerCard {
  const card = byId.get(id);
  if (!card) throw new Error(`No Power card "${id}"`);
  return card;
}

/** How a Star Area reads in a sentence: "the capital", "the second top city". */
export function starLabel(star: StarArea): string {
  switch (star) {
    case "stateName":
      return "state name";
    case "capital":
      return "capital";
    case "postalCode":
      return "postal code";
    case "nickname":
      return "nickname";
    case "topCity1":
      return "first top city";
    case "topCity2":
      return "second top city";
    case "topCity3":
      return "third top city";
    case "flower":
      return "state flower";
    case "bird":
      return "state bird";
    default:
      return exhaustiveSwitchError(star);
  }
}

/** The GeoStar a lead team announces for its state (Play the Ranks Level 4, Step 7). */
export function geoStarOf(star: StarArea, code: CardCode): string {
  const state = stateOf(code);
  switch (star) {
    case "stateName":
      return state.name;
    case "capital":
      return state.capital;
    case "postalCode":
      return state.code;
    case "nickname":
      return state.nickname;
    case "topCity1":
      return state.topCities[0] ?? "";
    case "topCity2":
      return state.topCities[1] ?? "";
    case "topCity3":
      return state.topCities[2] ?? "";
    case "flower":
      return state.flower;
    case "bird":
      return state.bird;
    default:
      return exhaustiveSwitchError(star);
  }
}

/** What a screen shows of a face-up Power card. */
export interface PowerCardView {
  id: string;
  base: Base;
  category: Category;
  star: StarArea;
  starLabel: string;
  order: (typeof CLUE_ORDERS)[number];
  square: (typeof SQUARES)[number];
  version: GameVersion;
}

export function powerCardView(id: string): PowerCardView {
  const card = powerCard(id);
  return { ...card, starLabel: starLabel(card.star) };
}
