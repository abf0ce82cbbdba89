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

/** What the class does next in a live game, read from the moderator's view and the waiting team's. */
export type NextMove =
  | { type: "finished"; winner: string | null }
  | { type: "send"; as: "moderator"; token: string; body: Record<string, unknown>; baseVersion: number }
  | { type: "send"; as: "player"; token: string; body: Record<string, unknown>; baseVersion: number };

/** `read` fetches a view (the moderator's, or a team phone's with its token) from whichever server. */
export async function nextMove(
  read: (as: "moderator" | "player", token: string) => Promise<any>,
  moderatorToken: string,
  seats: Seat[],
  onModeratorView?: (view: any) => void,
): Promise<NextMove> {
  const moderator = await read("moderator", moderatorToken);
  onModeratorView?.(moderator);
  if (moderator.status === "finished" || moderator.status === "ended")
    return { type: "finished", winner: moderator.game.phase.type === "finished" ? moderator.game.phase.winnerId : null };
  const waiting = moderator.game.waitingFor;
  if (!waiting) throw new Error(`game waits for nobody: ${JSON.stringify(moderator.game.phase)}`);
  if (waiting.role === "moderator") {
    const pending = moderator.game.secret?.pendingAnswer;
    const correct = pending ? pending.hint === "matches" : true;
    return { type: "send", as: "moderator", token: moderatorToken, body: { type: "judge", correct }, baseVersion: moderator.version };
  }
  const seat = seats.find((s) => s.teamId === waiting.teamId);
  if (!seat) throw new Error(`no phone for team ${waiting.teamId}`);
  const teamView = await read("player", seat.token);
  const actions: any[] = teamView.actions?.allowed ?? [];
  const choice = TEAM_PREFERENCE.map((type) => actions.find((a) => a.type === type)).find(Boolean);
  if (!choice) throw new Error(`team ${seat.teamId} has no action: ${JSON.stringify(actions)} in ${JSON.stringify(teamView.game.phase)}`);
  const body = choice.type === "answer" ? { ...choice, text: moderator.game.secret?.answer ?? "no idea" } : choice;
  return { type: "send", as: "player", token: seat.token, body, baseVersion: teamView.version };
}

export async function playUntilFinished(
  /** The server to send to, or at each step the server to send that step's commands to (several servers on one database). */
  server: string | ((step: number) => string),
  gameId: string,
  moderatorToken: string,
  seats: Seat[],
  options: { maxSteps?: number; onStep?: (step: number) => Promise<void>; onModeratorView?: (view: any) => void } = {},
): Promise<{ steps: number; winner: string | null }> {
  const maxSteps = options.maxSteps ?? 400;
  for (let step = 0; step < maxSteps; step++) {
    await options.onStep?.(step);
    const baseUrl = typeof server === "string" ? server : server(step);
    const move = await nextMove((as, token) => view(baseUrl, gameId, as, token), moderatorToken, seats, options.onModeratorView);
    if (move.type === "finished") return { steps: step, winner: move.winner };
    const result = await commandAtHumanPace(baseUrl, gameId, move.as, move.token, move.body, { baseVersion: move.baseVersion });
    if (result.status !== 200) throw new Error(`${move.as} command ${JSON.stringify(move.body)} failed: ${JSON.stringify(result.json)}`);
  }
  throw new Error(`no winner after ${maxSteps} steps`);
}
