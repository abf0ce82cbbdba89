import Link from "next/link";
import { UsMapDefs } from "@/app/_components/us-map";
import { STATES } from "@/lib/content/state-data";
import { TIME_ZONES } from "@/lib/content/states";
import { StateCard } from "./state-card";
import { StateCardBrowser, type StateCardEntry } from "./state-card-browser";
import { compareStates, matchesQuery, queryRank, stateSearchText, stateSortKeys, type StateSort } from "./state-search";
import { TIME_ZONE_STYLE } from "./time-zone-style";

/** The page of cards, all of them or (for the no-JavaScript search) only those matching `query`. */
export function StateCardsPage({ query, sort, onlyMatching = false }: { query: string; sort: StateSort; onlyMatching?: boolean }) {
  const entries: StateCardEntry[] = STATES.map((state) => ({
    code: state.code,
    searchText: stateSearchText(state),
    sortKeys: stateSortKeys(state),
    card: <StateCard state={state} />,
  }))
    .filter((entry) => !onlyMatching || matchesQuery(entry.searchText, query))
    .sort((a, b) => queryRank(a.searchText, query) - queryRank(b.searchText, query) || compareStates(sort, a.sortKeys, b.sortKeys));

  return (
    <main className="mx-auto max-w-[120rem] px-4 pb-16 sm:px-6 min-[112rem]:px-10">
      <UsMapDefs />
      <header className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3 pt-6 pb-4">
        <div>
          <p className="no-print">
            <Link
              href="/"
              className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-4 focus-visible:outline-blue-600"
            >
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
      <StateCardBrowser entries={entries} total={STATES.length} initialQuery={query} initialSort={sort} />
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
