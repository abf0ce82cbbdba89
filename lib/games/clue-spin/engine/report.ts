import type { ClueCardKind } from "@/lib/content/clue-card";
import type { GameEvent, SpinOutcome } from "./events";
import { exhaustiveSwitchError } from "./exhaustive";
import { rankTeams } from "./standings";
import type { ActivePhase, GameState, LedgerKind, TeamId } from "./state";

/**
 * [REPORT] The results a teacher keeps after a game: the standings (ties share a place), where
 * each team's points came from, and every clue card played with its answer and who got it right or
 * wrong. Built from the game's own record: the accepted commands replayed through the engine
 * (`steps`, undone commands left out) and the final ledger. Pure: the server replays, this reads.
 */
export interface ReportStep {
  /** The engine's state before and after one accepted command, with what it reported. */
  before: GameState;
  after: GameState;
  events: readonly GameEvent[];
  /** Who sent it, in words ("Ana", "Moderator"), for a typed answer. */
  by: string;
}

export type CardMode = Exclude<SpinOutcome, "draw-card">;

export interface AnswerRecord {
  teamId: TeamId;
  correct: boolean;
  /** What the team typed (null when it answered aloud). */
  typed: string | null;
  /** Who sent the answer from a phone, or "Moderator" when the moderator judged a spoken answer. */
  by: string;
  /** A Second answer card took this wrong answer back: it did not count. */
  secondAnswer: boolean;
}

export type CardOutcome = "right" | "wrong" | "nobody" | "skipped" | "unfinished";

export interface CardRecord {
  /** 1 for the first card of the game. */
  number: number;
  kind: ClueCardKind;
  question: string;
  answer: string;
  alternatives: string[];
  mode: CardMode;
  /** The team whose turn brought the card out. */
  teamId: TeamId;
  cluesRead: number;
  answers: AnswerRecord[];
  passed: TeamId[];
  sale: { sellerId: TeamId; buyerId: TeamId; price: number } | null;
  outcome: CardOutcome;
  /** The team that answered right, if any. */
  rightTeamId: TeamId | null;
  /** Nobody answered it right (wrong answers, nobody, or skipped as too hard): worth going over in class. */
  reteach: boolean;
}

export type PointSource = "answers" | "sales" | "bids" | "cards" | "bank" | "adjustments";
export const POINT_SOURCES: readonly PointSource[] = ["answers", "sales", "bids", "cards", "bank", "adjustments"];
export const POINT_SOURCE_NAMES: Readonly<Record<PointSource, string>> = {
  answers: "Right answers",
  sales: "Selling and buying cards",
  bids: "Bids",
  cards: "Draw cards",
  bank: "Covered by the bank",
  adjustments: "Moderator's changes",
};

const SOURCE_OF: Readonly<Record<LedgerKind, PointSource>> = {
  answer: "answers",
  "sale-bonus": "answers",
  playoff: "answers",
  sale: "sales",
  bid: "bids",
  "draw-card": "cards",
  "bank-cover": "bank",
  adjustment: "adjustments",
};

export interface TeamReport {
  teamId: TeamId;
  name: string;
  rank: number;
  tied: boolean;
  winner: boolean;
  startPoints: number;
  points: number;
  /** Signed points from each source: start + every source = points. */
  sources: Record<PointSource, number>;
  rightAnswers: number;
  wrongAnswers: number;
}

export interface GameReport {
  targetPoints: number;
  winnerId: TeamId | null;
  finished: boolean;
  teams: TeamReport[];
  cards: CardRecord[];
}

function playOf(phase: GameState["phase"]): { cardIndex: number; cluesRead: number } | null {
  const active: ActivePhase | null = phase.type === "finished" ? null : phase;
  return active && "play" in active ? active.play : null;
}

function pendingOf(phase: GameState["phase"]): { teamId: TeamId; text: string | null } | null {
  return "pending" in phase ? phase.pending : null;
}

function cardMode(mode: SpinOutcome): CardMode {
  // A clue card never starts as "draw-card"; the engine's type allows it, so map it safely.
  return mode === "draw-card" ? "answer-or-sell" : mode;
}

/** Every clue card of the game in the order it came out, with what happened to it. */
export function cardRecords(steps: readonly ReportStep[]): CardRecord[] {
  const cards: CardRecord[] = [];
  let open: CardRecord | null = null;
  /** Who sent the answer now waiting for judgement (the moderator may judge without one: a spoken answer). */
  let answeredBy: string | null = null;
  const close = (record: CardRecord, outcome: CardOutcome, cluesRead: number) => {
    record.outcome = outcome;
    record.cluesRead = cluesRead;
    record.reteach = outcome !== "right" && outcome !== "unfinished";
    open = null;
  };
  for (const step of steps) {
    const playBefore = playOf(step.before.phase);
    for (const event of step.events) {
      switch (event.type) {
        case "clueCardStarted": {
          const play = playOf(step.after.phase);
          const card = play ? step.after.clueCards[play.cardIndex] : undefined;
          if (!play || !card) break;
          if (open) close(open, "skipped", playBefore?.cluesRead ?? 0);
          open = {
            number: cards.length + 1,
            kind: card.kind,
            question: card.question,
            answer: card.answer,
            alternatives: [...card.alternatives],
            mode: cardMode(event.mode),
            teamId: event.teamId,
            cluesRead: play.cluesRead,
            answers: [],
            passed: [],
            sale: null,
            outcome: "unfinished",
            rightTeamId: null,
            reteach: false,
          };
          cards.push(open);
          break;
        }
        case "answerSubmitted":
          answeredBy = step.by;
          break;
        case "answerJudged": {
          const pending = pendingOf(step.before.phase);
          open?.answers.push({
            teamId: event.teamId,
            correct: event.correct,
            typed: pending?.teamId === event.teamId ? pending.text : null,
            by: answeredBy ?? step.by,
            secondAnswer: false,
          });
          answeredBy = null;
          if (event.correct && open) open.rightTeamId = event.teamId;
          break;
        }
        case "secondAnswerUsed": {
          const last = open?.answers.at(-1);
          if (last && last.teamId === event.teamId) last.secondAnswer = true;
          break;
        }
        case "passed":
          open?.passed.push(event.teamId);
          break;
        case "saleAccepted":
          if (open) open.sale = { sellerId: event.sellerId, buyerId: event.buyerId, price: event.price };
          break;
        case "bidBlocked":
          if (open) open.mode = "answer-or-sell";
          break;
        case "cardSkipped":
          if (open) close(open, "skipped", playBefore?.cluesRead ?? 0);
          break;
        case "cardRevealed":
          if (open)
            close(open, event.outcome === "correct" ? "right" : event.outcome === "wrong" ? "wrong" : "nobody", playBefore?.cluesRead ?? 0);
          break;
        case "teamsConfigured":
        case "gameStarted":
        case "firstSpin":
        case "firstSpinTie":
        case "turnStarted":
        case "spun":
        case "drawCardDrawn":
        case "drawCardSaved":
        case "savedCardPlayed":
        case "deckReshuffled":
        case "clueRead":
        case "clueRepeated":
        case "teamOut":
        case "cardForSale":
        case "offerMade":
        case "offerWithdrawn":
        case "saleDeclined":
        case "saleBlocked":
        case "bidMade":
        case "biddingStopped":
        case "pointsMoved":
        case "turnEnded":
        case "gamePaused":
        case "gameResumed":
        case "gameWon":
          break;
        default:
          exhaustiveSwitchError(event);
      }
    }
    // The card still on the table: how many of its clues have been read so far.
    const playAfter = playOf(step.after.phase);
    if (open && playAfter) open.cluesRead = playAfter.cluesRead;
  }
  return cards;
}

/** The report for the game as it stands (`final`), from the steps that led there. */
export function buildReport(final: GameState, steps: readonly ReportStep[], ended: boolean): GameReport {
  const winnerId = final.phase.type === "finished" ? final.phase.winnerId : null;
  const cards = cardRecords(steps);
  const ranked = rankTeams(final.teams, winnerId);
  const teams = ranked.map(({ team, rank, tied, winner }): TeamReport => {
    const sources = Object.fromEntries(POINT_SOURCES.map((source) => [source, 0])) as Record<PointSource, number>;
    for (const entry of final.ledger) {
      const source = SOURCE_OF[entry.kind];
      if (entry.to === team.id) sources[source] += entry.amount;
      if (entry.from === team.id) sources[source] -= entry.amount;
    }
    const answers = cards.flatMap((card) => card.answers).filter((answer) => answer.teamId === team.id && !answer.secondAnswer);
    return {
      teamId: team.id,
      name: team.name,
      rank,
      tied,
      winner,
      startPoints: team.startPoints,
      points: team.points,
      sources,
      rightAnswers: answers.filter((answer) => answer.correct).length,
      wrongAnswers: answers.filter((answer) => !answer.correct).length,
    };
  });
  return { targetPoints: final.rules.targetPoints, winnerId, finished: winnerId !== null || ended, teams, cards };
}
