import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FactFilesError, parseFactFiles, readFactFiles, type FactFile } from "@/lib/content/facts/load";
import { cityPool } from "@/lib/content/facts/city-pool";
import type { CuratedStateFact } from "@/lib/content/facts/schema";
import { buildBuiltInDeck } from "@/lib/content/deck/build-deck";
import { cityOfAnswer } from "@/lib/content/deck/answer-names";
import { everydayCityName } from "@/lib/content/deck/city-names";
import { builtInFacts } from "@/lib/content/facts/built-in-facts";
import { STATES, stateByCode } from "@/lib/content/state-data";

/**
 * The curated facts in content/facts: their shape (the loader), their sources, and the rules that keep
 * a clue from giving its answer away. Every failure names the file and the fact id, so the authors and
 * reviewers can fix the data.
 */

/** Words that name a kind of place rather than a particular one (written apart from the generator's list). */
const GENERIC = new Set("new north south east west city saint st fort ft mount mt san santa los las des del the and of island lake beach falls springs park county heights hills grand great little rock".split(" "));

function identifyingWords(name: string): string[] {
  return name.split(/[^A-Za-z']+/).filter((word) => word.length > 2 && !GENERIC.has(word.toLowerCase()));
}

function namesWord(text: string, word: string): boolean {
  return new RegExp(`(?<![A-Za-z])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`, "i").test(text);
}

function stateGiveaways(fact: CuratedStateFact): string[] {
  const found: string[] = [];
  for (const code of fact.holdsFor) {
    const state = stateByCode(code);
    if (state === undefined) continue;
    for (const word of identifyingWords(state.name)) if (namesWord(fact.clue, word)) found.push(`names "${word}" (${state.name} is in holdsFor)`);
    if (namesWord(fact.clue, everydayCityName(state.capital))) found.push(`names ${state.name}'s capital ${state.capital}`);
    if (new RegExp(`\\b${code}\\b`).test(fact.clue)) found.push(`has the postal code ${code}`);
    const nickname = state.nickname.replace(/^the /i, "");
    if (fact.clue.toLowerCase().includes(nickname.toLowerCase())) found.push(`names ${state.name}'s nickname "${nickname}"`);
  }
  return found;
}

describe("curated facts in content/facts", () => {
  const files = readFactFiles(process.cwd());

  it("[FACTS-1] every file matches the format: kinds, ids, difficulty, holdsFor naming real states and pool cities", () => {
    let problems: readonly string[] = [];
    try {
      parseFactFiles(files, STATES);
    } catch (error) {
      if (!(error instanceof FactFilesError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([]);
  });

  const facts = builtInFacts(STATES);
  const all = [...facts.stateFacts, ...facts.cityFacts];

  it("[FACTS-11] ids are unique across all files, state and city facts together", () => {
    const seen = new Map<string, string>();
    const clashes = all.flatMap((fact) => {
      const earlier = seen.get(fact.id);
      seen.set(fact.id, fact.file);
      return earlier === undefined ? [] : [`${fact.file}, fact ${fact.id}: also in ${earlier}`];
    });
    expect(clashes).toEqual([]);
  });

  it("[FACTS-2] every fact names a public source: publisher, page title and a web address", () => {
    const offenders = all
      .filter((fact) => fact.source.publisher.trim().length < 3 || fact.source.title.trim().length < 3 || !/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i.test(fact.source.url))
      .map((fact) => `${fact.file}, fact ${fact.id}: ${JSON.stringify(fact.source)}`);
    expect(offenders).toEqual([]);
  });

  it("[FACTS-3] a state's own fact names neither the state, its capital, its postal code nor its nickname", () => {
    // A shared fact may name one of its states ("the Ohio River forms part of my border"): the deck
    // leaves it off that state's cards, where it would give the answer away, and uses it on the others.
    const offenders = facts.stateFacts
      .filter((fact) => !fact.file.endsWith("shared.json"))
      .flatMap((fact) => stateGiveaways(fact).map((problem) => `${fact.file}, fact ${fact.id}: ${problem}`));
    expect(offenders).toEqual([]);
  });

  it("[FACTS-4] a city fact names neither the city (any word of it) nor its state", () => {
    const offenders = facts.cityFacts.flatMap((fact) => {
      const state = stateByCode(fact.state);
      const city = everydayCityName(fact.cityKey.replace(/, [A-Z]{2}$/, ""));
      const problems = identifyingWords(city).filter((word) => namesWord(fact.clue, word)).map((word) => `names "${word}" of ${city}`);
      for (const word of identifyingWords(state?.name ?? "")) if (namesWord(fact.clue, word)) problems.push(`names its state (${word})`);
      return problems.map((problem) => `${fact.file}, fact ${fact.id}: ${problem}`);
    });
    expect(offenders).toEqual([]);
  });

  it("[FACTS-5] facts speak in the card's voice: first person, one sentence a host can read", () => {
    const offenders = all
      .filter((fact) => !/\b(I|I'm|I've|me|my|My|here|Here)\b/.test(fact.clue) || !/[.!?]["'”’)]*$/.test(fact.clue.trim()))
      .map((fact) => `${fact.file}, fact ${fact.id}: "${fact.clue}"`);
    expect(offenders).toEqual([]);
  });

  it("[FACTS-6] every state has at least 12 curated facts of at least four kinds", () => {
    const short = STATES.flatMap((state) => {
      const own = facts.stateFacts.filter((fact) => fact.holdsFor.includes(state.code));
      const kinds = new Set(own.map((fact) => fact.kind));
      return own.length >= 12 && kinds.size >= 4 ? [] : [`${state.code}: ${own.length} facts of ${kinds.size} kinds`];
    });
    expect(short).toEqual([]);
  });

  it("[FACTS-7] every city the deck asks for (capitals and city cards) has at least three curated facts", () => {
    const deck = buildBuiltInDeck(STATES, facts);
    const keys = new Map(cityPool(STATES).map((entry) => [`${entry.state.code}:${everydayCityName(entry.dataName)}`, entry.key]));
    const short = deck
      .filter((card) => card.kind === "capital" || card.kind === "city")
      .flatMap((card) => {
        const state = stateByCode(card.sourceState ?? "");
        const key = keys.get(`${card.sourceState}:${cityOfAnswer(card.answer, state?.name ?? "")}`) ?? card.answer;
        const count = facts.cityFacts.filter((fact) => fact.holdsFor.includes(key)).length;
        return count >= 3 ? [] : [`${key}: ${count}`];
      });
    expect(short).toEqual([]);
  });
});

describe("the fact loader refuses a bad file and says where", () => {
  const fact = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    kind: "geography",
    clue: "The Great Salt Lake is in my state.",
    holdsFor: ["UT"],
    difficulty: 4,
    source: { publisher: "U.S. Geological Survey", title: "Great Salt Lake", url: "https://www.usgs.gov/great-salt-lake" },
    ...extra,
  });
  const problemsOf = (files: FactFile[]): string[] => {
    try {
      parseFactFiles(files, STATES);
      return [];
    } catch (error) {
      if (error instanceof FactFilesError) return [...error.problems];
      throw error;
    }
  };

  it("[FACTS-8] a good file loads", () => {
    const parsed = parseFactFiles([{ path: "content/facts/states/UT.json", json: { state: "UT", facts: [fact("UT-great-salt-lake")] } }], STATES);
    expect(parsed.stateFacts.map((item) => item.id)).toEqual(["UT-great-salt-lake"]);
  });

  it("[FACTS-9] each problem names the file and the fact id", () => {
    const { holdsFor: _holdsFor, ...cityFact } = fact("UT-ogden-rail");
    const problems = problemsOf([
      { path: "content/facts/states/UT.json", json: { state: "UT", facts: [fact("UT-lake", { holdsFor: ["NV"] })] } },
      { path: "content/facts/states/NV.json", json: { state: "UT", facts: [fact("UT-lake", { holdsFor: ["NV", "XX"] })] } },
      { path: "content/facts/states/ID.json", json: { state: "ID", facts: [fact("ID-bad-source", { holdsFor: ["ID"], source: { publisher: "USGS", title: "Lake", url: "usgs.gov" } })] } },
      {
        path: "content/facts/cities/UT.json",
        json: { state: "UT", cities: [{ city: "Ogden", facts: [cityFact] }, { city: "Provo", facts: [{ ...cityFact, id: "UT-provo-byu", holdsFor: ["Provo, UT", "Boise City, ID"] }] }] },
      },
      { path: "content/facts/shared.json", json: { facts: [fact("shared-one", { holdsFor: ["UT"] })] } },
      { path: "content/facts/notes.json", json: {} },
    ]);
    const expected = [
      "content/facts/states/UT.json, fact UT-lake: holdsFor must include UT",
      "content/facts/states/ID.json, fact ID-bad-source, facts.0.source.url:",
      'content/facts/states/NV.json: "state" is UT but the file is named for NV',
      "content/facts/states/UT.json, fact UT-lake: the id is already used in content/facts/states/NV.json",
      'content/facts/states/NV.json, fact UT-lake: the id must start with "NV-"',
      "content/facts/states/NV.json, fact UT-lake: holdsFor has XX",
      "content/facts/cities/UT.json, city Ogden: not a capital or top-five city of UT",
      'content/facts/cities/UT.json, fact UT-provo-byu: holdsFor has "Boise City, ID"',
      "content/facts/shared.json, fact shared-one, facts.0.holdsFor: a shared fact holds for two states or more",
      "content/facts/notes.json: not a fact file",
    ];
    for (const start of expected) expect(problems.some((problem) => problem.startsWith(start)), `${start}\n${problems.join("\n")}`).toBe(true);
  });

  it("[FACTS-10] a file that is not JSON, or has no facts, is named", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "facts-"));
    mkdirSync(path.join(dir, "content/facts/states"), { recursive: true });
    writeFileSync(path.join(dir, "content/facts/states/UT.json"), "{ \"state\": \"UT\",");
    expect(() => readFactFiles(dir)).toThrow(/content\/facts\/states\/UT.json: not valid JSON/);
    expect(() => parseFactFiles([{ path: "content/facts/states/UT.json", json: { state: "UT", facts: [] } }], STATES)).toThrow(/content\/facts\/states\/UT.json, facts/);
  });
});
