import { z } from "zod";
import { GEOPLUNGE_SECONDS } from "../combo3-game4/setup";

/**
 * What the teacher sets for a Border-Up table: how long the dealer's count to five lasts (the same
 * bounds as Combo 3's Game 4, so a class hears one count in both games).
 */
export { GEOPLUNGE_SECONDS };

export const borderUpOptionsSchema = z
  .object({
    geoPlungeSeconds: z.number().int().min(GEOPLUNGE_SECONDS.min).max(GEOPLUNGE_SECONDS.max).default(GEOPLUNGE_SECONDS.default),
  })
  .strict();
export const borderUpSetupSchema = borderUpOptionsSchema;
export type BorderUpSetup = z.infer<typeof borderUpSetupSchema>;
