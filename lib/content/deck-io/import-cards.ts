import { CLUE_CARD_KINDS, type ClueCardKind } from "@/lib/content/clue-card";
import { mentionsPhrase } from "@/lib/content/deck/giveaway";
import { parseCsv } from "@/lib/content/deck-io/csv";
import {
  ALTERNATIVES_SEPARATOR,
  CSV_COLUMNS,
  LIMITS,
  type ImportOptions,
  type ImportProblem,
  type ImportResult,
  type NewCard,
} from "@/lib/content/deck-io/new-card";
import { looksLikeFormula, unguardCell } from "@/lib/content/deck-io/spreadsheet-guard";

const CLUE_FIELDS = ["clue1", "clue2", "clue3", "clue4", "clue5", "clue6"] as const;
const REQUIRED_COLUMNS = ["question", "answer", ...CLUE_FIELDS] as const;
/** A long list of problems helps nobody; the teacher fixes the first ones and tries again. */
const MAX_PROBLEMS = 100;

/** One card as read from the file, before checking: every text still raw. */
type RawRow = {
  row: number;
  /** CSV cells may carry our spreadsheet guard; JSON strings are plain text. */
  fromSpreadsheet: boolean;
  question: unknown;
  answer: unknown;
  alternatives: unknown;
  clues: unknown[];
  kind: unknown;
  sourceState: unknown;
  /** Fields whose column the file does not have (reported once, for the header, not for every row). */
  absent: ReadonlySet<string>;
};

/** The cards as read from the file, with every problem found in reading it (none stops the reading). */
type ReadRows = { rows: RawRow[]; problems: ImportProblem[] };

const fail = (problems: ImportProblem[]): ImportResult => ({ ok: false, problems });
const fileProblem = (reason: string): ImportResult => fail([{ row: null, field: null, reason }]);

/**
 * Control characters, bidirectional overrides (which can make text read differently from what it says)
 * and stray byte-order marks are removed; tabs become spaces; line ends become "\n".
 */
/**
 * Control characters (but not line ends), zero-width and direction-override characters: invisible
 * in a card, and able to make two texts look alike. Built from code points so the pattern holds no
 * raw control characters.
 */
const INVISIBLE_OR_CONTROL = new RegExp(
  "[" +
    [
      [0x00, 0x09],
      [0x0b, 0x1f],
      [0x7f, 0x9f],
      [0x200b, 0x200b],
      [0x200e, 0x200f],
      [0x202a, 0x202e],
      [0x2060, 0x2060],
      [0x2066, 0x2069],
      [0xfeff, 0xfeff],
    ]
      .map(([from, to]) => `\\u{${(from ?? 0).toString(16)}}-\\u{${(to ?? 0).toString(16)}}`)
      .join("") +
    "]",
  "gu",
);

export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(INVISIBLE_OR_CONTROL, "")
    .trim();
}

function byteLength(input: Uint8Array | string): number {
  return typeof input === "string" ? new TextEncoder().encode(input).byteLength : input.byteLength;
}

function decode(input: Uint8Array | string): { ok: true; text: string } | { ok: false; reason: string } {
  if (typeof input === "string") {
    if (input.includes("\u0000")) return { ok: false, reason: "the file contains binary data (NUL bytes), not text" };
    if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(input)) {
      return { ok: false, reason: "the file is not valid UTF-8 text" };
    }
    return { ok: true, text: input.replace(/^\uFEFF/, "") };
  }
  if (input.includes(0)) return { ok: false, reason: "the file contains binary data (NUL bytes), not text" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(input) };
  } catch {
    return { ok: false, reason: "the file is not valid UTF-8 text" };
  }
}

function formatOf(fileName: string, text: string): "csv" | "json" | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === "csv") return "csv";
  if (extension === "json") return "json";
  if (extension !== undefined) return null;
  return /^\s*[[{]/.test(text) ? "json" : null;
}

function normaliseHeader(name: string): string {
  return cleanText(name).toLowerCase().replace(/[\s_-]+/g, "");
}

function csvRows(text: string): ReadRows {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { rows: [], problems: [{ row: parsed.record, field: null, reason: parsed.reason }] };
  const records = parsed.records;
  const header = records[0];
  if (header === undefined) return { rows: [], problems: [{ row: null, field: null, reason: "the file is empty" }] };
  const columns = header.map(normaliseHeader);
  const problems: ImportProblem[] = [];
  const absent = new Set<string>();
  for (const column of REQUIRED_COLUMNS) {
    if (!columns.includes(column)) {
      problems.push({ row: 1, field: column, reason: `the header row has no "${column}" column` });
      absent.add(column);
    }
  }
  for (const [index, column] of columns.entries()) {
    if (!(CSV_COLUMNS as readonly string[]).includes(column)) {
      problems.push({ row: 1, field: header[index] ?? null, reason: `unknown column "${header[index] ?? ""}"` });
    } else if (columns.indexOf(column) !== index) {
      problems.push({ row: 1, field: column, reason: `the "${column}" column appears twice` });
    }
  }
  // The rows are read even when the header has problems, so the teacher sees every problem at once:
  // a missing column is reported once (above), an unknown or repeated one is left out.
  const rows: RawRow[] = [];
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    if (index === 0 || record.every((cell) => cell.trim() === "")) continue;
    if (record.length !== columns.length) {
      // Its cells no longer line up with the header: what they say cannot be trusted, so only this is reported for the row.
      problems.push({
        row,
        field: null,
        reason: `this row has ${record.length} cells but the header has ${columns.length}`,
      });
      continue;
    }
    const cell = (name: string) => {
      const position = columns.indexOf(name);
      return position === -1 ? undefined : record[position];
    };
    rows.push({
      row,
      fromSpreadsheet: true,
      question: cell("question"),
      answer: cell("answer"),
      alternatives: cell("alternatives") ?? "",
      clues: CLUE_FIELDS.map(cell),
      kind: undefined,
      sourceState: undefined,
      absent,
    });
  }
  return { rows, problems };
}

function jsonRows(text: string): ReadRows {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { rows: [], problems: [{ row: null, field: null, reason: "the file is not valid JSON" }] };
  }
  const list = Array.isArray(data)
    ? data
    : typeof data === "object" && data !== null && "cards" in data && Array.isArray(data.cards)
      ? (data.cards as unknown[])
      : null;
  if (list === null) {
    return { rows: [], problems: [{ row: null, field: null, reason: 'the JSON must be a list of cards or {"cards": [...]}' }] };
  }
  const rows: RawRow[] = [];
  const problems: ImportProblem[] = [];
  for (const [index, item] of list.entries()) {
    const row = index + 1;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push({ row, field: null, reason: "this entry is not a card (an object with a question, answer and clues)" });
      continue;
    }
    const card = item as Record<string, unknown>;
    let clues: unknown[];
    // A wrong list of clues is reported, and the rest of the card is still checked.
    let absent = new Set<string>();
    if (card.clues !== undefined) {
      if (!Array.isArray(card.clues)) {
        problems.push({ row, field: "clues", reason: "clues must be a list of six texts" });
        absent = new Set(CLUE_FIELDS);
        clues = [];
      } else {
        if (card.clues.length > CLUE_FIELDS.length) {
          problems.push({ row, field: "clues", reason: `there are ${card.clues.length} clues; a card has exactly six` });
        }
        clues = CLUE_FIELDS.map((_, position) => (card.clues as unknown[])[position]);
      }
    } else {
      clues = CLUE_FIELDS.map((field) => card[field]);
    }
    rows.push({
      row,
      fromSpreadsheet: false,
      question: card.question,
      answer: card.answer,
      alternatives: card.alternatives ?? [],
      clues,
      kind: card.kind,
      sourceState: card.sourceState,
      absent,
    });
  }
  return { rows, problems };
}

const FIELD_LABEL = (field: string) =>
  field.startsWith("clue") ? `clue ${field.slice(4)}` : field === "alternatives" ? "an accepted answer" : `the ${field}`;

/** Reads one text cell: removes our spreadsheet guard, cleans it, and checks it is safe and short enough. */
function readText(
  value: unknown,
  field: string,
  limit: number,
  raw: RawRow,
  problems: ImportProblem[],
): string | null {
  const label = FIELD_LABEL(field);
  const problem = (reason: string) => {
    problems.push({ row: raw.row, field, reason });
    return null;
  };
  if (raw.absent.has(field)) return null;
  if (value === undefined || value === null) return problem(`${label} is missing`);
  if (typeof value !== "string") return problem(`${label} must be text`);
  const { text: unguarded, guarded } = raw.fromSpreadsheet ? unguardCell(value) : { text: value, guarded: false };
  const text = cleanText(unguarded);
  if (text === "") return problem(`${label} is missing`);
  if (raw.fromSpreadsheet && !guarded && looksLikeFormula(text)) {
    return problem(
      `${label} starts with "${text.charAt(0)}", which a spreadsheet runs as a formula; put an apostrophe (') in front if it is meant as text`,
    );
  }
  if (/<\s*script/i.test(text)) return problem(`${label} contains a <script> tag; cards are plain text only`);
  if (text.length > limit) return problem(`${label} is too long (${text.length} characters; the limit is ${limit})`);
  return text;
}

/** The accepted answers that are fine, and whether any was not. */
function readAlternatives(raw: RawRow, problems: ImportProblem[]): { values: string[]; ok: boolean } {
  const field = "alternatives";
  let parts: unknown[];
  if (typeof raw.alternatives === "string") {
    const { text, guarded } = raw.fromSpreadsheet ? unguardCell(raw.alternatives) : { text: raw.alternatives, guarded: true };
    if (!guarded && looksLikeFormula(cleanText(text))) {
      problems.push({
        row: raw.row,
        field,
        reason: `the accepted answers start with "${cleanText(text).charAt(0)}", which a spreadsheet runs as a formula; put an apostrophe (') in front if it is meant as text`,
      });
      return { values: [], ok: false };
    }
    parts = text.split(ALTERNATIVES_SEPARATOR).filter((part) => cleanText(part) !== "");
  } else if (Array.isArray(raw.alternatives)) {
    parts = raw.alternatives;
  } else {
    problems.push({ row: raw.row, field, reason: "the accepted answers must be a list of texts" });
    return { values: [], ok: false };
  }
  if (parts.length > LIMITS.alternatives) {
    problems.push({
      row: raw.row,
      field,
      reason: `there are ${parts.length} accepted answers; the limit is ${LIMITS.alternatives}`,
    });
    return { values: [], ok: false };
  }
  // Every accepted answer is checked, so all their problems are listed together.
  const alternatives: string[] = [];
  let bad = false;
  for (const part of parts) {
    if (typeof part === "string" && part.includes(ALTERNATIVES_SEPARATOR)) {
      problems.push({ row: raw.row, field, reason: `an accepted answer may not contain "${ALTERNATIVES_SEPARATOR}"` });
      bad = true;
      continue;
    }
    // Inside the cell the guard, if any, was on the whole cell, so parts are read as plain text.
    const text = readText(part, field, LIMITS.alternative, { ...raw, fromSpreadsheet: false }, problems);
    if (text === null) bad = true;
    else alternatives.push(text);
  }
  return { values: alternatives, ok: !bad };
}

function readCard(raw: RawRow, problems: ImportProblem[]): NewCard | null {
  const before = problems.length;
  const question = readText(raw.question, "question", LIMITS.question, raw, problems);
  const answer = readText(raw.answer, "answer", LIMITS.answer, raw, problems);
  const alternatives = readAlternatives(raw, problems);
  const clues = CLUE_FIELDS.map((field, index) => readText(raw.clues[index], field, LIMITS.clue, raw, problems));

  let kind: ClueCardKind = "custom";
  if (raw.kind !== undefined && raw.kind !== null) {
    if (typeof raw.kind === "string" && (CLUE_CARD_KINDS as readonly string[]).includes(raw.kind)) {
      kind = raw.kind as ClueCardKind;
    } else {
      problems.push({ row: raw.row, field: "kind", reason: `kind must be one of ${CLUE_CARD_KINDS.join(", ")}` });
    }
  }
  let sourceState: string | null = null;
  if (raw.sourceState !== undefined && raw.sourceState !== null) {
    if (typeof raw.sourceState === "string" && /^[A-Z]{2}$/.test(raw.sourceState)) {
      sourceState = raw.sourceState;
    } else {
      problems.push({ row: raw.row, field: "sourceState", reason: "the source state must be a two-letter postal code like UT" });
    }
  }

  // Every readable clue is checked against every readable name, whatever else is wrong with the card.
  const names = [...(answer === null ? [] : [answer]), ...alternatives.values];
  for (const [index, clue] of clues.entries()) {
    if (clue === null) continue;
    const named = names.find((name) => mentionsPhrase(clue, name));
    if (named !== undefined) {
      problems.push({
        row: raw.row,
        field: CLUE_FIELDS[index] ?? null,
        reason: named === answer ? `the answer appears in clue ${index + 1}` : `the accepted answer "${named}" appears in clue ${index + 1}`,
      });
    }
  }
  if (problems.length > before || question === null || answer === null || !alternatives.ok) return null;
  const [c1, c2, c3, c4, c5, c6] = clues;
  if (c1 == null || c2 == null || c3 == null || c4 == null || c5 == null || c6 == null) return null;
  return { kind, question, clues: [c1, c2, c3, c4, c5, c6], answer, alternatives: alternatives.values, sourceState };
}

/** The question and answer as written in a row, for spotting a repeated card even when the row has other problems. */
function rawKey(raw: RawRow): string | null {
  const text = (value: unknown) => (typeof value === "string" ? cleanText(raw.fromSpreadsheet ? unguardCell(value).text : value) : "");
  const question = text(raw.question);
  const answer = text(raw.answer);
  if (!question || !answer) return null;
  return duplicateKey({ question, answer } as NewCard);
}

function duplicateKey(card: NewCard): string {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
  return `${squash(card.question)}\u0000${squash(card.answer)}`;
}

/**
 * Reads a teacher's CSV or JSON file of cards. All or nothing: every row is checked first, and any problem
 * (each with its row — the spreadsheet row for CSV, header = 1; the position in the list for JSON — its
 * field and a plain reason) means no cards at all. Texts are returned as plain text; callers must never
 * render them as HTML.
 */
export function parseCardsImport(fileName: string, bytes: Uint8Array | string, options: ImportOptions): ImportResult {
  const maxRows = options.maxRows ?? LIMITS.rows;
  const size = byteLength(bytes);
  if (size > options.maxBytes) {
    return fileProblem(`the file is too large (${size.toLocaleString("en-US")} bytes; the limit is ${options.maxBytes.toLocaleString("en-US")})`);
  }
  const decoded = decode(bytes);
  if (!decoded.ok) return fileProblem(decoded.reason);
  const format = formatOf(fileName, decoded.text);
  if (format === null) return fileProblem("the file is not a CSV or JSON file (its name must end in .csv or .json)");
  if (decoded.text.trim() === "") return fileProblem("the file is empty");

  // Every problem in one pass: the file's shape, the count of cards and each card are all checked
  // before anything is reported, so fixing the list never brings up new problems.
  const read = format === "csv" ? csvRows(decoded.text) : jsonRows(decoded.text);
  const problems: ImportProblem[] = [...read.problems];
  if (read.rows.length === 0 && problems.length === 0) return fileProblem("the file has no cards");
  if (read.rows.length > maxRows) {
    problems.unshift({ row: null, field: null, reason: `the file has too many cards (${read.rows.length}; the limit is ${maxRows})` });
  }

  const cards: NewCard[] = [];
  const firstRowOf = new Map<string, number>();
  for (const raw of read.rows) {
    const card = readCard(raw, problems);
    const key = card ? duplicateKey(card) : rawKey(raw);
    const first = key === null ? undefined : firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row: raw.row, field: null, reason: `duplicate card: same question and answer as row ${first}` });
      continue;
    }
    if (key !== null) firstRowOf.set(key, raw.row);
    if (card !== null) cards.push(card);
  }
  return problems.length > 0 ? fail(capped(problems)) : { ok: true, cards };
}

function capped(problems: ImportProblem[]): ImportProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    { row: null, field: null, reason: `… and ${problems.length - MAX_PROBLEMS} more problems` },
  ];
}
