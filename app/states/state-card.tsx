import type { ReactNode } from "react";
import { StateLocatorMap } from "@/app/_components/us-map";
import { stateByCode } from "@/lib/content/state-data";
import type { TimeZone, UsState } from "@/lib/content/states";
import { formatInteger, formatIsoDate, ordinal } from "./format";
import { TIME_ZONE_STYLE } from "./time-zone-style";

/** One GeoPlunge state card. Numbers and dates carry machine-readable values for tests and tools. */
export function StateCard({ state }: { state: UsState }) {
  const headingId = `state-${state.code}-name`;
  const primaryZone = state.timeZones[0] ?? "Eastern";
  return (
    <article
      aria-labelledby={headingId}
      data-state-card={state.code}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm"
    >
      <TimeZoneBand zones={state.timeZones} />
      <div className="flex flex-1 flex-col gap-3 p-4 min-[112rem]:p-5">
        <header className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-xl leading-tight font-bold break-words text-slate-950 sm:text-2xl min-[112rem]:text-3xl">
              {state.name}
            </h2>
            <p className="mt-0.5 text-slate-700 italic">{state.nickname}</p>
            <p className="mt-2 inline-block rounded-md border-2 border-slate-800 px-2 py-0.5 font-mono text-lg leading-none font-bold text-slate-900">
              <span className="sr-only">Postal code </span>
              <span data-field="code">{state.code}</span>
            </p>
          </div>
          <StateLocatorMap
            code={state.code}
            highlightClassName={TIME_ZONE_STYLE[primaryZone].mapFill}
            className="h-auto w-28 shrink-0 sm:w-40 min-[112rem]:w-60"
          />
        </header>

        <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 border-t border-slate-200 pt-3 leading-snug sm:grid-cols-[max-content_minmax(0,1fr)] min-[112rem]:text-lg [&>dd]:min-w-0 [&>dd]:text-slate-950 [&>dt]:font-semibold [&>dt]:text-slate-600">
          <Fact label="Capital" field="capital">
            {state.capital}
          </Fact>
          <Fact label="Statehood" field="statehood">
            <span data-field="statehood-rank">{ordinal(state.statehood.rank)} state</span>,{" "}
            <time dateTime={state.statehood.date}>{formatIsoDate(state.statehood.date)}</time>
          </Fact>
          <Fact label="President" field="president">
            {state.statehood.president ?? "None yet (before Washington took office)"}
          </Fact>
          <Fact label="Area" field="area">
            <NumberValue value={state.area.sqMi} /> sq mi · <span data-field="area-rank">{ordinal(state.area.rank)} largest</span> ·{" "}
            <data value={state.area.waterPct}>{state.area.waterPct}%</data> water
          </Fact>
          <Fact label="Population" field="population">
            <NumberValue value={state.population.census2020} field="census2020" /> (2020) ·{" "}
            <NumberValue value={state.population.census2010} field="census2010" /> (2010) ·{" "}
            <span data-field="population-rank">{ordinal(state.population.rank)} most people</span>
          </Fact>
          <Fact label="Electoral votes" field="electoral-votes">
            <NumberValue value={state.electoralVotes} />
          </Fact>
          <Fact label="Flower" field="flower">
            {state.flower}
          </Fact>
          <Fact label="Bird" field="bird">
            {state.bird}
          </Fact>
          <Fact label="Top cities" field="top-cities">
            <InlineList items={state.topCities.map((city) => ({ key: city, content: city }))} ordered />
          </Fact>
          <Fact label="Borders" field="borders">
            <BorderList borders={state.borders} cornerTouches={state.cornerTouches} />
          </Fact>
        </dl>
      </div>
    </article>
  );
}

function Fact({ label, field, children }: { label: string; field: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-field={field}>{children}</dd>
    </>
  );
}

function NumberValue({ value, field }: { value: number; field?: string }) {
  return (
    <data value={value} data-field={field} className="font-semibold tabular-nums">
      {formatInteger(value)}
    </data>
  );
}

function InlineList({
  items,
  ordered = false,
}: {
  items: { key: string; content: ReactNode; attributes?: Record<string, string> }[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List role="list" className="inline [&>li]:inline [&>li:not(:last-child)]:after:content-[',_']">
      {items.map((item) => (
        <li key={item.key} {...item.attributes}>
          {item.content}
        </li>
      ))}
    </List>
  );
}

function BorderList({ borders, cornerTouches }: { borders: readonly string[]; cornerTouches: readonly string[] }) {
  if (borders.length === 0 && cornerTouches.length === 0) return <span>None (no neighbouring state)</span>;
  const nameOf = (code: string) => stateByCode(code)?.name ?? code;
  const byName = (a: string, b: string) => nameOf(a).localeCompare(nameOf(b), "en");
  const items = [
    ...[...borders].sort(byName).map((code) => ({ key: code, content: nameOf(code), attributes: { "data-border": code } })),
    ...[...cornerTouches].sort(byName).map((code) => ({
      key: `corner-${code}`,
      content: (
        <>
          {nameOf(code)} <span className="text-slate-700">(corner only)</span>
        </>
      ),
      attributes: { "data-corner-touch": code },
    })),
  ];
  return <InlineList items={items} />;
}

function TimeZoneBand({ zones }: { zones: readonly TimeZone[] }) {
  const [primary, ...others] = zones;
  if (primary === undefined) return null;
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5 text-sm font-bold tracking-wide uppercase min-[112rem]:text-base ${TIME_ZONE_STYLE[primary].band}`}
      data-field="time-zones"
      data-time-zones={zones.join(",")}
    >
      <span className="sr-only">Time zones: </span>
      <span>{primary} Time</span>
      {others.map((zone) => (
        <span key={zone} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3.5 rounded-full ring-2 ring-white ${TIME_ZONE_STYLE[zone].swatch}`} />
          <span>
            <span className="sr-only">and </span>part {zone}
          </span>
        </span>
      ))}
    </p>
  );
}
