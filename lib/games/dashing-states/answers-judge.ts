import { matchAnswer } from "../clue-spin/engine/match";
import { stateOf, type CardCode } from "../trick-kit/cards";

/**
 * Judging a member's typed answers for one card. Interim: the clue game's forgiving matching directly
 * (only an exact "matches" counts; postal code accepted for the name). To be replaced by
 * `combo3-kit/answers.ts` once it lands, keeping these signatures.
 */
export interface Judged {
  right: boolean;
  expected: string;
}

export function judgeStateName(typed: string, code: CardCode): Judged {
  const state = stateOf(code);
  const postal = typed.trim().toUpperCase() === state.code;
  return { right: postal || matchAnswer(typed, state.name, []) === "matches", expected: state.name };
}

export function judgeCapital(typed: string, code: CardCode): Judged {
  const state = stateOf(code);
  return { right: matchAnswer(typed, state.capital, []) === "matches", expected: state.capital };
}

const ORDINAL = /^(\d+)\s*(st|nd|rd|th)?$/;

export function judgeStatehoodRank(typed: string, code: CardCode): Judged {
  const rank = stateOf(code).statehood.rank;
  const found = ORDINAL.exec(typed.trim().toLowerCase());
  return { right: found !== null && Number(found[1]) === rank, expected: String(rank) };
}
