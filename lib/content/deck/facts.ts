import type { TimeZone, UsState } from "@/lib/content/states";
import { TIME_ZONES } from "@/lib/content/states";
import { everydayCityName, sameCityName } from "@/lib/content/deck/city-names";
import { roundArea, roundPopulation } from "@/lib/content/deck/spoken-numbers";
import { subjectName, type Subject } from "@/lib/content/deck/subjects";

/**
 * A clue is rendered from one structured fact; the solver checks the same fact against every candidate,
 * so "is this card answerable?" is decided by the data, not by the text.
 */
export type Fact =
  | { type: "statehoodYear"; year: number }
  | { type: "statehoodDecade"; decade: number }
  | { type: "statehoodRank"; rank: number }
  | { type: "originalThirteen" }
  | { type: "statehoodPresident"; president: string }
  | { type: "areaAbout"; sqMi: number }
  | { type: "areaRank"; rank: number }
  | { type: "areaBand"; band: "tenLargest" | "tenSmallest" }
  | { type: "populationAbout"; people: number }
  | { type: "populationRank"; rank: number }
  | { type: "populationBand"; band: PopulationBand }
  | { type: "populationChange"; percent: number }
  | { type: "waterShare"; percent: number }
  | { type: "electoralVotes"; votes: number }
  | { type: "cornerTouch"; code: string }
  | { type: "borderCount"; count: number }
  | { type: "borders"; code: string }
  | { type: "timeZoneCount"; count: number }
  | { type: "timeZones"; zones: TimeZone[] }
  | { type: "flower"; flower: string }
  | { type: "bird"; bird: string }
  | { type: "nickname"; nickname: string }
  | { type: "topCity"; city: string }
  | { type: "largestCity"; city: string }
  | { type: "capital"; city: string }
  | { type: "cityRank"; rank: number | null }
  | { type: "notCapital" }
  | { type: "nameWordCount"; count: number }
  | { type: "nameInitial"; letter: string }
  | { type: "inState"; code: string };

export type FactType = Fact["type"];

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
 * How few players know the fact (higher = harder). Ladders never go up this scale, so clue one is the
 * obscure one (admission details, ranks, votes, water) and clue six the giveaway (capital, the state itself).
 */
export const DIFFICULTY: Readonly<Record<FactType, number>> = {
  statehoodPresident: 9,
  areaAbout: 9,
  populationChange: 9,
  waterShare: 9,
  populationAbout: 8,
  areaRank: 8,
  areaBand: 6,
  populationBand: 7,
  populationRank: 8,
  electoralVotes: 8,
  statehoodYear: 7,
  statehoodDecade: 7,
  statehoodRank: 7,
  originalThirteen: 7,
  cornerTouch: 6,
  borderCount: 5,
  timeZoneCount: 5,
  flower: 4,
  cityRank: 4,
  notCapital: 4,
  bird: 3,
  timeZones: 3,
  nameWordCount: 3,
  borders: 2,
  topCity: 2,
  nickname: 1,
  largestCity: 1,
  nameInitial: 1,
  capital: 0,
  inState: 0,
};

export function factKey(fact: Fact): string {
  return JSON.stringify(fact);
}

/** Percent change 2010→2020, rounded to a whole percent. */
export function populationChangePercent(state: UsState): number {
  const change = (state.population.census2020 - state.population.census2010) / state.population.census2010;
  return Math.round(change * 100) + 0;
}

function statehoodYear(state: UsState): number {
  return Number(state.statehood.date.slice(0, 4));
}

function sameZones(a: readonly TimeZone[], b: readonly TimeZone[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((zone) => setB.has(zone));
}

function wordCount(name: string): number {
  return name.split(/[\s-]+/).filter(Boolean).length;
}

function initial(name: string): string {
  return name.normalize("NFKD").charAt(0).toUpperCase();
}

/** Is the fact true of this candidate according to the data? */
export function factHolds(fact: Fact, subject: Subject): boolean {
  const state = subject.state;
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
    case "flower":
      return state.flower.toLowerCase() === fact.flower.toLowerCase();
    case "bird":
      return state.bird.toLowerCase() === fact.bird.toLowerCase();
    case "nickname":
      return state.nickname.toLowerCase() === fact.nickname.toLowerCase();
    case "topCity":
      return state.topCities.slice(1).some((city) => sameCityName(city, fact.city));
    case "largestCity":
      return state.topCities[0] !== undefined && sameCityName(state.topCities[0], fact.city);
    case "capital":
      return sameCityName(state.capital, fact.city);
    case "cityRank":
      return subject.type !== "state" && subject.cityRank === fact.rank;
    case "notCapital":
      return subject.type !== "state" && !subject.isCapital;
    case "nameWordCount":
      return wordCount(subjectName(subject)) === fact.count;
    case "nameInitial":
      return initial(subjectName(subject)) === fact.letter;
    case "inState":
      return state.code === fact.code;
    default:
      return exhaustiveSwitchError(fact);
  }
}

/** Every true fact about the subject that a card of its kind may use. */
export function factsAbout(subject: Subject): Fact[] {
  const state = subject.state;
  const name = subjectName(subject);
  const facts: Fact[] = [
    { type: "statehoodYear", year: statehoodYear(state) },
    { type: "statehoodDecade", decade: Math.floor(statehoodYear(state) / 10) * 10 },
    { type: "statehoodRank", rank: state.statehood.rank },
    { type: "areaAbout", sqMi: roundArea(state.area.sqMi) },
    { type: "areaRank", rank: state.area.rank },
    { type: "populationAbout", people: roundPopulation(state.population.census2020) },
    { type: "populationRank", rank: state.population.rank },
    { type: "populationBand", band: populationBandOf(state.population.census2020) },
    { type: "populationChange", percent: populationChangePercent(state) },
    { type: "waterShare", percent: Math.round(state.area.waterPct) },
    { type: "electoralVotes", votes: state.electoralVotes },
    { type: "borderCount", count: state.borders.length },
    { type: "timeZoneCount", count: new Set(state.timeZones).size },
    { type: "timeZones", zones: TIME_ZONES.filter((zone) => state.timeZones.includes(zone)) },
    { type: "flower", flower: state.flower },
    { type: "bird", bird: state.bird },
    { type: "nickname", nickname: state.nickname },
    { type: "nameWordCount", count: wordCount(name) },
    { type: "nameInitial", letter: initial(name) },
  ];
  if (state.area.rank <= 10) facts.push({ type: "areaBand", band: "tenLargest" });
  if (state.area.rank > 40) facts.push({ type: "areaBand", band: "tenSmallest" });
  if (state.statehood.rank <= 13) facts.push({ type: "originalThirteen" });
  if (state.statehood.president !== null) {
    facts.push({ type: "statehoodPresident", president: state.statehood.president });
  }
  for (const code of state.cornerTouches) facts.push({ type: "cornerTouch", code });
  for (const code of state.borders) facts.push({ type: "borders", code });
  const largest = state.topCities[0];
  if (largest !== undefined) facts.push({ type: "largestCity", city: everydayCityName(largest) });

  if (subject.type === "state") {
    for (const city of state.topCities.slice(1)) facts.push({ type: "topCity", city: everydayCityName(city) });
    facts.push({ type: "capital", city: everydayCityName(state.capital) });
  } else {
    facts.push({ type: "cityRank", rank: subject.cityRank }, { type: "inState", code: state.code });
    if (subject.type === "city") {
      facts.push({ type: "capital", city: everydayCityName(state.capital) });
      if (!subject.isCapital) facts.push({ type: "notCapital" });
    }
  }
  return facts;
}
