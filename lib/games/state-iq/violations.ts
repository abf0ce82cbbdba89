import type { GameViolation } from "../module";

/** State IQ's refusals: a stable code screens may key on and a sentence saying what to do instead. */
export const STATE_IQ_VIOLATION_CODES = [
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
  "rule/not_your_clue",
  "rule/not_your_guess",
  "rule/option_not_offered",
  "rule/invalid_pick",
  "rule/empty_guess",
  "rule/nothing_to_overrule",
  "rule/already_judged",
  "rule/invalid_adjustment",
] as const;
export type StateIqViolationCode = (typeof STATE_IQ_VIOLATION_CODES)[number];

export interface StateIqViolation extends GameViolation {
  code: StateIqViolationCode;
}

/** Refusals that mean the table moved on since the screen was drawn (a teammate, the other team or the clock acted first). */
const OVERTAKEN: ReadonlySet<StateIqViolationCode> = new Set([
  "rule/wrong_phase",
  "rule/game_over",
  "rule/still_counting",
  "rule/geoplunge_closed",
  "rule/geoplunge_already_answered",
  "rule/already_judged",
]);

export function violation(code: StateIqViolationCode, message: string): StateIqViolation {
  return { code, message, kind: OVERTAKEN.has(code) ? "overtaken" : "rule" };
}

/** The count-of-five helpers refuse with the card games' codes, which State IQ shares. */
export function fromKit(refusal: GameViolation): StateIqViolation {
  const code = STATE_IQ_VIOLATION_CODES.find((known) => known === refusal.code) ?? "rule/wrong_phase";
  return { code, message: refusal.message, kind: refusal.kind };
}

export const isViolation = (value: unknown): value is StateIqViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value && "kind" in value;
