"use client";

import type { ReactNode } from "react";
import type { DashingBoardView, DashingCommand, DashingModeratorView, DashingTeamView } from "@/lib/games/dashing-states";
import { ADJUST_REASON_MAX_LENGTH, ADJUST_SCORE_LIMIT, isAdjustAmount, isAdjustReason } from "@/lib/games/trick-kit/score-rules";
import { RACES } from "@/lib/games/dashing-states/numbers";
import { plainTableSummary } from "../_tables/summary";
import { defineTableGame, TableGameProvider, type TableGameView, type TableToolsProps } from "../_tables/table-game";
import { DashingPhone, GameResultLine, GeoPlungeCount, RaceClock, RaceHistory, RaceStatus } from "./lazy-table";

/** Dashing States' parts of the shared table screens: the races on the board, the sorting phone, the teacher's tie and overrule. */

const isBoard = (view: TableGameView): view is DashingBoardView => view.game === "dashing-states";
const isTeam = (view: TableGameView): view is DashingTeamView => isBoard(view) && "own" in view;
const isModerator = (view: DashingBoardView): view is DashingModeratorView => "answers" in view;

function waiting(game: DashingBoardView): { teamIds: string[]; what: string } {
  const race = game.race;
  switch (game.phase) {
    case "geoplunge-window":
      return game.geoPlungeWindow?.waiting ?? { teamIds: [], what: "" };
    case "dealt":
      return { teamIds: [], what: 'The dealer is about to say "Ready, Set, GeoPlunge!"' };
    case "racing":
    case "shouting":
      return {
        teamIds: game.teams.filter((_, side) => !race?.shouted[side]).map((team) => team.id),
        what: "sort 6 cards and shout GeoPlunge!",
      };
    case "identifying":
      return {
        teamIds: race?.identifying.filter((entry) => entry.rowProblem === null).map((entry) => entry.teamId) ?? [],
        what: "identify its cards",
      };
    case "race-over":
      return { teamIds: [], what: "The next race is dealt soon." };
    case "over":
      return { teamIds: [], what: "" };
  }
}

const TOOL_BUTTON = "min-h-9 rounded-lg border-2 border-slate-400 bg-white px-2 text-sm font-bold text-slate-950 disabled:opacity-50";

/** The teacher's tools on a table's line: call the race a tie, deal the next race now, overrule a judged answer. */
function DashingTools({ game, look, busy, send }: TableToolsProps<DashingBoardView, DashingCommand>) {
  const running = game.phase === "racing" || game.phase === "shouting" || game.phase === "identifying";
  const answers = isModerator(game) ? game.answers : [];
  return (
    <div className="flex flex-col gap-1" data-dashing-tools="">
      <div className="flex flex-wrap items-center gap-1">
        {/* The console's line shows the race clock the board shows, beside the tools that stop the race. */}
        {game.race && <RaceClock race={game.race} size="phone" />}
        {running && (
          <button type="button" className={TOOL_BUTTON} disabled={busy} onClick={() => void send({ type: "callTie" })}>
            Call race {game.race?.number} a tie
          </button>
        )}
        {game.phase === "race-over" && (
          <button type="button" className={TOOL_BUTTON} disabled={busy} onClick={() => void send({ type: "nextRace" })}>
            Deal the next race now
          </button>
        )}
      </div>
      {answers.map((entry) => (
        <details key={entry.teamId} className="text-sm" data-overrule={entry.teamId}>
          <summary className="cursor-pointer font-bold">Overrule {look(entry.teamId).name}&apos;s answers</summary>
          <ol className="mt-1 flex flex-col gap-1">
            {entry.cards.map((card) => (
              <li key={card.id} className="flex flex-wrap items-center gap-1">
                <span className="font-bold">Slot {card.slot + 1}</span>
                {card.by && <span>({card.by})</span>}
                {(["name", "detail"] as const).map((part) => {
                  const judged = card[part];
                  const word = part === "name" ? "state" : (game.race?.detailWords ?? "answer");
                  return (
                    <span key={part} className="inline-flex items-center gap-1">
                      {judged ? `${word} “${judged.typed}” (${judged.expected}) ${judged.right ? "✓" : "✗"}` : `${word}: not answered`}
                      <button
                        type="button"
                        className={TOOL_BUTTON}
                        disabled={busy}
                        onClick={() =>
                          void send({ type: "overrule", card: card.id, part, right: !(judged?.right ?? false) || judged === null })
                        }
                      >
                        {judged === null ? "Mark right" : judged.right ? "Mark wrong" : "Mark right"}
                      </button>
                    </span>
                  );
                })}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}

export const dashingTable = defineTableGame<DashingBoardView, DashingTeamView, DashingCommand>({
  isBoard,
  isTeam,
  summary: (game) =>
    plainTableSummary({
      teams: game.teams.map((team) => ({ id: team.id, name: team.name, points: team.points })),
      round: game.race ? `Race ${game.race.number}` : "GeoPlunging?",
      goal: `Win ${RACES.toWin} races`,
      waiting: waiting(game),
      winnerId: game.result?.winnerId ?? null,
    }),
  yourMove: (game) => {
    const side = game.teams.findIndex((team) => team.id === game.teamId);
    switch (game.phase) {
      case "geoplunge-window":
        return game.geoPlungeWindow?.answers[side] === null ? "say whether you are GeoPlunging" : null;
      case "racing":
      case "shouting":
        return game.own && !game.own.shouted ? "sort your cards and shout GeoPlunge!" : null;
      case "identifying":
        return game.race?.identifying.some((entry) => entry.teamId === game.teamId && entry.rowProblem === null)
          ? "identify your cards"
          : null;
      default:
        return null;
    }
  },
  titleSuffix: (game) => (game.race ? ` · Race ${game.race.number}` : ""),
  Setup: ({ game, look, size }) => (
    <div className="flex flex-col gap-3">
      <RaceStatus game={game} look={look} size={size} />
      <RaceHistory game={game} look={look} size={size} />
    </div>
  ),
  Play: (props) => <DashingPhone {...props} />,
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
  TableTools: DashingTools,
  loadOptions: () => import("./options-form").then((form) => form.useDashingOptions),
});

/** Dashing States' parts around the shared table screens. */
export function DashingTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={dashingTable}>{children}</TableGameProvider>;
}
