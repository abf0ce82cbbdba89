import { zapResultFact } from "../border-zap/results";
import type { ResultsCapability } from "../module";
import { ranksResultFact } from "../play-the-ranks/results";
import { tableResults, type ResultFact } from "../trick-kit/results";
import { describeCombo3Game4 } from "./describe";
import { comboPoints, type Combo3Game4Event, type Combo3Game4State } from "./engine";

function comboFacts(event: Combo3Game4Event, state: Combo3Game4State): ResultFact[] {
  switch (event.type) {
    case "gameScored":
      return [
        ...state.teams.map((team, side): ResultFact => ({ kind: "battlePoints", teamId: team.id, points: event.points[side] ?? 0 })),
        { kind: "scored", line: describeCombo3Game4(event, state) },
      ];
    case "scoreAdjusted":
      return [{ kind: "adjusted", teamId: event.teamId, amount: event.amount }];
    case "battleEnded":
    case "zapBattleEnded": {
      // Game 4 is one game: its own words ("wins the game"), not a battle's.
      const fact = event.type === "battleEnded" ? ranksResultFact(event, state.teams) : zapResultFact(event, state.teams);
      return fact?.kind === "battleEnded" ? [{ ...fact, how: describeCombo3Game4(event, state) }] : [];
    }
    case "battleDealt":
    case "leadPlayed":
    case "trickWon":
      return [ranksResultFact(event, state.teams) ?? []].flat();
    case "zapDealt":
    case "zapLeadPlayed":
    case "zapTrickWon":
      return [zapResultFact(event, state.teams) ?? []].flat();
    default:
      return [];
  }
}

/** C3-2: one game (PTR1, PTR2 or PTB) scored the Combo 3 way: the win, Bonus Points, GeoPlunging. */
export const combo3Game4Results: ResultsCapability<Combo3Game4State, Combo3Game4Event> = {
  build: ({ final, events }) =>
    tableResults(
      final.teams,
      comboPoints(final),
      events.flatMap((event) => comboFacts(event, final)),
    ),
};
