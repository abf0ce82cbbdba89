import { z } from "zod";
import type { Pair, Side } from "./teams";
import { violation, type CardGameViolation } from "./violations";

/** Who wins a battle on tricks: more tricks, or on a tie the winner of the last trick. */
export function tricksWinner(won: Pair<number>, lastTrickWinner: Side): { winner: Side; byLastTrick: boolean } {
  if (won[0] > won[1]) return { winner: 0, byLastTrick: false };
  if (won[1] > won[0]) return { winner: 1, byLastTrick: false };
  return { winner: lastTrickWinner, byLastTrick: true };
}

/** A moderator's score correction (the one moderator command these games own). */
export const adjustScoreSchema = z
  .object({
    type: z.literal("adjustScore"),
    teamId: z.string().min(1),
    amount: z
      .number()
      .int()
      .min(-100)
      .max(100)
      .refine((amount) => amount !== 0, "the amount must not be 0"),
    reason: z.string().trim().min(1, "say why the score changes").max(200),
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
