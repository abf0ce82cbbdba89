import { TEAM_COLOURS, type TeamColourId } from "@/lib/session/create";

/** A team's colour with its name and symbol: screens never tell teams apart by colour alone. */
export type TeamColour = (typeof TEAM_COLOURS)[number];

const FALLBACK: TeamColour = TEAM_COLOURS[0];

export function teamColour(id: string): TeamColour {
  return TEAM_COLOURS.find((c) => c.id === id) ?? FALLBACK;
}

export function defaultTeamName(colour: TeamColourId): string {
  return `${teamColour(colour).label} team`;
}

export { TEAM_COLOURS, type TeamColourId };
