import type { GameViolation } from "../module";

/**
 * Stable codes for rejected commands in the GeoPlunge card games. Screens may key on the code;
 * people read the message, which always says what to do instead.
 */
export const CARD_GAME_VIOLATION_CODES = [
  "rule/invalid_command",
  "rule/invalid_setup",
  "rule/moderator_only",
  "rule/team_only",
  "rule/unknown_team",
  "rule/not_your_turn",
  "rule/wrong_phase",
  "rule/game_over",
  "rule/card_not_in_hand",
  "rule/power_not_in_hand",
  "rule/category_required",
  "rule/category_locked",
  "rule/base_required",
  "rule/base_fixed",
  "rule/base_not_in_play",
  "rule/change_base_not_allowed",
  "rule/not_in_this_game",
  "rule/role_not_allowed",
  "rule/no_such_power_card",
  "rule/order_required",
  "rule/order_not_allowed",
  "rule/already_discarded",
  "rule/already_chosen",
  "rule/trade_only_new_cards",
  "rule/geoplunge_closed",
  "rule/geoplunge_already_answered",
  "rule/still_counting",
  "rule/invalid_adjustment",
] as const;
export type CardGameViolationCode = (typeof CARD_GAME_VIOLATION_CODES)[number];

export interface CardGameViolation extends GameViolation {
  code: CardGameViolationCode;
}

/** Refusals that mean the table moved on since the screen was drawn (someone else acted first), not a broken rule. */
const OVERTAKEN: ReadonlySet<CardGameViolationCode> = new Set([
  "rule/not_your_turn",
  "rule/wrong_phase",
  "rule/game_over",
  "rule/already_discarded",
  "rule/already_chosen",
  "rule/geoplunge_closed",
  "rule/geoplunge_already_answered",
  "rule/still_counting",
]);

export function violation(code: CardGameViolationCode, message: string): CardGameViolation {
  return { code, message, kind: OVERTAKEN.has(code) ? "overtaken" : "rule" };
}
