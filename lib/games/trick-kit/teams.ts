import type { GameActor, Seating } from "../module";
import { violation, type CardGameViolation } from "./violations";

/** The two teams at a table are sides 0 and 1, in seating order. */
export type Side = 0 | 1;

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

export interface TableTeam {
  id: string;
  name: string;
  players: number;
}

export type Pair<T> = [T, T];

const MIN_PLAYERS_PER_TEAM = 1;
const MAX_PLAYERS_PER_TEAM = 3;

/**
 * "Players: Two teams with 1, 2, or 3 players per team." Every card game's `teams`, and what the
 * console's seating choices and the session form's words read.
 */
export const CARD_TABLE_TEAMS = {
  min: 2,
  max: 2,
  playersPerTeam: { min: MIN_PLAYERS_PER_TEAM, max: MAX_PLAYERS_PER_TEAM },
} as const;

/** "Players: Two teams with 1, 2, or 3 players per team." */
export function seatingProblem(seating: Seating): string | null {
  if (seating.teams.length !== 2) return `These games are for exactly two teams; the table has ${seating.teams.length}. Seat two teams.`;
  const [first, second] = seating.teams;
  if (first && second && first.id === second.id) return "The two teams need different ids.";
  for (const team of seating.teams) {
    if (!Number.isInteger(team.players) || team.players < MIN_PLAYERS_PER_TEAM || team.players > MAX_PLAYERS_PER_TEAM) {
      return `Team ${team.name} has ${team.players} players; a team has 1, 2 or 3 players. Reseat the table.`;
    }
  }
  return null;
}

export function tableTeams(seating: Seating): Pair<TableTeam> {
  const [first, second] = seating.teams;
  if (!first || !second) throw new Error("seatingProblem must be checked first");
  return [
    { id: first.id, name: first.name, players: first.players },
    { id: second.id, name: second.name, players: second.players },
  ];
}

export function sideOf(teams: Pair<TableTeam>, teamId: string): Side | null {
  if (teams[0].id === teamId) return 0;
  if (teams[1].id === teamId) return 1;
  return null;
}

/**
 * The side a team command comes from. Only a team's own phones play its cards: the moderator's
 * screen never sees a hand, so it cannot play one.
 */
export function actingSide(teams: Pair<TableTeam>, actor: GameActor): Side | CardGameViolation {
  if (actor.role !== "team") {
    return violation("rule/team_only", "Only a team's own phones can make this move; the moderator does not see the team's cards.");
  }
  const side = sideOf(teams, actor.teamId);
  if (side === null) return violation("rule/unknown_team", `There is no team "${actor.teamId}" at this table.`);
  return side;
}
