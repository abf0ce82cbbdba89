/**
 * The U.S. Census Bureau's four regions and nine divisions ("Census Regions and Divisions of the
 * United States"). A classification, not geometry: tests/content/geo-states.test.ts checks that each
 * division is one connected block of neighbouring states on the Census outlines.
 */
export const CENSUS_DIVISIONS = {
  "New England": { region: "Northeast", states: ["CT", "ME", "MA", "NH", "RI", "VT"] },
  "Middle Atlantic": { region: "Northeast", states: ["NJ", "NY", "PA"] },
  "East North Central": { region: "Midwest", states: ["IL", "IN", "MI", "OH", "WI"] },
  "West North Central": { region: "Midwest", states: ["IA", "KS", "MN", "MO", "NE", "ND", "SD"] },
  "South Atlantic": { region: "South", states: ["DE", "FL", "GA", "MD", "NC", "SC", "VA", "WV"] },
  "East South Central": { region: "South", states: ["AL", "KY", "MS", "TN"] },
  "West South Central": { region: "South", states: ["AR", "LA", "OK", "TX"] },
  Mountain: { region: "West", states: ["AZ", "CO", "ID", "MT", "NV", "NM", "UT", "WY"] },
  Pacific: { region: "West", states: ["AK", "CA", "HI", "OR", "WA"] },
} as const;

export type CensusDivision = keyof typeof CENSUS_DIVISIONS;
export type CensusRegion = (typeof CENSUS_DIVISIONS)[CensusDivision]["region"];

export function censusDivisionOf(code: string): CensusDivision | null {
  for (const [division, { states }] of Object.entries(CENSUS_DIVISIONS)) {
    if ((states as readonly string[]).includes(code)) return division as CensusDivision;
  }
  return null;
}

export function censusRegionOf(code: string): CensusRegion | null {
  const division = censusDivisionOf(code);
  return division === null ? null : CENSUS_DIVISIONS[division].region;
}
