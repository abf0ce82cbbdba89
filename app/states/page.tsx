import type { Metadata } from "next";
import Link from "next/link";
import { UsMapDefs } from "@/app/_components/us-map";
import { STATES } from "@/lib/content/state-data";
import { TIME_ZONES } from "@/lib/content/states";
import { StateCard } from "./state-card";
import { StateCardBrowser, type StateCardEntry } from "./state-card-browser";
import { parseStateSort, stateSearchText, stateSortKeys } from "./state-search";
import { TIME_ZONE_STYLE } from "./time-zone-style";

export const metadata: Metadata = {
  title: "State cards",
  description: "All 50 GeoPlunge state cards: capitals, statehood, area, population, cities, borders and time zones.",
};

type SearchParams = Record<string, string | string[] | undefined>;

export default async function StatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const initialQuery = typeof params.q === "string" ? params.q : "";
  const initialSort = parseStateSort(params.sort);

  const entries: StateCardEntry[] = STATES.map((state) => ({
    code: state.code,
    searchText: stateSearchText(state),
    sortKeys: stateSortKeys(state),
    card: <StateCard state={state} />,
  }));

  return (
    <main className="mx-auto max-w-[120rem] px-4 pb-16 sm:px-6 min-[112rem]:px-10">
      <UsMapDefs />
      <header className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3 pt-6 pb-4">
        <div>
          <p className="no-print">
            <Link href="/" className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-4 focus-visible:outline-blue-600">
              ← Clue Spin
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-950 min-[112rem]:text-4xl">The 50 state cards</h1>
          <p className="mt-1 max-w-2xl text-slate-700 min-[112rem]:text-lg">
            Every fact on a GeoPlunge card. The coloured band names the time zone; a dot marks a second zone.
          </p>
        </div>
        <TimeZoneLegend />
      </header>
      <StateCardBrowser entries={entries} initialQuery={initialQuery} initialSort={initialSort} />
    </main>
  );
}

function TimeZoneLegend() {
  return (
    <section aria-labelledby="time-zone-legend" className="text-sm sm:text-base min-[112rem]:text-lg">
      <h2 id="time-zone-legend" className="text-sm font-semibold text-slate-800 min-[112rem]:text-base">
        Time-zone colours
      </h2>
      <ul role="list" className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {TIME_ZONES.map((zone) => (
          <li key={zone} className="flex items-center gap-1.5 text-slate-900">
            <span aria-hidden="true" className={`inline-block size-4 rounded-sm ${TIME_ZONE_STYLE[zone].swatch}`} />
            {zone}
          </li>
        ))}
      </ul>
    </section>
  );
}
