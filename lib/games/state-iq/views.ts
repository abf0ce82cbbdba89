import { flagClue } from "@/lib/content/flags";
import {
  clueOptionLabel,
  optionNeedsPick,
  revealChoices,
  stateIqClueCard,
  type ClueOption,
  type ClueType,
} from "@/lib/content/state-iq-clue-cards";
import { oncePerState } from "../module";
import type { ComboBreakdown } from "../combo3-kit/scoring";
import { cardName, cardView, rankOf, type GeoCardView } from "../trick-kit/cards";
import { sideOf, type Pair, type Side } from "../trick-kit/teams";
import { clueGiver, currentGuess, currentRound, offeredAskOptions, overrulableGuess, powerOrder, stateIqPoints } from "./engine";
import type { Clue, ClueOrder, Guess, Round, StateIqPhase, StateIqState } from "./state";

/**
 * Per audience (SIQ-S1..S3). A team's hidden card is in its own team's view only, until its round
 * ends (then every audience sees which state it was). The board and the moderator see the turned
 * Clue card, the clue shown, the guesses and their judgements; the clue-giving team alone sees what
 * each Type A choice would show. A flag is named by its picture's asset id, computed here from the
 * state's code, which stays in the engine.
 */
export interface ClueOptionView {
  option: ClueOption;
  label: string;
}

/** A turned Clue card, face-up for all: its Type A, B and C options. */
export interface ClueCardView {
  id: string;
  a: (ClueOptionView & { needsPick: boolean })[];
  b: ClueOptionView[];
  c: ClueOptionView;
}

export interface ClueView {
  card: ClueCardView;
  type: ClueType;
  /** Who chooses this clue: the clue-giving team (Type A), the guessing team (Type B) or nobody (Type C, a withheld flag). */
  chooser: "clue-givers" | "guessers" | "given";
  /** Shown once chosen: the option and the field of the hidden card, covered where it would name the state. */
  shown: { option: ClueOption; label: string; text: string; flagAssetId: string | null } | null;
  flagWithheld: boolean;
}

export interface GuessView {
  number: number;
  clue: ClueView;
  typed: string | null;
  right: boolean | null;
  overruled: boolean;
}

export interface RoundView {
  number: 1 | 2;
  guesserId: string;
  holderId: string;
  limit: number;
  guesses: GuessView[];
  result: { right: boolean; guesses: number } | null;
  /** The state guessed at, once the round is over. */
  revealed: { code: string; name: string } | null;
}

export interface StateIqBoardView {
  game: "state-iq";
  level: 3 | 4;
  teams: Pair<{ id: string; name: string; players: number; points: number; geoPlunging: boolean | null }>;
  /** The draw for who guesses first (the cards went back into the deck). */
  draw: { cards: { teamId: string; name: string; statehoodRank: number }[]; firstTeamId: string };
  geoPlungeWindow: { deadline: number; answers: Pair<boolean | null>; waiting: { teamIds: string[]; what: string } } | null;
  powerCard: { id: string; order: ClueOrder } | null;
  phase: StateIqPhase["type"];
  rounds: RoundView[];
  /** The round and guess being played, and whom the table waits on. */
  turn: { round: number; guess: number; guesserId: string; holderId: string; waiting: { teamIds: string[]; what: string } } | null;
  result: { winnerId: string | null; bonus: boolean; how: string; points: Pair<number>; breakdown: ComboBreakdown } | null;
}

export interface StateIqModeratorView extends StateIqBoardView {
  /** The guess the teacher may overrule now, with the app's judgement (the hidden state stays hidden). */
  overrulable: { round: number; guess: number; teamId: string; typed: string; right: boolean } | null;
}

/** A Type A option as the clue-giving team's phones list it: every pick with exactly the text it shows. */
export interface GivingChoiceView {
  option: ClueOption;
  label: string;
  choices: { pick: string[]; text: string }[];
}

export interface StateIqTeamView extends StateIqBoardView {
  teamId: string;
  /** The team's own hidden card, face-up on its own phones only. */
  own: GeoCardView;
  /** The clue-giving team, while it chooses a Type A clue: each option and what it would show. */
  giving: GivingChoiceView[] | null;
  /** The guessing team, while it chooses a Type B clue: the options it may choose. */
  asking: ClueOptionView[] | null;
}

const optionView = (option: ClueOption): ClueOptionView => ({ option, label: clueOptionLabel(option) });

function clueCardView(id: string): ClueCardView {
  const card = stateIqClueCard(id);
  return {
    id,
    a: card.a.map((option) => ({ ...optionView(option), needsPick: optionNeedsPick(option) })),
    b: card.b.map(optionView),
    c: optionView(card.c),
  };
}

function chooserOf(clue: Clue): ClueView["chooser"] {
  if (clue.type === "A") return "clue-givers";
  if (clue.type === "B" && !clue.flagWithheld) return "guessers";
  return "given";
}

function clueView(clue: Clue, hidden: string): ClueView {
  const option = clue.option;
  const flag = option === "flag" ? flagClue(hidden) : null;
  return {
    card: clueCardView(clue.card),
    type: clue.type,
    chooser: chooserOf(clue),
    shown:
      option === null || clue.text === null
        ? null
        : { option, label: clueOptionLabel(option), text: clue.text, flagAssetId: flag?.shown ? flag.assetId : null },
    flagWithheld: clue.flagWithheld,
  };
}

function guessView(guess: Guess, hidden: string): GuessView {
  return { number: guess.number, clue: clueView(guess.clue, hidden), typed: guess.typed, right: guess.right, overruled: guess.overruled };
}

function roundView(state: StateIqState, round: Round): RoundView {
  const holder = clueGiver(round);
  const hidden = state.hidden[holder];
  return {
    number: round.number,
    guesserId: state.teams[round.guesser].id,
    holderId: state.teams[holder].id,
    limit: round.limit,
    guesses: round.guesses.map((guess) => guessView(guess, hidden)),
    result: round.result === null ? null : { ...round.result },
    revealed: round.result === null ? null : { code: hidden, name: cardName(hidden) },
  };
}

const WHAT: Record<StateIqPhase["type"], string> = {
  "geoplunge-window": "say whether it is GeoPlunging",
  giving: "choose the Type A clue",
  asking: "choose the Type B clue",
  guessing: "guess the state",
  over: "",
};

function waitingFor(state: StateIqState): { teamIds: string[]; what: string } {
  const phase = state.phase;
  const round = currentRound(state);
  switch (phase.type) {
    case "geoplunge-window":
      return {
        teamIds: ([0, 1] as Side[]).filter((side) => phase.answers[side] === null).map((side) => state.teams[side].id),
        what: WHAT[phase.type],
      };
    case "giving":
      return { teamIds: round ? [state.teams[clueGiver(round)].id] : [], what: WHAT[phase.type] };
    case "asking":
    case "guessing":
      return { teamIds: round ? [state.teams[round.guesser].id] : [], what: WHAT[phase.type] };
    case "over":
      return { teamIds: [], what: "" };
  }
}

/** Built once per state: the moderator's and each team's view hold it too. */
export const stateIqBoardView = oncePerState((state: StateIqState): StateIqBoardView => {
  const points = stateIqPoints(state);
  const phase = state.phase;
  const round = currentRound(state);
  const guess = currentGuess(state);
  const order = powerOrder(state);
  const waiting = waitingFor(state);
  return {
    game: "state-iq",
    level: state.setup.level,
    teams: [0, 1].map((side) => {
      const team = state.teams[side as Side];
      return {
        id: team.id,
        name: team.name,
        players: team.players,
        points: points[side as Side],
        geoPlunging: state.geoPlunging?.[side as Side] ?? null,
      };
    }) as StateIqBoardView["teams"],
    draw: {
      cards: state.draw.cards.map((card, side) => ({
        teamId: state.teams[side as Side].id,
        name: cardName(card),
        statehoodRank: rankOf(card, "statehood"),
      })),
      firstTeamId: state.teams[state.draw.first].id,
    },
    geoPlungeWindow:
      phase.type === "geoplunge-window" ? { deadline: phase.deadline, answers: [phase.answers[0], phase.answers[1]], waiting } : null,
    powerCard: state.powerCard === null || order === null ? null : { id: state.powerCard, order },
    phase: phase.type,
    rounds: state.rounds.map((entry) => roundView(state, entry)),
    turn:
      round === null || guess === null || phase.type === "over"
        ? null
        : {
            round: round.number,
            guess: guess.number,
            guesserId: state.teams[round.guesser].id,
            holderId: state.teams[clueGiver(round)].id,
            waiting,
          },
    result:
      phase.type === "over"
        ? {
            winnerId: phase.result.winner === null ? null : state.teams[phase.result.winner].id,
            bonus: phase.result.bonus,
            how: phase.result.how,
            points: phase.result.points,
            breakdown: phase.result.breakdown,
          }
        : null,
  };
});

export function stateIqModeratorView(state: StateIqState): StateIqModeratorView {
  const last = overrulableGuess(state);
  return {
    ...stateIqBoardView(state),
    overrulable:
      last === null
        ? null
        : {
            round: last.round.number,
            guess: last.guess.number,
            teamId: state.teams[last.round.guesser].id,
            typed: last.guess.typed ?? "",
            right: last.guess.right === true,
          },
  };
}

export function stateIqTeamView(state: StateIqState, teamId: string): StateIqTeamView {
  const side = sideOf(state.teams, teamId);
  if (side === null) throw new Error(`No team "${teamId}" at this table`);
  const round = currentRound(state);
  const guess = currentGuess(state);
  const phase = state.phase.type;
  const giving =
    phase === "giving" && round && guess && clueGiver(round) === side
      ? stateIqClueCard(guess.clue.card).a.map((option) => ({
          option,
          label: clueOptionLabel(option),
          choices: revealChoices(state.hidden[side], option).map((choice) => ({ pick: [...choice.pick], text: choice.text })),
        }))
      : null;
  const asking =
    phase === "asking" && round && guess && round.guesser === side
      ? offeredAskOptions(guess.clue.card, state.hidden[clueGiver(round)]).map(optionView)
      : null;
  return { ...stateIqBoardView(state), teamId, own: cardView(state.hidden[side]), giving, asking };
}
