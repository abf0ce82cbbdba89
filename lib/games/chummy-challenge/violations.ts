import type { GameViolation } from "../module";

/** Chummy Challenge's refusals: stable codes screens may key on, and a message that says what to do instead. */
export const CHUMMY_VIOLATION_CODES = [
  "rule/invalid_command",
  "rule/invalid_setup",
  "rule/moderator_only",
  "rule/team_only",
  "rule/unknown_team",
  "rule/wrong_phase",
  "rule/game_over",
  "rule/still_counting",
  "rule/count_closed",
  "rule/already_answered",
  "rule/already_named",
  "rule/not_a_member",
  "rule/geoplunger_again",
  "rule/not_the_geoplunger",
  "rule/already_buzzed",
  "rule/not_answering",
  "rule/nothing_to_overrule",
  "rule/invalid_adjustment",
] as const;
export type ChummyViolationCode = (typeof CHUMMY_VIOLATION_CODES)[number];

export interface ChummyViolation extends GameViolation {
  code: ChummyViolationCode;
}

/** Refusals that mean the table moved on since the screen was drawn (a teammate, the other team or the clock acted first). */
const OVERTAKEN: ReadonlySet<ChummyViolationCode> = new Set([
  "rule/wrong_phase",
  "rule/game_over",
  "rule/still_counting",
  "rule/count_closed",
  "rule/already_answered",
  "rule/already_named",
  "rule/already_buzzed",
]);

export function chummyViolation(code: ChummyViolationCode, message: string): ChummyViolation {
  return { code, message, kind: OVERTAKEN.has(code) ? "overtaken" : "rule" };
}

/** A refusal from the shared helpers (who is acting, the count, score corrections), under the same code where this game has it. */
export function fromSharedViolation(shared: GameViolation): ChummyViolation {
  const renamed: Record<string, ChummyViolationCode> = {
    "rule/geoplunge_closed": "rule/count_closed",
    "rule/geoplunge_already_answered": "rule/already_answered",
  };
  const code = renamed[shared.code] ?? shared.code;
  const known = (CHUMMY_VIOLATION_CODES as readonly string[]).includes(code) ? (code as ChummyViolationCode) : "rule/invalid_command";
  return chummyViolation(known, shared.message);
}
