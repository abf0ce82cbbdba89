import { z } from "zod";
import { MATCH_TARGET_POINTS, matchTargetPointsSchema } from "../trick-kit/scoring";

/**
 * What the teacher picks for a Play the Ranks table.
 * - `level`: 3 or 4.
 * - `targetPoints`: "A team needs 15 points to win" (other totals: "Play for a different point total").
 * - `leadChoosesBase`: the Level 3 / Level 4 variation (the lead team names the base on each trick;
 *   in Level 4 the other team may "Change the Base").
 * - `firstLead`: who leads the first trick of a battle. "discards" (Level 3 Step 2: the turned
 *   discards decide, every battle), "draw-then-alternate" (a statehood draw before the first battle,
 *   then alternate: Level 4, and the variation the Level 3 excerpt prints), "draw-then-winner" (the
 *   other variation: the winner of the previous battle leads). Default: "discards" for Level 3,
 *   "draw-then-alternate" for Level 4 (which has no discard draw).
 */
const FIRST_LEAD_RULES = ["discards", "draw-then-alternate", "draw-then-winner"] as const;
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

export const playTheRanksSetupSchema = z
  .object({
    level: z.union([z.literal(3), z.literal(4)]),
    targetPoints: matchTargetPointsSchema,
    leadChoosesBase: z.boolean().default(false),
    firstLead: z.enum(FIRST_LEAD_RULES).optional(),
  })
  .strict()
  .refine((setup) => setup.firstLead === undefined || firstLeadAllowed(setup.level, setup.firstLead), {
    message: "Level 4 decides the first lead by a draw: choose draw-then-alternate or draw-then-winner",
    path: ["firstLead"],
  })
  .transform((setup) => ({ ...setup, firstLead: setup.firstLead ?? defaultFirstLead(setup.level) }));

export interface PlayTheRanksSetup {
  level: PlayTheRanksLevel;
  targetPoints: number;
  leadChoosesBase: boolean;
  firstLead: FirstLeadRule;
}
