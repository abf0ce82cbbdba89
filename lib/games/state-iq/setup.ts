import { z } from "zod";
import { GEOPLUNGE_SECONDS } from "../combo3-kit/geoplunge-count";

export { GEOPLUNGE_SECONDS };

/**
 * State IQ is printed "(Level 3 and 4)" with one set of rules (SIQ-L4): the level is recorded and
 * shown, and both levels play alike.
 */
export const STATE_IQ_LEVELS = [3, 4] as const;
export type StateIqLevel = (typeof STATE_IQ_LEVELS)[number];

/** The most a guess may hold: no state's name is longer, and a longer text is no guess. */
export const GUESS_MAX_LENGTH = 60;

/**
 * What the teacher sets for a State IQ table:
 * - `level`: 3 (Combo 3's tournaments) or 4;
 * - `geoPlungeSeconds`: how long the dealer's count to five lasts (as in the other Combo 3 games).
 */
export const stateIqOptionsSchema = z
  .object({
    level: z.union([z.literal(3), z.literal(4)]).default(3),
    geoPlungeSeconds: z.number().int().min(GEOPLUNGE_SECONDS.min).max(GEOPLUNGE_SECONDS.max).default(GEOPLUNGE_SECONDS.default),
  })
  .strict();
export const stateIqSetupSchema = stateIqOptionsSchema;
export type StateIqSetup = z.infer<typeof stateIqSetupSchema>;
