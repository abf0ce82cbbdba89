"use client";

import { useState, type ReactNode } from "react";
import type { PlayTheRanksBoardView, PlayTheRanksCommand, PlayTheRanksTeamView, RanksTableView } from "@/lib/games/play-the-ranks";
import type { RanksHandView } from "@/lib/games/play-the-ranks/battle-views";
import { TRICKS_PER_BATTLE } from "@/lib/games/play-the-ranks/battle";
import {
  defaultFirstLead,
  firstLeadAllowed,
  LEVEL_FIRST_BASE_TRICKS,
  type FirstLeadRule,
  type PlayTheRanksLevel,
} from "@/lib/games/play-the-ranks/numbers";
import { FORM_CHOICE, FORM_SECTION } from "../_tables/new-session-form";
import { useTargetPoints } from "../_tables/trick/target-points";
import type { FitsTableCommands } from "../_tables/trick/moves";
import type { HandFocus, OwnHand } from "../_tables/trick/own";
import { TableGameProvider, type TableGameView, type TableOptionsForm } from "../_tables/table-game";
import { defineTrickGame } from "../_tables/trick/trick-game";
import { BattleHistory, TrickLines } from "../_tables/table-play";
import { stepWaiting, trickTableSummary } from "../_tables/summary";
import { RanksCurrentTrick, RanksFinishedTrick, RanksSetup } from "./ranks-table";

/**
 * Play the Ranks' parts of the shared table screens: its summary, its hand, its table drawing,
 * the battles so far and its host-form options (level, variation, first lead, points to win).
 */

/** A team's own things from a Play the Ranks hand and table (Combo 3's PTR games read the same). */
export function ranksOwn(own: RanksHandView, table: RanksTableView | null): OwnHand {
  const { hand, powerCards, ownLead, categoryInPlay, yourMove, mustPlay } = own;
  return {
    hand,
    powerCards,
    ownLead,
    categoryInPlay,
    yourMove,
    mustPlay,
    cardsSetAside: 0,
    tradePick: null,
    powerCardsOnTable: table?.powerCards.onTable ?? [],
    star: table?.geoStar ? { area: table.geoStar.star, label: table.geoStar.label } : null,
    focus: ranksFocus(yourMove, table),
  };
}

/** The trick the team plays a card on now: its part in it, the announced category and the base. */
function ranksFocus(yourMove: string | null, table: RanksTableView | null): HandFocus {
  const trick = table?.currentTrick ?? null;
  const led = trick?.led ?? null;
  return {
    kind: "ranks",
    role: yourMove === null || trick === null ? null : led ? "follow" : "lead",
    category: led?.category ?? null,
    base: led?.base ?? trick?.base ?? null,
    bases: table?.bases.leadChooses ? [...new Set(table.powerCards.onTable.map((card) => card.base))] : [],
  };
}

/** The tricks each of the two bases holds for, in words, when the first holds for `firstBaseTricks`. */
export const basesTricks = (firstBaseTricks: number) => `tricks 1–${firstBaseTricks} and ${firstBaseTricks + 1}–${TRICKS_PER_BATTLE}`;

const FIRST_LEAD: { id: FirstLeadRule; label: string; detail: string }[] = [
  {
    id: "discards",
    label: "Turned discards",
    detail: "Each battle, the discards are turned: the earlier statehood leads (Level 3, Step 2).",
  },
  {
    id: "draw-then-alternate",
    label: "Draw, then take turns",
    detail: "A statehood draw picks the first lead; then the teams lead the first trick in turn.",
  },
  {
    id: "draw-then-winner",
    label: "Draw, then the winner leads",
    detail: "A statehood draw picks the first lead; then the winner of the last battle leads.",
  },
];

function useRanksOptions(formId: string): TableOptionsForm {
  const [level, setLevel] = useState<PlayTheRanksLevel>(3);
  const [variation, setVariation] = useState(false);
  const [firstLead, setFirstLead] = useState<FirstLeadRule>(() => defaultFirstLead(3));
  const target = useTargetPoints(formId);

  const chooseLevel = (next: PlayTheRanksLevel) => {
    setLevel(next);
    if (!firstLeadAllowed(next, firstLead)) setFirstLead(defaultFirstLead(next));
  };

  const sections: ReactNode = (
    <>
      <section className={FORM_SECTION} aria-labelledby={`${formId}-level`}>
        <h2 id={`${formId}-level`} className="text-xl font-bold text-slate-950">
          Level
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Level</legend>
          {(
            [
              [3, "Level 3", `Two Power cards set the bases (${basesTricks(LEVEL_FIRST_BASE_TRICKS)}); each team discards one card.`],
              [4, "Level 4", "Cards Team or Call Team, three Power cards, BUR cards, Pulling the Power and the GeoStar."],
            ] as const
          ).map(([value, label, detail]) => (
            <label key={value} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-level`}
                checked={level === value}
                onChange={() => chooseLevel(value)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">{label}</span>
                <span className="block text-sm text-slate-700">{detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="mt-4 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={variation}
            onChange={(event) => setVariation(event.target.checked)}
            className="mt-1 size-4 accent-blue-700"
          />
          <span className="text-slate-900">
            <span className="font-semibold">The variation: the lead team picks the base on each trick</span>
            <span className="block text-sm text-slate-700">
              {level === 4 ? "The other team may then “Change the Base” with a Power card." : "Between the two bases on the table."}
            </span>
          </span>
        </label>
      </section>
      <section className={FORM_SECTION} aria-labelledby={`${formId}-first`}>
        <h2 id={`${formId}-first`} className="text-xl font-bold text-slate-950">
          Who leads the first trick
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Who leads the first trick</legend>
          {FIRST_LEAD.filter((rule) => firstLeadAllowed(level, rule.id)).map((rule) => (
            <label key={rule.id} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-first`}
                checked={firstLead === rule.id}
                onChange={() => setFirstLead(rule.id)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">{rule.label}</span>
                <span className="block text-sm text-slate-700">{rule.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </section>
    </>
  );
  return {
    sections,
    scoringTitle: "Scoring",
    scoring: target.field,
    read: () => {
      const targetPoints = target.read();
      if (typeof targetPoints === "string") return { problem: targetPoints };
      return { options: { level, leadChoosesBase: variation, targetPoints, firstLead } };
    },
  };
}

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
  useOptions: useRanksOptions,
});

/** Play the Ranks' parts around the shared table screens. */
export function PlayTheRanksTable({ children }: { children: ReactNode }) {
  return <TableGameProvider game={playTheRanksTable}>{children}</TableGameProvider>;
}
