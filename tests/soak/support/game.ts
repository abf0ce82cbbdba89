/**
 * Scripted games against the real server: a moderator, a board and team phones, each a device
 * with its own loopback address and (optionally) a live screen, moved on by a random legal
 * driver that reads the actions each screen's view offers.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { openScreen, type Screen } from "./live";
import { bearer, deviceAddress, request, type HttpReply } from "./http";

export interface Phone {
  playerId: string;
  token: string;
  teamId: string;
  address: string;
  name: string;
}

export interface LiveGame {
  gameId: string;
  code: string;
  moderatorToken: string;
  moderatorAddress: string;
  teamIds: string[];
  phones: Phone[];
  screens: Screen[];
  /** Highest version any reply or screen has shown. */
  version: number;
}

export type Actor = { role: "moderator" } | { role: "player"; phone: Phone };

export interface Acknowledged {
  gameId: string;
  clientId: string;
  version: number;
  type: string;
}

export type Random = () => number;

/** A small seeded generator (mulberry32) so a failing run can be repeated. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const TEAM_NAMES = ["Eagles", "Owls", "Foxes", "Bears", "Wolves", "Hawks"];
const COLOURS = ["red", "blue", "green", "orange", "purple", "teal"];

export interface SetUpOptions {
  teams: number;
  phonesPerTeam: number;
  /** Device numbers from here on are this game's addresses (see deviceAddress). */
  deviceBase: number;
  screens: boolean;
  presence?: boolean;
  wsPort?: number;
  targetPoints?: number;
  seed?: number;
}

async function ok(reply: Promise<HttpReply>, what: string): Promise<any> {
  const result = await reply;
  if (result.status >= 300) throw new Error(`${what}: ${result.status} ${result.text.slice(0, 300)}`);
  return result.json;
}

export async function setUpGame(baseUrl: string, options: SetUpOptions): Promise<LiveGame> {
  const moderatorAddress = deviceAddress(options.deviceBase);
  const created = await ok(
    // Games are created by a teacher: here the computer running Clue Spin. The moderator then uses
    // its credential from its own device address.
    request(baseUrl, "POST", "/api/games", {
      body: {
        teams: TEAM_NAMES.slice(0, options.teams).map((name, i) => ({ name, colour: COLOURS[i] })),
        ...(options.targetPoints ? { targetPoints: options.targetPoints } : {}),
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      },
    }),
    "create game",
  );
  const game: LiveGame = {
    gameId: created.gameId,
    code: created.code,
    moderatorToken: created.moderatorToken,
    moderatorAddress,
    teamIds: [],
    phones: [],
    screens: [],
    version: 0,
  };
  game.teamIds = Array.from({ length: options.teams }, (_, i) => `t${i + 1}`);
  let device = options.deviceBase + 1;
  for (const teamId of game.teamIds) {
    for (let p = 0; p < options.phonesPerTeam; p++) {
      const address = deviceAddress(device++);
      const token = randomBytes(32).toString("base64url");
      const name = `Student ${game.phones.length + 1}`;
      const joined = await ok(
        request(baseUrl, "POST", "/api/join", {
          from: address,
          body: { code: game.code, name, credential: token, clientId: randomUUID() },
        }),
        "join",
      );
      const phone: Phone = { playerId: joined.playerId, token, teamId, address, name };
      const chosen = await sendCommand(baseUrl, game, { role: "player", phone }, { type: "chooseTeam", teamId });
      if (chosen.reply.status !== 200) throw new Error(`chooseTeam: ${chosen.reply.status} ${chosen.reply.text}`);
      game.phones.push(phone);
    }
  }
  if (options.screens) await openScreens(baseUrl, game, { presence: options.presence, wsPort: options.wsPort });
  return game;
}

export async function openScreens(baseUrl: string, game: LiveGame, options: { presence?: boolean; wsPort?: number } = {}): Promise<void> {
  const common = { baseUrl, gameId: game.gameId, presence: options.presence, wsPort: options.wsPort };
  game.screens = await Promise.all([
    openScreen({ ...common, role: "moderator", token: game.moderatorToken, from: game.moderatorAddress }),
    openScreen({ ...common, role: "board", from: game.moderatorAddress }),
    ...game.phones.map((phone) => openScreen({ ...common, role: "player", token: phone.token, teamId: phone.teamId, from: phone.address })),
  ]);
}

export async function sendCommand(
  baseUrl: string,
  game: LiveGame,
  actor: Actor,
  command: Record<string, unknown>,
  extra: { clientId?: string; baseVersion?: number } = {},
): Promise<{ reply: HttpReply; clientId: string }> {
  const clientId = extra.clientId ?? randomUUID();
  const as = actor.role;
  const token = actor.role === "moderator" ? game.moderatorToken : actor.phone.token;
  const reply = await request(baseUrl, "POST", `/api/games/${game.gameId}/commands?as=${as}`, {
    from: actor.role === "moderator" ? game.moderatorAddress : actor.phone.address,
    headers: bearer(token),
    body: { clientId, command, ...(extra.baseVersion === undefined ? {} : { baseVersion: extra.baseVersion }) },
  });
  if (reply.status === 200 && typeof reply.json?.version === "number") game.version = Math.max(game.version, reply.json.version);
  return { reply, clientId };
}

const BOOKKEEPING = new Set(["pause", "resume", "adjustPoints", "skipCard", "repeatClue", "playSavedCard"]);

/**
 * A random legal next move from what the screens show: a team decision from one of that team's
 * phones, or a moderator decision (judging, starting). Answers are judged right 40% of the time.
 */
export function chooseMove(
  game: LiveGame,
  random: Random,
  views?: { moderator: any; teams: Map<string, any> },
): { actor: Actor; command: Record<string, unknown> } | null {
  const moderatorView = views?.moderator ?? game.screens.find((s) => s.role === "moderator")?.view;
  const candidates: { actor: Actor; command: Record<string, unknown> }[] = [];
  if (moderatorView?.status === "lobby") return { actor: { role: "moderator" }, command: { type: "startGame" } };
  if (!moderatorView || moderatorView.status !== "playing") return null;
  for (const teamId of game.teamIds) {
    const teamView = views?.teams.get(teamId) ?? game.screens.find((s) => s.role === "player" && s.teamId === teamId)?.view;
    const phones = game.phones.filter((p) => p.teamId === teamId);
    if (!teamView || phones.length === 0) continue;
    for (const action of (teamView.actions?.allowed ?? []) as Record<string, unknown>[]) {
      if (BOOKKEEPING.has(String(action.type))) continue;
      const command = action.type === "answer" ? { ...action, text: "Ohio" } : action;
      candidates.push({ actor: { role: "player", phone: pick(random, phones) }, command });
    }
  }
  for (const action of (moderatorView.actions?.allowed ?? []) as Record<string, unknown>[]) {
    if (BOOKKEEPING.has(String(action.type)) || "onBehalfOf" in action) continue;
    if (action.type === "judge") candidates.push({ actor: { role: "moderator" }, command: { type: "judge", correct: random() < 0.4 } });
    else candidates.push({ actor: { role: "moderator" }, command: action });
  }
  if (candidates.length === 0) {
    // Nobody with a phone can move: the moderator plays for the team the game waits on.
    const onBehalf = ((moderatorView.actions?.allowed ?? []) as Record<string, unknown>[]).filter((a) => !BOOKKEEPING.has(String(a.type)));
    return onBehalf.length ? { actor: { role: "moderator" }, command: pick(random, onBehalf) } : null;
  }
  return pick(random, candidates);
}

/** The latest views fetched over HTTP (for drivers without screens). */
export async function fetchViews(baseUrl: string, game: LiveGame): Promise<{ moderator: any; teams: Map<string, any> }> {
  const moderator = await ok(
    request(baseUrl, "GET", `/api/games/${game.gameId}?as=moderator`, {
      headers: bearer(game.moderatorToken),
      from: game.moderatorAddress,
    }),
    "moderator view",
  );
  const teams = new Map<string, any>();
  for (const teamId of game.teamIds) {
    const phone = game.phones.find((p) => p.teamId === teamId);
    if (!phone) continue;
    const view = await ok(
      request(baseUrl, "GET", `/api/games/${game.gameId}?as=player`, { headers: bearer(phone.token), from: phone.address }),
      "team view",
    );
    teams.set(teamId, view.view);
  }
  game.version = Math.max(game.version, moderator.view.version);
  return { moderator: moderator.view, teams };
}

export function closeScreens(game: LiveGame): void {
  for (const screen of game.screens) screen.close();
}
