import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

// The Prisma client reads DATABASE_URL on first use: point it at a fresh file before anything opens it.
const dbFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/clue-spin-deck-store-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  return file;
});

import { exportCardsCsv, exportCardsJson, parseCardsImport, type NewCard } from "@/lib/content/deck-io";
import { db, disconnectDb } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { customDeckCards } from "@/lib/server/decks";
import {
  addCard,
  checkCard,
  createDeck,
  deleteCard,
  deleteDeck,
  DECK_LIMITS,
  exportDeck,
  getDeck,
  importCards,
  listDecks,
  renameDeck,
  updateCard,
  type DeckReply,
} from "@/lib/server/deck-store";

beforeAll(() => {
  migrateDatabase({ DATABASE_URL: `file:${dbFile}` });
});
afterAll(async () => {
  await disconnectDb();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${dbFile}${suffix}`, { force: true });
});
beforeEach(async () => {
  await db().$executeRawUnsafe('DROP TRIGGER IF EXISTS "fail_third_card"');
  await db().$executeRawUnsafe('DROP TRIGGER IF EXISTS "fail_deck_update"');
  await db().deck.deleteMany({});
});

const encode = (text: string) => new TextEncoder().encode(text);
/** The teacher whose decks these tests work on (decks belong to whoever made them). */
const OWNER = "this-computer";

function card(n: number, overrides: Partial<Record<"question" | "answer", string>> & { clues?: string[]; alternatives?: string[] } = {}) {
  return {
    question: overrides.question ?? "Which river am I?",
    answer: overrides.answer ?? `River ${n}`,
    alternatives: overrides.alternatives ?? [`R${n}`],
    clues: overrides.clues ?? [
      `I am long (${n})`,
      "I flow south",
      "I cross three states",
      "I have a delta",
      "Boats carry grain on me",
      "I end near New Orleans",
    ],
  };
}

function expectOk<T>(reply: DeckReply<T>): T {
  if (!reply.ok) throw new Error(`expected ok, got ${reply.status} ${reply.message} ${JSON.stringify(reply.problems ?? [])}`);
  return reply.body;
}

async function newDeck(name = "Rivers") {
  return expectOk(await createDeck(OWNER, { name }));
}

async function storedCardCount(): Promise<number> {
  return db().deckCard.count();
}

describe("deck store on a real SQLite file", () => {
  test("[DECKS-1] decks are created, listed with their card counts, renamed and deleted; a missing deck is a 404", async () => {
    const rivers = await newDeck("  Rivers   of\tthe West ");
    expect(rivers.name).toBe("Rivers of the West");
    const lakes = await newDeck("Lakes");
    expectOk(await addCard(OWNER, lakes.id, card(1)));
    expect((await listDecks(OWNER)).map((deck) => [deck.name, deck.cardCount])).toEqual([
      ["Lakes", 1],
      ["Rivers of the West", 0],
    ]);
    const renamed = expectOk(await renameDeck(OWNER, rivers.id, { name: "Rivers" }));
    expect(renamed.name).toBe("Rivers");
    expect(expectOk(await getDeck(OWNER, rivers.id)).name).toBe("Rivers");
    expectOk(await deleteDeck(OWNER, lakes.id));
    expect((await listDecks(OWNER)).map((deck) => deck.name)).toEqual(["Rivers"]);
    // The cards went with their deck.
    expect(await storedCardCount()).toBe(0);
    for (const reply of [
      await getDeck(OWNER, lakes.id),
      await deleteDeck(OWNER, lakes.id),
      await renameDeck(OWNER, lakes.id, { name: "X" }),
      await getDeck(OWNER, "not-an-id"),
    ]) {
      expect(reply.ok ? 200 : reply.status).toBe(404);
    }
  });

  test("[DECKS-2] deck names are unique whatever their case (409), and an empty, long or non-text name is a 400", async () => {
    const rivers = await newDeck("Rivers");
    const lakes = await newDeck("Lakes");
    for (const reply of [await createDeck(OWNER, { name: "rivers" }), await renameDeck(OWNER, lakes.id, { name: "RIVERS " })]) {
      expect(reply.ok ? reply.status : [reply.status, reply.code]).toEqual([409, "deck/name_taken"]);
    }
    // Renaming a deck to its own name in another case is not a clash with itself.
    expect(expectOk(await renameDeck(OWNER, rivers.id, { name: "RIVERS" })).name).toBe("RIVERS");
    for (const input of [
      { name: "  " },
      { name: "x".repeat(DECK_LIMITS.name + 1) },
      { name: 7 },
      {},
      null,
      "Rivers",
      { name: "<script>alert(1)</script>" },
    ]) {
      const reply = await createDeck(OWNER, input);
      expect(reply.ok ? reply.status : reply.status).toBe(400);
    }
    expect(await db().deck.count()).toBe(2);
  });

  test("[DECKS-3] a new card is checked by the import rules: six clues, answer not in a clue, lengths; problems name the field", async () => {
    const deck = await newDeck();
    const cases: { input: unknown; field: string | null; reason: RegExp }[] = [
      { input: { ...card(1), clues: card(1).clues.slice(0, 5) }, field: "clue6", reason: /clue 6 is missing/ },
      { input: { ...card(1), clues: [...card(1).clues, "seventh"] }, field: "clues", reason: /exactly six/ },
      {
        input: card(1, { answer: "Mississippi", clues: ["I am the Mississippi", "b", "c", "d", "e", "f"] }),
        field: "clue1",
        reason: /answer appears in clue 1/,
      },
      {
        input: card(1, { alternatives: ["Old Muddy"], clues: ["a", "b", "c", "They call me old muddy", "e", "f"] }),
        field: "clue4",
        reason: /accepted answer "Old Muddy" appears in clue 4/,
      },
      { input: { ...card(1), question: "q".repeat(201) }, field: "question", reason: /too long/ },
      { input: { ...card(1), answer: "" }, field: "answer", reason: /missing/ },
      { input: { ...card(1), alternatives: ["a|b"] }, field: "alternatives", reason: /may not contain "\|"/ },
      { input: { ...card(1), question: "<script>alert(1)</script>" }, field: "question", reason: /<script>/ },
      { input: "a card", field: null, reason: /object/ },
    ];
    for (const { input, field, reason } of cases) {
      const reply = await addCard(OWNER, deck.id, input);
      expect(reply.ok).toBe(false);
      if (reply.ok) continue;
      expect(reply.status).toBe(400);
      expect(
        reply.problems?.some((problem) => problem.field === field && reason.test(problem.reason) && problem.row === null),
        JSON.stringify(reply.problems),
      ).toBe(true);
    }
    expect(await storedCardCount()).toBe(0);

    // Text is cleaned the same way as an import: control characters gone, spaces trimmed. "=cmd" is plain text here.
    const stored = expectOk(
      await addCard(OWNER, deck.id, {
        ...card(2),
        question: "  Which\u202E river am I? ",
        clues: ["=cmd|' /C calc'!A0", ...card(2).clues.slice(1)],
      }),
    );
    expect(stored.question).toBe("Which river am I?");
    expect(stored.clues[0]).toBe("=cmd|' /C calc'!A0");
    expect(expectOk(await getDeck(OWNER, deck.id)).cards).toEqual([stored]);
  });

  test("[DECKS-4] what the editor can create the importer accepts, and what the importer accepts the editor can save", async () => {
    const deck = await newDeck();
    const hostile = card(1, { clues: ["=1+1", "@SUM(A1)", "+A1 is a cell", "-A1 too", '"quoted", with comma', "line\nbreak"] });
    const created = expectOk(await addCard(OWNER, deck.id, hostile));
    const exported = expectOk(await exportDeck(OWNER, deck.id, "csv"));
    const reread = parseCardsImport(exported.fileName, exported.body, { maxBytes: DECK_LIMITS.importBytes });
    expect(reread).toEqual({
      ok: true,
      cards: [
        {
          kind: "custom",
          sourceState: null,
          question: created.question,
          answer: created.answer,
          alternatives: created.alternatives,
          clues: created.clues,
        },
      ],
    });

    const file = exportCardsJson([1, 2, 3].map((n) => ({ ...card(n), kind: "custom", sourceState: null }) as NewCard));
    const imported = parseCardsImport("deck.json", file, { maxBytes: DECK_LIMITS.importBytes });
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    for (const one of imported.cards) expect(checkCard(one)).toEqual({ ok: true, card: one });
  });

  test("[DECKS-5] cards are edited and deleted in their own deck only; an edit may not duplicate another card", async () => {
    const deck = await newDeck();
    const other = await newDeck("Other");
    const first = expectOk(await addCard(OWNER, deck.id, card(1)));
    const second = expectOk(await addCard(OWNER, deck.id, card(2)));
    const edited = expectOk(await updateCard(OWNER, deck.id, first.id, { ...card(1), answer: "The Big River" }));
    expect(edited).toMatchObject({ id: first.id, answer: "The Big River" });
    // Saving a card unchanged is not a duplicate of itself.
    expectOk(await updateCard(OWNER, deck.id, first.id, { ...card(1), answer: "The Big River" }));
    const clash = await updateCard(OWNER, deck.id, second.id, { ...card(2), answer: "the  big river" });
    expect(clash.ok ? 200 : [clash.status, clash.problems?.[0]?.reason]).toEqual([400, expect.stringMatching(/duplicate card/)]);
    expect((await updateCard(OWNER, other.id, first.id, card(1))).ok ? 200 : 404).toBe(404);
    const wrongDeck = await deleteCard(OWNER, other.id, first.id);
    expect(wrongDeck.ok ? 200 : wrongDeck.code).toBe("card/not_found");
    expectOk(await deleteCard(OWNER, deck.id, first.id));
    expect(expectOk(await getDeck(OWNER, deck.id)).cards.map((c) => c.id)).toEqual([second.id]);
    const missingDeck = await deleteCard(OWNER, "00000000-0000-4000-8000-000000000000", second.id);
    expect(missingDeck.ok ? 200 : missingDeck.code).toBe("deck/not_found");
  });

  test("[DECKS-6] an import is all or nothing: one bad row stores no card at all", async () => {
    const deck = await newDeck();
    const good = [1, 2, 3].map((n) => ({ ...card(n), kind: "custom", sourceState: null }) as NewCard);
    const csv = exportCardsCsv(good).replace("River 2", "River 2,extra cell");
    const reply = await importCards(OWNER, deck.id, "rivers.csv", encode(csv));
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.status).toBe(400);
    expect(reply.problems).toEqual([{ row: 3, field: null, reason: expect.stringMatching(/cells but the header has/) }]);
    expect(await storedCardCount()).toBe(0);

    const ok = expectOk(await importCards(OWNER, deck.id, "rivers.csv", encode(exportCardsCsv(good))));
    expect(ok).toEqual({ imported: 3, cardCount: 3 });
    const stored = expectOk(await getDeck(OWNER, deck.id)).cards;
    expect(stored.map(({ question, answer, alternatives, clues }) => ({ question, answer, alternatives, clues }))).toEqual(
      good.map(({ question, answer, alternatives, clues }) => ({ question, answer, alternatives, clues })),
    );
  });

  test("[DECKS-7] a card already in the deck (any case or spacing) makes the whole import fail, naming its row", async () => {
    const deck = await newDeck();
    expectOk(await addCard(OWNER, deck.id, card(2)));
    const file = [card(1), card(3), { ...card(2), question: "which  RIVER am i?" }].map(
      (c) => ({ ...c, kind: "custom", sourceState: null }) as NewCard,
    );
    // Blank lines do not shift the numbering: rows are what a spreadsheet shows.
    const csv = exportCardsCsv(file).replace("\r\n", "\r\n\r\n");
    const fromCsv = await importCards(OWNER, deck.id, "more.csv", encode(csv));
    expect(fromCsv.ok ? [] : fromCsv.problems).toEqual([
      { row: 5, field: "question", reason: expect.stringMatching(/duplicate card.*"River 2"/) },
    ]);
    const fromJson = await importCards(OWNER, deck.id, "more.json", encode(exportCardsJson(file)));
    expect(fromJson.ok ? [] : fromJson.problems).toEqual([{ row: 3, field: "question", reason: expect.stringMatching(/duplicate card/) }]);
    expect(await storedCardCount()).toBe(1);
  });

  test("[DECKS-8] a database failure halfway through the writes rolls the whole import back (one transaction)", async () => {
    const deck = await newDeck();
    const file = [1, 2, 3, 4].map((n) => ({ ...card(n), kind: "custom", sourceState: null }) as NewCard);
    // Real SQLite triggers: one refuses the third card (mid-write), the other the deck's last update (after every card is written).
    await db().$executeRawUnsafe(
      `CREATE TRIGGER "fail_third_card" BEFORE INSERT ON "DeckCard" WHEN NEW."answer" = 'River 3' BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END`,
    );
    await expect(importCards(OWNER, deck.id, "rivers.json", encode(exportCardsJson(file)))).rejects.toThrow();
    expect(await storedCardCount()).toBe(0);
    await db().$executeRawUnsafe('DROP TRIGGER "fail_third_card"');
    await db().$executeRawUnsafe(
      `CREATE TRIGGER "fail_deck_update" BEFORE UPDATE ON "Deck" BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END`,
    );
    await expect(importCards(OWNER, deck.id, "rivers.json", encode(exportCardsJson(file)))).rejects.toThrow();
    expect(await storedCardCount()).toBe(0);
    await db().$executeRawUnsafe('DROP TRIGGER "fail_deck_update"');
    expect(expectOk(await importCards(OWNER, deck.id, "rivers.json", encode(exportCardsJson(file)))).imported).toBe(4);
  });

  test("[DECKS-9] too large is a 413; binary, empty and unknown files are 400s with a reason; an unknown deck is a 404", async () => {
    const deck = await newDeck();
    const big = await importCards(OWNER, deck.id, "big.csv", new Uint8Array(DECK_LIMITS.importBytes + 1).fill(65));
    expect(big.ok ? 200 : big.status).toBe(413);
    const cases: [string, Uint8Array, RegExp][] = [
      ["photo.csv", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x0d]), /binary/],
      ["latin1.csv", Uint8Array.from([0x71, 0xe9, 0x0a]), /UTF-8/],
      ["empty.csv", new Uint8Array(0), /empty/],
      ["cards.xlsx", encode("question,answer"), /CSV or JSON/],
    ];
    for (const [name, bytes, reason] of cases) {
      const reply = await importCards(OWNER, deck.id, name, bytes);
      expect(reply.ok ? 200 : [reply.status, reason.test(reply.problems?.[0]?.reason ?? "")]).toEqual([400, true]);
    }
    const missing = await importCards(OWNER, "00000000-0000-4000-8000-000000000000", "a.csv", encode("x"));
    expect(missing.ok ? 200 : missing.status).toBe(404);
    expect(await storedCardCount()).toBe(0);
  });

  test("[DECKS-10] a stored deck reads back as clue cards for a new game, in the deck's order", async () => {
    const deck = await newDeck();
    const added = [];
    for (const n of [3, 1, 2]) added.push(expectOk(await addCard(OWNER, deck.id, card(n))));
    const read = await customDeckCards(OWNER, [deck.id]);
    expect(read).toEqual({
      ok: true,
      cards: added.map((stored) => ({
        id: `custom-${stored.id}`,
        kind: "custom",
        question: stored.question,
        clues: stored.clues,
        answer: stored.answer,
        alternatives: stored.alternatives,
        sourceState: null,
      })),
    });
  });
});
