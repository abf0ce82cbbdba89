import { describe, expect, it } from "vitest";
import { playTheRanks } from "@/lib/games/play-the-ranks";
import { fixedBase } from "@/lib/games/play-the-ranks/battle";
import { ALL_CARDS, rankOf } from "@/lib/games/trick-kit/cards";
import { POWER_CARD_IDS, powerCard } from "@/lib/games/trick-kit/power-cards";
import { BLUE, cardsIn, MODERATOR, RED, SEATING } from "../support";
import { battleOf, cardPlaces, FLOW_RIG, playTricks, power, powerPlaces, ptr, rigged } from "./ptr";

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

describe("[PTR-1] players and setup", () => {
  it("[PTR-1.1] two teams of 1, 2 or 3 players; anything else is refused with a reason", () => {
    const setup = playTheRanks.setupSchema.parse({ level: 3 });
    const seat = (players: number[]) => ({
      teams: players.map((count, index) => ({ id: `t${index}`, name: `Team ${index}`, players: count })),
    });
    for (const ok of [
      [1, 1],
      [3, 3],
      [1, 3],
      [2, 2],
    ])
      expect(playTheRanks.start(setup, seat(ok), 1, 0).ok).toBe(true);
    for (const bad of [[2], [2, 2, 2], [0, 2], [4, 1], [2, 1.5]]) {
      const result = playTheRanks.start(setup, seat(bad), 1, 0);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.violation.code).toBe("rule/invalid_setup");
    }
    const twins = playTheRanks.start(
      setup,
      {
        teams: [
          { id: "a", name: "A", players: 2 },
          { id: "a", name: "B", players: 2 },
        ],
      },
      1,
      0,
    );
    expect(twins.ok).toBe(false);
  });

  it("[PTR-1.2] the setup: level, target (15), lead chooses base, first lead; an invalid one is refused clearly", () => {
    expect(playTheRanks.setupSchema.parse({ level: 3 })).toEqual({
      level: 3,
      targetPoints: 15,
      leadChoosesBase: false,
      firstLead: "discards",
    });
    expect(playTheRanks.setupSchema.parse({ level: 4 })).toEqual({
      level: 4,
      targetPoints: 15,
      leadChoosesBase: false,
      firstLead: "draw-then-alternate",
    });
    expect(playTheRanks.setupSchema.safeParse({ level: 5 }).success).toBe(false);
    expect(playTheRanks.setupSchema.safeParse({ level: 4, firstLead: "discards" }).success).toBe(false);
    expect(playTheRanks.setupSchema.safeParse({ level: 3, colour: "red" }).success).toBe(false);
    const refused = playTheRanks.start({ level: 4, targetPoints: 15, leadChoosesBase: false, firstLead: "discards" }, SEATING, 1, 0);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.message).toContain("draw");
  });

  it("[PTR-1.3] a team's phones act as one; the moderator cannot play a team's cards; unknown teams are refused", () => {
    const table = ptr({ level: 3 });
    const card = battleOf(table).hands[0][0] as string;
    expect(table.reject(MODERATOR, { type: "discard", card }).code).toBe("rule/team_only");
    expect(table.reject({ role: "team", teamId: "green" }, { type: "discard", card }).code).toBe("rule/unknown_team");
    // Any of Red's three phones sends the same actor: one press is the team's move.
    table.run(RED, { type: "discard", card });
    expect(battleOf(table).hands[0]).toHaveLength(8);
  });

  it("[PTR-1.4] bad input is refused with rule/invalid_command and changes nothing", () => {
    const table = ptr({ level: 3 });
    for (const bad of [
      null,
      7,
      { type: "fly" },
      { type: "discard" },
      { type: "discard", card: "ny" },
      { type: "lead", card: "NY", category: "taste" },
      { type: "discard", card: "NY", extra: 1 },
    ]) {
      expect(table.reject(RED, bad).code).toBe("rule/invalid_command");
    }
  });
});

describe("[PTR-2] shuffling", () => {
  it("[PTR-2.2] all cards (and all Power cards) are gathered and shuffled, seeded, before every battle", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    playTricks(table, [0, 0, 0, 0, 0, 0]);
    const battle = battleOf(table);
    expect(battle.number).toBe(2);
    expect(sorted(cardPlaces(battle))).toEqual(sorted(ALL_CARDS));
    expect(sorted(powerPlaces(battle))).toEqual(sorted(POWER_CARD_IDS));
    expect(battle.hands[0]).not.toEqual(FLOW_RIG.hands[0].slice(0, 8));
    // Seeded: the same seed deals the same battle, another seed another one.
    expect(ptr({ level: 3 }, 5).state).toEqual(ptr({ level: 3 }, 5).state);
    expect(battleOf(ptr({ level: 3 }, 5)).hands).not.toEqual(battleOf(ptr({ level: 3 }, 6)).hands);
  });
});

describe("[PTR-4] a Level 3 battle", () => {
  it("[PTR-4.1] 9 cards and 2 Power cards each; two Power cards turned: bases for tricks 1–4 and 5–8", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const table = ptr({ level: 3 }, seed);
      const battle = battleOf(table);
      expect(battle.hands.map((hand) => hand.length)).toEqual([9, 9]);
      expect(battle.powers.map((hand) => hand.length)).toEqual([2, 2]);
      expect(battle.basePowers).toHaveLength(2);
      const [first, second] = battle.basePowers.map((id) => powerCard(id).base);
      expect(fixedBase(battle, 1)).toBe(first);
      expect(fixedBase(battle, 4)).toBe(first);
      expect(fixedBase(battle, 5)).toBe(second);
      expect(fixedBase(battle, 8)).toBe(second);
      expect(table.lines(table.allEvents)).toContain(
        first === second
          ? `The Power cards turned face-up both show ${first}: the base is ${first} for every trick.`
          : `The Power cards turned face-up show ${first} and ${second}: the base is ${first} for tricks 1–4 and ${second} for tricks 5–8.`,
      );
    }
    const table = rigged(
      { level: 3 },
      {
        ...FLOW_RIG,
        bases: [power(1, "size"), power(30, "size")],
        tricks: 4,
        hands: [
          ["NY", "TX"],
          ["GA", "OH"],
        ],
      },
    );
    const [led] = table.run(RED, { type: "lead", card: "NY", category: "size" });
    expect(led).toMatchObject({ type: "leadPlayed", trick: 5, base: 30 });
  });

  it("[PTR-4.2] the same left-corner number on both Power cards is the base for all 8 tricks", () => {
    const table = rigged({ level: 3 }, { ...FLOW_RIG, bases: [power(30, "size"), power(30, "population")] });
    const battle = battleOf(table);
    for (let trick = 1; trick <= 8; trick++) expect(fixedBase(battle, trick)).toBe(30);
    expect(table.board()).toMatchObject({ table: { bases: { first: 30, second: 30, leadChooses: false } } });
  });

  it("[PTR-4.3] each team discards one card face-down, in either order, and no more", () => {
    const table = ptr({ level: 3 }, 9);
    const [blueCard, redCard] = [battleOf(table).hands[1][0] as string, battleOf(table).hands[0][3] as string];
    expect(table.run(BLUE, { type: "discard", card: blueCard })).toEqual([{ type: "discarded", teamId: "blue", cardsLeft: 8 }]);
    expect(table.reject(BLUE, { type: "discard", card: battleOf(table).hands[1][0] }).code).toBe("rule/already_discarded");
    expect(cardsIn(table.board())).not.toContain(blueCard);
    expect(cardsIn(table.team("red"))).not.toContain(blueCard);
    expect(cardsIn(table.team("blue"))).not.toContain(blueCard);
    table.run(RED, { type: "discard", card: redCard });
    expect(battleOf(table).discards).toEqual([[redCard], [blueCard]]);
  });

  it("[PTR-4.4] the two discards are turned and the one closer to statehood 1 gives its team the first lead", () => {
    for (const seed of [11, 12, 13, 14]) {
      const table = ptr({ level: 3 }, seed);
      const [redCard, blueCard] = [battleOf(table).hands[0][0] as string, battleOf(table).hands[1][0] as string];
      table.run(RED, { type: "discard", card: redCard });
      const events = table.run(BLUE, { type: "discard", card: blueCard });
      const leader = rankOf(redCard, "statehood") < rankOf(blueCard, "statehood") ? "red" : "blue";
      expect(events).toContainEqual({
        type: "discardsTurned",
        cards: [
          { teamId: "red", card: redCard },
          { teamId: "blue", card: blueCard },
        ],
        leadTeamId: leader,
      });
      expect(battleOf(table).step).toEqual({ type: "leading", lead: leader === "red" ? 0 : 1 });
      expect(cardsIn(table.board())).toEqual(expect.arrayContaining([redCard, blueCard]));
      expect(table.lines(events).at(-2)).toContain("closer to 1");
    }
  });

  it("[PTR-4.5] eight tricks, and whoever wins a trick leads the next", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    playTricks(table, [1]);
    expect(battleOf(table).step).toEqual({ type: "leading", lead: 1 });
    playTricks(table, [0]);
    expect(battleOf(table).step).toEqual({ type: "leading", lead: 0 });
    playTricks(table, [0, 1, 0, 1, 1]);
    expect(battleOf(table).tricks).toHaveLength(7);
    playTricks(table, [0]);
    expect(battleOf(table).number).toBe(2);
    expect(table.state.history[0]?.tricks).toEqual([4, 4]);
  });
});

describe("[PTR-6] who wins a battle", () => {
  it("[PTR-6.1] five tricks win the battle and 2 points", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    playTricks(table, [0, 0, 0, 1, 1, 1, 0, 0]);
    expect(table.state.history[0]).toMatchObject({ winner: 0, tricks: [5, 3], points: 2, bonus: false, how: "tricks" });
    expect(table.state.points).toEqual([2, 0]);
  });

  it("[PTR-6.2] six tricks earn the bonus point; six before the end stop the battle early", () => {
    const early = rigged({ level: 3 }, FLOW_RIG);
    playTricks(early, [1, 0, 0, 0, 0, 0, 0]);
    expect(early.state.history[0]).toMatchObject({ winner: 0, tricks: [6, 1], points: 3, bonus: true, how: "early" });
    expect(early.lines().join(" ")).toContain("early");
    const late = rigged({ level: 3 }, FLOW_RIG);
    playTricks(late, [1, 1, 0, 0, 0, 0, 0, 0]);
    expect(late.state.history[0]).toMatchObject({ winner: 0, tricks: [6, 2], points: 3, bonus: true, how: "tricks" });
  });

  it("[PTR-6.3] at 4–4 the winner of the last trick wins the battle and 2 points", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    playTricks(table, [0, 0, 0, 0, 1, 1, 1, 1]);
    expect(table.state.history[0]).toMatchObject({ winner: 1, tricks: [4, 4], points: 2, how: "last-trick" });
    expect(table.lines().join(" ")).toContain("tied 4–4");
  });

  it("[PTR-6.4] a team that has not played both Power cards after the eighth trick loses; both failing lets the tricks decide; an early end excuses it", () => {
    const forfeit = rigged({ level: 3 }, { ...FLOW_RIG, powers: [[power(10, "size")], []] });
    playTricks(forfeit, [0, 0, 0, 0, 0, 1, 1, 1]);
    expect(forfeit.state.history[0]).toMatchObject({ winner: 1, tricks: [5, 3], points: 2, how: "power-forfeit" });
    expect(forfeit.lines().join(" ")).toContain("Red did not play both Power cards, so Blue wins battle 1");
    const both = rigged({ level: 3 }, { ...FLOW_RIG, powers: [[power(10, "size")], [power(20, "size")]] });
    playTricks(both, [0, 0, 0, 0, 0, 1, 1, 1]);
    expect(both.state.history[0]).toMatchObject({ winner: 0, how: "tricks", points: 2 });
    const early = rigged({ level: 3 }, { ...FLOW_RIG, powers: [[power(10, "size")], []] });
    playTricks(early, [0, 0, 0, 0, 0, 0]);
    expect(early.state.history[0]).toMatchObject({ winner: 0, how: "early", points: 3 });
    // The phone sees what is still owed.
    const owed = rigged({ level: 3 }, { ...FLOW_RIG, powers: [[power(10, "size"), power(20, "size")], []] });
    expect(owed.team("red")).toMatchObject({ own: { mustPlay: { powerCardsLeft: 2, tricksLeft: 8 } } });
  });
});

describe("[PTR-7] the match", () => {
  it("[PTR-7.1] the first team to 15 points wins the match (or the setup's total)", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    table.run(MODERATOR, { type: "adjustScore", teamId: "red", amount: 13, reason: "test start" });
    playTricks(table, [0, 0, 0, 0, 0, 1, 1, 1]);
    expect(table.state.phase.type).toBe("match-over");
    expect(playTheRanks.status(table.state)).toMatchObject({
      over: true,
      winners: ["red"],
      summary: "Red wins Play the Ranks Level 3, 15 points to 0, after 1 battle.",
    });
    expect(table.reject(RED, { type: "lead", card: "DE", category: "size" }).code).toBe("rule/game_over");
    const short = rigged({ level: 3, targetPoints: 2 }, FLOW_RIG);
    playTricks(short, [1, 1, 1, 1, 1, 1]);
    expect(playTheRanks.status(short.state)).toMatchObject({ over: true, winners: ["blue"] });
  });

  it("[PTR-7.2] the target is checked after a battle; level scores at or above it play another battle", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    table.run(MODERATOR, { type: "adjustScore", teamId: "red", amount: 13, reason: "test" });
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 16, reason: "test" });
    expect(table.state.phase.type).toBe("battle");
    playTricks(table, [0, 0, 0, 0, 0, 1, 1, 1]);
    expect(table.state.points).toEqual([15, 16]);
    expect(table.state.phase.type).toBe("match-over");
    expect(playTheRanks.status(table.state)).toMatchObject({ winners: ["blue"] });
    const tied = rigged({ level: 3 }, FLOW_RIG);
    tied.run(MODERATOR, { type: "adjustScore", teamId: "red", amount: 13, reason: "test" });
    tied.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 15, reason: "test" });
    playTricks(tied, [0, 0, 0, 0, 0, 1, 1, 1]);
    expect(tied.state.points).toEqual([15, 15]);
    expect(tied.state.phase.type).toBe("battle");
    expect(tied.allEvents).toContainEqual({ type: "targetTied", points: 15 });
  });

  it("[PTR-7.3] the moderator adjusts a score with a reason; never below 0; points come only from battles and adjustments", () => {
    const table = rigged({ level: 3 }, FLOW_RIG);
    expect(table.reject(RED, { type: "adjustScore", teamId: "red", amount: 5, reason: "please" }).code).toBe("rule/moderator_only");
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "red", amount: -1, reason: "too low" }).code).toBe(
      "rule/invalid_adjustment",
    );
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "green", amount: 1, reason: "who" }).code).toBe("rule/unknown_team");
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "red", amount: 2, reason: " " }).code).toBe("rule/invalid_command");
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "red", amount: 0, reason: "nothing" }).code).toBe("rule/invalid_command");
    const events = table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 4, reason: "counting error in battle 1" });
    expect(table.lines(events)).toEqual(["The moderator adds 4 points to Blue: counting error in battle 1 (4 in all)."]);
    playTricks(table, [0, 0, 0, 0, 0, 0]);
    expect(table.state.ledger).toEqual([
      { side: 1, amount: 4, reason: "counting error in battle 1", kind: "adjustment" },
      { side: 0, amount: 3, reason: "Battle 1", kind: "battle" },
    ]);
    expect(table.state.points).toEqual([3, 4]);
  });
});

describe("[PTR-8] the Level 3 variation and the first lead", () => {
  const TWO_BASES = { ...FLOW_RIG, bases: [power(1, "size"), power(30, "size")] };

  it("[PTR-8.1] with the variation the lead team names one of the two bases on every trick", () => {
    const table = rigged({ level: 3, leadChoosesBase: true }, TWO_BASES);
    expect(table.reject(RED, { type: "lead", card: "DE", category: "size" }).code).toBe("rule/base_required");
    expect(table.reject(RED, { type: "lead", card: "DE", category: "size", base: 20 }).code).toBe("rule/base_not_in_play");
    const [led] = table.run(RED, { type: "lead", card: "DE", category: "size", base: 30 });
    expect(led).toMatchObject({ type: "leadPlayed", trick: 1, base: 30 });
    expect(table.board()).toMatchObject({ table: { bases: { leadChooses: true } } });
  });

  it("[PTR-8.2] with the same base twice there is nothing to choose", () => {
    const table = rigged({ level: 3, leadChoosesBase: true }, { ...FLOW_RIG, bases: [power(30, "size"), power(30, "statehood")] });
    expect(table.reject(RED, { type: "lead", card: "DE", category: "size", base: 1 }).code).toBe("rule/base_fixed");
    const [led] = table.run(RED, { type: "lead", card: "DE", category: "size", base: 30 });
    expect(led).toMatchObject({ base: 30 });
    const plain = rigged({ level: 3, leadChoosesBase: true }, { ...FLOW_RIG, bases: [power(30, "size"), power(30, "statehood")] });
    expect(plain.run(RED, { type: "lead", card: "DE", category: "size" })[0]).toMatchObject({ base: 30 });
  });

  it("[PTR-8.3] the excerpt's reading: a statehood draw gives the first lead, then it alternates; discards stay face-down", () => {
    const table = ptr({ level: 3, firstLead: "draw-then-alternate" }, 21);
    const draw = table.events.find((event) => event.type === "firstLeadDrawn");
    expect(draw).toBeDefined();
    const drawn = table.state.firstLeadDraw;
    if (!drawn) throw new Error("no draw");
    const expected = rankOf(drawn.cards[0], "statehood") < rankOf(drawn.cards[1], "statehood") ? 0 : 1;
    expect(battleOf(table).firstLead).toBe(expected);
    table.run(RED, { type: "discard", card: battleOf(table).hands[0][0] });
    const events = table.run(BLUE, { type: "discard", card: battleOf(table).hands[1][0] });
    expect(events.some((event) => event.type === "discardsTurned")).toBe(false);
    expect(battleOf(table).step).toEqual({ type: "leading", lead: expected });
    // Next battle: the other team leads first, whoever wins.
    const next = rigged({ level: 3, firstLead: "draw-then-alternate" }, { ...FLOW_RIG, lead: 1 });
    playTricks(next, [1, 1, 1, 1, 1, 1]);
    expect(battleOf(next).firstLead).toBe(0);
  });

  it("[PTR-8.4] the other variation: the winner of the previous battle leads the next one first", () => {
    const table = rigged({ level: 3, firstLead: "draw-then-winner" }, { ...FLOW_RIG, lead: 0 });
    playTricks(table, [1, 1, 1, 1, 1, 1]);
    expect(battleOf(table).firstLead).toBe(1);
    expect(table.lines().join(" ")).toContain("Blue won the battle and leads the first trick of the next one.");
  });
});
