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

/** The most tables one class is seated at (the seatTables command refuses more). */
export const MAX_TABLES = 30;

/** Two teams a table, each of at least one player. */
const TEAMS_PER_TABLE = 2;

export function tableCountFor(players: number, maxPerTeam: number): number {
  return Math.max(1, Math.ceil(players / (TEAMS_PER_TABLE * maxPerTeam)));
}

/**
 * The table counts `seatClass` accepts for this many players (null when too few have joined to
 * seat anyone), and the count it picks by itself: the console offers exactly these.
 */
export function tableCountRange(players: number, maxPerTeam: number): { min: number; max: number; auto: number } | null {
  if (players < TEAMS_PER_TABLE) return null;
  const auto = tableCountFor(players, maxPerTeam);
  return { min: auto, max: Math.min(MAX_TABLES, Math.floor(players / TEAMS_PER_TABLE)), auto };
}

export function seatClass(seats: readonly Seat[], options: { maxPerTeam: number; tables?: number }): TablePlan | SeatingProblem {
  const players = seats.length;
  if (players < TEAMS_PER_TABLE)
    return { problem: "At least two students must join before the class can be seated (a table has two teams)." };
  const count = options.tables ?? tableCountFor(players, options.maxPerTeam);
  if (count < 1) return { problem: "Ask for at least one table." };
  if (players < TEAMS_PER_TABLE * count) {
    return {
      problem: `${count} tables need at least ${TEAMS_PER_TABLE * count} students (one per team); ${players} have joined. Ask for fewer tables.`,
    };
  }
  if (players > TEAMS_PER_TABLE * count * options.maxPerTeam) {
    return {
      problem: `${count} tables seat at most ${TEAMS_PER_TABLE * count * options.maxPerTeam} students (${options.maxPerTeam} per team); ${players} have joined. Ask for more tables.`,
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
