/**
 * One table at a glance, the same for every game at tables: what the board's tiles, the console's
 * lines and the phone's score bar show. Each game makes it from its board's view (the moderator's
 * and a team's extend it): a trick game with `trickTableSummary`, any other with `plainTableSummary`.
 */
export interface TableSummary {
  /** `tricks`: a trick game's tricks this battle (shown beside the points); absent in a game without tricks. */
  teams: { id: string; name: string; points: number; tricks?: number }[];
  /** "Battle 2", "Border battle 1", "PTR1". */
  round: string;
  /** What wins, in words ("First to 15 points"). */
  goal: string;
  /** Whom the table waits on and for what ("lead trick 3"): the engine's words. */
  waiting: { teamIds: string[]; what: string };
  // What follows is a trick game's; a game without tricks leaves it empty (`plainTableSummary`).
  trick: { number: number; leadTeamId: string } | null;
  tricksPlayed: number;
  /** The battle in play (1 first): a higher one means a new deal. */
  battle: number;
  /** The last finished trick's one-line explanation, this battle. */
  lastExplanation: string | null;
  /** The battle before this one, for the board's "… won battle 2, 5–3 (+2)", or null. */
  lastBattle: BattleLine | null;
  winnerId: string | null;
}

export interface BattleLine {
  number: number;
  winnerId: string;
  tricks: readonly number[];
  points: number;
}

/** What every trick game's table view holds that the summary reads. */
export interface TrickTableView {
  battle: number;
  teams: readonly { id: string; tricks: number }[];
  step: { teamIds: string[]; what: string };
  tricks: readonly { number: number; explanation: string }[];
  currentTrick: { number: number; leadTeamId: string } | null;
}

const NOBODY = { teamIds: [], what: "" };

/** The summary of a table in a game without tricks or battles: its words, nothing of a trick. */
export function plainTableSummary(words: Pick<TableSummary, "teams" | "round" | "goal" | "waiting" | "winnerId">): TableSummary {
  return { ...words, trick: null, tricksPlayed: 0, battle: 1, lastExplanation: null, lastBattle: null };
}

/** Whom the table waits on: its step's teams, or nobody once the game has a result. */
export function stepWaiting(table: TrickTableView, over: boolean): { teamIds: string[]; what: string } {
  return over ? NOBODY : { teamIds: table.step.teamIds, what: table.step.what };
}

export function trickTableSummary(
  game: { teams: readonly { id: string; name: string; points: number }[] },
  table: TrickTableView,
  words: Pick<TableSummary, "round" | "goal" | "waiting" | "winnerId" | "lastBattle">,
): TableSummary {
  const tricks = new Map(table.teams.map((team) => [team.id, team.tricks]));
  const teams = game.teams.map((team) => ({ id: team.id, name: team.name, points: team.points, tricks: tricks.get(team.id) ?? 0 }));
  const lastTrick = table.tricks.at(-1);
  return {
    teams,
    trick: table.currentTrick ? { number: table.currentTrick.number, leadTeamId: table.currentTrick.leadTeamId } : null,
    tricksPlayed: table.tricks.length,
    battle: table.battle,
    lastExplanation: lastTrick?.explanation ?? null,
    ...words,
  };
}

/** "Table 1 Red to lead trick 3" / "Table 1 Red and Table 1 Blue to discard down to 8 cards". */
export function waitingWords(summary: TableSummary, name: (teamId: string) => string): string {
  if (summary.waiting.teamIds.length === 0) return summary.waiting.what === "" ? "" : summary.waiting.what;
  return `${summary.waiting.teamIds.map(name).join(" and ")} to ${summary.waiting.what}`;
}
