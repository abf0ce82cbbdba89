import type { BoardView, ModeratorView, TeamAudienceView } from "@/lib/game";
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
