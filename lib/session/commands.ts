import { z } from "zod";
import type { Command } from "@/lib/game/commands";

/**
 * What a client sends: `{ clientId, baseVersion, command }`. The command is either a lobby or
 * session command (handled here) or a game command (handled by the engine in lib/game). Clients
 * never choose their actor: the server fills it in from the credential.
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

export const lobbyCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("joinGame"), playerId: id, name: playerNameSchema }).strict(),
  z.object({ type: z.literal("chooseTeam"), teamId: id }).strict(),
  z.object({ type: z.literal("renamePlayer"), playerId: id, name: playerNameSchema }).strict(),
  z.object({ type: z.literal("movePlayer"), playerId: id, teamId: id.nullable() }).strict(),
  /** `block`: the removed player's device may not join this game again (the server keeps the list). */
  z.object({ type: z.literal("removePlayer"), playerId: id, block: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("lockJoining"), locked: z.boolean() }).strict(),
  z.object({ type: z.literal("startGame") }).strict(),
  z.object({ type: z.literal("undo") }).strict(),
  z.object({ type: z.literal("endGame") }).strict(),
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

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * What a screen may send in `command`: a lobby command, or a game command without its actor (the
 * server sets the actor from the credential). Screens build commands with this type, so a typo in a
 * command or a field is a type error, not a 400 in class.
 */
export type ClientCommand = LobbyCommand | DistributiveOmit<Command, "actor">;
