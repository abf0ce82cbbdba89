"use client";

import type { Combo3Game4BoardView } from "@/lib/games/combo3-game4";
import type { PartSize } from "@/app/games/_tables/parts";
import { BOARD_TEXT, PowerCardChip } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { CountOfFiveWindow } from "@/app/games/_tables/combo3/count-of-five";

/**
 * Combo 3, Game 4 around its battle: the version named by the turned Power card, who leads first,
 * the GeoPlunging count of five (a visible countdown to the server's deadline) and the result's points.
 */

export function ComboStatus({ game, look, size }: { game: Combo3Game4BoardView; look: LookUp; size: PartSize }) {
  const body = size === "board" ? `${BOARD_TEXT.md} text-slate-100` : "text-sm text-slate-900";
  const label =
    size === "board"
      ? `${BOARD_TEXT.sm} font-bold uppercase tracking-wide text-slate-300`
      : "text-xs font-bold uppercase tracking-wide text-slate-600";
  const pill = size === "board" ? ("board" as const) : ("xs" as const);
  const first = look(game.firstLead.teamId);
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-2" : "gap-1.5"}`} data-combo-status="">
      <p className={`flex flex-wrap items-center gap-2 ${body}`}>
        <span className={label}>Version</span>
        <strong>{VERSION_NAMES[game.version]}</strong>
        {game.versionCard && <PowerCardChip card={game.versionCard} size={size} note={`names ${game.version}`} />}
      </p>
      <p className={`flex flex-wrap items-center gap-2 ${body}`}>
        <span className={label}>First lead</span>
        <TeamPill team={first} size={pill} />
        {game.firstLead.how === "previous-winner"
          ? "won the previous game"
          : game.firstLead.drawn
            ? `(statehood draw: ${game.firstLead.drawn.map((card) => `${card.name} ${card.statehoodRank}`).join(" vs ")})`
            : "(statehood draw)"}
      </p>
      {game.teams.some((team) => team.geoPlunging !== null) && (
        <p className={`flex flex-wrap items-center gap-2 ${body}`}>
          <span className={label}>GeoPlunging</span>
          {game.teams.map((team) => (
            <span key={team.id} className="inline-flex items-center gap-1">
              <TeamPill team={look(team.id)} size={pill} /> {team.geoPlunging ? "yes" : "no"}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

const VERSION_NAMES = { PTR1: "Play the Ranks 1 (PTR1)", PTR2: "Play the Ranks 2 (PTR2)", PTB: "Play the Border Zap (PTB)" } as const;

/** The count of five as everyone sees it. */
export function GeoPlungeWindow({ game, look, size }: { game: Combo3Game4BoardView; look: LookUp; size: PartSize }) {
  return <CountOfFiveWindow count={game.geoPlungeWindow} teams={game.teams} look={look} size={size} />;
}

export function ComboResult({ game, look, size }: { game: Combo3Game4BoardView; look: LookUp; size: PartSize }) {
  const result = game.result;
  if (!result) return null;
  const body = size === "board" ? `${BOARD_TEXT.lg} font-bold text-white` : "text-sm text-slate-900";
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  return (
    <p className={`flex flex-wrap items-center gap-2 ${body}`} data-combo-result="">
      {result.winnerId ? (
        <>
          <TeamPill team={look(result.winnerId)} size={size === "board" ? "board" : "xs"} /> wins {result.tricks.join("–")} in tricks:{" "}
          {parts.join(" + ")}.
        </>
      ) : (
        "A tie."
      )}
    </p>
  );
}
