import { z } from "zod";
import { zapRulesVersionSchema } from "../border-zap/rules-version";
import { GEOPLUNGE_SECONDS } from "../combo3-kit/geoplunge-count";
import { COMBO_VERSION_CHOICES, DEFAULT_COMBO_VERSION } from "./numbers";

/**
 * What the teacher (or the tournament) sets for a Combo 3 Game 4 table:
 * - `version`: "turned" (default: "turn the top Power card face-up. Whichever version is named at
 *   the bottom of the card is played"), or a fixed PTR1, PTR2 or PTB for practice;
 * - `previousWinner`: the id of the team that won the most recent game of the round, which leads
 *   the first trick; null when that game was a tie or none was played yet (then a statehood draw);
 * - `geoPlungeSeconds`: how long the dealer's count to five lasts;
 * - `rulesVersion`: the PTB rules the room was created with (`../border-zap/rules-version.ts`):
 *   not the teacher's choice, absent in rooms stored before it.
 */
export { DEFAULT_COMBO_VERSION, type ComboVersionChoice } from "./numbers";

/** The dealer's count to five lasts this many seconds by default; a teacher may give a class more or less time. */
export { GEOPLUNGE_SECONDS };

export const combo3Game4OptionsSchema = z
  .object({
    version: z.enum(COMBO_VERSION_CHOICES).default(DEFAULT_COMBO_VERSION),
    previousWinner: z.string().min(1).nullable().default(null),
    geoPlungeSeconds: z.number().int().min(GEOPLUNGE_SECONDS.min).max(GEOPLUNGE_SECONDS.max).default(GEOPLUNGE_SECONDS.default),
  })
  .strict();
export const combo3Game4SetupSchema = combo3Game4OptionsSchema.extend({ rulesVersion: zapRulesVersionSchema }).strict();
export type Combo3Game4Setup = z.infer<typeof combo3Game4SetupSchema>;
