"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { BoardSessionView } from "@/app/_clue/session-views";
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

export function RevealPanel({ view, palette, footer }: { view: BoardSessionView; palette: TeamPalette; footer?: ReactNode }) {
  const reveal = view.game.reveal;
  const key = reveal ? `${reveal.question}|${reveal.answer}|${view.game.ledgerSize}` : null;
  const place = useRevealPlace(view.gameId, key);
  if (!reveal) return null;
  const team = reveal.teamId ? teamLook(view, palette, reveal.teamId) : null;
  // The place check guards against a late answer for an older reveal.
  const mapPlace = place && place.answer === reveal.answer ? place : null;
  const showState = mapPlace && mapPlace.name.toLowerCase() !== reveal.answer.toLowerCase();
  return (
    <div className="board-rise flex min-h-0 flex-1 gap-8" data-board-reveal="">
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <p className="text-3xl font-black uppercase tracking-[0.2em] text-sky-300">The answer</p>
        <p className="text-[7rem] font-black leading-none text-white" data-board-answer="">
          {reveal.answer}
        </p>
        {showState && <p className="text-4xl font-bold text-slate-200">in {mapPlace.name}</p>}
        <p className="text-3xl text-slate-300">{reveal.question}</p>
        <div className="flex flex-wrap items-center gap-4 text-5xl font-extrabold" data-board-outcome={reveal.outcome}>
          {reveal.outcome === "correct" && (
            <>
              <span className="rounded-2xl bg-emerald-300 px-5 py-2 text-emerald-950">✔ Correct</span>
              {team && <TeamBadge team={team} size="lg" />}
            </>
          )}
          {reveal.outcome === "wrong" && (
            <>
              <span className="rounded-2xl bg-rose-300 px-5 py-2 text-rose-950">✘ Wrong answer</span>
              {team && <TeamBadge team={team} size="lg" />}
            </>
          )}
          {reveal.outcome === "no answer" && <span className="rounded-2xl bg-slate-700 px-5 py-2 text-white">Nobody got it</span>}
        </div>
        {footer && <div className="mt-auto">{footer}</div>}
      </div>
      {mapPlace && (
        <img
          src={`/board/state-map/${mapPlace.code}`}
          alt={`Map of the United States with ${mapPlace.name} highlighted`}
          className="h-auto w-[560px] self-center"
          data-board-map={mapPlace.code}
        />
      )}
    </div>
  );
}
