import { z } from "zod";
import type { ClueCard } from "@/lib/content/clue-card";
import { ALTERNATIVE_CLUE_VALUES, DEFAULT_CLUE_VALUES, DEFAULT_TARGET_POINTS, targetPointsProblem } from "@/lib/game/setup";
import { seedRng, shuffled } from "@/lib/game/rng";
import type { SessionSetup } from "./state";
import { TEAM_COLOURS, type TeamColourId } from "@/lib/shared/team-colours";

/** Team colours, each with a name and a symbol so teams never differ by colour alone. */

/** The original game puts "about 50" clue cards out; a game keeps its own shuffled hand of cards. */
const CARDS_PER_GAME = 60;

const teamName = z
  .string()
  .transform((name) =>
    name
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  )
  .pipe(z.string().min(1, "Give every team a name.").max(24, "Keep team names to 24 characters."));

export const newGameSchema = z
  .object({
    teams: z
      .array(
        z
          .object({
            name: teamName,
            colour: z.enum(TEAM_COLOURS.map((c) => c.id) as [TeamColourId, ...TeamColourId[]]),
            /** Players in the room on this team (for a team without phones); 0 = count who joins. */
            players: z.number().int().min(0).max(24).default(0),
          })
          .strict(),
      )
      .min(2, "A game needs 2 to 6 teams.")
      .max(6, "A game needs 2 to 6 teams."),
    targetPoints: z.number().int().min(1).max(200, "Keep the target to 200 points or fewer.").default(DEFAULT_TARGET_POINTS),
    clueValues: z.enum(["standard", "low"]).default("standard"),
    deck: z
      .object({ builtIn: z.boolean().default(true), customDeckIds: z.array(z.string().min(1).max(64)).max(10).default([]) })
      .strict()
      .default({ builtIn: true, customDeckIds: [] }),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict()
  .superRefine((game, ctx) => {
    // [SETUP-7] The engine's own rule and message: the target must be above every team's starting points.
    const target = targetPointsProblem(game.targetPoints);
    if (target) ctx.addIssue({ code: "custom", path: ["targetPoints"], message: target });
    const names = game.teams.map((t) => t.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: "custom", path: ["teams"], message: "Two teams have the same name." });
    const colours = game.teams.map((t) => t.colour);
    if (new Set(colours).size !== colours.length)
      ctx.addIssue({ code: "custom", path: ["teams"], message: "Two teams have the same colour." });
    if (!game.deck.builtIn && game.deck.customDeckIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["deck"], message: "Pick the built-in deck, a deck of your own, or both." });
  });
export type NewGameInput = z.input<typeof newGameSchema>;
export type NewGame = z.output<typeof newGameSchema>;

/** Builds the setup that, with the command log, rebuilds the game exactly. Pure and deterministic. */
export function sessionSetupFor(game: NewGame, seed: number, cards: readonly ClueCard[]): SessionSetup {
  const [order] = shuffled(
    cards.map((_, i) => i),
    seedRng(seed ^ 0x5eed),
  );
  const deck = order.slice(0, CARDS_PER_GAME).flatMap((i) => cards.slice(i, i + 1));
  return {
    teams: game.teams.map((team, i) => ({ id: `t${i + 1}`, name: team.name, colour: team.colour, declaredPlayers: team.players })),
    targetPoints: game.targetPoints,
    clueValues: game.clueValues === "standard" ? DEFAULT_CLUE_VALUES : ALTERNATIVE_CLUE_VALUES,
    seed,
    deck,
  };
}
