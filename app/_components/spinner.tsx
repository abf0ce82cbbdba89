"use client";

import { useEffect, useRef, useState } from "react";
import { useLatest } from "@/lib/client/use-latest";
import { OUTCOME_NAMES, SPINNER, spinnerKey, type SpinSectorOutcome } from "@/lib/games/clue-spin/engine/spinner";

/**
 * The game's spinner: six numbered sectors, a fixed pointer at the top. The server chooses the
 * number; this only turns the wheel so that it lands on it. Reduced-motion users see it snap.
 */
/** Each outcome's colours on the wheel and in its key (presentation only; the table is the engine's). */
const OUTCOME_COLOURS: Readonly<Record<SpinSectorOutcome, { fill: string; text: string }>> = {
  "answer-or-sell": { fill: "#fbbf24", text: "#1c1917" },
  "draw-card": { fill: "#38bdf8", text: "#0c0a09" },
  playoff: { fill: "#34d399", text: "#022c22" },
  bid: { fill: "#f0abfc", text: "#3b0764" },
};

const SPIN_RESULTS = SPINNER.map((sector) => ({ ...sector, ...OUTCOME_COLOURS[sector.outcome], name: OUTCOME_NAMES[sector.outcome] }));

export function spinOutcomeName(value: number): string | null {
  const sector = SPINNER.find((candidate) => candidate.value === value);
  return sector ? OUTCOME_NAMES[sector.outcome] : null;
}

/** The key to the wheel: what each number means, with the same colours. */
export function SpinLegend({ className }: { className?: string }) {
  return (
    <ul className={className} aria-label="What the spinner numbers mean">
      {spinnerKey().map((row) => (
        <li key={row.outcome} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-5 w-5 shrink-0 rounded-full border-2 border-slate-900"
            style={{ backgroundColor: OUTCOME_COLOURS[row.outcome].fill }}
          />
          <span className="font-black tabular-nums">{row.values.join(" · ")}</span>
          <span>{OUTCOME_NAMES[row.outcome]}</span>
        </li>
      ))}
    </ul>
  );
}

export const SPIN_SECONDS = 3.4;
const SECTOR = 360 / SPIN_RESULTS.length;

/** The wheel angle (clockwise degrees) that brings `value` under the pointer, at least `turns` full turns past `from`. */
export function landingRotation(from: number, value: number, turns: number, jitter = 0): number {
  const centre = (value - 1) * SECTOR + SECTOR / 2;
  const target = (((-centre + jitter) % 360) + 360) % 360;
  const base = from + turns * 360;
  const offset = (((target - base) % 360) + 360) % 360;
  return base + offset;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function sectorPath(index: number, radius: number): string {
  const start = ((index * SECTOR - 90) * Math.PI) / 180;
  const end = (((index + 1) * SECTOR - 90) * Math.PI) / 180;
  const [x1, y1] = [radius * Math.cos(start), radius * Math.sin(start)];
  const [x2, y2] = [radius * Math.cos(end), radius * Math.sin(end)];
  return `M0 0 L${x1.toFixed(2)} ${y1.toFixed(2)} A${radius} ${radius} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

export interface SpinnerProps {
  /** The number the server chose, or null before any spin. */
  value: number | null;
  /** Changes once per spin; a new key turns the wheel. */
  spinKey: string | null;
  /** Called when the wheel has come to rest on a new spin. */
  onSettled?: (value: number) => void;
  className?: string;
  style?: React.CSSProperties;
}

export function Spinner({ value, spinKey, onSettled, className, style }: SpinnerProps) {
  const [rotation, setRotation] = useState(() => (value === null ? 0 : landingRotation(0, value, 0)));
  const [spinning, setSpinning] = useState(false);
  const shownKey = useRef(spinKey);
  const settleRef = useLatest(onSettled);

  useEffect(() => {
    if (spinKey === shownKey.current || value === null) return;
    shownKey.current = spinKey;
    if (prefersReducedMotion()) {
      setRotation((from) => landingRotation(from, value, 0));
      settleRef.current?.(value);
      return;
    }
    // A little jitter so the pointer does not always stop dead centre, as on a real spinner.
    const jitter = (Math.random() - 0.5) * SECTOR * 0.6;
    setSpinning(true);
    setRotation((from) => landingRotation(from, value, 5, jitter));
    const timer = window.setTimeout(() => {
      setSpinning(false);
      settleRef.current?.(value);
    }, SPIN_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [settleRef, spinKey, value]);

  const radius = 100;
  return (
    <div
      className={className}
      style={style}
      data-spinner=""
      data-spinning={spinning ? "true" : "false"}
      data-value={spinning ? "" : (value ?? "")}
    >
      <svg
        viewBox="-112 -122 224 234"
        role="img"
        aria-label={
          spinning
            ? "The spinner is spinning"
            : value === null
              ? "The spinner, not spun yet"
              : `The spinner shows ${value}: ${spinOutcomeName(value)}`
        }
        className="h-full w-full overflow-visible"
      >
        <circle r={radius + 8} fill="#0f172a" stroke="#e2e8f0" strokeWidth={3} />
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning ? `transform ${SPIN_SECONDS}s cubic-bezier(0.15, 0.6, 0.12, 1)` : "none",
          }}
        >
          {SPIN_RESULTS.map((result, index) => {
            const mid = index * SECTOR + SECTOR / 2;
            const highlighted = !spinning && result.value === value;
            return (
              <g key={result.value}>
                <path
                  d={sectorPath(index, radius)}
                  fill={result.fill}
                  stroke="#0f172a"
                  strokeWidth={2}
                  opacity={!spinning && value !== null && !highlighted ? 0.55 : 1}
                />
                <g transform={`rotate(${mid}) translate(0 -${radius * 0.62})`}>
                  {/* Counter-turned with the same timing as the wheel, so numbers stay upright (a 6 never reads as a 9). */}
                  <text
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={44}
                    fontWeight={900}
                    fill={result.text}
                    style={{
                      transformBox: "fill-box",
                      transformOrigin: "center",
                      transform: `rotate(${-(rotation + mid)}deg)`,
                      transition: spinning ? `transform ${SPIN_SECONDS}s cubic-bezier(0.15, 0.6, 0.12, 1)` : "none",
                    }}
                  >
                    {result.value}
                  </text>
                </g>
              </g>
            );
          })}
        </g>
        <circle r={14} fill="#f8fafc" stroke="#0f172a" strokeWidth={3} />
        {/* The pointer stays still at the top. */}
        <path d="M-13 -119 L13 -119 L0 -92 Z" fill="#f8fafc" stroke="#0f172a" strokeWidth={3} strokeLinejoin="round" />
      </svg>
    </div>
  );
}
