"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTableGame, type TableGameView } from "@/app/games/_tables/table-game";
import type { TablesPhoneView } from "@/app/games/_tables/views";
import type { TeachContent } from "@/app/games/teach-content";
import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

// The rules sheet's text loads when a student opens it, not with the phone's first load (`[PAGE-WEIGHT]`).
const RulesBody = dynamic(() => import("./rules-body").then((sheet) => sheet.RulesBody), { loading: HydrateApart });
import { useTeach } from "./teach-context";

/** The address's hash while the rules sheet is open: the phone's Back button closes the sheet, not the game. */
const SHEET_HASH = "#rules";
/** Long enough to read a tip twice, short enough that a long wait shows several. */
export const TIP_MS = 12_000;

/**
 * The phone's Rules button, one tap away in its header on every screen, and the sheet it opens: the
 * game's rules and glossary over the game, which keeps running underneath (its view, its your-move
 * buzz), so closing the sheet is back exactly where the team was.
 */
export function RulesButton() {
  const content = useTeach();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sync = () => setOpen(window.location.hash === SHEET_HASH);
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);

  const show = () => {
    window.history.pushState(null, "", SHEET_HASH);
    setOpen(true);
  };
  const close = useCallback(() => {
    if (window.location.hash === SHEET_HASH) window.history.back();
    else setOpen(false);
  }, []);

  if (!content) return null;
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className="min-h-9 rounded-lg bg-white px-3 text-sm font-black text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
        data-rules-open=""
      >
        Rules
      </button>
      {open && <RulesSheet content={content} onClose={close} />}
    </>
  );
}

function RulesSheet({ content, onClose }: { content: TeachContent; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="rules-sheet-title"
      className="fixed inset-0 z-50 overflow-y-auto bg-slate-100 text-left"
      data-rules-sheet=""
    >
      <div className="sticky top-0 z-10 flex items-center gap-3 bg-slate-900 px-4 py-2 text-white">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-xl bg-yellow-300 px-4 text-base font-black text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          data-rules-back=""
        >
          ← Back to the game
        </button>
      </div>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pt-4 pb-10">
        <h2 id="rules-sheet-title" ref={heading} tabIndex={-1} className="text-2xl font-black text-slate-950 outline-none">
          {content.title}: rules and words
        </h2>
        <RulesBody content={content} headingLevel={3} />
      </div>
    </div>
  );
}

/**
 * The longest tip, in characters: three lines of a 360-pixel phone. The tip's box keeps that height,
 * so the screen under it does not jump when the next tip comes.
 */
export const TIP_MAX_CHARS = 115;

/** Every tip the game offers: its own tips, then each glossary word's first sentence ("Base: …") when it fits. */
export function tipsOf(content: TeachContent): string[] {
  const words = content.glossary.map((entry) => {
    const first = /^.*?[.!?](?=\s|$)/.exec(entry.meaning)?.[0] ?? entry.meaning;
    return `${entry.term}${entry.only ? ` (${entry.only})` : ""}: ${first}`;
  });
  return [...content.tips, ...words].filter((tip) => tip.length <= TIP_MAX_CHARS);
}

/** Whether the team's phone is waiting (not seated, not started, or the other team's move): then it may teach. */
function waiting(view: TablesPhoneView, yourMove: (game: TableGameView) => string | null): boolean {
  if (view.status === "finished" || view.status === "ended") return false;
  if (view.audience !== "team" || view.game === null) return true;
  return yourMove(view.game) === null;
}

/**
 * While the team waits, a tip about the game, a new one every few seconds. Every phone shows the
 * same tip at the same moment (the clock picks it), so teammates can talk about it.
 */
export function WaitingTip({ view }: { view: TablesPhoneView | null }) {
  const content = useTeach();
  const parts = useTableGame();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!content || !view || now === null) return null;
  const paused = view.audience === "team" && view.paused;
  if (!paused && !waiting(view, parts.yourMove)) return null;
  const tips = tipsOf(content);
  if (tips.length === 0) return null;
  const tip = tips[Math.floor(now / TIP_MS) % tips.length];
  return (
    <aside aria-label="Tip while you wait" className="mx-auto w-full max-w-xl px-4 pt-2" data-waiting-tip="">
      <p className="min-h-[5.25rem] rounded-2xl bg-sky-100 px-3 py-2 text-base leading-snug text-slate-950 ring-1 ring-sky-300">
        <span className="mr-1.5 font-black text-sky-900">Tip:</span>
        {tip}
      </p>
    </aside>
  );
}
