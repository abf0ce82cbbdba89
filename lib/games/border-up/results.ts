import type { ResultsCapability } from "../module";
import { tableResults, type ResultFact } from "../trick-kit/results";
import { describeBorderUp } from "./describe";
import { borderUpPoints, type BorderUpEvent, type BorderUpState } from "./engine";

/** Border-Up is one race, reported as the card games report one battle: who won, how, and the points. */
function borderUpFacts(event: BorderUpEvent, state: BorderUpState): ResultFact[] {
  switch (event.type) {
    case "countOpened":
      return [{ kind: "battleDealt", number: 1 }];
    case "gameScored": {
      const line = describeBorderUp(event, state);
      return [
        ...(event.winnerId === null ? [] : [{ kind: "battleEnded" as const, winnerId: event.winnerId, how: line }]),
        ...state.teams.map((team, side): ResultFact => ({ kind: "battlePoints", teamId: team.id, points: event.points[side] ?? 0 })),
        ...(event.winnerId === null ? [{ kind: "scored" as const, line }] : []),
      ];
    }
    case "scoreAdjusted":
      return [{ kind: "adjusted", teamId: event.teamId, amount: event.amount }];
    default:
      return [];
  }
}

/** BU-11: the race's result, Combo 3's points and the teacher's corrections. */
export const borderUpResults: ResultsCapability<BorderUpState, BorderUpEvent> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      borderUpPoints(final),
      events.flatMap((event) => borderUpFacts(event, final)),
    ),
};
