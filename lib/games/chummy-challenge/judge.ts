import type { ChallengeAnswer, ChallengeQuestion } from "@/lib/content/challenge-cards";
import { STATES } from "@/lib/content/state-data";
import { matchAnswer, normalizeAnswer } from "../answer-kit/match";

/**
 * CC-9's judging of a team's typed answer (Ruling CC-R5): one text box, split into several answers,
 * each matched to a different accepted answer, in any order.
 *
 * - The text is split at commas, semicolons, slashes, "&", "+", line breaks and the word "and"
 *   (never at "or": it is Oregon's postal code).
 * - A piece that is not an answer as a whole is read as words, taking the longest run of words from
 *   the left that is an answer or a state's name ("New Mexico Arizona" is two answers; "West
 *   Virginia" is one, never a Virginia); filler words ("the", "state") that name nothing are skipped.
 * - Answers are forgiving as the clue game is (case, accents, a letter's slip, postal codes), except
 *   numbers: a `number` answer matches only its digits or its listed aliases, exactly ("nine" is not
 *   "none").
 * - Right when at least `needed` typed answers name different accepted answers and no typed answer
 *   names nothing accepted (a hedge, "Maryland, Virginia, Delaware" for two states, is wrong, as a
 *   dealer would hear it). Saying an accepted answer twice ("Oregon, OR") costs nothing.
 */
export interface AnswerJudgement {
  right: boolean;
  /** The accepted answers the team named, in the card's order (for the reveal). */
  named: string[];
  /** Typed parts that name no accepted answer. */
  unmatched: string[];
}

/** Longer is no answer to any card (the longest needs six names); it is judged wrong without reading it letter by letter. */
export const LONGEST_TYPED_ANSWER = 200;

const SEPARATORS = /[,;/&+\n\r]+|\band\b/gi;
const FILLER = new Set(["the", "a", "an", "state", "states", "of", "is", "in", "it", "its", "they", "are", "and"]);
/** A run longer than the longest accepted answer (in words) is never an answer. */
const LONGEST_RUN = 6;
/**
 * States named in more than one word: read whole even when the card does not accept them, so "West
 * Virginia" is one wrong answer, never "west" and a Virginia the team did not name.
 */
const MULTI_WORD_STATES = new Set(STATES.map((state) => normalizeAnswer(state.name)).filter((name) => name.includes(" ")));

function answerMatches(typed: string, answer: ChallengeAnswer): boolean {
  const normalized = normalizeAnswer(typed);
  if (normalized.length === 0) return false;
  if (answer.kind === "number") return answer.accepted.includes(normalized);
  return matchAnswer(typed, answer.answer, answer.aliases) === "matches";
}

function matchesAny(typed: string, answers: readonly ChallengeAnswer[]): boolean {
  return answers.some((answer) => answerMatches(typed, answer));
}

/** A piece read as runs of words, longest answer first from the left; words that name nothing are their own part. */
function partsOf(piece: string, answers: readonly ChallengeAnswer[]): string[] {
  if (matchesAny(piece, answers)) return [piece];
  const words = normalizeAnswer(piece).split(" ").filter(Boolean);
  const parts: string[] = [];
  let at = 0;
  while (at < words.length) {
    let taken = 0;
    for (let length = Math.min(LONGEST_RUN, words.length - at); length >= 1; length--) {
      const run = words.slice(at, at + length).join(" ");
      if (matchesAny(run, answers) || MULTI_WORD_STATES.has(run)) {
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      const word = words[at] ?? "";
      if (!FILLER.has(word)) parts.push(word);
      at += 1;
    } else {
      parts.push(words.slice(at, at + taken).join(" "));
      at += taken;
    }
  }
  return parts;
}

/** The typed text as the parts it names, in the order typed. */
export function splitTypedAnswer(text: string, answers: readonly ChallengeAnswer[]): string[] {
  return text
    .split(SEPARATORS)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0)
    .flatMap((piece) => partsOf(piece, answers));
}

/** Most typed parts matched to different answers (augmenting paths: a part used once, an answer once). */
function maximumMatching(parts: readonly string[], answers: readonly ChallengeAnswer[]): Map<number, number> {
  const fits = parts.map((part) => answers.map((answer) => answerMatches(part, answer)));
  const partOfAnswer = new Map<number, number>();
  const tryPart = (part: number, seen: Set<number>): boolean => {
    for (let answer = 0; answer < answers.length; answer++) {
      if (!fits[part]?.[answer] || seen.has(answer)) continue;
      seen.add(answer);
      const holder = partOfAnswer.get(answer);
      if (holder === undefined || tryPart(holder, seen)) {
        partOfAnswer.set(answer, part);
        return true;
      }
    }
    return false;
  };
  parts.forEach((_, part) => tryPart(part, new Set()));
  return partOfAnswer;
}

export function judgeTypedAnswer(text: string, question: Pick<ChallengeQuestion, "answers" | "needed">): AnswerJudgement {
  const { answers, needed } = question;
  if (text.length > LONGEST_TYPED_ANSWER) return { right: false, named: [], unmatched: [text.slice(0, 40)] };
  const parts = splitTypedAnswer(text, answers);
  const matching = maximumMatching(parts, answers);
  const named = answers.filter((_, index) => matching.has(index)).map((answer) => answer.answer);
  const unmatched = parts.filter((part) => !matchesAny(part, answers));
  return { right: named.length >= needed && unmatched.length === 0, named, unmatched };
}
