import { csvRecord } from "@/lib/content/deck-io/csv";
import { ALTERNATIVES_SEPARATOR, CSV_COLUMNS, type NewCard } from "@/lib/content/deck-io/new-card";
import { guardCell } from "@/lib/content/deck-io/spreadsheet-guard";

/** Byte-order mark: without it Excel reads UTF-8 CSV as Windows-1252 and mangles accents. */
const BOM = "\uFEFF";

/** CSV a teacher can open safely in a spreadsheet: every formula-like cell is guarded, quoting per RFC 4180. */
export function exportCardsCsv(cards: readonly NewCard[]): string {
  const rows = cards.map((card) =>
    csvRecord(
      [card.question, card.answer, card.alternatives.join(ALTERNATIVES_SEPARATOR), ...card.clues].map(guardCell),
    ),
  );
  return `${BOM}${[csvRecord(CSV_COLUMNS), ...rows].join("\r\n")}\r\n`;
}

/** JSON keeps kind and source state too; ids are left out because the importing database assigns its own. */
export function exportCardsJson(cards: readonly NewCard[]): string {
  const plain = cards.map((card) => ({
    question: card.question,
    answer: card.answer,
    alternatives: [...card.alternatives],
    clues: [...card.clues],
    kind: card.kind,
    sourceState: card.sourceState,
  }));
  return `${JSON.stringify({ cards: plain }, null, 2)}\n`;
}
