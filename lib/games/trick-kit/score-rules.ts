import { sideOf, type Pair, type Side, type TableTeam } from "./teams";
import { violation, type CardGameViolation } from "./violations";

/*
 * The score rules the engines and the screens both read. No schema lives here: a phone or a board
 * that imports these must not download the validation library with them (`[PAGE-WEIGHT]`); the
 * schemas that check commands at the door are in scoring.ts, built from these same numbers.
 */

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

/** How many points one correction moves: a whole number, up or down, never 0 (what adjustAmountSchema accepts). */
export function isAdjustAmount(amount: unknown): amount is number {
  return Number.isSafeInteger(amount) && Math.abs(amount as number) <= ADJUST_SCORE_LIMIT && amount !== 0;
}

/** Why the score changes: the log keeps it, so it may not be empty (what adjustReasonSchema accepts). */
export function isAdjustReason(reason: unknown): reason is string {
  if (typeof reason !== "string") return false;
  const trimmed = reason.trim();
  return trimmed.length >= 1 && trimmed.length <= ADJUST_REASON_MAX_LENGTH;
}

/**
 * Points to win a match of battles (Play the Ranks, Border Zap): "A team needs 15 points to win",
 * or "a different point total" the teacher picks within these bounds. The session form reads them.
 */
export const MATCH_TARGET_POINTS = { min: 2, max: 60, default: 15 } as const;

export interface LedgerEntry {
  side: Side;
  amount: number;
  reason: string;
  kind: "battle" | "game" | "adjustment";
}

/** What a moderator's correction tells the screens: the team, the change, why, and its new total. */
export interface ScoreAdjusted {
  type: "scoreAdjusted";
  teamId: string;
  amount: number;
  reason: string;
  total: number;
}

/**
 * Books a correction already checked (`adjustmentProblem`, and the team is at this table) in the
 * table's ledger, and says what it did with the team's new total from `pointsOf`.
 */
export function bookAdjustment<State extends { teams: Pair<TableTeam>; adjustments: LedgerEntry[] }>(
  state: State,
  correction: { teamId: string; amount: number; reason: string },
  pointsOf: (state: State) => Pair<number>,
): ScoreAdjusted {
  const side = sideOf(state.teams, correction.teamId);
  if (side === null) throw new Error(`checked: team ${correction.teamId} is at this table`);
  state.adjustments.push({ side, amount: correction.amount, reason: correction.reason, kind: "adjustment" });
  return {
    type: "scoreAdjusted",
    teamId: correction.teamId,
    amount: correction.amount,
    reason: correction.reason,
    total: pointsOf(state)[side],
  };
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
