/**
 * Channels per audience. Names stay well under Pusher's 164 characters (game ids are UUIDs, team
 * ids "t1"…"t99"). Private and presence channels need the app's authorization.
 */
export const channelFor = {
  board: (gameId: string) => `game-${gameId}-board`,
  moderator: (gameId: string) => `private-game-${gameId}-moderator`,
  /** The epoch is the room version at which someone last left the team (lib/session/channel-epochs.ts): a name is never reused. */
  team: (gameId: string, teamId: string, epoch = 0) => `private-game-${gameId}-team-${teamId}${epoch > 0 ? `-e${epoch}` : ""}`,
  presence: (gameId: string) => `presence-game-${gameId}`,
};

export type ChannelAudience =
  | { type: "board"; gameId: string }
  | { type: "moderator"; gameId: string }
  | { type: "team"; gameId: string; teamId: string; epoch: number }
  | { type: "presence"; gameId: string };

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** Each pattern's groups are all required except the epoch, so `group(m, n)` is never empty. */
const group = (m: RegExpMatchArray, n: number): string => m[n] ?? "";
const patterns: [RegExp, (m: RegExpMatchArray) => ChannelAudience][] = [
  [new RegExp(`^game-(${UUID})-board$`), (m) => ({ type: "board", gameId: group(m, 1) })],
  [new RegExp(`^private-game-(${UUID})-moderator$`), (m) => ({ type: "moderator", gameId: group(m, 1) })],
  [
    new RegExp(`^private-game-(${UUID})-team-(t[1-9]\\d?)(?:-e([1-9]\\d{0,11}))?$`),
    (m) => ({ type: "team", gameId: group(m, 1), teamId: group(m, 2), epoch: Number(m[3] ?? 0) }),
  ],
  [new RegExp(`^presence-game-(${UUID})$`), (m) => ({ type: "presence", gameId: group(m, 1) })],
];

export function parseChannel(name: string): ChannelAudience | null {
  for (const [pattern, build] of patterns) {
    const match = name.match(pattern);
    if (match) return build(match);
  }
  return null;
}

/** The event every audience channel carries: the audience's whole view at a version. */
export const VIEW_EVENT = "view";
/** Pusher's limit is 10 KB per event; past this we send only the version and clients fetch. */
export const MAX_EVENT_BYTES = 9_500;

/** The event that starts or stops the talk-it-over countdown on every screen of a game (no rule effect). */
export const COUNTDOWN_EVENT = "countdown";

/** A finished game's "play again" made a new game: its screens move on to it. */
export const NEXT_GAME_EVENT = "next-game";

/**
 * A seat the moderator ended, told on the channel its phone was hearing (before its team's channel
 * is retired), so that phone says so at once instead of waiting on a channel that went silent.
 * "removed": the moderator removed the student; "moved": the seat was given to another phone.
 */
export const SEAT_ENDED_EVENT = "seat-ended";
export interface SeatEndedEvent {
  gameId: string;
  version: number;
  seats: { playerId: string; why: "removed" | "moved" }[];
}
