"use client";

import type { Category, GeoCardView } from "@/lib/games/trick-kit/cards";
import { sortedHand } from "@/app/games/_tables/trick/own";
import { CATEGORY_ORDER, categoryName, geoStarValue } from "@/app/games/_tables/words";
import { GeoCardBody } from "./geo-card";

type StarArea = Parameters<typeof geoStarValue>[1];

/**
 * The team's hand: every phone on the team sees the same cards. Sorted by the category in play (or
 * the one the student picks); when the team may play a card, the playable ones are buttons marked
 * "✓ Can play" (never colour alone) and the others are disabled.
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
}: {
  hand: GeoCardView[];
  sortBy: Category;
  onSort: (category: Category) => void;
  playable: Set<string>;
  /** The team may play a card now (so cards are buttons). */
  choosing: boolean;
  selected: string | null;
  onSelect: (code: string) => void;
  star: { area: StarArea; label: string } | null;
}) {
  const cards = sortedHand(hand, sortBy);
  return (
    <section aria-labelledby="hand-title" className="flex flex-col gap-2" data-hand="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="hand-title" className="text-lg font-extrabold text-slate-950">
          Your hand <span className="font-semibold text-slate-700">({hand.length})</span>
        </h2>
        <div role="group" aria-label="Sort the hand by" className="flex gap-1">
          {CATEGORY_ORDER.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={category === sortBy}
              onClick={() => onSort(category)}
              className={`rounded-full border px-2.5 py-1 text-xs font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                category === sortBy ? "border-slate-950 bg-slate-950 text-white" : "border-slate-400 bg-white text-slate-900"
              }`}
            >
              {categoryName(category)}
            </button>
          ))}
        </div>
      </div>
      {hand.length === 0 ? (
        <p className="text-slate-700">No cards in your hand.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => {
            const canPlay = playable.has(card.code);
            const isSelected = selected === card.code;
            const starInfo = star ? { label: star.label, value: geoStarValue(card, star.area) } : null;
            const body = <GeoCardBody card={card} highlight={sortBy} star={starInfo} />;
            return (
              <li key={card.code} className="relative">
                {choosing ? (
                  <button
                    type="button"
                    disabled={!canPlay}
                    aria-pressed={isSelected}
                    onClick={() => onSelect(card.code)}
                    data-playable={canPlay ? "yes" : "no"}
                    data-card-code={card.code}
                    className={`w-full rounded-2xl border-2 p-2.5 shadow-sm transition focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                      isSelected
                        ? "border-slate-950 bg-yellow-50 ring-4 ring-yellow-400"
                        : canPlay
                          ? "border-emerald-600 bg-white"
                          : "cursor-not-allowed border-slate-200 bg-slate-200"
                    }`}
                  >
                    <span
                      className={`absolute top-2 right-2 rounded-full px-2 py-0.5 text-xs font-black ${
                        isSelected ? "bg-slate-950 text-white" : canPlay ? "bg-emerald-700 text-white" : "bg-slate-500 text-white"
                      }`}
                    >
                      {isSelected ? "● Chosen" : canPlay ? "✓ Can play" : "Not now"}
                    </span>
                    {body}
                  </button>
                ) : (
                  <article
                    aria-label={card.name}
                    data-card-code={card.code}
                    className="rounded-2xl border-2 border-slate-200 bg-white p-2.5 shadow-sm"
                  >
                    {body}
                  </article>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
