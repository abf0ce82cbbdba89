"use client";

import type { ReactNode } from "react";
import type { BorderZapBoardView, BorderZapCommand, BorderZapTeamView } from "@/lib/games/border-zap";
import type { ZapHandView } from "@/lib/games/border-zap/battle";
import { BORDER_ZAP_IN_BRIEF } from "@/lib/games/border-zap/numbers";
import { FORM_SECTION } from "../_tables/new-session-form";
import { useTargetPoints } from "../_tables/trick/target-points";
import type { FitsTableCommands } from "../_tables/trick/moves";
import type { OwnHand } from "../_tables/trick/own";
import { stepWaiting, trickTableSummary } from "../_tables/summary";
import { TableGameProvider, type TableGameView, type TableOptionsForm } from "../_tables/table-game";
import { defineTrickGame } from "../_tables/trick/trick-game";
import { BattleHistory, TrickLines } from "../_tables/table-play";
import { ZapLook } from "./zap-look";
import { ZapCurrentTrick, ZapFinishedTrick, ZapSetup } from "./zap-table";

/**
 * Play the Border Zap's parts of the shared table screens: its summary, its hand (trades and
 * cards set aside), its table drawing, the border battles so far and its host-form options.
 */

/** A team's own things from a Border Zap hand (Combo 3's PTB reads the same). */
export function zapOwn(own: ZapHandView): OwnHand {
  const { hand, ownLead, yourMove, cardsSetAside, tradePick } = own;
  return {
    hand,
    powerCards: [],
    ownLead,
    categoryInPlay: null,
    yourMove,
    mustPlay: null,
    cardsSetAside,
    tradePick,
    powerCardsOnTable: [],
    star: null,
    focus: { kind: "borders" },
  };
}

function useZapOptions(formId: string): TableOptionsForm {
  const target = useTargetPoints(formId);
  return {
    sections: (
      <section className={FORM_SECTION}>
        <h2 className="text-xl font-bold text-slate-950">Border battles</h2>
        <p className="mt-2 text-slate-800">
          {BORDER_ZAP_IN_BRIEF} The first lead is decided by a statehood draw, then the teams take turns.
        </p>
      </section>
    ),
    scoringTitle: "Scoring",
    scoring: target.field,
    read: () => {
      const targetPoints = target.read();
      if (typeof targetPoints === "string") return { problem: targetPoints };
      return { options: { targetPoints } };
    },
  };
}

/** The shared phone sends and reads this game's commands in the card games' one vocabulary. */
export type BorderZapTableCommand = FitsTableCommands<BorderZapCommand>;

const isBoard = (view: TableGameView): view is BorderZapBoardView => view.game === "border-zap";
const isTeam = (view: TableGameView): view is BorderZapTeamView => isBoard(view) && "own" in view;

/** The team across the table: in Step 1's trade, the one that gave this team a card. */
export const otherTeamId = (teams: readonly { id: string }[], teamId: string): string =>
  teams.find((team) => team.id !== teamId)?.id ?? teamId;

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
  useOptions: useZapOptions,
});

/** Play the Border Zap's parts around the shared table screens. */
export function BorderZapTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={borderZapTable}>{children}</TableGameProvider>;
}
