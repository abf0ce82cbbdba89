import { MAP_CARD_VIEW_BOX } from "@/lib/content/map-card-frame";
import { usMapOutline } from "@/lib/content/us-map";

/**
 * The country under every Map card, one image for all 50 (the browser caches it), so a card carries
 * only its red state. It names no state: a card's identity is the race.
 */
export const dynamic = "force-static";

const LAND = "#cbd5e1"; // slate-300: grey enough that the red state stands out, light enough to read borders
const BORDER = "#ffffff";

export function GET() {
  const { x, y, width, height } = MAP_CARD_VIEW_BOX;
  const states = usMapOutline()
    .map((shape) => `<path d="${shape.path}"/>`)
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}">` +
    `<g fill="${LAND}" stroke="${BORDER}" stroke-width="0.6" stroke-linejoin="round" vector-effect="non-scaling-stroke">${states}</g>` +
    `</svg>`;
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
