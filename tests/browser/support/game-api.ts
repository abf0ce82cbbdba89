import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { started, type ModeratorSessionView, type PlayingModeratorView } from "@/app/games/clue-spin/session-views";

/**
 * Drives a real game through the server's HTTP API, as the moderator and as students' phones, so
 * browser tests can put every screen into any moment of the game. Every command goes through the
 * one command path; nothing is written to the database behind the server's back.
 */
export interface GameHandle {
  gameId: string;
  code: string;
  moderatorToken: string;
}

export interface TeamSpec {
  name: string;
  colour: string;
  players?: number;
}

export interface PlayerHandle {
  id: string;
  name: string;
  credential: string;
}

let sequence = 0;
const clientId = () => `api${Date.now().toString(36)}x${(sequence++).toString(36)}`;
export const newCredential = () => randomBytes(32).toString("base64url");

export async function createGame(
  request: APIRequestContext,
  settings: { teams: TeamSpec[]; targetPoints?: number; seed?: number; clueValues?: "standard" | "low"; deck?: unknown },
): Promise<GameHandle> {
  const response = await request.post("/api/games", {
    data: { targetPoints: 55, ...settings, teams: settings.teams.map((team) => ({ players: 0, ...team })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GameHandle;
}

/** Posts, waiting as the server asks when a burst of commands meets its rate limit (429 with Retry-After). */
async function postPatiently(request: APIRequestContext, url: string, options: Parameters<APIRequestContext["post"]>[1]) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(url, options);
    if (response.status() !== 429 || attempt >= 5) return response;
    const wait = Number(response.headers()["retry-after"] ?? "1");
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
  }
}

export async function moderatorCommand(request: APIRequestContext, game: GameHandle, command: Record<string, unknown>): Promise<void> {
  const response = await postPatiently(request, `/api/games/${game.gameId}/commands?as=moderator`, {
    data: { clientId: clientId(), command },
    headers: { authorization: `Bearer ${game.moderatorToken}` },
  });
  expect(response.ok(), `${JSON.stringify(command)}: ${await response.text()}`).toBe(true);
}

export async function playerCommand(
  request: APIRequestContext,
  game: GameHandle,
  player: PlayerHandle,
  command: Record<string, unknown>,
): Promise<void> {
  const response = await postPatiently(request, `/api/games/${game.gameId}/commands?as=player`, {
    data: { clientId: clientId(), command },
    headers: { authorization: `Bearer ${player.credential}` },
  });
  expect(response.ok(), `${player.name} ${JSON.stringify(command)}: ${await response.text()}`).toBe(true);
}

/** The moderator's view of the room, in any state (in the lobby its game is null). */
export async function roomView(request: APIRequestContext, game: GameHandle): Promise<ModeratorSessionView> {
  const response = await request.get(`/api/games/${game.gameId}?as=moderator`, {
    headers: { authorization: `Bearer ${game.moderatorToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { view: ModeratorSessionView }).view;
}

/** The moderator's view of a game under way (the game has a view from its start on; the lobby is the room's). */
export async function moderatorView(request: APIRequestContext, game: GameHandle): Promise<PlayingModeratorView> {
  const view = await roomView(request, game);
  const playing = started(view);
  if (!playing) throw new Error(`The game has not started (the room is ${view.status}): its view has no game yet.`);
  return playing;
}

/** A student joins with the code; `teamId` (optional) is chosen from the phone, as in the lobby. */
export async function joinPlayer(request: APIRequestContext, game: GameHandle, name: string, teamId?: string): Promise<PlayerHandle> {
  const credential = newCredential();
  const response = await request.post("/api/join", { data: { code: game.code, name, credential, clientId: clientId() } });
  expect(response.ok(), `${name} joins: ${await response.text()}`).toBe(true);
  const { playerId } = (await response.json()) as { playerId: string };
  const player = { id: playerId, name, credential };
  if (teamId) await playerCommand(request, game, player, { type: "chooseTeam", teamId });
  return player;
}

/** Lets a browser context act as this student's phone (the cookie a real join sets). */
export async function actAsPlayer(context: BrowserContext, baseURL: string, game: GameHandle, player: PlayerHandle): Promise<void> {
  await context.addCookies([{ name: `cs_player_${game.gameId}`, value: player.credential, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** Lets a browser context act as the moderator's console. */
export async function actAsModerator(context: BrowserContext, baseURL: string, game: GameHandle): Promise<void> {
  await context.addCookies([{ name: `cs_mod_${game.gameId}`, value: game.moderatorToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

type Phase = PlayingModeratorView["game"]["phase"]["type"];

/** Spins through the first-spin rounds until a team's turn starts. */
export async function throughFirstSpins(request: APIRequestContext, game: GameHandle): Promise<PlayingModeratorView> {
  for (let i = 0; i < 40; i++) {
    const view = await moderatorView(request, game);
    if (view.game.phase.type !== "first-spin") return view;
    await moderatorCommand(request, game, { type: "spin" });
  }
  throw new Error("first spins did not end");
}

/** Ends whatever card or draw card is on the table, quickly and without points where possible. */
export async function finishTurn(request: APIRequestContext, game: GameHandle): Promise<PlayingModeratorView> {
  for (let i = 0; i < 40; i++) {
    const view = await moderatorView(request, game);
    const phase = view.game.phase;
    if (phase.type === "turn-start" || phase.type === "finished" || phase.type === "first-spin") return view;
    const has = (type: string) => view.actions.allowed.find((action) => action.type === type);
    if (phase.type === "draw-card") {
      const apply = view.actions.allowed.find((action) => action.type === "applyDrawCard");
      await moderatorCommand(request, game, { ...apply });
    } else if (phase.type === "bid-bidding") {
      await moderatorCommand(request, game, phase.bids.length === 0 ? { type: "bid", clues: 1 } : { type: "stopBidding" });
    } else if (phase.type === "sale-offers") {
      await moderatorCommand(request, game, { type: "declineOffers" });
    } else if (has("judge")) {
      await moderatorCommand(request, game, { type: "judge", correct: false });
    } else {
      throw new Error(`cannot finish the turn in ${phase.type}`);
    }
  }
  throw new Error("the turn did not end");
}

/**
 * Spins, turn after turn, until a spin starts `wanted` (the rest of each other turn is played out
 * quickly). Returns the moderator's view in the wanted phase.
 */
export async function spinUntil(
  request: APIRequestContext,
  game: GameHandle,
  wanted: (view: PlayingModeratorView) => boolean,
  tries = 80,
): Promise<PlayingModeratorView> {
  let view = await throughFirstSpins(request, game);
  for (let i = 0; i < tries; i++) {
    if (view.game.phase.type !== "turn-start") await finishTurn(request, game);
    await moderatorCommand(request, game, { type: "spin" });
    view = await moderatorView(request, game);
    if (wanted(view)) return view;
  }
  throw new Error("the wanted spin never came");
}

export const inPhase =
  (type: Phase) =>
  (view: PlayingModeratorView): boolean =>
    view.game.phase.type === type;

/** The draw card on the table matches `test` (its effect is read from the moderator's view of the card). */
export const drewCard =
  (test: (card: { id: string; title: string; keep: boolean }) => boolean) =>
  (view: PlayingModeratorView): boolean =>
    view.game.phase.type === "draw-card" &&
    view.game.lastDraw?.card !== null &&
    view.game.lastDraw !== null &&
    test(view.game.lastDraw.card);
