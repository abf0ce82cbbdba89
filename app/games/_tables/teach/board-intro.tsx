"use client";

import { useCallback, useEffect, useState } from "react";
import type { RoomStatus } from "@/lib/shared/room-views";
import type { ExampleCard, TeachSlide } from "@/app/games/teach-content";
import { useIntroMessages } from "./intro-channel";
import { useTeach } from "./teach-context";

/** The whole "how to play", shared out between its slides: a minute, what a class waits through. */
export const INTRO_MS = 60_000;

const BUTTON =
  "rounded-xl border-2 border-slate-500 bg-slate-800 px-4 py-1.5 text-3xl font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300";
const KEY = "ml-3 rounded border-2 border-slate-400 px-2 text-3xl font-bold text-slate-200";

/**
 * The board's 60-second "how to play" before the first deal: a How to play button in the board's
 * header while the class is in the lobby (key H, or the console's button), then the game's slides
 * over the whole board, one after another (the arrow keys go on or back), with Skip (key S or
 * Escape, or the console). It is the
 * board's own: nothing is stored, the phones are not held up, and a reload simply ends it.
 */
export function BoardIntro({ gameId, status }: { gameId: string; status: RoomStatus }) {
  const content = useTeach();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const play = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setStartedAt(at);
  }, []);
  const skip = useCallback(() => setStartedAt(null), []);
  const playing = startedAt !== null;
  const slideCount = content?.intro.length ?? 1;
  // The teacher may go on (or back) a slide with the arrow keys: the clock moves to that slide's start.
  const step = useCallback(
    (by: 1 | -1) => {
      const at = Date.now();
      const perSlide = INTRO_MS / slideCount;
      setNow(at);
      setStartedAt((started) => {
        if (started === null) return null;
        const index = Math.min(slideCount - 1, Math.floor((at - started) / perSlide));
        const next = index + by;
        if (next >= slideCount) return null;
        return at - Math.max(0, next) * perSlide;
      });
    },
    [slideCount],
  );

  useIntroMessages(
    gameId,
    useCallback((intro: "play" | "skip") => (intro === "play" ? play() : skip()), [play, skip]),
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (playing && (key === "s" || key === "escape")) skip();
      else if (playing && (key === "arrowright" || key === "arrowleft")) step(key === "arrowright" ? 1 : -1);
      else if (!playing && key === "h" && status === "lobby") play();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [play, playing, skip, status, step]);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const elapsed = startedAt === null ? 0 : now - startedAt;
  useEffect(() => {
    if (startedAt !== null && elapsed >= INTRO_MS) setStartedAt(null);
  }, [elapsed, startedAt]);

  if (!content || content.intro.length === 0) return null;
  if (!playing || elapsed >= INTRO_MS) {
    if (status !== "lobby") return null;
    return (
      <button type="button" onClick={play} className={BUTTON} data-intro-play="">
        How to play
        <kbd className={KEY}>H</kbd>
      </button>
    );
  }

  const slides = content.intro;
  const perSlide = INTRO_MS / slides.length;
  const index = Math.min(slides.length - 1, Math.floor(elapsed / perSlide));
  const slide = slides[index];
  if (!slide) return null;
  const secondsLeft = Math.max(0, Math.ceil((INTRO_MS - elapsed) / 1000));
  return (
    <section
      aria-label={`How to play ${content.title}`}
      aria-roledescription="slides"
      className="absolute inset-0 z-40 flex flex-col gap-8 bg-slate-950 px-20 pt-10 pb-12 whitespace-normal text-white"
      data-board-intro=""
      data-intro-slide={index + 1}
    >
      <header className="flex items-center gap-6">
        <p className="text-4xl font-black text-yellow-300">How to play {content.title}</p>
        <p className="text-3xl font-bold text-slate-200" aria-live="polite">
          {index + 1} of {slides.length}
        </p>
        <button type="button" onClick={skip} className={`ml-auto ${BUTTON}`} data-intro-skip="">
          Skip
          <kbd className={KEY}>S</kbd>
        </button>
      </header>
      <Slide slide={slide} />
      <footer className="flex items-center gap-6">
        <ol className="flex flex-1 gap-3" aria-hidden="true">
          {slides.map((entry, at) => (
            <li key={entry.title} className={`h-4 flex-1 rounded-full ${at <= index ? "bg-yellow-300" : "bg-slate-700"}`} />
          ))}
        </ol>
        <p className="text-3xl font-bold text-slate-200 tabular-nums">{secondsLeft} s</p>
      </footer>
    </section>
  );
}

function Slide({ slide }: { slide: TeachSlide }) {
  return (
    <div className="flex min-h-0 flex-1 items-center gap-16">
      <div className="flex min-w-0 flex-1 flex-col gap-8">
        <h2 className="text-7xl leading-tight font-black text-balance">
          {slide.title}
          {slide.only && (
            <span className="ml-6 inline-block rounded-2xl bg-indigo-300 px-4 py-1 align-middle text-4xl font-black text-indigo-950">
              {slide.only}
            </span>
          )}
        </h2>
        <ul className="flex flex-col gap-6">
          {slide.lines.map((line) => (
            <li key={line} className="text-5xl leading-tight font-semibold text-pretty text-slate-100">
              {line}
            </li>
          ))}
        </ul>
      </div>
      {slide.card && <BigCard card={slide.card} />}
    </div>
  );
}

const RANK_NAMES = [
  ["statehood", "Statehood"],
  ["population", "Population"],
  ["size", "Size"],
] as const;

/** A state card as large as the back row needs: its name, its three ranks, its border states if the slide is about them. */
function BigCard({ card }: { card: ExampleCard }) {
  return (
    <figure
      className="w-[520px] shrink-0 rounded-[2rem] border-4 border-slate-300 bg-white p-8 text-slate-950 shadow-xl"
      data-intro-card=""
    >
      <p className="flex items-baseline gap-4 text-6xl font-black">
        <span className="rounded-xl bg-slate-900 px-3 font-mono text-5xl text-white">{card.code}</span>
        {card.name}
      </p>
      {card.borders ? (
        <p className="mt-6 text-4xl leading-snug">
          <span className="font-black">Borders ({card.borders.length}):</span> {card.borders.join(", ")}
        </p>
      ) : (
        <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-6 gap-y-3 text-5xl">
          {RANK_NAMES.map(([key, name]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{name}</dt>
              <dd className="text-right font-black tabular-nums">{card.ranks[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </figure>
  );
}
