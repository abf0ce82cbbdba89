/**
 * What a screen needs to draw a Map card, without the map data: the browser gets a card's drawing
 * from its view and the country underneath as one shared image, so it never loads us-atlas.
 */

/** The map's frame (`usMapViewBox()` in us-map.ts), which touches Maine and the Aleutians. */
export const MAP_VIEW_BOX = { x: -60, y: 10, width: 1020, height: 599 } as const;

/** A margin round the map, so the ring round Rhode Island is not cut by the card's edge. */
export const MAP_CARD_MARGIN = 24;

/** The card's frame: the map's with its margin (`[MAPCARD-2]` keeps it in step with us-map.ts). */
export const MAP_CARD_VIEW_BOX = {
  x: MAP_VIEW_BOX.x - MAP_CARD_MARGIN,
  y: MAP_VIEW_BOX.y - MAP_CARD_MARGIN,
  width: MAP_VIEW_BOX.width + 2 * MAP_CARD_MARGIN,
  height: MAP_VIEW_BOX.height + 2 * MAP_CARD_MARGIN,
} as const;

/** The country under every card, drawn once and cached by the browser. */
export const MAP_CARD_OUTLINE_URL = "/map-cards/outline.svg";

/** The one red on a Map card: only the card's state is drawn in it. */
export const MAP_CARD_RED = "#dc2626";

export interface MapCardRing {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

/** What a Map card draws: never the state's name or code, since the card's identity is the race. */
export interface MapCardDrawing {
  /** The red state's outline: SVG path data in {@link MAP_CARD_VIEW_BOX} units. */
  readonly path: string;
  /** The red outline's width in CSS px over the fill: wider for a state only a pixel or two wide on a hand's card. */
  readonly outlinePx: number;
  /** A ring round a small state among its neighbours (Rhode Island, Delaware, Connecticut); null otherwise. */
  readonly ring: MapCardRing | null;
}
