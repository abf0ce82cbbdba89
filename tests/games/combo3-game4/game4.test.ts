import { describe, expect, it } from "vitest";
import { combo3Game4, type Combo3Game4TeamView } from "@/lib/games/combo3-game4";
import { comboResultPoints } from "@/lib/games/combo3-game4/engine";
import { fixedBase } from "@/lib/games/play-the-ranks/battle";
import { rankOf } from "@/lib/games/trick-kit/cards";
import { powerCard, POWER_CARD_IDS } from "@/lib/games/trick-kit/power-cards";
import { playComboZapTricks, ZAP_HANDS } from "../border-zap/zap-support";
import { FLOW_RIG, playTricks, power, powerPlaces } from "../play-the-ranks/ptr";
import { BLUE, cardsIn, MODERATOR, RED, SEATING } from "../support";
import {
  combo,
  discardToWindow,
  playOf,
  ranksOf,
  riggedCombo,
  riggedComboZap,
  tradeTwice,
  zapOfTable,
  type ComboTable,
} from "./combo-support";

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

const inRanks = (table: ComboTable) => ranksOf(table);

describe("[C3-1] players", () => {
  it("[C3-1.1] two teams of 1–3 players; only a team's phones play its cards; bad input changes nothing", () => {
    const setup = combo3Game4.setupSchema.parse({});
    expect(
      combo3Game4.start(
        setup,
        {
          teams: [
            { id: "a", name: "A", players: 3 },
            { id: "b", name: "B", players: 3 },
          ],
        },
        1,
        0,
      ).ok,
    ).toBe(true);
    expect(
      combo3Game4.start(
        setup,
        {
          teams: [
            { id: "a", name: "A", players: 3 },
            { id: "b", name: "B", players: 3 },
            { id: "c", name: "C", players: 3 },
          ],
        },
        1,
        0,
      ).ok,
    ).toBe(false);
    const table = combo({ version: "PTR1" });
    expect(table.reject(MODERATOR, { type: "discard", card: ranksOf(table).hands[0][0] }).code).toBe("rule/team_only");
    expect(table.reject(RED, { type: "chooseRole", role: "cards" }).code).toBe("rule/invalid_command");
  });
});

describe("[C3-2] scoring", () => {
  it("[C3-2.1] a tie gives each team 5 points; the winner gets 10", () => {
    expect(comboResultPoints(null, false, [false, false]).points).toEqual([5, 5]);
    expect(comboResultPoints(0, false, [false, false]).points).toEqual([10, 0]);
    expect(comboResultPoints(1, false, [false, false]).points).toEqual([0, 10]);
  });

  it("[C3-2.2] the Bonus Points are 10: the text's example, Bonus Points with both teams GeoPlunging, is worth 40", () => {
    expect(comboResultPoints(0, true, [false, false]).points).toEqual([20, 0]);
    expect(comboResultPoints(1, true, [true, true]).points).toEqual([0, 40]);
  });

  it("[C3-2.3] one team GeoPlunging adds 10, both add 20", () => {
    expect(comboResultPoints(0, false, [true, false]).breakdown).toEqual({ win: 10, bonus: 0, geoPlunging: 10 });
    expect(comboResultPoints(0, false, [false, true]).breakdown).toEqual({ win: 10, bonus: 0, geoPlunging: 10 });
    expect(comboResultPoints(0, false, [true, true]).breakdown).toEqual({ win: 10, bonus: 0, geoPlunging: 20 });
  });

  it("[C3-2.4] the GeoPlunging points go to the winner whoever plunged; the loser scores 0; a tie earns none", () => {
    const table = riggedCombo("PTR1", FLOW_RIG, [false, true]);
    playTricks(table, [0, 0, 0, 0, 0, 1, 1, 1], inRanks);
    expect(table.state.phase.type).toBe("over");
    expect(table.state.phase.type === "over" && table.state.phase.result).toMatchObject({
      winner: 0,
      points: [20, 0],
      breakdown: { win: 10, bonus: 0, geoPlunging: 10 },
    });
    expect(table.lines().at(-1)).toBe("Red wins Game 4 and scores 20 points (10 for the win + 10 for GeoPlunging).");
    expect(comboResultPoints(null, false, [true, true]).points).toEqual([5, 5]);
  });

  it("[C3-2.5] the moderator adjusts a team's points with a reason while the game is on; never below 0", () => {
    const table = riggedCombo("PTR1", FLOW_RIG);
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "red", amount: -1, reason: "x" }).code).toBe("rule/invalid_adjustment");
    expect(table.reject(RED, { type: "adjustScore", teamId: "red", amount: 1, reason: "x" }).code).toBe("rule/moderator_only");
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 3, reason: "good sport" });
    playTricks(table, [0, 0, 0, 0, 0, 0], inRanks);
    expect(table.board()).toMatchObject({ teams: [{ points: 20 }, { points: 3 }] });
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 3, reason: "late" }).code).toBe("rule/game_over");
    expect(combo3Game4.status(table.state)).toMatchObject({
      over: true,
      winners: ["red"],
      summary: "Red wins PTR1 (6–0 in tricks): 10 for the win + 10 Bonus Points. Points: Red 20, Blue 3.",
    });
  });
});

describe("[C3-3] which version", () => {
  it("[C3-3.1] the top Power card names the version and stays face-up beside the table, out of the deal", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const table = combo({}, seed);
      const card = table.state.versionCard as string;
      expect(table.state.version).toBe(powerCard(card).version);
      seen.add(table.state.version);
      expect(table.board()).toMatchObject({ version: table.state.version, versionCard: { id: card } });
      const play = playOf(table);
      if (play.kind === "ranks") expect([...powerPlaces(play.battle), card].sort()).toEqual([...POWER_CARD_IDS].sort());
    }
    expect([...seen].sort()).toEqual(["PTB", "PTR1", "PTR2"]);
  });

  it("[C3-3.2] the setup may fix the version; then no card is turned", () => {
    const table = combo({ version: "PTB" });
    expect([table.state.versionCard, table.state.version, playOf(table).kind]).toEqual([null, "PTB", "zap"]);
    expect(table.lines(table.allEvents)[0]).toBe("Game 4 is Play the Border Zap (PTB), as the teacher chose.");
  });
});

describe("[C3-4] the first lead", () => {
  it("[C3-4.1] the winner of the previous game leads the first trick", () => {
    for (const teamId of ["red", "blue"]) {
      const table = combo({ version: "PTR1", previousWinner: teamId });
      expect(table.state.firstLead).toEqual({ side: teamId === "red" ? 0 : 1, how: "previous-winner", drawn: null });
      discardToWindow(table);
      table.run(RED, { type: "declineGeoPlunge" });
      table.run(BLUE, { type: "declineGeoPlunge" });
      expect(ranksOf(table).step).toEqual({ type: "leading", lead: teamId === "red" ? 0 : 1 });
    }
  });

  it("[C3-4.3] in a room's sequence of games, the previous game's one winner (told by the platform) leads; a tie draws; the setup's previousWinner still decides", () => {
    const seated = (previousWinners: string[]) => ({ ...SEATING, previousWinners });
    for (const teamId of ["red", "blue"]) {
      const started = combo3Game4.start(combo3Game4.setupSchema.parse({ version: "PTR1" }), seated([teamId]), 3, 0);
      if (!started.ok) throw new Error(started.violation.message);
      expect(started.state.firstLead).toEqual({ side: teamId === "red" ? 0 : 1, how: "previous-winner", drawn: null });
    }
    const tie = combo3Game4.start(combo3Game4.setupSchema.parse({ version: "PTR1" }), seated([]), 3, 0);
    if (!tie.ok) throw new Error(tie.violation.message);
    expect(tie.state.firstLead.how).toBe("draw");
    const named = combo3Game4.start(combo3Game4.setupSchema.parse({ version: "PTR1", previousWinner: "blue" }), seated(["red"]), 3, 0);
    if (!named.ok) throw new Error(named.violation.message);
    expect(named.state.firstLead.side).toBe(1);
  });

  it("[C3-4.2] otherwise a statehood draw decides; a previous winner not at the table is refused", () => {
    const table = combo({ version: "PTB", previousWinner: null }, 4);
    const drawn = table.state.firstLead.drawn;
    if (!drawn) throw new Error("no draw");
    expect(table.state.firstLead.side).toBe(rankOf(drawn[0], "statehood") < rankOf(drawn[1], "statehood") ? 0 : 1);
    const refused = combo3Game4.start(combo3Game4.setupSchema.parse({ previousWinner: "green" }), SEATING, 1, 0);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.code).toBe("rule/invalid_setup");
  });
});

describe("[C3-5] PTR1", () => {
  it("[C3-5.1] 9 cards and 2 Power cards each; the first turned base for tricks 1–3, the second for 4–8", () => {
    const table = combo({ version: "PTR1" }, 2);
    const battle = ranksOf(table);
    expect(battle.hands.map((hand) => hand.length)).toEqual([9, 9]);
    expect(battle.powers.map((hand) => hand.length)).toEqual([2, 2]);
    const [first, second] = battle.basePowers.map((id) => powerCard(id).base);
    expect([1, 2, 3, 4, 8].map((trick) => fixedBase(battle, trick))).toEqual([first, first, first, second, second]);
    if (first !== second)
      expect(table.lines(table.allEvents)).toContain(
        `The Power cards turned face-up show ${first} and ${second}: the base is ${first} for tricks 1–3 and ${second} for tricks 4–8.`,
      );
    const rigged = riggedCombo("PTR1", {
      ...FLOW_RIG,
      bases: [power(1, "size"), power(30, "size")],
      hands: [
        ["NY", "OH"],
        ["GA", "TX"],
      ],
      tricks: 3,
    });
    expect(rigged.run(RED, { type: "lead", card: "NY", category: "size" })[0]).toMatchObject({ trick: 4, base: 30 });
  });

  it("[C3-5.2] the same number on both Power cards is the base for all 8 tricks", () => {
    const table = riggedCombo("PTR1", { ...FLOW_RIG, bases: [power(20, "size"), power(20, "statehood")] });
    for (let trick = 1; trick <= 8; trick++) expect(fixedBase(ranksOf(table), trick)).toBe(20);
  });

  it("[C3-5.3] each team discards one card face-down; the discards are not turned", () => {
    const table = combo({ version: "PTR1", previousWinner: "blue" }, 3);
    const card = ranksOf(table).hands[0][0] as string;
    table.run(RED, { type: "discard", card });
    expect(table.reject(RED, { type: "discard", card: ranksOf(table).hands[0][0] }).code).toBe("rule/already_discarded");
    const events = table.run(BLUE, { type: "discard", card: ranksOf(table).hands[1][0] });
    expect(events.map((event) => event.type)).toEqual(["discarded", "geoPlungeOpened"]);
    expect(ranksOf(table).discardsTurned).toBe(false);
  });

  it("[C3-5.4] tricks follow Play the Ranks Level 3: announce, lock or change the category, the 3 best protect", () => {
    const table = riggedCombo("PTR1", {
      hands: [
        ["MN", "CO"],
        ["KS", "TN"],
      ],
      bases: [power(1, "size"), power(30, "size")],
      lead: 0,
      tricks: 3,
      powers: [[], [power(1, "size"), power(10, "statehood")]],
    });
    table.run(RED, { type: "lead", card: "MN", category: "statehood" });
    table.run(BLUE, { type: "follow", card: "KS", power: power(1, "size") });
    expect(ranksOf(table).tricks[3]?.outcome).toMatchObject({ effect: { kind: "blocked", by: "best-three" }, winner: 0 });
    expect(ranksOf(table).step).toEqual({ type: "leading", lead: 0 });
  });
});

describe("[C3-6] who wins PTR1 and PTR2", () => {
  it("[C3-6.1] five tricks win; 4–4 goes to the last trick", () => {
    const five = riggedCombo("PTR1", FLOW_RIG);
    playTricks(five, [1, 1, 0, 1, 1, 0, 0, 1], inRanks);
    expect(five.state.phase.type === "over" && five.state.phase.result).toMatchObject({
      winner: 1,
      tricks: [3, 5],
      bonus: false,
      points: [0, 10],
    });
    const tied = riggedCombo("PTR2", FLOW_RIG);
    playTricks(tied, [1, 1, 1, 1, 0, 0, 0, 0], inRanks);
    expect(tied.state.phase.type === "over" && tied.state.phase.result).toMatchObject({
      winner: 0,
      tricks: [4, 4],
      how: "last-trick",
      points: [10, 0],
    });
    expect(tied.lines().join(" ")).toContain("The game is tied 4–4");
  });

  it("[C3-6.2] six tricks earn the Bonus Points and end the game early", () => {
    const table = riggedCombo("PTR1", FLOW_RIG, [true, true]);
    playTricks(table, [0, 0, 0, 1, 0, 0, 0], inRanks);
    expect(table.state.phase.type === "over" && table.state.phase.result).toMatchObject({
      winner: 0,
      tricks: [6, 1],
      bonus: true,
      how: "early",
      points: [40, 0],
    });
  });

  it("[C3-6.3] a team that did not play both Power cards loses; if both failed the tricks decide", () => {
    const forfeit = riggedCombo("PTR1", { ...FLOW_RIG, powers: [[power(50, "size")], []] });
    playTricks(forfeit, [0, 0, 0, 0, 0, 1, 1, 1], inRanks);
    expect(forfeit.state.phase.type === "over" && forfeit.state.phase.result).toMatchObject({
      winner: 1,
      how: "power-forfeit",
      points: [0, 10],
    });
    const both = riggedCombo("PTR1", { ...FLOW_RIG, powers: [[power(50, "size")], [power(50, "statehood")]] });
    playTricks(both, [0, 0, 0, 0, 0, 1, 1, 1], inRanks);
    expect(both.state.phase.type === "over" && both.state.phase.result).toMatchObject({ winner: 0, how: "tricks" });
  });
});

describe("[C3-7] PTR2", () => {
  const TWO = { ...FLOW_RIG, bases: [power(1, "size"), power(50, "size")] };

  it("[C3-7.1] with two different bases the lead team names the base of each trick", () => {
    const table = riggedCombo("PTR2", TWO);
    expect(table.reject(RED, { type: "lead", card: "DE", category: "size" }).code).toBe("rule/base_required");
    expect(table.run(RED, { type: "lead", card: "DE", category: "size", base: 50 })[0]).toMatchObject({ base: 50 });
  });

  it("[C3-7.2] with the same base twice PTR2 is PTR1: no base is named", () => {
    const table = riggedCombo("PTR2", { ...FLOW_RIG, bases: [power(50, "size"), power(50, "population")] });
    expect(table.reject(RED, { type: "lead", card: "DE", category: "size", base: 1 }).code).toBe("rule/base_fixed");
    expect(table.run(RED, { type: "lead", card: "DE", category: "size" })[0]).toMatchObject({ base: 50 });
  });

  it("[C3-7.3] PTR2 has no Change the Base", () => {
    const table = riggedCombo("PTR2", { ...TWO, powers: [[], [power(50, "statehood")]] });
    table.run(RED, { type: "lead", card: "DE", category: "size", base: 1 });
    expect(table.reject(BLUE, { type: "follow", card: "TX", power: power(50, "statehood"), changeBase: true }).code).toBe(
      "rule/change_base_not_allowed",
    );
  });
});

describe("[C3-8] PTB", () => {
  it("[C3-8.1] PTB deals, trades and discards like Play the Border Zap; its lead and follow take a card only", () => {
    const table = combo({ version: "PTB", previousWinner: "red" }, 5);
    expect(zapOfTable(table).hands.map((hand) => hand.length)).toEqual([3, 3]);
    tradeTwice(table);
    expect(zapOfTable(table).hands.map((hand) => hand.length)).toEqual([7, 7]);
    discardToWindow(table);
    expect(table.state.phase.type).toBe("geoplunge-window");
    table.run(RED, { type: "geoPlunge" });
    table.run(BLUE, { type: "geoPlunge" });
    const card = zapOfTable(table).hands[0][0] as string;
    expect(table.reject(RED, { type: "lead", card, category: "size" }).code).toBe("rule/not_in_this_game");
    expect(table.reject(RED, { type: "lead", card, power: "P01" }).code).toBe("rule/not_in_this_game");
    table.run(RED, { type: "lead", card });
    expect(table.reject(BLUE, { type: "follow", card: zapOfTable(table).hands[1][0], power: "P01" }).code).toBe("rule/not_in_this_game");
    const ptr = combo({ version: "PTR1" });
    expect(ptr.reject(RED, { type: "trade", card: ranksOf(ptr).hands[0][0] }).code).toBe("rule/not_in_this_game");
  });

  it('[C3-8.3] PTB\'s Step 1: "Teams may look at their 3 cards." Each team looks, the received card marked, and puts them face-down; Step 2 follows when both have', async () => {
    const prepared = await combo3Game4.prepare({ version: "PTB" }, 4, {
      builtInDeck: () => [],
      customDeckCards: () => Promise.resolve({ ok: true as const, cards: [] }),
    });
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.setup).toMatchObject({ version: "PTB", rulesVersion: 2 });
    const table = combo(prepared.setup, 4);
    const [redGives, blueGives] = [zapOfTable(table).hands[0][0] as string, zapOfTable(table).hands[1][2] as string];
    table.run(RED, { type: "trade", card: redGives });
    table.run(BLUE, { type: "trade", card: blueGives });
    expect(zapOfTable(table).step).toEqual({ type: "looking", received: [blueGives, redGives] });
    expect(table.lines().at(-1)).toBe(
      "Each team may look at its 3 cards, the one it received marked, then puts them face-down for Step 2.",
    );
    const red = table.team("red") as Combo3Game4TeamView;
    expect(red.own.kind === "zap" && red.own.view).toMatchObject({ received: blueGives, cardsSetAside: 0 });
    expect(sorted(cardsIn(red))).toEqual(sorted(zapOfTable(table).hands[0]));
    expect(table.reject(RED, { type: "geoPlunge" }).message).toBe(
      'The dealer asks "Are you GeoPlunging?" once both teams have discarded; wait for it.',
    );
    table.run(BLUE, { type: "setAside" });
    expect(zapOfTable(table).step.type).toBe("looking");
    table.run(RED, { type: "setAside" });
    expect(zapOfTable(table).step).toEqual({ type: "trading", round: 2, picks: [null, null] });
    expect(table.lines()).toEqual([
      "Red has looked at its 3 cards and puts them face-down.",
      "The first 3 cards lie face-down; each team is dealt 3 more and trades one of them.",
    ]);
    // PTR has no such step; a PTB game stored before the look deals Step 2 with the trade.
    expect(combo({ version: "PTR1" }).reject(RED, { type: "setAside" }).code).toBe("rule/not_in_this_game");
    const stored = combo({ version: "PTB" }, 4);
    stored.run(RED, { type: "trade", card: redGives });
    stored.run(BLUE, { type: "trade", card: blueGives });
    expect(zapOfTable(stored).step).toEqual({ type: "trading", round: 2, picks: [null, null] });
    expect(zapOfTable(stored).hands).toEqual(zapOfTable(table).hands);
  });

  it("[C3-8.2] PTB: 4 tricks win, 3–3 goes to the last trick, 5 tricks earn the Bonus Points and 5–0 ends early", () => {
    const four = riggedComboZap(ZAP_HANDS, 0);
    playComboZapTricks(four, [1, 1, 0, 0, 1, 1]);
    expect(four.state.phase.type === "over" && four.state.phase.result).toMatchObject({
      winner: 1,
      tricks: [2, 4],
      bonus: false,
      points: [0, 10],
    });
    const tied = riggedComboZap(ZAP_HANDS, 0);
    playComboZapTricks(tied, [0, 0, 0, 1, 1, 1]);
    expect(tied.state.phase.type === "over" && tied.state.phase.result).toMatchObject({ winner: 1, tricks: [3, 3], how: "last-trick" });
    const early = riggedComboZap(ZAP_HANDS, 0, [true, false]);
    playComboZapTricks(early, [0, 0, 0, 0, 0]);
    expect(early.state.phase.type === "over" && early.state.phase.result).toMatchObject({
      winner: 0,
      tricks: [5, 0],
      bonus: true,
      how: "early",
      points: [30, 0],
    });
  });
});

describe("[C3-10] ties", () => {
  it("[C3-10.1] every version names a winner, so Game 4 never awards the tie points", () => {
    const sequences: (0 | 1)[][] = [
      [0, 1, 0, 1, 0, 1, 0, 1],
      [1, 0, 1, 0, 1, 0, 1, 0],
      [1, 1, 1, 0, 0, 0, 0, 1],
      [0, 0, 0, 1, 1, 1, 1, 0],
    ];
    for (const [index, winners] of sequences.entries()) {
      // Both teams keep a Power card to the end: the penalties cancel and the 4–4 still has a winner.
      const table = riggedCombo(index % 2 ? "PTR1" : "PTR2", { ...FLOW_RIG, powers: [[power(50, "size")], [power(50, "statehood")]] });
      playTricks(table, winners, inRanks);
      expect(table.state.phase.type === "over" && table.state.phase.result.winner).toBe(winners[7]);
    }
  });
});
