import type { RoomView } from "@/lib/shared/room-views";
import { teamColour } from "@/lib/shared/team-colours";

/** A team as every card-game screen shows it: its name with its colour AND its symbol (never colour alone). */
export interface TeamLook {
  id: string;
  name: string;
  hex: string;
  symbol: string;
  colourName: string;
}

export type LookUp = (teamId: string) => TeamLook;

export function lookUp(room: Pick<RoomView, "teams">): LookUp {
  return (teamId) => {
    const team = room.teams.find((candidate) => candidate.id === teamId);
    const colour = teamColour(team?.colour ?? "grey");
    return { id: teamId, name: team?.name ?? teamId, hex: colour.hex, symbol: colour.symbol, colourName: colour.label };
  };
}

const PILL_SIZES = {
  xs: "gap-1 px-1.5 text-sm",
  sm: "gap-1.5 px-2 py-0.5 text-base",
  md: "gap-2 px-2.5 py-0.5 text-lg",
  // The board's smallest: its tiles and the seated lobby of many tables (20 px is the card board's least).
  "board-sm": "gap-1.5 px-2 text-xl",
  "board-md": "gap-2 px-3 text-2xl",
  board: "gap-2.5 px-4 py-0.5 text-[length:var(--b-pill,1.875rem)]",
  "board-lg": "gap-3 px-5 py-1.5 text-5xl",
} as const;

export function TeamPill({ team, size = "sm", className = "" }: { team: TeamLook; size?: keyof typeof PILL_SIZES; className?: string }) {
  return (
    <span
      className={`inline-flex max-w-full min-w-0 items-center rounded-full font-bold whitespace-nowrap text-white ${PILL_SIZES[size]} ${className}`}
      style={{ backgroundColor: team.hex }}
      data-team={team.id}
    >
      <span aria-hidden="true">{team.symbol}</span>
      <span className="min-w-0 truncate">{team.name}</span>
    </span>
  );
}
