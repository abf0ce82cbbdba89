import type { GameViolation } from "../module";

/**
 * Border-Up's refusals: stable codes screens may key on, and a message that says what to do instead.
 * The card games' codes where the meaning is the same; Border-Up's own for its race.
 */
export const BORDER_UP_VIOLATION_CODES = [
  "rule/invalid_command",
  "rule/invalid_setup",
  "rule/moderator_only",
  "rule/team_only",
  "rule/unknown_team",
  "rule/wrong_phase",
  "rule/game_over",
  "rule/still_counting",
  "rule/geoplunge_closed",
  "rule/geoplunge_already_answered",
  "rule/card_not_in_hand",
  "rule/already_moved",
  "rule/already_shouted",
  "rule/groups_not_full",
  "rule/invalid_adjustment",
] as const;
export type BorderUpViolationCode = (typeof BORDER_UP_VIOLATION_CODES)[number];

export interface BorderUpViolation extends GameViolation {
  code: BorderUpViolationCode;
}

/** Refusals that mean the table moved on since the screen was drawn (a teammate or the clock acted first), not a broken rule. */
const OVERTAKEN: ReadonlySet<BorderUpViolationCode> = new Set([
  "rule/wrong_phase",
  "rule/game_over",
  "rule/still_counting",
  "rule/geoplunge_closed",
  "rule/geoplunge_already_answered",
  "rule/already_moved",
  "rule/already_shouted",
]);

export function borderUpViolation(code: BorderUpViolationCode, message: string): BorderUpViolation {
  return { code, message, kind: OVERTAKEN.has(code) ? "overtaken" : "rule" };
}

/** A refusal from the card games' shared helpers (who is acting, score corrections), under the same code where Border-Up has it. */
export function fromSharedViolation(shared: GameViolation): BorderUpViolation {
  const known = (BORDER_UP_VIOLATION_CODES as readonly string[]).includes(shared.code)
    ? (shared.code as BorderUpViolationCode)
    : "rule/invalid_command";
  return borderUpViolation(known, shared.message);
}
