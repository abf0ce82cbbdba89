import { exhaustiveSwitchError, type Fact } from "@/lib/content/deck/facts";
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
      return `${am} ${populationPhrase(fact.rank)}.`;
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
    case "flower":
      return `${isState ? "My state" : "My state's"} flower is the ${commonName(fact.flower, voice.stateNameWords)}.`;
    case "bird":
      return `${isState ? "My state" : "My state's"} bird is the ${commonName(fact.bird, voice.stateNameWords)}.`;
    case "nickname":
      return isState
        ? `People call me the ${withoutThe(fact.nickname)}.`
        : `My state is nicknamed the ${withoutThe(fact.nickname)}.`;
    case "topCity":
      return `${fact.city} is one of my five largest cities.`;
    case "largestCity":
      return `${my} largest city is ${fact.city}.`;
    case "capital":
      return `${my} capital is ${fact.city}.`;
    case "cityRank":
      if (fact.rank === null) return "I am not one of the five largest cities in my state.";
      if (fact.rank === 1) return "I am the largest city in my state.";
      return `I am the ${spokenOrdinal(fact.rank)}-largest city in my state.`;
    case "notCapital":
      return "I am not my state's capital.";
    case "nameWordCount":
      return fact.count === 1 ? "My name is a single word." : `My name has ${spokenCardinal(fact.count)} words.`;
    case "nameInitial":
      return `My name begins with the letter ${fact.letter}.`;
    case "inState":
      return voice.kind === "capital"
        ? `I am the capital of ${voice.stateName(fact.code)}.`
        : `I am in ${voice.stateName(fact.code)}.`;
    default:
      return exhaustiveSwitchError(fact);
  }
}
