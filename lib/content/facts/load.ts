import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { UsState } from "@/lib/content/states";
import { cityPoolKeys } from "@/lib/content/facts/city-pool";
import {
  cityFactFileSchema,
  sharedFactFileSchema,
  stateFactFileSchema,
  type CuratedCityFact,
  type CuratedFacts,
  type CuratedStateFact,
} from "@/lib/content/facts/schema";

/** Where the curated facts live, relative to the project. */
export const FACTS_DIR = "content/facts";

export type FactFile = { path: string; json: unknown };

/** Every problem in the fact files at once, each naming the file and, where there is one, the fact id. */
export class FactFilesError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `${FACTS_DIR} has ${problems.length} problem${problems.length === 1 ? "" : "s"} (fix the file named, then restart):\n  ${problems.join("\n  ")}`,
    );
    this.name = "FactFilesError";
  }
}

function zodProblems(file: string, raw: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = locate(raw, issue.path);
    const field = issue.path.map(String).join(".") || "(whole file)";
    return `${file}${where}, ${field}: ${issue.message}`;
  });
}

/** The id of the fact (or the city) a schema issue sits in, so the message can name it. */
function locate(raw: unknown, issuePath: readonly PropertyKey[]): string {
  let node: unknown = raw;
  let found = "";
  for (const key of issuePath) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[key];
    if (node !== null && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record.id === "string") found = `, fact ${record.id}`;
      else if (typeof record.city === "string") found = `, city ${record.city}`;
    }
  }
  return found;
}

const STATE_FILE = /^content\/facts\/states\/([A-Z]{2})\.json$/;
const CITY_FILE = /^content\/facts\/cities\/([A-Z]{2})\.json$/;
const SHARED_FILE = "content/facts/shared.json";

/**
 * Validates every fact file and returns the facts; throws {@link FactFilesError} listing every problem.
 * Pure: the files are passed in, so tests can feed fixtures.
 */
export function parseFactFiles(files: readonly FactFile[], states: readonly UsState[]): CuratedFacts {
  const problems: string[] = [];
  const codes = new Set(states.map((state) => state.code));
  const pool = cityPoolKeys(states);
  const stateFacts: CuratedStateFact[] = [];
  const cityFacts: CuratedCityFact[] = [];
  // State and city facts are separate in the deck, so an id must be unique among its own sort; a clash
  // between a state fact and a city fact is reported by tests/content/facts-files.test.ts instead.
  const idFiles = { state: new Map<string, string>(), city: new Map<string, string>() };

  const claimId = (file: string, id: string, sort: "state" | "city" = "state") => {
    const earlier = idFiles[sort].get(id);
    if (earlier !== undefined) problems.push(`${file}, fact ${id}: the id is already used in ${earlier}; ids are unique across all files`);
    else idFiles[sort].set(id, file);
  };
  const checkCodes = (file: string, id: string, holdsFor: readonly string[]) => {
    for (const code of holdsFor) if (!codes.has(code)) problems.push(`${file}, fact ${id}: holdsFor has ${code}, which is not one of the 50 states`);
    if (new Set(holdsFor).size !== holdsFor.length) problems.push(`${file}, fact ${id}: holdsFor lists a state twice`);
  };

  for (const { path: file, json } of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const stateMatch = STATE_FILE.exec(file);
    const cityMatch = CITY_FILE.exec(file);
    if (stateMatch !== null) {
      const parsed = stateFactFileSchema.safeParse(json);
      if (!parsed.success) {
        problems.push(...zodProblems(file, json, parsed.error));
        continue;
      }
      const code = stateMatch[1] ?? "";
      if (parsed.data.state !== code) problems.push(`${file}: "state" is ${parsed.data.state} but the file is named for ${code}`);
      if (!codes.has(code)) problems.push(`${file}: ${code} is not one of the 50 states`);
      for (const fact of parsed.data.facts) {
        claimId(file, fact.id);
        if (!fact.id.startsWith(`${code}-`)) problems.push(`${file}, fact ${fact.id}: the id must start with "${code}-"`);
        checkCodes(file, fact.id, fact.holdsFor);
        if (!fact.holdsFor.includes(code)) problems.push(`${file}, fact ${fact.id}: holdsFor must include ${code}, the state the file is about`);
        stateFacts.push({ ...fact, file });
      }
    } else if (file === SHARED_FILE) {
      const parsed = sharedFactFileSchema.safeParse(json);
      if (!parsed.success) {
        problems.push(...zodProblems(file, json, parsed.error));
        continue;
      }
      for (const fact of parsed.data.facts) {
        claimId(file, fact.id);
        if (!fact.id.startsWith("shared-")) problems.push(`${file}, fact ${fact.id}: a shared fact's id starts with "shared-"`);
        checkCodes(file, fact.id, fact.holdsFor);
        for (const code of fact.holdsFor) {
          if (fact.memberSources[code] === undefined) problems.push(`${file}, fact ${fact.id}: memberSources has no source for ${code}`);
        }
        for (const code of Object.keys(fact.memberSources)) {
          if (!fact.holdsFor.includes(code)) problems.push(`${file}, fact ${fact.id}: memberSources names ${code}, which is not in holdsFor`);
        }
        for (const code of Object.keys(fact.disputedMembers ?? {})) {
          if (!codes.has(code)) problems.push(`${file}, fact ${fact.id}: disputedMembers has ${code}, which is not one of the 50 states`);
          if (fact.holdsFor.includes(code)) problems.push(`${file}, fact ${fact.id}: ${code} is disputed, so it is left out of holdsFor`);
        }
        stateFacts.push({ ...fact, file });
      }
    } else if (cityMatch !== null) {
      const parsed = cityFactFileSchema.safeParse(json);
      if (!parsed.success) {
        problems.push(...zodProblems(file, json, parsed.error));
        continue;
      }
      const code = cityMatch[1] ?? "";
      if (parsed.data.state !== code) problems.push(`${file}: "state" is ${parsed.data.state} but the file is named for ${code}`);
      const seenCities = new Set<string>();
      for (const entry of parsed.data.cities) {
        const cityKey = `${entry.city}, ${code}`;
        if (!pool.has(cityKey)) {
          problems.push(`${file}, city ${entry.city}: not a capital or top-five city of ${code} as written in content/states.json`);
          continue;
        }
        if (seenCities.has(cityKey)) problems.push(`${file}, city ${entry.city}: listed twice; put all its facts in one entry`);
        seenCities.add(cityKey);
        for (const fact of entry.facts) {
          claimId(file, fact.id, "city");
          if (!fact.id.startsWith(`${code}-`)) problems.push(`${file}, fact ${fact.id}: the id must start with "${code}-"`);
          const holdsFor = fact.holdsFor ?? [cityKey];
          for (const key of holdsFor) {
            if (!pool.has(key)) problems.push(`${file}, fact ${fact.id}: holdsFor has "${key}", which is not a pool city ("City, ST" as in content/states.json)`);
          }
          if (new Set(holdsFor).size !== holdsFor.length) problems.push(`${file}, fact ${fact.id}: holdsFor lists a city twice`);
          if (!holdsFor.includes(cityKey)) problems.push(`${file}, fact ${fact.id}: holdsFor must include "${cityKey}", the city the fact is listed under`);
          cityFacts.push({ ...fact, holdsFor, cityKey, state: code, file });
        }
      }
    } else {
      problems.push(`${file}: not a fact file (expected ${FACTS_DIR}/states/<CODE>.json, ${SHARED_FILE} or ${FACTS_DIR}/cities/<CODE>.json)`);
    }
  }
  if (problems.length > 0) throw new FactFilesError(problems);
  return { stateFacts, cityFacts };
}

/** Reads every JSON file under content/facts (a file that is not valid JSON is reported by name). */
export function readFactFiles(projectDir: string): FactFile[] {
  const root = path.join(projectDir, FACTS_DIR);
  if (!fs.existsSync(root)) return [];
  const files: FactFile[] = [];
  const problems: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        const relative = path.relative(projectDir, full).split(path.sep).join("/");
        try {
          files.push({ path: relative, json: JSON.parse(fs.readFileSync(full, "utf8")) as unknown });
        } catch (error) {
          problems.push(`${relative}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    }
  };
  walk(root);
  if (problems.length > 0) throw new FactFilesError(problems);
  return files;
}

export function loadCuratedFacts(states: readonly UsState[], projectDir = process.cwd()): CuratedFacts {
  return parseFactFiles(readFactFiles(projectDir), states);
}
