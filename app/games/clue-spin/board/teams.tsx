import type { BoardSessionView } from "@/app/games/clue-spin/session-views";

/** Team colours as the server defines them (name, hex, symbol), passed down from the page. */
export type TeamPalette = Record<string, { label: string; hex: string; symbol: string }>;

export interface TeamLook {
  id: string;
  name: string;
  hex: string;
  symbol: string;
  colourName: string;
}

const UNKNOWN = { label: "Grey", hex: "#334155", symbol: "◼" };

export function teamLook(view: BoardSessionView, palette: TeamPalette, teamId: string): TeamLook {
  const team = view.teams.find((candidate) => candidate.id === teamId);
  const colour = (team && palette[team.colour]) ?? UNKNOWN;
  return {
    id: teamId,
    name: team?.name ?? view.game?.teams.find((t) => t.id === teamId)?.name ?? teamId,
    hex: colour.hex,
    symbol: colour.symbol,
    colourName: colour.label,
  };
}

/**
 * A team as everyone on the board sees it: its colour, its symbol AND its name (never colour
 * alone). A long name wraps onto a second line rather than being cut. The white stays white in
 * the light theme: it sits on the team's own colour.
 */
export function TeamBadge({ team, size = "md", className }: { team: TeamLook; size?: "sm" | "md" | "lg" | "xl"; className?: string }) {
  const sizes = {
    sm: "px-3 py-0.5 text-[28px] gap-2 rounded-2xl",
    md: "px-4 py-1 text-[32px] gap-2.5 rounded-2xl",
    lg: "px-5 py-1.5 text-5xl gap-3 rounded-3xl",
    xl: "px-8 py-3 text-7xl gap-5 rounded-[2rem]",
  } as const;
  return (
    <span
      className={`inline-flex max-w-full items-center font-extrabold leading-tight text-[#fff] ring-2 ring-[#ffffffb3] ${sizes[size]} ${className ?? ""}`}
      style={{ backgroundColor: team.hex }}
      data-team-badge={team.id}
    >
      <span aria-hidden="true">{team.symbol}</span>
      <span className="min-w-0 break-words">{team.name}</span>
    </span>
  );
}
