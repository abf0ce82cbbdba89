import {
  ADJUST_REASON_MAX_LENGTH,
  ADJUST_SCORE_LIMIT,
  adjustmentProblem,
  isAdjustAmount,
  isAdjustReason,
} from "@/lib/games/trick-kit/score-rules";
import type { ScoreAdjustment } from "../table-game";
import type { TableGameCommand } from "./moves";

/** The trick games' score correction: the engine's own schema and rule, so the dialog asks for exactly what the engine accepts. */
export const matchScoreAdjustment: ScoreAdjustment<TableGameCommand> = {
  amountLimit: ADJUST_SCORE_LIMIT,
  reasonMaxLength: ADJUST_REASON_MAX_LENGTH,
  problem: ({ points, amount, reason, teamName }) => {
    if (!isAdjustAmount(amount))
      return `The amount is a whole number from -${ADJUST_SCORE_LIMIT} to ${ADJUST_SCORE_LIMIT}, not 0 (use a minus sign to take points away).`;
    if (!isAdjustReason(reason))
      return `Say why the score changes, in up to ${ADJUST_REASON_MAX_LENGTH} characters: the log keeps the reason.`;
    return adjustmentProblem(points, amount, teamName)?.message ?? null;
  },
  command: ({ teamId, amount, reason }) => ({ type: "adjustScore", teamId, amount, reason }),
};
