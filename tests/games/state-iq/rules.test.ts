import { describe, expect, it } from "vitest";
import { flagAssetId } from "@/lib/content/flags";
import { stateIq } from "@/lib/games/state-iq";
import { clueTypeFor, judgeGame, MAX_GUESSES } from "@/lib/games/state-iq/engine";
import type { Round } from "@/lib/games/state-iq/state";
import type { StateIqBoardView, StateIqModeratorView, StateIqTeamView } from "@/lib/games/state-iq/views";
import { rankOf } from "@/lib/games/trick-kit/cards";
import { powerCard } from "@/lib/games/trick-kit/power-cards";
import { documentedIds, MODERATOR, SEATING, untestedIds } from "../support";
import { actor, chooseAnyClue, guess, guesser, holder, rigged, stateIqTable, targetCode, toGuessing, type SiqTable } from "./siq-support";

const board = (table: SiqTable) => table.board() as StateIqBoardView;
const teamView = (table: SiqTable, teamId: string) => table.team(teamId) as StateIqTeamView;
const lastClue = (table: SiqTable) => board(table).rounds.at(-1)?.guesses.at(-1)?.clue;

/** The text's example Power card: BAC in its corner. */
const BAC = "P06";

describe("[SIQ] State IQ", () => {
  it("every rule ID of docs/rules/state-iq.md has a test", () => {
    const ids = documentedIds("docs/rules/state-iq.md");
    expect(ids.length).toBeGreaterThan(20);
    expect(untestedIds(ids, "tests/games/state-iq")).toEqual([]);
  });

  it("[SIQ-0.1] the GeoPlunge, Power and Clue decks, each shuffled from the seed; two hidden cards", () => {
    const table = stateIqTable({}, 5);
    const state = table.state;
    expect(new Set(state.clueDeck).size).toBe(45);
    expect(new Set(state.powerDeck).size).toBe(15);
    expect(state.hidden[0]).not.toBe(state.hidden[1]);
    const again = stateIqTable({}, 5);
    expect(again.state).toEqual(state);
    expect(stateIqTable({}, 6).state.clueDeck).not.toEqual(state.clueDeck);
  });

  it("[SIQ-0.2] two teams of 1–3 players; a team of one gives its clues and guesses alone", () => {
    const three = { teams: [...SEATING.teams, { id: "green", name: "Green", players: 1 }] };
    expect(stateIq.start(stateIq.setupSchema.parse({}), three, 1, 0).ok).toBe(false);
    const alone = rigged({
      seating: {
        teams: [
          { id: "red", name: "Red", players: 1 },
          { id: "blue", name: "Blue", players: 1 },
        ],
      },
      hidden: ["TX", "NY"],
      first: 0,
    });
    toGuessing(alone);
    guess(alone, "New York");
    guess(alone, "Texas");
    expect(board(alone).result?.how).toMatch(/tie/);
  });

  it("[SIQ-L4] Level 4 is recorded and shown and plays exactly as Level 3", () => {
    const three = rigged({ hidden: ["TX", "NY"], setup: { level: 3 } });
    const four = rigged({ hidden: ["TX", "NY"], setup: { level: 4 } });
    expect(board(four).level).toBe(4);
    for (const table of [three, four]) {
      toGuessing(table);
      guess(table, "Ohio");
      guess(table, targetCode(table));
      guess(table, "Utah");
    }
    expect({ ...four.state, setup: null, lastGuess: null }).toEqual({ ...three.state, setup: null, lastGuess: null });
    expect(stateIq.setupSchema.safeParse({ level: 5 }).success).toBe(false);
  });

  it("[SIQ-1.1] each team gets a new clue before each of its guesses", () => {
    const table = rigged({ hidden: ["TX", "NY"] });
    toGuessing(table);
    const cards: string[] = [];
    for (let i = 0; i < MAX_GUESSES; i++) {
      cards.push(lastClue(table)?.card.id ?? "");
      guess(table, "Ohio");
    }
    expect(new Set(cards).size).toBe(3);
    expect(table.state.rounds[0]?.guesses.map((entry) => entry.clue.text !== null)).toEqual([true, true, true]);
  });

  it("[SIQ-1.2] the draw: the card with the statehood rank closer to 1 guesses first; the board names both", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const table = stateIqTable({}, seed);
      const [a, b] = table.state.draw.cards;
      const first = rankOf(a, "statehood") < rankOf(b, "statehood") ? 0 : 1;
      expect(table.state.draw.first).toBe(first);
      expect(board(table).draw.firstTeamId).toBe(first === 0 ? "red" : "blue");
      expect(table.lines(table.events)[0]).toMatch(/guesses first/);
      toGuessing(table);
      expect(guesser(table)).toBe(first);
    }
  });

  it("[SIQ-2.1] each team is dealt one card, seen on its own team's phones", () => {
    const table = rigged({ hidden: ["TX", "NY"] });
    expect(teamView(table, "red").own.name).toBe("Texas");
    expect(teamView(table, "blue").own.name).toBe("New York");
    expect(JSON.stringify(teamView(table, "red"))).not.toContain("New York");
    expect(table.lines(table.events).join(" ")).not.toMatch(/Texas|New York/);
  });

  it("[SIQ-2.2] the count of five: each team answers once; the count ends when both have, or at its time", () => {
    const table = rigged({ hidden: ["TX", "NY"] });
    expect(table.reject(MODERATOR, { type: "closeGeoPlunge" }).code).toBe("rule/still_counting");
    table.run(actor(0), { type: "geoPlunge" });
    expect(table.reject(actor(0), { type: "declineGeoPlunge" }).code).toBe("rule/geoplunge_already_answered");
    expect(stateIq.status(table.state).wake?.command).toEqual({ type: "closeGeoPlunge" });
    const deadline = table.state.phase.type === "geoplunge-window" ? table.state.phase.deadline : 0;
    expect(table.reject(actor(1), { type: "geoPlunge" }, deadline).code).toBe("rule/geoplunge_closed");
    table.run(MODERATOR, { type: "closeGeoPlunge" }, deadline);
    expect(table.state.geoPlunging).toEqual([true, false]);
    expect(table.state.phase.type).not.toBe("geoplunge-window");
  });

  it("[SIQ-3.1] the Power card is turned once the count of five ends, face-up for all", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: BAC });
    expect(board(table).powerCard).toBeNull();
    toGuessing(table);
    expect(board(table).powerCard).toEqual({ id: BAC, order: "BAC" });
    expect(table.state.rounds[0]?.guesses[0]?.clue.type).toBe("B");
  });

  it("[SIQ-3.2] the text's example: Power card BAC and Clue card IQ01 (1 border state; actual size OR date of statehood; population ranking)", () => {
    expect(powerCard(BAC).order).toBe("BAC");
    expect(["B", "A", "C"]).toEqual([1, 2, 3].map((n) => clueTypeFor("BAC", n)));
    // IQ01 before the first guess: a Type B clue, the guessing team chooses actual size or date of statehood.
    const first = rigged({ hidden: ["TX", "NY"], power: BAC, clues: ["IQ01"], first: 0 });
    toGuessing(first);
    expect(lastClue(first)?.card).toMatchObject({
      id: "IQ01",
      a: [{ option: "oneBorderState", needsPick: true }],
      c: { option: "populationRank" },
    });
    expect(teamView(first, "red").asking?.map((option) => option.label)).toEqual(["Actual size", "Date of statehood"]);
    expect(first.reject(actor(1), { type: "askClue", option: "statehoodDate" }).code).toBe("rule/not_your_clue");
    first.run(actor(0), { type: "askClue", option: "statehoodDate" });
    expect(lastClue(first)?.shown?.text).toBe("Statehood: July 26, 1788");
    // IQ01 before the second guess: Type A, the clue-giving team (holding New York) chooses its border state.
    const second = rigged({ hidden: ["TX", "NY"], power: BAC, clues: ["IQ02", "IQ01"], first: 0 });
    toGuessing(second);
    guess(second, "Ohio");
    expect(second.state.phase.type).toBe("giving");
    const giving = teamView(second, "blue").giving;
    expect(giving?.[0]?.choices.map((choice) => choice.text)).toEqual([
      "Borders: Connecticut",
      "Borders: Massachusetts",
      "Borders: New Jersey",
      "Borders: Pennsylvania",
      "Borders: Vermont",
    ]);
    second.run(actor(1), { type: "giveClue", option: "oneBorderState", pick: ["VT"] });
    expect(lastClue(second)?.shown?.text).toBe("Borders: Vermont");
    // IQ01 before the third guess: Type C, the population ranking, given at once.
    const third = rigged({ hidden: ["TX", "NY"], power: BAC, clues: ["IQ02", "IQ03", "IQ01"], first: 0 });
    toGuessing(third);
    guess(third, "Ohio");
    guess(third, "Utah");
    expect(third.state.phase.type).toBe("guessing");
    expect(lastClue(third)?.shown).toMatchObject({ option: "populationRank", text: "Population ranking: 4" });
    expect(lastClue(third)?.chooser).toBe("given");
  });

  it("[SIQ-3.3] the same Power card serves both teams", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: BAC, first: 0 });
    toGuessing(table);
    guess(table, "New York");
    expect(guesser(table)).toBe(1);
    expect(table.state.powerCard).toBe(BAC);
    expect(table.state.rounds[1]?.guesses[0]?.clue.type).toBe("B");
    expect(table.allEvents.filter((event) => event.type === "powerCardTurned")).toHaveLength(1);
  });

  it("[SIQ-4.1] Type A: the clue-giving team chooses, and its phones show exactly what each choice shows", () => {
    const table = rigged({ hidden: ["OK", "NY"], power: "P04", clues: ["IQ04"], first: 1 });
    toGuessing(table);
    expect(table.state.phase.type).toBe("giving");
    const giving = teamView(table, "red").giving;
    expect(giving?.map((entry) => [entry.label, entry.choices.map((choice) => choice.text)])).toEqual([
      ["Capital", ["Capital: ■■■ City"]],
      ["Nickname", [expect.stringMatching(/^Nickname: /)]],
    ]);
    expect(teamView(table, "blue").giving).toBeNull();
    expect(table.reject(actor(1), { type: "giveClue", option: "capital", pick: [] }).code).toBe("rule/not_your_clue");
    table.run(actor(0), { type: "giveClue", option: "capital", pick: [] });
    expect(lastClue(table)?.shown?.text).toBe(giving?.[0]?.choices[0]?.text);
  });

  it("[SIQ-4.2] Type B: the guessing team chooses one of the two options", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: BAC, clues: ["IQ02"], first: 0 });
    toGuessing(table);
    expect(table.reject(actor(0), { type: "askClue", option: "patos" }).code).toBe("rule/option_not_offered");
    table.run(actor(0), { type: "askClue", option: "flower" });
    expect(lastClue(table)?.shown).toMatchObject({ label: "State flower", text: "State flower: Rose" });
    expect(lastClue(table)?.chooser).toBe("guessers");
  });

  it("[SIQ-4.3] Type C is given at once; a flag that gives its state away is withheld and the other Type B option is the clue; a shown flag is its picture", () => {
    const c = rigged({ hidden: ["TX", "NY"], power: "P02", clues: ["IQ01"], first: 0 });
    toGuessing(c);
    expect(c.state.phase.type).toBe("guessing");
    expect(lastClue(c)?.shown?.text).toBe("Population ranking: 4");
    // Kansas's flag spells KANSAS: IQ03 offers actual size or the flag, so actual size is the clue.
    const withheld = rigged({ hidden: ["TX", "KS"], power: BAC, clues: ["IQ03"], first: 0 });
    toGuessing(withheld);
    expect(withheld.state.phase.type).toBe("guessing");
    expect(lastClue(withheld)).toMatchObject({ chooser: "given", flagWithheld: true, shown: { option: "actualSize" } });
    expect(withheld.lines(withheld.events).join(" ")).toMatch(/flag would give the state away/);
    // Texas's flag is shown: the guessing team may choose it and sees the picture by its asset id.
    const shown = rigged({ hidden: ["NY", "TX"], power: BAC, clues: ["IQ03"], first: 0 });
    toGuessing(shown);
    expect(teamView(shown, "red").asking?.map((option) => option.option)).toEqual(["actualSize", "flag"]);
    shown.run(actor(0), { type: "askClue", option: "flag" });
    expect(lastClue(shown)?.shown?.flagAssetId).toBe(flagAssetId("TX"));
    expect(JSON.stringify(shown.state)).not.toContain(flagAssetId("TX"));
  });

  it("[SIQ-4.4] a new Clue card from the top before each guess; used cards go to the bottom", () => {
    const table = rigged({ hidden: ["TX", "NY"], clues: ["IQ05", "IQ06", "IQ07"], first: 0 });
    toGuessing(table);
    expect(lastClue(table)?.card.id).toBe("IQ05");
    guess(table, "Ohio");
    expect(table.state.clueDeck.at(-1)).toBe("IQ05");
    expect(lastClue(table)?.card.id).toBe("IQ06");
    expect(table.state.clueDeck.filter((id) => id === "IQ05")).toHaveLength(1);
  });

  it("[SIQ-5.1] the chosen field is shown on the guessing team's phones, the board and the console, its state's name covered", () => {
    const table = rigged({ hidden: ["OK", "NY"], power: "P04", clues: ["IQ04"], first: 1 });
    toGuessing(table);
    table.run(actor(0), { type: "giveClue", option: "capital", pick: [] });
    for (const view of [board(table), teamView(table, "blue"), table.moderator() as StateIqModeratorView])
      expect(view.rounds[0]?.guesses[0]?.clue.shown?.text).toBe("Capital: ■■■ City");
    expect(table.lines(table.events).join(" ")).toContain("Capital: ■■■ City");
  });

  it("[SIQ-5.2] the board's view carries the screen's steps in order: whose guess of how many, the turned card, its type, the clue, the guesses so far", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: BAC, first: 0 });
    toGuessing(table);
    guess(table, "Ohio");
    const view = board(table);
    expect(view.turn).toMatchObject({ round: 1, guess: 2, guesserId: "red", holderId: "blue" });
    expect(view.rounds[0]?.limit).toBe(3);
    expect(view.rounds[0]?.guesses.map((entry) => [entry.number, entry.clue.type, entry.typed, entry.right])).toEqual([
      [1, "B", "Ohio", false],
      [2, "A", null, null],
    ]);
  });

  it("[SIQ-6.1] a guess is a name or a postal code, forgiving spelling but never another state; an empty guess is refused", () => {
    for (const typed of ["NY", "n.y.", "new york", "New Yrok"]) {
      const table = rigged({ hidden: ["TX", "NY"], first: 0 });
      toGuessing(table);
      guess(table, typed);
      expect(table.state.rounds[0]?.result, typed).toEqual({ right: true, guesses: 1 });
    }
    const table = rigged({ hidden: ["TX", "WV"], first: 0 });
    toGuessing(table);
    chooseAnyClue(table);
    expect(table.reject(actor(0), { type: "guess", state: "  " }).code).toBe("rule/empty_guess");
    guess(table, "Virginia");
    expect(table.state.rounds[0]?.guesses[0]?.right).toBe(false);
  });

  it("[SIQ-6.2] a wrong guess brings the next clue; after 3 wrong guesses the round ends", () => {
    const table = rigged({ hidden: ["TX", "NY"], first: 0 });
    toGuessing(table);
    guess(table, "Ohio");
    guess(table, "Iowa");
    expect(guesser(table)).toBe(0);
    guess(table, "Utah");
    expect(table.state.rounds[0]?.result).toEqual({ right: false, guesses: 3 });
    expect(board(table).rounds[0]?.revealed).toEqual({ code: "NY", name: "New York" });
  });

  it("[SIQ-6.3] then the roles switch: the first guessing team gives clues about its own card", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: "P04", clues: ["IQ02", "IQ04"], first: 0 });
    toGuessing(table);
    table.run(actor(1), { type: "giveClue", option: "nickname", pick: [] });
    guess(table, "NY");
    expect(guesser(table)).toBe(1);
    expect(holder(table)).toBe(0);
    expect(teamView(table, "red").giving?.[0]?.choices[0]?.text).toBe("Capital: Austin");
  });

  it("[SIQ-6.4] the second team stops once it has won or lost: at most as many guesses as the first team needed", () => {
    const needed = (firstTeam: string[], secondTeam: string[]) => {
      const table = rigged({ hidden: ["TX", "NY"], first: 0 });
      toGuessing(table);
      for (const text of firstTeam) guess(table, text);
      for (const text of secondTeam) if (table.state.phase.type !== "over") guess(table, text);
      return table;
    };
    const lost = needed(["Ohio", "NY"], ["Ohio", "Utah", "Texas"]);
    expect(lost.state.rounds[1]?.limit).toBe(2);
    expect(lost.state.rounds[1]?.guesses).toHaveLength(2);
    expect(board(lost).result?.winnerId).toBe("red");
    const tie = needed(["Ohio", "NY"], ["Ohio", "TX"]);
    expect(board(tie).result?.winnerId).toBeNull();
    const won = needed(["Ohio", "Iowa", "Utah"], ["Ohio", "TX"]);
    expect(won.state.rounds[1]?.guesses).toHaveLength(2);
    expect(board(won).result?.winnerId).toBe("blue");
    const none = needed(["Ohio", "Iowa", "Utah"], ["Ohio", "Iowa", "Utah"]);
    expect(none.state.rounds[1]?.guesses).toHaveLength(3);
    expect(board(none).result?.how).toMatch(/Neither/);
  });

  it("[SIQ-7.1] any phone of a team sends its team's command; a second press of the same step hears it was decided", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: BAC, clues: ["IQ01"], first: 0 });
    toGuessing(table);
    table.run({ role: "team", teamId: "red", playerId: "ana" }, { type: "askClue", option: "actualSize" });
    const second = table.reject({ role: "team", teamId: "red", playerId: "ben" }, { type: "askClue", option: "statehoodDate" });
    expect(second.kind).toBe("overtaken");
    table.run({ role: "team", teamId: "red", playerId: "ben" }, { type: "guess", state: "Ohio" });
  });

  it("[SIQ-7.2] the wrong team, the wrong moment, an option the card does not offer or a pick not on it: refused, nothing changes", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: "P04", clues: ["IQ01"], first: 0 });
    expect(table.reject(actor(0), { type: "guess", state: "Ohio" }).code).toBe("rule/wrong_phase");
    toGuessing(table);
    expect(table.reject(actor(0), { type: "guess", state: "Ohio" }).code).toBe("rule/wrong_phase");
    expect(table.reject(actor(1), { type: "giveClue", option: "capital", pick: [] }).code).toBe("rule/option_not_offered");
    const pick = table.reject(actor(1), { type: "giveClue", option: "oneBorderState", pick: ["TX"] });
    expect(pick.code).toBe("rule/invalid_pick");
    expect(pick.message).toContain("CT");
    expect(table.reject(MODERATOR, { type: "giveClue", option: "oneBorderState", pick: ["CT"] }).code).toBe("rule/team_only");
    expect(table.reject(actor(0), { type: "overrule", right: true }).code).toBe("rule/moderator_only");
    expect(table.reject(actor(0), { type: "guess", state: 7 }).code).toBe("rule/invalid_command");
    table.run(actor(1), { type: "giveClue", option: "oneBorderState", pick: ["CT"] });
    expect(table.reject(actor(1), { type: "guess", state: "Texas" }).code).toBe("rule/not_your_guess");
  });

  it("[SIQ-8.1] fewer guesses wins; a team that did not guess right counts as more guesses than any", () => {
    const round = (guesser: 0 | 1, right: boolean, guesses: number): Round => ({
      number: 1,
      guesser,
      limit: 3,
      guesses: [],
      result: { right, guesses },
    });
    expect(judgeGame([round(0, true, 2), round(1, true, 1)])).toEqual({ winner: 1, bonus: true });
    expect(judgeGame([round(0, true, 3), round(1, false, 3)])).toEqual({ winner: 0, bonus: false });
  });

  it("[SIQ-8.2] a winner that guessed on its first guess gets the Bonus Points", () => {
    const table = rigged({ hidden: ["TX", "NY"], first: 0 });
    toGuessing(table);
    guess(table, "New York");
    guess(table, "Ohio");
    expect(board(table).result).toMatchObject({ winnerId: "red", bonus: true, points: [20, 0] });
  });

  it("[SIQ-8.3] neither right, or both right in as many guesses: a tie", () => {
    const round = (guesser: 0 | 1, right: boolean, guesses: number): Round => ({
      number: 1,
      guesser,
      limit: 3,
      guesses: [],
      result: { right, guesses },
    });
    expect(judgeGame([round(0, false, 3), round(1, false, 3)])).toEqual({ winner: null, bonus: false });
    expect(judgeGame([round(0, true, 1), round(1, true, 1)])).toEqual({ winner: null, bonus: false });
  });

  it("[SIQ-8.4] Combo 3's points: a tie 5 each; the winner 10, Bonus 10, GeoPlunging 10 or 20; the teacher adjusts, never below 0", () => {
    const tie = rigged({ hidden: ["TX", "NY"], first: 0 });
    toGuessing(tie, [true, true]);
    guess(tie, "NY");
    guess(tie, "TX");
    expect(board(tie).result?.points).toEqual([5, 5]);
    const win = rigged({ hidden: ["TX", "NY"], first: 0 });
    toGuessing(win, [true, true]);
    guess(win, "NY");
    guess(win, "Ohio");
    expect(board(win).result?.points).toEqual([40, 0]);
    expect(win.reject(MODERATOR, { type: "adjustScore", teamId: "blue", amount: -1, reason: "slip" }).code).toBe("rule/invalid_adjustment");
    win.run(MODERATOR, { type: "adjustScore", teamId: "red", amount: -5, reason: "a slip" });
    expect(stateIq.status(win.state).scores).toEqual([
      { teamId: "red", points: 35 },
      { teamId: "blue", points: 0 },
    ]);
  });

  it("[SIQ-R1] the teacher overrules the last guess until either team moves; it is played again with the teacher's judgement", () => {
    const table = rigged({ hidden: ["TX", "NY"], power: BAC, first: 0 });
    toGuessing(table);
    expect(table.reject(MODERATOR, { type: "overrule", right: true }).code).toBe("rule/nothing_to_overrule");
    const before = structuredClone(table.state);
    guess(table, "New Yorkk City");
    const wrong = table.state.rounds[0]?.guesses[0];
    expect((table.moderator() as StateIqModeratorView).overrulable).toMatchObject({ typed: "New Yorkk City", right: wrong?.right });
    expect(JSON.stringify(table.moderator())).not.toContain('New York"');
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 3, reason: "manners" });
    table.run(MODERATOR, { type: "overrule", right: true });
    expect(table.state.rounds[0]?.result).toEqual({ right: true, guesses: 1 });
    expect(table.state.rounds[0]?.guesses[0]?.overruled).toBe(true);
    expect(guesser(table)).toBe(1);
    expect(table.state.adjustments).toHaveLength(1);
    // The clue card turned for a second guess went back: round 2's first card is the one after guess 1's.
    expect(table.state.rounds[1]?.guesses[0]?.clue.card).toBe(before.clueDeck[0]);
    table.run(MODERATOR, { type: "overrule", right: false });
    expect(table.state.rounds).toHaveLength(1);
    expect(table.state.rounds[0]?.guesses).toHaveLength(2);
    chooseAnyClue(table);
    expect(table.reject(MODERATOR, { type: "overrule", right: true }).code).toBe("rule/nothing_to_overrule");
  });
});
