import { z } from "zod";
import deckJson from "../../content/challenge-cards.json";
import { normalizeAnswer } from "./answer-text";
import { factSourceSchema } from "./facts/schema";
import { STATES } from "./state-data";
import { TIME_ZONES, type UsState } from "./states";

/**
 * Combo 3's Challenge cards (Game 5, Chummy Challenge): the text shows one card and says the deck has
 * 63, each with five coloured questions of which Level 3 asks only the red and the blue. The deck is
 * content (content/challenge-cards.json, its sources and close calls in content/SOURCES.md), validated
 * here once at load so that a bad edit fails at start-up naming the card and the question.
 */
export const CHALLENGE_CARD_COUNT = 63;
export const CHALLENGE_COLOURS = ["red", "blue"] as const;
export type ChallengeColour = (typeof CHALLENGE_COLOURS)[number];

export const CHALLENGE_TOPICS = [
  "time-zones",
  "borders",
  "size-and-population",
  "statehood",
  "regions",
  "deserts",
  "mountains",
  "rivers",
  "lakes",
  "coasts-and-edges",
  "landmarks",
  "national-parks",
  "firsts",
] as const;
export type ChallengeTopic = (typeof CHALLENGE_TOPICS)[number];

/** What an answer names: a state and a time zone are checked against the state data; the rest are read by people. */
export const ANSWER_KINDS = ["state", "time-zone", "place", "person", "number"] as const;

const answerSchema = z
  .object({
    answer: z.string().trim().min(1, "the answer as the reveal shows it"),
    kind: z.enum(ANSWER_KINDS),
    aliases: z.array(z.string().trim().min(1, "an alias with letters or digits")),
  })
  .strict();

/**
 * A question whose answers follow from content/states.json says so, and the loader recomputes them:
 * a border list, a state's time zones or a ranking in the deck cannot drift from the state cards.
 */
const rank = z.number().int().min(1).max(50);
const postalCode = z.string().regex(/^[A-Z]{2}$/, "a two-letter postal code such as UT");
const checkSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("borders-of"), state: postalCode }).strict(),
  z.object({ kind: z.literal("time-zones-of"), state: postalCode }).strict(),
  z.object({ kind: z.literal("border-count"), count: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal("area-ranks"), ranks: z.array(rank).min(1) }).strict(),
  z.object({ kind: z.literal("population-ranks-2020"), ranks: z.array(rank).min(1) }).strict(),
  z.object({ kind: z.literal("statehood-ranks"), ranks: z.array(rank).min(1) }).strict(),
  z.object({ kind: z.literal("name-contains"), words: z.array(z.string().min(1)).min(1) }).strict(),
]);
export type ChallengeCheck = z.infer<typeof checkSchema>;

const questionSchema = z
  .object({
    id: z.string().regex(/^challenge-\d{2}-(red|blue)$/, 'an id like "challenge-07-red" (the card id, then the colour)'),
    colour: z.enum(CHALLENGE_COLOURS),
    topic: z.enum(CHALLENGE_TOPICS),
    text: z.string().trim().min(15, "a whole question").max(320, "at most 320 characters: the board reads it word by word"),
    answers: z.array(answerSchema).min(1),
    /** How many of the answers a team must give (order-free): all of them, or fewer when any of several will do. */
    needed: z.number().int().min(1),
    check: checkSchema.optional(),
    sources: z.array(factSourceSchema).min(1, "name the public page that states the answer"),
  })
  .strict();

const cardSchema = z
  .object({
    id: z.string().regex(/^challenge-\d{2}$/, 'an id like "challenge-07"'),
    questions: z.array(questionSchema).min(1),
  })
  .strict();

export const challengeDeckFileSchema = z.object({ cards: z.array(cardSchema) }).strict();

export type ChallengeAnswer = {
  answer: string;
  kind: (typeof ANSWER_KINDS)[number];
  aliases: readonly string[];
  /** The answer and its aliases normalised as typed answers are (`normalizeAnswer`): what judging compares. */
  accepted: readonly string[];
};
export type ChallengeQuestion = Omit<z.infer<typeof questionSchema>, "answers"> & { answers: readonly ChallengeAnswer[] };
export type ChallengeCard = { id: string; questions: readonly ChallengeQuestion[] };

const stateByName = new Map(STATES.map((state) => [state.name, state]));
const stateNamesAndCodes = new Map<string, UsState>(
  STATES.flatMap((state) => [
    [normalizeAnswer(state.name), state],
    [normalizeAnswer(state.code), state],
  ]),
);

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** The answers a check derives from the state cards: postal codes, or time-zone names. */
function derivedAnswers(check: ChallengeCheck): { kind: "state" | "time-zone"; values: string[] } | string {
  const codes = (states: readonly UsState[]) => ({ kind: "state" as const, values: states.map((state) => state.code) });
  const byRank = (ranks: readonly number[], rankOf: (state: UsState) => number) =>
    codes(STATES.filter((state) => ranks.includes(rankOf(state))));
  switch (check.kind) {
    case "borders-of":
    case "time-zones-of": {
      const state = STATES.find((candidate) => candidate.code === check.state);
      if (!state) return `check names ${check.state}, which is not a state in content/states.json`;
      return check.kind === "borders-of" ? { kind: "state", values: [...state.borders] } : { kind: "time-zone", values: [...state.timeZones] };
    }
    case "border-count":
      return codes(STATES.filter((state) => state.borders.length === check.count));
    case "area-ranks":
      return byRank(check.ranks, (state) => state.area.rank);
    case "population-ranks-2020":
      return byRank(check.ranks, (state) => state.population.rank);
    case "statehood-ranks":
      return byRank(check.ranks, (state) => state.statehood.rank);
    case "name-contains":
      return codes(STATES.filter((state) => check.words.some((word) => state.name.split(" ").includes(word))));
  }
}

function questionProblems(question: z.infer<typeof questionSchema>): string[] {
  const problems: string[] = [];
  if (question.needed > question.answers.length) {
    problems.push(`needs ${question.needed} answers but accepts only ${question.answers.length}`);
  }
  const ownerOfForm = new Map<string, string>();
  for (const answer of question.answers) {
    const formsOfThisAnswer = new Set<string>();
    for (const written of [answer.answer, ...answer.aliases]) {
      const form = normalizeAnswer(written);
      if (form.length === 0) problems.push(`"${written}" has no letters or digits`);
      else if (formsOfThisAnswer.has(form)) problems.push(`"${written}" of "${answer.answer}" repeats another of its forms once normalised ("${form}"): drop it`);
      else if (ownerOfForm.has(form)) problems.push(`"${written}" normalises to "${form}", as "${ownerOfForm.get(form)}" does: one typed answer would count for two answers`);
      formsOfThisAnswer.add(form);
      if (!ownerOfForm.has(form)) ownerOfForm.set(form, answer.answer);
    }
    if (answer.kind === "state") {
      const state = stateByName.get(answer.answer);
      if (!state) problems.push(`"${answer.answer}" is marked a state but is not a state name in content/states.json`);
      else {
        if (!answer.aliases.includes(state.code)) problems.push(`state "${answer.answer}" must accept its postal code ${state.code}`);
        for (const alias of answer.aliases) {
          const named = stateNamesAndCodes.get(normalizeAnswer(alias));
          if (named && named.code !== state.code) problems.push(`alias "${alias}" of ${answer.answer} names another state (${named.name})`);
        }
      }
    }
    if (answer.kind === "time-zone" && !(TIME_ZONES as readonly string[]).includes(answer.answer)) {
      problems.push(`"${answer.answer}" is marked a time zone but is not one of ${TIME_ZONES.join(", ")}`);
    }
  }
  if (question.check) {
    const derived = derivedAnswers(question.check);
    if (typeof derived === "string") problems.push(derived);
    else {
      const given = question.answers
        .filter((answer) => answer.kind === derived.kind)
        .map((answer) => (answer.kind === "state" ? (stateByName.get(answer.answer)?.code ?? answer.answer) : answer.answer));
      if (!sameSet(given, derived.values) || question.needed !== question.answers.length) {
        problems.push(
          `its check (${question.check.kind}) gives ${derived.values.join(", ") || "nothing"} from content/states.json, and every one is needed; the question accepts ${given.join(", ") || "nothing"} and needs ${question.needed}`,
        );
      }
    }
  }
  return problems;
}

/** Parses and checks the deck; throws one error listing every problem, each named by card or question id. */
export function parseChallengeDeck(raw: unknown): ChallengeCard[] {
  const parsed = challengeDeckFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${describePath(raw, issue.path)}: ${issue.message}`);
    throw new Error(`content/challenge-cards.json is invalid:\n  ${problems.join("\n  ")}`);
  }
  const problems: string[] = [];
  const { cards } = parsed.data;
  if (cards.length !== CHALLENGE_CARD_COUNT) problems.push(`the deck has ${cards.length} cards; the game text's deck has ${CHALLENGE_CARD_COUNT}`);
  const cardIds = new Set<string>();
  const questionIds = new Set<string>();
  for (const card of cards) {
    if (cardIds.has(card.id)) problems.push(`card ${card.id}: the id is used twice`);
    cardIds.add(card.id);
    for (const colour of CHALLENGE_COLOURS) {
      const count = card.questions.filter((question) => question.colour === colour).length;
      if (count !== 1) problems.push(`card ${card.id}: has ${count} ${colour} questions; a card has exactly one`);
    }
    for (const question of card.questions) {
      if (question.id !== `${card.id}-${question.colour}`) problems.push(`question ${question.id}: on card ${card.id} as ${question.colour} its id is ${card.id}-${question.colour}`);
      if (questionIds.has(question.id)) problems.push(`question ${question.id}: the id is used twice`);
      questionIds.add(question.id);
      for (const problem of questionProblems(question)) problems.push(`question ${question.id}: ${problem}`);
    }
  }
  if (problems.length > 0) throw new Error(`content/challenge-cards.json is invalid:\n  ${problems.join("\n  ")}`);
  return cards.map((card) => ({
    id: card.id,
    questions: card.questions.map((question) => ({
      ...question,
      answers: question.answers.map((answer) => ({
        ...answer,
        accepted: [...new Set([answer.answer, ...answer.aliases].map(normalizeAnswer))],
      })),
    })),
  }));
}

/** "card challenge-07, question challenge-07-red, answers.0.aliases": a schema problem's place, by id where there is one. */
function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  const names: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const id = node && typeof node === "object" && "id" in node && typeof node.id === "string" ? node.id : undefined;
    names.push(id ?? String(key));
  }
  return names.length > 0 ? names.join(" › ") : "(the whole file)";
}

export const CHALLENGE_CARDS: readonly ChallengeCard[] = Object.freeze(parseChallengeDeck(deckJson));
