import { mapCardDrawing } from "@/lib/content/map-cards";
import type { MapCardDrawing } from "@/lib/content/map-card-frame";
import type { CardCode } from "../trick-kit/cards";

/**
 * A Map card's face as a view carries it: the red state's outline and its ring only (the country
 * around it is one shared image), so it names no state: the drawing is the question the race asks.
 * It is not hidden from a determined phone (docs/security.md): the outline can be matched against a
 * map by someone with developer tools.
 */
export type MapFace = MapCardDrawing;

export function mapFace(code: CardCode): MapFace {
  const drawing = mapCardDrawing(code);
  if (!drawing) throw new Error(`No Map card for "${code}"`);
  return drawing;
}
