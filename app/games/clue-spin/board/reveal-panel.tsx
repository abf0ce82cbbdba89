"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { PlayingBoardView } from "@/app/games/clue-spin/session-views";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";

type Place = { code: string; name: string; answer: string };

/** The state the revealed card is about, asked for only after the reveal (the board view does not carry it). */
function useRevealPlace(gameId: string, revealKey: string | null): Place | null {
  const [place, setPlace] = useState<{ key: string; place: Place | null } | null>(null);
  useEffect(() => {
    if (revealKey === null) return;
    let cancelled = false;
    void fetch(`/board/${gameId}/reveal-place`, { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { place: null }))
      .then((json: { place: Place | null }) => {
        if (!cancelled) setPlace({ key: revealKey, place: json.place });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [gameId, revealKey]);
  return place && place.key === revealKey ? place.place : null;
}

export function RevealPanel({
  view,
  palette,
  news,
  footer,
}: {
  view: PlayingBoardView;
  palette: TeamPalette;
  news?: ReactNode;
  footer?: ReactNode;
}) {
  const reveal = view.game.reveal;
  const key = reveal ? `${reveal.question}|${reveal.answer}|${view.game.ledgerSize}` : null;
  const place = useRevealPlace(view.gameId, key);
  if (!reveal) return null;
  const team = reveal.teamId ? teamLook(view, palette, reveal.teamId) : null;
  // The place check guards against a late answer for an older reveal.
  const mapPlace = place && place.answer === reveal.answer ? place : null;
  const showState = mapPlace && mapPlace.name.toLowerCase() !== reveal.answer.toLowerCase();
  const text = (name: string) => ({ fontSize: `var(--${name})` });
  return (
    <div className="board-rise flex flex-1 gap-8" data-board-reveal="">
      <div className="flex min-w-0 flex-1 flex-col [&>*]:shrink-0" style={{ gap: "var(--gap)" }}>
        <p className="font-black uppercase tracking-[0.2em] text-sky-300" style={text("label")}>
          The answer
        </p>
        <p className="font-black leading-none text-white break-words" style={{ fontSize: "calc(var(--big) * 1.25)" }} data-board-answer="">
          {reveal.answer}
        </p>
        {showState && (
          <p className="font-bold text-slate-200" style={text("q")}>
            in {mapPlace.name}
          </p>
        )}
        <p className="text-slate-300 break-words" style={text("status")}>
          {reveal.question}
        </p>
        <div className="flex flex-wrap items-center gap-3 font-extrabold" style={text("q")} data-board-outcome={reveal.outcome}>
          {reveal.outcome === "correct" && (
            <>
              <span className="rounded-2xl bg-emerald-300 px-4 py-1 text-emerald-950">✔ Right</span>
              {team && <TeamBadge team={team} size="md" />}
            </>
          )}
          {reveal.outcome === "wrong" && (
            <>
              <span className="rounded-2xl bg-rose-300 px-4 py-1 text-rose-950">✘ Wrong answer</span>
              {team ? <TeamBadge team={team} size="md" /> : <span className="text-white">Every team answered wrong</span>}
            </>
          )}
          {reveal.outcome === "no answer" && <span className="rounded-2xl bg-slate-700 px-4 py-1 text-white">Nobody got it</span>}
        </div>
        {news}
        {footer && <div className="mt-auto">{footer}</div>}
      </div>
      {mapPlace && (
        <img
          src={`/board/state-map/${mapPlace.code}`}
          alt={`Map of the United States with ${mapPlace.name} highlighted`}
          width={520}
          height={330}
          className="h-[330px] w-[520px] shrink-0 self-center object-contain"
          data-board-map={mapPlace.code}
        />
      )}
    </div>
  );
}
