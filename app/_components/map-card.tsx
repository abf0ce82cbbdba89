"use client";

import { useId } from "react";
import { MAP_CARD_OUTLINE_URL, MAP_CARD_RED, MAP_CARD_VIEW_BOX, type MapCardDrawing } from "@/lib/content/map-card-frame";

/**
 * A Map card (Combo 3): the United States with one state in red. Drawn from drawing data alone, so
 * neither the DOM nor the accessible name says which state it is (the race is to know it). Strokes
 * keep their width in CSS px whatever the card's size, so a state a pixel wide on a phone's hand
 * still shows a red spot, and a ring marks the states too small to find without it.
 */

const SEA = "#e0f2fe"; // sky-100
const EDGE = "#64748b"; // slate-500
const RING = "#0f172a"; // slate-900: dark, so the ring is never read as a second red shape
/** The red state's outline in CSS px, over its fill: a thin state (New Jersey, Vermont) stays visible. */
const STATE_STROKE_PX = 1.5;
/** A ringed state (Rhode Island, Delaware) is a pixel or two wide on a hand's card: its outline carries it. */
const SMALL_STATE_STROKE_PX = 3;
const RING_STROKE_PX = 2;
const CORNER = 28;

export interface MapCardProps {
  drawing: MapCardDrawing;
  /** The card's accessible name; while the card is in play it must not name the state. */
  label?: string;
  className?: string;
}

export function MapCard({ drawing, label = "Map card", className }: MapCardProps) {
  const { x, y, width, height } = MAP_CARD_VIEW_BOX;
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} role="img" aria-label={label} className={className} data-map-card="">
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={CORNER}
        fill={SEA}
        stroke={EDGE}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      <image href={MAP_CARD_OUTLINE_URL} x={x} y={y} width={width} height={height} preserveAspectRatio="none" />
      <path
        d={drawing.path}
        fill={MAP_CARD_RED}
        stroke={MAP_CARD_RED}
        strokeWidth={drawing.ring ? SMALL_STATE_STROKE_PX : STATE_STROKE_PX}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
        data-map-card-state=""
      />
      {drawing.ring && (
        <circle
          cx={drawing.ring.cx}
          cy={drawing.ring.cy}
          r={drawing.ring.r}
          fill="none"
          stroke={RING}
          strokeWidth={RING_STROKE_PX}
          vectorEffect="non-scaling-stroke"
          data-map-card-ring=""
        />
      )}
    </svg>
  );
}

/** A Map card face-down (the unused card, or a card not yet turned): the same size, nothing on it. */
export function MapCardBack({ label = "Map card, face down", className }: Omit<MapCardProps, "drawing">) {
  const { x, y, width, height } = MAP_CARD_VIEW_BOX;
  const stripes = useId();
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} role="img" aria-label={label} className={className} data-map-card-back="">
      <defs>
        <pattern id={stripes} width={40} height={40} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={40} height={40} fill="#1e3a8a" />
          <rect width={20} height={40} fill="#1d4ed8" />
        </pattern>
      </defs>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={CORNER}
        fill={`url(#${stripes})`}
        stroke={EDGE}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
