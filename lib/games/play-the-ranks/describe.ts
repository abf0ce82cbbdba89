import { cardName } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { describeRanksEvent } from "./battle";
import type { PlayTheRanksEvent, PlayTheRanksState } from "./state";

/** One line in plain words per event (PTR-13); events never carry a secret, so every line is public. */
export function describePlayTheRanks(event: PlayTheRanksEvent, state: PlayTheRanksState): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "matchStarted":
      return `Play the Ranks Level ${event.level} begins: first to ${event.targetPoints} points wins.`;
    case "firstLeadDrawn":
      return `Draw for the first lead: ${event.cards.map((entry) => `${name(entry.teamId)} ${cardName(entry.card)}`).join(", ")}. ${name(
        event.leadTeamId,
      )}'s state joined the Union first, so it leads the first trick.`;
    case "firstLeadPassed":
      return event.because === "alternate"
        ? `${name(event.teamId)} leads the first trick of the next battle (teams alternate).`
        : `${name(event.teamId)} won the battle and leads the first trick of the next one.`;
    case "battlePoints":
      return `${name(event.teamId)} scores ${event.points} points (${event.total} in all).`;
    case "scoreAdjusted":
      return `The moderator ${event.amount > 0 ? "adds" : "takes away"} ${Math.abs(event.amount)} point${Math.abs(event.amount) === 1 ? "" : "s"} ${
        event.amount > 0 ? "to" : "from"
      } ${name(event.teamId)}: ${event.reason} (${event.total} in all).`;
    case "targetTied":
      return `Both teams have ${event.points} points: another battle decides the match.`;
    case "matchWon":
      return `${name(event.teamId)} wins the match, ${Math.max(...event.points)} to ${Math.min(...event.points)}!`;
    case "battleDealt":
    case "basesTurned":
    case "powerCardsTurned":
    case "roleChosen":
    case "burUpped":
    case "rolesSettled":
    case "powerCardRemoved":
    case "burDealt":
    case "discarded":
    case "discardsTurned":
    case "powerPulled":
    case "powerKept":
    case "geoStarTurned":
    case "tricksBegin":
    case "leadPlayed":
    case "trickWon":
    case "battleEnded":
      return describeRanksEvent(event, state.teams);
    default:
      return exhaustiveSwitchError(event);
  }
}
