import type { ZapTableView } from "@/lib/games/border-zap/battle";
import type { RanksTableView } from "@/lib/games/play-the-ranks";
import type { TableBoardGame } from "./views";

/**
 * One table at a glance, the same for the three games: what the board's tiles, the console's lines
 * and the phone's score bar show. Read from the board's view (the moderator's and a team's extend it).
 */
export interface TableSummary {
  teams: { id: string; name: string; points: number; tricks: number }[];
  /** "Battle 2", "Border battle 1", "PTR1". */
  round: string;
  /** "First to 15 points", "One game, Combo 3 points". */
  goal: string;
  /** Whom the table waits on and for what ("lead trick 3"): the engine's words. */
  waiting: { teamIds: string[]; what: string };
  trick: { number: number; leadTeamId: string } | null;
  tricksPlayed: number;
  /** The last finished trick's one-line explanation, this battle. */
  lastExplanation: string | null;
  winnerId: string | null;
}

type TableStep = { type: string; teamIds: string[]; what: string };

/** The table in play: a Play the Ranks battle or a Border Zap battle (Combo 3 plays either). */
export type TablePlay = { kind: "ranks"; view: RanksTableView } | { kind: "zap"; view: ZapTableView };

export function tablePlay(game: TableBoardGame): TablePlay {
  switch (game.game) {
    case "play-the-ranks":
      return { kind: "ranks", view: game.table };
    case "border-zap":
      return { kind: "zap", view: game.table };
    case "combo3-game4":
      return game.table;
  }
}

export function tableSummary(game: TableBoardGame): TableSummary {
  const table = tablePlay(game).view;
  const tricks = new Map(table.teams.map((team) => [team.id, team.tricks]));
  const teams = game.teams.map((team) => ({ id: team.id, name: team.name, points: team.points, tricks: tricks.get(team.id) ?? 0 }));
  const step: TableStep = table.step;
  const lastTrick = table.tricks.at(-1);
  const base = {
    teams,
    trick: table.currentTrick ? { number: table.currentTrick.number, leadTeamId: table.currentTrick.leadTeamId } : null,
    tricksPlayed: table.tricks.length,
    lastExplanation: lastTrick?.explanation ?? null,
  };
  switch (game.game) {
    case "play-the-ranks":
      return {
        ...base,
        round: `Battle ${game.table.battle}`,
        goal: `First to ${game.targetPoints} points`,
        waiting: game.winnerId ? { teamIds: [], what: "" } : { teamIds: step.teamIds, what: step.what },
        winnerId: game.winnerId,
      };
    case "border-zap":
      return {
        ...base,
        round: `Border battle ${game.table.battle}`,
        goal: `First to ${game.targetPoints} points`,
        waiting: game.winnerId ? { teamIds: [], what: "" } : { teamIds: step.teamIds, what: step.what },
        winnerId: game.winnerId,
      };
    case "combo3-game4": {
      const window = game.geoPlungeWindow;
      const waiting = window ? window.waiting : game.result ? { teamIds: [], what: "" } : { teamIds: step.teamIds, what: step.what };
      return { ...base, round: game.version, goal: "One game, Combo 3 points", waiting, winnerId: game.result?.winnerId ?? null };
    }
  }
}

/** "Table 1 Red to lead trick 3" / "Table 1 Red and Table 1 Blue to discard down to 8 cards". */
export function waitingWords(summary: TableSummary, name: (teamId: string) => string): string {
  if (summary.waiting.teamIds.length === 0) return summary.waiting.what === "" ? "" : summary.waiting.what;
  return `${summary.waiting.teamIds.map(name).join(" and ")} to ${summary.waiting.what}`;
}
