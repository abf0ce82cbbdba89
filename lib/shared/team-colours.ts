/**
 * The six team colours, each with a name and a symbol: screens never tell teams apart by colour
 * alone. The one list, read by the game setup, the console, the board and the phones.
 */
export const TEAM_COLOURS = [
  { id: "red", label: "Red", hex: "#b91c1c", symbol: "●" },
  { id: "blue", label: "Blue", hex: "#1d4ed8", symbol: "■" },
  { id: "green", label: "Green", hex: "#15803d", symbol: "▲" },
  { id: "orange", label: "Orange", hex: "#c2410c", symbol: "◆" },
  { id: "purple", label: "Purple", hex: "#7e22ce", symbol: "★" },
  { id: "teal", label: "Teal", hex: "#0f766e", symbol: "⬟" },
] as const;

export type TeamColourId = (typeof TEAM_COLOURS)[number]["id"];
export type TeamColour = (typeof TEAM_COLOURS)[number];

/** A colour the list does not know (an old game, a typo): grey, with its own symbol. */
const UNKNOWN = { id: "grey", label: "Grey", hex: "#334155", symbol: "◼" } as const;

export function teamColour(id: string): { id: string; label: string; hex: string; symbol: string } {
  return TEAM_COLOURS.find((colour) => colour.id === id) ?? UNKNOWN;
}

export function defaultTeamName(colour: TeamColourId): string {
  return `${teamColour(colour).label} team`;
}
