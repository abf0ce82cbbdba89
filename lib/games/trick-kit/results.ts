import type { BattleResult, TableResults } from "../module";
import { cardName, type CardCode } from "./cards";
import type { Pair, TableTeam } from "./teams";

/**
 * What a card game's events say about its results, in the words every trick game shares: each game
 * maps its own events to these facts (`ResultsCapability`), and `tableResults` adds them up.
 */
export type ResultFact =
  | { kind: "battleDealt"; number: number }
  | { kind: "led"; teamId: string }
  | { kind: "trickWon"; number: number; teamId: string; leadCard: CardCode; followCard: CardCode; explanation: string }
  | { kind: "battleEnded"; winnerId: string; how: string }
  /** Points a battle (or Combo 3's one game) gave a team. */
  | { kind: "battlePoints"; teamId: string; points: number }
  | { kind: "adjusted"; teamId: string; amount: number }
  /** A sentence added to how the battle ended (Combo 3's scoring of its one game). */
  | { kind: "scored"; line: string };

/**
 * A table's results from its facts in order, and the teams' scores now (the engine's own, so the
 * report never disagrees with the board). A battle's tricks are counted from its tricks, so a battle
 * still played counts the tricks won so far.
 */
export function tableResults(teams: Pair<TableTeam>, points: Pair<number>, facts: Iterable<ResultFact>): TableResults {
  const battles: BattleResult[] = [];
  const adjustments = new Map<string, number>();
  let leadTeamId: string | null = null;
  const fresh = (number: number): BattleResult => ({
    number,
    winnerId: null,
    how: null,
    teams: teams.map((team) => ({ teamId: team.id, tricksWon: 0, points: 0 })),
    tricks: [],
  });
  const current = (): BattleResult => {
    // A trick with no deal before it (a table whose start is not in the events) still belongs to battle 1.
    if (battles.length === 0) battles.push(fresh(1));
    return battles[battles.length - 1] as BattleResult;
  };
  const teamIn = (battle: BattleResult, teamId: string) => battle.teams.find((entry) => entry.teamId === teamId);
  for (const fact of facts) {
    switch (fact.kind) {
      case "battleDealt":
        if (battles.at(-1)?.number !== fact.number) battles.push(fresh(fact.number));
        break;
      case "led":
        leadTeamId = fact.teamId;
        break;
      case "trickWon": {
        const battle = current();
        const entry = teamIn(battle, fact.teamId);
        if (entry) entry.tricksWon += 1;
        const card = fact.teamId === leadTeamId ? fact.leadCard : fact.followCard;
        battle.tricks.push({ number: fact.number, winnerId: fact.teamId, card: cardName(card), explanation: fact.explanation });
        break;
      }
      case "battleEnded": {
        const battle = current();
        battle.winnerId = fact.winnerId;
        battle.how = fact.how;
        break;
      }
      case "battlePoints": {
        const entry = teamIn(current(), fact.teamId);
        if (entry) entry.points += fact.points;
        break;
      }
      case "scored": {
        const battle = current();
        battle.how = battle.how === null ? fact.line : `${battle.how} ${fact.line}`;
        break;
      }
      case "adjusted":
        adjustments.set(fact.teamId, (adjustments.get(fact.teamId) ?? 0) + fact.amount);
        break;
    }
  }
  return {
    teams: teams.map((team, side) => ({
      teamId: team.id,
      points: points[side] ?? 0,
      adjustments: adjustments.get(team.id) ?? 0,
      battlesWon: battles.filter((battle) => battle.winnerId === team.id).length,
      tricksWon: battles.reduce((sum, battle) => sum + (teamIn(battle, team.id)?.tricksWon ?? 0), 0),
    })),
    battles,
  };
}
