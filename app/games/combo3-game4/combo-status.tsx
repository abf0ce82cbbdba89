"use client";

import { useEffect, useState } from "react";
import type { Combo3Game4BoardView } from "@/lib/games/combo3-game4";
import type { PartSize } from "@/app/games/_tables/parts";
import { BOARD_TEXT, PowerCardChip } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";

/**
 * Combo 3, Game 4 around its battle: the version named by the turned Power card, who leads first,
 * the GeoPlunging count of five (a visible countdown to the server's deadline) and the result's points.
 */

/** Seconds left before `deadline` (epoch ms), ticking; never below 0. The count of five is at most 30 s. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.max(0, Math.min(30, Math.ceil((deadline - now) / 1000)));
}

export function Countdown({ deadline, size }: { deadline: number; size: PartSize }) {
  const seconds = useSecondsLeft(deadline) ?? 0;
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-slate-950 font-black text-yellow-300 tabular-nums ${size === "board" ? `size-[2em] ${BOARD_TEXT.title}` : "size-14 text-3xl"}`}
      role="timer"
      aria-label={`${seconds} seconds left`}
      data-countdown={seconds}
    >
      {seconds}
    </span>
  );
}

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

/** The count of five as everyone sees it: who has answered (answers are public) and the seconds left. */
export function GeoPlungeWindow({ game, look, size }: { game: Combo3Game4BoardView; look: LookUp; size: PartSize }) {
  const count = game.geoPlungeWindow;
  if (!count) return null;
  const pill = size === "board" ? ("board" as const) : ("xs" as const);
  return (
    <section
      aria-label="Are you GeoPlunging?"
      className={`flex items-center gap-4 rounded-2xl ${size === "board" ? `bg-yellow-300/15 px-5 py-3 ${BOARD_TEXT.md} text-white` : "bg-yellow-100 p-3 text-sm text-slate-950"}`}
      data-geoplunge-window=""
    >
      <Countdown deadline={count.deadline} size={size} />
      <div className="flex flex-col gap-1">
        <p className={size === "board" ? `${BOARD_TEXT.lg} font-black` : "text-base font-black"}>Are you GeoPlunging?</p>
        {game.teams.map((team, side) => (
          <p key={team.id} className="flex items-center gap-1">
            <TeamPill team={look(team.id)} size={pill} />{" "}
            {count.answers[side] === null ? "deciding…" : count.answers[side] ? "is GeoPlunging!" : "is not GeoPlunging"}
          </p>
        ))}
      </div>
    </section>
  );
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
