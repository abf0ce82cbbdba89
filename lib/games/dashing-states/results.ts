import type { ResultsCapability } from "../module";
import { tableResults, type ResultFact } from "../trick-kit/results";
import { describeDashing } from "./describe";
import { dashingPoints, type DashingEvent, type DashingState } from "./engine";

function facts(event: DashingEvent, state: DashingState): ResultFact[] {
  switch (event.type) {
    case "raceDealt":
      return event.number === 1 ? [{ kind: "battleDealt", number: 1 }] : [];
    case "gameScored":
      return [
        ...(event.winnerId === null ? [] : [{ kind: "battleEnded", winnerId: event.winnerId, how: event.how } as const]),
        ...state.teams.map((team, side): ResultFact => ({ kind: "battlePoints", teamId: team.id, points: event.points[side] ?? 0 })),
        { kind: "scored", line: describeDashing(event, state) },
      ];
    case "scoreAdjusted":
      return [{ kind: "adjusted", teamId: event.teamId, amount: event.amount }];
    default:
      return [];
  }
}

/** DS-19, C3-2: the game is one battle of up to three races, scored the Combo 3 way. */
export const dashingResults: ResultsCapability<DashingState, DashingEvent> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      dashingPoints(final),
      events.flatMap((event) => facts(event, final)),
    ),
};
