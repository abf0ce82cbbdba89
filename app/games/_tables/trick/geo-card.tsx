import type { Category, GeoCardView } from "@/lib/games/trick-kit/cards";
import { CATEGORY_ORDER, cardDate, categoryName, shortNumber } from "@/app/games/_tables/words";

/**
 * One GeoPlunge card in a team's hand, with the fields the printed card shows: statehood rank and
 * date, PATOS (President At Time Of Statehood), population and size ranks, capital, nickname, top
 * cities and border states. The category in play (or the sort) stands out.
 */
export function GeoCardBody({
  card,
  highlight,
  star,
}: {
  card: GeoCardView;
  highlight: Category;
  star: { label: string; value: string } | null;
}) {
  return (
    <div className="flex flex-col gap-1 text-left text-[0.8rem] leading-snug text-slate-900">
      <p className="flex items-baseline gap-2 pr-20">
        <span className="rounded bg-slate-900 px-1 font-mono text-sm font-bold text-white">{card.code}</span>
        <span className="text-lg leading-tight font-black text-slate-950">{card.name}</span>
      </p>
      <dl className="grid grid-cols-3 gap-1 text-center">
        {CATEGORY_ORDER.map((category) => {
          const on = category === highlight;
          const detail =
            category === "statehood"
              ? cardDate(card.statehood.date)
              : category === "population"
                ? `${shortNumber(card.population.census2020)} people`
                : `${shortNumber(card.size.sqMi)} sq. mi`;
          return (
            <div
              key={category}
              className={`rounded-lg px-1 py-0.5 ${on ? "bg-slate-900 text-white" : "bg-slate-100 text-slate-900"}`}
              data-rank={category}
            >
              <dt className="text-[0.65rem] font-bold whitespace-nowrap uppercase">
                {on && <span aria-hidden="true">▶ </span>}
                {categoryName(category)}
              </dt>
              <dd className="text-lg leading-none font-black tabular-nums">{card[category].rank}</dd>
              <dd className="text-[0.65rem] leading-tight">{detail}</dd>
            </div>
          );
        })}
      </dl>
      <p>
        <span className="font-bold">PATOS</span> {card.statehood.president ?? "none (an original state)"} ·{" "}
        <span className="font-bold">Capital</span> {card.capital}
      </p>
      <p>
        <span className="italic">{card.nickname}</span> · <span className="font-bold">Cities</span> {card.topCities.join(", ")}
      </p>
      <p>
        <span className="font-bold">Borders ({card.borderStates.length})</span>{" "}
        {card.borderStates.length === 0
          ? "none"
          : card.borderStates.map((border) => `${border}${card.cornerBorders.includes(border) ? "*" : ""}`).join(", ")}
        {card.cornerBorders.length > 0 && <span className="text-slate-700"> (* Four Corners)</span>}
      </p>
      {star && (
        <p className="font-semibold text-indigo-900">
          ★ GeoStar ({star.label}): {star.value}
        </p>
      )}
    </div>
  );
}
