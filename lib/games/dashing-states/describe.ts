import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import type { DashingEvent, DashingState } from "./engine";
import { RACE_ORDER_WORDS } from "./race";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line in plain words per event; no line names a dealt card's state before the rules reveal it (the race's end says how it was judged, not the cards). */
export function describeDashing(event: DashingEvent, state: DashingState): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "geoPlungeOpened":
      return `"Are you GeoPlunging?" The dealer counts to five (${event.seconds} seconds).`;
    case "geoPlungeAnswered":
      return event.plunging ? `${name(event.teamId)} stands up: GeoPlunging!` : `${name(event.teamId)} stays seated: not GeoPlunging.`;
    case "geoPlungeClosed":
      return event.plungingTeamIds.length === 0
        ? "Five! Nobody is GeoPlunging."
        : `Five! GeoPlunging: ${event.plungingTeamIds.map(name).join(" and ")} (the winner gets ${event.plungingTeamIds.length === 2 ? 20 : 10} extra points).`;
    case "raceDealt": {
      const kind = state.races[event.number - 1]?.kind;
      return `Race ${event.number}${kind ? ` (${RACE_ORDER_WORDS[kind]})` : ""}: 7 Map cards dealt face-down to each team. Turn around!`;
    }
    case "raceStarted":
      return `Ready, Set, GeoPlunge! Race ${event.number} is on.`;
    case "cardMoved":
      return "";
    case "shouted":
      return `${name(event.teamId)} shouts GeoPlunge!`;
    case "shoutsJudged":
      return event.sameTime
        ? `Both teams shouted at the same time (${seconds(event.gapMs ?? 0)} apart): both identify their cards.`
        : `${event.firstTeamIds.map(name).join("")} shouted first${event.gapMs === null ? "" : ` by ${seconds(event.gapMs)}`}: its players identify their cards.`;
    case "rowJudged":
      return event.problem ?? `${name(event.teamId)}'s row is in order and its unused card is face-down.`;
    case "answered":
      return `${name(event.teamId)}: a card is identified (${event.cardsLeft} to go).`;
    case "overruled":
      return `The moderator judges ${name(event.teamId)}'s card ${event.slot + 1} (${event.part === "name" ? "the state's name" : "the second answer"}) ${event.right ? "right" : "wrong"}.`;
    case "raceEnded":
      return event.how;
    case "gameReopened":
      return `The moderator's ruling changes race ${event.number}: the game goes on.`;
    case "gameScored": {
      if (event.winnerId === null) return `${event.how} ${event.points[0]} points each.`;
      const { win, bonus, geoPlunging } = event.breakdown;
      const parts = [`${win} for the win`];
      if (bonus > 0) parts.push(`${bonus} Bonus Points`);
      if (geoPlunging > 0) parts.push(`${geoPlunging} for GeoPlunging`);
      return `${event.how} ${name(event.winnerId)} scores ${win + bonus + geoPlunging} points (${parts.join(" + ")}).`;
    }
    case "scoreAdjusted":
      return `The moderator ${event.amount > 0 ? "adds" : "takes away"} ${Math.abs(event.amount)} point${Math.abs(event.amount) === 1 ? "" : "s"} ${
        event.amount > 0 ? "to" : "from"
      } ${name(event.teamId)}: ${event.reason} (${event.total} in all).`;
    default:
      return exhaustiveSwitchError(event);
  }
}
