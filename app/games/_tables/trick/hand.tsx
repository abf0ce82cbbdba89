"use client";

import { useEffect, useState } from "react";
import type { Category, GeoCardView } from "@/lib/games/trick-kit/cards";
import { sortedHand } from "@/app/games/_tables/trick/own";
import { CATEGORY_ORDER, categoryName, geoStarValue } from "@/app/games/_tables/words";
import type { Base } from "@/lib/games/trick-kit/power-cards";
import { orderKey } from "@/lib/games/trick-kit/rank-order";
import { isCardBelowBase, type TrickAim } from "./base-check";
import { GeoCardBody } from "./geo-card";

type StarArea = Parameters<typeof geoStarValue>[1];

/**
 * The team's hand: every phone on the team sees the same cards, each a compact line that shows the
 * number this trick compares (the rank in its category, or the border states), so the whole hand
 * fits on a phone's first screen. A tap on a card the team may play chooses it and opens the whole
 * card; a tap on any other card opens it with the reason it cannot be played now (never nothing).
 */
export function Hand({
  hand,
  sortBy,
  onSort,
  playable,
  choosing,
  selected,
  onSelect,
  star,
  aim,
  whyNot,
}: {
  hand: GeoCardView[];
  sortBy: Category;
  onSort: (category: Category) => void;
  playable: Set<string>;
  /** The team may play a card now. */
  choosing: boolean;
  selected: string | null;
  onSelect: (code: string) => void;
  star: { area: StarArea; label: string } | null;
  /** What this trick compares (null: the Border Zap's border states). */
  aim: TrickAim | null;
  /** Why this card cannot be played now, in the engine's words where it has them. */
  whyNot: (code: string) => string;
}) {
  // A card opened while the team waited closes when its move begins (and the other way round).
  const [openedAt, setOpenedAt] = useState<{ code: string; choosing: boolean } | null>(null);
  const opened = openedAt?.choosing === choosing ? openedAt.code : null;
  const setOpened = (code: string | null) => setOpenedAt(code === null ? null : { code, choosing });
  useChosenInView(selected);
  const cards = aim !== null && aim.base !== null ? byBase(hand, aim.category, aim.base) : sortedHand(hand, aim?.category ?? sortBy);
  return (
    <section aria-labelledby="hand-title" className="flex flex-col gap-1.5" data-hand="">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 id="hand-title" className="text-lg font-extrabold text-slate-950">
          Your hand <span className="font-semibold text-slate-700">({hand.length})</span>
        </h2>
        {aim !== null && (
          <div role="group" aria-label="Show and sort the hand by" className="flex gap-1">
            {CATEGORY_ORDER.map((category) => (
              <button
                key={category}
                type="button"
                aria-pressed={category === sortBy}
                onClick={() => onSort(category)}
                className={`min-h-8 rounded-full border px-2.5 text-xs font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                  category === sortBy ? "border-slate-950 bg-slate-950 text-white" : "border-slate-400 bg-white text-slate-900"
                }`}
              >
                {categoryName(category)}
              </button>
            ))}
          </div>
        )}
      </div>
      {hand.length === 0 ? (
        <p className="text-slate-700">No cards in your hand.</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {cards.map((card) => {
            const canPlay = choosing && playable.has(card.code);
            const isSelected = selected === card.code;
            const open = isSelected || opened === card.code;
            const starInfo = star ? { label: star.label, value: geoStarValue(card, star.area) } : null;
            const below = aim !== null && isCardBelowBase(card, aim);
            return (
              <li key={card.code} className="flex scroll-mt-2 flex-col gap-1" data-hand-card={card.code}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-expanded={open}
                  onClick={() => {
                    if (canPlay) {
                      setOpened(null);
                      onSelect(card.code);
                    } else setOpened(opened === card.code ? null : card.code);
                  }}
                  data-playable={canPlay ? "yes" : "no"}
                  data-card-code={card.code}
                  className={`flex min-h-14 w-full items-center gap-2.5 rounded-xl border-2 px-2 py-1 text-left shadow-sm focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                    isSelected
                      ? "border-slate-950 bg-yellow-50 ring-4 ring-yellow-400"
                      : canPlay
                        ? "border-emerald-600 bg-white"
                        : choosing
                          ? "border-slate-200 bg-slate-200"
                          : "border-slate-200 bg-white"
                  }`}
                >
                  <CardFigure card={card} aim={aim} below={below} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-baseline gap-1.5">
                      <span className="rounded bg-slate-900 px-1 font-mono text-xs font-bold text-white">{card.code}</span>
                      <span
                        className={`min-w-0 leading-tight font-black text-slate-950 ${card.name.length > LONG_NAME ? "text-sm" : "text-base"}`}
                      >
                        {card.name}
                      </span>
                    </span>
                    <span className="truncate text-xs text-slate-800">
                      {aim === null ? card.borderStates.join(", ") || "no border states" : otherRanks(card, aim.category)}
                    </span>
                    {starInfo && (
                      <span className="truncate text-xs font-semibold text-indigo-900">
                        ★ {starInfo.label}: {starInfo.value}
                      </span>
                    )}
                  </span>
                  {choosing && (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-black ${
                        isSelected ? "bg-slate-950 text-white" : canPlay ? "bg-emerald-700 text-white" : "bg-slate-500 text-white"
                      }`}
                    >
                      {isSelected ? "● Chosen" : canPlay ? "✓ Play" : "Not now"}
                    </span>
                  )}
                </button>
                {open && !canPlay && (
                  <p
                    role="status"
                    className="rounded-lg bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white"
                    data-card-reason={card.code}
                  >
                    {whyNot(card.code)}
                  </p>
                )}
                {open && (
                  <div className="rounded-xl border-2 border-slate-200 bg-white p-2.5" data-card-details={card.code}>
                    <GeoCardBody card={card} highlight={aim?.category ?? sortBy} star={starInfo} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The chosen card comes to the top of the screen, above the move composer that now covers the
 * bottom (once the page has made room for it below the hand).
 */
function useChosenInView(selected: string | null): void {
  useEffect(() => {
    if (selected === null) return;
    // After the composer has been measured and the room for it made (its ResizeObserver, then a render).
    const timer = setTimeout(() => {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document
        .querySelector(`[data-hand-card="${CSS.escape(selected)}"]`)
        ?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    }, CHOSEN_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selected]);
}

/** The number this trick reads off the card, large: its rank in the category (marked when below the base), or its border states. */
function CardFigure({ card, aim, below }: { card: GeoCardView; aim: TrickAim | null; below: boolean }) {
  const [label, value] = aim === null ? ["Borders", card.borderStates.length] : [categoryName(aim.category), card[aim.category].rank];
  return (
    <span
      className={`flex w-[4.75rem] shrink-0 flex-col items-center rounded-lg px-1 py-0.5 leading-none ${
        below ? "bg-red-100 text-red-900 ring-2 ring-red-700" : "bg-slate-900 text-white"
      }`}
      data-figure={aim === null ? "borders" : aim.category}
    >
      <span className="text-[0.65rem] font-bold tracking-wide uppercase">{label}</span>
      <span className="text-2xl font-black tabular-nums">{value}</span>
      {below && aim !== null && aim.base !== null && <span className="text-[0.65rem] font-bold whitespace-nowrap">below {aim.base}</span>}
    </span>
  );
}

const CHOSEN_SCROLL_DELAY_MS = 120;

/** Names longer than this take the smaller type, so every state's name fits whole beside its number. */
const LONG_NAME = 11;

/** The best card for this base first (30, 31, … for base 30; 50, 49, … for base 50), cards below the base last. */
const byBase = (hand: readonly GeoCardView[], category: Category, base: Base) =>
  [...hand].sort((a, b) => orderKey(a[category].rank, base) - orderKey(b[category].rank, base));

/** The other two ranks, short, so both fit beside the figure on a 360-pixel phone. */
const SHORT_NAMES: Record<Category, string> = { statehood: "Statehood", population: "Pop.", size: "Size" };

const otherRanks = (card: GeoCardView, shown: Category) =>
  CATEGORY_ORDER.filter((category) => category !== shown)
    .map((category) => `${SHORT_NAMES[category]} ${card[category].rank}`)
    .join(" · ");
