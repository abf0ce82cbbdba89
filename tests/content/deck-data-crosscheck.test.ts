import { describe, expect, it } from "vitest";
import { generateDeck } from "@/lib/content/deck/build-deck";
import { everydayCityName } from "@/lib/content/deck/city-names";
import type { Fact } from "@/lib/content/deck/facts";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES } from "@/lib/content/state-data";
import { CORNER_TOUCHES, STATE_TABLE, type TableRow } from "./state-table";

/**
 * Issue 21: every generated hard-data clue of the built deck (statehood, area and population ranks,
 * electoral votes, capital, largest city, nickname, flower, bird, borders, time zones) checked against an
 * independent table of the state data (./state-table.ts), so a wrong value in content/states.json fails.
 */

const CODES_IN_ORDER = [...STATE_TABLE.keys()];
/** Compared without case, a leading "the", spaces or hyphens ("Pasque flower" = "Pasqueflower"). */
const plain = (text: string) => text.toLowerCase().replace(/^the\s+/, "").replace(/[-\s]+/g, "");
const words = (list: string) => list.split(" ").filter(Boolean).sort();

function row(code: string): TableRow {
  const found = STATE_TABLE.get(code);
  if (found === undefined) throw new Error(`no table row for ${code}`);
  return found;
}

/** Is this structured fact true of the state by the independent table? Null: not a hard-data fact. */
function tableSays(fact: Fact, code: string): boolean | null {
  const state = row(code);
  const year = Number(state.admitted.slice(0, 4));
  const rank = CODES_IN_ORDER.indexOf(code) + 1;
  switch (fact.type) {
    case "statehoodYear":
      return fact.year === year;
    case "statehoodDecade":
      return fact.decade === Math.floor(year / 10) * 10;
    case "statehoodRank":
      return fact.rank === rank;
    case "originalThirteen":
      return rank <= 13;
    case "statehoodPresident":
      return state.president !== "" && fact.president.endsWith(` ${state.president}`);
    case "areaRank":
      return fact.rank === state.areaRank;
    case "areaBand":
      return fact.band === "tenLargest" ? state.areaRank <= 10 : state.areaRank > 40;
    case "populationRank":
      return fact.rank === state.populationRank;
    case "electoralVotes":
      return fact.votes === state.electoralVotes;
    case "borders":
      return words(state.borders).includes(fact.code);
    case "borderCount":
      return fact.count === words(state.borders).length;
    case "cornerTouch":
      return CORNER_TOUCHES.get(code) === fact.code;
    case "timeZoneCount":
      return fact.count === words(state.zones).length;
    case "timeZones":
      return words(fact.zones.join(" ")).join(" ") === words(state.zones).join(" ");
    case "timeZoneExcept":
      return words(`${fact.main} ${fact.other}`).join(" ") === words(state.zones).join(" ") && fact.code === code;
    case "flower":
      return plain(fact.flower) === plain(state.flower);
    case "bird":
      return plain(fact.bird) === plain(state.bird);
    case "nickname":
      return plain(fact.nickname) === plain(state.nickname);
    case "capital":
      return fact.city === state.capital;
    case "largestCity":
      return fact.city === state.largestCity;
    case "band":
      if (fact.measure !== "joinedYear") return null;
      return year >= fact.from && (fact.to === null || year < fact.to);
    default:
      return null;
  }
}

describe("[issue 21] generated hard-data clues against an independent table", () => {
  const build = generateDeck(STATES, builtInFacts(STATES));

  it("[DECK-DATA-1] every hard-data clue on every built card is true of its state by the independent table", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { card, facts } of build.cards) {
      facts.forEach((fact, index) => {
        const verdict = tableSays(fact, card.sourceState ?? "");
        if (verdict === null) return;
        checked += 1;
        if (!verdict) wrong.push(`${card.id} clue ${index + 1}: ${card.clues[index]}`);
      });
    }
    expect(wrong).toEqual([]);
    console.log(`[DECK-DATA-1] ${checked} hard-data clues checked`);
    expect(checked).toBeGreaterThan(400);
  });

  it("[DECK-DATA-2] content/states.json agrees with the independent table, field by field, for all 50 states", () => {
    const differences: string[] = [];
    const differ = (code: string, field: string, data: unknown, table: unknown) => {
      if (JSON.stringify(data) !== JSON.stringify(table)) differences.push(`${code} ${field}: data ${JSON.stringify(data)}, table ${JSON.stringify(table)}`);
    };
    expect(STATES.map((state) => state.code)).toEqual(CODES_IN_ORDER);
    for (const state of STATES) {
      const expected = row(state.code);
      differ(state.code, "statehood.date", state.statehood.date, expected.admitted);
      differ(state.code, "statehood.president", state.statehood.president === null ? "" : state.statehood.president.split(" ").at(-1), expected.president);
      differ(state.code, "area.rank", state.area.rank, expected.areaRank);
      differ(state.code, "population.rank", state.population.rank, expected.populationRank);
      differ(state.code, "electoralVotes", state.electoralVotes, expected.electoralVotes);
      differ(state.code, "capital", everydayCityName(state.capital), expected.capital);
      differ(state.code, "largest city", everydayCityName(state.topCities[0] ?? ""), expected.largestCity);
      differ(state.code, "nickname", plain(state.nickname), plain(expected.nickname));
      differ(state.code, "flower", plain(state.flower), plain(expected.flower));
      differ(state.code, "bird", plain(state.bird), plain(expected.bird));
      differ(state.code, "borders", [...state.borders].sort(), words(expected.borders));
      differ(state.code, "cornerTouches", state.cornerTouches, CORNER_TOUCHES.has(state.code) ? [CORNER_TOUCHES.get(state.code)] : []);
      differ(state.code, "timeZones", [...state.timeZones].sort(), words(expected.zones));
    }
    expect(differences).toEqual([]);
    expect([...STATE_TABLE.values()].reduce((sum, state) => sum + state.electoralVotes, 0)).toBe(535);
  });
});
