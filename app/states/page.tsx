import type { Metadata } from "next";
import { parseStateSort } from "./state-search";
import { StateCardsPage } from "./state-cards-page";

export const metadata: Metadata = {
  title: "State cards",
  description: "All 50 GeoPlunge state cards: capitals, statehood, area, population, cities, borders and time zones.",
};

// 50 cards with their maps are over half a megabyte of HTML: rendered once at build time, never per
// request. The browser filters and sorts; without JavaScript the form goes to /states/search.
export const dynamic = "force-static";

export default function StatesPage() {
  return <StateCardsPage query="" sort={parseStateSort(undefined)} />;
}
