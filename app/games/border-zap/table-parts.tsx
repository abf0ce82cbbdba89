"use client";

import type { ReactNode } from "react";
import type { BorderZapBoardView, BorderZapCommand, BorderZapTeamView } from "@/lib/games/border-zap";
import type { FitsTableCommands } from "../_tables/trick/moves";
import { stepWaiting, trickTableSummary } from "../_tables/summary";
import { TableGameProvider, type TableGameView } from "../_tables/table-game";
import { defineTrickGame } from "../_tables/trick/trick-game";
import { BattleHistory, TrickLines } from "../_tables/lazy-table-play";
import { otherTeamId, zapOwn } from "./zap-own";
import { ZapCurrentTrick, ZapFinishedTrick, ZapLook, ZapSetup } from "./lazy-table";

/**
 * Play the Border Zap's parts of the shared table screens: its summary, its hand (trades and
 * cards set aside), its table drawing, the border battles so far and its host-form options.
 */

/** The shared phone sends and reads this game's commands in the card games' one vocabulary. */
export type BorderZapTableCommand = FitsTableCommands<BorderZapCommand>;

const isBoard = (view: TableGameView): view is BorderZapBoardView => view.game === "border-zap";
const isTeam = (view: TableGameView): view is BorderZapTeamView => isBoard(view) && "own" in view;

/** The team across the table: in Step 1's trade, the one that gave this team a card. */
export const borderZapTable = defineTrickGame<BorderZapBoardView, BorderZapTeamView>({
  isBoard,
  isTeam,
  summary: (game) =>
    trickTableSummary(game, game.table, {
      round: `Border battle ${game.table.battle}`,
      goal: `First to ${game.targetPoints} points`,
      waiting: stepWaiting(game.table, game.winnerId !== null),
      winnerId: game.winnerId,
      lastBattle: game.history.at(-1) ?? null,
    }),
  own: (game) => zapOwn(game.own),
  titleSuffix: () => "",
  Setup: ({ game, look, size }) => (
    <>
      {isTeam(game) && <ZapLook own={game.own} giver={look(otherTeamId(game.teams, game.teamId))} />}
      <ZapSetup table={game.table} look={look} size={size} />
    </>
  ),
  CurrentTrick: ({ game, look, size, ownLead = null }) => <ZapCurrentTrick table={game.table} look={look} size={size} ownLead={ownLead} />,
  FinishedTrick: ({ game, look, size }) => <ZapFinishedTrick table={game.table} teams={game.teams} look={look} size={size} />,
  History: ({ game, look, size }) => (
    <>
      <TrickLines tricks={game.table.tricks} look={look} size={size} />
      <BattleHistory history={game.history} word="Border battle" look={look} size={size} />
    </>
  ),
  loadOptions: () => import("./options-form").then((form) => form.useZapOptions),
});

/** Play the Border Zap's parts around the shared table screens. */
export function BorderZapTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={borderZapTable}>{children}</TableGameProvider>;
}
