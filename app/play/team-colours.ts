/**
 * Team colours for the phone screens. The same values as TEAM_COLOURS in lib/session/create.ts,
 * kept here so the buzzer does not ship zod and the game-setup code to every phone; the student
 * browser spec checks that the two lists agree.
 */
export const PHONE_TEAM_COLOURS = {
  red: { label: "Red", hex: "#b91c1c", symbol: "●" },
  blue: { label: "Blue", hex: "#1d4ed8", symbol: "■" },
  green: { label: "Green", hex: "#15803d", symbol: "▲" },
  orange: { label: "Orange", hex: "#c2410c", symbol: "◆" },
  purple: { label: "Purple", hex: "#7e22ce", symbol: "★" },
  teal: { label: "Teal", hex: "#0f766e", symbol: "⬟" },
} as const;

export interface TeamStyle {
  hex: string;
  symbol: string;
  label: string;
}

const FALLBACK: TeamStyle = { label: "Grey", hex: "#334155", symbol: "◼" };

export function teamStyle(colour: string): TeamStyle {
  return (PHONE_TEAM_COLOURS as Record<string, TeamStyle>)[colour] ?? FALLBACK;
}
