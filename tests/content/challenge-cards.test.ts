import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import deckJson from "@/content/challenge-cards.json";
import {
  CHALLENGE_CARD_COUNT,
  CHALLENGE_CARDS,
  CHALLENGE_COLOURS,
  CHALLENGE_TOPICS,
  parseChallengeDeck,
  type ChallengeQuestion,
} from "@/lib/content/challenge-cards";
import { STATES } from "@/lib/content/state-data";
import { matchAnswer, normalizeAnswer } from "@/lib/games/answer-kit/match";

type RawQuestion = (typeof deckJson.cards)[number]["questions"][number];
type RawDeck = { cards: { id: string; questions: RawQuestion[] }[] };

/** A fresh copy of the deck file to break on purpose. */
function rawDeck(): RawDeck {
  return structuredClone(deckJson);
}

function rawQuestion(deck: RawDeck, id: string): RawQuestion {
  const question = deck.cards.flatMap((card) => card.questions).find((candidate) => candidate.id === id);
  if (!question) throw new Error(`no question ${id} in the deck`);
  return question;
}

const QUESTIONS: readonly ChallengeQuestion[] = CHALLENGE_CARDS.flatMap((card) => card.questions);

function question(id: string): ChallengeQuestion {
  const found = QUESTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no question ${id} in the deck`);
  return found;
}

/** The answers a question accepts, as the reveal shows them, order-free. */
function answerSet(found: ChallengeQuestion): string[] {
  return found.answers.map((answer) => answer.answer).sort();
}

describe("the Challenge cards deck (content/challenge-cards.json)", () => {
  it("[CHALLENGE-DECK-1] has the text's 63 cards, each with exactly one red and one blue question (126), every topic used", () => {
    expect(CHALLENGE_CARDS).toHaveLength(CHALLENGE_CARD_COUNT);
    expect(CHALLENGE_CARD_COUNT).toBe(63);
    for (const card of CHALLENGE_CARDS) {
      expect(card.questions.map((found) => found.colour).sort()).toEqual([...CHALLENGE_COLOURS].sort());
    }
    expect(QUESTIONS).toHaveLength(126);
    expect(new Set(QUESTIONS.map((found) => found.topic))).toEqual(new Set(CHALLENGE_TOPICS));

    const deck = rawDeck();
    deck.cards.pop();
    expect(() => parseChallengeDeck(deck)).toThrow(/the deck has 62 cards; the game text's deck has 63/);
    const noBlue = rawDeck();
    const card = noBlue.cards[4]!;
    card.questions = card.questions.filter((found) => found.colour !== "blue");
    expect(() => parseChallengeDeck(noBlue)).toThrow(/card challenge-05: has 0 blue questions/);
  });

  it("[CHALLENGE-DECK-2] card and question ids are unique, and a question's id is its card's id and colour", () => {
    expect(new Set(CHALLENGE_CARDS.map((card) => card.id)).size).toBe(63);
    expect(new Set(QUESTIONS.map((found) => found.id)).size).toBe(126);

    const twice = rawDeck();
    twice.cards[9]!.id = "challenge-03";
    expect(() => parseChallengeDeck(twice)).toThrow(/card challenge-03: the id is used twice/);
    const misnamed = rawDeck();
    rawQuestion(misnamed, "challenge-12-red").colour = "blue";
    expect(() => parseChallengeDeck(misnamed)).toThrow(/question challenge-12-red: on card challenge-12 as blue its id is challenge-12-blue/);
  });

  it("[CHALLENGE-DECK-3] every answer and alias is normalised as the clue game normalises typed answers, and no two answers of a question share a form", () => {
    for (const found of QUESTIONS) {
      const seen = new Map<string, string>();
      for (const answer of found.answers) {
        expect(answer.accepted).toEqual([...new Set([answer.answer, ...answer.aliases].map(normalizeAnswer))]);
        expect(answer.accepted).toHaveLength(1 + answer.aliases.length);
        for (const form of answer.accepted) {
          expect(form.length, `${found.id}: "${answer.answer}"`).toBeGreaterThan(0);
          expect(seen.get(form), `${found.id}: "${form}" for two answers`).toBeUndefined();
          seen.set(form, answer.answer);
        }
      }
    }

    const shared = rawDeck();
    rawQuestion(shared, "challenge-06-red").answers[1]!.aliases.push("superior");
    expect(() => parseChallengeDeck(shared)).toThrow(
      /question challenge-06-red: "superior" normalises to "superior", as "Lake Superior" does: one typed answer would count for two answers/,
    );
    const redundant = rawDeck();
    rawQuestion(redundant, "challenge-09-red").answers[0]!.aliases.push("Mt. Whitney");
    expect(() => parseChallengeDeck(redundant)).toThrow(/"Mt\. Whitney" of "Mount Whitney" repeats another of its forms once normalised/);
    const empty = rawDeck();
    rawQuestion(empty, "challenge-05-red").answers[0]!.aliases.push("?!");
    expect(() => parseChallengeDeck(empty)).toThrow(/question challenge-05-red: "\?!" has no letters or digits/);
  });

  it("[CHALLENGE-DECK-4] no typed answer that matches one answer of a question also matches another (the clue game's forgiving matching)", () => {
    for (const found of QUESTIONS) {
      for (const answer of found.answers) {
        for (const typed of [answer.answer, ...answer.aliases]) {
          const matched = found.answers.filter((other) => matchAnswer(typed, other.answer, other.aliases) === "matches");
          expect(
            matched.map((other) => other.answer),
            `${found.id}: "${typed}"`,
          ).toEqual([answer.answer]);
        }
      }
    }
  });

  it("[CHALLENGE-DECK-5] every state named as an answer is one of content/states.json's and accepts its postal code", () => {
    const names = new Set(STATES.map((state) => state.name));
    const stateAnswers = QUESTIONS.flatMap((found) => found.answers.filter((answer) => answer.kind === "state"));
    expect(stateAnswers.length).toBeGreaterThan(100);
    for (const answer of stateAnswers) {
      expect(names.has(answer.answer), answer.answer).toBe(true);
      const code = STATES.find((state) => state.name === answer.answer)!.code;
      expect(answer.aliases).toContain(code);
    }
    // A place answer may not be a state in disguise: a state answer is checked, a place is not.
    for (const found of QUESTIONS) {
      for (const answer of found.answers.filter((candidate) => candidate.kind === "place")) {
        expect(names.has(answer.answer), `${found.id}: "${answer.answer}" is a state: mark it so`).toBe(false);
      }
    }

    const typo = rawDeck();
    rawQuestion(typo, "challenge-03-blue").answers[0]!.answer = "Main";
    expect(() => parseChallengeDeck(typo)).toThrow(/question challenge-03-blue: "Main" is marked a state but is not a state name in content\/states.json/);
    const noCode = rawDeck();
    rawQuestion(noCode, "challenge-03-blue").answers[0]!.aliases = [];
    expect(() => parseChallengeDeck(noCode)).toThrow(/state "Maine" must accept its postal code ME/);
    const otherState = rawDeck();
    rawQuestion(otherState, "challenge-03-blue").answers[0]!.aliases.push("MA");
    expect(() => parseChallengeDeck(otherState)).toThrow(/alias "MA" of Maine names another state \(Massachusetts\)/);
    const zone = rawDeck();
    rawQuestion(zone, "challenge-23-blue").answers[0]!.answer = "Rocky Mountain";
    expect(() => parseChallengeDeck(zone)).toThrow(/"Rocky Mountain" is marked a time zone but is not one of Eastern, Central/);
  });

  it("[CHALLENGE-DECK-6] answers that follow from the state cards (borders, time zones, rankings) are recomputed from content/states.json", () => {
    const checked = QUESTIONS.filter((found) => found.check);
    expect(checked.length).toBeGreaterThanOrEqual(30);
    expect(answerSet(question("challenge-16-blue"))).toEqual(["South Dakota"]);

    const wrongBorders = rawDeck();
    rawQuestion(wrongBorders, "challenge-17-red").answers.pop();
    expect(() => parseChallengeDeck(wrongBorders)).toThrow(
      /question challenge-17-red: its check \(borders-of\) gives CO, MO, NE, OK from content\/states.json, and every one is needed; the question accepts CO, MO, NE and needs 4/,
    );
    const wrongZone = rawDeck();
    rawQuestion(wrongZone, "challenge-04-red").answers[1]!.answer = "Central";
    expect(() => parseChallengeDeck(wrongZone)).toThrow(/question challenge-04-red: its check \(time-zones-of\) gives Mountain, Pacific/);
    const fewerNeeded = rawDeck();
    rawQuestion(fewerNeeded, "challenge-44-red").needed = 3;
    expect(() => parseChallengeDeck(fewerNeeded)).toThrow(/question challenge-44-red: its check \(borders-of\).*needs 3/);
    const tooMany = rawDeck();
    rawQuestion(tooMany, "challenge-02-red").needed = 5;
    expect(() => parseChallengeDeck(tooMany)).toThrow(/question challenge-02-red: needs 5 answers but accepts only 4/);
  });

  it("[CHALLENGE-DECK-7] the text's example card: its red and blue questions are card 1, its other three questions are in the deck", () => {
    const red = question("challenge-01-red");
    expect(red.text).toBe("What time zone is Washington, D.C. in, and what two states does it border?");
    expect(answerSet(red)).toEqual(["Eastern", "Maryland", "Virginia"]);
    expect(red.needed).toBe(3);
    const blue = question("challenge-01-blue");
    expect(blue.text).toBe("How many states are smaller in size than Washington, D.C.?");
    expect(answerSet(blue)).toEqual(["0"]);

    const mojave = question("challenge-02-red");
    expect(mojave.text).toBe("Name the four states the Mojave Desert is in.");
    expect(answerSet(mojave)).toEqual(["Arizona", "California", "Nevada", "Utah"]);
    expect(mojave.needed).toBe(4);
    const tallest = question("challenge-02-blue");
    expect(tallest.text).toContain("what is the tallest mountain in the world and what state is it in?");
    expect(answerSet(tallest)).toEqual(["Hawaii", "Mauna Kea"]);
    const wright = question("challenge-03-red");
    expect(wright.text).toContain("What state did the Wright Brothers make their famous flight from");
    expect(answerSet(wright)).toEqual(["North Carolina"]);
    // The card's printed answers are postal codes ("MD, VA", "AZ, CA, NV, UT"): they are accepted.
    expect(red.answers.flatMap((answer) => answer.aliases)).toEqual(expect.arrayContaining(["MD", "VA"]));
  });

  it("[CHALLENGE-DECK-8] some questions need several answers, in any order; a question that needs fewer than it accepts says how many", () => {
    const several = QUESTIONS.filter((found) => found.needed > 1);
    expect(several.length).toBeGreaterThanOrEqual(30);
    for (const found of several) expect(found.needed).toBeLessThanOrEqual(found.answers.length);
    const anyOf = QUESTIONS.filter((candidate) => candidate.needed < candidate.answers.length);
    expect(anyOf.map((found) => found.id)).toContain("challenge-58-blue");
    for (const found of anyOf) {
      expect(found.text, found.id).toMatch(/\b(one|two|three|four|five|six|\d+)\b/i);
    }
  });

  it("[CHALLENGE-DECK-9] a question whose answer changes with the years names its year; every question names a public source", () => {
    for (const found of QUESTIONS) {
      if (/\b(most|fewest|more|fewer|how many) people\b|population|populous|census|largest city|biggest city/i.test(found.text)) {
        expect(found.text, found.id).toMatch(/\b(19|20)\d\d\b/);
      }
      expect(found.sources.length).toBeGreaterThan(0);
      for (const source of found.sources) expect(source.url, found.id).toMatch(/^https:\/\//);
    }
  });

  it("[CHALLENGE-DECK-10] the second reading in content/SOURCES.md names every question of the deck, once each, with a verdict", () => {
    const sources = readFileSync("content/SOURCES.md", "utf8");
    const section = sources.split("# Sources for `content/challenge-cards.json`")[1];
    expect(section, "content/SOURCES.md has the Challenge cards section").toBeDefined();
    const reading = section!.split("## Second reading (independent)")[1];
    expect(reading, "the section has its second-reading table").toBeDefined();
    expect(reading).toMatch(/\| Question id \| Verdict \| What changed \| Source checked \|/);
    const rows = [...reading!.split(/^# /m)[0]!.matchAll(/^\| `([^`]+)` \| ([^|]+) \|/gm)];
    const ids = new Set(QUESTIONS.map((found) => found.id));
    const seen = new Set<string>();
    for (const [, id = "", verdict = ""] of rows) {
      expect(ids.has(id), `${id} is not a question of the deck`).toBe(true);
      expect(seen.has(id), `${id} has two rows`).toBe(false);
      expect(verdict.trim()).toMatch(/^(Confirmed|Corrected|Removed)\b/);
      seen.add(id);
    }
    // A question without a row was never read by a second reader: children may not see it.
    expect([...ids].filter((id) => !seen.has(id))).toEqual([]);
  });
});
