import { describeShoutOrder } from "../combo3-kit/fair-shouts";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import type { Pair } from "../trick-kit/teams";
import type { ChummyEvent } from "./engine";
import type { ChummyState } from "./state";

/**
 * One line in plain words per event; events never carry a secret (no card, no unread word, no typed
 * answer before the judging). Words read say nothing: the log would fill with them.
 */
export function describeChummy(event: ChummyEvent, state: ChummyState): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  const player = (playerId: string): string => state.members.flat().find((member) => member.id === playerId)?.name ?? "a player";
  switch (event.type) {
    case "countOpened":
      return `"Are you GeoPlunging?" The dealer counts to five (${event.seconds} seconds).`;
    case "countAnswered":
      return event.plunging ? `${name(event.teamId)} stands up: GeoPlunging!` : `${name(event.teamId)} stays seated: not GeoPlunging.`;
    case "countClosed":
      return event.plungingTeamIds.length === 0
        ? "Five! Nobody is GeoPlunging."
        : `Five! GeoPlunging: ${event.plungingTeamIds.map(name).join(" and ")} (the winner gets ${event.plungingTeamIds.length === 2 ? 20 : 10} extra points).`;
    case "geoPlungerNamed":
      return `${name(event.teamId)} names ${player(event.playerId)} its GeoPlunger for challenge ${event.number}.`;
    case "questionDrawn":
      return `Challenge ${event.number}: the Power card shows a ${event.colour} square, so the dealer reads the ${event.colour} question.`;
    case "wordsRead":
      return "";
    case "buzzed":
      return `${name(event.teamId)}'s GeoPlunger shouts "GeoPlunge!"`;
    case "buzzesJudged": {
      const names: Pair<string> = [state.teams[0].name, state.teams[1].name];
      return `${describeShoutOrder(event.order, names)}. Answering: ${event.answeringTeamIds.map(name).join(" and ")}.`;
    }
    case "answered":
      return `${name(event.teamId)} has given its answer.`;
    case "challengeJudged":
      return event.winnerId === null ? `Challenge ${event.number} is a tie.` : `${name(event.winnerId)} wins challenge ${event.number}.`;
    case "overruled":
      return `The teacher overrules: ${name(event.teamId)}'s answer counts as ${event.right ? "right" : "wrong"}. ${
        event.winnerId === null ? `Challenge ${event.number} is a tie.` : `${name(event.winnerId)} wins challenge ${event.number}.`
      }`;
    case "scoreAdjusted":
      return `The moderator ${event.amount > 0 ? "adds" : "takes away"} ${Math.abs(event.amount)} point${Math.abs(event.amount) === 1 ? "" : "s"} ${
        event.amount > 0 ? "to" : "from"
      } ${name(event.teamId)}: ${event.reason} (${event.total} in all).`;
    case "gameScored": {
      if (event.winnerId === null) return `Chummy Challenge is a tie: ${event.points[0]} points each.`;
      const { win, bonus, geoPlunging } = event.breakdown;
      const parts = [`${win} for the win`];
      if (bonus > 0) parts.push(`${bonus} Bonus Points`);
      if (geoPlunging > 0) parts.push(`${geoPlunging} for GeoPlunging`);
      return `${name(event.winnerId)} wins Chummy Challenge and scores ${win + bonus + geoPlunging} points (${parts.join(" + ")}).`;
    }
    default:
      return exhaustiveSwitchError(event);
  }
}
