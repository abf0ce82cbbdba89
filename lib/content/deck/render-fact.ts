import { exhaustiveSwitchError, type Fact } from "@/lib/content/deck/facts";
import type { CityPart, Compass } from "@/lib/content/geo/city-places";
import type { Extreme, Water } from "@/lib/content/geo/state-places";
import type { GeneratedKind } from "@/lib/content/deck/subjects";
import { spokenCardinal, spokenOrdinal, spokenPopulation } from "@/lib/content/deck/spoken-numbers";

/** State cards speak as the state ("I joined…"); city cards speak as the city ("My state joined…"). */
type Voice = {
  kind: GeneratedKind;
  stateName: (code: string) => string;
  /** Every word of every state name, lower case, so "California gull" keeps its capital. */
  stateNameWords: ReadonlySet<string>;
};

function sizePhrase(rank: number, biggest: string, smallest: string): string {
  if (rank === 1) return `the ${biggest}`;
  if (rank === 50) return `the ${smallest}`;
  if (rank <= 25) return `the ${spokenOrdinal(rank)}-${biggest}`;
  return `the ${spokenOrdinal(51 - rank)}-${smallest}`;
}

function populationPhrase(rank: number): string {
  if (rank === 1) return "the most populous state";
  if (rank === 50) return "the least populous state";
  if (rank <= 25) return `the ${spokenOrdinal(rank)} most populous state`;
  return `the ${spokenOrdinal(51 - rank)} least populous state`;
}

const WATER_NAMES: Readonly<Record<Exclude<Water, "gulf" | "greatLakes">, string>> = {
  pacific: "the Pacific Ocean",
  atlantic: "the Atlantic Ocean",
  arctic: "the Arctic Ocean",
};

const EXTREME_PHRASES: Readonly<Record<Extreme, [subject: "all" | "48", direction: string]>> = {
  north: ["all", "north"],
  south: ["all", "south"],
  north48: ["48", "north"],
  south48: ["48", "south"],
  west48: ["48", "west"],
  east48: ["48", "east"],
};

const PART_ADJECTIVES: Readonly<Record<Exclude<CityPart, "middle">, string>> = {
  north: "northern",
  south: "southern",
  east: "eastern",
  west: "western",
  northeast: "northeastern",
  northwest: "northwestern",
  southeast: "southeastern",
  southwest: "southwestern",
};

function milesPhrase(miles: number): string {
  return miles === 0 ? "less than 15 miles" : `about ${miles} miles`;
}

const COMPASS_WORDS: Readonly<Record<Compass, string>> = { north: "north", south: "south", east: "east", west: "west" };

function withoutThe(name: string): string {
  return name.replace(/^the\s+/i, "");
}

/** Words that stay capitalised at the start of a bird or flower name ("California gull", "Indian paintbrush"). */
const PROPER_FIRST_WORDS = new Set(["american", "baltimore", "cherokee", "indian", "rocky", "hawaiian"]);

/**
 * The data writes common names in sentence case ("Northern cardinal"); mid-sentence the host says
 * "the northern cardinal". Names with other capitals ("Blue Hen chicken") or a proper first word stay as written.
 */
function commonName(name: string, stateNames: ReadonlySet<string>): string {
  const plain = withoutThe(name);
  const firstWord = plain.split(/[\s-]/)[0] ?? "";
  if (/\p{Lu}/u.test(plain.slice(1))) return plain;
  if (PROPER_FIRST_WORDS.has(firstWord.toLowerCase()) || stateNames.has(firstWord.toLowerCase())) return plain;
  return plain.charAt(0).toLowerCase() + plain.slice(1);
}

function zoneList(zones: readonly string[]): string {
  if (zones.length <= 2) return zones.join(" and ");
  return `${zones.slice(0, -1).join(", ")} and ${zones[zones.length - 1]}`;
}

/**
 * Can a curated state sentence stand on a city card? Only if it speaks of "my state" and has no other
 * first person ("I was the first state…" would make the city claim it).
 */
export function readsForCity(text: string): boolean {
  if (!/\bmy state\b/i.test(text)) return false;
  return !/\b(I|I'm|I've|I'd|me|my|mine|myself)\b/i.test(text.replace(/\bmy state('s)?\b/gi, ""));
}

/** The clue as a host reads it aloud: short, first person, numbers said the way people say them. */
export function renderFact(fact: Fact, voice: Voice): string {
  const isState = voice.kind === "state";
  const I = isState ? "I" : "My state";
  const am = isState ? "I am" : "My state is";
  const have = isState ? "I have" : "My state has";
  const my = isState ? "My" : "My state's";
  const me = isState ? "me" : "my state";
  switch (fact.type) {
    case "statehoodYear":
      return `${I} joined the Union in ${fact.year}.`;
    case "statehoodDecade":
      return `${I} joined the Union in the ${fact.decade}s.`;
    case "statehoodRank":
      return isState
        ? `I was the ${spokenOrdinal(fact.rank)} state to join the Union.`
        : `My state was the ${spokenOrdinal(fact.rank)} to join the Union.`;
    case "originalThirteen":
      return isState ? "I was one of the original thirteen states." : "My state was one of the original thirteen.";
    case "statehoodPresident":
      return `${fact.president} was president when ${isState ? "I became a state" : "my state joined the Union"}.`;
    case "areaAbout":
      return `${isState ? "I cover" : "My state covers"} about ${fact.sqMi.toLocaleString("en-US")} square miles.`;
    case "areaRank":
      return isState
        ? `I am ${sizePhrase(fact.rank, "largest", "smallest")} state by area.`
        : `My state is ${sizePhrase(fact.rank, "largest", "smallest")} by area.`;
    case "areaBand":
      return `${am} one of the ten ${fact.band === "tenLargest" ? "largest" : "smallest"} states by area.`;
    case "populationBand": {
      const [from, to] = fact.band;
      const live = isState ? "live in me" : "live in my state";
      if (from === 0) return `Fewer than 1 million people ${live}.`;
      if (to === Infinity) return `More than ${from} million people ${live}.`;
      return `Between ${from} and ${to} million people ${live}.`;
    }
    case "populationAbout":
      return `${am} home to about ${spokenPopulation(fact.people)} people.`;
    case "populationRank":
      return fact.census ? `${I} was ${populationPhrase(fact.rank)} in the 2020 Census.` : `${am} ${populationPhrase(fact.rank)}.`;
    case "populationChange": {
      const whose = isState ? "My" : "My state's";
      if (fact.percent === 0) return `${whose} population barely changed from 2010 to 2020.`;
      const direction = fact.percent > 0 ? "grew" : "shrank";
      return `${whose} population ${direction} by about ${Math.abs(fact.percent)} percent from 2010 to 2020.`;
    }
    case "waterShare": {
      const area = isState ? "my area" : "my state's area";
      return fact.percent === 0
        ? `Less than 1 percent of ${area} is water.`
        : `About ${fact.percent} percent of ${area} is water.`;
    }
    case "electoralVotes":
      return `${have} ${spokenCardinal(fact.votes)} electoral votes.`;
    case "cornerTouch":
      return `${isState ? "I touch" : "My state touches"} ${voice.stateName(fact.code)} only at a corner.`;
    case "borderCount": {
      const verb = isState ? "I border" : "My state borders";
      if (fact.count === 0) return `${verb} no other state.`;
      if (fact.count === 1) return `${verb} only one other state.`;
      return `${verb} ${spokenCardinal(fact.count)} other states.`;
    }
    case "borders":
      return isState
        ? `I share a border with ${voice.stateName(fact.code)}.`
        : `My state borders ${voice.stateName(fact.code)}.`;
    case "timeZoneCount":
      return fact.count === 1
        ? `${I} ${isState ? "lie" : "lies"} entirely within one time zone.`
        : `${I} ${isState ? "span" : "spans"} ${spokenCardinal(fact.count)} time zones.`;
    case "timeZones":
      return fact.zones.length === 1
        ? `All of ${me} is in the ${fact.zones[0]} Time Zone.`
        : `${am} split between the ${zoneList(fact.zones)} time zones.`;
    case "timeZoneExcept":
      return `All of ${me} is in the ${fact.main} Time Zone except ${fact.corner}, in the ${fact.other} Time Zone.`;
    case "flower":
      return `${isState ? "My state" : "My state's"} flower is the ${commonName(fact.flower, voice.stateNameWords)}.`;
    case "bird":
      return `${isState ? "My state" : "My state's"} bird is the ${commonName(fact.bird, voice.stateNameWords)}.`;
    case "nickname":
      return isState
        ? `People call me the ${withoutThe(fact.nickname)}.`
        : `My state is nicknamed the ${withoutThe(fact.nickname)}.`;
    case "topCity":
      return `${fact.city} was one of my five largest cities in the 2020 Census.`;
    case "largestCity":
      return `${my} largest city in the 2020 Census was ${fact.city}.`;
    case "capital":
      return `${my} capital is ${fact.city}.`;
    case "cityRank":
      if (fact.rank === null) return "I was not one of my state's five largest cities in the 2020 Census.";
      if (fact.rank === 1) return "I was the largest city in my state in the 2020 Census.";
      return `I was the ${spokenOrdinal(fact.rank)}-largest city in my state in the 2020 Census.`;
    case "nameInitial":
      return `My name begins with the letter ${fact.letter}.`;
    case "inState":
      return voice.kind === "capital"
        ? `I am the capital of ${voice.stateName(fact.code)}.`
        : `I am in ${voice.stateName(fact.code)}.`;
    case "curated":
    case "cityCurated":
    case "silhouette":
      return fact.text;
    case "coast":
      if (fact.water === "gulf") return `${am} one of the five Gulf Coast states.`;
      if (fact.water === "greatLakes") return `${isState ? "I touch" : "My state touches"} one of the Great Lakes.`;
      return `${have} a coast on ${WATER_NAMES[fact.water]}.`;
    case "bordersCountry":
      return `${isState ? "I share" : "My state shares"} a border with ${fact.country}.`;
    case "surrounded":
      return `Only other states touch ${me}: no ocean, no Great Lake, no other country.`;
    case "extreme": {
      const [group, direction] = EXTREME_PHRASES[fact.extreme];
      const reach = isState ? "I reach" : "My state reaches";
      return group === "all"
        ? `${reach} farther ${direction} than any other state.`
        : `Of the lower 48 states, ${isState ? "I reach" : "my state reaches"} farthest ${direction}.`;
    }
    case "rectangle":
      return `${isState ? "My" : "My state's"} outline is almost a perfect rectangle.`;
    case "proportion": {
      const [longer, shorter] = fact.wider ? ["wider from east to west", "long from north to south"] : ["longer from north to south", "wide from east to west"];
      return isState ? `I am ${longer} than I am ${shorter}.` : `My state is ${longer} than it is ${shorter}.`;
    }
    case "region":
      return `The Census Bureau counts ${me} in the ${fact.region}.`;
    case "division":
      return `The Census Bureau puts ${me} in its ${fact.division} division.`;
    case "cityPart":
      return fact.part === "middle" ? "I am near the middle of my state." : `I am in the ${PART_ADJECTIVES[fact.part]} part of my state.`;
    case "nearBorder":
      return `I am within 20 miles of my state's border with ${voice.stateName(fact.code)}.`;
    case "dcDistance": {
      const distance = fact.miles === 0 ? "less than 150 miles" : `about ${fact.miles.toLocaleString("en-US")} miles`;
      if (fact.of === "city") return `I am ${distance} from Washington, D.C.`;
      return `The middle of ${me} is ${distance} from Washington, D.C.`;
    }
    case "extent": {
      const stretch = isState ? "I stretch" : "My state stretches";
      return `${stretch} about ${fact.miles} miles from ${fact.axis === "northSouth" ? "north to south" : "east to west"}.`;
    }
    case "band": {
      const range = (unit: string) =>
        fact.to === null
          ? `more than ${fact.from.toLocaleString("en-US")} ${unit}`
          : fact.from === 0
            ? `less than ${fact.to.toLocaleString("en-US")} ${unit}`
            : `between ${fact.from.toLocaleString("en-US")} and ${fact.to.toLocaleString("en-US")} ${unit}`;
      switch (fact.measure) {
        case "dcMiles":
          return `The middle of ${me} is ${range("miles")} from Washington, D.C.`;
        case "northSouthMiles":
        case "eastWestMiles": {
          const direction = fact.measure === "northSouthMiles" ? "from north to south" : "from east to west";
          return `${isState ? "I stretch" : "My state stretches"} ${range("miles")} ${direction}.`;
        }
        case "areaSqMi":
          return `${isState ? "I cover" : "My state covers"} ${range("square miles")}.`;
        case "middleLatitude":
          if (fact.to === null) return `The middle of ${me} lies north of ${fact.from}° N latitude.`;
          if (fact.from === 0) return `The middle of ${me} lies south of ${fact.to}° N latitude.`;
          return `The middle of ${me} lies between ${fact.from}° N and ${fact.to}° N latitude.`;
        case "middleLongitudeWest":
          if (fact.to === null) return `The middle of ${me} lies west of ${fact.from}° W longitude.`;
          if (fact.from === 0) return `The middle of ${me} lies east of ${fact.to}° W longitude.`;
          return `The middle of ${me} lies between ${fact.from}° W and ${fact.to}° W longitude.`;
        case "joinedYear":
          if (fact.to === null) return `${I} joined the Union in ${fact.from} or later.`;
          if (fact.from === 1787) return `${I} joined the Union before ${fact.to}.`;
          return `${I} joined the Union between ${fact.from} and ${fact.to - 1}.`;
      }
      return exhaustiveSwitchError(fact.measure);
    }
    case "capitalDistance":
      return `I am ${milesPhrase(fact.miles)} from my state's capital.`;
    case "largestDistance":
      return `I am ${milesPhrase(fact.miles)} from my state's largest city.`;
    case "farthestOfTopFive":
      return `Of my state's five largest cities, I am the farthest ${COMPASS_WORDS[fact.direction]}.`;
    default:
      return exhaustiveSwitchError(fact);
  }
}
