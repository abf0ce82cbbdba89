import { z } from "zod";
import { authenticate } from "@/lib/server/auth";
import { broadcastCountdown, COUNTDOWN_SECONDS, currentCountdown, startCountdown, stopCountdown } from "@/lib/server/countdown";
import { loadGame } from "@/lib/server/game-repo";
import { fail, ok, readJsonBody, toResponse } from "@/lib/server/replies";
import { checkGameId } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

/** The talk-it-over countdown running now, if any (public, like the board). */
export async function GET(_request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  return toResponse(ok({ countdown: currentCountdown(gameId, Date.now()) }));
}

const bodySchema = z.union([
  z
    .object({
      seconds: z
        .number()
        .int()
        .min(COUNTDOWN_SECONDS.min, `A countdown lasts at least ${COUNTDOWN_SECONDS.min} seconds.`)
        .max(COUNTDOWN_SECONDS.max, `A countdown lasts at most ${COUNTDOWN_SECONDS.max / 60} minutes.`),
    })
    .strict(),
  z.object({ stop: z.literal(true) }).strict(),
]);

/** The moderator starts (`{ seconds }`) or stops (`{ stop: true }`) the countdown on every screen. */
export async function POST(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const bad = checkGameId(gameId);
  if (bad) return toResponse(bad);
  const game = await loadGame(gameId);
  if (!game) return toResponse(fail(404, "game/not_found", "There is no such game: check the link or the game code."));
  const auth = await authenticate(request, "moderator", gameId);
  if (!auth.ok) return toResponse(fail(401, auth.code, auth.message));
  if (game.state.status !== "playing")
    return toResponse(fail(409, "rule/not_playing", "A countdown runs only while the game is being played."));
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  const parsed = bodySchema.safeParse(body.body);
  if (!parsed.success) {
    const message = parsed.error.issues.find((issue) => issue.message)?.message ?? "Send { seconds } or { stop: true }.";
    return toResponse(fail(400, "input/invalid_countdown", message));
  }
  if ("stop" in parsed.data) {
    stopCountdown(gameId);
    await broadcastCountdown(game, null);
    return toResponse(ok({ countdown: null }));
  }
  const countdown = startCountdown(gameId, parsed.data.seconds, Date.now());
  await broadcastCountdown(game, countdown);
  return toResponse(ok({ countdown }));
}
