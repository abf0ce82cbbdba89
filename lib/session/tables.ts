import { TEAM_COLOURS } from "@/lib/shared/team-colours";
import type { Seat, TableState, TeamMeta } from "./state";

/**
 * Seating a class at tables of two teams (the card games): 24 students make 4 tables of two teams
 * of 3. Pure and deterministic: students are dealt round the tables in the order they joined, so
 * friends who join together are spread out, and every team has 1 to `maxPerTeam` players with
 * sizes that differ by at most one.
 */
export interface TablePlan {
  tables: TableState[];
  teams: TeamMeta[];
  /** Player id → team id. */
  assignment: Map<string, string>;
}

export type SeatingProblem = { problem: string };

/** The most tables one class session seats (`seatTables` refuses more). */
export const MAX_TABLES = 30;

export function tableCountFor(players: number, maxPerTeam: number): number {
  return Math.max(1, Math.ceil(players / (2 * maxPerTeam)));
}

export function seatClass(seats: readonly Seat[], options: { maxPerTeam: number; tables?: number }): TablePlan | SeatingProblem {
  const players = seats.length;
  if (players < 2) return { problem: "At least two students must join before the class can be seated (a table has two teams)." };
  const count = options.tables ?? tableCountFor(players, options.maxPerTeam);
  if (count < 1) return { problem: "Ask for at least one table." };
  if (players < 2 * count) {
    return { problem: `${count} tables need at least ${2 * count} students (one per team); ${players} have joined. Ask for fewer tables.` };
  }
  if (players > 2 * count * options.maxPerTeam) {
    return {
      problem: `${count} tables seat at most ${2 * count * options.maxPerTeam} students (${options.maxPerTeam} per team); ${players} have joined. Ask for more tables.`,
    };
  }
  const [first, second] = [TEAM_COLOURS[0], TEAM_COLOURS[1]];
  const tables: TableState[] = [];
  const teams: TeamMeta[] = [];
  for (let t = 1; t <= count; t++) {
    const ids = [`t${2 * t - 1}`, `t${2 * t}`];
    tables.push({ id: `T${t}`, teamIds: ids, engine: null, paused: false, over: false });
    teams.push({ id: ids[0] ?? "", name: `Table ${t} ${first.label}`, colour: first.id, declaredPlayers: 0 });
    teams.push({ id: ids[1] ?? "", name: `Table ${t} ${second.label}`, colour: second.id, declaredPlayers: 0 });
  }
  // Deal players round the teams: team 1 of table 1, team 1 of table 2, …, then the second teams.
  const order = tables.flatMap((table) => table.teamIds.slice(0, 1)).concat(tables.flatMap((table) => table.teamIds.slice(1, 2)));
  const assignment = new Map<string, string>();
  seats.forEach((seat, index) => assignment.set(seat.id, order[index % order.length] ?? ""));
  return { tables, teams, assignment };
}
