export { exportCardsCsv, exportCardsJson } from "@/lib/content/deck-io/export-cards";
export { parseCardsImport, cleanText } from "@/lib/content/deck-io/import-cards";
export {
  newCardSchema,
  LIMITS,
  CSV_COLUMNS,
  type NewCard,
  type ImportOptions,
  type ImportProblem,
  type ImportResult,
} from "@/lib/content/deck-io/new-card";
