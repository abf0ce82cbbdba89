import { expect, type APIRequestContext } from "@playwright/test";
import { createGame, joinPlayer, type GameHandle, type PlayerHandle } from "./game-api";

/**
 * A full class for the layout tests: six teams with names of the longest allowed length, 24
 * students (four per team) whose names are as long as names may be, and, for the worst case, a
 * deck of one teacher's card with every text at its limit (question 200, clues 300, answer 100).
 */
export const LONG_TEAMS = [
  { name: "Mighty Mississippi Crew!", colour: "red" },
  { name: "Rocky Mountain Explorers", colour: "blue" },
  { name: "Great Lakes Navigator Co", colour: "green" },
  { name: "Appalachian Trail Hikers", colour: "orange" },
  { name: "Gulf Coast Hurricanes 24", colour: "purple" },
  { name: "Pacific Northwest Rainer", colour: "teal" },
] as const;

const FIRST = ["Alexandria", "Bartholomew", "Cassiopeia", "Dmitrievna", "Evangelista", "Fitzgerald"];
const LAST = ["Montgomery", "Abernathy", "Vanderbilt", "Castellano"];

/** 24 names, each exactly 24 characters (the longest a name may be). */
export function longStudentNames(): string[] {
  const names: string[] = [];
  for (const last of LAST) {
    for (const first of FIRST) {
      const base = `${first} ${last}`;
      const fill = 24 - base.length - 1;
      names.push(fill > 0 ? `${base} ${"JKLMNOPQRSTUVWXYZABCDEFG".charAt(names.length).repeat(fill)}` : base.slice(0, 24));
    }
  }
  return names;
}

const WORDS =
  "river valley mountain prairie harbor canyon desert forest island glacier plateau delta coastline meadow orchard lighthouse railroad bridge capitol museum festival harvest pioneer frontier treaty settlement".split(
    " ",
  );

/** Ordinary words up to exactly `length` characters, so lines wrap as real text does. */
function wordsOfLength(length: number, seed: number): string {
  let text = "";
  let i = seed;
  while (text.length < length) {
    const word = WORDS[i % WORDS.length]!;
    i += 7;
    text = text ? `${text} ${word}` : word;
  }
  return `${text.slice(0, length - 1).trimEnd()}.`.padEnd(length, ".");
}

export function worstCaseCard(): { question: string; answer: string; alternatives: string[]; clues: string[] } {
  return {
    question: wordsOfLength(199, 1).replace(/\.$/, "?").padEnd(200, "?"),
    answer: `Zyxwvut ${"Quorndale ".repeat(12)}`.slice(0, 100).trim().padEnd(100, "z"),
    alternatives: [],
    clues: [3, 5, 8, 11, 13, 17].map((seed) => wordsOfLength(300, seed)),
  };
}

/** A deck of the teacher's own holding the one worst-case card. */
export async function worstCaseDeck(request: APIRequestContext): Promise<string> {
  const created = await request.post("/api/decks", { data: { name: `Longest texts ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const deck = (await created.json()) as { id?: string; deck?: { id: string } };
  const deckId = deck.id ?? deck.deck?.id;
  if (!deckId) throw new Error("no deck id");
  const card = await request.post(`/api/decks/${deckId}/cards`, { data: worstCaseCard() });
  expect(card.status(), await card.text()).toBe(201);
  return deckId;
}

export interface ClassGame {
  game: GameHandle;
  players: PlayerHandle[];
  /** One phone per team: the first student of each team. */
  phoneFor: (teamId: string) => PlayerHandle;
}

/** Creates the game and seats the whole class (through the join endpoint, each student choosing a team). */
export async function fullClass(
  request: APIRequestContext,
  options: { seed: number; deckId?: string; targetPoints?: number; unassigned?: number },
): Promise<ClassGame> {
  const game = await createGame(request, {
    teams: LONG_TEAMS.map((team) => ({ ...team })),
    seed: options.seed,
    targetPoints: options.targetPoints ?? 55,
    ...(options.deckId ? { deck: { builtIn: false, customDeckIds: [options.deckId] } } : {}),
  });
  const names = longStudentNames();
  const players: PlayerHandle[] = [];
  for (const [index, name] of names.entries()) players.push(await joinPlayer(request, game, name, `t${(index % 6) + 1}`));
  return {
    game,
    players,
    phoneFor: (teamId) => {
      const index = Number(teamId.slice(1)) - 1;
      const player = players[index];
      if (!player) throw new Error(`no player for ${teamId}`);
      return player;
    },
  };
}
