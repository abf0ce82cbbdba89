import statesJson from "../../content/states.json";
import type { UsState } from "./states";

/**
 * The 50 state cards in statehood order. content/states.json is checked against its schema by the
 * content tests and when the server first loads its games, before any game is made or played
 * (`parseStates`, lib/content/states.ts, called by lib/games/registry.ts), so a bad edit fails
 * loudly naming the state and field. This module does not check it again: phones and boards import it, and the schema library would
 * otherwise come with it (`[PAGE-WEIGHT]`).
 */
export const STATES: readonly UsState[] = Object.freeze(
  [...(statesJson as unknown as UsState[])].sort((a, b) => a.statehood.rank - b.statehood.rank),
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
