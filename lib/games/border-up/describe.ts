import { describeShoutOrder } from "../combo3-kit/fair-shouts";
import { cardName } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import type { BorderUpEvent, BorderUpState } from "./engine";
import { callWord } from "./views";

/**
 * One line in plain words per event; events never carry a secret. A team's arrangement moves say
 * nothing (the log would fill with them, and they are the team's own).
 */
export function describeBorderUp(event: BorderUpEvent, state: BorderUpState): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "countOpened":
      return `"Are you GeoPlunging?" The dealer counts to five (${event.seconds} seconds).`;
    case "countAnswered":
      return event.plunging ? `${name(event.teamId)} stands up: GeoPlunging!` : `${name(event.teamId)} stays seated: not GeoPlunging.`;
    case "countClosed":
      return event.plungingTeamIds.length === 0
        ? "Five! Nobody is GeoPlunging."
        : `Five! GeoPlunging: ${event.plungingTeamIds.map(name).join(" and ")} (the winner gets ${event.plungingTeamIds.length === 2 ? 20 : 10} extra points).`;
    case "cardsDealt":
      return `The dealer deals ${event.perTeam} GeoPlunge cards face-down to each team. "Ready, Set…"`;
    case "cardsRevealed":
      return '"GeoPlunge!" Both teams turn their cards over: the race begins.';
    case "arranged":
      return "";
    case "shouted":
      return `${name(event.teamId)} shouts "${callWord(event.call)}!"`;
    case "raceJudged": {
      const names: [string, string] = [state.teams[0].name, state.teams[1].name];
      const groups = event.judged.map(
        (entry) =>
          `${name(entry.teamId)} shows ${entry.groups
            .map((group) => `${group.cards.map(cardName).join("–")} (${group.verdict.right ? "right" : "wrong"})`)
            .join(", ")}`,
      );
      return `${describeShoutOrder(event.order, names)}. ${groups.join("; ")}.`;
    }
    case "tieCalled":
      return "The teacher calls the race a tie.";
    case "scoreAdjusted":
      return `The moderator ${event.amount > 0 ? "adds" : "takes away"} ${Math.abs(event.amount)} point${Math.abs(event.amount) === 1 ? "" : "s"} ${
        event.amount > 0 ? "to" : "from"
      } ${name(event.teamId)}: ${event.reason} (${event.total} in all).`;
    case "gameScored": {
      if (event.winnerId === null) return `Border-Up is a tie: ${event.points[0]} points each.`;
      const { win, bonus, geoPlunging } = event.breakdown;
      const parts = [`${win} for the win`];
      if (bonus > 0) parts.push(`${bonus} Bonus Points`);
      if (geoPlunging > 0) parts.push(`${geoPlunging} for GeoPlunging`);
      return `${name(event.winnerId)} wins Border-Up and scores ${win + bonus + geoPlunging} points (${parts.join(" + ")}).`;
    }
    default:
      return exhaustiveSwitchError(event);
  }
}
