import { stateOf, type CardCode } from "../trick-kit/cards";
import { RACES } from "./numbers";
import { judgeCapital, judgeStateName, judgeStatehoodRank, type AnswerJudgement } from "../combo3-kit/answers";

/** DS-2..4: what each race sorts by, and what the first team to shout then identifies. */
export type RaceKind = "name" | "capital" | "statehood";

export const RACE_KINDS: readonly RaceKind[] = ["name", "capital", "statehood"];
export const MAX_RACES = RACES.most;
/** DS-7: each team is dealt 7 Map cards a race. */
export const CARDS_PER_TEAM = 7;

export function raceKind(number: number): RaceKind {
  const kind = RACE_KINDS[number - 1];
  if (!kind) throw new Error(`There is no race ${number}`);
  return kind;
}

/** The rule of a race in a few words, as every screen shows it. */
export const RACE_ORDER_WORDS: Record<RaceKind, string> = {
  name: "alphabetical order of state name",
  capital: "alphabetical order of capital",
  statehood: "order of statehood",
};

/** The second thing a member names for each card (the first is always the state's name). */
export const RACE_DETAIL_WORDS: Record<RaceKind, string> = {
  name: "capital",
  capital: "capital",
  statehood: "statehood rank",
};

const alphabetical = (a: string, b: string): number => a.toLowerCase().localeCompare(b.toLowerCase(), "en");

/**
 * Ruling DS-R2: the row reads left to right: A to Z for names and capitals, the first state to join
 * the Union (rank 1) on the left for statehood.
 */
export function compareForRace(kind: RaceKind, a: CardCode, b: CardCode): number {
  const [sa, sb] = [stateOf(a), stateOf(b)];
  switch (kind) {
    case "name":
      return alphabetical(sa.name, sb.name);
    case "capital":
      return alphabetical(sa.capital, sb.capital);
    case "statehood":
      return sa.statehood.rank - sb.statehood.rank;
  }
}

/** Whether six cards stand in the race's order, left to right. */
export function inRaceOrder(kind: RaceKind, row: readonly CardCode[]): boolean {
  return row.every((card, i) => i === 0 || compareForRace(kind, row[i - 1] as CardCode, card) < 0);
}

/** The card's second fact, in the words the answers are judged against. */
export function judgeDetail(kind: RaceKind, typed: string, code: CardCode): AnswerJudgement {
  return kind === "statehood" ? judgeStatehoodRank(typed, code) : judgeCapital(typed, code);
}

export { judgeStateName };
