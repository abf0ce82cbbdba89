import { stateShape, usMapOutline, usMapViewBoxAttribute } from "@/lib/content/us-map";

/**
 * US maps drawn on the server as plain SVG (no client JavaScript).
 *
 * A page with many small maps renders {@link UsMapDefs} once and a {@link StateLocatorMap} per
 * state: each locator only references the shared outlines with `<use>`, so the geometry is in the
 * HTML once however many maps there are. A page with a single map can use {@link UsMap}.
 */

const BASE_ID = "us-map-base";
const stateOutlineId = (code: string) => `us-map-state-${code}`;

const BASE_FILL = "#cbd5e1"; // slate-300
const BORDER_STROKE = "#ffffff";
const HIGHLIGHT_STROKE = "#0f172a"; // slate-900

/** The shared outlines; render exactly once on any page that shows {@link StateLocatorMap}s. */
export function UsMapDefs() {
  const outline = usMapOutline();
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute h-0 w-0 overflow-hidden" data-us-map-defs="">
      <defs>
        {outline.map((shape) => (
          <path key={shape.code} id={stateOutlineId(shape.code)} d={shape.path} vectorEffect="non-scaling-stroke" />
        ))}
        <g id={BASE_ID} fill={BASE_FILL} stroke={BORDER_STROKE} strokeWidth={0.75} strokeLinejoin="round">
          {outline.map((shape) => (
            <use key={shape.code} href={`#${stateOutlineId(shape.code)}`} />
          ))}
        </g>
      </defs>
    </svg>
  );
}

export interface StateLocatorMapProps {
  /** Postal code of the state to highlight. */
  code: string;
  /** Tailwind fill/stroke classes for the highlighted state, e.g. "fill-zone-central stroke-zone-central". */
  highlightClassName: string;
  className?: string;
}

/** A small map of the country with one state highlighted; needs {@link UsMapDefs} on the page. */
export function StateLocatorMap({ code, highlightClassName, className }: StateLocatorMapProps) {
  const shape = stateShape(code);
  const label = shape ? `Map of the United States with ${shape.name} highlighted` : "Map of the United States";
  return (
    <svg viewBox={usMapViewBoxAttribute()} role="img" aria-label={label} className={className} data-state-locator={code}>
      <use href={`#${BASE_ID}`} />
      {shape && (
        <>
          <use
            href={`#${stateOutlineId(shape.code)}`}
            className={highlightClassName}
            stroke={HIGHLIGHT_STROKE}
            strokeWidth={1}
            data-highlighted-state={shape.code}
          />
          {shape.marker && (
            <circle
              cx={shape.marker.cx}
              cy={shape.marker.cy}
              r={shape.marker.r}
              fill="none"
              stroke={HIGHLIGHT_STROKE}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              data-small-state-marker={shape.code}
            />
          )}
        </>
      )}
    </svg>
  );
}
