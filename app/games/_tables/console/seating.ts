import { tableCountRange as sessionTableCountRange } from "@/lib/session/tables";

/**
 * Seating choices the console offers: how many tables a class can sit at. The session's seatTables
 * decides, with the game's own team sizes (its module's `teams`); this reads the same range from the session,
 * so the console never offers a count the server refuses.
 */
export function tableCountRange(players: number, maxPerTeam: number): { min: number; max: number; auto: number } | null {
  return sessionTableCountRange(players, maxPerTeam);
}
