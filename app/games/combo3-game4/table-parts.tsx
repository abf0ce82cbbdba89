"use client";

import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five";
import { useState, type ReactNode } from "react";
import type { Combo3Game4BoardView, Combo3Game4Command, Combo3Game4TeamView } from "@/lib/games/combo3-game4";
import { ZAP_HAND } from "@/lib/games/border-zap/battle";
import { COMBO_FIRST_BASE_TRICKS, DEFAULT_COMBO_VERSION } from "@/lib/games/combo3-game4/numbers";
import type { combo3Game4SetupSchema } from "@/lib/games/combo3-game4/setup";
import type { z } from "zod";
import { FORM_CHOICE, FORM_SECTION } from "../_tables/new-session-form";
import type { FitsTableCommands } from "../_tables/trick/moves";
import { stepWaiting, trickTableSummary } from "../_tables/summary";
import { TableGameProvider, type TableGameView, type TableOptionsForm } from "../_tables/table-game";
import { defineTrickGame } from "../_tables/trick/trick-game";
import { TrickLines } from "../_tables/table-play";
import { otherTeamId, zapOwn } from "../border-zap/table-parts";
import { ZapLook } from "../border-zap/zap-look";
import { ZapCurrentTrick, ZapFinishedTrick, ZapSetup } from "../border-zap/zap-table";
import { basesTricks, ranksOwn } from "../play-the-ranks/table-parts";
import { RanksCurrentTrick, RanksFinishedTrick, RanksSetup } from "../play-the-ranks/ranks-table";
import { ComboResult, ComboStatus, GeoPlungeWindow } from "./combo-status";

/**
 * Combo 3, Game 4's parts of the shared table screens: one battle of PTR1, PTR2 (drawn as Play the
 * Ranks) or PTB (drawn as the Border Zap), with the version, the GeoPlunging count and Combo 3's
 * result around it, and its host-form options (version and count).
 */
type ComboVersion = NonNullable<z.input<typeof combo3Game4SetupSchema>["version"]>;

const COMBO_VERSIONS: { id: ComboVersion; label: string; detail: string }[] = [
  { id: "turned", label: "Turn a Power card", detail: "The version printed at the bottom of the turned card is played (the rules' way)." },
  { id: "PTR1", label: "Play the Ranks 1 (PTR1)", detail: `Fixed bases: ${basesTricks(COMBO_FIRST_BASE_TRICKS)}.` },
  { id: "PTR2", label: "Play the Ranks 2 (PTR2)", detail: "The lead team picks the base on each trick." },
  { id: "PTB", label: "Play the Border Zap (PTB)", detail: `Trade, discard to ${ZAP_HAND}, and zap with borders.` },
];

function useComboOptions(formId: string): TableOptionsForm {
  const [version, setVersion] = useState<ComboVersion>(DEFAULT_COMBO_VERSION);
  const count = useCountOfFiveOption(formId);
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-version`}>
        <h2 id={`${formId}-version`} className="text-xl font-bold text-slate-950">
          Version
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Version</legend>
          {COMBO_VERSIONS.map((choice) => (
            <label key={choice.id} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-version`}
                checked={version === choice.id}
                onChange={() => setVersion(choice.id)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">{choice.label}</span>
                <span className="block text-sm text-slate-700">{choice.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="mt-3 text-sm text-slate-700">The first lead is decided by a statehood draw at each table.</p>
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const counted = count.read();
      if ("problem" in counted) return counted;
      const seconds = counted.seconds;
      return { options: { version, geoPlungeSeconds: seconds } };
    },
  };
}

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
  Window: GeoPlungeWindow,
  Result: ComboResult,
  useOptions: useComboOptions,
});

/** Combo 3, Game 4's parts around the shared table screens. */
export function Combo3Game4Table({ children }: { children: ReactNode }) {
  return <TableGameProvider game={combo3Game4Table}>{children}</TableGameProvider>;
}
