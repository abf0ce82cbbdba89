"use client";

import type { ReactNode } from "react";
import type { ChummyBoardView, ChummyCommand, ChummyTeamView } from "@/lib/games/chummy-challenge";
import {
  ADJUST_REASON_MAX_LENGTH,
  ADJUST_SCORE_LIMIT,
  adjustmentProblem,
  isAdjustAmount,
  isAdjustReason,
} from "@/lib/games/trick-kit/score-rules";
import { CHALLENGES } from "@/lib/games/chummy-challenge/numbers";
import { plainTableSummary } from "../_tables/summary";
import { defineTableGame, TableGameProvider, type ScoreAdjustment, type TableGameView } from "../_tables/table-game";
import { ChallengeResults, ChallengeStatus, ChummyPlay, CountWindow } from "./lazy-table";

/**
 * Chummy Challenge's parts of the shared table screens: the question as read so far, the buzzes and
 * the answers on the board, the phone's buzzer and answer box, the console's overrule and score
 * correction, and the host form's count, reading pace and answer time.
 */
const isBoard = (view: TableGameView): view is ChummyBoardView => view.game === "chummy-challenge";
const isTeam = (view: TableGameView): view is ChummyTeamView => isBoard(view) && "ownAnswer" in view;

const STAGE_WORDS: Record<ChummyBoardView["stage"], string> = {
  counting: "GeoPlunging?",
  naming: "Naming GeoPlungers",
  asking: "The question",
  buzzed: "Buzzed!",
  answering: "Answering",
  reveal: "The answers",
  over: "Judged",
};

function waitingOf(game: ChummyBoardView): { teamIds: string[]; what: string } {
  if (game.count) return game.count.waiting;
  if (game.naming) {
    return { teamIds: game.teams.filter((_, side) => game.naming?.named[side] === null).map((team) => team.id), what: "name a GeoPlunger" };
  }
  if (game.now && game.now.answerDeadline !== null) {
    return { teamIds: game.now.answering.filter((id) => !game.now?.answered.includes(id)), what: "type its answer" };
  }
  return { teamIds: [], what: "" };
}

/** The engine's own limits and rule, so the console's dialog asks for exactly what the engine accepts. */
const scoreAdjustment: ScoreAdjustment<ChummyCommand> = {
  amountLimit: ADJUST_SCORE_LIMIT,
  reasonMaxLength: ADJUST_REASON_MAX_LENGTH,
  problem: ({ points, amount, reason, teamName }) => {
    if (!isAdjustAmount(amount))
      return `The amount is a whole number from -${ADJUST_SCORE_LIMIT} to ${ADJUST_SCORE_LIMIT}, not 0 (use a minus sign to take points away).`;
    if (!isAdjustReason(reason))
      return `Say why the score changes, in up to ${ADJUST_REASON_MAX_LENGTH} characters: the log keeps the reason.`;
    return adjustmentProblem(points, amount, teamName)?.message ?? null;
  },
  command: ({ teamId, amount, reason }) => ({ type: "adjustScore", teamId, amount, reason }),
};

export const chummyTable = defineTableGame<ChummyBoardView, ChummyTeamView, ChummyCommand>({
  isBoard,
  isTeam,
  summary: (game) =>
    plainTableSummary({
      teams: game.teams.map((team) => ({ id: team.id, name: team.name, points: team.points })),
      round: STAGE_WORDS[game.stage],
      goal: `${CHALLENGES.toWin} challenges win, Combo 3 points`,
      waiting: waitingOf(game),
      winnerId: game.result?.winnerId ?? null,
    }),
  yourMove: (game) => {
    const side = game.teams.findIndex((team) => team.id === game.teamId);
    if (game.count && game.count.answers[side] === null) return "say whether you are GeoPlunging";
    if (game.naming && game.naming.named[side] === null) return "name your GeoPlunger";
    if (game.now && game.now.answering.includes(game.teamId) && !game.now.answered.includes(game.teamId)) return "type your answer";
    return null;
  },
  titleSuffix: () => " · Level 3",
  Setup: (props) => <ChallengeStatus {...props} />,
  Play: (props) => <ChummyPlay {...props} />,
  windowOpen: (game) => game.count !== null,
  Window: (props) => <CountWindow {...props} />,
  Result: (props) => <ChallengeResults {...props} />,
  scoreAdjustment,
  // The console's line: overrule the app's judgement of the last challenge while its answers are shown.
  TableTools: ({ game, look, busy, send }) => {
    const last = game.judged[game.judged.length - 1];
    if (!last || (game.stage !== "reveal" && game.stage !== "naming") || last.answers.length === 0) return null;
    return (
      <span className="inline-flex flex-wrap items-center gap-2" data-overrule={last.number}>
        {last.answers.map((answer) => (
          <button
            key={answer.teamId}
            type="button"
            disabled={busy}
            onClick={() => void send({ type: "overrule", teamId: answer.teamId, right: !answer.right })}
            className="min-h-11 rounded-xl border-2 border-slate-400 bg-white px-3 text-sm font-bold text-slate-950"
          >
            Overrule: {look(answer.teamId).name}&apos;s answer is {answer.right ? "wrong" : "right"}
          </button>
        ))}
      </span>
    );
  },
  loadOptions: () => import("./options-form").then((form) => form.useChummyOptions),
});

/** Chummy Challenge's parts around the shared table screens. */
export function ChummyTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={chummyTable}>{children}</TableGameProvider>;
}
