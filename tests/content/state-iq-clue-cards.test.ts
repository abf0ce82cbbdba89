import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import clueCardsJson from "@/content/state-iq-clue-cards.json";
import { givesAway } from "@/lib/content/deck/giveaway";
import { STATES } from "@/lib/content/state-data";
import {
  CLUE_OPTIONS,
  CLUE_TYPES,
  GEO_CARD_FIELDS,
  NAME_COVER,
  STATE_IQ_CLUE_CARDS,
  cardOptions,
  clueOptionField,
  clueOptionLabel,
  clueOptionMeasure,
  clueOptionType,
  isFlagOption,
  optionNeedsPick,
  parseStateIqClueDeck,
  revealChoices,
  revealField,
  stateIqClueCard,
  type ClueOption,
} from "@/lib/content/state-iq-clue-cards";
import { untestedIds } from "@/tests/games/support";

const DOC = "content/STATE-IQ-CLUE-CARDS.md";

function count<T>(items: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function withCard(index: number, change: Record<string, unknown>): unknown {
  const deck = structuredClone(clueCardsJson) as { cards: Record<string, unknown>[] };
  deck.cards[index] = { ...deck.cards[index], ...change };
  return deck;
}

const allOptionsOnCards = STATE_IQ_CLUE_CARDS.flatMap((card) => CLUE_TYPES.flatMap((type) => cardOptions(card, type)));

describe("[IQ-DECK] State IQ's Clue cards (content/state-iq-clue-cards.json)", () => {
  it("[IQ-DECK-1] 45 cards with unique ids, validated on load; a broken file is refused naming the card and field", () => {
    expect(STATE_IQ_CLUE_CARDS).toHaveLength(45);
    expect(STATE_IQ_CLUE_CARDS.map((card) => card.id)).toEqual(Array.from({ length: 45 }, (_, i) => `IQ${String(i + 1).padStart(2, "0")}`));
    for (const card of STATE_IQ_CLUE_CARDS) expect(Object.keys(card).sort()).toEqual(["a", "b", "c", "id"]);
    expect(() => parseStateIqClueDeck(withCard(3, { c: "shoeSize" }))).toThrow(/cards\.3\.c/);
    expect(() => parseStateIqClueDeck({ ...clueCardsJson, cards: clueCardsJson.cards.slice(1) })).toThrow(
      /content\/state-iq-clue-cards\.json is invalid/,
    );
    const twins = { ...clueCardsJson, cards: [...clueCardsJson.cards.slice(0, 44), clueCardsJson.cards[0]] };
    expect(() => parseStateIqClueDeck(twins)).toThrow(/unique/);
    expect(() => stateIqClueCard("IQ46")).toThrow(/No State IQ Clue card "IQ46"/);
  });

  it("[IQ-DECK-2] card IQ01 is the text's example: A 1 border state; B actual size OR date of statehood; C population ranking", () => {
    const example = stateIqClueCard("IQ01");
    expect(example.a).toEqual(["oneBorderState"]);
    expect(example.b).toEqual(["actualSize", "statehoodDate"]);
    expect(example.c).toBe("populationRank");
    expect(example.a.map(clueOptionLabel)).toEqual(["1 border state"]);
    expect(example.b.map(clueOptionLabel)).toEqual(["Actual size", "Date of statehood"]);
    expect(clueOptionLabel(example.c)).toBe("Population ranking");
  });

  it("[IQ-DECK-3] each type draws from its own pool: names in A, facts in B, numbers in C; a card breaking it is refused", () => {
    const pool = (type: string) => CLUE_OPTIONS.filter((option) => clueOptionType(option) === type);
    expect(pool("A")).toEqual(["oneBorderState", "twoBorderStates", "capital", "largestCity", "oneTopCity", "nickname"]);
    expect(pool("B")).toEqual(["actualSize", "statehoodDate", "actualPopulation", "patos", "flower", "bird", "flag"]);
    expect(pool("C")).toEqual(["populationRank", "sizeRank", "statehoodRank", "electoralVotes", "timeZones", "borderCount"]);
    for (const card of STATE_IQ_CLUE_CARDS)
      for (const type of CLUE_TYPES) for (const option of cardOptions(card, type)) expect(clueOptionType(option), card.id).toBe(type);
    expect(() => parseStateIqClueDeck(withCard(5, { b: ["capital", "flower"] }))).toThrow(/cards\.5\.b\.0: "capital" is a Type A option/);
    expect(() => parseStateIqClueDeck(withCard(5, { c: "flag" }))).toThrow(/cards\.5\.c: "flag" is a Type B option/);
  });

  it("[IQ-DECK-4] A has one or two options (a lone one leaves a choice inside it), B two reading different things, C one with no choice", () => {
    const lone = STATE_IQ_CLUE_CARDS.filter((card) => card.a.length === 1);
    expect(lone).toHaveLength(15);
    expect(STATE_IQ_CLUE_CARDS.filter((card) => card.a.length === 2)).toHaveLength(30);
    for (const card of lone) expect(card.a.every(optionNeedsPick), card.id).toBe(true);
    for (const card of STATE_IQ_CLUE_CARDS) {
      expect(card.b).toHaveLength(2);
      expect(new Set(card.b.map(clueOptionMeasure)).size, card.id).toBe(2);
      expect(optionNeedsPick(card.c), card.id).toBe(false);
    }
    expect(() => parseStateIqClueDeck(withCard(1, { a: ["capital"] }))).toThrow(/cards\.1\.a: a lone Type A option must leave/);
    expect(() => parseStateIqClueDeck(withCard(1, { b: ["statehoodDate", "patos"] }))).toThrow(/cards\.1\.b: the two Type B options/);
    expect(() => parseStateIqClueDeck(withCard(1, { b: ["flower"] }))).toThrow(/cards\.1\.b/);
  });

  it("[IQ-DECK-5] every field a GeoPlunge card shows is reachable from the deck", () => {
    expect(new Set(allOptionsOnCards)).toEqual(new Set(CLUE_OPTIONS));
    expect(new Set(allOptionsOnCards.map(clueOptionField))).toEqual(new Set(GEO_CARD_FIELDS));
    expect(GEO_CARD_FIELDS).toHaveLength(16);
  });

  it("[IQ-DECK-6] the deck is balanced, no two cards are alike, and no card reads the same thing twice", () => {
    const aKinds = count(STATE_IQ_CLUE_CARDS.map((card) => card.a.join(" OR ")));
    expect(Object.fromEntries(aKinds)).toEqual({
      oneBorderState: 5,
      twoBorderStates: 5,
      oneTopCity: 5,
      "capital OR nickname": 10,
      "capital OR largestCity": 10,
      "largestCity OR nickname": 10,
    });
    const bCounts = count(STATE_IQ_CLUE_CARDS.flatMap((card) => card.b));
    for (const [option, times] of bCounts) expect(times, option).toBeGreaterThanOrEqual(12);
    for (const [option, times] of bCounts) expect(times, option).toBeLessThanOrEqual(14);
    const cCounts = count(STATE_IQ_CLUE_CARDS.map((card) => card.c));
    expect(cCounts.size).toBe(6);
    for (const [option, times] of cCounts) expect([7, 8], option).toContain(times);
    const faces = STATE_IQ_CLUE_CARDS.map((card) => `${card.a.join("+")}|${[...card.b].sort().join("+")}|${card.c}`);
    expect(new Set(faces).size).toBe(45);
    for (const card of STATE_IQ_CLUE_CARDS)
      expect([...card.a, ...card.b].map(clueOptionMeasure), card.id).not.toContain(clueOptionMeasure(card.c));
    const valueOf = (code: string, option: ClueOption) => revealField(code, option).split(": ")[1];
    expect(STATES.filter((state) => valueOf(state.code, "capital") === valueOf(state.code, "largestCity"))).toHaveLength(17);
    expect(() => parseStateIqClueDeck(withCard(0, { c: "borderCount" }))).toThrow(/cards\.0\.c: the Type C clue "borderCount" repeats/);
  });

  it("[IQ-DECK-7] every option is answerable for all 50 states, with the rulings where a card has nothing to show", () => {
    expect(STATES).toHaveLength(50);
    for (const state of STATES)
      for (const option of CLUE_OPTIONS) {
        const choices = revealChoices(state.code, option);
        expect(choices.length, `${state.code} ${option}`).toBeGreaterThan(0);
        for (const choice of choices) {
          expect(choice.text, `${state.code} ${option}`).toMatch(/^[A-Z][^:]*: \S/);
          expect(choice.text).not.toMatch(/undefined|null|NaN/);
          expect(revealField(state.code, option, choice.pick)).toBe(choice.text);
        }
      }
    expect(revealField("DE", "oneBorderState", ["PA"])).toBe("Borders: Pennsylvania");
    expect(revealField("DE", "statehoodDate")).toBe("Statehood: December 7, 1787");
    expect(revealChoices("PA", "oneBorderState").map((choice) => choice.text)).toEqual(
      ["Delaware", "Maryland", "New Jersey", "New York", "Ohio", "West Virginia"].map((name) => `Borders: ${name}`),
    );
    expect(revealChoices("PA", "twoBorderStates")).toHaveLength(15);
    for (const code of ["AK", "HI"]) {
      expect(revealChoices(code, "oneBorderState")).toEqual([{ pick: [], text: "Borders: none (no other state touches it)" }]);
      expect(revealField(code, "twoBorderStates")).toBe("Borders: none (no other state touches it)");
      expect(revealField(code, "borderCount")).toBe("Number of border states: 0");
    }
    expect(revealChoices("ME", "twoBorderStates")).toEqual([{ pick: ["NH"], text: "Borders: New Hampshire (its only border state)" }]);
    expect(revealField("UT", "oneBorderState", ["NM"])).toBe("Borders: New Mexico (at the Four Corners)");
    expect(revealField("UT", "borderCount")).toBe("Number of border states: 6");
    expect(revealField("DE", "patos")).toBe("PATOS: none (a state before the first president took office)");
    expect(revealField("NC", "patos")).toBe("PATOS: George Washington");
    expect(revealField("DE", "actualSize")).toBe("Actual size: 2,489 square miles");
    expect(revealField("DE", "actualPopulation")).toBe("Actual population: 989,948 (2020 Census)");
    expect(revealField("DE", "populationRank")).toBe("Population ranking: 45");
    expect(revealField("KY", "timeZones")).toBe("Time zones: Eastern and Central");
    expect(revealField("UT", "patos")).toBe("PATOS: Grover Cleveland");
  });

  it("[IQ-DECK-8] only Type A options carry a pick, made by the clue-giving team; a pick not on the card is refused with the choices", () => {
    for (const option of CLUE_OPTIONS) if (optionNeedsPick(option)) expect(clueOptionType(option), option).toBe("A");
    expect(revealField("DE", "twoBorderStates", ["PA", "MD"])).toBe("Borders: Maryland and Pennsylvania");
    expect(revealField("DE", "oneTopCity", ["Newark"])).toBe("Top city: Newark");
    expect(() => revealField("DE", "oneBorderState", ["VA"])).toThrow(
      'For Delaware, "1 border state" needs the clue-giving team\'s pick, one of: MD; NJ; PA.',
    );
    expect(() => revealField("DE", "oneBorderState")).toThrow(/needs the clue-giving team's pick/);
    expect(() => revealField("DE", "twoBorderStates", ["PA"])).toThrow(/MD \+ NJ; MD \+ PA; NJ \+ PA/);
    expect(() => revealField("DE", "capital", ["Dover"])).toThrow('"Capital" has nothing to choose; reveal it for Delaware without a pick.');
    expect(() => revealField("XX", "capital")).toThrow('No state with postal code "XX"');
  });

  it("[IQ-DECK-9] no revealed field spells the hidden state: its own name is covered, other states' names are not", () => {
    let covered = 0;
    for (const state of STATES)
      for (const option of CLUE_OPTIONS) {
        if (clueOptionField(option) === "borderStates" || option === "patos") continue;
        for (const { text } of revealChoices(state.code, option)) {
          const value = text.slice(text.indexOf(": ") + 2);
          expect(givesAway(value, { answer: state.name, alternatives: [], sourceState: state.code }), `${state.code} ${text}`).toBe(false);
          if (text.includes(NAME_COVER)) covered++;
        }
      }
    // 17 card fields spell their own state; the largest city repeats 4 of them; Alaska's and Hawaii's time zones make 23.
    expect(covered).toBe(23);
    expect(revealField("OK", "capital")).toBe("Capital: ■■■ City");
    expect(revealField("IN", "capital")).toBe("Capital: ■■■");
    expect(revealField("RI", "bird")).toBe("State bird: ■■■ Red chicken");
    expect(revealField("NY", "largestCity")).toBe("Largest city: ■■■ City");
    expect(revealField("HI", "timeZones")).toBe("Time zone: ■■■");
    expect(revealField("AK", "timeZones")).toBe("Time zones: ■■■ and Hawaii-Aleutian");
    expect(revealField("WV", "oneBorderState", ["VA"])).toBe("Borders: Virginia");
    expect(revealField("MO", "oneTopCity", ["Kansas City"])).toBe("Top city: Kansas City");
  });

  it("[IQ-DECK-10] the flag is kept, marked as needing the pictures, and only ever a Type B option beside another", () => {
    const flagOptions = CLUE_OPTIONS.filter(isFlagOption);
    expect(flagOptions).toEqual<ClueOption[]>(["flag"]);
    const withFlag = STATE_IQ_CLUE_CARDS.filter((card) => allOptionsOf(card).some(isFlagOption));
    expect(withFlag).toHaveLength(12);
    for (const card of withFlag) {
      expect(card.a.some(isFlagOption) || isFlagOption(card.c), card.id).toBe(false);
      expect(card.b.filter((option) => !isFlagOption(option)), card.id).toHaveLength(1);
    }
    for (const state of STATES) expect(revealField(state.code, "flag")).toBe("State flag: the picture alone, the rest of the card covered");
  });
});

function allOptionsOf(card: (typeof STATE_IQ_CLUE_CARDS)[number]): ClueOption[] {
  return CLUE_TYPES.flatMap((type) => cardOptions(card, type));
}

describe("[DOCS] content/STATE-IQ-CLUE-CARDS.md and the tests agree", () => {
  it("every IQ-DECK rule has a test, and the document's option table is the code's", () => {
    const ids = [...readFileSync(DOC, "utf8").matchAll(/\*\*(IQ-DECK-\d+)\*\*/g)].map((match) => match[1] ?? "");
    expect(ids).toEqual(Array.from({ length: 10 }, (_, i) => `IQ-DECK-${String(i + 1)}`));
    expect(untestedIds(ids, "tests/content")).toEqual([]);
    const text = readFileSync(DOC, "utf8");
    for (const option of CLUE_OPTIONS) {
      const row = text.split("\n").find((line) => line.startsWith(`| \`${option}\` |`));
      expect(row, option).toBeDefined();
      expect(row).toContain(`| ${clueOptionType(option)} |`);
    }
  });
});
