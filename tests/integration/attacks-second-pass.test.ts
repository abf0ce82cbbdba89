import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startServer, type ServerProcess } from "./server-process";
import { call, credential } from "./clients";
import { request, type HttpReply } from "../soak/support/http";
import { textOf } from "@/tests/support/ws-text";

/**
 * [SEC-12..17] What the second attack pass found, each tried again as the attack on the real
 * server from students' own device addresses (any 127.x.y.z but 127.0.0.1 is a phone on the
 * classroom network). Each test fails on the code before the fix.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

let nextDevice = 1;
const phone = () => `127.67.${Math.floor(nextDevice / 250)}.${(nextDevice++ % 250) + 1}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Student {
  name: string;
  from: string;
  token: string;
  playerId: string;
}

const bearerFrom = (student: Student) => ({ from: student.from, headers: { authorization: `Bearer ${student.token}` } });

async function createRoom(body: Record<string, unknown>): Promise<{ gameId: string; code: string; moderatorToken: string }> {
  const created = await call(server.baseUrl, "POST", "/api/games", body);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.json)}`);
  return created.json;
}

async function joinAs(code: string, name: string, from = phone()): Promise<Student> {
  const token = credential();
  const reply = await request(server.baseUrl, "POST", "/api/join", {
    from,
    body: { code, name, credential: token, clientId: randomUUID() },
  });
  if (reply.status !== 200) throw new Error(`join ${name} failed: ${reply.status} ${JSON.stringify(reply.json)}`);
  return { name, from, token, playerId: reply.json.playerId };
}

const moderate = (game: { gameId: string; moderatorToken: string }, cmd: Record<string, unknown>) =>
  call(
    server.baseUrl,
    "POST",
    `/api/games/${game.gameId}/commands?as=moderator`,
    { clientId: randomUUID(), command: cmd },
    {
      authorization: `Bearer ${game.moderatorToken}`,
    },
  );

const play = (gameId: string, student: Student, cmd: Record<string, unknown>): Promise<HttpReply> =>
  request(server.baseUrl, "POST", `/api/games/${gameId}/commands?as=player`, {
    ...bearerFrom(student),
    body: { clientId: randomUUID(), command: cmd },
  });

async function ownView(gameId: string, student: Student): Promise<any> {
  const reply = await request(server.baseUrl, "GET", `/api/games/${gameId}?as=player`, bearerFrom(student));
  if (reply.status !== 200) throw new Error(`view failed: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json.view;
}

const moderatorView = async (game: { gameId: string; moderatorToken: string }) =>
  (
    await call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=moderator`, undefined, {
      authorization: `Bearer ${game.moderatorToken}`,
    })
  ).json.view;

/**
 * A student's phone as an attacker holds it: one raw Pusher-protocol socket, kept open whatever
 * happens, that subscribes to every team channel the server ever authorised it for and, after
 * each change, tries every one of those subscriptions again with the signature it was given.
 */
class SpySocket {
  readonly frames: any[] = [];
  private readonly signed = new Map<string, string>();
  private constructor(
    readonly ws: WebSocket,
    readonly socketId: string,
    private readonly student: Student,
  ) {}

  static async open(student: Student): Promise<SpySocket> {
    const key = (await call(server.baseUrl, "GET", "/api/realtime")).json.key as string;
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${key}?protocol=7`, { localAddress: student.from });
    const frames: any[] = [];
    const socketId = await new Promise<string>((resolve, reject) => {
      ws.on("error", reject);
      ws.on("message", (data) => {
        const frame = JSON.parse(textOf(data));
        frames.push(frame);
        if (frame.event === "pusher:connection_established") resolve(JSON.parse(frame.data).socket_id);
      });
    });
    const spy = new SpySocket(ws, socketId, student);
    spy.frames.push(...frames);
    ws.removeAllListeners("message");
    ws.on("message", (data) => spy.frames.push(JSON.parse(textOf(data))));
    return spy;
  }

  /** Asks the server to sign `channel` for this socket; subscribes if it does. Returns the auth status. */
  async subscribe(channel: string): Promise<number> {
    const reply = await request(server.baseUrl, "POST", "/api/pusher/auth?as=player", {
      ...bearerFrom(this.student),
      headers: { authorization: `Bearer ${this.student.token}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ socket_id: this.socketId, channel_name: channel }).toString(),
    });
    if (reply.status === 200) {
      this.signed.set(channel, reply.json.auth);
      this.ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: reply.json.auth } }));
      await this.until(() => this.frames.some((f) => f.event === "pusher_internal:subscription_succeeded" && f.channel === channel));
    }
    return reply.status;
  }

  /** Sends every subscription it was ever signed for again, as an attacker would after being dropped. */
  resubscribeAll(): void {
    for (const [channel, auth] of this.signed) this.ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } }));
  }

  /** Team views this socket received that belong to a team its student was not on at that version. */
  foreignViews(): { channel: string; teamId: string; version: number }[] {
    return this.views().filter((v) => !v.own);
  }

  /** Every team view received, and whether the student was on that team in the view's own roster. */
  views(): { channel: string; teamId: string; version: number; own: boolean }[] {
    return this.frames.flatMap((frame) => {
      if (frame.event !== "view") return [];
      const data = JSON.parse(frame.data);
      const view = data.view;
      if (!view || view.audience !== "team") return [];
      const team = (view.teams as { id: string; players: { id: string }[] }[]).find((t) => t.id === view.teamId);
      const own = team?.players.some((p) => p.id === this.student.playerId) ?? false;
      return [{ channel: frame.channel as string, teamId: view.teamId as string, version: data.version as number, own }];
    });
  }

  async until(done: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && Date.now() < deadline) await sleep(20);
  }

  close(): void {
    this.ws.terminate();
  }
}

describe("[SEC-12] after undo or reseating, an open socket never hears another team", () => {
  it("[SEC-12a] clue game: Move then Undo; the moved student's sockets never receive the other team's view, even re-sending old signatures", async () => {
    const game = await createRoom({
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
      seed: 31,
    });
    const sam = await joinAs(game.code, "Sam");
    const olu = await joinAs(game.code, "Olu");
    expect((await play(game.gameId, sam, { type: "chooseTeam", teamId: "t1" })).status).toBe(200);
    expect((await play(game.gameId, olu, { type: "chooseTeam", teamId: "t2" })).status).toBe(200);
    const spy = await SpySocket.open(sam);
    expect(await spy.subscribe((await ownView(game.gameId, sam)).teamChannel)).toBe(200);

    expect((await moderate(game, { type: "movePlayer", playerId: sam.playerId, teamId: "t2" })).status).toBe(200);
    const onOwls = (await ownView(game.gameId, sam)).teamChannel;
    expect(await spy.subscribe(onOwls)).toBe(200);
    expect((await moderate(game, { type: "undo" })).status).toBe(200);
    expect((await ownView(game.gameId, sam)).teamId).toBe("t1");
    // The Owls' channel that Sam heard while on the team is retired: the server dropped the socket from it.
    expect((await ownView(game.gameId, olu)).teamChannel).not.toBe(onOwls);
    spy.resubscribeAll();
    expect(await spy.subscribe((await ownView(game.gameId, sam)).teamChannel)).toBe(200);

    expect((await moderate(game, { type: "startGame" })).status).toBe(200);
    expect((await moderate(game, { type: "pause" })).status).toBe(200);
    expect((await moderate(game, { type: "resume" })).status).toBe(200);
    await spy.until(() => spy.views().filter((v) => v.version >= 6).length >= 3);
    expect(spy.foreignViews()).toEqual([]);
    // The socket still hears its own team (the check above is not vacuous).
    expect(spy.views().filter((v) => v.own && v.version >= 6).length).toBeGreaterThanOrEqual(3);
    spy.close();
  });

  it("[SEC-12b] a class at a table: a move then the room's undo; the spy never receives the other team's hand", async () => {
    const game = await createRoom({ game: "play-the-ranks", level: 3, seed: 99 });
    const students = [];
    for (const name of ["Ana", "Ben", "Cy", "Dee"]) students.push(await joinAs(game.code, name));
    expect((await moderate(game, { type: "seatTables", tables: 1 })).status).toBe(200);
    expect((await moderate(game, { type: "startGame" })).status).toBe(200);
    const spyStudent = students[0]!;
    const spy = await SpySocket.open(spyStudent);
    const home = await ownView(game.gameId, spyStudent);
    expect(await spy.subscribe(home.teamChannel)).toBe(200);
    const otherTeam = home.teamId === "t1" ? "t2" : "t1";

    expect((await moderate(game, { type: "movePlayer", playerId: spyStudent.playerId, teamId: otherTeam })).status).toBe(200);
    expect(await spy.subscribe((await ownView(game.gameId, spyStudent)).teamChannel)).toBe(200);
    expect((await moderate(game, { type: "undo" })).status).toBe(200);
    expect((await ownView(game.gameId, spyStudent)).teamId).toBe(home.teamId);
    spy.resubscribeAll();
    expect(await spy.subscribe((await ownView(game.gameId, spyStudent)).teamChannel)).toBe(200);
    const version = (await moderatorView(game)).version as number;
    expect((await moderate(game, { type: "pauseTable", table: "T1" })).status).toBe(200);
    expect((await moderate(game, { type: "resumeTable", table: "T1" })).status).toBe(200);
    await spy.until(() => spy.views().filter((v) => v.version > version).length >= 2);
    expect(spy.foreignViews()).toEqual([]);
    expect(spy.views().filter((v) => v.own && v.version > version).length).toBeGreaterThanOrEqual(2);
    spy.close();
  });

  it("[SEC-12c] the lobby: seated at 2 tables, undone, seated at 3 and started; no old socket hears another team's hand", async () => {
    const game = await createRoom({ game: "play-the-ranks", level: 3, seed: 7 });
    const students: Student[] = [];
    for (let i = 0; i < 12; i++) students.push(await joinAs(game.code, `Student ${String.fromCharCode(65 + i)}`));
    expect((await moderate(game, { type: "seatTables", tables: 2 })).status).toBe(200);
    const spies = await Promise.all(students.map((student) => SpySocket.open(student)));
    for (const [i, student] of students.entries())
      expect(await spies[i]!.subscribe((await ownView(game.gameId, student)).teamChannel)).toBe(200);
    expect((await moderate(game, { type: "undo" })).status).toBe(200);
    for (const spy of spies) spy.resubscribeAll();
    expect((await moderate(game, { type: "seatTables", tables: 3 })).status).toBe(200);
    for (const spy of spies) spy.resubscribeAll();
    expect((await moderate(game, { type: "startGame" })).status).toBe(200);
    // Each phone's own screen would follow its new channel; hearing the start there proves frames flowed.
    const listener = await SpySocket.open(students[0]!);
    expect(await listener.subscribe((await ownView(game.gameId, students[0]!)).teamChannel)).toBe(200);
    expect((await moderate(game, { type: "pauseTable", table: "T1" })).status).toBe(200);
    await listener.until(() => listener.views().length > 0);
    expect(listener.views().length).toBeGreaterThan(0);
    await sleep(300);
    const leaks = spies.flatMap((spy, i) => spy.foreignViews().map((leak) => ({ student: students[i]!.name, ...leak })));
    expect(leaks).toEqual([]);
    for (const spy of [...spies, listener]) spy.close();
  });
});

describe("[SEC-13] two requests for one seat stay apart", () => {
  it("[SEC-13] a classmate holding a seat cannot ask for another's; two seatless phones asking for one seat both show, told apart; the granted device is the one a block keeps out", async () => {
    const game = await createRoom({
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
      seed: 5,
    });
    const fatima = await joinAs(game.code, "Fatima");
    const classmate = await joinAs(game.code, "Kai");
    const ask = (from: string) =>
      request(server.baseUrl, "POST", "/api/join", {
        from,
        body: { code: game.code, name: "Fatima", credential: credential(), clientId: randomUUID(), reclaim: true },
      });
    const fromClassmate = await ask(classmate.from);
    expect(fromClassmate.status).toBe(403);
    expect(fromClassmate.json.error.code).toBe("auth/device_has_seat");
    expect(fromClassmate.json.error.message).toMatch(/already has a seat/);

    const borrowed = phone();
    const stranger = phone();
    const first = await ask(borrowed);
    const second = await ask(stranger);
    const own = await ask(fatima.from);
    expect([first.status, second.status, own.status]).toEqual([200, 200, 200]);
    const claims = (await moderatorView(game)).claims as any[];
    expect(claims).toHaveLength(3);
    expect(new Set(claims.map((c) => c.requestCode)).size).toBe(3);
    expect(claims.map((c) => [c.address, c.device, c.rivals])).toEqual([
      [borrowed, "other", 2],
      [stranger, "other", 2],
      [fatima.from, "seat", 2],
    ]);
    expect(claims.map((c) => c.requestCode)).toEqual(
      [first, second, own].map((reply) => String(reply.json.claimId).slice(0, 4).toUpperCase()),
    );

    const granted = claims[0];
    expect((await moderate(game, { type: "answerClaim", claimId: granted.id, grant: true })).status).toBe(200);
    expect((await moderatorView(game)).claims).toHaveLength(2);
    // "Keep this device out" blocks the device the seat was given to, not the one it joined from.
    expect((await moderate(game, { type: "removePlayer", playerId: fatima.playerId, block: true })).status).toBe(200);
    const again = (from: string) =>
      request(server.baseUrl, "POST", "/api/join", {
        from,
        body: { code: game.code, name: "Someone", credential: credential(), clientId: randomUUID() },
      });
    expect((await again(borrowed)).json.error?.code).toBe("auth/blocked");
    expect((await again(fatima.from)).status).toBe(200);
  });
});

describe("[SEC-14] an ended table or a finished room accepts nothing but undo", () => {
  it("[SEC-14a] clue game: after endTable a student's move, a rename, a team change and a seat request are refused and the version stays", async () => {
    const game = await createRoom({
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
      seed: 3,
    });
    const ben = await joinAs(game.code, "Ben");
    expect((await play(game.gameId, ben, { type: "chooseTeam", teamId: "t1" })).status).toBe(200);
    expect((await moderate(game, { type: "startGame" })).status).toBe(200);
    expect((await moderate(game, { type: "endTable", table: "main" })).status).toBe(200);
    const ended = await moderatorView(game);
    expect(ended.status).toBe("finished");
    const tries = [
      await play(game.gameId, ben, { type: "spin" }),
      await play(game.gameId, ben, { type: "renamePlayer", playerId: ben.playerId, name: "TEACHER: Ben cheated!!" }),
      await play(game.gameId, ben, { type: "chooseTeam", teamId: "t2" }),
      await request(server.baseUrl, "POST", "/api/join", {
        from: phone(),
        body: { code: game.code, name: "Ben", credential: credential(), clientId: randomUUID(), reclaim: true },
      }),
    ];
    expect(tries.map((t) => [t.status, t.json.error.code])).toEqual([
      [409, "rule/game_over"],
      [409, "rule/game_over"],
      [409, "rule/game_over"],
      [409, "rule/game_over"],
    ]);
    for (const t of tries) expect(t.json.error.message).toMatch(/over/);
    const after = await moderatorView(game);
    expect(after.version).toBe(ended.version);
    expect(after.status).toBe("finished");
    expect(JSON.stringify(after)).not.toContain("cheated");
    // Undo still reopens it.
    expect((await moderate(game, { type: "undo" })).status).toBe(200);
    expect((await moderatorView(game)).status).toBe("playing");
  });

  it("[SEC-14b] a class seated at one table: after endTable a student's move is refused and the room stays finished", async () => {
    const game = await createRoom({ game: "play-the-ranks", level: 3, seed: 12 });
    const students = [];
    for (const name of ["Ana", "Ben", "Cy", "Dee"]) students.push(await joinAs(game.code, name));
    expect((await moderate(game, { type: "seatTables", tables: 1 })).status).toBe(200);
    expect((await moderate(game, { type: "startGame" })).status).toBe(200);
    // A move the table would accept now: the first legal one any phone is offered.
    let legal: { student: Student; command: Record<string, unknown> } | null = null;
    for (const student of students) {
      const allowed = ((await ownView(game.gameId, student)).actions?.allowed ?? []) as Record<string, unknown>[];
      if (allowed[0] && !legal) legal = { student, command: allowed[0] };
    }
    if (!legal) throw new Error("no phone was offered a move at the start");
    expect((await moderate(game, { type: "endTable", table: "T1" })).status).toBe(200);
    const ended = await moderatorView(game);
    expect(ended.status).toBe("finished");
    for (const student of students) expect((await ownView(game.gameId, student)).actions?.allowed ?? []).toEqual([]);
    const tried = await play(game.gameId, legal.student, legal.command);
    expect([tried.status, tried.json.error.code]).toEqual([409, "rule/game_over"]);
    const after = await moderatorView(game);
    expect([after.version, after.status, after.tables[0].over]).toEqual([ended.version, "finished", true]);
  });
});

describe("[SEC-15] renames cannot stall a class", () => {
  it("[SEC-15] an unchanged name is refused without a version; a student's renames have their own small budget", async () => {
    const game = await createRoom({
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
      seed: 8,
    });
    const mo = await joinAs(game.code, "Mo");
    const before = (await moderatorView(game)).version as number;
    const same = await play(game.gameId, mo, { type: "renamePlayer", playerId: mo.playerId, name: " Mo " });
    expect([same.status, same.json.error.code]).toEqual([409, "rule/no_change"]);
    expect((await moderatorView(game)).version).toBe(before);
    const replies = [];
    for (const name of ["Mo A", "Mo B", "Mo C", "Mo D", "Mo E"])
      replies.push(await play(game.gameId, mo, { type: "renamePlayer", playerId: mo.playerId, name }));
    // The refused unchanged name counted too: three tries, then one every ten seconds.
    expect(replies.map((r) => r.status)).toEqual([200, 200, 429, 429, 429]);
    expect(replies[2]!.json.error.code).toBe("rate/too_many_renames");
    expect(replies[2]!.headers["retry-after"]).toBeDefined();
    expect((await moderatorView(game)).version).toBe(before + 2);
    // The moderator's renames are not the student's budget.
    expect((await moderate(game, { type: "renamePlayer", playerId: mo.playerId, name: "Mohamed" })).status).toBe(200);
  });
});

describe("[SEC-16] names must be visible and told apart", () => {
  it("[SEC-16] padding with what draws nothing does not make a new name; a name with no letter is refused; mark pile-ups are capped; team names too", async () => {
    const game = await createRoom({
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
      seed: 9,
    });
    await joinAs(game.code, "Ann");
    const tryJoin = (name: string) =>
      request(server.baseUrl, "POST", "/api/join", {
        from: phone(),
        body: { code: game.code, name, credential: credential(), clientId: randomUUID() },
      });
    for (const padded of ["Ann\u034F", "An\uFE0Fn", "Ann\u{E0100}", "A\u17B4nn", "\u3164Ann"]) {
      const reply = await tryJoin(padded);
      expect([padded, reply.status, reply.json.error?.code]).toEqual([padded, 409, "rule/name_taken"]);
    }
    for (const blank of ["\u3164\u3164", "\uFFA0", "\u2800\u2800\u2800", "\u034F\uFE0F"]) {
      const reply = await tryJoin(blank);
      expect(reply.status, JSON.stringify(blank)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.json.error.message).toMatch(/letters|name/i);
    }
    const zalgo = await tryJoin(`Z${"\u0301\u0302\u0303\u0304\u0305\u0306".repeat(2)}oe`);
    expect(zalgo.status).toBe(200);
    const names = ((await moderatorView(game)).unassigned as { name: string }[]).map((p) => p.name);
    expect(names).toContain("Z\u0301\u0302oe".normalize("NFC"));
    expect(names).toHaveLength(2);

    const teams = async (a: string, b: string) =>
      call(server.baseUrl, "POST", "/api/games", {
        teams: [
          { name: a, colour: "red" },
          { name: b, colour: "blue" },
        ],
      });
    expect((await teams("Owls", "Owls\uFE0F")).status).toBe(400);
    expect((await teams("Owls", "\u3164\u3164")).status).toBe(400);
    expect((await teams("Owls", "Hawks")).status).toBe(201);
  });
});

describe("[SEC-17] a malformed cookie is no cookie", () => {
  it("[SEC-17] cs_player_<game>=% and cs_mod_<game>=% get 401 with a sentence, never 500", async () => {
    const game = await createRoom({
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
    });
    for (const [as, cookie] of [
      ["player", `cs_player_${game.gameId}=%`],
      ["moderator", `cs_mod_${game.gameId}=%E0%A4%A`],
    ] as const) {
      const reply = await request(server.baseUrl, "GET", `/api/games/${game.gameId}?as=${as}`, { from: phone(), headers: { cookie } });
      expect(reply.status, cookie).toBe(401);
      expect(reply.json.error.message.length).toBeGreaterThan(10);
      const command = await request(server.baseUrl, "POST", `/api/games/${game.gameId}/commands?as=${as}`, {
        from: phone(),
        headers: { cookie },
        body: { clientId: randomUUID(), command: { type: "lockJoining", locked: true } },
      });
      expect(command.status, cookie).toBe(401);
    }
    expect(server.output()).not.toMatch(/URIError/);
  });
});
