import { z } from "zod";

/**
 * The wire format of every game command. Each command names its actor, which the server fills
 * in from the session (a client never chooses its own actor). A team decision may also be
 * issued by the moderator for a team without phones: the moderator sends the same command with
 * `onBehalfOf`; when omitted, it is the team the game is waiting on.
 */
const teamIdSchema = z
  .string()
  .min(1)
  .max(40)
  .refine((id) => id !== "bank", { message: '"bank" is reserved' });

export const actorSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("moderator") }).strict(),
  z.object({ role: z.literal("team"), teamId: teamIdSchema }).strict(),
]);
export type Actor = z.infer<typeof actorSchema>;

export const teamSetupSchema = z
  .object({
    id: teamIdSchema,
    name: z.string().trim().min(1).max(40),
    players: z.number().int().min(1).max(60),
  })
  .strict();
export type TeamSetup = z.infer<typeof teamSetupSchema>;

/**
 * A points adjustment moves at most this many points either way (a scoring slip, not a new game),
 * with a reason for the log of at most so many characters. The console's dialog reads the same
 * numbers and the same amount schema, so it never offers what the engine refuses.
 */
export const ADJUST_POINTS_LIMIT = 200;
export const ADJUST_REASON_MAX_LENGTH = 200;

/** How many points one adjustment moves: a whole number, up or down, never 0. */
export const adjustPointsAmountSchema = z
  .number()
  .int()
  .min(-ADJUST_POINTS_LIMIT)
  .max(ADJUST_POINTS_LIMIT)
  .refine((n) => n !== 0, { message: "amount must not be 0" });

const moderatorOnly = { actor: actorSchema };
const teamDecision = { actor: actorSchema, onBehalfOf: teamIdSchema.optional() };
const clueNumber = z.number().int().min(1).max(6);

export const commandSchema = z.discriminatedUnion("type", [
  // No commands before the start: the platform's lobby seats the teams and starts the game (`beginGame`).
  // Team decisions
  z.object({ type: z.literal("spin"), ...teamDecision }).strict(),
  z.object({ type: z.literal("applyDrawCard"), ...teamDecision, opponentId: teamIdSchema.optional() }).strict(),
  z.object({ type: z.literal("nextClue"), ...teamDecision }).strict(),
  z.object({ type: z.literal("repeatClue"), ...teamDecision, clueNumber }).strict(),
  z.object({ type: z.literal("answer"), ...teamDecision, text: z.string().trim().max(200).optional() }).strict(),
  z.object({ type: z.literal("pass"), ...teamDecision }).strict(),
  z.object({ type: z.literal("sell"), ...teamDecision }).strict(),
  z.object({ type: z.literal("offerToBuy"), ...teamDecision }).strict(),
  z.object({ type: z.literal("withdrawOffer"), ...teamDecision }).strict(),
  z.object({ type: z.literal("acceptOffer"), ...teamDecision, buyerId: teamIdSchema }).strict(),
  z.object({ type: z.literal("declineOffers"), ...teamDecision }).strict(),
  z.object({ type: z.literal("bid"), ...teamDecision, clues: clueNumber }).strict(),
  z.object({ type: z.literal("stopBidding"), ...teamDecision }).strict(),
  z
    .object({ type: z.literal("playSavedCard"), ...teamDecision, cardId: z.string().min(1).max(10), clueNumber: clueNumber.optional() })
    .strict(),
  // Moderator
  z.object({ type: z.literal("judge"), ...moderatorOnly, correct: z.boolean() }).strict(),
  z
    .object({
      type: z.literal("adjustPoints"),
      ...moderatorOnly,
      teamId: teamIdSchema,
      amount: adjustPointsAmountSchema,
      reason: z.string().trim().min(1).max(ADJUST_REASON_MAX_LENGTH),
    })
    .strict(),
  z.object({ type: z.literal("skipCard"), ...moderatorOnly }).strict(),
  // Pausing is the platform's (a room's table pauses for every game), not the engine's.
]);
export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command["type"];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

export const MODERATOR_COMMANDS = ["judge", "adjustPoints", "skipCard"] as const satisfies readonly CommandType[];
export type ModeratorCommand = CommandOf<(typeof MODERATOR_COMMANDS)[number]>;
export type TeamCommand = Exclude<Command, ModeratorCommand>;

export function isModeratorCommand(command: Command): command is ModeratorCommand {
  return (MODERATOR_COMMANDS as readonly string[]).includes(command.type);
}
