import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mentionsPhrase } from "@/lib/content/deck/giveaway";
import { parseCsv } from "@/lib/content/deck-io/csv";
import { exportCardsCsv, exportCardsJson } from "@/lib/content/deck-io/export-cards";
import { cleanText, parseCardsImport } from "@/lib/content/deck-io/import-cards";
import type { ImportResult, NewCard } from "@/lib/content/deck-io/new-card";

const MAX_BYTES = 1_000_000;
const importFile = (name: string, content: Uint8Array | string, maxRows?: number) =>
  parseCardsImport(name, content, { maxBytes: MAX_BYTES, ...(maxRows === undefined ? {} : { maxRows }) });

/** Characters that trouble CSV and spreadsheets, plus any printable grapheme. */
const awkwardUnit = fc.oneof(
  fc.constantFrom(",", '"', "\n", "=", "+", "-", "@", "'", " ", "|", "<", "é", "🙂", "中", "a", "b", "Z", "1"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
);
const cardText = (maxLength: number) =>
  fc
    .string({ unit: awkwardUnit, minLength: 1, maxLength: Math.min(maxLength, 40) })
    .filter((text) => text.length <= maxLength && text !== "" && cleanText(text) === text && !/<\s*script/i.test(text));

const customCard: fc.Arbitrary<NewCard> = fc.record({
  kind: fc.constant("custom" as const),
  question: cardText(200),
  clues: fc.tuple(cardText(300), cardText(300), cardText(300), cardText(300), cardText(300), cardText(300)),
  answer: cardText(100),
  alternatives: fc.array(cardText(100).filter((text) => !text.includes("|")), { maxLength: 4 }),
  sourceState: fc.constant(null),
});
const deckOfCards = fc
  .uniqueArray(customCard, {
    maxLength: 6,
    selector: (card) => `${card.question.toLowerCase().replace(/\s+/g, " ")}\u0000${card.answer.toLowerCase().replace(/\s+/g, " ")}`,
  })
  .filter((cards) =>
    cards.every((card) => card.clues.every((clue) => ![card.answer, ...card.alternatives].some((name) => mentionsPhrase(clue, name)))),
  );

const goodRow = (question: string, answer = "Utah") =>
  `${question},${answer},Beehive|UT State,Clue one,Clue two,Clue three,Clue four,Clue five,Clue six`;
const HEADER = "question,answer,alternatives,clue1,clue2,clue3,clue4,clue5,clue6";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\r\n");

function problemsOf(result: ImportResult) {
  expect(result.ok).toBe(false);
  if (result.ok) return [];
  expect(result).not.toHaveProperty("cards");
  return result.problems;
}

describe("deck import/export", () => {
  it("[IO-1] CSV export then import gives back the same cards, whatever their text", () => {
    fc.assert(
      fc.property(deckOfCards.filter((cards) => cards.length > 0), (cards) => {
        const exported = exportCardsCsv(cards);
        expect(importFile("deck.csv", exported)).toEqual({ ok: true, cards });
        expect(importFile("deck.CSV", new TextEncoder().encode(exported))).toEqual({ ok: true, cards });
      }),
      { numRuns: 150 },
    );
  });

  it("[IO-2] JSON export then import gives back the same cards, kind and source state included", () => {
    fc.assert(
      fc.property(
        deckOfCards.filter((cards) => cards.length > 0),
        fc.constantFrom("custom", "state", "city"),
        fc.constantFrom(null, "UT"),
        (cards, kind, sourceState) => {
          const tagged = cards.map((card) => ({ ...card, kind, sourceState }));
          expect(importFile("deck.json", exportCardsJson(tagged))).toEqual({ ok: true, cards: tagged });
        },
      ),
      { numRuns: 100 },
    );
  });

  it("[IO-3] exported CSV is spreadsheet-safe: formula-like cells get a leading quote, fields are RFC 4180 quoted", () => {
    const card: NewCard = {
      kind: "custom",
      question: "=HYPERLINK(\"http://x\")",
      answer: "@SUM(A1)",
      alternatives: ["+1", "-cmd"],
      clues: ["-2+3", "Has, a comma", 'Has "quotes"', "Two\nlines", "'=already quoted", "plain"],
      sourceState: null,
    };
    const exported = exportCardsCsv([card]);
    expect(exported.startsWith("\uFEFF")).toBe(true);
    const parsed = parseCsv(exported.slice(1));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.records).toHaveLength(2);
    const cells = parsed.records[1] ?? [];
    expect(cells).toEqual([
      "'=HYPERLINK(\"http://x\")",
      "'@SUM(A1)",
      "'+1|-cmd",
      "'-2+3",
      "Has, a comma",
      'Has "quotes"',
      "Two\nlines",
      "''=already quoted",
      "plain",
    ]);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(exported).toContain('"Has ""quotes"""');
    expect(exported.endsWith("\r\n")).toBe(true);
  });

  it("[IO-4] each problem is reported with its row, field and a plain reason", () => {
    const missingClue = csv(goodRow("Q1"), "Q2,Ohio,,c1,c2,c3,,c5,c6");
    expect(problemsOf(importFile("a.csv", missingClue))).toEqual([
      { row: 3, field: "clue4", reason: "clue 4 is missing" },
    ]);

    const answerInClue = csv("Which state?,Utah,,c1,I am Utah,c3,c4,c5,c6");
    expect(problemsOf(importFile("a.csv", answerInClue))).toEqual([
      { row: 2, field: "clue2", reason: "the answer appears in clue 2" },
    ]);

    const alternativeInClue = csv("Which state?,Utah,Beehive State,c1,c2,c3,the beehive   state,c5,c6");
    expect(problemsOf(importFile("a.csv", alternativeInClue))).toEqual([
      { row: 2, field: "clue4", reason: 'the accepted answer "Beehive State" appears in clue 4' },
    ]);

    const duplicate = csv(goodRow("Q1"), goodRow("Q2"), goodRow("  q1 ", "UTAH"));
    expect(problemsOf(importFile("a.csv", duplicate))).toEqual([
      { row: 4, field: null, reason: "duplicate card: same question and answer as row 2" },
    ]);

    const tooLong = csv(goodRow("x".repeat(201)));
    expect(problemsOf(importFile("a.csv", tooLong))).toEqual([
      { row: 2, field: "question", reason: "the question is too long (201 characters; the limit is 200)" },
    ]);

    const formula = csv(goodRow("=cmd|' /C calc'!A0"));
    expect(problemsOf(importFile("a.csv", formula))[0]).toMatchObject({ row: 2, field: "question" });
    expect(problemsOf(importFile("a.csv", formula))[0]?.reason).toMatch(/formula/);

    const script = csv(goodRow("<script>alert(1)</script>"));
    expect(problemsOf(importFile("a.csv", script))).toEqual([
      { row: 2, field: "question", reason: "the question contains a <script> tag; cards are plain text only" },
    ]);

    const shortRow = csv(goodRow("Q1"), "Q2,Ohio,c1");
    expect(problemsOf(importFile("a.csv", shortRow))).toEqual([
      { row: 3, field: null, reason: "this row has 3 cells but the header has 9" },
    ]);

    expect(problemsOf(importFile("a.csv", `${HEADER}\r\n"Q1,Utah`))).toEqual([
      { row: 2, field: null, reason: "a quoted cell is never closed" },
    ]);

    expect(problemsOf(importFile("a.csv", "question,answer,clue1,clue2,clue3,clue5,clue6,colour\r\nq,a,1,2,3,5,6,red"))).toEqual([
      { row: 1, field: "clue4", reason: 'the header row has no "clue4" column' },
      { row: 1, field: "colour", reason: 'unknown column "colour"' },
    ]);
  });

  it("[IO-5] a problem anywhere means no cards at all, and every bad row is listed", () => {
    const file = csv(goodRow("Q1"), goodRow("Q2"), "Q3,,,c1,c2,c3,c4,c5,c6", goodRow("Q4"), "Q5,Ohio,,c1,c2,c3,c4,c5,");
    expect(problemsOf(importFile("a.csv", file))).toEqual([
      { row: 4, field: "answer", reason: "the answer is missing" },
      { row: 6, field: "clue6", reason: "clue 6 is missing" },
    ]);
  });

  it("[IO-6] huge, binary, mis-encoded, unknown and over-long files are refused whole", () => {
    const big = csv(...Array.from({ length: 20 }, (_, index) => goodRow(`Q${index}`)));
    expect(problemsOf(parseCardsImport("a.csv", big, { maxBytes: 100 }))).toEqual([
      { row: null, field: null, reason: expect.stringMatching(/^the file is too large \([\d,]+ bytes; the limit is 100\)$/) },
    ]);
    expect(problemsOf(importFile("a.csv", big, 10))).toEqual([
      { row: null, field: null, reason: "the file has too many cards (20; the limit is 10)" },
    ]);
    const withNul = new TextEncoder().encode(csv(goodRow("Q1")));
    withNul[30] = 0;
    expect(problemsOf(importFile("a.csv", withNul))[0]?.reason).toBe("the file contains binary data (NUL bytes), not text");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]);
    expect(problemsOf(importFile("cards.csv", png))[0]?.reason).toBe("the file is not valid UTF-8 text");
    expect(problemsOf(importFile("cards.txt", csv(goodRow("Q1"))))[0]?.reason).toBe(
      "the file is not a CSV or JSON file (its name must end in .csv or .json)",
    );
    expect(problemsOf(importFile("cards.json", "{not json"))[0]?.reason).toBe("the file is not valid JSON");
    expect(problemsOf(importFile("cards.json", '{"deck": []}'))[0]?.reason).toMatch(/list of cards/);
    expect(problemsOf(importFile("cards.csv", ""))[0]?.reason).toBe("the file is empty");
    expect(problemsOf(importFile("cards.csv", HEADER))[0]?.reason).toBe("the file has no cards");
  });

  it("[IO-7] hostile text is neutralised: control and bidi characters stripped, HTML kept as plain text", () => {
    const file = csv(`"Q\u0007 one\u202E",Utah,,"<b>bold</b>",c2\u0000x,c3,c4,"tab\there",c6`.replace("\u0000", ""));
    const result = importFile("a.csv", file);
    expect(result).toEqual({
      ok: true,
      cards: [
        {
          kind: "custom",
          question: "Q one",
          answer: "Utah",
          alternatives: [],
          clues: ["<b>bold</b>", "c2x", "c3", "c4", "tab here", "c6"],
          sourceState: null,
        },
      ],
    });
    const guarded = importFile("a.csv", csv(`'=1+1,Utah,'@x|y,'-cmd,c2,c3,c4,c5,c6`));
    expect(guarded.ok && guarded.cards[0]).toMatchObject({ question: "=1+1", alternatives: ["@x", "y"], clues: ["-cmd", "c2", "c3", "c4", "c5", "c6"] });
  });

  it("[IO-9] every problem in the file is reported in one pass: header, row shapes, every field of every row, duplicates", () => {
    const file = [
      "question,answer,alternatives,clue1,clue2,clue3,clue4,clue5,clue6,colour",
      `${goodRow("Q1")},red`,
      "Q2,Ohio,c1",
      `Q3,,Buckeye State,c1,c2,c3,c4,c5,c6,blue`,
      `=SUM(A1),Utah,,c1,c2,c3,c4,c5,c6,green`,
      `Q5,Utah,Bee|Hive|${"x".repeat(101)},Utah is here,c2,c3,c4,c5,,teal`,
      `${goodRow("Q1")},red`,
    ].join("\r\n");
    expect(problemsOf(importFile("a.csv", file))).toEqual([
      { row: 1, field: "colour", reason: 'unknown column "colour"' },
      { row: 3, field: null, reason: "this row has 3 cells but the header has 10" },
      { row: 4, field: "answer", reason: "the answer is missing" },
      {
        row: 5,
        field: "question",
        reason: 'the question starts with "=", which a spreadsheet runs as a formula; put an apostrophe (\') in front if it is meant as text',
      },
      { row: 6, field: "alternatives", reason: "an accepted answer is too long (101 characters; the limit is 100)" },
      { row: 6, field: "clue6", reason: "clue 6 is missing" },
      { row: 6, field: "clue1", reason: "the answer appears in clue 1" },
      { row: 7, field: null, reason: "duplicate card: same question and answer as row 2" },
    ]);
  });

  it("[IO-8] JSON may be a bare list or {cards}; clues as a list or clue1..clue6; kind defaults to custom", () => {
    const bare = [
      { question: "Q", answer: "A", clue1: "1", clue2: "2", clue3: "3", clue4: "4", clue5: "5", clue6: "6" },
    ];
    expect(importFile("x.json", JSON.stringify(bare))).toEqual({
      ok: true,
      cards: [{ kind: "custom", question: "Q", answer: "A", alternatives: [], clues: ["1", "2", "3", "4", "5", "6"], sourceState: null }],
    });
    const wrapped = { cards: [{ question: "Q", answer: "A", alternatives: ["a|b"], clues: ["1", "2", "3", "4", "5", "6", "7"] }, 42, { question: "Q2", answer: "B", clues: ["1", "2", "3", "4", "5", "6"], kind: "secret", sourceState: "utah" }] };
    expect(problemsOf(importFile("x.json", JSON.stringify(wrapped)))).toEqual([
      { row: 1, field: "clues", reason: "there are 7 clues; a card has exactly six" },
      { row: 2, field: null, reason: "this entry is not a card (an object with a question, answer and clues)" },
      { row: 1, field: "alternatives", reason: 'an accepted answer may not contain "|"' },
      { row: 3, field: "kind", reason: "kind must be one of state, capital, city, custom" },
      { row: 3, field: "sourceState", reason: "the source state must be a two-letter postal code like UT" },
    ]);
    const badFields = { cards: [{ question: "Q2", answer: "B", alternatives: ["a|b"], clues: ["1", "2", "3", "4", "5", 6], kind: "secret", sourceState: "utah" }] };
    expect(problemsOf(importFile("x.json", JSON.stringify(badFields)))).toEqual([
      { row: 1, field: "alternatives", reason: 'an accepted answer may not contain "|"' },
      { row: 1, field: "clue6", reason: "clue 6 must be text" },
      { row: 1, field: "kind", reason: "kind must be one of state, capital, city, custom" },
      { row: 1, field: "sourceState", reason: "the source state must be a two-letter postal code like UT" },
    ]);
  });
});
