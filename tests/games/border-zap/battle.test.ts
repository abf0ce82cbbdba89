import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { borderZap, type BorderZapTeamView } from "@/lib/games/border-zap";
import { ALL_CARDS, rankOf } from "@/lib/games/trick-kit/cards";
import { BLUE, cardsIn, MODERATOR, RED } from "../support";
import { playZapTricks, riggedZap, ZAP_HANDS, zapBattleOf, zapGame, type ZapTable } from "./zap-support";

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

/** Both teams trade their first card, twice, reaching Step 3. */
function throughTrades(table: ZapTable): void {
  for (let round = 0; round < 2; round++) {
    table.run(RED, { type: "trade", card: zapBattleOf(table).hands[0][0] });
    table.run(BLUE, { type: "trade", card: zapBattleOf(table).hands[1][0] });
  }
}

describe("[BZ-1] players and setup", () => {
  it("[BZ-1.1] two teams of 1–3 players; only a team's phones play its cards; bad input is refused", () => {
    const setup = borderZap.setupSchema.parse({});
    expect(
      borderZap.start(
        setup,
        {
          teams: [
            { id: "a", name: "A", players: 4 },
            { id: "b", name: "B", players: 1 },
          ],
        },
        1,
        0,
      ).ok,
    ).toBe(false);
    expect(borderZap.start(setup, { teams: [{ id: "a", name: "A", players: 1 }] }, 1, 0).ok).toBe(false);
    const table = zapGame();
    const card = zapBattleOf(table).hands[0][0];
    expect(table.reject(MODERATOR, { type: "trade", card }).code).toBe("rule/team_only");
    expect(table.reject({ role: "team", teamId: "green" }, { type: "trade", card }).code).toBe("rule/unknown_team");
    expect(table.reject(RED, { type: "trade" }).code).toBe("rule/invalid_command");
    expect(table.reject(RED, { type: "lead", card: "UT", category: "size" }).code).toBe("rule/invalid_command");
  });

  it("[BZ-1.2] the setup holds the target points (15 unless changed); one structure for every level", () => {
    expect(borderZap.setupSchema.parse({})).toEqual({ targetPoints: 15 });
    expect(borderZap.setupSchema.safeParse({ targetPoints: 1 }).success).toBe(false);
    expect(borderZap.setupSchema.safeParse({ level: 4 }).success).toBe(false);
  });
});

describe("[BZ-2] the first lead", () => {
  it("[BZ-2.1] a card drawn for each team: the earlier statehood leads the first battle", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const table = zapGame({}, seed);
      const [a, b] = table.state.firstLeadDraw.cards;
      expect(zapBattleOf(table).firstLead).toBe(rankOf(a, "statehood") < rankOf(b, "statehood") ? 0 : 1);
      expect(table.lines(table.allEvents)[1]).toContain("joined the Union first");
    }
  });

  it("[BZ-2.2] the first lead alternates from battle to battle", () => {
    const table = riggedZap(ZAP_HANDS, 1);
    playZapTricks(table, [1, 1, 1, 1, 1]);
    expect(zapBattleOf(table).number).toBe(2);
    expect(zapBattleOf(table).firstLead).toBe(0);
  });

  it("[BZ-2.3] all 50 cards are gathered and shuffled, seeded, before every battle", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    playZapTricks(table, [0, 0, 0, 0, 0]);
    const battle = zapBattleOf(table);
    expect(sorted([...battle.deck, ...battle.hands[0], ...battle.hands[1]])).toEqual(sorted(ALL_CARDS));
    expect(zapGame({}, 3).state).toEqual(zapGame({}, 3).state);
    expect(zapBattleOf(zapGame({}, 3)).hands).not.toEqual(zapBattleOf(zapGame({}, 4)).hands);
  });
});

describe("[BZ-3] Step 1", () => {
  it("[BZ-3.1] each team is dealt 3 cards", () => {
    const battle = zapBattleOf(zapGame());
    expect(battle.hands.map((hand) => hand.length)).toEqual([3, 3]);
    expect(battle.step).toEqual({ type: "trading", round: 1, picks: [null, null] });
  });

  it("[BZ-3.2] both teams pick a card to trade, secretly and for good; then the cards change hands together", () => {
    const table = zapGame({}, 2);
    const [redGives, blueGives] = [zapBattleOf(table).hands[0][1] as string, zapBattleOf(table).hands[1][2] as string];
    table.run(RED, { type: "trade", card: redGives });
    expect(table.reject(RED, { type: "trade", card: zapBattleOf(table).hands[0][0] }).code).toBe("rule/already_chosen");
    expect(JSON.stringify(table.board())).not.toContain(redGives);
    expect(JSON.stringify(table.team("blue"))).not.toContain(redGives);
    expect(table.board()).toMatchObject({ table: { teams: [{ tradePicked: true }, { tradePicked: false }] } });
    expect(table.reject(BLUE, { type: "trade", card: redGives }).code).toBe("rule/card_not_in_hand");
    table.run(BLUE, { type: "trade", card: blueGives });
    expect(table.events.map((event) => event.type)).toEqual(["tradePicked", "traded", "zapDealt"]);
    const battle = zapBattleOf(table);
    expect(battle.setAside[0]).toContain(blueGives);
    expect(battle.setAside[1]).toContain(redGives);
  });
});

/** BZ-3.3's sentence of Step 1, as ../shared/rules/play-the-border-zap.txt and Combo 3's PTB print it. */
const LOOK_SENTENCE = "At the same time, each team trades one of its GeoPlunge cards with the other team. Teams may look at their 3 cards.";

/** A new room's game (the rules version `prepare` gives it), after both teams' first trade picks. */
async function afterFirstTrade(seed: number): Promise<{ table: ZapTable; redGives: string; blueGives: string }> {
  const prepared = await borderZap.prepare({}, seed, SERVICES);
  if (!prepared.ok) throw new Error(prepared.message);
  const table = zapGame(prepared.setup, seed);
  const [redGives, blueGives] = [zapBattleOf(table).hands[0][1] as string, zapBattleOf(table).hands[1][0] as string];
  table.run(RED, { type: "trade", card: redGives });
  table.run(BLUE, { type: "trade", card: blueGives });
  return { table, redGives, blueGives };
}

const SERVICES = { builtInDeck: () => [], customDeckCards: () => Promise.resolve({ ok: true as const, cards: [] }) };

describe("[BZ-3] Step 1: the look after the trade", () => {
  it(`[BZ-3.3] "${LOOK_SENTENCE}": each team sees its 3 cards, the one received marked, and never the other team's`, async () => {
    expect(readFileSync("docs/rules/border-zap.md", "utf8")).toContain(LOOK_SENTENCE);
    const { table, redGives, blueGives } = await afterFirstTrade(2);
    const battle = zapBattleOf(table);
    expect(table.events.map((event) => event.type)).toEqual(["tradePicked", "traded", "zapLookAtCards"]);
    expect(battle.step).toEqual({ type: "looking", received: [blueGives, redGives] });
    expect(battle.hands[0]).toContain(blueGives);
    // Step 2 is not dealt while the teams look.
    expect(battle.deck).toHaveLength(50 - 6);
    const red = table.team("red") as BorderZapTeamView;
    expect(red.own).toMatchObject({ received: blueGives, cardsSetAside: 0, tradePick: null, yourMove: expect.stringMatching(/^look at/) });
    expect(sorted(red.own.hand.map((card) => card.code))).toEqual(sorted(battle.hands[0]));
    expect(sorted(cardsIn(red))).toEqual(sorted(battle.hands[0]));
    expect((table.team("blue") as BorderZapTeamView).own.received).toBe(redGives);
    expect(cardsIn(table.board())).toEqual([]);
    expect(table.moderator()).toMatchObject({ waiting: { teamIds: ["red", "blue"], what: expect.stringMatching(/^look at the 3 cards/) } });
    expect(table.lines()).toEqual([
      "Blue has picked a card to trade.",
      "The teams trade one card each.",
      "Each team may look at its 3 cards, the one it received marked, then puts them face-down for Step 2.",
    ]);
  });

  it("[BZ-3.4] Ruling: each team goes on itself by putting its 3 cards face-down; Step 2 is dealt when both teams have", async () => {
    const { table } = await afterFirstTrade(3);
    const [redCards, blueCards] = zapBattleOf(table).hands;
    const card = redCards[0] as string;
    // Until then every other move is refused with the reason, and the legal actions say the same.
    const trade = table.reject(RED, { type: "trade", card });
    expect(trade.message).toBe(
      "Trading is not possible now: the game is waiting for Red and Blue to look at the 3 cards, then put them face-down.",
    );
    expect(table.reject(RED, { type: "discard", card }).code).toBe("rule/wrong_phase");
    expect(borderZap.legalActions(table.state, RED)).toEqual([{ command: { type: "setAside" }, allowed: true }]);
    table.run(RED, { type: "setAside" });
    expect(table.lines()).toEqual(["Red has looked at its 3 cards and puts them face-down."]);
    // Red's cards now lie face-down: out of sight of its own phones too; Blue still looks at its cards.
    const red = table.team("red") as BorderZapTeamView;
    expect(red.own).toMatchObject({ hand: [], cardsSetAside: 3, received: null, yourMove: null });
    expect(cardsIn(red)).toEqual([]);
    expect(cardsIn(table.team("blue"))).toEqual(expect.arrayContaining(blueCards));
    expect(table.board()).toMatchObject({
      table: { step: { type: "looking", teamIds: ["blue"] }, teams: [{ cardsSetAside: 3 }, { cardsSetAside: 0 }] },
    });
    const again = table.reject(RED, { type: "setAside" });
    expect([again.code, again.message]).toEqual([
      "rule/already_chosen",
      "Your 3 cards already lie face-down; wait for Blue to finish looking at theirs.",
    ]);
    expect(borderZap.legalActions(table.state, RED)).toEqual([
      { command: { type: "setAside" }, allowed: false, reason: again.message, code: "rule/already_chosen" },
    ]);
    table.run(BLUE, { type: "setAside" });
    const battle = zapBattleOf(table);
    expect(table.events.map((event) => event.type)).toEqual(["zapCardsSetAside", "zapDealt"]);
    expect(battle.step).toEqual({ type: "trading", round: 2, picks: [null, null] });
    expect(battle.setAside).toEqual([redCards, blueCards]);
    expect(battle.hands.map((hand) => hand.length)).toEqual([3, 3]);
    expect(table.reject(BLUE, { type: "setAside" }).code).toBe("rule/wrong_phase");
  });

  it("[BZ-3.5] a room stored before the look keeps its rules (Step 2 dealt with the trade); a new room gets the look and cannot be given the old rules", async () => {
    expect(borderZap.setupSchema.parse({})).toEqual({ targetPoints: 15 });
    const prepared = await borderZap.prepare({ targetPoints: 9 }, 1, SERVICES);
    expect(prepared).toEqual({ ok: true, setup: { targetPoints: 9, rulesVersion: 2 } });
    expect((await borderZap.prepare({ rulesVersion: 1 }, 1, SERVICES)).ok).toBe(false);
    const stored = zapGame({}, 2);
    expect(zapBattleOf(stored).rules).toEqual({ holdBeforeTricks: false });
    stored.run(RED, { type: "trade", card: zapBattleOf(stored).hands[0][1] });
    stored.run(BLUE, { type: "trade", card: zapBattleOf(stored).hands[1][0] });
    expect(stored.events.map((event) => event.type)).toEqual(["tradePicked", "traded", "zapDealt"]);
    // The same deal as a new room's after the look: only the wait differs.
    const { table } = await afterFirstTrade(2);
    table.run(RED, { type: "setAside" });
    table.run(BLUE, { type: "setAside" });
    expect(zapBattleOf(table).hands).toEqual(zapBattleOf(stored).hands);
    expect(zapBattleOf(table).setAside).toEqual(zapBattleOf(stored).setAside);
  });
});

describe("[BZ-4] Step 2", () => {
  it("[BZ-4.1] the first 3 cards lie face-down, out of sight even of their own team; 3 more are dealt", () => {
    const table = zapGame({}, 5);
    table.run(RED, { type: "trade", card: zapBattleOf(table).hands[0][0] });
    table.run(BLUE, { type: "trade", card: zapBattleOf(table).hands[1][0] });
    const battle = zapBattleOf(table);
    const view = table.team("red") as BorderZapTeamView;
    expect(view.own.cardsSetAside).toBe(3);
    expect(view.own.hand.map((card) => card.code)).toEqual(battle.hands[0]);
    for (const code of battle.setAside[0]) expect(cardsIn(view)).not.toContain(code);
    expect(battle.step).toEqual({ type: "trading", round: 2, picks: [null, null] });
  });

  it("[BZ-4.2] the second trade is one of the 3 new cards", () => {
    const table = zapGame({}, 5);
    table.run(RED, { type: "trade", card: zapBattleOf(table).hands[0][0] });
    table.run(BLUE, { type: "trade", card: zapBattleOf(table).hands[1][0] });
    expect(table.reject(RED, { type: "trade", card: zapBattleOf(table).setAside[0][0] }).code).toBe("rule/trade_only_new_cards");
    table.run(RED, { type: "trade", card: zapBattleOf(table).hands[0][2] });
  });
});

describe("[BZ-5] Step 3", () => {
  it("[BZ-5.1] all six cards back in hand and one more each, face-up for everyone to see", () => {
    const table = zapGame({}, 6);
    throughTrades(table);
    const battle = zapBattleOf(table);
    expect(battle.hands.map((hand) => hand.length)).toEqual([7, 7]);
    const [up0, up1] = battle.faceUp as [string, string];
    expect(battle.hands[0]).toContain(up0);
    expect(cardsIn(table.board())).toEqual([up0, up1]);
    expect(cardsIn(table.team("blue"))).toContain(up0);
    expect(table.lines().at(-1)).toContain("face-up");
  });

  it("[BZ-5.2] each team discards one card face-down, leaving 6", () => {
    const table = zapGame({}, 6);
    throughTrades(table);
    const card = zapBattleOf(table).hands[1][3] as string;
    table.run(BLUE, { type: "discard", card });
    expect(table.reject(BLUE, { type: "discard", card: zapBattleOf(table).hands[1][0] }).code).toBe("rule/already_discarded");
    expect(cardsIn(table.board())).not.toContain(card);
    expect(cardsIn(table.team("red"))).not.toContain(card);
    table.run(RED, { type: "discard", card: zapBattleOf(table).hands[0][0] });
    expect(zapBattleOf(table).hands.map((hand) => hand.length)).toEqual([6, 6]);
    expect(zapBattleOf(table).step).toEqual({ type: "leading", lead: zapBattleOf(table).firstLead });
  });
});

describe("[BZ-6] Step 4", () => {
  it("[BZ-6.1] the lead card goes face-down and its state is announced; the board does not show the card", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    const [led] = table.run(RED, { type: "lead", card: "UT" });
    expect(led).toEqual({ type: "zapLeadPlayed", trick: 1, teamId: "red", announcement: "Utah" });
    expect(table.board()).toMatchObject({ table: { currentTrick: { number: 1, leadTeamId: "red", announcement: "Utah" } } });
    expect(cardsIn(table.board())).not.toContain("UT");
    expect(cardsIn(table.team("blue"))).not.toContain("UT");
    expect(table.team("red")).toMatchObject({ own: { ownLead: { code: "UT" } } });
  });

  it("[BZ-6.2] the other team plays face-up, the trick is decided and its winner leads the next", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    table.run(RED, { type: "lead", card: "UT" });
    table.run(BLUE, { type: "follow", card: "TX" });
    expect(zapBattleOf(table).step).toEqual({ type: "leading", lead: 1 });
    table.run(BLUE, { type: "lead", card: "OH" });
    table.run(RED, { type: "follow", card: "WA" });
    expect(zapBattleOf(table).step).toEqual({ type: "leading", lead: 1 });
    expect(zapBattleOf(table).won).toEqual([0, 2]);
  });

  it("[BZ-6.3] only the lead team leads and only the other team follows, with their own cards", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    expect(table.reject(BLUE, { type: "lead", card: "TX" }).code).toBe("rule/not_your_turn");
    expect(table.reject(RED, { type: "lead", card: "TX" }).code).toBe("rule/card_not_in_hand");
    expect(table.reject(BLUE, { type: "follow", card: "TX" }).code).toBe("rule/wrong_phase");
    table.run(RED, { type: "lead", card: "UT" });
    expect(table.reject(RED, { type: "follow", card: "WA" }).code).toBe("rule/not_your_turn");
    expect(table.reject(BLUE, { type: "follow", card: "UT" }).code).toBe("rule/card_not_in_hand");
  });
});

describe("[BZ-9] who wins a battle", () => {
  it("[BZ-9.1] four tricks win the battle and 2 points", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    playZapTricks(table, [0, 1, 0, 1, 0, 0]);
    expect(table.state.history[0]).toMatchObject({ winner: 0, tricks: [4, 2], points: 2, bonus: false, how: "tricks" });
  });

  it("[BZ-9.2] five tricks earn the bonus point; a 5–0 start ends the battle early", () => {
    const early = riggedZap(ZAP_HANDS, 0);
    playZapTricks(early, [1, 1, 1, 1, 1]);
    expect(early.state.history[0]).toMatchObject({ winner: 1, tricks: [0, 5], points: 3, bonus: true, how: "early" });
    const late = riggedZap(ZAP_HANDS, 0);
    playZapTricks(late, [1, 0, 0, 0, 0, 0]);
    expect(late.state.history[0]).toMatchObject({ winner: 0, tricks: [5, 1], points: 3, bonus: true, how: "tricks" });
  });

  it("[BZ-9.3] at 3–3 the winner of the last trick wins the battle and 2 points", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    playZapTricks(table, [0, 0, 0, 1, 1, 1]);
    expect(table.state.history[0]).toMatchObject({ winner: 1, tricks: [3, 3], points: 2, how: "last-trick" });
    expect(table.lines().join(" ")).toContain("tied 3–3");
  });
});

describe("[BZ-10] the match", () => {
  it("[BZ-10.1] 15 points win; level scores at or above the target play another battle", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    table.run(MODERATOR, { type: "adjustScore", teamId: "red", amount: 13, reason: "test" });
    playZapTricks(table, [0, 0, 0, 0, 1, 1]);
    expect(borderZap.status(table.state)).toMatchObject({
      over: true,
      winners: ["red"],
      summary: "Red wins Play the Border Zap, 15 points to 0, after 1 border battle.",
    });
    const tied = riggedZap(ZAP_HANDS, 0);
    tied.run(MODERATOR, { type: "adjustScore", teamId: "red", amount: 13, reason: "test" });
    tied.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 15, reason: "test" });
    playZapTricks(tied, [0, 0, 0, 0, 1, 1]);
    expect(tied.state.phase.type).toBe("battle");
    expect(tied.allEvents).toContainEqual({ type: "targetTied", points: 15 });
  });

  it("[BZ-10.2] the moderator adjusts a score with a reason; never below 0; points come from battles and adjustments", () => {
    const table = riggedZap(ZAP_HANDS, 0);
    expect(table.reject(BLUE, { type: "adjustScore", teamId: "blue", amount: 2, reason: "x" }).code).toBe("rule/moderator_only");
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "blue", amount: -2, reason: "x" }).code).toBe("rule/invalid_adjustment");
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 2, reason: "x" });
    playZapTricks(table, [0, 0, 0, 0, 0]);
    expect(table.state.points).toEqual([3, 2]);
    expect(table.state.ledger.map((entry) => [entry.side, entry.amount, entry.kind])).toEqual([
      [1, 2, "adjustment"],
      [0, 3, "battle"],
    ]);
  });
});
