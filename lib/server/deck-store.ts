import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { ClueCard } from "@/lib/content/clue-card";
import {
  cleanText,
  exportCardsCsv,
  exportCardsJson,
  LIMITS,
  parseCardsImport,
  type ImportProblem,
  type NewCard,
} from "@/lib/content/deck-io";
import { parseCsv } from "@/lib/content/deck-io/csv";
import { db } from "./db/client";
import { fail, ok, type ErrorReply, type OkReply } from "./replies";

/**
 * Teachers' own decks. There are no accounts on a classroom server: a deck belongs to the teacher
 * who made it (`owner`: the computer running Clue Spin or a paired device, see teacher.ts), and
 * another teacher's deck is "no such deck". Every card goes through deck-io's import rules, so a
 * card made in the editor can always be exported and imported again, and an imported card can be
 * edited.
 */
export const DECK_LIMITS = {
  name: 60,
  /** Per teacher. */
  decks: 100,
  cardsPerDeck: 2000,
  /** A 500-card file of long cards in UTF-8 stays well under this. */
  importBytes: 1_000_000,
  /** One card as JSON: 6 × 300 characters of clues and the rest, up to 4 bytes a character. */
  cardBodyBytes: 64 * 1024,
} as const;

export type DeckSummary = { id: string; name: string; cardCount: number; updatedAt: string };
export type StoredCard = { id: string; question: string; answer: string; alternatives: string[]; clues: ClueCard["clues"] };
export type DeckWithCards = { id: string; name: string; updatedAt: string; cards: StoredCard[] };
export type DeckExport = { fileName: string; contentType: string; body: string };

/** An error that can carry the checker's problems, each with its row, field and reason. */
export type DeckError = ErrorReply & { problems?: ImportProblem[] };
export type DeckReply<T> = OkReply<T> | DeckError;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const noDeck = () => fail(404, "deck/not_found", "There is no such deck: it may have been deleted. Pick one from the list.");
const noCard = () => fail(404, "card/not_found", "There is no such card in this deck: it may have been deleted.");
const cardProblems = (message: string, problems: ImportProblem[]): DeckError => ({
  ...fail(400, "card/invalid", message),
  problems,
});

const deckNameInput = z.object({ name: z.unknown() });

function readDeckName(input: unknown): { ok: true; name: string } | { ok: false; reply: DeckError } {
  const parsed = deckNameInput.safeParse(input);
  const bad = (message: string) => ({ ok: false as const, reply: fail(400, "deck/bad_name", message) });
  if (!parsed.success || typeof parsed.data.name !== "string") return bad('Send the deck\'s name as {"name": "…"}.');
  const name = cleanText(parsed.data.name).replace(/\s+/g, " ");
  if (name === "") return bad("Give the deck a name.");
  if (name.length > DECK_LIMITS.name) return bad(`The name is too long (${name.length} characters; the limit is ${DECK_LIMITS.name}).`);
  if (/<\s*script/i.test(name)) return bad("A deck name is plain text: leave out <script>.");
  return { ok: true, name };
}

/** Names are unique regardless of case, so "Rivers" and "rivers" are not two decks in the picker. */
async function nameTaken(owner: string, name: string, exceptId: string | null): Promise<boolean> {
  const lower = name.toLowerCase();
  const decks = await db().deck.findMany({ where: { ownerId: owner }, select: { id: true, name: true } });
  return decks.some((deck) => deck.id !== exceptId && deck.name.toLowerCase() === lower);
}

const nameTakenReply = (name: string) => fail(409, "deck/name_taken", `There is already a deck called "${name}": pick another name.`);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

function toStoredCard(row: { id: string; question: string; answer: string; alternatives: string; clues: string }): StoredCard {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    alternatives: JSON.parse(row.alternatives) as string[],
    clues: JSON.parse(row.clues) as ClueCard["clues"],
  };
}

function asNewCard(card: StoredCard): NewCard {
  return {
    kind: "custom",
    question: card.question,
    answer: card.answer,
    alternatives: card.alternatives,
    clues: card.clues,
    sourceState: null,
  };
}

/** Same question and same answer, ignoring case and spacing: deck-io's own duplicate rule. */
function duplicateKey(card: { question: string; answer: string }): string {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
  return `${squash(card.question)}\u0000${squash(card.answer)}`;
}

/** The deck if it is this owner's. */
async function ownDeck(owner: string, deckId: string): Promise<{ id: string } | null> {
  return db().deck.findFirst({ where: { id: deckId, ownerId: owner }, select: { id: true } });
}

export async function listDecks(owner: string): Promise<DeckSummary[]> {
  const decks = await db().deck.findMany({ where: { ownerId: owner }, include: { _count: { select: { cards: true } } } });
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  return decks
    .map((deck) => ({ id: deck.id, name: deck.name, cardCount: deck._count.cards, updatedAt: deck.updatedAt.toISOString() }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function createDeck(owner: string, input: unknown): Promise<DeckReply<DeckSummary>> {
  const read = readDeckName(input);
  if (!read.ok) return read.reply;
  if (await nameTaken(owner, read.name, null)) return nameTakenReply(read.name);
  if ((await db().deck.count({ where: { ownerId: owner } })) >= DECK_LIMITS.decks) {
    return fail(409, "deck/too_many", `You already have ${DECK_LIMITS.decks} decks: delete one you no longer use first.`);
  }
  try {
    const deck = await db().deck.create({ data: { id: randomUUID(), ownerId: owner, name: read.name } });
    return ok({ id: deck.id, name: deck.name, cardCount: 0, updatedAt: deck.updatedAt.toISOString() }, 201);
  } catch (error) {
    if (isUniqueViolation(error)) return nameTakenReply(read.name);
    throw error;
  }
}

export async function renameDeck(owner: string, deckId: string, input: unknown): Promise<DeckReply<DeckSummary>> {
  if (!ID.test(deckId)) return noDeck();
  const read = readDeckName(input);
  if (!read.ok) return read.reply;
  if (!(await ownDeck(owner, deckId))) return noDeck();
  if (await nameTaken(owner, read.name, deckId)) return nameTakenReply(read.name);
  try {
    const deck = await db().deck.update({
      where: { id: deckId },
      data: { name: read.name },
      include: { _count: { select: { cards: true } } },
    });
    return ok({ id: deck.id, name: deck.name, cardCount: deck._count.cards, updatedAt: deck.updatedAt.toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) return nameTakenReply(read.name);
    throw error;
  }
}

export async function deleteDeck(owner: string, deckId: string): Promise<DeckReply<{ deleted: string }>> {
  if (!ID.test(deckId)) return noDeck();
  const { count } = await db().deck.deleteMany({ where: { id: deckId, ownerId: owner } });
  return count === 0 ? noDeck() : ok({ deleted: deckId });
}

export async function getDeck(owner: string, deckId: string): Promise<DeckReply<DeckWithCards>> {
  if (!ID.test(deckId)) return noDeck();
  const deck = await db().deck.findFirst({
    where: { id: deckId, ownerId: owner },
    include: { cards: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] } },
  });
  if (!deck) return noDeck();
  return ok({ id: deck.id, name: deck.name, updatedAt: deck.updatedAt.toISOString(), cards: deck.cards.map(toStoredCard) });
}

/**
 * Checks one card with exactly the rules of a JSON import (same limits, same cleaning, answer not in
 * any clue), so the editor and the importer can never disagree. Problems carry no row: it is a form.
 */
export function checkCard(input: unknown): { ok: true; card: NewCard } | { ok: false; problems: ImportProblem[] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return {
      ok: false,
      problems: [{ row: null, field: null, reason: "send the card as an object with a question, answer, alternatives and six clues" }],
    };
  }
  const { question, answer, alternatives, clues } = input as Record<string, unknown>;
  const text = JSON.stringify([{ question, answer, alternatives: alternatives ?? [], clues }]);
  const result = parseCardsImport("card.json", text, { maxBytes: DECK_LIMITS.cardBodyBytes, maxRows: 1 });
  if (!result.ok) return { ok: false, problems: result.problems.map((problem) => ({ ...problem, row: null })) };
  const [card] = result.cards;
  if (card === undefined) return { ok: false, problems: [{ row: null, field: null, reason: "the card is empty" }] };
  return { ok: true, card: { ...card, kind: "custom", sourceState: null } };
}

function cardData(card: NewCard) {
  return {
    question: card.question,
    answer: card.answer,
    alternatives: JSON.stringify(card.alternatives),
    clues: JSON.stringify(card.clues),
  };
}

function duplicateProblem(row: number | null, answer: string): ImportProblem {
  return {
    row,
    field: "question",
    reason: `duplicate card: this deck already has a card with the same question and the answer "${answer}"`,
  };
}

export async function addCard(owner: string, deckId: string, input: unknown): Promise<DeckReply<StoredCard>> {
  if (!ID.test(deckId)) return noDeck();
  const checked = checkCard(input);
  if (!checked.ok) return cardProblems("The card is not ready yet: fix the problems listed.", checked.problems);
  const card = checked.card;
  return db().$transaction(async (tx): Promise<DeckReply<StoredCard>> => {
    const deck = await tx.deck.findFirst({
      where: { id: deckId, ownerId: owner },
      include: { cards: { select: { question: true, answer: true, position: true } } },
    });
    if (!deck) return noDeck();
    if (deck.cards.length >= DECK_LIMITS.cardsPerDeck) {
      return cardProblems("The deck is full.", [
        { row: null, field: null, reason: `a deck holds at most ${DECK_LIMITS.cardsPerDeck} cards` },
      ]);
    }
    const key = duplicateKey(card);
    if (deck.cards.some((other) => duplicateKey(other) === key)) {
      return cardProblems("This deck already has that card.", [duplicateProblem(null, card.answer)]);
    }
    const position = deck.cards.reduce((highest, other) => Math.max(highest, other.position), -1) + 1;
    const created = await tx.deckCard.create({ data: { id: randomUUID(), deckId, position, ...cardData(card) } });
    await tx.deck.update({ where: { id: deckId }, data: { updatedAt: new Date() } });
    return ok(toStoredCard(created), 201);
  });
}

export async function updateCard(owner: string, deckId: string, cardId: string, input: unknown): Promise<DeckReply<StoredCard>> {
  if (!ID.test(deckId)) return noDeck();
  if (!ID.test(cardId)) return noCard();
  const checked = checkCard(input);
  if (!checked.ok) return cardProblems("The card is not ready yet: fix the problems listed.", checked.problems);
  const card = checked.card;
  return db().$transaction(async (tx): Promise<DeckReply<StoredCard>> => {
    const deck = await tx.deck.findFirst({
      where: { id: deckId, ownerId: owner },
      include: { cards: { select: { id: true, question: true, answer: true } } },
    });
    if (!deck) return noDeck();
    if (!deck.cards.some((other) => other.id === cardId)) return noCard();
    const key = duplicateKey(card);
    if (deck.cards.some((other) => other.id !== cardId && duplicateKey(other) === key)) {
      return cardProblems("This deck already has that card.", [duplicateProblem(null, card.answer)]);
    }
    const updated = await tx.deckCard.update({ where: { id: cardId }, data: cardData(card) });
    await tx.deck.update({ where: { id: deckId }, data: { updatedAt: new Date() } });
    return ok(toStoredCard(updated));
  });
}

export async function deleteCard(owner: string, deckId: string, cardId: string): Promise<DeckReply<{ deleted: string }>> {
  if (!ID.test(deckId)) return noDeck();
  if (!ID.test(cardId)) return noCard();
  return db().$transaction(async (tx): Promise<DeckReply<{ deleted: string }>> => {
    if (!(await tx.deck.findFirst({ where: { id: deckId, ownerId: owner }, select: { id: true } }))) return noDeck();
    const { count } = await tx.deckCard.deleteMany({ where: { id: cardId, deckId } });
    if (count === 0) return noCard();
    await tx.deck.update({ where: { id: deckId }, data: { updatedAt: new Date() } });
    return ok({ deleted: cardId });
  });
}

export type ExportFormat = "csv" | "json";

/** A file name any system accepts; the deck's own name goes in Content-Disposition's filename* too. */
export function exportFileName(deckName: string, format: ExportFormat): string {
  const slug = deckName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "deck"}.${format}`;
}

export async function exportDeck(owner: string, deckId: string, format: ExportFormat): Promise<DeckReply<DeckExport>> {
  const deck = await getDeck(owner, deckId);
  if (!deck.ok) return deck;
  const cards = deck.body.cards.map(asNewCard);
  return ok(
    format === "csv"
      ? { fileName: exportFileName(deck.body.name, "csv"), contentType: "text/csv; charset=utf-8", body: exportCardsCsv(cards) }
      : { fileName: exportFileName(deck.body.name, "json"), contentType: "application/json; charset=utf-8", body: exportCardsJson(cards) },
  );
}

/**
 * The row each parsed card came from, by deck-io's numbering (CSV: spreadsheet row, header = 1, blank
 * lines skipped; JSON: position in the list). Only called on a file deck-io has already accepted.
 */
function sourceRows(fileName: string, bytes: Uint8Array, cardCount: number): (number | null)[] {
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  const isCsv = extension === "csv" || (extension === undefined && !/^\s*[[{]/.test(text));
  let rows: number[] = [];
  if (isCsv) {
    const parsed = parseCsv(text);
    if (parsed.ok) {
      rows = parsed.records.flatMap((record, index) => (index === 0 || record.every((cell) => cell.trim() === "") ? [] : [index + 1]));
    }
  } else {
    rows = Array.from({ length: cardCount }, (_, index) => index + 1);
  }
  return rows.length === cardCount ? rows : Array.from({ length: cardCount }, () => null);
}

export type ImportSummary = { imported: number; cardCount: number };

/**
 * Adds a teacher's file to a deck, all or nothing: deck-io checks every row, then one transaction
 * checks the cards against the deck's own and writes them all. Any problem means nothing is stored.
 */
export async function importCards(owner: string, deckId: string, fileName: string, bytes: Uint8Array): Promise<DeckReply<ImportSummary>> {
  if (!ID.test(deckId)) return noDeck();
  if (bytes.byteLength > DECK_LIMITS.importBytes) {
    return fail(
      413,
      "input/too_large",
      `The file is too large (${bytes.byteLength.toLocaleString("en-US")} bytes; the limit is ${DECK_LIMITS.importBytes.toLocaleString("en-US")}).`,
    );
  }
  // Before reading the file, so a missing deck is a 404 whatever the file holds.
  if (!(await ownDeck(owner, deckId))) return noDeck();
  const parsed = parseCardsImport(fileName, bytes, { maxBytes: DECK_LIMITS.importBytes, maxRows: LIMITS.rows });
  if (!parsed.ok)
    return { ...fail(400, "import/problems", "Nothing was imported: fix the problems listed and try again."), problems: parsed.problems };
  const rows = sourceRows(fileName, bytes, parsed.cards.length);
  return db().$transaction(async (tx): Promise<DeckReply<ImportSummary>> => {
    const deck = await tx.deck.findFirst({
      where: { id: deckId, ownerId: owner },
      include: { cards: { select: { question: true, answer: true, position: true } } },
    });
    if (!deck) return noDeck();
    const existing = new Set(deck.cards.map(duplicateKey));
    const problems = parsed.cards.flatMap((card, index) =>
      existing.has(duplicateKey(card)) ? [duplicateProblem(rows[index] ?? null, card.answer)] : [],
    );
    const total = deck.cards.length + parsed.cards.length;
    if (total > DECK_LIMITS.cardsPerDeck) {
      problems.push({
        row: null,
        field: null,
        reason: `the deck would have ${total} cards; a deck holds at most ${DECK_LIMITS.cardsPerDeck}`,
      });
    }
    if (problems.length > 0)
      return { ...fail(400, "import/problems", "Nothing was imported: fix the problems listed and try again."), problems };
    const start = deck.cards.reduce((highest, card) => Math.max(highest, card.position), -1) + 1;
    await tx.deckCard.createMany({
      data: parsed.cards.map((card, index) => ({ id: randomUUID(), deckId, position: start + index, ...cardData(card) })),
    });
    await tx.deck.update({ where: { id: deckId }, data: { updatedAt: new Date() } });
    return ok({ imported: parsed.cards.length, cardCount: total });
  });
}
