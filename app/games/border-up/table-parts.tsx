"use client";

import type { ReactNode } from "react";
import type { BorderUpBoardView, BorderUpCommand, BorderUpTeamView } from "@/lib/games/border-up";
import {
  ADJUST_REASON_MAX_LENGTH,
  ADJUST_SCORE_LIMIT,
  adjustmentProblem,
  isAdjustAmount,
  isAdjustReason,
} from "@/lib/games/trick-kit/score-rules";
import { plainTableSummary } from "../_tables/summary";
import { defineTableGame, TableGameProvider, type ScoreAdjustment, type TableGameView } from "../_tables/table-game";
import { BorderUpPlay, CountWindow, RaceClock, RaceResult, RaceStatus } from "./lazy-table";

/**
 * Border-Up's parts of the shared table screens: no hand and no tricks, a race. The table's drawing
 * (the count, "Ready, Set…", the race clock, the shouts), the judged groups after the race, the
 * phone's panel to build groups and shout, the console's "call a tie" and score correction, and the
 * host form's count.
 */
const isBoard = (view: TableGameView): view is BorderUpBoardView => view.game === "border-up";
const isTeam = (view: TableGameView): view is BorderUpTeamView => isBoard(view) && "own" in view;

const STAGE_WORDS: Record<BorderUpBoardView["stage"], string> = {
  counting: "GeoPlunging?",
  "ready-set": "Ready, Set…",
  racing: "The race",
  over: "Judged",
};

function waitingOf(game: BorderUpBoardView): { teamIds: string[]; what: string } {
  if (game.count) return game.count.waiting;
  if (game.stage === "racing" && game.race && game.race.judgingUntil === null) {
    return { teamIds: game.teams.map((team) => team.id), what: "build groups and shout" };
  }
  return { teamIds: [], what: "" };
}

/** The engine's own limits and rule, so the console's dialog asks for exactly what the engine accepts. */
const scoreAdjustment: ScoreAdjustment<BorderUpCommand> = {
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

export const borderUpTable = defineTableGame<BorderUpBoardView, BorderUpTeamView, BorderUpCommand>({
  isBoard,
  isTeam,
  summary: (game) =>
    plainTableSummary({
      teams: game.teams.map((team) => ({ id: team.id, name: team.name, points: team.points })),
      round: STAGE_WORDS[game.stage],
      goal: "One race, Combo 3 points",
      waiting: waitingOf(game),
      winnerId: game.result?.winnerId ?? null,
    }),
  yourMove: (game) => {
    const side = game.teams.findIndex((team) => team.id === game.teamId);
    if (game.count && game.count.answers[side] === null) return "say whether you are GeoPlunging";
    if (game.stage === "racing" && game.own && game.own.shouted === null) return "build your groups and shout";
    return null;
  },
  titleSuffix: () => "",
  Setup: (props) => <RaceStatus {...props} />,
  Play: (props) => <BorderUpPlay {...props} />,
  windowOpen: (game) => game.count !== null,
  Window: (props) => <CountWindow {...props} />,
  Result: (props) => <RaceResult {...props} />,
  scoreAdjustment,
  // The console's line: the race clock beside "call a tie", as the board shows it.
  TableTools: ({ game, busy, send }) =>
    game.race ? (
      <span className="inline-flex items-center gap-2">
        <RaceClock startedAt={game.race.startedAt} endedAt={game.race.endedAt} size="phone" />
        {game.stage === "racing" && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void send({ type: "callTie" })}
            className="min-h-11 rounded-xl border-2 border-slate-400 bg-white px-3 text-sm font-bold text-slate-950"
          >
            Call the race a tie
          </button>
        )}
      </span>
    ) : null,
  loadOptions: () => import("./options-form").then((form) => form.useBorderUpOptions),
});

/** Border-Up's parts around the shared table screens. */
export function BorderUpTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={borderUpTable}>{children}</TableGameProvider>;
}
