"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Chip } from "@/app/_components/chips";
import { chipList, type ChipKind } from "@/lib/ui/chips";
import type { LedgerEntry } from "@/lib/games/clue-spin/engine/state";
import { useLatest } from "@/lib/client/use-latest";

/**
 * Chips flying when points move: bank → team, team → team (a sale, a bid) or team → bank. Each
 * ledger entry becomes the fewest chips for its amount, leaving the payer and landing on the payee.
 */
interface Flight {
  id: string;
  kind: ChipKind;
  from: { x: number; y: number };
  to: { x: number; y: number };
  delay: number;
  size: number;
}

/** Enough to read as "a handful"; a big payment does not need 20 chips in the air. */
const MAX_CHIPS_PER_ENTRY = 12;
const FLIGHT_MS = 1100;
const STAGGER_MS = 110;

function anchorFor(party: string): Element | null {
  return party === "bank" ? document.querySelector("[data-bank]") : document.querySelector(`[data-team-chips="${CSS.escape(party)}"]`);
}

function centreOf(element: Element): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

function FlyingChip({ flight, onDone }: { flight: Flight; onDone: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const dx = flight.to.x - flight.from.x;
    const dy = flight.to.y - flight.from.y;
    // An arc: up and over, like a chip tossed across the table.
    const lift = -Math.min(260, 80 + Math.abs(dx) * 0.25);
    const animation = element.animate(
      [
        { transform: "translate(0px, 0px) scale(0.6)", opacity: 0 },
        { transform: `translate(${dx * 0.1}px, ${dy * 0.1 + lift * 0.4}px) scale(1.15)`, opacity: 1, offset: 0.12 },
        { transform: `translate(${dx * 0.5}px, ${dy * 0.5 + lift}px) scale(1.35)`, opacity: 1, offset: 0.5 },
        { transform: `translate(${dx}px, ${dy}px) scale(1)`, opacity: 1, offset: 0.92 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.8)`, opacity: 0 },
      ],
      { duration: FLIGHT_MS, delay: flight.delay, easing: "cubic-bezier(0.45, 0, 0.3, 1)", fill: "both" },
    );
    animation.onfinish = () => onDone(flight.id);
    return () => animation.cancel();
  }, [flight, onDone]);
  return (
    <div
      ref={ref}
      className="pointer-events-none fixed"
      style={{ left: flight.from.x - flight.size / 2, top: flight.from.y - flight.size / 2, opacity: 0 }}
      data-flying-chip={flight.kind.colour}
    >
      <Chip kind={flight.kind} size={flight.size} />
    </div>
  );
}

export function ChipFlights({
  entries,
  scale,
  onChip,
}: {
  entries: { batch: number; list: LedgerEntry[] };
  scale: number;
  onChip?: () => void;
}) {
  const [flights, setFlights] = useState<Flight[]>([]);
  const chipSound = useLatest(onChip);

  useEffect(() => {
    if (entries.list.length === 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const size = Math.round(54 * scale);
    const next: Flight[] = [];
    let delay = 0;
    for (const entry of entries.list) {
      const fromEl = anchorFor(entry.from);
      const toEl = anchorFor(entry.to);
      if (!fromEl || !toEl) continue;
      const from = centreOf(fromEl);
      const to = centreOf(toEl);
      const chips = chipList(entry.amount).slice(0, MAX_CHIPS_PER_ENTRY);
      chips.forEach((kind, index) => {
        next.push({ id: `${entries.batch}-${entry.seq}-${index}`, kind, from, to, delay, size });
        delay += STAGGER_MS;
      });
      delay += 250;
    }
    setFlights((current) => [...current, ...next]);
    const timers = next.map((flight) => window.setTimeout(() => chipSound.current?.(), flight.delay + FLIGHT_MS * 0.9));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [chipSound, entries, scale]);

  const done = useCallback((id: string) => setFlights((current) => current.filter((flight) => flight.id !== id)), []);
  if (flights.length === 0) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40">
      {flights.map((flight) => (
        <FlyingChip key={flight.id} flight={flight} onDone={done} />
      ))}
    </div>
  );
}
