import type { Metadata } from "next";
import { parseStateSort } from "../state-search";
import { StateCardsPage } from "../state-cards-page";

export const metadata: Metadata = { title: "State cards", robots: { index: false } };

type SearchParams = Record<string, string | string[] | undefined>;

/** The search form's answer for browsers without JavaScript: only the matching cards are rendered. */
export default async function StatesSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return <StateCardsPage query={typeof params.q === "string" ? params.q : ""} sort={parseStateSort(params.sort)} onlyMatching />;
}
