/**
 * City names as players say them. Census-style names ("Nashville-Davidson", "Urban Honolulu",
 * "Louisville/Jefferson County") become the everyday name; the official one stays an accepted answer.
 */
const EVERYDAY_NAMES: Readonly<Record<string, string>> = {
  "louisville/jefferson county": "Louisville",
  "louisville-jefferson county": "Louisville",
  "louisville jefferson county": "Louisville",
  "nashville-davidson": "Nashville",
  "nashville-davidson metropolitan government": "Nashville",
  "lexington-fayette": "Lexington",
  "augusta-richmond county": "Augusta",
  "athens-clarke county": "Athens",
  "macon-bibb county": "Macon",
  "columbus consolidated government": "Columbus",
  "urban honolulu": "Honolulu",
  "boise city": "Boise",
  "san buenaventura": "Ventura",
  "san buenaventura (ventura)": "Ventura",
  "anchorage municipality": "Anchorage",
};

/** Census suffixes are lower case ("Provo city"), unlike names such as "Salt Lake City". */
const CENSUS_SUFFIX = / (city|town|village|municipality|borough|CDP|consolidated government|unified government \(balance\)|metro government \(balance\)|\(balance\))$/;

export function everydayCityName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, " ");
  const known = EVERYDAY_NAMES[trimmed.toLowerCase()];
  if (known !== undefined) return known;
  const withoutSuffix = trimmed.replace(CENSUS_SUFFIX, "");
  return EVERYDAY_NAMES[withoutSuffix.toLowerCase()] ?? withoutSuffix;
}

const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/^St\.? /, "Saint "],
  [/^Saint /, "St. "],
  [/^Ft\.? /, "Fort "],
  [/^Fort /, "Ft. "],
  [/^Mt\.? /, "Mount "],
  [/^Mount /, "Mt. "],
];

/** Other spellings a player may type for the same city, without the city itself. */
export function cityNameVariants(raw: string): string[] {
  const everyday = everydayCityName(raw);
  const variants = new Set<string>();
  if (raw.trim() !== everyday) variants.add(raw.trim());
  for (const [pattern, replacement] of ABBREVIATIONS) {
    if (pattern.test(everyday)) variants.add(everyday.replace(pattern, replacement));
  }
  variants.delete(everyday);
  return [...variants];
}

export function sameCityName(a: string, b: string): boolean {
  return everydayCityName(a).toLowerCase() === everydayCityName(b).toLowerCase();
}

/** Lower-case ASCII slug for card ids: "St. Paul" → "st-paul". */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
