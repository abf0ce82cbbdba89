import { describe, expect, it } from "vitest";
import statesJson from "@/content/states.json";
import { parseStates, statesSchema, TIME_ZONES, type TimeZone, type UsState } from "@/lib/content/states";
import { STATE_CODES, STATES, stateByCode, stateByName } from "@/lib/content/state-data";

/** The 50 USPS state codes, typed out independently of the data file. */
const USPS_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
  "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
  "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
];

/**
 * Date each president took office, Washington to Kennedy (independent of the data file).
 * Successions after a death use the date of death (the successor held office from then).
 */
const PRESIDENT_TERM_STARTS: readonly (readonly [string, string])[] = [
  ["1789-04-30", "George Washington"],
  ["1797-03-04", "John Adams"],
  ["1801-03-04", "Thomas Jefferson"],
  ["1809-03-04", "James Madison"],
  ["1817-03-04", "James Monroe"],
  ["1825-03-04", "John Quincy Adams"],
  ["1829-03-04", "Andrew Jackson"],
  ["1837-03-04", "Martin Van Buren"],
  ["1841-03-04", "William Henry Harrison"],
  ["1841-04-04", "John Tyler"],
  ["1845-03-04", "James K. Polk"],
  ["1849-03-04", "Zachary Taylor"],
  ["1850-07-09", "Millard Fillmore"],
  ["1853-03-04", "Franklin Pierce"],
  ["1857-03-04", "James Buchanan"],
  ["1861-03-04", "Abraham Lincoln"],
  ["1865-04-15", "Andrew Johnson"],
  ["1869-03-04", "Ulysses S. Grant"],
  ["1877-03-04", "Rutherford B. Hayes"],
  ["1881-03-04", "James A. Garfield"],
  ["1881-09-19", "Chester A. Arthur"],
  ["1885-03-04", "Grover Cleveland"],
  ["1889-03-04", "Benjamin Harrison"],
  ["1893-03-04", "Grover Cleveland"],
  ["1897-03-04", "William McKinley"],
  ["1901-09-14", "Theodore Roosevelt"],
  ["1909-03-04", "William Howard Taft"],
  ["1913-03-04", "Woodrow Wilson"],
  ["1921-03-04", "Warren G. Harding"],
  ["1923-08-02", "Calvin Coolidge"],
  ["1929-03-04", "Herbert Hoover"],
  ["1933-03-04", "Franklin D. Roosevelt"],
  ["1945-04-12", "Harry S. Truman"],
  ["1953-01-20", "Dwight D. Eisenhower"],
  ["1961-01-20", "John F. Kennedy"],
];

/** U.S. House seats from the 2020 Census apportionment (in force for the 2024 and 2028 elections). */
const HOUSE_SEATS_2020: Readonly<Record<string, number>> = {
  AL: 7, AK: 1, AZ: 9, AR: 4, CA: 52, CO: 8, CT: 5, DE: 1, FL: 28, GA: 14, HI: 2, ID: 2, IL: 17, IN: 9,
  IA: 4, KS: 4, KY: 6, LA: 6, ME: 2, MD: 8, MA: 9, MI: 13, MN: 8, MS: 4, MO: 8, MT: 2, NE: 3, NV: 4,
  NH: 2, NJ: 12, NM: 3, NY: 26, NC: 14, ND: 1, OH: 15, OK: 5, OR: 6, PA: 17, RI: 2, SC: 7, SD: 1, TN: 9,
  TX: 38, UT: 4, VT: 1, VA: 11, WA: 10, WV: 2, WI: 8, WY: 1,
};

/** Census resident population totals for the United States and for DC (published national figures). */
const US_RESIDENT_POPULATION = { census2010: 308_745_538, census2020: 331_449_281 } as const;
const DC_RESIDENT_POPULATION = { census2010: 601_723, census2020: 689_545 } as const;

/** Zones that meet along a line in the 50 states; a state spanning two zones must span one of these pairs. */
const NEIGHBOURING_ZONES: readonly (readonly [TimeZone, TimeZone])[] = [
  ["Eastern", "Central"],
  ["Central", "Mountain"],
  ["Mountain", "Pacific"],
  ["Alaska", "Hawaii-Aleutian"],
];

const FIRST_INAUGURATION = "1789-04-30";

function presidentOn(isoDate: string): string | null {
  let inOffice: string | null = null;
  for (const [start, president] of PRESIDENT_TERM_STARTS) if (start <= isoDate) inOffice = president;
  return inOffice;
}

function sortedRange(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

function must(code: string): UsState {
  const state = stateByCode(code);
  if (!state) throw new Error(`no state ${code}`);
  return state;
}

/** Huntington–Hill (method of equal proportions), the statutory House apportionment method since 1941. */
function apportionHouse(populations: ReadonlyMap<string, number>, seats: number): Map<string, number> {
  const result = new Map([...populations.keys()].map((code) => [code, 1]));
  for (let assigned = populations.size; assigned < seats; assigned++) {
    let bestCode = "";
    let bestPriority = -1;
    for (const [code, population] of populations) {
      const held = result.get(code) ?? 1;
      const priority = population / Math.sqrt(held * (held + 1));
      if (priority > bestPriority) [bestCode, bestPriority] = [code, priority];
    }
    result.set(bestCode, (result.get(bestCode) ?? 1) + 1);
  }
  return result;
}

describe("content/states.json", () => {
  it("[DATA-1] the raw file parses with the zod schema", () => {
    const parsed = statesSchema.safeParse(statesJson);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 5))).toBe(true);
  });

  it("[DATA-1] the loader rejects a broken entry and names the state and the field", () => {
    const broken = structuredClone(statesJson) as unknown as Record<string, unknown>[];
    const utah = broken.find((entry) => entry.name === "Utah");
    if (!utah) throw new Error("Utah missing from the data file");
    utah.electoralVotes = 0;
    expect(() => parseStates(broken)).toThrow(/Utah.*electoralVotes/);
    expect(() => parseStates(statesJson)).not.toThrow();
  });

  it("[DATA-2] has the 50 states: unique codes (exactly the USPS codes) and unique names", () => {
    expect(STATES).toHaveLength(50);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(50);
    expect([...STATE_CODES].sort()).toEqual([...USPS_STATE_CODES].sort());
  });

  it("[DATA-3] every rank field is a permutation of 1..50", () => {
    const rankFields: readonly ((s: UsState) => number)[] = [
      (s) => s.statehood.rank,
      (s) => s.area.rank,
      (s) => s.population.rank,
    ];
    for (const rankOf of rankFields) {
      expect(STATES.map(rankOf).sort((a, b) => a - b)).toEqual(sortedRange(50));
    }
  });

  it("[DATA-4] statehood ranks follow the admission dates, Delaware 1 to Hawaii 50", () => {
    const byDate = [...STATES].sort(
      (a, b) => a.statehood.date.localeCompare(b.statehood.date) || a.statehood.rank - b.statehood.rank,
    );
    expect(byDate.map((s) => s.statehood.rank)).toEqual(sortedRange(50));
    for (const s of STATES) expect(Number.isNaN(Date.parse(s.statehood.date)), s.name).toBe(false);
    expect(STATES[0]?.code).toBe("DE");
    expect(STATES[49]?.code).toBe("HI");
    expect(must("AK").statehood.rank).toBe(49);
    expect(STATES.map((s) => s.statehood.rank)).toEqual(sortedRange(50));
  });

  it("[DATA-5] the president is null before the first inauguration and otherwise the one in office that day", () => {
    for (const s of STATES) {
      const expected = s.statehood.date < FIRST_INAUGURATION ? null : presidentOn(s.statehood.date);
      expect(s.statehood.president, `${s.name} (${s.statehood.date})`).toBe(expected);
    }
    expect(STATES.filter((s) => s.statehood.president === null).map((s) => s.code)).toHaveLength(11);
  });

  it("[DATA-6] area rank matches total area, largest first (Alaska 1, Rhode Island 50); water share is plausible", () => {
    const byArea = [...STATES].sort((a, b) => b.area.sqMi - a.area.sqMi);
    expect(byArea.map((s) => s.area.rank)).toEqual(sortedRange(50));
    expect(new Set(STATES.map((s) => s.area.sqMi)).size).toBe(50);
    expect(byArea[0]?.code).toBe("AK");
    expect(byArea[49]?.code).toBe("RI");
    for (const s of STATES) {
      expect(Math.round(s.area.waterPct * 10) / 10, `${s.name} water % has one decimal`).toBe(s.area.waterPct);
      expect(s.area.waterPct, s.name).toBeLessThan(50);
    }
  });

  it("[DATA-7] population rank matches the 2020 census, largest first (California 1, Wyoming 50)", () => {
    const byPopulation = [...STATES].sort((a, b) => b.population.census2020 - a.population.census2020);
    expect(byPopulation.map((s) => s.population.rank)).toEqual(sortedRange(50));
    expect(byPopulation[0]?.code).toBe("CA");
    expect(byPopulation[49]?.code).toBe("WY");
  });

  it("[DATA-8] state populations add up to the U.S. total minus DC for each census", () => {
    const sum = (census: keyof typeof US_RESIDENT_POPULATION) =>
      STATES.reduce((total, s) => total + s.population[census], 0);
    expect(sum("census2010")).toBe(US_RESIDENT_POPULATION.census2010 - DC_RESIDENT_POPULATION.census2010);
    expect(sum("census2020")).toBe(US_RESIDENT_POPULATION.census2020 - DC_RESIDENT_POPULATION.census2020);
  });

  it("[DATA-8] no state changed by more than -5%..+25% between 2010 and 2020 (catches digit slips)", () => {
    for (const s of STATES) {
      const growth = s.population.census2020 / s.population.census2010;
      expect(growth, s.name).toBeGreaterThan(0.95);
      expect(growth, s.name).toBeLessThan(1.25);
    }
  });

  it("[DATA-9] electoral votes are House seats + 2, sum to 535 (538 with DC) and are at least 3", () => {
    expect(Object.values(HOUSE_SEATS_2020).reduce((a, b) => a + b, 0)).toBe(435);
    for (const s of STATES) expect(s.electoralVotes, s.name).toBe((HOUSE_SEATS_2020[s.code] ?? Number.NaN) + 2);
    expect(STATES.reduce((total, s) => total + s.electoralVotes, 0) + 3).toBe(538);
    expect(Math.min(...STATES.map((s) => s.electoralVotes))).toBe(3);
  });

  it("[DATA-9] apportioning 435 seats by equal proportions from the 2020 counts gives the same electoral votes", () => {
    // The official apportionment counts add overseas federal personnel to the resident counts;
    // for 2020 that changes no seat, so the resident counts stored here must reproduce it exactly.
    const seats = apportionHouse(new Map(STATES.map((s) => [s.code, s.population.census2020])), 435);
    for (const s of STATES) expect(s.electoralVotes, s.name).toBe((seats.get(s.code) ?? Number.NaN) + 2);
  });

  it("[DATA-10] borders are valid codes, sorted, symmetric, never the state itself, never a corner touch", () => {
    const known = new Set(STATE_CODES);
    for (const s of STATES) {
      expect(s.borders, s.name).toEqual([...s.borders].sort());
      expect(new Set(s.borders).size, s.name).toBe(s.borders.length);
      expect(s.borders, s.name).not.toContain(s.code);
      for (const neighbour of s.borders) {
        expect(known.has(neighbour), `${s.name} -> ${neighbour}`).toBe(true);
        expect(must(neighbour).borders, `${neighbour} should list ${s.code}`).toContain(s.code);
        expect(s.cornerTouches, s.name).not.toContain(neighbour);
      }
    }
    expect(must("AK").borders).toEqual([]);
    expect(must("HI").borders).toEqual([]);
    expect(must("TN").borders).toHaveLength(8);
    expect(must("MO").borders).toHaveLength(8);
    expect(must("ME").borders).toEqual(["NH"]);
  });

  it("[DATA-11] corner touches are exactly the Four Corners pairs AZ–CO and NM–UT", () => {
    const pairs = STATES.flatMap((s) => s.cornerTouches.map((other) => [s.code, other].sort().join("-")));
    expect([...new Set(pairs)].sort()).toEqual(["AZ-CO", "NM-UT"]);
    expect(pairs).toHaveLength(4);
  });

  it("[DATA-12] capitals, nicknames, symbols and top cities are present and top cities are distinct", () => {
    const capitals = new Set<string>();
    for (const s of STATES) {
      for (const text of [s.capital, s.nickname, s.flower, s.bird, ...s.topCities]) {
        expect(text.trim(), s.name).toBe(text);
        expect(text.length, s.name).toBeGreaterThan(0);
      }
      expect(new Set(s.topCities).size, s.name).toBe(5);
      capitals.add(`${s.capital}, ${s.code}`);
    }
    expect(capitals.size).toBe(50);
  });

  it("[DATA-13] time zones are known, not repeated, and only neighbouring zones share a state", () => {
    for (const s of STATES) {
      expect(new Set(s.timeZones).size, s.name).toBe(s.timeZones.length);
      for (const zone of s.timeZones) expect(TIME_ZONES, s.name).toContain(zone);
      expect(s.timeZones.length, s.name).toBeLessThanOrEqual(2);
      const [first, second] = s.timeZones;
      if (first && second) {
        const adjacent = NEIGHBOURING_ZONES.some(
          ([a, b]) => (a === first && b === second) || (a === second && b === first),
        );
        expect(adjacent, `${s.name}: ${first}/${second}`).toBe(true);
      }
      if (s.code !== "AK" && s.code !== "HI") {
        expect(s.timeZones, s.name).not.toContain("Alaska");
        expect(s.timeZones, s.name).not.toContain("Hawaii-Aleutian");
      }
    }
    expect(must("HI").timeZones).toEqual(["Hawaii-Aleutian"]);
    expect(must("AK").timeZones).toEqual(["Alaska", "Hawaii-Aleutian"]);
  });

  it("[DATA-13] bordering states are never more than one time-zone band apart", () => {
    // Zones run in north-south bands, so two bordering states are never more than one band apart.
    const band: Record<TimeZone, number> = {
      Eastern: 0, Central: 1, Mountain: 2, Pacific: 3, Alaska: 4, "Hawaii-Aleutian": 5,
    };
    for (const s of STATES) {
      for (const neighbour of s.borders) {
        const gap = Math.min(
          ...s.timeZones.flatMap((a) => must(neighbour).timeZones.map((b) => Math.abs(band[a] - band[b]))),
        );
        expect(gap, `${s.code}-${neighbour}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("[DATA-14] lookups find states by code or name (case-insensitive) and STATES is in statehood order", () => {
    expect(stateByCode("ut")?.name).toBe("Utah");
    expect(stateByName("new york")?.code).toBe("NY");
    expect(stateByName(" Hawaii ")?.statehood.rank).toBe(50);
    expect(stateByCode("DC")).toBeUndefined();
    expect(stateByName("Puerto Rico")).toBeUndefined();
    expect(STATE_CODES).toEqual(STATES.map((s) => s.code));
    for (const s of STATES) {
      expect(stateByCode(s.code)).toBe(s);
      expect(stateByName(s.name)).toBe(s);
    }
  });
});
