import type { ResultsCapability } from "../module";
import { tableResults, type ResultFact } from "../trick-kit/results";
import type { Pair, TableTeam } from "../trick-kit/teams";
import { describeZapEvent, type ZapBattleEvent } from "./battle";
import type { BorderZapEvent, BorderZapState } from "./engine";

/** What a border battle's event says about results (Play the Border Zap, and Combo 3's PTB). */
export function zapResultFact(event: ZapBattleEvent, teams: Pair<TableTeam>): ResultFact | null {
  switch (event.type) {
    case "zapDealt":
      // The second deal of a battle (trade 2) is the same battle.
      return { kind: "battleDealt", number: event.battle };
    case "zapLeadPlayed":
      return { kind: "led", teamId: event.teamId };
    case "zapTrickWon":
      return {
        kind: "trickWon",
        number: event.trick,
        teamId: event.teamId,
        leadCard: event.leadCard,
        followCard: event.followCard,
        explanation: event.explanation,
      };
    case "zapBattleEnded":
      return { kind: "battleEnded", winnerId: event.winnerId, how: describeZapEvent(event, teams) };
    default:
      return null;
  }
}

function borderZapFact(event: BorderZapEvent, teams: Pair<TableTeam>): ResultFact | null {
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
      return zapResultFact(event, teams);
  }
}

/** BZ: border battles won (2 points, a bonus point), tricks won in each, and why each trick was won. */
export const borderZapResults: ResultsCapability<BorderZapState, BorderZapEvent> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      final.points,
      events.flatMap((event) => borderZapFact(event, final.teams) ?? []),
    ),
};
