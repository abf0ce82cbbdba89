import { z } from "zod";
import { MAX_TABLES } from "./tables";

/**
 * What a client sends: `{ clientId, baseVersion, command }`. The command is either a room command
 * (the lobby, seating, tables, undo: handled here, the same for every game) or a game command
 * (handled by the room's game module). Clients never choose their actor: the server fills it in
 * from the credential.
 */
export const playerNameSchema = z
  .string()
  .transform((name) =>
    name
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  )
  .pipe(z.string().min(1, "Type a name.").max(24, "Keep names to 24 characters."));

const id = z.string().min(1).max(64);
const tableId = z.string().regex(/^(main|T\d{1,2})$/, "a table such as T1");

export const lobbyCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("joinGame"), playerId: id, name: playerNameSchema }).strict(),
  z.object({ type: z.literal("chooseTeam"), teamId: id }).strict(),
  z.object({ type: z.literal("renamePlayer"), playerId: id, name: playerNameSchema }).strict(),
  z.object({ type: z.literal("movePlayer"), playerId: id, teamId: id.nullable() }).strict(),
  /** `block`: the removed player's device may not join this game again (the server keeps the list). */
  z.object({ type: z.literal("removePlayer"), playerId: id, block: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("lockJoining"), locked: z.boolean() }).strict(),
  z.object({ type: z.literal("startGame") }).strict(),
  /** Undo the room's last action, or (a class at tables) the last action at one table. */
  z.object({ type: z.literal("undo"), table: tableId.optional() }).strict(),
  z.object({ type: z.literal("endGame") }).strict(),
  /** A class at tables: seat everyone who joined (again), at `tables` tables or as many as the class needs. */
  z.object({ type: z.literal("seatTables"), tables: z.number().int().min(1).max(MAX_TABLES).optional() }).strict(),
  /** A class at tables: the moderator's game command for one table (a score adjustment). */
  z.object({ type: z.literal("atTable"), table: tableId, command: z.record(z.string(), z.unknown()) }).strict(),
  z.object({ type: z.literal("pauseTable"), table: tableId }).strict(),
  z.object({ type: z.literal("resumeTable"), table: tableId }).strict(),
  z.object({ type: z.literal("endTable"), table: tableId }).strict(),
  /** A phone without its join key asks for the seat of `playerId` (sent by the join route, never by a screen). */
  /** Made by the server only (a phone asks through /api/join): `device` is what it saw of the asking device. */
  z
    .object({
      type: z.literal("claimSeat"),
      claimId: id,
      playerId: id,
      device: z.object({ address: z.string().max(64), known: z.enum(["seat", "other"]) }).optional(),
    })
    .strict(),
  /** The moderator says whether the phone asking is that student: if so, it takes the seat and the old key stops working. */
  z.object({ type: z.literal("answerClaim"), claimId: id, grant: z.boolean() }).strict(),
  /**
   * The same class plays another game (any registered kind) once this one is over, or instead of it
   * from the lobby. Made by the server only (the moderator asks through /api/games/<id>/next): the
   * teacher's `options` as sent, and the `seed` and `gameSetup` the game's module prepared from them,
   * so that replaying the log rebuilds the room without asking the module to prepare again.
   */
  z
    .object({
      type: z.literal("nextGame"),
      game: id,
      options: z.record(z.string(), z.unknown()),
      seed: z.number().int().min(0),
      gameSetup: z.unknown(),
    })
    .strict(),
]);
export type LobbyCommand = z.infer<typeof lobbyCommandSchema>;
export const LOBBY_COMMAND_TYPES = lobbyCommandSchema.options.map((o) => o.shape.type.value);

export const commandEnvelopeSchema = z
  .object({
    /** Made by the client; sending the same id again returns the first result (safe retries). */
    clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8–64 letters, digits, - or _"),
    /** The game version the client was showing when the person pressed the button. */
    baseVersion: z.number().int().min(0).optional(),
    command: z.record(z.string(), z.unknown()).refine((c) => typeof c.type === "string", "command.type is required"),
  })
  .strict();
export type CommandEnvelope = z.infer<typeof commandEnvelopeSchema>;

/**
 * What a screen may send in `command`: a lobby command, or a game command without its actor (the
 * server sets the actor from the credential). Screens build commands with this type, so a typo in a
 * command or a field is a type error, not a 400 in class.
 */
export type ClientCommand<GameCommand> = LobbyCommand | GameCommand;
