import { z } from "zod";
import { DEFAULT_GAME_ID, gameModule, GAME_IDS, isTableGame } from "@/lib/games/registry";
import { TEAM_COLOURS, type TeamColourId } from "@/lib/shared/team-colours";
import { displayName, hasVisibleLetter, nameClash } from "./names";
import { DECLARED_PLAYERS_MAX, MAX_SEED, TEAM_NAME_MAX_LENGTH } from "./room-limits";
import type { SessionSetup } from "./state";

/**
 * What a teacher sends to create a room: which game, the teams (for a game the whole class plays
 * at one table), an optional seed, and the game's own options (validated by its module). Without a
 * `game`, the room plays the clue game, as every room did before there were several games.
 */
const teamName = z
  .string()
  .transform(displayName)
  .pipe(z.string().min(1, "Give every team a name.").max(TEAM_NAME_MAX_LENGTH, `Keep team names to ${TEAM_NAME_MAX_LENGTH} characters.`))
  .refine(hasVisibleLetter, "A team name needs letters we can show: type it with ordinary letters.");

const teamInput = z
  .object({
    name: teamName,
    colour: z.enum(TEAM_COLOURS.map((c) => c.id) as [TeamColourId, ...TeamColourId[]]),
    /** Players in the room on this team (for a team without phones); 0 = count who joins. */
    players: z.number().int().min(0).max(DECLARED_PLAYERS_MAX).default(0),
  })
  .strict();

export const roomRequestSchema = z
  .looseObject({
    game: z.enum(GAME_IDS as [string, ...string[]], { error: `expected one of ${GAME_IDS.join(", ")}` }).default(DEFAULT_GAME_ID),
    teams: z.array(teamInput).optional(),
    seed: z.number().int().min(0).max(MAX_SEED).optional(),
  })
  .superRefine((room, ctx) => {
    const module = gameModule(room.game);
    if (!module) return;
    if (isTableGame(module)) {
      if (room.teams !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["teams"],
          message: "This game is played at tables: the class is seated when it has joined, not given teams now.",
        });
      return;
    }
    const teams = room.teams ?? [];
    if (teams.length < module.teams.min || teams.length > module.teams.max) {
      ctx.addIssue({ code: "custom", path: ["teams"], message: `A game needs ${module.teams.min} to ${module.teams.max} teams.` });
    }
    for (const [index, team] of teams.entries()) {
      const clash = nameClash(
        team.name,
        teams.slice(0, index).map((earlier) => ({ name: earlier.name, isTeam: true })),
      );
      if (clash)
        ctx.addIssue({
          code: "custom",
          path: ["teams"],
          message:
            clash.kind === "same"
              ? `Two teams are called ${team.name}.`
              : `Two team names look the same (${clash.other} and ${team.name}): pick names that differ.`,
        });
    }
    const colours = teams.map((t) => t.colour);
    if (new Set(colours).size !== colours.length)
      ctx.addIssue({ code: "custom", path: ["teams"], message: "Two teams have the same colour." });
  });
export type RoomRequest = z.output<typeof roomRequestSchema>;
export type RoomRequestInput = z.input<typeof roomRequestSchema>;

/** The game's own options: everything in the request that is not the room's. */
export function gameOptionsOf(request: RoomRequest): Record<string, unknown> {
  const { game: _game, teams: _teams, seed: _seed, ...options } = request;
  return options;
}

/** Builds the setup that, with the command log, rebuilds the room exactly. Pure and deterministic. */
export function roomSetup(request: RoomRequest, seed: number, gameSetup: unknown): SessionSetup {
  return {
    game: request.game,
    teams: (request.teams ?? []).map((team, i) => ({
      id: `t${i + 1}`,
      name: team.name,
      colour: team.colour,
      declaredPlayers: team.players,
    })),
    seed,
    gameSetup,
  };
}
