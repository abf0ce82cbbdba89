import type { ResultsCapability } from "../module";
import { tableResults, type ResultFact } from "../trick-kit/results";
import { describeChummy } from "./describe";
import { chummyPoints, type ChummyEvent } from "./engine";
import type { ChummyState } from "./state";

/** Chummy Challenge is one game, reported as the card games report one battle: who won, how, and the points. */
function chummyFacts(event: ChummyEvent, state: ChummyState): ResultFact[] {
  switch (event.type) {
    case "countOpened":
      return [{ kind: "battleDealt", number: 1 }];
    case "gameScored": {
      const line = describeChummy(event, state);
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

/** CC-14: the game's result, Combo 3's points and the teacher's corrections. */
export const chummyResults: ResultsCapability<ChummyState, ChummyEvent> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      chummyPoints(final),
      events.flatMap((event) => chummyFacts(event, final)),
    ),
};
