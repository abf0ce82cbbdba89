/** Stable codes for rejected commands; screens may key on the code, people read the message. */
export const VIOLATION_CODES = [
  "rule/invalid_command",
  "rule/invalid_setup",
  "rule/moderator_only",
  "rule/unknown_team",
  "rule/not_your_team",
  "rule/not_your_turn",
  "rule/wrong_phase",
  "rule/game_over",
  "rule/answer_pending",
  "rule/no_answer_to_judge",
  "rule/no_more_clues",
  "rule/must_answer",
  "rule/clue_not_repeatable",
  "rule/sale_closed",
  "rule/sale_blocked",
  "rule/own_card",
  "rule/already_offered",
  "rule/no_such_offer",
  "rule/insufficient_points",
  "rule/invalid_bid",
  "rule/opponent_required",
  "rule/invalid_opponent",
  "rule/card_not_held",
  "rule/card_not_playable_now",
  "rule/already_armed",
  "rule/cannot_skip_now",
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

export interface Violation {
  code: ViolationCode;
  message: string;
  /** "overtaken": right when the screen showed it, but the game moved on (see GameViolation). */
  kind: "rule" | "overtaken";
}

/** Refusals that mean the game moved on since the screen was drawn (another team or the moderator acted first). */
const OVERTAKEN: ReadonlySet<ViolationCode> = new Set([
  "rule/not_your_turn",
  "rule/wrong_phase",
  "rule/answer_pending",
  "rule/no_answer_to_judge",
  "rule/already_offered",
  "rule/no_such_offer",
  "rule/game_over",
]);

export function violation(code: ViolationCode, message: string): Violation {
  return { code, message, kind: OVERTAKEN.has(code) ? "overtaken" : "rule" };
}
