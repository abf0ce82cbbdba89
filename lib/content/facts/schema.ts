import { z } from "zod";

/**
 * The curated place facts in content/facts (format: the fact authors' brief, summarised in docs/deck.md).
 * These schemas check each file's shape; rules that need other files or the state data (unique ids,
 * holdsFor naming real states and pool cities) are checked by the loader, which names file and fact id.
 */
export const FACT_KINDS = ["landmark", "national-park", "geography", "history", "economy", "people", "culture", "symbol"] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** The longest clue a host reads in a few seconds (the authors' brief). */
export const MAX_CURATED_CLUE_LENGTH = 140;

const postalCode = z.string().regex(/^[A-Z]{2}$/, "a two-letter postal code such as UT");

export const factSourceSchema = z
  .object({
    publisher: z.string().trim().min(2, "name the agency or reference work"),
    title: z.string().trim().min(2, "name the page"),
    url: z.url({ protocol: /^https?$/, message: "the page's address, starting with https:// (or http://)" }),
  })
  .strict();

const factFields = {
  id: z.string().regex(/^[A-Za-z]{2,6}-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id like "UT-great-salt-lake" (code, then kebab-case words)'),
  kind: z.enum(FACT_KINDS),
  clue: z
    .string()
    .trim()
    .min(10, "a whole sentence")
    .max(MAX_CURATED_CLUE_LENGTH, `at most ${MAX_CURATED_CLUE_LENGTH} characters`),
  difficulty: z.number().int().min(1).max(9),
  source: factSourceSchema,
  /** Set when the independent reviewer wrote the fact: it then needs a reading by someone else. */
  addedBy: z.literal("reviewer").optional(),
};

export const stateFactSchema = z.object({ ...factFields, holdsFor: z.array(postalCode).min(1) }).strict();
export const stateFactFileSchema = z.object({ state: postalCode, facts: z.array(stateFactSchema).min(1) }).strict();
/**
 * A shared fact names one source per member (the page that says the fact holds for that state), and
 * lists the states whose membership is disputed: they are left out of `holdsFor`, and the solver treats
 * the fact as "cannot tell" for them (it never rules them out with it, and never states it of them).
 */
export const sharedFactSchema = stateFactSchema.extend({
  holdsFor: z.array(postalCode).min(2, "a shared fact holds for two states or more"),
  memberSources: z.record(postalCode, factSourceSchema),
  disputedMembers: z.record(postalCode, z.string().trim().min(20, "say why the membership is disputed")).optional(),
});
export const sharedFactFileSchema = z.object({ facts: z.array(sharedFactSchema) }).strict();

/** "Chicago, IL": a pool city as written in content/states.json, a comma, its postal code. */
const cityKeySchema = z.string().regex(/^[^,]+, [A-Z]{2}$/, 'a pool city key such as "Chicago, IL"');

export const cityFactSchema = z.object({ ...factFields, holdsFor: z.array(cityKeySchema).min(2).optional() }).strict();
export const cityFactFileSchema = z
  .object({
    state: postalCode,
    cities: z.array(z.object({ city: z.string().trim().min(1), facts: z.array(cityFactSchema).min(1) }).strict()),
  })
  .strict();

export type FactSource = z.infer<typeof factSourceSchema>;

/** A curated fact about states: true of exactly the states in `holdsFor`. */
export type CuratedStateFact = {
  id: string;
  kind: FactKind;
  clue: string;
  holdsFor: readonly string[];
  difficulty: number;
  source: FactSource;
  /** Shared facts: the source for each state in `holdsFor`. */
  memberSources?: Readonly<Record<string, FactSource>>;
  /** Shared facts: states left out of `holdsFor` because their membership is disputed, with the reason. */
  disputedMembers?: Readonly<Record<string, string>>;
  /** The file it came from, relative to the project, for messages. */
  file: string;
};

/** A curated fact about a pool city: true of exactly the cities in `holdsFor` ("City, ST" keys). */
export type CuratedCityFact = CuratedStateFact & {
  /** The city it was written for, as a pool key ("Chicago, IL"). */
  cityKey: string;
  state: string;
};

export type CuratedFacts = {
  stateFacts: readonly CuratedStateFact[];
  cityFacts: readonly CuratedCityFact[];
};
