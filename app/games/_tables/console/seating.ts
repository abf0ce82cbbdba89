/**
 * Seating choices the console offers (pure): how many tables a class can sit at, given the rules'
 * teams of 1–3 players and two teams a table (the server's seatTables decides; this only lists
 * the counts it would accept).
 */
export const MAX_TABLES = 30;

export function tableCountRange(players: number, maxPerTeam = 3): { min: number; max: number; auto: number } | null {
  if (players < 2) return null;
  const min = Math.max(1, Math.ceil(players / (2 * maxPerTeam)));
  const max = Math.min(MAX_TABLES, Math.floor(players / 2));
  return { min, max, auto: min };
}
