import { z } from "zod";
import clueCardsJson from "../../content/state-iq-clue-cards.json";
import { giveawayCheck } from "./deck/giveaway";
import { stateByCode } from "./state-data";
import type { UsState } from "./states";

/**
 * State IQ's 45 Clue cards (GeoPlunge Combo 3, Game 2): content/state-iq-clue-cards.json, a deck
 * designed as a ruling (content/STATE-IQ-CLUE-CARDS.md), validated here when it loads, and what
 * each option reveals of a hidden GeoPlunge card. Kept apart from the clue game's deck.
 */
export const CLUE_TYPES = ["A", "B", "C"] as const;
export type ClueType = (typeof CLUE_TYPES)[number];

/** The fields a GeoPlunge card shows; the deck must reach every one. */
export const GEO_CARD_FIELDS = [
  "borderStates",
  "capital",
  "topCities",
  "nickname",
  "flower",
  "bird",
  "statehoodDate",
  "statehoodRank",
  "patos",
  "sizeRank",
  "actualSize",
  "populationRank",
  "actualPopulation",
  "timeZones",
  "electoralVotes",
  "flag",
] as const;
export type GeoCardField = (typeof GEO_CARD_FIELDS)[number];

export const CLUE_OPTIONS = [
  "oneBorderState",
  "twoBorderStates",
  "capital",
  "largestCity",
  "oneTopCity",
  "nickname",
  "actualSize",
  "statehoodDate",
  "actualPopulation",
  "patos",
  "flower",
  "bird",
  "flag",
  "populationRank",
  "sizeRank",
  "statehoodRank",
  "electoralVotes",
  "timeZones",
  "borderCount",
] as const;
export type ClueOption = (typeof CLUE_OPTIONS)[number];

/**
 * What the clue-giving team picks within an option: which border states (postal codes) or which
 * top city (its name). Only Type A options carry a pick, since only the card's holder can make it.
 */
type PickKind = "borderStates" | "topCity" | null;

interface OptionSpec {
  label: string;
  type: ClueType;
  cardField: GeoCardField;
  /** Options reading the same thing (a state's size as a rank or in square miles) share a measure. */
  measure: string;
  pick: PickKind;
  pickCount: number;
}

const OPTION_SPECS: Readonly<Record<ClueOption, OptionSpec>> = {
  oneBorderState: { label: "1 border state", type: "A", cardField: "borderStates", measure: "borders", pick: "borderStates", pickCount: 1 },
  twoBorderStates: { label: "2 border states", type: "A", cardField: "borderStates", measure: "borders", pick: "borderStates", pickCount: 2 },
  capital: { label: "Capital", type: "A", cardField: "capital", measure: "capital", pick: null, pickCount: 0 },
  largestCity: { label: "Largest city", type: "A", cardField: "topCities", measure: "cities", pick: null, pickCount: 0 },
  oneTopCity: { label: "1 top city", type: "A", cardField: "topCities", measure: "cities", pick: "topCity", pickCount: 1 },
  nickname: { label: "Nickname", type: "A", cardField: "nickname", measure: "nickname", pick: null, pickCount: 0 },
  actualSize: { label: "Actual size", type: "B", cardField: "actualSize", measure: "size", pick: null, pickCount: 0 },
  statehoodDate: { label: "Date of statehood", type: "B", cardField: "statehoodDate", measure: "statehood", pick: null, pickCount: 0 },
  actualPopulation: { label: "Actual population", type: "B", cardField: "actualPopulation", measure: "population", pick: null, pickCount: 0 },
  patos: { label: "PATOS (President At Time Of Statehood)", type: "B", cardField: "patos", measure: "statehood", pick: null, pickCount: 0 },
  flower: { label: "State flower", type: "B", cardField: "flower", measure: "flower", pick: null, pickCount: 0 },
  bird: { label: "State bird", type: "B", cardField: "bird", measure: "bird", pick: null, pickCount: 0 },
  flag: { label: "State flag", type: "B", cardField: "flag", measure: "flag", pick: null, pickCount: 0 },
  populationRank: { label: "Population ranking", type: "C", cardField: "populationRank", measure: "population", pick: null, pickCount: 0 },
  sizeRank: { label: "Size ranking", type: "C", cardField: "sizeRank", measure: "size", pick: null, pickCount: 0 },
  statehoodRank: { label: "Statehood ranking", type: "C", cardField: "statehoodRank", measure: "statehood", pick: null, pickCount: 0 },
  electoralVotes: { label: "Electoral votes", type: "C", cardField: "electoralVotes", measure: "electoralVotes", pick: null, pickCount: 0 },
  timeZones: { label: "Time zones", type: "C", cardField: "timeZones", measure: "timeZones", pick: null, pickCount: 0 },
  borderCount: { label: "Number of border states", type: "C", cardField: "borderStates", measure: "borders", pick: null, pickCount: 0 },
};

export function clueOptionLabel(option: ClueOption): string {
  return OPTION_SPECS[option].label;
}

export function clueOptionType(option: ClueOption): ClueType {
  return OPTION_SPECS[option].type;
}

export function clueOptionField(option: ClueOption): GeoCardField {
  return OPTION_SPECS[option].cardField;
}

export function clueOptionMeasure(option: ClueOption): string {
  return OPTION_SPECS[option].measure;
}

/** True when the clue-giving team must choose within the option (which border state, which top city). */
export function optionNeedsPick(option: ClueOption): boolean {
  return OPTION_SPECS[option].pick !== null;
}

/** The option shows the state's flag picture: a game asks `flagClue` whether this state's flag may be shown. */
export function isFlagOption(option: ClueOption): boolean {
  return OPTION_SPECS[option].cardField === "flag";
}

const STATE_IQ_DECK_SIZE = 45;

const optionSchema = z.enum(CLUE_OPTIONS);

const clueCardSchema = z
  .object({
    id: z.string().regex(/^IQ\d{2}$/, "an id like IQ07"),
    a: z.array(optionSchema).min(1).max(2),
    b: z.array(optionSchema).length(2),
    c: optionSchema,
  })
  .strict()
  .superRefine((card, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    const sides = [
      ["a", card.a, "A"],
      ["b", card.b, "B"],
      ["c", [card.c], "C"],
    ] as const;
    for (const [side, options, type] of sides)
      options.forEach((option, index) => {
        if (clueOptionType(option) !== type)
          problem(
            side === "c" ? [side] : [side, index],
            `"${option}" is a Type ${clueOptionType(option)} option; a Type ${type} clue may not offer it`,
          );
      });
    if (new Set(card.a).size !== card.a.length) problem(["a"], "the Type A options must differ");
    const [lone] = card.a;
    if (card.a.length === 1 && lone !== undefined && !optionNeedsPick(lone))
      problem(["a"], "a lone Type A option must leave the clue-giving team a choice (a border state or a top city)");
    const [first, second] = card.b;
    if (first !== undefined && second !== undefined && clueOptionMeasure(first) === clueOptionMeasure(second))
      problem(["b"], "the two Type B options must read different things on the card");
    const measuresBefore = new Set([...card.a, ...card.b].map(clueOptionMeasure));
    if (measuresBefore.has(clueOptionMeasure(card.c)))
      problem(["c"], `the Type C clue "${card.c}" repeats what a Type A or B option on the same card reads`);
  });
export type StateIqClueCard = z.infer<typeof clueCardSchema>;

const clueDeckFileSchema = z
  .object({ about: z.string(), cards: z.array(clueCardSchema).length(STATE_IQ_DECK_SIZE) })
  .strict()
  .refine((deck) => new Set(deck.cards.map((card) => card.id)).size === deck.cards.length, "Clue card ids must be unique");

export function parseStateIqClueDeck(raw: unknown): StateIqClueCard[] {
  const result = clueDeckFileSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(deck)"}: ${issue.message}`);
    throw new Error(`content/state-iq-clue-cards.json is invalid:\n  ${problems.join("\n  ")}`);
  }
  return result.data.cards;
}

export const STATE_IQ_CLUE_CARDS: readonly StateIqClueCard[] = Object.freeze(parseStateIqClueDeck(clueCardsJson));

const cardsById = new Map(STATE_IQ_CLUE_CARDS.map((card) => [card.id, card]));

export function stateIqClueCard(id: string): StateIqClueCard {
  const card = cardsById.get(id);
  if (!card) throw new Error(`No State IQ Clue card "${id}"`);
  return card;
}

/** The options a card offers for one type of clue (Type C: its one field). */
export function cardOptions(card: StateIqClueCard, type: ClueType): readonly ClueOption[] {
  return type === "A" ? card.a : type === "B" ? card.b : [card.c];
}

// ─── What an option reveals of a hidden card ────────────────────────────────────────────────────

/** One thing the clue-giving team may show: the pick it makes (none for most options) and the text. */
export interface RevealChoice {
  pick: readonly string[];
  text: string;
}

/** Shown where a card's own word would name the hidden state, as the cut-out card hides the name. */
export const NAME_COVER = "■■■";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function longDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${String(day)}, ${String(year)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const namePatternsByState = new Map<string, { givesAway: (word: string) => boolean; wholeName: RegExp }>();

function namePatterns(state: UsState): { givesAway: (word: string) => boolean; wholeName: RegExp } {
  let patterns = namePatternsByState.get(state.code);
  if (!patterns) {
    patterns = {
      givesAway: giveawayCheck({ answer: state.name, alternatives: [], sourceState: state.code }),
      // The whole name first: "Rhode Island Red" must lose "Island" together with "Rhode".
      wholeName: new RegExp(`\\S*${state.name.split(/\s+/).map(escapeRegExp).join("\\s+")}\\S*`, "giu"),
    };
    namePatternsByState.set(state.code, patterns);
  }
  return patterns;
}

/**
 * Covers every word that would name the hidden state ("Oklahoma City" → "■■■ City", "Indianapolis"
 * → "■■■"). A fixed-width cover, so its length says nothing about the name.
 */
export function coverStateName(text: string, state: UsState): string {
  const { givesAway, wholeName } = namePatterns(state);
  const covered = text
    .replace(wholeName, NAME_COVER)
    .split(" ")
    .map((token) => (token !== NAME_COVER && givesAway(token) ? NAME_COVER : token))
    .join(" ");
  return covered.replace(new RegExp(`${NAME_COVER}(?:\\s+${NAME_COVER})+`, "gu"), NAME_COVER);
}

function stateNamed(code: string): UsState {
  const state = stateByCode(code);
  if (!state) throw new Error(`No state with postal code "${code}"`);
  return state;
}

/** Border states as the GeoPlunge card prints them: shared lines plus the Four Corners touches. */
function cardBorderCodes(state: UsState): string[] {
  return [...new Set([...state.borders, ...state.cornerTouches])].sort();
}

function borderName(state: UsState, neighbour: string): string {
  const name = stateNamed(neighbour).name;
  return state.cornerTouches.includes(neighbour) ? `${name} (at the Four Corners)` : name;
}

function listed(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const [first, ...rest] = items;
  if (first === undefined) return [];
  return [...subsetsOf(rest, size - 1).map((subset) => [first, ...subset]), ...subsetsOf(rest, size)];
}

function borderChoices(state: UsState, count: number): RevealChoice[] {
  const neighbours = cardBorderCodes(state);
  if (neighbours.length === 0) return [{ pick: [], text: "Borders: none (no other state touches it)" }];
  if (neighbours.length < count)
    return [{ pick: neighbours, text: `Borders: ${listed(neighbours.map((code) => borderName(state, code)))} (its only border state)` }];
  return subsetsOf(neighbours, count).map((pick) => ({
    pick,
    text: `Borders: ${listed([...pick].sort((x, y) => stateNamed(x).name.localeCompare(stateNamed(y).name)).map((code) => borderName(state, code)))}`,
  }));
}

function fixedText(state: UsState, option: ClueOption): string {
  const covered = (value: string) => coverStateName(value, state);
  switch (option) {
    case "capital":
      return `Capital: ${covered(state.capital)}`;
    case "largestCity":
      return `Largest city: ${covered(state.topCities[0] ?? "")}`;
    case "nickname":
      return `Nickname: ${covered(state.nickname)}`;
    case "flower":
      return `State flower: ${covered(state.flower)}`;
    case "bird":
      return `State bird: ${covered(state.bird)}`;
    case "statehoodDate":
      return `Statehood: ${longDate(state.statehood.date)}`;
    case "patos":
      return `PATOS: ${state.statehood.president ?? "none (a state before the first president took office)"}`;
    case "statehoodRank":
      return `Statehood ranking: ${String(state.statehood.rank)}`;
    case "sizeRank":
      return `Size ranking: ${String(state.area.rank)}`;
    case "actualSize":
      return `Actual size: ${state.area.sqMi.toLocaleString("en-US")} square miles`;
    case "populationRank":
      return `Population ranking: ${String(state.population.rank)}`;
    case "actualPopulation":
      return `Actual population: ${state.population.census2020.toLocaleString("en-US")} (2020 Census)`;
    case "timeZones":
      return `${state.timeZones.length === 1 ? "Time zone" : "Time zones"}: ${covered(listed(state.timeZones))}`;
    case "electoralVotes":
      return `Electoral votes: ${String(state.electoralVotes)}`;
    case "borderCount":
      return `Number of border states: ${String(cardBorderCodes(state).length)}`;
    case "flag":
      return "State flag: the picture alone, the rest of the card covered";
    case "oneBorderState":
    case "twoBorderStates":
    case "oneTopCity":
      throw new Error(`"${option}" needs the clue-giving team's pick`);
  }
}

/** Everything the clue-giving team may show for this option of this state's card (one entry when there is nothing to pick). */
export function revealChoices(code: string, option: ClueOption): RevealChoice[] {
  const state = stateNamed(code);
  const spec = OPTION_SPECS[option];
  if (spec.pick === "borderStates") return borderChoices(state, spec.pickCount);
  if (spec.pick === "topCity")
    return state.topCities.map((city) => ({ pick: [city], text: `Top city: ${coverStateName(city, state)}` }));
  return [{ pick: [], text: fixedText(state, option) }];
}

function samePick(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");
}

/**
 * The text the app shows for a state's card and an option, e.g. "Borders: Pennsylvania" or
 * "Statehood: December 7, 1787". `pick` is the clue-giving team's choice within the option (border
 * states by postal code, a top city by name), in any order; options without a choice take none.
 */
export function revealField(code: string, option: ClueOption, pick: readonly string[] = []): string {
  const choices = revealChoices(code, option);
  const chosen = choices.find((choice) => samePick(choice.pick, pick));
  if (chosen) return chosen.text;
  const state = stateNamed(code);
  if (!optionNeedsPick(option))
    throw new Error(`"${clueOptionLabel(option)}" has nothing to choose; reveal it for ${state.name} without a pick.`);
  const allowed = choices.map((choice) => choice.pick.join(" + ")).join("; ");
  throw new Error(`For ${state.name}, "${clueOptionLabel(option)}" needs the clue-giving team's pick, one of: ${allowed}.`);
}
