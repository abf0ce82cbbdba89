/**
 * Plays a live game through the real server the way a class would: each team's phone sends its
 * team's decisions, the moderator judges. Choices come from the views' legal actions, in a fixed
 * order of preference, so a seeded game plays the same way every time.
 */
import { commandAtHumanPace, view } from "./clients";

export interface Seat {
  teamId: string;
  token: string;
  playerId: string;
}

const TEAM_PREFERENCE = ["spin", "applyDrawCard", "answer", "stopBidding", "bid", "declineOffers", "nextClue", "pass"];

export interface StepResult {
  done: boolean;
  accepted: number;
}

export async function playUntilFinished(
  baseUrl: string,
  gameId: string,
  moderatorToken: string,
  seats: Seat[],
  options: { maxSteps?: number; onStep?: (step: number) => Promise<void>; onModeratorView?: (view: any) => void } = {},
): Promise<{ steps: number; winner: string | null }> {
  const maxSteps = options.maxSteps ?? 400;
  for (let step = 0; step < maxSteps; step++) {
    await options.onStep?.(step);
    const moderator = await view(baseUrl, gameId, "moderator", moderatorToken);
    options.onModeratorView?.(moderator);
    if (moderator.status === "finished" || moderator.status === "ended") {
      return { steps: step, winner: moderator.game.phase.type === "finished" ? moderator.game.phase.winnerId : null };
    }
    const waiting = moderator.game.waitingFor;
    if (!waiting) throw new Error(`game waits for nobody at step ${step}: ${JSON.stringify(moderator.game.phase)}`);
    if (waiting.role === "moderator") {
      const pending = moderator.game.secret?.pendingAnswer;
      const correct = pending ? pending.hint === "matches" : true;
      const result = await commandAtHumanPace(
        baseUrl,
        gameId,
        "moderator",
        moderatorToken,
        { type: "judge", correct },
        { baseVersion: moderator.version },
      );
      if (result.status !== 200) throw new Error(`judge failed: ${JSON.stringify(result.json)}`);
      continue;
    }
    const seat = seats.find((s) => s.teamId === waiting.teamId);
    if (!seat) throw new Error(`no phone for team ${waiting.teamId}`);
    const teamView = await view(baseUrl, gameId, "player", seat.token);
    const actions: any[] = teamView.actions?.allowed ?? [];
    const choice = TEAM_PREFERENCE.map((type) => actions.find((a) => a.type === type)).find(Boolean);
    if (!choice)
      throw new Error(
        `team ${seat.teamId} has no action at step ${step}: ${JSON.stringify(actions)} in ${JSON.stringify(teamView.game.phase)}`,
      );
    const body = choice.type === "answer" ? { ...choice, text: moderator.game.secret?.answer ?? "no idea" } : choice;
    const result = await commandAtHumanPace(baseUrl, gameId, "player", seat.token, body, { baseVersion: teamView.version });
    if (result.status !== 200) throw new Error(`team command ${JSON.stringify(body)} failed: ${JSON.stringify(result.json)}`);
  }
  throw new Error(`no winner after ${maxSteps} steps`);
}
