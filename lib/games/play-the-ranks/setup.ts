import { z } from "zod";
import { matchTargetPointsSchema } from "../trick-kit/scoring";
import { defaultFirstLead, FIRST_LEAD_RULES, firstLeadAllowed, type FirstLeadRule, type PlayTheRanksLevel } from "./numbers";

export { DEFAULT_TARGET_POINTS, defaultFirstLead, firstLeadAllowed, type FirstLeadRule, type PlayTheRanksLevel } from "./numbers";

/**
 * What the teacher picks for a Play the Ranks table.
 * - `level`: 3 or 4.
 * - `targetPoints`: "A team needs 15 points to win" (other totals: "Play for a different point total").
 * - `leadChoosesBase`: the Level 3 / Level 4 variation (the lead team names the base on each trick;
 *   in Level 4 the other team may "Change the Base").
 * - `firstLead`: who leads the first trick of a battle (the rules and their defaults: numbers.ts).
 */
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
