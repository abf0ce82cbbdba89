import { z } from "zod";
import { GEOPLUNGE_SECONDS } from "../combo3-game4/setup";
import { REVEAL_SECONDS } from "./numbers";

export { GEOPLUNGE_SECONDS, REVEAL_SECONDS };

/**
 * What the teacher sets for a Dashing States table:
 * - `geoPlungeSeconds`: how long the dealer's count to five lasts before race 1 (as in Game 4);
 * - `revealSeconds`: from a race's deal to "Ready, Set, GeoPlunge!".
 */
export const dashingOptionsSchema = z
  .object({
    geoPlungeSeconds: z.number().int().min(GEOPLUNGE_SECONDS.min).max(GEOPLUNGE_SECONDS.max).default(GEOPLUNGE_SECONDS.default),
    revealSeconds: z.number().int().min(REVEAL_SECONDS.min).max(REVEAL_SECONDS.max).default(REVEAL_SECONDS.default),
  })
  .strict();
export const dashingSetupSchema = dashingOptionsSchema;
export type DashingSetup = z.infer<typeof dashingSetupSchema>;
