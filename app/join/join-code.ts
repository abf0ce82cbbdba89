/** Join codes as the server reads them: 6 letters and digits, any case, spaces and dashes ignored. */
export const JOIN_CODE_LENGTH = 6;

/** "abc 23k" → "ABC23K", so the student sees the code as the server will read it. */
export function tidyJoinCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, JOIN_CODE_LENGTH);
}
