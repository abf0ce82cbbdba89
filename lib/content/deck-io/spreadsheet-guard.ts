/**
 * Spreadsheets run a cell that starts with = + - @ (or tab / CR) as a formula. Our export puts a single
 * quote in front, the spreadsheet's own "this is text" marker, and the import takes exactly that quote off,
 * so export → import gives back the same text. A text that already starts with quotes before such a
 * character gets one more, so the round trip stays exact.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export function guardCell(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

export function unguardCell(text: string): { text: string; guarded: boolean } {
  return GUARDED.test(text) ? { text: text.slice(1), guarded: true } : { text, guarded: false };
}

/**
 * An unguarded cell that a spreadsheet would run: "=cmd|…", "@SUM(…)", "+A1", "-A1+B2". A leading
 * "-" or "+" before a number or a space ("-40 degrees") is ordinary prose and passes.
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=@]/.test(text) || /^[+-](?![\d\s.,])/.test(text);
}
