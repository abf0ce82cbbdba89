import type { Metadata } from "next";
import { MapCard } from "@/app/_components/map-card";
import { mapCardDrawings } from "@/lib/content/map-cards";
import { stateByCode } from "@/lib/content/state-data";

export const metadata: Metadata = {
  title: "Map cards",
  description: "The 50 Map cards of Combo 3: each a map of the United States with one state in red.",
};

export const dynamic = "force-static";

/**
 * The teacher's sheet of all 50 Map cards, each named under its card (here the names help: this is
 * not a race), at the size a hand of 7 shows them on a phone.
 */
export default function MapCardsPage() {
  return (
    <main className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">Map cards</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        One card per state: the United States with that state in red. A black ring marks a state too small to find without it.
      </p>
      <ul className="mt-5 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8" aria-label="The 50 Map cards">
        {[...mapCardDrawings()].map(([code, drawing]) => {
          const name = stateByCode(code)?.name ?? code;
          return (
            <li key={code} data-map-card-of={code}>
              <figure>
                <MapCard drawing={drawing} label={`Map card: ${name}`} className="block h-auto w-full" />
                <figcaption className="mt-1 text-center text-sm leading-tight text-slate-800">{name}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
