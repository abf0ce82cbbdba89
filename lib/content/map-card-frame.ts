/**
 * What a screen needs to draw a Map card, without the map data: the browser gets a card's drawing
 * from its view and the country underneath as one shared image, so it never loads us-atlas.
 */

/** The frame of every state on the map (`usMapViewBox()` in us-map.ts; `[MAPCARD-2]` keeps them equal). */
export const MAP_CARD_VIEW_BOX = { x: -60, y: 10, width: 1020, height: 599 } as const;

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
  /** A ring around a state too small to spot at card size (Rhode Island, Delaware, Connecticut, Hawaii); null otherwise. */
  readonly ring: MapCardRing | null;
}
