import { describeZapEvent } from "../border-zap/battle";
import { describeRanksEvent } from "../play-the-ranks/battle";
import { cardName } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import type { Combo3Game4Event, Combo3Game4State } from "./engine";

const VERSION_NAMES = { PTR1: "Play the Ranks 1 (PTR1)", PTR2: "Play the Ranks 2 (PTR2)", PTB: "Play the Border Zap (PTB)" } as const;

/** Game 4 is a single game: the battle lines read "the game" instead of "battle 1". */
function asOneGame(line: string): string {
  const text = line.replace(/^(Border battle|Battle) 1: /, "").replace(/(border battle|battle) 1\b/gi, "the game");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line in plain words per event; events never carry a secret. */
export function describeCombo3Game4(event: Combo3Game4Event, state: Combo3Game4State): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "versionTurned":
      return event.powerCard === null
        ? `Game 4 is ${VERSION_NAMES[event.version]}, as the teacher chose.`
        : `The top Power card is turned: Game 4 is ${VERSION_NAMES[event.version]}.`;
    case "firstLeadDrawn":
      return `Draw for the first lead: ${event.cards.map((entry) => `${name(entry.teamId)} ${cardName(entry.card)}`).join(", ")}. ${name(
        event.leadTeamId,
      )}'s state joined the Union first, so it leads the first trick.`;
    case "firstLeadToPreviousWinner":
      return `${name(event.teamId)} won the previous game, so it leads the first trick.`;
    case "geoPlungeOpened":
      return `"Are you GeoPlunging?" The dealer counts to five (${event.seconds} seconds).`;
    case "geoPlungeAnswered":
      return event.plunging ? `${name(event.teamId)} stands up: GeoPlunging!` : `${name(event.teamId)} stays seated: not GeoPlunging.`;
    case "geoPlungeClosed":
      return event.plungingTeamIds.length === 0
        ? "Five! Nobody is GeoPlunging."
        : `Five! GeoPlunging: ${event.plungingTeamIds.map(name).join(" and ")} (the winner gets ${event.plungingTeamIds.length === 2 ? 20 : 10} extra points).`;
    case "scoreAdjusted":
      return `The moderator ${event.amount > 0 ? "adds" : "takes away"} ${Math.abs(event.amount)} point${Math.abs(event.amount) === 1 ? "" : "s"} ${
        event.amount > 0 ? "to" : "from"
      } ${name(event.teamId)}: ${event.reason} (${event.total} in all).`;
    case "gameScored": {
      if (event.winnerId === null) return `The game is a tie: ${event.points[0]} points each.`;
      const { win, bonus, geoPlunging } = event.breakdown;
      const parts = [`${win} for the win`];
      if (bonus > 0) parts.push(`${bonus} Bonus Points`);
      if (geoPlunging > 0) parts.push(`${geoPlunging} for GeoPlunging`);
      return `${name(event.winnerId)} wins Game 4 and scores ${win + bonus + geoPlunging} points (${parts.join(" + ")}).`;
    }
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
      return asOneGame(describeRanksEvent(event, state.teams));
    case "zapDealt":
    case "tradePicked":
    case "traded":
    case "zapLookAtCards":
    case "zapCardsSetAside":
    case "faceUpDealt":
    case "zapDiscarded":
    case "zapTricksBegin":
    case "zapLeadPlayed":
    case "zapTrickWon":
    case "zapBattleEnded":
      return asOneGame(describeZapEvent(event, state.teams));
    default:
      return exhaustiveSwitchError(event);
  }
}
