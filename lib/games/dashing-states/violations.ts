import type { GameViolation } from "../module";

/** Dashing States' refusals: a stable code screens may key on and a sentence saying what to do instead. */
export const DASHING_VIOLATION_CODES = [
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
  "rule/not_your_card",
  "rule/already_there",
  "rule/already_shouted",
  "rule/not_shouting_team",
  "rule/not_your_answer",
  "rule/already_answered",
  "rule/not_identified",
  "rule/nothing_to_overrule",
  "rule/invalid_adjustment",
] as const;
export type DashingViolationCode = (typeof DASHING_VIOLATION_CODES)[number];

export interface DashingViolation extends GameViolation {
  code: DashingViolationCode;
}

/** Refusals that mean the table moved on since the screen was drawn (a teammate, the other team or the clock acted first). */
const OVERTAKEN: ReadonlySet<DashingViolationCode> = new Set([
  "rule/wrong_phase",
  "rule/game_over",
  "rule/still_counting",
  "rule/geoplunge_closed",
  "rule/geoplunge_already_answered",
  "rule/already_there",
  "rule/already_shouted",
  "rule/already_answered",
]);

export function violation(code: DashingViolationCode, message: string): DashingViolation {
  return { code, message, kind: OVERTAKEN.has(code) ? "overtaken" : "rule" };
}

export const isViolation = (value: unknown): value is DashingViolation =>
  typeof value === "object" && value !== null && "code" in value && "message" in value && "kind" in value;

/** A refusal from the shared Combo 3 kits (the count of five), under Dashing States' own code for it. */
export function fromSharedViolation(shared: GameViolation): DashingViolation {
  const known = (DASHING_VIOLATION_CODES as readonly string[]).includes(shared.code)
    ? (shared.code as DashingViolationCode)
    : "rule/invalid_command";
  return violation(known, shared.message);
}
