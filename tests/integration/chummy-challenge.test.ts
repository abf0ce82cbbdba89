import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHALLENGE_CARDS, type ChallengeQuestion } from "@/lib/content/challenge-cards";
import { judgeTypedAnswer } from "@/lib/games/chummy-challenge/judge";
import { measureRound, serverNowFrom, type ClockPing, type ClockSample } from "@/lib/client/press-clock";
import { bearer, call, command, connectLive, join, view, type GameHandle, type LiveClient } from "./clients";
import { startDelayingProxy, type DelayingProxy } from "./delaying-proxy";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [CC-CLASS] Chummy Challenge on the real server: a class of 8 at two tables of two teams of two.
 * Each team's phones name its GeoPlunger; the server's own wake reads the question a word at a time
 * (the test sends nothing while it reads); the test's phones know the deck (it is public content)
 * and buzz as soon as the words read pick out one question, as a student who knows it would. At
 * table 1, the first challenge's buzz is fair (the GeoPlunger on slow Wi-Fi, behind the delaying
 * proxy, pressed first and wins though its buzz arrives second), a teammate types each answer, the
 * second challenge is overruled from the console and the third is a buzz at the same time answered
 * secretly by both teams. Table 2 wins its first two. Every phone's view is checked on the way: no
 * unread word, no question's id, no accepted answer before the reveal, and the other team's secret
 * answer never on a phone before both are judged.
 */
let server: ServerProcess;
let proxy: DelayingProxy;
beforeAll(async () => {
  server = await startServer();
  proxy = await startDelayingProxy(server.baseUrl, SLOW_EACH_WAY_MS);
}, 120_000);
afterAll(async () => {
  await proxy.close();
  await server.stop();
});

const SLOW_EACH_WAY_MS = 350;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const QUESTIONS: ChallengeQuestion[] = CHALLENGE_CARDS.flatMap((card) => card.questions);
const wordsOfText = (text: string) => text.split(/\s+/).filter(Boolean);

interface Phone {
  name: string;
  playerId: string;
  token: string;
  teamId: string;
  table: string;
  channel: string;
  /** Where its requests go: the server, or the delaying proxy in front of it. */
  via: string;
  sample: ClockSample | null;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(60);
  }
}

const ok = (result: { status: number; json: unknown }) => expect(result.status, JSON.stringify(result.json)).toBe(200);

/** A typed answer no other string in a view could hold by chance: the right names in alternating case (the judge ignores case). */
function markedAnswer(question: ChallengeQuestion): string {
  const plain = question.answers
    .slice(0, question.needed)
    .map((answer) => answer.answer)
    .join(", ");
  const marked = plain.replace(/[a-z]/gi, (letter, i: number) => (i % 2 ? letter.toLowerCase() : letter.toUpperCase()));
  const text = judgeTypedAnswer(marked, question).right ? marked : plain;
  expect(judgeTypedAnswer(text, question).right, text).toBe(true);
  return text;
}

/** Every string in a view, but the words read and the challenges already judged (their answers are public then). */
function stringsOf(value: unknown, skip: (key: string) => boolean, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, skip, out);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) if (!skip(key)) stringsOf(item, skip, out);
  return out;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

describe("[CC-CLASS] Chummy Challenge, a class of 8 at two tables, on the real server", () => {
  it("[CC-CLASS-1] the wake reads, a fair buzz, teammates answer, the console overrules, same-time answers stay secret; both tables play to the end", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", {
      game: "chummy-challenge",
      seed: 23,
      geoPlungeSeconds: 3,
      wordsPerMinute: 240,
      answerSeconds: 20,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const game = created.json as GameHandle;
    const names = ["Ava", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"];
    const joined = [];
    for (const name of names) joined.push({ name, ...(await join(server.baseUrl, game.code, name)) });
    ok(await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "seatTables", tables: 2 }));
    ok(await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" }));
    const phones: Phone[] = [];
    for (const player of joined) {
      const own = await view(server.baseUrl, game.gameId, "player", player.token);
      phones.push({ ...player, teamId: own.teamId, table: own.table, channel: own.teamChannel, via: server.baseUrl, sample: null });
    }
    const tables = [...new Set(phones.map((phone) => phone.table))].sort();
    expect(tables).toEqual(["T1", "T2"]);
    const teamsAt = (table: string) => [...new Set(phones.filter((p) => p.table === table).map((p) => p.teamId))].sort();
    const membersOf = (teamId: string) => phones.filter((p) => p.teamId === teamId);
    for (const table of tables) for (const teamId of teamsAt(table)) expect(membersOf(teamId)).toHaveLength(2);
    const gameOf = async (phone: Phone) => (await view(server.baseUrl, game.gameId, "player", phone.token)).game;
    const tableOnBoard = async (table: string) =>
      (await view(server.baseUrl, game.gameId, "board")).tableViews.find((entry: { table: string }) => entry.table === table).game;
    const atTable = (table: string, cmd: Record<string, unknown>) =>
      command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "atTable", table, command: cmd });

    const [teamA, teamB] = teamsAt("T1") as [string, string];
    const [teamC, teamD] = teamsAt("T2") as [string, string];
    const send = (phone: Phone, cmd: Record<string, unknown>) => command(phone.via, game.gameId, "player", phone.token, cmd);
    // The count of five: team A stands up; team B stays seated; table 2 says nothing and the server's count closes it.
    ok(await send(membersOf(teamA)[1]!, { type: "standUp" }));
    ok(await send(membersOf(teamB)[1]!, { type: "staySeated" }));

    // Table 1's first GeoPlunger of team A is on slow Wi-Fi: every request of that phone goes through the proxy.
    const slow = membersOf(teamA)[0]!;
    slow.via = proxy.baseUrl;
    const measure = async (phone: Phone) => {
      const pinger: ClockPing = async (body) => {
        const reply = await call(phone.via, "POST", `/api/games/${game.gameId}/clock?as=player`, body, bearer(phone.token));
        return reply.status === 200 ? reply.json : null;
      };
      phone.sample = await measureRound(pinger);
    };
    await Promise.all(phones.filter((phone) => phone.table === "T1").map(measure));

    // Team B's phones' live channel, every frame kept: the secret answer check reads it.
    const teamBLive: LiveClient = await connectLive(server.baseUrl, [membersOf(teamB)[0]!.channel], {
      as: "player",
      token: membersOf(teamB)[0]!.token,
    });

    /** Every phone at the table and the board: the words are a prefix of the question and nothing secret is there. */
    const checkSecrets = async (table: string, question: ChallengeQuestion, number: number) => {
      const audiences = [...teamsAt(table).flatMap((teamId) => membersOf(teamId).map((phone) => gameOf(phone))), tableOnBoard(table)];
      const all = wordsOfText(question.text);
      for (const seen of await Promise.all(audiences)) {
        const json = JSON.stringify(seen);
        expect(json).not.toMatch(/challenge-\d\d/);
        expect(json).not.toContain(question.text);
        const words = seen.now?.words ?? [];
        expect(words).toEqual(all.slice(0, words.length));
        // The words not yet read are nowhere in the view.
        if (words.length < all.length - 1) expect(json).not.toContain(all.slice(words.length).join(" "));
        expect(seen.judged.length).toBe(number - 1);
        const secrets = new Set(question.answers.flatMap((answer) => [answer.answer, ...answer.aliases]).map(normal));
        const people = new Set(phones.map((phone) => normal(phone.name)));
        const strings = stringsOf(seen, (key) => key === "words" || key === "judged")
          .map(normal)
          .filter((text) => !people.has(text));
        expect(
          strings.filter((text) => secrets.has(text)),
          `accepted answers of ${question.id} in a view`,
        ).toEqual([]);
      }
    };

    /** Both teams name their GeoPlunger (each named by a teammate); the question is read by the server; the phones pick it out. */
    const askQuestion = async (table: string, number: number, geoPlungers: [Phone, Phone]) => {
      const [first, second] = teamsAt(table) as [string, string];
      await until(`naming ${number} at ${table}`, async () => (await gameOf(geoPlungers[0])).naming?.number === number);
      for (const [side, teamId] of [first, second].entries()) {
        const namer = membersOf(teamId).find((phone) => phone !== geoPlungers[side])!;
        ok(await send(namer, { type: "nameGeoPlunger", playerId: geoPlungers[side]!.playerId }));
      }
      // The reading advances with no command from any phone: the server's wake reveals each word.
      const counts: number[] = [];
      const seen = await until(`the question to be picked out at ${table}`, async () => {
        const own = await gameOf(geoPlungers[0]);
        if (own.stage !== "asking" || !own.now) return null;
        const words: string[] = own.now.words;
        if (counts[counts.length - 1] !== words.length) counts.push(words.length);
        const fits = QUESTIONS.filter(
          (q) => q.colour === own.now.colour && wordsOfText(q.text).slice(0, words.length).join(" ") === words.join(" "),
        );
        return words.length >= 2 && fits.length === 1 ? { own, question: fits[0]! } : null;
      });
      expect(counts.length, `word counts seen: ${counts.join(", ")}`).toBeGreaterThanOrEqual(2);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      await checkSecrets(table, seen.question, number);
      return seen.question;
    };

    const judgedAt = async (table: string, number: number) =>
      until(`challenge ${number} judged at ${table}`, async () => {
        const board = await tableOnBoard(table);
        return board.judged.length >= number ? board.judged[number - 1] : null;
      });

    const playTable1 = async () => {
      const [a0, a1] = membersOf(teamA) as [Phone, Phone];
      const [b0, b1] = membersOf(teamB) as [Phone, Phone];

      // Challenge 1: the fair buzz. The slow phone presses first; the fast phone 180 ms later, and arrives first.
      const q1 = await askQuestion("T1", 1, [a0, b0]);
      const refused = await send(a1, { type: "buzz", pressedAt: serverNowFrom(a1.sample) });
      expect(refused.status).not.toBe(200);
      expect(refused.json.error.code).toBe("rule/not_the_geoplunger");
      const slowBuzz = send(a0, { type: "buzz", pressedAt: serverNowFrom(a0.sample) });
      await sleep(180);
      const fastBuzz = send(b0, { type: "buzz", pressedAt: serverNowFrom(b0.sample) });
      for (const reply of await Promise.all([slowBuzz, fastBuzz])) ok(reply);
      // The reading stopped at the first buzz to arrive (the fast phone's).
      const answering = await until("team A to answer", async () => {
        const own = await gameOf(a1);
        return own.stage === "answering" ? own : null;
      });
      expect(answering.now.answering).toEqual([teamA]);
      expect(answering.now.order).toMatch(/before/);
      const stopped = answering.now.words.length;
      // A teammate who is not the GeoPlunger types the team's answer.
      ok(await send(a1, { type: "answer", text: markedAnswer(q1) }));
      const judged1 = await judgedAt("T1", 1);
      expect(judged1).toMatchObject({ winnerId: teamA, how: "first-right", wordsRead: stopped });
      expect(judged1.answers).toEqual([expect.objectContaining({ teamId: teamA, right: true, by: a1.name })]);
      expect(judged1.accepted).toEqual(q1.answers.map((answer) => answer.answer));
      const exported = await call(
        server.baseUrl,
        "GET",
        `/api/games/${game.gameId}/export?format=json`,
        undefined,
        bearer(game.moderatorToken),
      );
      const buzzes = (exported.json.commands as { actor: { playerId?: string }; command: { type: string } }[]).filter(
        (entry) => entry.command.type === "buzz",
      );
      // The fast phone's buzz was stored first (it arrived first), yet the slow phone's team answered.
      const table1Buzzes = buzzes.map((entry) => entry.actor.playerId).filter((id) => id === a0.playerId || id === b0.playerId);
      expect(table1Buzzes).toEqual([b0.playerId, a0.playerId]);

      // Challenge 2: team B buzzes alone and a teammate answers wrong; the console overrules it right.
      const q2 = await askQuestion("T1", 2, [a1, b1]);
      ok(await send(b1, { type: "buzz", pressedAt: serverNowFrom(b1.sample) }));
      await until("team B to answer", async () => (await gameOf(b0)).stage === "answering");
      const wrong = "Atlantis";
      expect(judgeTypedAnswer(wrong, q2).right).toBe(false);
      ok(await send(b0, { type: "answer", text: wrong }));
      expect(await judgedAt("T1", 2)).toMatchObject({ winnerId: teamA, how: "first-wrong" });
      ok(await atTable("T1", { type: "overrule", teamId: teamB, right: true }));
      const overruled = (await tableOnBoard("T1")).judged[1];
      expect(overruled).toMatchObject({ winnerId: teamB, how: "first-right" });
      expect(overruled.answers[0]).toMatchObject({ teamId: teamB, right: true, appRight: false, overruled: true });

      // Challenge 3: a different GeoPlunger each challenge; with both used, anyone but the last (Ruling CC-R1).
      await until("naming 3 at T1", async () => (await gameOf(a0)).naming?.number === 3);
      const again = await send(a0, { type: "nameGeoPlunger", playerId: a1.playerId });
      expect(again.json.error?.code).toBe("rule/geoplunger_again");
      const q3 = await askQuestion("T1", 3, [a0, b0]);
      // Both press at the same moment: the buzzes are at the same time and both teams answer secretly.
      const both = await Promise.all([
        send(a0, { type: "buzz", pressedAt: serverNowFrom(a0.sample) }),
        send(b0, { type: "buzz", pressedAt: serverNowFrom(b0.sample) }),
      ]);
      for (const reply of both) ok(reply);
      const secretly = await until("both teams to answer", async () => {
        const own = await gameOf(b1);
        return own.stage === "answering" ? own : null;
      });
      expect([...secretly.now.answering].sort()).toEqual([teamA, teamB]);
      expect(secretly.now.order).toMatch(/same time/i);
      const aText = markedAnswer(q3);
      ok(await send(a1, { type: "answer", text: aText }));
      await until("team A's answer to be counted", async () => (await gameOf(b1)).now?.answered.includes(teamA));
      // Team B's phones know team A has answered, never what.
      for (const phone of membersOf(teamB)) {
        const own = await gameOf(phone);
        expect(own.stage).toBe("answering");
        expect(JSON.stringify(own)).not.toContain(aText);
      }
      expect(JSON.stringify(await gameOf(a0))).toContain(aText);
      expect(JSON.stringify(await tableOnBoard("T1"))).not.toContain(aText);
      const framesBeforeJudging = teamBLive.frames.length;
      ok(await send(b1, { type: "answer", text: "Zzyzx" }));
      const judged3 = await judgedAt("T1", 3);
      expect(judged3).toMatchObject({ winnerId: teamA, how: "same-time-one-right" });
      expect(teamBLive.frames.slice(0, framesBeforeJudging).some((frame) => frame.includes(aText))).toBe(false);
      // Once both are judged, team B's phones see it.
      expect(JSON.stringify(await gameOf(b1))).toContain(aText);
    };

    const playTable2 = async () => {
      const [c0, c1] = membersOf(teamC) as [Phone, Phone];
      const [d0, d1] = membersOf(teamD) as [Phone, Phone];
      for (const [number, geoPlungers] of [
        [1, [c0, d0]],
        [2, [c1, d1]],
      ] as const) {
        const question = await askQuestion("T2", number, [...geoPlungers]);
        ok(await send(geoPlungers[0], { type: "buzz" }));
        await until(`team C to answer challenge ${number}`, async () => (await gameOf(c0)).stage === "answering");
        const teammate = geoPlungers[0] === c0 ? c1 : c0;
        ok(await send(teammate, { type: "answer", text: markedAnswer(question) }));
        expect(await judgedAt("T2", number)).toMatchObject({ winnerId: teamC, how: "first-right" });
      }
    };

    await Promise.all([playTable1(), playTable2()]);

    const final = await until(
      "both tables to end",
      async () => {
        const seen = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
        return seen.tables.every((entry: { over: boolean }) => entry.over) ? seen : null;
      },
      30_000,
    );
    const tableGame = (table: string) => final.tableViews.find((entry: { table: string }) => entry.table === table).game;
    const pointsOf = (table: string, teamId: string) =>
      tableGame(table).teams.find((team: { id: string }) => team.id === teamId).points as number;
    // Table 1: A won 2 of 3 (no Bonus Points) while GeoPlunging: 10 + 10. Table 2: C won the first two: 10 + 10 Bonus Points.
    expect(tableGame("T1").result).toMatchObject({ winnerId: teamA, bonus: false, how: "two-challenges" });
    expect([pointsOf("T1", teamA), pointsOf("T1", teamB)]).toEqual([20, 0]);
    expect(tableGame("T2").result).toMatchObject({ winnerId: teamC, bonus: true, how: "two-challenges" });
    expect([pointsOf("T2", teamC), pointsOf("T2", teamD)]).toEqual([20, 0]);
    expect(teamBLive.frames.some((frame) => /challenge-\d\d/.test(frame))).toBe(false);
    teamBLive.disconnect();
  }, 180_000);
});
