import { stateShape, usMapOutline, usMapViewBoxAttribute } from "@/lib/content/us-map";

/**
 * The US map with one state picked out, as an SVG image for the projected board: drawn for a dark
 * screen, fetched only once an answer is revealed, so the board page carries no state list.
 */
const DIGITS = 1;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const shape = /^[A-Z]{2}$/.test(code) && code !== "DC" ? stateShape(code, { digits: DIGITS }) : undefined;
  if (!shape) return new Response("No such state", { status: 404, headers: { "content-type": "text/plain" } });
  const base = usMapOutline({ digits: DIGITS })
    .map((other) => `<path d="${other.path}"/>`)
    .join("");
  const marker = shape.marker
    ? `<circle cx="${shape.marker.cx}" cy="${shape.marker.cy}" r="${shape.marker.r * 1.4}" fill="none" stroke="#fde047" stroke-width="4" vector-effect="non-scaling-stroke"/>`
    : "";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${usMapViewBoxAttribute({ digits: DIGITS })}">` +
    `<title>${escapeXml(`Map of the United States with ${shape.name} highlighted`)}</title>` +
    `<g fill="#64748b" stroke="#0f172a" stroke-width="1" stroke-linejoin="round">${base}</g>` +
    `<path d="${shape.path}" fill="#facc15" stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round"/>` +
    marker +
    `</svg>`;
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400, immutable" },
  });
}
