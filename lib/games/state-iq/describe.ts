import { clueOptionLabel } from "@/lib/content/state-iq-clue-cards";
import { cardName } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import type { StateIqEvent, StateIqState } from "./engine";

const CHOSEN_BY = { "clue-givers": "the clue-giving team chose", guessers: "the guessing team chose", given: "given" } as const;

/**
 * One line in plain words per event. No line names a hidden card's state before its round ends: the
 * deal says only that the cards were dealt, a clue line says what the board shows.
 */
export function describeStateIq(event: StateIqEvent, state: StateIqState): string {
  const name = (teamId: string): string => state.teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "firstGuesserDrawn":
      return `Draw for who guesses first: ${event.cards
        .map((entry) => `${name(entry.teamId)} drew ${cardName(entry.card)}`)
        .join(", ")}. ${name(event.firstTeamId)} has the statehood rank closer to 1 and guesses first.`;
    case "cardsDealt":
      return "Each team is dealt one GeoPlunge card face-down and looks at it.";
    case "geoPlungeOpened":
      return `"Are you GeoPlunging?" The dealer counts to five (${event.seconds} seconds).`;
    case "geoPlungeAnswered":
      return event.plunging ? `${name(event.teamId)} stands up: GeoPlunging!` : `${name(event.teamId)} stays seated: not GeoPlunging.`;
    case "geoPlungeClosed":
      return event.plungingTeamIds.length === 0
        ? "Five! Nobody is GeoPlunging."
        : `Five! GeoPlunging: ${event.plungingTeamIds.map(name).join(" and ")} (the winner gets ${event.plungingTeamIds.length === 2 ? 20 : 10} extra points).`;
    case "powerCardTurned":
      return `The Power card is turned face-up: ${event.order} (Type ${event.order.split("").join(", then Type ")} clues), for both teams.`;
    case "clueCardTurned":
      return `${name(event.guesserId)}'s guess ${event.guess}: a new Clue card, a Type ${event.clueType} clue.`;
    case "clueShown":
      return `${clueOptionLabel(event.option)} (${CHOSEN_BY[event.chosenBy]}${event.flagWithheld ? "; the flag would give the state away" : ""}): ${event.text}`;
    case "guessed":
      return `${name(event.teamId)} guesses “${event.typed}”: ${event.right ? "right!" : "wrong."}`;
    case "overruled":
      return `The moderator judges ${name(event.teamId)}'s guess ${event.guess} ${event.right ? "right" : "wrong"}.`;
    case "roundEnded":
      return event.right
        ? `${name(event.teamId)} guessed ${cardName(event.card)} in ${event.guesses} ${event.guesses === 1 ? "guess" : "guesses"}.`
        : `${name(event.teamId)} did not guess it: the state was ${cardName(event.card)}.`;
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
