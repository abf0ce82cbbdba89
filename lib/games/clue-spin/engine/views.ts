import type { CardLevel, ClueCardKind, ClueImage } from "@/lib/content/clue-card";
import { drawCardById, type DrawCard } from "./draw-cards";
import { exhaustiveSwitchError } from "./exhaustive";
import type { MatchHint } from "../../answer-kit/match";
import type {
  PlayoffPhase,
  ActivePhase,
  CardPlay,
  DrawCardPhase,
  FinishedPhase,
  GameState,
  LedgerEntry,
  Party,
  RevealOutcome,
  SpinRecord,
  TeamId,
} from "./state";
import { answeringTeam, isAnsweringPhase, waitingFor, type Awaiting } from "./waiting";
import { SALE_CLOSES_AFTER_CLUE } from "./setup";
import { clockwiseFrom } from "./tx";
import { CLUES_PER_CARD } from "@/lib/content/clue-card";

/**
 * Views are what each screen may see, as small plain JSON:
 * - "board": public facts only: the question and the clues read aloud, never the answer before it
 *   is revealed, never typed answers or any team's saved cards.
 * - { team }: the board's view plus that team's own saved cards and own typed answer (its legal
 *   actions come from the platform, which lays the pause over the module's `legalActions`).
 * - "moderator": everything, including the answer, alternatives, all six clues and match hints.
 */
export type Audience = "moderator" | "board" | { team: TeamId };

type StripPhase<P> = P extends unknown ? Omit<P, "play" | "pending"> : never;
/**
 * The phase without its card and answer details (those are in `card` and the audience extras).
 * In "draw-card", `drawCardId` is null for audiences that may not see a card the team will save.
 */
export type PhaseView =
  | Exclude<StripPhase<ActivePhase>, { type: "draw-card" | "playoff" }>
  | (Omit<DrawCardPhase, "drawCardId"> & { drawCardId: string | null })
  /** `order`: every team in the order the playoff asks them ([PLAYOFF-1]: the spinner, then clockwise). */
  | (StripPhase<PlayoffPhase> & { order: TeamId[] })
  | FinishedPhase;

export interface TeamView {
  id: TeamId;
  name: string;
  players: number;
  points: number;
  startPoints: number;
  savedCardCount: number;
  extraTurnPending: boolean;
}

export interface DrawCardView {
  id: string;
  title: string;
  text: string;
  /** A card the team keeps to play later (a saved power), rather than one that acts at once. */
  keep: boolean;
  /**
   * Only the drawing team and the moderator may see it: the board and the other teams are shown
   * that a card was drawn, not which. The console hides it in presenter mode. (Not named "secret":
   * no field of a view the board or another team gets may be, `[SECRET-1]`.)
   */
  drawerOnly: boolean;
}

/** A clue's picture (a state's outline, a city marked on it): path data only, nothing that names a place. */
export type ClueImageView = Omit<ClueImage, "clue">;

export interface CardView {
  kind: ClueCardKind;
  question: string;
  /** The clues on show now: normally only the current one (earlier clues may not be repeated). */
  shownClues: { number: number; text: string; image?: ClueImageView }[];
  cluesRead: number;
  /** Points a correct answer earns at this moment, before any bonus; null before any clue. */
  value: number | null;
  /** What a correct answer would earn after the next ordinary clue; null once all six are read. */
  nextValue: number | null;
  /** [SELL] The card can no longer be sold (the fifth clue has been read). */
  saleClosed: boolean;
  /** The team whose answer would be judged now. */
  answeringTeam: TeamId | null;
  /** Who has answered and awaits the moderator's judgement (the text stays private). */
  answerPendingBy: TeamId | null;
  secondAnswerArmedBy: TeamId[];
  /**
   * What a right answer from the answering team earns now: `points` from `from` plus the bank's
   * `bonus` (a bought card, a playoff, a bid). Null when nobody is answering or a right answer wins the game.
   */
  reward: { points: number; bonus: number; from: Party } | null;
  /** What a wrong answer costs the answering team now (only in a bid: the value plus the bonus, paid to the other team). */
  penalty: { points: number; to: TeamId } | null;
}

export interface RevealView {
  question: string;
  answer: string;
  alternatives: string[];
  outcome: RevealOutcome;
  teamId: TeamId | null;
}

export interface PublicView {
  revision: number;
  /** `bonus`: what the bank adds to a bought card, a playoff win and a won bid. */
  rules: { targetPoints: number; clueValues: number[]; bonus: number };
  teams: TeamView[];
  turn: { number: number; teamId: TeamId } | null;
  phase: PhaseView;
  waitingFor: Awaiting;
  card: CardView | null;
  reveal: RevealView | null;
  lastSpin: SpinRecord | null;
  /** The last draw card; a card a team saves is not shown to the others. */
  lastDraw: { teamId: TeamId; card: DrawCardView | null } | null;
  recentLedger: LedgerEntry[];
  ledgerSize: number;
}

export interface BoardView extends PublicView {
  audience: "board";
}

export interface TeamAudienceView extends PublicView {
  audience: "team";
  teamId: TeamId;
  savedCards: DrawCardView[];
  /** This team's own answer awaiting judgement (typed text, or null when answered aloud). */
  myPendingAnswer: { text: string | null } | null;
}

export interface ModeratorView extends PublicView {
  audience: "moderator";
  secret: {
    answer: string;
    alternatives: string[];
    clues: string[];
    /** How hard a built-in card plays (null for a teacher's own card). */
    level: CardLevel | null;
    pendingAnswer: { teamId: TeamId; text: string | null; hint: MatchHint | null } | null;
  } | null;
  savedCards: Record<TeamId, DrawCardView[]>;
  drawPileSize: number;
}

export type GameView = BoardView | TeamAudienceView | ModeratorView;

/** Ledger entries included in a view; the full ledger is in the state for audits. */
export const RECENT_LEDGER_SIZE = 12;

/** [DRAW-11] A card the team saves stays secret (the board shows only how many each team holds); any other card acts at once, in public. */
function isSecretDraw(card: DrawCard): boolean {
  return card.effect.type === "save";
}

function drawCardView(card: DrawCard): DrawCardView {
  return { id: card.id, title: card.title, text: card.text, keep: card.effect.type === "save", drawerOnly: isSecretDraw(card) };
}

function activePhase(state: GameState): ActivePhase | FinishedPhase {
  return state.phase;
}

/** A drawn card is public unless it is one the team will save; then only that team and the moderator see it. */
function drawVisible(drawCardId: string, drawerId: TeamId, audience: Audience): boolean {
  if (audience === "moderator") return true;
  if (audience !== "board" && audience.team === drawerId) return true;
  return !isSecretDraw(drawCardById(drawCardId));
}

function stripPhase(state: GameState, phase: ActivePhase | FinishedPhase, audience: Audience): PhaseView {
  switch (phase.type) {
    case "first-spin":
    case "turn-start":
    case "finished":
      return phase;
    case "draw-card":
      return drawVisible(phase.drawCardId, phase.teamId, audience) ? phase : { ...phase, drawCardId: null };
    case "playoff": {
      const { play: _play, pending: _pending, ...rest } = phase;
      return { ...rest, order: clockwiseFrom(state, phase.spinnerId) };
    }
    case "answer-or-sell":
    case "sale-offers":
    case "buyer-answering":
    case "bid-bidding":
    case "bid-answering":
    case "final-question": {
      const { play: _play, pending: _pending, ...rest } = phase as typeof phase & { pending?: unknown };
      return rest;
    }
    default:
      return exhaustiveSwitchError(phase);
  }
}

function currentPlay(phase: ActivePhase | FinishedPhase): CardPlay | null {
  return "play" in phase ? phase.play : null;
}

function cardView(state: GameState, phase: ActivePhase | FinishedPhase): CardView | null {
  const play = currentPlay(phase);
  if (!play) return null;
  const card = state.clueCards[play.cardIndex];
  if (!card) return null;
  const pending = "pending" in phase ? phase.pending : null;
  return {
    kind: card.kind,
    question: card.question,
    shownClues: play.shownClues.map((number) => {
      const text = card.clues[number - 1] ?? "";
      // The picture travels with its clue only: before that clue is read no view holds it.
      if (card.clueImage?.clue !== number) return { number, text };
      const { clue: _clue, ...image } = card.clueImage;
      return { number, text, image };
    }),
    cluesRead: play.cluesRead,
    value: play.valueClue > 0 ? (state.rules.clueValues[play.valueClue - 1] ?? null) : null,
    nextValue: play.cluesRead < CLUES_PER_CARD ? (state.rules.clueValues[play.valueClue] ?? null) : null,
    saleClosed: play.cluesRead >= SALE_CLOSES_AFTER_CLUE,
    answeringTeam: isAnsweringPhase(phase) ? answeringTeam(phase) : null,
    answerPendingBy: pending?.teamId ?? null,
    secondAnswerArmedBy: play.armedSecondAnswers.map((entry) => entry.teamId),
    ...stakes(state, phase, play),
  };
}

/** [AOS-3] [SELL-6] [PLAYOFF-4] [BID-5] [BID-6] What the answer on the table is worth, as the rules pay it. */
function stakes(state: GameState, phase: ActivePhase | FinishedPhase, play: CardPlay): Pick<CardView, "reward" | "penalty"> {
  const { clueValues, bonus } = state.rules;
  const valueNow = play.valueClue > 0 ? (clueValues[play.valueClue - 1] ?? null) : null;
  switch (phase.type) {
    case "answer-or-sell":
      return { reward: valueNow === null ? null : { points: valueNow, bonus: 0, from: "bank" }, penalty: null };
    case "buyer-answering":
      return { reward: { points: phase.price, bonus, from: "bank" }, penalty: null };
    case "playoff":
      return { reward: valueNow === null ? null : { points: valueNow, bonus, from: "bank" }, penalty: null };
    case "bid-answering": {
      const value = clueValues[phase.clueCount - 1] ?? 0;
      return { reward: { points: value, bonus, from: phase.otherId }, penalty: { points: value + bonus, to: phase.otherId } };
    }
    case "sale-offers":
    case "bid-bidding":
    case "final-question":
    case "first-spin":
    case "turn-start":
    case "draw-card":
    case "finished":
      return { reward: null, penalty: null };
    default:
      return exhaustiveSwitchError(phase);
  }
}

function publicView(state: GameState, audience: Audience): PublicView {
  const phase = activePhase(state);
  const reveal = state.reveal;
  const revealedCard = reveal ? state.clueCards[reveal.cardIndex] : undefined;
  const lastDrawCard = state.lastDraw ? drawCardById(state.lastDraw.drawCardId) : null;
  return {
    revision: state.revision,
    rules: { targetPoints: state.rules.targetPoints, clueValues: [...state.rules.clueValues], bonus: state.rules.bonus },
    teams: state.teams.map((team) => ({
      id: team.id,
      name: team.name,
      players: team.players,
      points: team.points,
      startPoints: team.startPoints,
      savedCardCount: team.savedCards.length,
      extraTurnPending: team.extraTurnPending,
    })),
    turn: state.turn,
    phase: stripPhase(state, phase, audience),
    waitingFor: waitingFor(state),
    card: cardView(state, phase),
    reveal:
      reveal && revealedCard
        ? {
            question: revealedCard.question,
            answer: revealedCard.answer,
            alternatives: revealedCard.alternatives,
            outcome: reveal.outcome,
            teamId: reveal.teamId,
          }
        : null,
    lastSpin: state.lastSpin,
    lastDraw:
      state.lastDraw && lastDrawCard
        ? {
            teamId: state.lastDraw.teamId,
            card: drawVisible(lastDrawCard.id, state.lastDraw.teamId, audience) ? drawCardView(lastDrawCard) : null,
          }
        : null,
    recentLedger: state.ledger.slice(-RECENT_LEDGER_SIZE),
    ledgerSize: state.ledger.length,
  };
}

function pendingOf(state: GameState) {
  const phase = activePhase(state);
  return "pending" in phase ? phase.pending : null;
}

export function viewFor(state: GameState, audience: "board"): BoardView;
export function viewFor(state: GameState, audience: "moderator"): ModeratorView;
export function viewFor(state: GameState, audience: { team: TeamId }): TeamAudienceView;
export function viewFor(state: GameState, audience: Audience): GameView;
export function viewFor(state: GameState, audience: Audience): GameView {
  const base = publicView(state, audience);
  if (audience === "board") return { audience: "board", ...base };
  if (audience === "moderator") {
    const play = currentPlay(activePhase(state));
    const card = play ? state.clueCards[play.cardIndex] : undefined;
    const pending = pendingOf(state);
    return {
      audience: "moderator",
      ...base,
      secret: card
        ? {
            answer: card.answer,
            alternatives: card.alternatives,
            clues: [...card.clues],
            level: card.level ?? null,
            pendingAnswer: pending ? { teamId: pending.teamId, text: pending.text, hint: pending.hint } : null,
          }
        : null,
      savedCards: Object.fromEntries(state.teams.map((team) => [team.id, team.savedCards.map((id) => drawCardView(drawCardById(id)))])),
      drawPileSize: state.drawPile.length,
    };
  }
  const teamId = audience.team;
  const team = state.teams.find((candidate) => candidate.id === teamId);
  const pending = pendingOf(state);
  return {
    audience: "team",
    ...base,
    teamId,
    savedCards: (team?.savedCards ?? []).map((id) => drawCardView(drawCardById(id))),
    myPendingAnswer: pending && pending.teamId === teamId ? { text: pending.text } : null,
  };
}
