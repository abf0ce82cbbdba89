import type { TimeZone } from "@/lib/content/states";

export interface TimeZoneStyle {
  /** Background + text colour pair that passes WCAG AA for the band's label. */
  band: string;
  /** Swatch for a dot or legend square. */
  swatch: string;
  /** Fill for the state on the locator map. */
  mapFill: string;
}

/** GeoPlunge's colour per time zone; class names are spelled out so Tailwind finds them. */
export const TIME_ZONE_STYLE: Readonly<Record<TimeZone, TimeZoneStyle>> = {
  Eastern: { band: "bg-zone-eastern text-white", swatch: "bg-zone-eastern", mapFill: "fill-zone-eastern" },
  Central: { band: "bg-zone-central text-white", swatch: "bg-zone-central", mapFill: "fill-zone-central" },
  Mountain: { band: "bg-zone-mountain text-white", swatch: "bg-zone-mountain", mapFill: "fill-zone-mountain" },
  Pacific: { band: "bg-zone-pacific text-white", swatch: "bg-zone-pacific", mapFill: "fill-zone-pacific" },
  Alaska: { band: "bg-zone-alaska text-white", swatch: "bg-zone-alaska", mapFill: "fill-zone-alaska" },
  // White on this orange is only 3:1, so the label is dark.
  "Hawaii-Aleutian": { band: "bg-zone-hawaii text-slate-950", swatch: "bg-zone-hawaii", mapFill: "fill-zone-hawaii" },
};
