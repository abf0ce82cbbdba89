"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { compareStates, matchesQuery, queryRank, STATE_SORTS, parseStateSort, type StateSort, type StateSortKeys } from "./state-search";

export interface StateCardEntry {
  code: string;
  searchText: string;
  sortKeys: StateSortKeys;
  /** The server-rendered card. */
  card: ReactNode;
}

export interface StateCardBrowserProps {
  entries: readonly StateCardEntry[];
  /** All the states there are (the no-JavaScript search page sends only the matching cards). */
  total: number;
  initialQuery: string;
  initialSort: StateSort;
}

/**
 * Filters and orders the server-rendered cards in the browser. The page is built once, so the
 * search and sort in a bookmarked address ("/states?q=lake") are read here. Without JavaScript the
 * form is a plain GET to /states/search, which filters on the server with the same rules.
 */
export function StateCardBrowser({ entries, total, initialQuery, initialSort }: StateCardBrowserProps) {
  const [query, setQuery] = useState(initialQuery);
  const [sort, setSort] = useState<StateSort>(initialSort);

  useEffect(() => {
    const params = new URL(window.location.href).searchParams;
    const q = params.get("q");
    if (q !== null) setQuery(q);
    if (params.has("sort")) setSort(parseStateSort(params.get("sort") ?? undefined));
  }, []);

  // The best matches first (a postal code or a name typed in full), then the chosen order.
  const ordered = useMemo(
    () =>
      [...entries].sort(
        (a, b) => queryRank(a.searchText, query) - queryRank(b.searchText, query) || compareStates(sort, a.sortKeys, b.sortKeys),
      ),
    [entries, query, sort],
  );
  const matching = useMemo(
    () => new Set(entries.filter((entry) => matchesQuery(entry.searchText, query)).map((entry) => entry.code)),
    [entries, query],
  );

  // Keep the address shareable (a teacher can bookmark "/states?q=lake") without adding history entries.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (query.trim() === "") url.searchParams.delete("q");
    else url.searchParams.set("q", query);
    if (sort === "statehood") url.searchParams.delete("sort");
    else url.searchParams.set("sort", sort);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [query, sort]);

  return (
    <>
      <form
        role="search"
        action="/states/search"
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="no-print z-10 -mx-4 sm:sticky sm:top-0 flex flex-wrap items-end gap-x-6 gap-y-3 border-b border-slate-300 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-b-xl sm:px-0"
      >
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <p className="text-sm text-slate-700 min-[112rem]:text-base">
            <label htmlFor="state-search" className="font-semibold text-slate-800">
              Search the cards
            </label>{" "}
            <span id="state-search-hint">by name, code, capital, nickname, city, flower or bird</span>
          </p>
          <input
            id="state-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. Beehive, Chicago, UT, cardinal"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="state-search-hint state-search-count"
            className="w-full rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="state-sort" className="text-sm font-semibold text-slate-800 min-[112rem]:text-base">
            Sort by
          </label>
          <select
            id="state-sort"
            name="sort"
            value={sort}
            onChange={(event) => setSort(parseStateSort(event.target.value))}
            className="rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 focus:border-blue-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
          >
            {STATE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="rounded-lg bg-blue-700 px-4 py-2 text-lg font-semibold text-white">
            Show
          </button>
        </noscript>
        <p
          id="state-search-count"
          role="status"
          aria-live="polite"
          className="pb-2 text-lg font-semibold text-slate-800"
          data-testid="state-count"
        >
          {matching.size} of {total} states
        </p>
      </form>

      {matching.size === 0 && (
        <p className="mt-8 text-center text-lg text-slate-700">
          No state card mentions “{query.trim()}”. Try a state name, capital, city, nickname, flower or bird.
        </p>
      )}

      <ul role="list" className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 min-[112rem]:gap-6">
        {ordered.map((entry) => (
          <li key={entry.code} hidden={!matching.has(entry.code)} className="min-w-0">
            {entry.card}
          </li>
        ))}
      </ul>
    </>
  );
}
