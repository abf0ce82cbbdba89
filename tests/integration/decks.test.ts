import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/content/deck-io/csv";
import { call, command, createGame, view } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const CSV_HEADER = "question,answer,alternatives,clue1,clue2,clue3,clue4,clue5,clue6";

function riverCard(n: number) {
  return {
    question: "Which river am I?",
    answer: `River ${n}`,
    alternatives: [`R${n}`],
    clues: [`I am long (${n})`, "I flow south", "I cross three states", "I have a delta", "Boats carry grain on me", "I end near the sea"],
  };
}

async function newDeck(name: string): Promise<string> {
  const created = await call(server.baseUrl, "POST", "/api/decks", { name });
  expect(created.status).toBe(201);
  return created.json.id;
}

async function upload(deckId: string, fileName: string, content: BlobPart, type = "text/csv"): Promise<{ status: number; json: any }> {
  const form = new FormData();
  form.append("file", new File([content], fileName, { type }));
  const response = await fetch(`${server.baseUrl}/api/decks/${deckId}/import`, { method: "POST", body: form });
  return { status: response.status, json: await response.json() };
}

describe("deck REST API on the real server", () => {
  it("[DECKS-API-1] decks: create, list with counts, rename, read, delete; 409 duplicate name, 404 unknown, 400 bad name", async () => {
    const id = await newDeck("Rivers");
    expect((await call(server.baseUrl, "POST", "/api/decks", { name: "RIVERS" })).status).toBe(409);
    expect((await call(server.baseUrl, "POST", "/api/decks", { name: "" })).status).toBe(400);
    expect((await call(server.baseUrl, "POST", "/api/decks", "{not json")).status).toBe(400);
    expect((await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, riverCard(1))).status).toBe(201);
    const list = await call(server.baseUrl, "GET", "/api/decks");
    expect(list.json.decks).toContainEqual(expect.objectContaining({ id, name: "Rivers", cardCount: 1 }));
    const renamed = await call(server.baseUrl, "PATCH", `/api/decks/${id}`, { name: "Great Rivers" });
    expect([renamed.status, renamed.json.name]).toEqual([200, "Great Rivers"]);
    const read = await call(server.baseUrl, "GET", `/api/decks/${id}`);
    expect(read.json).toMatchObject({ id, name: "Great Rivers", cards: [expect.objectContaining(riverCard(1))] });
    expect((await call(server.baseUrl, "DELETE", `/api/decks/${id}`)).status).toBe(200);
    for (const [method, path] of [
      ["GET", `/api/decks/${id}`],
      ["DELETE", `/api/decks/${id}`],
      ["GET", "/api/decks/nope"],
      ["GET", `/api/decks/${id}/export?format=csv`],
    ] as const) {
      const reply = await call(server.baseUrl, method, path);
      expect([path, reply.status, reply.json.error.code]).toEqual([path, 404, "deck/not_found"]);
    }
  });

  it("[DECKS-API-2] cards: a bad card is a 400 naming its field; edits and deletes stay in their deck", async () => {
    const id = await newDeck("Cards API");
    const giveaway = await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, {
      ...riverCard(1),
      clues: ["I am River 1", "b", "c", "d", "e", "f"],
    });
    expect(giveaway.status).toBe(400);
    expect(giveaway.json.problems).toContainEqual({ row: null, field: "clue1", reason: "the answer appears in clue 1" });
    const five = await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, { ...riverCard(1), clues: riverCard(1).clues.slice(0, 5) });
    expect(five.json.problems).toContainEqual(expect.objectContaining({ field: "clue6" }));
    const created = await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, riverCard(1));
    const cardId = created.json.id;
    const edited = await call(server.baseUrl, "PUT", `/api/decks/${id}/cards/${cardId}`, { ...riverCard(1), answer: "Colorado" });
    expect([edited.status, edited.json.answer]).toEqual([200, "Colorado"]);
    const other = await newDeck("Cards API other");
    expect((await call(server.baseUrl, "PUT", `/api/decks/${other}/cards/${cardId}`, riverCard(1))).status).toBe(404);
    expect((await call(server.baseUrl, "DELETE", `/api/decks/${other}/cards/${cardId}`)).status).toBe(404);
    expect((await call(server.baseUrl, "DELETE", `/api/decks/${id}/cards/${cardId}`)).status).toBe(200);
    expect((await call(server.baseUrl, "GET", `/api/decks/${id}`)).json.cards).toEqual([]);
  });

  it("[DECKS-API-3] hostile input: huge bodies are 413, binary files 400, nothing is stored and the server never answers 500", async () => {
    const id = await newDeck("Hostile");
    const huge = await upload(id, "huge.csv", `${CSV_HEADER}\r\n${"x".repeat(1_100_000)}`);
    expect(huge.status).toBe(413);
    const hugeRaw = await fetch(`${server.baseUrl}/api/decks/${id}/import?filename=huge.csv`, {
      method: "POST",
      body: "y".repeat(2_000_000),
    });
    expect(hugeRaw.status).toBe(413);
    const hugeCard = await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, { ...riverCard(1), question: "q".repeat(100_000) });
    expect(hugeCard.status).toBe(413);
    const binary = await upload(
      id,
      "photo.csv",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
      "image/png",
    );
    expect(binary.status).toBe(400);
    expect(binary.json.problems[0]).toEqual({ row: null, field: null, reason: expect.stringMatching(/binary/) });
    const rawBinary = await fetch(`${server.baseUrl}/api/decks/${id}/import`, {
      method: "POST",
      headers: { "x-file-name": "x.json" },
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
    });
    expect(rawBinary.status).toBe(400);
    const noFile = await fetch(`${server.baseUrl}/api/decks/${id}/import`, { method: "POST", body: new FormData() });
    expect(noFile.status).toBe(400);
    const wrongType = await fetch(`${server.baseUrl}/api/decks`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "name=x",
    });
    expect(wrongType.status).toBe(415);
    const crossSite = await fetch(`${server.baseUrl}/api/decks/${id}/import?filename=a.csv`, {
      method: "POST",
      headers: { origin: "http://evil.example" },
      body: `${CSV_HEADER}\r\n`,
    });
    expect(crossSite.status).toBe(403);
    expect((await call(server.baseUrl, "GET", `/api/decks/${id}`)).json.cards).toEqual([]);
  });

  it("[DECKS-API-4] an import with one bad row (=cmd formula, <script>) stores nothing and lists every problem with row and field", async () => {
    const id = await newDeck("Import all or nothing");
    const rows = [
      CSV_HEADER,
      `Which river am I?,Hudson,,I am old,I am wide,I flow south,I reach New York City,I have a bridge,I am in New York`,
      `Which river am I?,Ohio River,,=cmd|' /C calc'!A0,I am wide,I flow west,I join a bigger river,Pittsburgh is on me,I flow past Cincinnati`,
      `Which river am I?,Snake,,<script>alert(1)</script>,I am wide,I flow west,I cross Idaho,I am in Hells Canyon,I join the Columbia`,
    ];
    const refused = await upload(id, "rivers.csv", rows.join("\r\n"));
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("import/problems");
    expect(refused.json.problems).toEqual([
      { row: 3, field: "clue1", reason: expect.stringMatching(/formula/) },
      { row: 4, field: "clue1", reason: expect.stringMatching(/<script>/) },
    ]);
    expect((await call(server.baseUrl, "GET", `/api/decks/${id}`)).json.cards).toEqual([]);

    // The same formula guarded with an apostrophe is text: imported, stored without the guard, exported guarded again.
    rows[2] = rows[2]!.replace("=cmd", "'=cmd");
    rows.pop();
    const accepted = await upload(id, "rivers.csv", rows.join("\r\n"));
    expect([accepted.status, accepted.json]).toEqual([200, { imported: 2, cardCount: 2 }]);
    const cards = (await call(server.baseUrl, "GET", `/api/decks/${id}`)).json.cards;
    expect(cards.map((card: any) => card.clues[0])).toEqual(["I am old", "=cmd|' /C calc'!A0"]);

    // Importing the same file again: every card is already in the deck.
    const again = await upload(id, "rivers.csv", rows.join("\r\n"));
    expect(again.json.problems.map((p: any) => [p.row, p.field])).toEqual([
      [2, "question"],
      [3, "question"],
    ]);

    // A raw body with the name in the query string works the same as a form upload.
    const raw = await fetch(`${server.baseUrl}/api/decks/${id}/import?filename=one.json`, {
      method: "POST",
      body: JSON.stringify([{ ...riverCard(9), question: "<b>Which</b> river am I?" }]),
    });
    expect([raw.status, await raw.json()]).toEqual([200, { imported: 1, cardCount: 3 }]);
  });

  it("[DECKS-API-5] export: CSV and JSON attachments, spreadsheet-safe CSV, and a round trip into a new deck gives the same cards", async () => {
    const id = await newDeck("Export me: Ünïcode");
    const hostile = {
      ...riverCard(1),
      question: '=HYPERLINK("http://x")',
      alternatives: ["@R1", "+R one"],
      clues: ["-A1+B2", 'a, "quoted" clue', "line\nbreak", "<img src=x onerror=alert(1)>", "I flow south", "plain"],
    };
    expect((await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, hostile)).status).toBe(201);
    const csv = await fetch(`${server.baseUrl}/api/decks/${id}/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="export-me-unicode\.csv"/);
    const csvText = await csv.text();
    const parsed = parseCsv(csvText.replace(/^\uFEFF/, ""));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    for (const cell of parsed.records.flat()) expect(cell, `cell ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
    const json = await fetch(`${server.baseUrl}/api/decks/${id}/export?format=json`);
    expect(json.headers.get("content-disposition")).toMatch(/^attachment; filename="export-me-unicode\.json"/);
    expect((await json.json()).cards).toEqual([{ ...hostile, kind: "custom", sourceState: null }]);
    expect((await call(server.baseUrl, "GET", `/api/decks/${id}/export?format=xlsx`)).status).toBe(400);

    const copy = await newDeck("Export me copy");
    expect((await upload(copy, "export-me.csv", csvText)).status).toBe(200);
    const copied = (await call(server.baseUrl, "GET", `/api/decks/${copy}`)).json.cards;
    expect(copied.map(({ id: _id, ...card }: any) => card)).toEqual([hostile]);
  });

  it("[DECKS-API-6] a game made with only a custom deck plays that deck's cards", async () => {
    const id = await newDeck("Game deck");
    const answers = [1, 2, 3, 4, 5].map((n) => `River ${n}`);
    for (const n of [1, 2, 3, 4, 5]) expect((await call(server.baseUrl, "POST", `/api/decks/${id}/cards`, riverCard(n))).status).toBe(201);
    const unknown = await call(server.baseUrl, "POST", "/api/games", {
      teams: [
        { name: "A", colour: "red" },
        { name: "B", colour: "blue" },
      ],
      deck: { builtIn: false, customDeckIds: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(unknown.status).toBe(400);

    const game = await createGame(server.baseUrl, { deck: { builtIn: false, customDeckIds: [id] } });
    expect((await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" })).status).toBe(200);
    // Play for the teams until a card is on the table, then look at the moderator's secret.
    const preference = ["spin", "applyDrawCard", "stopBidding", "bid", "declineOffers", "nextClue", "pass"];
    let secret: any = null;
    for (let step = 0; step < 40 && secret === null; step++) {
      const moderator = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
      secret = moderator.game.secret;
      if (secret) break;
      const actions: any[] = moderator.actions.allowed;
      const choice = preference.map((type) => actions.find((action) => action.type === type)).find(Boolean) ?? actions[0];
      expect(choice, JSON.stringify(moderator.game.phase)).toBeDefined();
      const sent = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, choice, { baseVersion: moderator.version });
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    }
    expect(secret).not.toBeNull();
    expect(answers).toContain(secret.answer);
    const card = riverCard(Number(secret.answer.split(" ")[1]));
    expect(secret.clues).toEqual(card.clues);
    expect(secret.alternatives).toEqual(card.alternatives);
  });
});
