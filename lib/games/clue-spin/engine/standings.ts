import type { TeamId } from "./state";

/**
 * [STANDINGS] The order teams finish in. The winner answered the final question, so it is first
 * whatever the points say; the others follow by points, and teams with the same points share a
 * place (1, 2, 2, 4), listed in seating order.
 */
export interface Ranked<T> {
  team: T;
  rank: number;
  winner: boolean;
  /** Another team has the same rank. */
  tied: boolean;
}

export function rankTeams<T extends { id: TeamId; points: number }>(teams: readonly T[], winnerId: TeamId | null): Ranked<T>[] {
  const isWinner = (team: T) => team.id === winnerId;
  const sorted = teams
    .map((team, seat) => ({ team, seat }))
    .sort((a, b) => Number(isWinner(b.team)) - Number(isWinner(a.team)) || b.team.points - a.team.points || a.seat - b.seat)
    .map((entry) => entry.team);
  const sameGroup = (a: T, b: T) => isWinner(a) === isWinner(b) && a.points === b.points;
  const ranked = sorted.map((team) => ({
    team,
    rank: 1 + sorted.findIndex((other) => sameGroup(other, team)),
    winner: isWinner(team),
  }));
  return ranked.map((entry) => ({ ...entry, tied: ranked.some((other) => other !== entry && other.rank === entry.rank) }));
}

/** "1st", "2nd", "3rd", "4th"…, with "=" for a shared place ("=2nd"). */
export function placeLabel(rank: number, tied: boolean): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${tied ? "=" : ""}${rank}${suffix}`;
}
