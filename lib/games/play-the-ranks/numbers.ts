/*
 * Play the Ranks' levels, first-lead rules and numbers, with no schema: the engine and the screens both read them, and a phone that imports this
 * file downloads no validation library (`[PAGE-WEIGHT]`). The schema in setup.ts is built from these.
 */

import { MATCH_TARGET_POINTS } from "../trick-kit/score-rules";

/**
 * Who leads the first trick of a battle. "discards" (Level 3 Step 2: the turned discards decide,
 * every battle), "draw-then-alternate" (a statehood draw before the first battle, then alternate:
 * Level 4, and the variation the Level 3 excerpt prints), "draw-then-winner" (the other variation:
 * the winner of the previous battle leads). Default: "discards" for Level 3, "draw-then-alternate"
 * for Level 4 (which has no discard draw).
 */
export const FIRST_LEAD_RULES = ["discards", "draw-then-alternate", "draw-then-winner"] as const;
export type FirstLeadRule = (typeof FIRST_LEAD_RULES)[number];
export type PlayTheRanksLevel = 3 | 4;

export const DEFAULT_TARGET_POINTS = MATCH_TARGET_POINTS.default;

/** Level 4 has no discard draw, so the turned discards cannot decide its first lead. */
export function firstLeadAllowed(level: PlayTheRanksLevel, rule: FirstLeadRule): boolean {
  return !(level === 4 && rule === "discards");
}

/** The first-lead rule a level plays when the teacher names none (the session form starts on it too). */
export function defaultFirstLead(level: PlayTheRanksLevel): FirstLeadRule {
  return level === 3 ? "discards" : "draw-then-alternate";
}

/** A battle is 8 tricks. */
export const TRICKS_PER_BATTLE = 8;

/** Levels 3 and 4: the first base holds for tricks 1 to this, the second for the rest. */
export const LEVEL_FIRST_BASE_TRICKS = 4;
