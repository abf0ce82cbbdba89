import { z } from "zod";
import type { Pair, Side } from "./teams";
import { violation, type CardGameViolation } from "./violations";

/** Who wins a battle on tricks: more tricks, or on a tie the winner of the last trick. */
export function tricksWinner(won: Pair<number>, lastTrickWinner: Side): { winner: Side; byLastTrick: boolean } {
  if (won[0] > won[1]) return { winner: 0, byLastTrick: false };
  if (won[1] > won[0]) return { winner: 1, byLastTrick: false };
  return { winner: lastTrickWinner, byLastTrick: true };
}

/**
 * A correction moves at most this many points either way: a score slip, not a new match. The
 * console's adjust dialog reads the same numbers, so it never offers what the engine refuses.
 */
export const ADJUST_SCORE_LIMIT = 100;
export const ADJUST_REASON_MAX_LENGTH = 200;

/** How many points one correction moves: a whole number, up or down, never 0. */
export const adjustAmountSchema = z
  .number()
  .int()
  .min(-ADJUST_SCORE_LIMIT)
  .max(ADJUST_SCORE_LIMIT)
  .refine((amount) => amount !== 0, "the amount must not be 0");

/** Why the score changes: the log keeps it, so it may not be empty. */
export const adjustReasonSchema = z.string().trim().min(1, "say why the score changes").max(ADJUST_REASON_MAX_LENGTH);

/**
 * Points to win a match of battles (Play the Ranks, Border Zap): "A team needs 15 points to win",
 * or "a different point total" the teacher picks within these bounds. The session form reads them.
 */
export const MATCH_TARGET_POINTS = { min: 2, max: 60, default: 15 } as const;

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

export interface LedgerEntry {
  side: Side;
  amount: number;
  reason: string;
  kind: "battle" | "game" | "adjustment";
}

/** Scores never go below zero: a correction that would do so is refused. */
export function adjustmentProblem(points: number, amount: number, teamName: string): CardGameViolation | null {
  if (points + amount < 0) {
    return violation(
      "rule/invalid_adjustment",
      `${teamName} has ${points} points; a score cannot go below 0. Take away at most ${points}.`,
    );
  }
  return null;
}

/** The two teams' points, for the platform's standings. */
export function pairScores(teams: Pair<{ id: string }>, points: Pair<number>): { teamId: string; points: number }[] {
  return [
    { teamId: teams[0].id, points: points[0] },
    { teamId: teams[1].id, points: points[1] },
  ];
}
