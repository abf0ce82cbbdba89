"use client";

import { useEffect, useRef, useState } from "react";
import type { SoundEffect } from "@/lib/ui/sound-notes";
import { latestNews, newsBetween, type PointNews } from "@/lib/ui/point-news";
import { cardCameOut, secondAnswerUsedBy } from "@/lib/ui/view-changes";
import { isPaused, started } from "../session-views";
import type { PlayerView, PlayingPlayerView } from "./screen-types";

/**
 * What a phone notices between two views of its game: why points just moved (shown under the turn
 * band) and which sound to play for its own team (its turn, its answer judged, the end).
 */
export function phoneSound(prev: PlayerView, next: PlayingPlayerView): SoundEffect | null {
  const myTeam = next.audience === "team" ? next.teamId : null;
  if (!myTeam) return null;
  // Before the start there is no game: nothing was finished, revealed or this team's turn.
  const before = prev.game;
  const after = next.game;
  if (after.phase.type === "finished" && before?.phase.type !== "finished") return after.phase.winnerId === myTeam ? "win" : null;
  const reveal = after.reveal;
  const sameReveal =
    before?.reveal != null && reveal !== null && before.reveal.question === reveal.question && before.reveal.outcome === reveal.outcome;
  if (reveal && !sameReveal && reveal.teamId === myTeam) return reveal.outcome === "correct" ? "correct" : "wrong";
  const mine = (view: PlayerView) => view.game?.waitingFor?.role === "team" && view.game.waitingFor.teamId === myTeam && !isPaused(view);
  if (mine(next) && !mine(prev)) return "turn";
  return null;
}

export function usePhoneEvents(
  view: PlayerView | null,
  play: (effect: SoundEffect) => void,
  notify: (text: string) => void,
): PointNews | null {
  const previous = useRef<PlayerView | null>(null);
  const [news, setNews] = useState<PointNews | null>(null);
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
  }, [play]);
  useEffect(() => {
    if (!view) return;
    const prev = previous.current;
    previous.current = view;
    const shown = started(view);
    if (!shown) return;
    const name = (teamId: string) => shown.teams.find((team) => team.id === teamId)?.name ?? teamId;
    const before = prev ? started(prev) : null;
    if (!before) {
      // A phone opening now (or the game just started) shows why the last points moved, while that is still what the room sees.
      const showing = shown.game.card === null || shown.game.phase.type === "buyer-answering";
      setNews(showing ? latestNews(shown.game, name) : null);
      // The first spinner's phone still hears that it is its turn.
      const effect = prev ? phoneSound(prev, shown) : null;
      if (effect) playRef.current(effect);
      return;
    }
    const change = newsBetween(before.game, shown.game, name);
    if (cardCameOut(before.game, shown.game)) setNews(null);
    else if (change) setNews(change);
    // [DRAW-16] A Second answer card never saves a wrong answer silently.
    const saved = secondAnswerUsedBy(before.game, shown.game);
    if (saved) {
      const mine = shown.audience === "team" && shown.teamId === saved;
      notifyRef.current(
        mine
          ? "Your Second answer card took back the wrong answer: your team carries on with the card."
          : `${name(saved)} played a Second answer card: their wrong answer does not count and they carry on.`,
      );
    }
    const effect = phoneSound(before, shown);
    if (effect) playRef.current(effect);
  }, [view]);
  return news;
}
