import Link from "next/link";
import { citiesReference } from "@/lib/content/cities";
import { builtInClueDeck } from "@/lib/content/deck/built-in";
import { STATES } from "@/lib/content/state-data";

/** The Cities Reference Card, as a page of its own or (embed) inside the board's overlay. */
export function CitiesCard({ embed }: { embed: boolean }) {
  const groups = citiesReference(builtInClueDeck(), STATES);
  const cityCount = groups.reduce((sum, group) => sum + group.cities.length, 0);
  return (
    <main className={`mx-auto max-w-[120rem] px-6 pb-12 print:px-0 print:pb-0 ${embed ? "pt-4" : "pt-8"}`}>
      <header className="mb-5 flex print:break-after-avoid flex-wrap items-end justify-between gap-4 border-b-4 border-slate-900 pb-3 print:mb-2 print:pb-1">
        <div>
          {!embed && (
            <p className="no-print">
              <Link
                href="/"
                className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-4 focus-visible:outline-blue-600"
              >
                ← Clue Spin
              </Link>
            </p>
          )}
          <h1 className={embed ? "sr-only" : "text-4xl font-black tracking-tight text-slate-950 print:text-2xl"}>Cities Reference Card</h1>
          <p className={`mt-1 text-slate-700 print:text-xs ${embed ? "text-[28px] leading-snug" : "text-lg"}`}>
            Every city answer in the game ({cityCount} cities in {groups.length} states). Stuck on a city card? Look here for a hint.
          </p>
        </div>
        {!embed && <p className="no-print text-base text-slate-700">Print it: one copy per team.</p>}
      </header>
      <div
        className={`columns-1 gap-6 sm:columns-2 lg:columns-4 print:columns-4 print:gap-3 ${embed ? "min-[100rem]:columns-5" : "min-[112rem]:columns-5"}`}
        data-cities-card=""
      >
        {groups.map((group) => (
          <section
            key={group.code}
            aria-labelledby={`cities-${group.code}`}
            className="mb-3 break-inside-avoid print:mb-1"
            data-cities-state={group.code}
          >
            <h2
              id={`cities-${group.code}`}
              className={`font-extrabold text-slate-950 print:text-[9pt] ${embed ? "text-[32px] leading-tight" : "text-lg"}`}
            >
              {group.state} <span className="font-semibold text-slate-600">({group.code})</span>
            </h2>
            <ul className={`leading-snug text-slate-800 print:text-[8pt] print:leading-tight ${embed ? "text-[28px]" : "text-base"}`}>
              {group.cities.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
