import statesJson from "../../content/states.json";
import { statesSchema, type UsState } from "./states";

/**
 * The 50 state cards, validated once at module load so that a bad edit to content/states.json
 * fails loudly at start-up (naming the state and field) rather than producing a wrong clue later.
 */
export function parseStates(raw: unknown): UsState[] {
  const result = statesSchema.safeParse(raw);
  if (result.success) return result.data;
  const rows: unknown[] = Array.isArray(raw) ? raw : [];
  const problems = result.error.issues.map((issue) => {
    const [index, ...field] = issue.path;
    const row = typeof index === "number" ? rows[index] : undefined;
    const stateName =
      row && typeof row === "object" && "name" in row && typeof row.name === "string" ? row.name : `#${String(index)}`;
    const where = index === undefined ? "the list" : `state ${stateName}`;
    const fieldPath = field.length > 0 ? field.map(String).join(".") : "(whole entry)";
    return `${where}, field ${fieldPath}: ${issue.message}`;
  });
  throw new Error(`content/states.json is invalid:\n  ${problems.join("\n  ")}`);
}

export const STATES: readonly UsState[] = Object.freeze(
  parseStates(statesJson).sort((a, b) => a.statehood.rank - b.statehood.rank),
);

export const STATE_CODES: readonly string[] = Object.freeze(STATES.map((state) => state.code));

const byCode = new Map(STATES.map((state) => [state.code, state]));
const byName = new Map(STATES.map((state) => [state.name.toLowerCase(), state]));

/** Looks a state up by its two-letter postal code (case-insensitive). */
export function stateByCode(code: string): UsState | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Looks a state up by its full name (case-insensitive, e.g. "new york"). */
export function stateByName(name: string): UsState | undefined {
  return byName.get(name.trim().toLowerCase());
}
