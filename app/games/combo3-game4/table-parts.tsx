"use client";

import type { ReactNode } from "react";
import type { Combo3Game4BoardView, Combo3Game4Command, Combo3Game4TeamView } from "@/lib/games/combo3-game4";
import type { FitsTableCommands } from "../_tables/trick/moves";
import { stepWaiting, trickTableSummary } from "../_tables/summary";
import { TableGameProvider, type TableGameView } from "../_tables/table-game";
import { defineTrickGame } from "../_tables/trick/trick-game";
import { TrickLines } from "../_tables/lazy-table-play";
import { otherTeamId, zapOwn } from "../border-zap/zap-own";
import { ZapLook } from "../border-zap/lazy-table";
import { ZapCurrentTrick, ZapFinishedTrick, ZapSetup } from "../border-zap/lazy-table";
import { ranksOwn } from "../play-the-ranks/ranks-own";
import { RanksCurrentTrick, RanksFinishedTrick, RanksSetup } from "../play-the-ranks/lazy-table";
import { ComboResult, ComboStatus, GeoPlungeWindow } from "./lazy-status";

/**
 * Combo 3, Game 4's parts of the shared table screens: one battle of PTR1, PTR2 (drawn as Play the
 * Ranks) or PTB (drawn as the Border Zap), with the version, the GeoPlunging count and Combo 3's
 * result around it, and its host-form options (version and count).
 */

/** The shared phone sends and reads this game's commands in the card games' one vocabulary. */
export type Combo3Game4TableCommand = FitsTableCommands<Combo3Game4Command>;

const isBoard = (view: TableGameView): view is Combo3Game4BoardView => view.game === "combo3-game4";
const isTeam = (view: TableGameView): view is Combo3Game4TeamView => isBoard(view) && "own" in view;

export const combo3Game4Table = defineTrickGame<Combo3Game4BoardView, Combo3Game4TeamView>({
  isBoard,
  isTeam,
  summary: (game) => {
    const table = game.table.view;
    const window = game.geoPlungeWindow;
    return trickTableSummary(game, table, {
      round: game.version,
      goal: "One game, Combo 3 points",
      waiting: window ? window.waiting : stepWaiting(table, game.result !== null),
      winnerId: game.result?.winnerId ?? null,
      lastBattle: null,
    });
  },
  own: (game) =>
    game.own.kind === "ranks" ? ranksOwn(game.own.view, game.table.kind === "ranks" ? game.table.view : null) : zapOwn(game.own.view),
  titleSuffix: () => "",
  Setup: ({ game, look, size }) => (
    <>
      <ComboStatus game={game} look={look} size={size} />
      {game.table.kind === "ranks" ? (
        <RanksSetup table={game.table.view} look={look} size={size} />
      ) : (
        <>
          {isTeam(game) && game.own.kind === "zap" && <ZapLook own={game.own.view} giver={look(otherTeamId(game.teams, game.teamId))} />}
          <ZapSetup table={game.table.view} look={look} size={size} />
        </>
      )}
    </>
  ),
  CurrentTrick: ({ game, look, size, ownLead = null }) =>
    game.table.kind === "ranks" ? (
      <RanksCurrentTrick table={game.table.view} look={look} size={size} ownLead={ownLead} />
    ) : (
      <ZapCurrentTrick table={game.table.view} look={look} size={size} ownLead={ownLead} />
    ),
  FinishedTrick: ({ game, look, size }) =>
    game.table.kind === "ranks" ? (
      <RanksFinishedTrick table={game.table.view} teams={game.teams} look={look} size={size} />
    ) : (
      <ZapFinishedTrick table={game.table.view} teams={game.teams} look={look} size={size} />
    ),
  History: ({ game, look, size }) => <TrickLines tricks={game.table.view.tricks} look={look} size={size} />,
  windowOpen: (game) => game.geoPlungeWindow !== null,
  Window: (props) => <GeoPlungeWindow {...props} />,
  Result: (props) => <ComboResult {...props} />,
  loadOptions: () => import("./options-form").then((form) => form.useComboOptions),
});

/** Combo 3, Game 4's parts around the shared table screens. */
export function Combo3Game4Table({ children }: { children: ReactNode }) {
  return <TableGameProvider game={combo3Game4Table}>{children}</TableGameProvider>;
}
