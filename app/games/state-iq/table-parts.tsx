"use client";

import type { ReactNode } from "react";
import type { StateIqBoardView, StateIqCommand, StateIqModeratorView, StateIqTeamView } from "@/lib/games/state-iq";
import { ADJUST_REASON_MAX_LENGTH, ADJUST_SCORE_LIMIT, isAdjustAmount, isAdjustReason } from "@/lib/games/trick-kit/score-rules";
import { plainTableSummary } from "../_tables/summary";
import { defineTableGame, TableGameProvider, type TableGameView, type TableToolsProps } from "../_tables/table-game";
import { GameResultLine, GeoPlungeCount, StateIqPhone, StateIqTable as TableDrawing } from "./lazy-table";

/** State IQ's parts of the shared table screens: the guesses on the board, the clue-choosing and guessing phone, the teacher's overrule. */

const isBoard = (view: TableGameView): view is StateIqBoardView => view.game === "state-iq";
const isTeam = (view: TableGameView): view is StateIqTeamView => isBoard(view) && "own" in view;
const isModerator = (view: StateIqBoardView): view is StateIqModeratorView => "overrulable" in view;

const TOOL_BUTTON = "min-h-9 rounded-lg border-2 border-slate-400 bg-white px-2 text-sm font-bold text-slate-950 disabled:opacity-50";

/** The teacher's overrule of the last guess (the console shows the typed guess and the app's judgement, never the hidden state). */
function StateIqTools({ game, look, busy, send }: TableToolsProps<StateIqBoardView, StateIqCommand>) {
  const last = isModerator(game) ? game.overrulable : null;
  if (!last) return null;
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm" data-overrule="">
      <span>
        {look(last.teamId).name}&apos;s guess {last.guess}: “{last.typed}” judged {last.right ? "right ✓" : "wrong ✗"}
      </span>
      <button type="button" className={TOOL_BUTTON} disabled={busy} onClick={() => void send({ type: "overrule", right: !last.right })}>
        {last.right ? "Mark it wrong" : "Mark it right"}
      </button>
    </p>
  );
}

export const stateIqTable = defineTableGame<StateIqBoardView, StateIqTeamView, StateIqCommand>({
  isBoard,
  isTeam,
  summary: (game) =>
    plainTableSummary({
      teams: game.teams.map((team) => ({ id: team.id, name: team.name, points: team.points })),
      round: game.turn ? `Round ${game.turn.round}, guess ${game.turn.guess}` : "GeoPlunging?",
      goal: "Guess in fewer guesses",
      waiting: game.turn?.waiting ?? game.geoPlungeWindow?.waiting ?? { teamIds: [], what: "" },
      winnerId: game.result?.winnerId ?? null,
    }),
  yourMove: (game) => {
    if (game.phase === "geoplunge-window") {
      const side = game.teams.findIndex((team) => team.id === game.teamId);
      return game.geoPlungeWindow?.answers[side] === null ? "say whether you are GeoPlunging" : null;
    }
    return game.turn?.waiting.teamIds.includes(game.teamId) ? game.turn.waiting.what : null;
  },
  titleSuffix: (game) => ` · Level ${game.level}`,
  Setup: (props) => <TableDrawing {...props} />,
  Play: (props) => <StateIqPhone {...props} />,
  windowOpen: (game) => game.geoPlungeWindow !== null,
  Window: (props) => <GeoPlungeCount {...props} />,
  Result: (props) => <GameResultLine {...props} />,
  scoreAdjustment: {
    amountLimit: ADJUST_SCORE_LIMIT,
    reasonMaxLength: ADJUST_REASON_MAX_LENGTH,
    problem: ({ points, amount, reason, teamName }) => {
      if (!isAdjustAmount(amount))
        return `The amount is a whole number from -${ADJUST_SCORE_LIMIT} to ${ADJUST_SCORE_LIMIT}, not 0 (use a minus sign to take points away).`;
      if (!isAdjustReason(reason))
        return `Say why the score changes, in up to ${ADJUST_REASON_MAX_LENGTH} characters: the log keeps the reason.`;
      if (points + amount < 0) return `${teamName} has ${points} points; a score cannot go below 0. Take away at most ${points}.`;
      return null;
    },
    command: ({ teamId, amount, reason }) => ({ type: "adjustScore", teamId, amount, reason }),
  },
  TableTools: StateIqTools,
  loadOptions: () => import("./options-form").then((form) => form.useStateIqOptions),
});

/** State IQ's parts around the shared table screens. */
export function StateIqTableParts({ children }: { children: ReactNode }) {
  return <TableGameProvider game={stateIqTable}>{children}</TableGameProvider>;
}
