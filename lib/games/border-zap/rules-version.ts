import { z, type ZodObject, type ZodRawShape } from "zod";
import type { Prepared } from "../module";
import { prepareAsIs } from "../prepare";
import type { ZapRules } from "./battle";

/**
 * Which rules a Border Zap battle (standalone, or Combo 3's PTB) is played by, kept in the game's
 * setup so that a stored room replays to what it was played as:
 * - 1: the second team's first trade pick exchanged the cards and dealt Step 2 at once (rooms stored
 *   before this version have no `rulesVersion` and read as 1);
 * - 2: after the first trade each team looks at its 3 cards, the received one marked, and puts them
 *   face-down itself; Step 2 is dealt when both have (BZ-3.3).
 */
export const ZAP_RULES_VERSION = { before: 1, current: 2 } as const;

export const zapRulesVersionSchema = z.union([z.literal(ZAP_RULES_VERSION.before), z.literal(ZAP_RULES_VERSION.current)]).optional();
export type ZapRulesVersion = z.infer<typeof zapRulesVersionSchema>;

/** The battle's own rules for a setup's version: absent (a stored room) means the first version. */
export function zapRulesOf(version: ZapRulesVersion, holdBeforeTricks: boolean): ZapRules {
  // Version 1 battles store no flag at all, so their replay is the state they stored, field for field.
  return version === ZAP_RULES_VERSION.current ? { holdBeforeTricks, lookAfterFirstTrade: true } : { holdBeforeTricks };
}

/**
 * A new room's setup: the teacher's options (which cannot name a rules version) with the current
 * rules, so every game created from now on waits for the look while stored rooms keep theirs.
 */
export function prepareWithCurrentRules<Shape extends ZodRawShape>(
  optionsSchema: ZodObject<Shape>,
): (options: unknown) => Promise<Prepared<z.infer<ZodObject<Shape>> & { rulesVersion: typeof ZAP_RULES_VERSION.current }>> {
  const prepare = prepareAsIs(optionsSchema);
  return async (options) => {
    const prepared = await prepare(options);
    return prepared.ok ? { ok: true, setup: { ...prepared.setup, rulesVersion: ZAP_RULES_VERSION.current } } : prepared;
  };
}
