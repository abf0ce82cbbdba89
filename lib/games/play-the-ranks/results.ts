import type { ResultsCapability } from "../module";
import type { ResultFact } from "../trick-kit/results";
import { tableResults } from "../trick-kit/results";
import type { Pair, TableTeam } from "../trick-kit/teams";
import { describeRanksEvent, type RanksBattleEvent } from "./battle";
import type { PlayTheRanksEvent, PlayTheRanksState } from "./state";

/** What a state ranking battle's event says about results (Play the Ranks, and Combo 3's PTR1/PTR2). */
export function ranksResultFact(event: RanksBattleEvent, teams: Pair<TableTeam>): ResultFact | null {
  switch (event.type) {
    case "battleDealt":
      return { kind: "battleDealt", number: event.battle };
    case "leadPlayed":
      return { kind: "led", teamId: event.teamId };
    case "trickWon":
      return {
        kind: "trickWon",
        number: event.trick,
        teamId: event.teamId,
        leadCard: event.leadCard,
        followCard: event.followCard,
        explanation: event.explanation,
      };
    case "battleEnded":
      return { kind: "battleEnded", winnerId: event.winnerId, how: describeRanksEvent(event, teams) };
    default:
      return null;
  }
}

function playTheRanksFact(event: PlayTheRanksEvent, teams: Pair<TableTeam>): ResultFact | null {
  switch (event.type) {
    case "battlePoints":
      return { kind: "battlePoints", teamId: event.teamId, points: event.points };
    case "scoreAdjusted":
      return { kind: "adjusted", teamId: event.teamId, amount: event.amount };
    case "matchStarted":
    case "firstLeadDrawn":
    case "firstLeadPassed":
    case "targetTied":
    case "matchWon":
      return null;
    default:
      return ranksResultFact(event, teams);
  }
}

/** PTR-6, PTR-7: battles won (2 points, a bonus point), tricks won in each, and every trick's explanation. */
export const playTheRanksResults: ResultsCapability<PlayTheRanksState, PlayTheRanksEvent> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      final.points,
      events.flatMap((event) => playTheRanksFact(event, final.teams) ?? []),
    ),
};
