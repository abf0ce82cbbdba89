import type { TimeZone, UsState } from "@/lib/content/states";
import { TIME_ZONES } from "@/lib/content/states";
import { everydayCityName, sameCityName } from "@/lib/content/deck/city-names";
import { roundArea, roundPopulation } from "@/lib/content/deck/spoken-numbers";
import { subjectName, type Subject } from "@/lib/content/deck/subjects";
import type { CuratedFacts, FactKind } from "@/lib/content/facts/schema";
import { censusDivisionOf, censusRegionOf, type CensusDivision, type CensusRegion } from "@/lib/content/geo/census-regions";
import {
  CITY_PARTS,
  COMPASS,
  cityPartTruth,
  DC_MILES,
  IN_STATE_MILES,
  NEAR_BORDER_MILES,
  withinMilesTruth,
  type CityPart,
  type Compass,
} from "@/lib/content/geo/city-places";
import { aboutTruth, kmToMiles, spokenDistance } from "@/lib/content/geo/geometry";
import { WATERS, type Extreme, type StatePlace, type Water } from "@/lib/content/geo/state-places";

/**
 * A clue is rendered from one structured fact; the solver checks the same fact against every candidate,
 * so "is this card answerable?" is decided by the data, not by the text.
 */
export type Fact =
  // From content/states.json
  | { type: "statehoodYear"; year: number }
  | { type: "statehoodDecade"; decade: number }
  | { type: "statehoodRank"; rank: number }
  | { type: "originalThirteen" }
  | { type: "statehoodPresident"; president: string }
  | { type: "areaAbout"; sqMi: number }
  | { type: "areaRank"; rank: number }
  | { type: "areaBand"; band: "tenLargest" | "tenSmallest" }
  | { type: "populationAbout"; people: number }
  | { type: "populationRank"; rank: number; census: boolean }
  | { type: "populationBand"; band: PopulationBand }
  | { type: "populationChange"; percent: number }
  | { type: "waterShare"; percent: number }
  | { type: "electoralVotes"; votes: number }
  | { type: "cornerTouch"; code: string }
  | { type: "borderCount"; count: number }
  | { type: "borders"; code: string }
  | { type: "timeZoneCount"; count: number }
  | { type: "timeZones"; zones: TimeZone[] }
  /** A state with a second zone in one small corner: said as "all of it … except that corner" (true of that state only). */
  | { type: "timeZoneExcept"; code: string; main: TimeZone; other: TimeZone; corner: string }
  | { type: "flower"; flower: string }
  | { type: "bird"; bird: string }
  | { type: "nickname"; nickname: string }
  | { type: "topCity"; city: string }
  | { type: "largestCity"; city: string }
  | { type: "capital"; city: string }
  | { type: "cityRank"; rank: number | null }
  | { type: "nameInitial"; letter: string }
  | { type: "inState"; code: string }
  // Curated facts (content/facts): the authors' sentence, true of exactly `holdsFor`
  | {
      type: "curated";
      id: string;
      text: string;
      kind: FactKind;
      difficulty: number;
      holdsFor: readonly string[];
      /** States whose membership is disputed: the fact is "cannot tell" for them. */
      disputed: readonly string[];
    }
  | { type: "cityCurated"; id: string; text: string; kind: FactKind; difficulty: number; holdsFor: readonly string[] }
  // Computed from the Census and Natural Earth outlines
  | { type: "coast"; water: Water }
  | { type: "bordersCountry"; country: "Canada" | "Mexico" }
  | { type: "surrounded" }
  | { type: "extreme"; extreme: Extreme }
  | { type: "rectangle" }
  | { type: "proportion"; wider: boolean }
  | { type: "region"; region: CensusRegion }
  | { type: "division"; division: CensusDivision }
  /** The outline on the board (with the city marked on city and capital cards): true of one subject. */
  | { type: "silhouette"; key: string; text: string }
  // Computed from the city's coordinates
  | { type: "cityPart"; part: CityPart }
  | { type: "nearBorder"; code: string }
  /** How far the state's centre (`of: "state"`) or the city (`of: "city"`) is from Washington, D.C. */
  | { type: "dcDistance"; of: "state" | "city"; miles: number }
  /** How far the state stretches north–south or east–west (the lower 48 only). */
  | { type: "extent"; axis: "northSouth" | "eastWest"; miles: number }
  /** A measure of the state within a range: broad facts, worded apart, for a ladder's first clues. */
  | { type: "band"; measure: BandMeasure; from: number; to: number | null }
  | { type: "capitalDistance"; miles: number }
  | { type: "largestDistance"; miles: number }
  | { type: "farthestOfTopFive"; direction: Compass };

export type FactType = Fact["type"];

/** The measures a band fact speaks of, and the ranges it uses. */
export const BANDS = {
  dcMiles: [0, 300, 600, 1000, 1500],
  northSouthMiles: [0, 200, 300, 400, 500],
  eastWestMiles: [0, 200, 300, 400, 500],
  areaSqMi: [0, 10_000, 50_000, 100_000],
  joinedYear: [1787, 1800, 1850, 1900],
  /** Latitude (° N) and longitude (° W) of the state's middle. */
  middleLatitude: [0, 35, 40, 45],
  middleLongitudeWest: [0, 80, 90, 100, 110],
} as const;
export type BandMeasure = keyof typeof BANDS;
/** How far from a range's edge a measured value must be for the fact to be stated (or ruled out). */
const BAND_MARGIN: Readonly<Record<BandMeasure, number>> = {
  dcMiles: 5,
  northSouthMiles: 3,
  eastWestMiles: 3,
  areaSqMi: 0,
  joinedYear: 0,
  middleLatitude: 0.3,
  middleLongitudeWest: 0.3,
};

function bandValue(measure: BandMeasure, subject: Subject): number | null {
  const place = subject.place;
  switch (measure) {
    case "dcMiles":
      return place?.dcMiles ?? null;
    case "northSouthMiles":
      return place === null ? null : extentMiles(place, "northSouth");
    case "eastWestMiles":
      return place === null ? null : extentMiles(place, "eastWest");
    case "areaSqMi":
      return subject.state.area.sqMi;
    case "joinedYear":
      return statehoodYear(subject.state);
    case "middleLatitude":
      return place?.centre[1] ?? null;
    case "middleLongitudeWest":
      return place === null ? null : -place.centre[0];
  }
}

function bandTruth(fact: { measure: BandMeasure; from: number; to: number | null }, subject: Subject): boolean | null {
  const value = bandValue(fact.measure, subject);
  if (value === null) return null;
  const margin = BAND_MARGIN[fact.measure];
  const edges = [fact.from, ...(fact.to === null ? [] : [fact.to])].filter((edge) => edge > 0);
  if (margin > 0 && edges.some((edge) => Math.abs(value - edge) < margin)) return null;
  const inRange = (miles: number) => miles >= fact.from && (fact.to === null || miles < fact.to);
  // A reach range must hold the figure the cards say too ("about 200 miles" is not "less than 200 miles").
  if ((fact.measure === "northSouthMiles" || fact.measure === "eastWestMiles") && inRange(spokenExtent(value)) !== inRange(value)) return null;
  return inRange(value);
}

function bandsOf(subject: Subject): Fact[] {
  const facts: Fact[] = [];
  for (const measure of Object.keys(BANDS) as BandMeasure[]) {
    const edges: readonly number[] = BANDS[measure];
    edges.forEach((from, index) => {
      const to = edges[index + 1] ?? null;
      const fact = { type: "band", measure, from, to } as const;
      if (bandTruth(fact, subject) === true) facts.push(fact);
    });
  }
  return facts;
}

/** Head-count brackets in millions, [from, to): loose enough that several states share each one. */
export const POPULATION_BANDS = [
  [0, 1],
  [1, 2],
  [2, 5],
  [5, 10],
  [10, Infinity],
] as const;
export type PopulationBand = (typeof POPULATION_BANDS)[number];

function populationBandOf(people: number): PopulationBand {
  const millions = people / 1_000_000;
  return POPULATION_BANDS.find(([from, to]) => millions >= from && millions < to) ?? POPULATION_BANDS[0];
}

export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

/**
 * How few players know the fact (higher = harder); curated facts carry their authors' rating. Ladders
 * never go up this scale, so clue one is the obscure one and clue six one most players know.
 */
export const DIFFICULTY: Readonly<Record<Exclude<FactType, "curated" | "cityCurated" | "extreme" | "coast" | "bordersCountry">, number>> = {
  statehoodPresident: 9,
  areaAbout: 9,
  populationChange: 9,
  waterShare: 9,
  populationAbout: 8,
  areaRank: 8,
  populationRank: 8,
  electoralVotes: 8,
  division: 7,
  populationBand: 7,
  statehoodYear: 7,
  statehoodDecade: 7,
  statehoodRank: 7,
  originalThirteen: 6,
  areaBand: 6,
  cornerTouch: 6,
  proportion: 6,
  region: 6,
  surrounded: 6,
  farthestOfTopFive: 6,
  borderCount: 5,
  timeZoneCount: 5,
  cityPart: 5,
  dcDistance: 7,
  band: 7,
  extent: 7,
  capitalDistance: 5,
  largestDistance: 5,
  flower: 4,
  cityRank: 4,
  rectangle: 4,
  nearBorder: 4,
  bird: 3,
  timeZones: 3,
  timeZoneExcept: 4,
  borders: 2,
  topCity: 2,
  silhouette: 2,
  nickname: 1,
  largestCity: 1,
  nameInitial: 1,
  capital: 0,
  inState: 0,
};

const COAST_DIFFICULTY: Readonly<Record<Water, number>> = { pacific: 3, atlantic: 4, gulf: 4, greatLakes: 4, arctic: 3 };
const EXTREME_DIFFICULTY: Readonly<Record<Extreme, number>> = { north: 2, south: 3, north48: 6, south48: 4, west48: 5, east48: 4 };

export function factDifficulty(fact: Fact): number {
  switch (fact.type) {
    case "curated":
    case "cityCurated":
      return fact.difficulty;
    case "coast":
      return COAST_DIFFICULTY[fact.water];
    case "bordersCountry":
      return fact.country === "Canada" ? 4 : 3;
    case "extreme":
      return EXTREME_DIFFICULTY[fact.extreme];
    case "division":
      return fact.division === "New England" ? 5 : DIFFICULTY.division;
    default:
      return DIFFICULTY[fact.type];
  }
}

/** A stable identity for a fact (the curated ones by id: their text is long). */
export function factKey(fact: Fact): string {
  switch (fact.type) {
    case "curated":
    case "cityCurated":
      return `${fact.type}:${fact.id}`;
    case "silhouette":
      return `silhouette:${fact.key}`;
    default:
      return JSON.stringify(fact);
  }
}

/** Facts a player can learn from ("known for"): the curated ones. */
export function isKnownFor(fact: Fact): boolean {
  return fact.type === "curated" || fact.type === "cityCurated";
}

/** Facts about the city itself: its curated facts, and where it lies (from its coordinates). */
export function isCityOwnFact(fact: Fact): boolean {
  return fact.type === "cityCurated" || isCoordinateFact(fact);
}

export function isCoordinateFact(fact: Fact): boolean {
  return (
    fact.type === "cityPart" ||
    fact.type === "nearBorder" ||
    fact.type === "capitalDistance" ||
    (fact.type === "dcDistance" && fact.of === "city") ||
    fact.type === "largestDistance" ||
    fact.type === "farthestOfTopFive"
  );
}

/** Percent change 2010→2020, rounded to a whole percent. */
export function populationChangePercent(state: UsState): number {
  const change = (state.population.census2020 - state.population.census2010) / state.population.census2010;
  return Math.round(change * 100) + 0;
}

function statehoodYear(state: UsState): number {
  return Number(state.statehood.date.slice(0, 4));
}

/**
 * States whose second time zone covers only a small corner (49 CFR Part 71; content/SOURCES.md, "Time
 * zones"). "My state is split between the Pacific and Mountain time zones" is true of Nevada only through
 * West Wendover, and a child reads it as half the state: these states say which corner instead, and get
 * neither the "split between" nor the "spans two time zones" clue.
 */
export const SMALL_TIME_ZONE_CORNERS: Readonly<Record<string, { main: TimeZone; other: TimeZone; corner: string }>> = {
  AK: { main: "Alaska", other: "Hawaii-Aleutian", corner: "the far western Aleutian Islands" },
  KS: { main: "Central", other: "Mountain", corner: "four counties on the Colorado line" },
  MI: { main: "Eastern", other: "Central", corner: "four Upper Peninsula counties on the Wisconsin line" },
  NV: { main: "Pacific", other: "Mountain", corner: "West Wendover, a small city on the Utah line" },
  OR: { main: "Pacific", other: "Mountain", corner: "most of one county on the Idaho line" },
  TX: { main: "Central", other: "Mountain", corner: "two far-western counties, El Paso and Hudspeth" },
};

function sameZones(a: readonly TimeZone[], b: readonly TimeZone[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((zone) => setB.has(zone));
}

function initial(name: string): string {
  return name.normalize("NFKD").charAt(0).toUpperCase();
}

/** "Almost a perfect rectangle": the outline fills this share of its bounding box (Colorado, Wyoming, Kansas). */
const RECTANGLE_AT_LEAST = 0.975;
/** Below this share the outline is plainly not a rectangle; between the two, the solver does not decide. */
const NOT_RECTANGLE_BELOW = 0.94;
/** "Wider than long" needs a clear difference: at least this ratio one way; within 1 ≤ ratio < this, unsure. */
const CLEARLY_WIDER = 1.15;

/**
 * A state's reach, one measure and one rounding on every card (the reach clue, the range clues, the
 * outline clue, "wider than long"): the widest true crossing of the Census outline (`crossingKm`), said to
 * the nearest 10 miles below 500 miles and to the nearest 50 miles from 500 miles on (so a figure that
 * matches a published one, such as Colorado's 277 or Alabama's 330, is said as 280 or 330, not moved to the
 * next 50). A reach clue is not used within `margin` miles of a rounding edge (the outlines are good to a
 * mile or two); the outline clue always says the figure, which is the same.
 */
export const EXTENT_ROUNDING = { smallStep: 10, largeStep: 50, largeFrom: 500, margin: 1.5 } as const;

/** The figure a card says for a reach (miles, as measured). */
export function spokenExtent(miles: number): number {
  const { smallStep, largeStep, largeFrom } = EXTENT_ROUNDING;
  return miles < largeFrom ? Math.round(miles / smallStep) * smallStep : Math.round(miles / largeStep) * largeStep;
}

export type ExtentAxis = "northSouth" | "eastWest";

/**
 * Reaches no card states (not in a reach clue, a range clue, the outline clue, nor "wider than long"),
 * because the figure a child would look up measures something else and differs from the single
 * meridian/parallel crossing by more than about 10 %. The solver cannot tell (null) for these. The same
 * table, with sources, is in content/SOURCES.md ("Reach figures not said").
 */
export const EXTENT_NOT_SAID: Readonly<Record<string, Partial<Record<ExtentAxis, string>>>> = {
  TX: {
    northSouth:
      "Texas Almanac: 801 miles is 'the longest straight-line distance in a general north-south direction' (Panhandle corner to below Brownsville), repeated on children's pages; one meridian crosses only about 586",
  },
  CA: {
    northSouth:
      "published 770-780 miles (Worldmark 'maximum N-S extension is 780 mi'; NetState-style '770 miles long') run along the tilted coast; one meridian crosses only about 560",
    eastWest:
      "published figures disagree: Worldmark 'about 350 mi E-W', but NetState, the state infobox and reference.com give 250, the figure most children will find (second reading, 2026-11-26)",
  },
  LA: {
    northSouth:
      "published figures disagree with each other and with the crossing (about 262): Worldmark 236 mi N-S; NetState '380 miles long and 130 miles wide'",
    eastWest: "published figures disagree with the crossing (about 305): Worldmark 237 mi E-W; NetState '130 miles wide'",
  },
  MI: {
    northSouth:
      "two peninsulas: published figures measure the Lower Peninsula (277 miles north to south) or the whole state along a diagonal; one meridian through both crosses about 346",
    eastWest:
      "two peninsulas: published figures measure the Lower Peninsula (195 miles east to west) or the whole state along a diagonal; the widest single parallel (Upper Peninsula) is about 295",
  },
  MD: {
    eastWest:
      "Maryland Geological Survey ('Maryland and Its Natural Resources'): 'extreme width of the State from east to west is 240 miles'; one parallel crosses only about 200",
  },
  AL: {
    eastWest:
      "published width 190 miles (state infobox, confirmed by the second reading); the widest parallel (near the Gulf) crosses about 206, said 'about 210', more than 10 % over",
  },
  HI: {
    northSouth: "the outline leaves out the Northwestern Hawaiian Islands; published figures measure the whole 1,500-mile chain",
    eastWest: "the outline leaves out the Northwestern Hawaiian Islands; published figures measure the whole 1,500-mile chain",
  },
};

/** Is this state's reach in this direction left off every card? */
export function extentNotSaid(code: string, axis: ExtentAxis): boolean {
  return EXTENT_NOT_SAID[code]?.[axis] !== undefined;
}

/** Is "about `said` miles" right for a reach of `miles`? Null within the margin of a rounding edge, or when not said. */
export function extentTruth(miles: number | null, said: number): boolean | null {
  if (miles === null) return null;
  const { margin } = EXTENT_ROUNDING;
  const edges = [miles - margin, miles + margin].map(spokenExtent);
  if (edges.some((edge) => edge !== spokenExtent(miles))) return null;
  return spokenExtent(miles) === said;
}

/**
 * North–south or east–west reach in miles (the widest crossing); null where no card says it
 * (`EXTENT_NOT_SAID`: Texas north–south, Hawaii…). Alaska's is measured but only said as a range ("more
 * than 500 miles"), not "about".
 */
export function extentMiles(place: StatePlace, axis: ExtentAxis): number | null {
  if (extentNotSaid(place.code, axis)) return null;
  return kmToMiles(place.crossingKm[axis]);
}

/** The figure every card says for a reach ("about N miles"), or null where none says it. */
export function spokenReach(place: StatePlace, axis: ExtentAxis): number | null {
  const miles = extentMiles(place, axis);
  return miles === null ? null : spokenExtent(miles);
}

function placeTruth(place: StatePlace | null, test: (place: StatePlace) => boolean | null): boolean | null {
  return place === null ? null : test(place);
}

function proportionTruth(place: StatePlace, wider: boolean): boolean | null {
  // Island states have no single outline to compare.
  if (place.code === "AK" || place.code === "HI") return null;
  // "Wider than long" reads the same two figures as the reach clues: not decided where one is not said.
  const eastWest = extentMiles(place, "eastWest");
  const northSouth = extentMiles(place, "northSouth");
  if (eastWest === null || northSouth === null) return null;
  const ratio = wider ? eastWest / northSouth : northSouth / eastWest;
  const [saidLong, saidShort] = wider ? [spokenExtent(eastWest), spokenExtent(northSouth)] : [spokenExtent(northSouth), spokenExtent(eastWest)];
  if (ratio >= CLEARLY_WIDER && saidLong > saidShort) return true;
  if (ratio <= 1) return false;
  return null;
}

function rectangleTruth(place: StatePlace): boolean | null {
  if (place.rectangularity >= RECTANGLE_AT_LEAST) return true;
  if (place.rectangularity < NOT_RECTANGLE_BELOW) return false;
  return null;
}

/**
 * Is the fact true of this candidate? `null` means the data cannot tell (a city within a margin of a
 * line): the solver keeps such a candidate in play, and a card never states such a fact.
 */
export function factTruth(fact: Fact, subject: Subject): boolean | null {
  const state = subject.state;
  const city = subject.type === "state" ? null : subject;
  switch (fact.type) {
    case "statehoodYear":
      return statehoodYear(state) === fact.year;
    case "statehoodDecade":
      return Math.floor(statehoodYear(state) / 10) * 10 === fact.decade;
    case "statehoodRank":
      return state.statehood.rank === fact.rank;
    case "originalThirteen":
      return state.statehood.rank <= 13;
    case "statehoodPresident":
      return state.statehood.president === fact.president;
    case "areaAbout":
      return roundArea(state.area.sqMi) === fact.sqMi;
    case "areaRank":
      return state.area.rank === fact.rank;
    case "areaBand":
      return fact.band === "tenLargest" ? state.area.rank <= 10 : state.area.rank > 40;
    case "populationAbout":
      return roundPopulation(state.population.census2020) === fact.people;
    case "populationRank":
      return state.population.rank === fact.rank;
    case "populationBand":
      return populationBandOf(state.population.census2020) === fact.band;
    case "populationChange":
      return populationChangePercent(state) === fact.percent;
    case "waterShare":
      return Math.round(state.area.waterPct) === fact.percent;
    case "electoralVotes":
      return state.electoralVotes === fact.votes;
    case "cornerTouch":
      return state.cornerTouches.includes(fact.code);
    case "borderCount":
      return state.borders.length === fact.count;
    case "borders":
      return state.borders.includes(fact.code);
    case "timeZoneCount":
      return new Set(state.timeZones).size === fact.count;
    case "timeZones":
      return sameZones(state.timeZones, fact.zones);
    case "timeZoneExcept":
      return state.code === fact.code;
    case "flower":
      return state.flower.toLowerCase() === fact.flower.toLowerCase();
    case "bird":
      return state.bird.toLowerCase() === fact.bird.toLowerCase();
    case "nickname":
      return state.nickname.toLowerCase() === fact.nickname.toLowerCase();
    case "topCity":
      return state.topCities.slice(1).some((name) => sameCityName(name, fact.city));
    case "largestCity":
      return state.topCities[0] !== undefined && sameCityName(state.topCities[0], fact.city);
    case "capital":
      return sameCityName(state.capital, fact.city);
    case "cityRank":
      return city !== null && city.cityRank === fact.rank;
    case "nameInitial":
      return initial(subjectName(subject)) === fact.letter;
    case "inState":
      return state.code === fact.code;
    case "curated":
      if (fact.holdsFor.includes(state.code)) return true;
      return fact.disputed.includes(state.code) ? null : false;
    case "cityCurated":
      return city !== null && fact.holdsFor.includes(city.key);
    case "coast":
      return placeTruth(subject.place, (place) => place.coasts.has(fact.water));
    case "bordersCountry":
      return placeTruth(subject.place, (place) => (fact.country === "Canada" ? place.bordersCanada : place.bordersMexico));
    case "surrounded":
      return placeTruth(subject.place, (place) => place.surrounded);
    case "extreme":
      return placeTruth(subject.place, (place) => place.extremes.has(fact.extreme));
    case "rectangle":
      return placeTruth(subject.place, rectangleTruth);
    case "proportion":
      return placeTruth(subject.place, (place) => proportionTruth(place, fact.wider));
    case "region":
      return censusRegionOf(state.code) === fact.region;
    case "division":
      return censusDivisionOf(state.code) === fact.division;
    case "silhouette":
      return subject.key === fact.key;
    case "cityPart":
      return city?.cityPlace ? cityPartTruth(city.cityPlace, fact.part) : city === null ? false : null;
    case "nearBorder":
      return city?.cityPlace ? withinMilesTruth(city.cityPlace.borderMiles.get(fact.code), NEAR_BORDER_MILES) : city === null ? false : null;
    case "capitalDistance":
      return city?.cityPlace ? aboutTruth(city.cityPlace.capitalMiles, fact.miles, IN_STATE_MILES) : city === null ? false : null;
    case "largestDistance":
      return city?.cityPlace ? aboutTruth(city.cityPlace.largestMiles, fact.miles, IN_STATE_MILES) : city === null ? false : null;
    case "dcDistance":
      if (fact.of === "state") return placeTruth(subject.place, (place) => aboutTruth(place.dcMiles, fact.miles, DC_MILES));
      return city?.cityPlace ? aboutTruth(city.cityPlace.dcMiles, fact.miles, DC_MILES) : city === null ? false : null;
    case "extent":
      return placeTruth(subject.place, (place) => extentTruth(extentMiles(place, fact.axis), fact.miles));
    case "band":
      return bandTruth(fact, subject);
    case "farthestOfTopFive":
      return city?.cityPlace ? city.cityPlace.farthestOfTopFive[fact.direction] : city === null ? false : null;
    default:
      return exhaustiveSwitchError(fact);
  }
}

/** The solver's question: is the candidate still possible after this clue (true, or cannot tell)? */
export function factAllows(fact: Fact, subject: Subject): boolean {
  return factTruth(fact, subject) !== false;
}

/**
 * The two neighbours in a ranking are within this share of each other: the rank could flip with a
 * recount or a boundary change, so the clue must name its census (population) or is not used (area).
 */
export const FRAGILE_RANK_MARGIN = 0.02;

function rankMargin(values: readonly number[], value: number): number {
  const sorted = [...values].sort((a, b) => b - a);
  const index = sorted.indexOf(value);
  const neighbours = [sorted[index - 1], sorted[index + 1]].filter((other): other is number => other !== undefined);
  return Math.min(...neighbours.map((other) => Math.abs(other - value) / Math.max(other, value)));
}

export type FactContext = {
  states: readonly UsState[];
  curated: CuratedFacts;
  /** The outline clue of a subject (text with its figures), or null when there is none. */
  silhouetteText: (subject: Subject) => string | null;
};

/** Every true fact about the subject that a card of its kind may use. */
export function factsAbout(subject: Subject, context: FactContext): Fact[] {
  const state = subject.state;
  const name = subjectName(subject);
  const populations = context.states.map((other) => other.population.census2020);
  const areas = context.states.map((other) => other.area.sqMi);
  const facts: Fact[] = [
    { type: "statehoodYear", year: statehoodYear(state) },
    { type: "statehoodDecade", decade: Math.floor(statehoodYear(state) / 10) * 10 },
    { type: "statehoodRank", rank: state.statehood.rank },
    { type: "areaAbout", sqMi: roundArea(state.area.sqMi) },
    { type: "populationAbout", people: roundPopulation(state.population.census2020) },
    {
      type: "populationRank",
      rank: state.population.rank,
      census: rankMargin(populations, state.population.census2020) < FRAGILE_RANK_MARGIN,
    },
    { type: "populationBand", band: populationBandOf(state.population.census2020) },
    { type: "populationChange", percent: populationChangePercent(state) },
    { type: "waterShare", percent: Math.round(state.area.waterPct) },
    { type: "electoralVotes", votes: state.electoralVotes },
    { type: "borderCount", count: state.borders.length },
    { type: "flower", flower: state.flower },
    { type: "bird", bird: state.bird },
    { type: "nickname", nickname: state.nickname },
    { type: "nameInitial", letter: initial(name) },
  ];
  const corner = SMALL_TIME_ZONE_CORNERS[state.code];
  if (corner === undefined) {
    facts.push(
      { type: "timeZoneCount", count: new Set(state.timeZones).size },
      { type: "timeZones", zones: TIME_ZONES.filter((zone) => state.timeZones.includes(zone)) },
    );
  } else facts.push({ type: "timeZoneExcept", code: state.code, ...corner });
  if (rankMargin(areas, state.area.sqMi) >= FRAGILE_RANK_MARGIN) facts.push({ type: "areaRank", rank: state.area.rank });
  if (state.area.rank <= 10) facts.push({ type: "areaBand", band: "tenLargest" });
  if (state.area.rank > 40) facts.push({ type: "areaBand", band: "tenSmallest" });
  if (state.statehood.rank <= 13) facts.push({ type: "originalThirteen" });
  if (state.statehood.president !== null) facts.push({ type: "statehoodPresident", president: state.statehood.president });
  for (const code of state.cornerTouches) facts.push({ type: "cornerTouch", code });
  for (const code of state.borders) facts.push({ type: "borders", code });
  const largest = state.topCities[0];
  if (largest !== undefined) facts.push({ type: "largestCity", city: everydayCityName(largest) });

  facts.push(...bandsOf(subject));
  const region = censusRegionOf(state.code);
  const division = censusDivisionOf(state.code);
  if (region !== null) facts.push({ type: "region", region });
  if (division !== null) facts.push({ type: "division", division });
  const place = subject.place;
  if (place !== null) {
    for (const water of WATERS) if (place.coasts.has(water)) facts.push({ type: "coast", water });
    if (place.bordersCanada) facts.push({ type: "bordersCountry", country: "Canada" });
    if (place.bordersMexico) facts.push({ type: "bordersCountry", country: "Mexico" });
    if (place.surrounded) facts.push({ type: "surrounded" });
    for (const extreme of place.extremes) facts.push({ type: "extreme", extreme });
    if (rectangleTruth(place) === true) facts.push({ type: "rectangle" });
    for (const wider of [true, false]) if (proportionTruth(place, wider) === true) facts.push({ type: "proportion", wider });
    const dcSaid = spokenDistance(place.dcMiles, DC_MILES);
    if (aboutTruth(place.dcMiles, dcSaid, DC_MILES) === true) facts.push({ type: "dcDistance", of: "state", miles: dcSaid });
    for (const axis of ["northSouth", "eastWest"] as const) {
      const miles = place.code === "AK" ? null : extentMiles(place, axis);
      const said = miles === null ? null : spokenReach(place, axis);
      if (said !== null && extentTruth(miles, said) === true) facts.push({ type: "extent", axis, miles: said });
    }
  }
  for (const curated of context.curated.stateFacts) {
    if (curated.holdsFor.includes(state.code)) {
      const { id, clue: text, kind, difficulty, holdsFor } = curated;
      facts.push({ type: "curated", id, text, kind, difficulty, holdsFor, disputed: Object.keys(curated.disputedMembers ?? {}) });
    }
  }
  const silhouette = context.silhouetteText(subject);
  if (silhouette !== null) facts.push({ type: "silhouette", key: subject.key, text: silhouette });

  if (subject.type === "state") {
    for (const city of state.topCities.slice(1)) facts.push({ type: "topCity", city: everydayCityName(city) });
    facts.push({ type: "capital", city: everydayCityName(state.capital) });
    return facts;
  }
  facts.push({ type: "cityRank", rank: subject.cityRank }, { type: "inState", code: state.code });
  if (subject.type === "city") facts.push({ type: "capital", city: everydayCityName(state.capital) });
  for (const curated of context.curated.cityFacts) {
    if (curated.holdsFor.includes(subject.key)) {
      const { id, clue: text, kind, difficulty, holdsFor } = curated;
      facts.push({ type: "cityCurated", id, text, kind, difficulty, holdsFor });
    }
  }
  const cityPlace = subject.cityPlace;
  if (cityPlace !== null) {
    for (const part of CITY_PARTS) if (cityPartTruth(cityPlace, part) === true) facts.push({ type: "cityPart", part });
    for (const [code, miles] of cityPlace.borderMiles) {
      if (withinMilesTruth(miles, NEAR_BORDER_MILES) === true) facts.push({ type: "nearBorder", code });
    }
    for (const [type, miles] of [
      ["capitalDistance", cityPlace.capitalMiles],
      ["largestDistance", cityPlace.largestMiles],
    ] as const) {
      const said = miles === null ? null : spokenDistance(miles, IN_STATE_MILES);
      if (said !== null && aboutTruth(miles, said, IN_STATE_MILES) === true) facts.push({ type, miles: said });
    }
    const dcSaid = spokenDistance(cityPlace.dcMiles, DC_MILES);
    if (aboutTruth(cityPlace.dcMiles, dcSaid, DC_MILES) === true) facts.push({ type: "dcDistance", of: "city", miles: dcSaid });
    for (const direction of COMPASS) if (cityPlace.farthestOfTopFive[direction] === true) facts.push({ type: "farthestOfTopFive", direction });
  }
  return facts;
}
