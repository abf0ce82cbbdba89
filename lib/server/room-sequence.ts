import "server-only";
import { z } from "zod";
import { gameModule, GAME_IDS } from "@/lib/games/registry";
import { MAX_SEED } from "@/lib/session/room-limits";
import { authenticate } from "./auth";
import { runServerMadeCommand, type CommandAccepted } from "./command-path";
import { builtInDeck, customDeckCards } from "./decks";
import { fail, type Reply } from "./replies";
import { newSeed } from "./secrets";
import { teacherFor } from "./teacher";

/**
 * The console's "Next game": the same class plays another game in the same room. The teacher's
 * choice is prepared here by the game's module (its deck resolved, its seed drawn), and the room
 * command `nextGame` carries the result, so the log alone rebuilds the room (lib/session/room-sequence.ts).
 */
const nextGameRequestSchema = z
  .object({
    clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8–64 letters, digits, - or _"),
    game: z.enum(GAME_IDS as [string, ...string[]], { error: `expected one of ${GAME_IDS.join(", ")}` }),
    /** The game's own options, as its host form sends them (its module validates them). */
    options: z.record(z.string(), z.unknown()).default({}),
    seed: z.number().int().min(0).max(MAX_SEED).optional(),
  })
  .strict();

export async function startNextGame(input: {
  gameId: string;
  request: Request;
  body: unknown;
  now: number;
}): Promise<Reply<CommandAccepted>> {
  const parsed = nextGameRequestSchema.safeParse(input.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.map(String).join(".")}: ` : "";
    return fail(400, "input/invalid_next_game", `Check the next game's settings: ${where}${issue?.message ?? "not valid"}`);
  }
  const auth = await authenticate(input.request, "moderator", input.gameId);
  if (!auth.ok) return fail(401, auth.code, auth.message);
  const { clientId, game, options, seed = newSeed() } = parsed.data;
  const module = gameModule(game);
  if (!module) return fail(400, "input/unknown_game", `This server does not know the game "${game}".`);
  // A teacher's own decks open only on a teacher's device (a moderator link's device gets the built-in deck only).
  const teacher = await teacherFor(input.request.headers);
  const prepared = await module.prepare(options, seed, {
    builtInDeck,
    customDeckCards: (deckIds) => (teacher ? customDeckCards(teacher.id, deckIds) : Promise.resolve({ ok: false, missing: [...deckIds] })),
  });
  if (!prepared.ok) return fail(400, prepared.code, prepared.message);
  return runServerMadeCommand({
    gameId: input.gameId,
    actor: auth.actor,
    clientId,
    command: { type: "nextGame", game, options, seed, gameSetup: prepared.setup },
    now: input.now,
  });
}
