import type { ResultsCapability } from "../module";
import { tableResults, type ResultFact } from "../trick-kit/results";
import { describeStateIq } from "./describe";
import { stateIqPoints, type StateIqEvent, type StateIqState } from "./engine";

function facts(event: StateIqEvent, state: StateIqState): ResultFact[] {
  switch (event.type) {
    case "powerCardTurned":
      return [{ kind: "battleDealt", number: 1 }];
    case "gameScored":
      return [
        ...(event.winnerId === null ? [] : [{ kind: "battleEnded", winnerId: event.winnerId, how: event.how } as const]),
        ...state.teams.map((team, side): ResultFact => ({ kind: "battlePoints", teamId: team.id, points: event.points[side] ?? 0 })),
        { kind: "scored", line: describeStateIq(event, state) },
      ];
    case "scoreAdjusted":
      return [{ kind: "adjusted", teamId: event.teamId, amount: event.amount }];
    default:
      return [];
  }
}

/** SIQ-8, C3-2: the game is one battle of two rounds of guessing, scored the Combo 3 way. */
export const stateIqResults: ResultsCapability<StateIqState, StateIqEvent> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      stateIqPoints(final),
      events.flatMap((event) => facts(event, final)),
    ),
};
