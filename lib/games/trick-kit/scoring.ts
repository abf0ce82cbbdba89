import { z } from "zod";
import { ADJUST_REASON_MAX_LENGTH, ADJUST_SCORE_LIMIT, MATCH_TARGET_POINTS } from "./score-rules";

/*
 * The schemas that check a score correction and a match's target at the door, from the numbers in
 * score-rules.ts. Screens import score-rules.ts, never this file (it brings zod to a phone).
 */
export * from "./score-rules";

/** How many points one correction moves: a whole number, up or down, never 0. */
export const adjustAmountSchema = z
  .number()
  .int()
  .min(-ADJUST_SCORE_LIMIT)
  .max(ADJUST_SCORE_LIMIT)
  .refine((amount) => amount !== 0, "the amount must not be 0");

/** Why the score changes: the log keeps it, so it may not be empty. */
export const adjustReasonSchema = z.string().trim().min(1, "say why the score changes").max(ADJUST_REASON_MAX_LENGTH);

export const matchTargetPointsSchema = z
  .number()
  .int()
  .min(MATCH_TARGET_POINTS.min)
  .max(MATCH_TARGET_POINTS.max)
  .default(MATCH_TARGET_POINTS.default);

/** A moderator's score correction (the one moderator command these games own). */
export const adjustScoreSchema = z
  .object({
    type: z.literal("adjustScore"),
    teamId: z.string().min(1),
    amount: adjustAmountSchema,
    reason: adjustReasonSchema,
  })
  .strict();
