import type { BoardView, ModeratorView, TeamAudienceView } from "@/lib/games/clue-spin/engine";
import type { ClueCommand, clueOptionsSchema } from "@/lib/games/clue-spin";
import type { z } from "zod";
import type { ClientCommand } from "@/lib/session/commands";
import type { RoomRequestInput } from "@/lib/session/create";
import type { OneTableBoardView, OneTableModeratorView, OneTableTeamView } from "@/lib/shared/room-views";

/** What the clue game's screens receive: the room around the clue engine's view for their audience. */
export type ModeratorSessionView = OneTableModeratorView<ModeratorView>;
export type BoardSessionView = OneTableBoardView<BoardView>;
export type TeamSessionView = OneTableTeamView<TeamAudienceView>;
export type ClueSessionView = ModeratorSessionView | BoardSessionView | TeamSessionView;

/** What a clue game screen may send: a room command or a clue command (without its actor). */
export type ClueClientCommand = ClientCommand<ClueCommand>;

/** What the host form sends to make a clue game: the room's fields and the clue game's options. */
export type ClueRoomRequest = RoomRequestInput & z.input<typeof clueOptionsSchema> & { game: "clue-spin" };

/** The room's one table is paused. Pausing is the platform's (a table's, for every game), not the clue engine's. */
export function isPaused(view: Pick<ClueSessionView, "tables">): boolean {
  return view.tables.some((table) => table.paused);
}

/** The pause or resume the console can send now, or null (not playing, or the game is over). */
export function pauseToggle(view: Pick<ClueSessionView, "tables" | "status">): ClueClientCommand | null {
  const table = view.tables[0];
  if (!table || table.over || view.status !== "playing") return null;
  return { type: table.paused ? "resumeTable" : "pauseTable", table: table.id };
}
