import { expect, type APIRequestContext, type Page } from "@playwright/test";
import WebSocket from "ws";
import { textOf } from "../../support/ws-text";
import { moderatorCommand, newCredential, roomView, type GameHandle, type PlayerHandle } from "./game-api";

/**
 * A class session of a card game driven over the HTTP API, for the tables' layout tests: the room is
 * created with the game's options, students with the longest names join, the class is seated and
 * the tables are played by seeded random choice among each team's legal moves (`actions.allowed`,
 * the engine's own list), every command through the one command path.
 */
export async function createTableGame(request: APIRequestContext, game: string, options: Record<string, unknown>): Promise<GameHandle> {
  const response = await request.post("/api/games", { data: { game, ...options } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GameHandle;
}

const FIRST = ["Alexandria", "Bartholomew", "Cassiopeia", "Dmitrievna", "Evangelista", "Fitzgerald"];
const LAST = ["Montgomery", "Abernathy", "Vanderbilt", "Castellano"];
const LETTERS = "QRSTUVWXYZJKLMNOPABCDEFGHI";

/** `count` different names of exactly 24 characters (the longest a name may be), made of long words. */
export function longNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const base = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`;
    const letter = LETTERS.charAt(Math.floor(index / (FIRST.length * LAST.length)) % LETTERS.length);
    return `${base} ${letter.repeat(24 - base.length - 1)}`.slice(0, 24);
  });
}

/** The students join with the code, one after another, waiting as the server asks when joins come faster than it takes them. */
export async function joinClass(request: APIRequestContext, game: GameHandle, names: readonly string[]): Promise<PlayerHandle[]> {
  const players: PlayerHandle[] = [];
  for (const [index, name] of names.entries()) {
    const credential = newCredential();
    for (let attempt = 0; ; attempt++) {
      const response = await request.post("/api/join", {
        data: { code: game.code, name, credential, clientId: `join${Date.now().toString(36)}x${index}` },
      });
      if (response.status() === 429 && attempt < 10) {
        await new Promise((resolve) => setTimeout(resolve, 1000 * Math.max(1, Number(response.headers()["retry-after"] ?? "1"))));
        continue;
      }
      expect(response.ok(), `${name} joins: ${await response.text()}`).toBe(true);
      const { playerId } = (await response.json()) as { playerId: string };
      players.push({ id: playerId, name, credential });
      break;
    }
  }
  return players;
}

/** Seated: which team each player is on, from the room's view. */
export async function teamsOf(request: APIRequestContext, game: GameHandle, players: readonly PlayerHandle[]) {
  const view = await roomView(request, game);
  const byTeam = new Map<string, PlayerHandle>();
  for (const team of view.teams) {
    const first = team.players[0];
    const player = first ? players.find((candidate) => candidate.id === first.id) : undefined;
    if (player) byTeam.set(team.id, player);
  }
  return byTeam;
}

interface TeamViewLite {
  version: number;
  teamId: string;
  actions: { allowed: Record<string, unknown>[] };
}

export async function teamView(request: APIRequestContext, game: GameHandle, player: PlayerHandle): Promise<TeamViewLite> {
  const response = await request.get(`/api/games/${game.gameId}?as=player`, { headers: { authorization: `Bearer ${player.credential}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { view: TeamViewLite }).view;
}

/** A small seeded generator (mulberry32): the same seed plays the same game. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One random legal move at the table of `teams` (each team's first player sends its own). Returns
 * the command sent, or null when no team may move now (the game is over, or a clock runs).
 */
export async function randomMove(
  request: APIRequestContext,
  game: GameHandle,
  teams: ReadonlyMap<string, PlayerHandle>,
  random: () => number,
): Promise<Record<string, unknown> | null> {
  const choices: { player: PlayerHandle; command: Record<string, unknown> }[] = [];
  for (const player of teams.values()) {
    const view = await teamView(request, game, player);
    for (const command of view.actions.allowed) choices.push({ player, command });
  }
  if (choices.length === 0) return null;
  const pick = choices[Math.floor(random() * choices.length)]!;
  const response = await request.post(`/api/games/${game.gameId}/commands?as=player`, {
    data: { clientId: `lay${Date.now().toString(36)}${Math.floor(random() * 1e9).toString(36)}`, command: pick.command },
    headers: { authorization: `Bearer ${pick.player.credential}` },
  });
  expect(response.ok(), `${JSON.stringify(pick.command)}: ${await response.text()}`).toBe(true);
  return pick.command;
}

export async function seatAndStart(request: APIRequestContext, game: GameHandle, tables?: number): Promise<void> {
  await moderatorCommand(request, game, { type: "seatTables", ...(tables ? { tables } : {}) });
  await moderatorCommand(request, game, { type: "startGame" });
}

/** The board page shows the room's version `version` or a later one (a clock's command may follow it at any time). */
export async function boardCaughtUp(page: Page, version: number): Promise<void> {
  const shown = page.locator("[data-board][data-view-version]");
  await expect
    .poll(async () => Number((await shown.getAttribute("data-view-version")) ?? -1), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(version);
}

/**
 * A student's phone connected as a real phone is: a WebSocket to the built-in real-time server,
 * subscribed to the room's presence channel with the server's signature for this student, so the
 * console counts it online. Close it when done.
 */
export async function connectPresence(
  request: APIRequestContext,
  baseURL: string,
  game: GameHandle,
  player: PlayerHandle,
): Promise<WebSocket> {
  const key = ((await (await request.get("/api/realtime")).json()) as { key: string }).key;
  const channel = `presence-game-${game.gameId}`;
  const ws = new WebSocket(`${baseURL.replace(/^http/, "ws")}/app/${key}?protocol=7`);
  await new Promise<void>((resolve, reject) => {
    ws.on("error", reject);
    ws.on("message", (data) => {
      const frame = JSON.parse(textOf(data)) as { event: string; data?: string };
      if (frame.event === "pusher:connection_established") {
        const socketId = (JSON.parse(frame.data ?? "{}") as { socket_id: string }).socket_id;
        void request
          .post("/api/pusher/auth?as=player", {
            headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${player.credential}` },
            data: `socket_id=${encodeURIComponent(socketId)}&channel_name=${encodeURIComponent(channel)}`,
          })
          .then(async (signed) => {
            if (!signed.ok()) throw new Error(`presence auth for ${player.name}: ${signed.status()} ${await signed.text()}`);
            const { auth, channel_data } = (await signed.json()) as { auth: string; channel_data: string };
            ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth, channel_data } }));
          })
          .catch(reject);
      }
      if (frame.event === "pusher_internal:subscription_succeeded") resolve();
      if (frame.event === "pusher:subscription_error" || frame.event === "pusher:error")
        reject(new Error(`${player.name}: ${frame.data ?? frame.event}`));
    });
  });
  return ws;
}
