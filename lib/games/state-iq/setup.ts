import { z } from "zod";
import { GEOPLUNGE_SECONDS } from "../combo3-kit/geoplunge-count";

export { GUESS_MAX_LENGTH, STATE_IQ_LEVELS, type StateIqLevel } from "./numbers";
export { GEOPLUNGE_SECONDS };

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
