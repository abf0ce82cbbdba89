import type { TeamLook } from "@/app/games/_tables/team-look";

/**
 * A team's name where its table is already named (a tile, a table's box in the lobby): seating
 * names teams "Table 3 Red", and under "Table 3" the board says only "Red", so 30 tables fit with
 * their text large. A name the table's words do not start is kept whole.
 */
export function atTableName(team: TeamLook, tableId: string): TeamLook {
  const prefix = `Table ${tableId.replace(/^T/, "")} `;
  return team.name.startsWith(prefix) && team.name.length > prefix.length ? { ...team, name: team.name.slice(prefix.length) } : team;
}
