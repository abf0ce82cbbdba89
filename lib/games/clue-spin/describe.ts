import { drawCardById } from "@/lib/games/clue-spin/engine/draw-cards";
import { OUTCOME_NAMES } from "@/lib/games/clue-spin/engine/spinner";
import { exhaustiveSwitchError } from "@/lib/games/clue-spin/engine/exhaustive";
import type { GameEvent } from "@/lib/games/clue-spin/engine/events";
import type { LedgerEntry } from "@/lib/games/clue-spin/engine/state";

/**
 * The clue game's events in plain words, for the log, the board and the report: "Owls spun 3:
 * Playoff", "Eagles answered correctly: +9 from the bank". Pure: team names come in, sentences out.
 */
interface Names {
  team: (id: string) => string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function drawCardTitle(id: string): string {
  try {
    return drawCardById(id).title;
  } catch {
    return id;
  }
}

function partyName(party: string, names: Names): string {
  return party === "bank" ? "the bank" : names.team(party);
}

/** A points movement seen from one team: "+9 from the bank", "−6 to Owls". */
function pointsFragment(entry: LedgerEntry, teamId: string, names: Names): string {
  if (entry.to === teamId) return `+${entry.amount} from ${partyName(entry.from, names)}`;
  if (entry.from === teamId) return `−${entry.amount} to ${partyName(entry.to, names)}`;
  return `${partyName(entry.to, names)} +${entry.amount} from ${partyName(entry.from, names)}`;
}

function pointsSentence(entry: LedgerEntry, names: Names): string {
  const reason = entry.reason ? ` (${entry.reason})` : "";
  if (entry.kind === "adjustment") {
    const teamId = entry.to === "bank" ? entry.from : entry.to;
    const signed = entry.to === "bank" ? `−${entry.amount}` : `+${entry.amount}`;
    return `Points adjusted for ${names.team(teamId)}: ${signed}${reason}`;
  }
  if (entry.from === "bank") return `${names.team(entry.to)} +${entry.amount} from the bank${reason}`;
  if (entry.to === "bank") return `${names.team(entry.from)} paid ${entry.amount} to the bank${reason}`;
  return `${names.team(entry.from)} paid ${entry.amount} to ${names.team(entry.to)}${reason}`;
}

/** Turns one command's events into sentences; a judgement absorbs the points it moved. */
export function describeClueEvents(events: readonly GameEvent[], names: Names): string[] {
  const sentences: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (!event) continue;
    if (event.type === "answerJudged") {
      const moves: LedgerEntry[] = [];
      while (events[i + 1]?.type === "pointsMoved") moves.push((events[++i] as Extract<GameEvent, { type: "pointsMoved" }>).entry);
      const verdict = `${names.team(event.teamId)} answered ${event.correct ? "correctly" : "incorrectly"}`;
      sentences.push(moves.length ? `${verdict}: ${moves.map((m) => pointsFragment(m, event.teamId, names)).join(", ")}` : verdict);
      continue;
    }
    const sentence = describeEvent(event, names);
    if (sentence) sentences.push(sentence);
  }
  return sentences;
}

function describeEvent(event: GameEvent, names: Names): string | null {
  switch (event.type) {
    case "teamsConfigured":
    case "turnEnded":
    case "clueCardStarted":
      // Implied by the sentences around them.
      return null;
    case "gameStarted":
      return "The game started: every team spins for the first turn";
    case "firstSpin":
      return `${names.team(event.teamId)} spun ${event.value} for the first turn`;
    case "firstSpinTie":
      return `Tie for the highest spin: ${event.teamIds.map(names.team).join(" and ")} spin again`;
    case "turnStarted":
      return event.extraTurn ? `${names.team(event.teamId)} take an extra turn` : `Turn ${event.turnNumber}: ${names.team(event.teamId)}`;
    case "spun":
      return `${names.team(event.teamId)} spun ${event.value}: ${OUTCOME_NAMES[event.outcome]}`;
    case "drawCardDrawn":
      return event.drawCardId === null
        ? `${names.team(event.teamId)} drew a card to keep`
        : `${names.team(event.teamId)} drew “${drawCardTitle(event.drawCardId)}”`;
    case "drawCardSaved":
      return `${names.team(event.teamId)} saved the card for later`;
    case "savedCardPlayed":
      return `${names.team(event.teamId)} played “${drawCardTitle(event.drawCardId)}”`;
    case "deckReshuffled":
      return "Every clue card has been used: the deck was reshuffled";
    case "clueRead":
      return `Clue ${event.clueNumber} read (worth ${event.value})`;
    case "clueRepeated":
      return `Clue ${event.clueNumber} repeated`;
    case "answerSubmitted":
      return event.typed ? `${names.team(event.teamId)} typed an answer` : `${names.team(event.teamId)} answered aloud`;
    case "answerJudged":
      return `${names.team(event.teamId)} answered ${event.correct ? "correctly" : "incorrectly"}`;
    case "secondAnswerUsed":
      return `${names.team(event.teamId)} used their Second answer card and stay on the card`;
    case "passed":
      return `${names.team(event.teamId)} passed`;
    case "teamOut":
      return `${names.team(event.teamId)} are out of this playoff`;
    case "cardForSale":
      return `${names.team(event.sellerId)} put the card up for sale for ${event.price}`;
    case "offerMade":
      return `${names.team(event.teamId)} offered ${event.price} to buy the card`;
    case "offerWithdrawn":
      return `${names.team(event.teamId)} withdrew their offer`;
    case "saleAccepted":
      return `${names.team(event.sellerId)} sold the card to ${names.team(event.buyerId)} for ${event.price}`;
    case "saleDeclined":
      return `${names.team(event.sellerId)} declined every offer`;
    case "saleBlocked":
      return `${names.team(event.blockerId)} blocked ${names.team(event.sellerId)}'s sale`;
    case "bidMade":
      return `${names.team(event.teamId)} bid ${plural(event.clues, "clue")}`;
    case "biddingStopped":
      return `${names.team(event.teamId)} stopped bidding: ${names.team(event.answererId)} answer with ${plural(event.clueCount, "clue")}`;
    case "bidBlocked":
      return `${names.team(event.blockerId)} blocked ${names.team(event.spinnerId)}'s bid`;
    case "pointsMoved":
      return pointsSentence(event.entry, names);
    case "cardRevealed":
      return event.outcome === "no answer" ? "Nobody answered: the card was revealed" : null;
    case "cardSkipped":
      return "The moderator skipped the card";
    case "gamePaused":
      return "Game paused";
    case "gameResumed":
      return "Game resumed";
    case "gameWon":
      return `${names.team(event.teamId)} answered the final question and won the game!`;
    default:
      return exhaustiveSwitchError(event);
  }
}
