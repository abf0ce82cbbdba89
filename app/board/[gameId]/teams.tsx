import type { BoardSessionView } from "@/app/_clue/session-views";

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
    name: team?.name ?? view.game.teams.find((t) => t.id === teamId)?.name ?? teamId,
    hex: colour.hex,
    symbol: colour.symbol,
    colourName: colour.label,
  };
}

/** A team as everyone on the board sees it: its colour, its symbol AND its name (never colour alone). */
export function TeamBadge({ team, size = "md", className }: { team: TeamLook; size?: "sm" | "md" | "lg" | "xl"; className?: string }) {
  const sizes = {
    sm: "px-3 py-0.5 text-2xl gap-2",
    md: "px-4 py-1 text-3xl gap-2.5",
    lg: "px-5 py-1.5 text-5xl gap-3",
    xl: "px-8 py-3 text-7xl gap-5",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-full font-extrabold text-white ring-2 ring-white/70 ${sizes[size]} ${className ?? ""}`}
      style={{ backgroundColor: team.hex }}
      data-team-badge={team.id}
    >
      <span aria-hidden="true">{team.symbol}</span>
      <span className="min-w-0 truncate">{team.name}</span>
    </span>
  );
}
