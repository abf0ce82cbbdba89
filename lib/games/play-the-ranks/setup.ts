import { z } from "zod";

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

export const DEFAULT_TARGET_POINTS = 15;

export const playTheRanksSetupSchema = z
  .object({
    level: z.union([z.literal(3), z.literal(4)]),
    targetPoints: z.number().int().min(2).max(60).default(DEFAULT_TARGET_POINTS),
    leadChoosesBase: z.boolean().default(false),
    firstLead: z.enum(FIRST_LEAD_RULES).optional(),
  })
  .strict()
  .refine((setup) => !(setup.level === 4 && setup.firstLead === "discards"), {
    message: "Level 4 decides the first lead by a draw: choose draw-then-alternate or draw-then-winner",
    path: ["firstLead"],
  })
  .transform((setup) => ({ ...setup, firstLead: setup.firstLead ?? (setup.level === 3 ? "discards" : "draw-then-alternate") }));

export interface PlayTheRanksSetup {
  level: 3 | 4;
  targetPoints: number;
  leadChoosesBase: boolean;
  firstLead: FirstLeadRule;
}
