"use client";

import type { ReactNode } from "react";
import type { PlayTheRanksBoardView, PlayTheRanksCommand, PlayTheRanksTeamView } from "@/lib/games/play-the-ranks";
import type { FitsTableCommands } from "../_tables/trick/moves";
import { TableGameProvider, type TableGameView } from "../_tables/table-game";
import { defineTrickGame } from "../_tables/trick/trick-game";
import { BattleHistory, TrickLines } from "../_tables/lazy-table-play";
import { stepWaiting, trickTableSummary } from "../_tables/summary";
import { RanksCurrentTrick, RanksFinishedTrick, RanksSetup } from "./lazy-table";
import { ranksOwn } from "./ranks-own";

/**
 * Play the Ranks' parts of the shared table screens: its summary, its hand, its table drawing,
 * the battles so far and its host-form options (level, variation, first lead, points to win).
 */

/** The shared phone sends and reads this game's commands in the card games' one vocabulary. */
export type PlayTheRanksTableCommand = FitsTableCommands<PlayTheRanksCommand>;

const isBoard = (view: TableGameView): view is PlayTheRanksBoardView => view.game === "play-the-ranks";

export const playTheRanksTable = defineTrickGame<PlayTheRanksBoardView, PlayTheRanksTeamView>({
  isBoard,
  isTeam: (view): view is PlayTheRanksTeamView => isBoard(view) && "own" in view,
  summary: (game) =>
    trickTableSummary(game, game.table, {
      round: `Battle ${game.table.battle}`,
      goal: `First to ${game.targetPoints} points`,
      waiting: stepWaiting(game.table, game.winnerId !== null),
      winnerId: game.winnerId,
      lastBattle: game.history.at(-1) ?? null,
    }),
  own: (game) => ranksOwn(game.own, game.table),
  titleSuffix: (game) => ` · Level ${game.level}`,
  Setup: ({ game, look, size }) => <RanksSetup table={game.table} look={look} size={size} />,
  CurrentTrick: ({ game, look, size, ownLead = null }) => (
    <RanksCurrentTrick table={game.table} look={look} size={size} ownLead={ownLead} />
  ),
  FinishedTrick: ({ game, look, size }) => <RanksFinishedTrick table={game.table} teams={game.teams} look={look} size={size} />,
  History: ({ game, look, size }) => (
    <>
      <TrickLines tricks={game.table.tricks} look={look} size={size} />
      <BattleHistory history={game.history} word="Battle" look={look} size={size} />
    </>
  ),
  loadOptions: () => import("./options-form").then((form) => form.useRanksOptions),
});

/** Play the Ranks' parts around the shared table screens. */
export function PlayTheRanksTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={playTheRanksTable}>{children}</TableGameProvider>;
}
