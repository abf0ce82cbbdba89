import { drawCardById } from "@/lib/game/draw-cards";
import { OUTCOME_NAMES } from "@/lib/game/spinner";
import { exhaustiveSwitchError } from "@/lib/game/exhaustive";
import type { LedgerEntry } from "@/lib/game/state";
import type { SessionEvent } from "./session";
import type { SessionActor } from "./state";

/**
 * The game log in plain words, for the moderator's console and the exports: each accepted command
 * with the events it caused becomes short sentences ("Owls spun 3: Playoff", "Eagles answered
 * correctly: +9 from the bank"). Pure: names come in, sentences come out.
 */
export interface LogTeam {
  id: string;
  name: string;
}

/** One stored command: what was sent, by whom, and the events it produced. */
export interface LogEntryInput {
  seq: number;
  at: number;
  actor: SessionActor;
  command: Record<string, unknown>;
  events: readonly SessionEvent[];
}

export interface LogLine {
  seq: number;
  at: number;
  /** Who sent the command: "Moderator", "Moderator for Owls", or a student's name. */
  by: string;
  type: string;
  sentences: string[];
  /** A later undo took this command back. */
  undone: boolean;
}

interface Names {
  team: (id: string) => string;
  player: (id: string) => string;
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
export function describeEvents(events: readonly SessionEvent[], names: Names, command: Record<string, unknown> = {}): string[] {
  const sentences: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (!event) continue;
    if (event.type === "answerJudged") {
      const moves: LedgerEntry[] = [];
      while (events[i + 1]?.type === "pointsMoved") moves.push((events[++i] as Extract<SessionEvent, { type: "pointsMoved" }>).entry);
      const verdict = `${names.team(event.teamId)} answered ${event.correct ? "correctly" : "incorrectly"}`;
      sentences.push(moves.length ? `${verdict}: ${moves.map((m) => pointsFragment(m, event.teamId, names)).join(", ")}` : verdict);
      continue;
    }
    const sentence = describeEvent(event, names, command);
    if (sentence) sentences.push(sentence);
  }
  return sentences;
}

function describeEvent(event: SessionEvent, names: Names, command: Record<string, unknown>): string | null {
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
    case "playerJoined":
      return `${names.player(event.playerId)} joined`;
    case "playerRenamed":
      return `${names.player(event.playerId)} was renamed`;
    case "playerMoved": {
      const teamId = typeof command.teamId === "string" ? command.teamId : null;
      const player = names.player(event.playerId);
      if (!teamId) return `${player} was taken off their team`;
      return command.type === "chooseTeam" ? `${player} joined ${names.team(teamId)}` : `${player} was moved to ${names.team(teamId)}`;
    }
    case "playerRemoved":
      return `${names.player(event.playerId)} was removed from the game`;
    case "joiningLocked":
      return event.locked ? "Joining locked" : "Joining opened again";
    case "gameEnded":
      return "The moderator ended the game";
    default:
      return exhaustiveSwitchError(event);
  }
}

function actorLabel(entry: LogEntryInput, names: Names): string {
  const { actor, command } = entry;
  switch (actor.role) {
    case "moderator":
      return typeof command.onBehalfOf === "string" ? `Moderator for ${names.team(command.onBehalfOf)}` : "Moderator";
    case "player":
      return names.player(actor.playerId);
    case "guest":
      return typeof command.name === "string" ? command.name : "A student";
    default:
      return exhaustiveSwitchError(actor);
  }
}

/** Which commands a later undo took back (joining is never undone, as in lib/session/replay.ts). */
export function undoneSeqs(entries: readonly Pick<LogEntryInput, "seq" | "command">[]): Set<number> {
  const effective: { seq: number; type: unknown }[] = [];
  const undone = new Set<number>();
  for (const entry of entries) {
    if (entry.command.type !== "undo") {
      effective.push({ seq: entry.seq, type: entry.command.type });
      continue;
    }
    for (let i = effective.length - 1; i >= 0; i--) {
      const candidate = effective[i];
      if (!candidate || candidate.type === "joinGame") continue;
      undone.add(candidate.seq);
      effective.splice(i, 1);
      break;
    }
  }
  return undone;
}

/**
 * The whole log. Player names follow the log (joins, renames), so a line names the player as they
 * were called at that moment; `knownPlayers` names anyone the log never introduces.
 */
export function describeLog(
  entries: readonly LogEntryInput[],
  teams: readonly LogTeam[],
  knownPlayers: Readonly<Record<string, string>> = {},
): LogLine[] {
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const playerNames = new Map<string, string>();
  const names: Names = {
    team: (id) => teamNames.get(id) ?? "A team",
    player: (id) => playerNames.get(id) ?? knownPlayers[id] ?? "A student",
  };
  const undone = undoneSeqs(entries);
  return entries.map((entry) => {
    const { command } = entry;
    if (command.type === "joinGame" && typeof command.playerId === "string" && typeof command.name === "string") {
      playerNames.set(command.playerId, command.name);
    }
    const by = actorLabel(entry, names);
    const sentences = command.type === "undo" ? ["The moderator undid the last action"] : describeEvents(entry.events, names, command);
    if (command.type === "renamePlayer" && typeof command.playerId === "string" && typeof command.name === "string") {
      const before = names.player(command.playerId);
      playerNames.set(command.playerId, command.name);
      sentences.splice(0, sentences.length, `${before} is now called ${names.player(command.playerId)}`);
    }
    return { seq: entry.seq, at: entry.at, by, type: String(command.type), sentences, undone: undone.has(entry.seq) };
  });
}
