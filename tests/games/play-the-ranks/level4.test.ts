import { describe, expect, it } from "vitest";
import { startRanksBattle, type RanksBattleEvent } from "@/lib/games/play-the-ranks/battle";
import { ALL_CARDS, cardName, rankOf } from "@/lib/games/trick-kit/cards";
import { geoStarOf, powerCard, POWER_CARDS } from "@/lib/games/trick-kit/power-cards";
import { burFor, protectedBy } from "@/lib/games/trick-kit/ranks";
import type { Side } from "@/lib/games/trick-kit/teams";
import { actorOf, BLUE, cardsIn, RED } from "../support";
import { battleOf, cardWithRank, FLOW_RIG, playTricks, power, ptr, rigged, type PtrTable } from "./ptr";

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** A Level 4 table at Step 2, and the side that leads the first trick (and so speaks first). */
function level4(seed = 3, setup: Record<string, unknown> = {}): { table: PtrTable; first: Side } {
  const table = ptr({ level: 4, ...setup }, seed);
  const step = battleOf(table).step;
  if (step.type !== "choosing-role") throw new Error(step.type);
  return { table, first: step.side };
}

/** Settles Step 2 with the first team as the Cards Team and plays Step 3. */
function throughPick(seed = 3, setup: Record<string, unknown> = {}): { table: PtrTable; first: Side } {
  const { table, first } = level4(seed, setup);
  table.run(actorOf(first), { type: "chooseRole", role: "cards" });
  const [a, b] = battleOf(table).basePowers as [string, string, string];
  table.run(actorOf(other(first)), setup.leadChoosesBase ? { type: "pickPower", remove: a } : { type: "pickPower", remove: a, first: b });
  return { table, first };
}

/** Discards down to 8 for both teams (the Cards Team is `cards`). */
function discardAll(table: PtrTable): void {
  for (const side of [0, 1] as Side[]) {
    while (battleOf(table).hands[side].length > 8) table.run(actorOf(side), { type: "discard", card: battleOf(table).hands[side][0] });
  }
}

describe("[PTR-9] Level 4: the first lead", () => {
  it("[PTR-9.1] each team draws a card; the earlier statehood leads the first battle; the deck is shuffled again", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { table, first } = level4(seed);
      const draw = table.state.firstLeadDraw;
      if (!draw) throw new Error("no draw");
      expect(first).toBe(rankOf(draw.cards[0], "statehood") < rankOf(draw.cards[1], "statehood") ? 0 : 1);
      expect(table.lines(table.events)[1]).toContain("joined the Union first");
      // The drawn cards went back: all 50 are in the deck or the hands.
      const battle = battleOf(table);
      expect([...battle.deck, ...battle.hands[0], ...battle.hands[1]].sort()).toEqual([...ALL_CARDS].sort());
    }
  });

  it("[PTR-9.2] the first lead alternates from battle to battle", () => {
    const table = rigged({ level: 4 }, { ...FLOW_RIG, lead: 1 });
    playTricks(table, [1, 1, 1, 1, 1, 1]);
    expect(battleOf(table).firstLead).toBe(0);
    expect(battleOf(table).step).toEqual({ type: "choosing-role", side: 0 });
  });
});

describe("[PTR-10] a Level 4 battle", () => {
  it("[PTR-10.1] each team is dealt 9 GeoPlunge cards and 2 Power cards", () => {
    const battle = battleOf(level4().table);
    expect(battle.hands.map((hand) => hand.length)).toEqual([9, 9]);
    expect(battle.powers.map((hand) => hand.length)).toEqual([2, 2]);
  });

  it("[PTR-10.2] Power cards are turned until three bases differ; the first card of each base stays, repeats are set aside", () => {
    const events: RanksBattleEvent[] = [];
    const order = [
      power(30, "size"),
      power(10, "size"),
      power(1, "size"),
      power(50, "size"),
      ...[power(30, "statehood"), power(30, "population"), power(10, "statehood"), power(1, "statehood"), power(20, "size")],
    ];
    const rest = POWER_CARDS.map((card) => card.id).filter((id) => !order.includes(id));
    const battle = startRanksBattle(
      {
        rules: { kind: "level4", firstBaseTricks: 4, leadChoosesBase: false, firstLeadByDiscards: false, holdBeforeTricks: false },
        number: 1,
        deck: [...ALL_CARDS],
        powerDeck: [...order, ...rest],
        firstLead: 0,
      },
      {
        teams: [
          { id: "red", name: "Red", players: 1 },
          { id: "blue", name: "Blue", players: 1 },
        ],
        events,
      },
    );
    // Dealt: 30 size and 1 size to Red, 10 size and 50 size to Blue; then turned 30 st, 30 pop (repeat), 10 st, 1 st.
    expect(battle.basePowers).toEqual([power(30, "statehood"), power(10, "statehood"), power(1, "statehood")]);
    expect(battle.setAsidePowers).toEqual([power(30, "population")]);
    expect(events).toContainEqual({ type: "powerCardsTurned", kept: battle.basePowers, setAside: battle.setAsidePowers });
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const turned = battleOf(level4(seed).table);
      expect(new Set(turned.basePowers.map((id) => powerCard(id).base)).size).toBe(3);
      for (const id of turned.setAsidePowers) expect(turned.basePowers.map((kept) => powerCard(kept).base)).toContain(powerCard(id).base);
    }
  });

  it("[PTR-10.3] the first-trick lead team says Cards or Call first", () => {
    const { table, first } = level4();
    expect(table.reject(actorOf(other(first)), { type: "chooseRole", role: "cards" }).code).toBe("rule/not_your_turn");
    expect(table.reject(actorOf(first), { type: "upTheBur", burCards: 3 }).code).toBe("rule/role_not_allowed");
    expect(table.reject(actorOf(first), { type: "discard", card: battleOf(table).hands[first][0] }).code).toBe("rule/wrong_phase");
    table.run(actorOf(first), { type: "chooseRole", role: "call" });
  });

  it("[PTR-10.4] if it says Cards, the other team is the Call Team", () => {
    const { table, first } = level4();
    const events = table.run(actorOf(first), { type: "chooseRole", role: "cards" });
    expect(battleOf(table).cardsTeam).toBe(first);
    expect(battleOf(table).step).toEqual({ type: "call-pick", side: other(first) });
    expect(battleOf(table).burCount).toBe(2);
    expect(table.lines(events)[1]).toMatch(/is the Cards Team and .* the Call Team; 2 BUR cards/);
  });

  it("[PTR-10.5] if it says Call, the other team says Cards or Ups the BUR to 3, 4 or 5 (not Call)", () => {
    const { table, first } = level4();
    table.run(actorOf(first), { type: "chooseRole", role: "call" });
    expect(table.reject(actorOf(other(first)), { type: "chooseRole", role: "call" }).code).toBe("rule/role_not_allowed");
    expect(table.reject(actorOf(other(first)), { type: "upTheBur", burCards: 6 }).code).toBe("rule/invalid_command");
    const cards = table.mod.apply(table.state, { type: "chooseRole", role: "cards" }, actorOf(other(first)), 1);
    expect(cards.ok && (cards.state as PtrTable["state"]).phase.battle.cardsTeam).toBe(other(first));
    table.run(actorOf(other(first)), { type: "upTheBur", burCards: 4 });
    expect(battleOf(table).step).toEqual({ type: "final-call", side: first });
  });

  it("[PTR-10.6] after Up the BUR the first team says Call or Cards; the upped count stands either way", () => {
    for (const role of ["call", "cards"] as const) {
      const { table, first } = level4();
      table.run(actorOf(first), { type: "chooseRole", role: "call" });
      table.run(actorOf(other(first)), { type: "upTheBur", burCards: 5 });
      table.run(actorOf(first), { type: "chooseRole", role });
      const battle = battleOf(table);
      expect(battle.cardsTeam).toBe(role === "cards" ? first : other(first));
      expect(battle.burCount).toBe(5);
      const [a, b] = battle.basePowers as [string, string, string];
      table.run(actorOf(other(battle.cardsTeam as Side)), { type: "pickPower", remove: a, first: b });
      expect(battleOf(table).hands[battle.cardsTeam as Side]).toHaveLength(14);
    }
  });

  it("[PTR-10.7] the Call Team removes one Power card and names the first: its base for tricks 1–4, the other's for 5–8", () => {
    const { table, first } = level4();
    table.run(actorOf(first), { type: "chooseRole", role: "cards" });
    const call = actorOf(other(first));
    const [a, b, c] = battleOf(table).basePowers as [string, string, string];
    expect(table.reject(actorOf(first), { type: "pickPower", remove: a, first: b }).code).toBe("rule/not_your_turn");
    expect(table.reject(call, { type: "pickPower", remove: a }).code).toBe("rule/order_required");
    expect(table.reject(call, { type: "pickPower", remove: a, first: a }).code).toBe("rule/no_such_power_card");
    const elsewhere = POWER_CARDS.map((card) => card.id).find((id) => ![a, b, c].includes(id)) as string;
    expect(table.reject(call, { type: "pickPower", remove: elsewhere, first: b }).code).toBe("rule/no_such_power_card");
    table.run(call, { type: "pickPower", remove: b, first: c });
    expect(battleOf(table).basePowers).toEqual([c, a]);
    expect(table.board()).toMatchObject({ table: { bases: { first: powerCard(c).base, second: powerCard(a).base } } });
  });

  it("[PTR-10.8] the BUR cards are dealt face-up to the Cards Team, shown to all, and taken into its hand", () => {
    const { table, first } = throughPick();
    const battle = battleOf(table);
    expect(battle.burCards).toHaveLength(2);
    for (const code of battle.burCards) expect(battle.hands[first]).toContain(code);
    expect(battle.hands[first]).toHaveLength(11);
    expect(cardsIn(table.board())).toEqual(expect.arrayContaining(battle.burCards));
    expect(table.events.find((event) => event.type === "burDealt")).toMatchObject({ cards: battle.burCards });
  });

  it("[PTR-10.9] the BUR of a base is the best ranking on any BUR card, in any category, not below the base", () => {
    expect(burFor(["FL", "VA"], 1)).toBe(3);
    expect(burFor(["FL", "VA"], 30)).toBe(35);
    expect(burFor(["FL", "VA"], 10)).toBe(10);
    expect(burFor(["FL", "VA"], 50)).toBe(35);
    expect(burFor(["FL", "VA"], 20)).toBe(22);
  });

  it("[PTR-10.10] with no BUR ranking at or beyond a base, every lead card at or beyond it is protected", () => {
    // Georgia (statehood 4, size 24, population 8) has no ranking at or above 30; New Jersey's size 47 has.
    expect(burFor(["GA"], 30)).toBeNull();
    expect(burFor(["GA", "NJ"], 30)).toBe(47);
    expect(protectedBy(45, 30, false, { kind: "bur", burCards: ["GA"] })).toBe("bur");
    expect(protectedBy(29, 30, false, { kind: "bur", burCards: ["GA"] })).toBeNull();
  });

  it("[PTR-10.11] the Call Team discards 1 and the Cards Team down to 8, face-down", () => {
    const { table, first } = throughPick();
    const call = other(first);
    table.run(actorOf(call), { type: "discard", card: battleOf(table).hands[call][0] });
    expect(table.reject(actorOf(call), { type: "discard", card: battleOf(table).hands[call][0] }).code).toBe("rule/already_discarded");
    table.run(actorOf(first), { type: "discard", card: battleOf(table).hands[first][0] });
    table.run(actorOf(first), { type: "discard", card: battleOf(table).hands[first][0] });
    expect(battleOf(table).step.type).toBe("discarding");
    table.run(actorOf(first), { type: "discard", card: battleOf(table).hands[first][0] });
    expect(battleOf(table).hands.map((hand) => hand.length)).toEqual([8, 8]);
    expect(battleOf(table).step).toEqual({ type: "pulling-power", side: call });
  });

  it("[PTR-10.12] the Call Team, then the Cards Team, may Pull the Power: all Power cards go and none must be played", () => {
    const { table, first } = throughPick();
    discardAll(table);
    const call = other(first);
    expect(table.reject(actorOf(first), { type: "pullPower", pull: true }).code).toBe("rule/not_your_turn");
    table.run(actorOf(call), { type: "pullPower", pull: false });
    expect(battleOf(table).step).toEqual({ type: "pulling-power", side: first });
    const events = table.run(actorOf(first), { type: "pullPower", pull: true });
    expect(table.lines(events)[0]).toContain("Pulling the Power");
    const battle = battleOf(table);
    expect(battle.powers).toEqual([[], []]);
    expect(battle.pulledPowers).toHaveLength(4);
    expect(battle.step.type).toBe("leading");
    expect(table.team("red")).toMatchObject({ own: { mustPlay: null } });
    // The Call Team pulling ends the question at once.
    const second = throughPick(4);
    discardAll(second.table);
    second.table.run(actorOf(other(second.first)), { type: "pullPower", pull: true });
    expect(battleOf(second.table).step.type).toBe("leading");
  });

  it("[PTR-10.13] the next Power card's Star Area names the GeoStar the lead team announces instead of the state", () => {
    const { table, first } = throughPick();
    discardAll(table);
    table.run(actorOf(other(first)), { type: "pullPower", pull: false });
    table.run(actorOf(first), { type: "pullPower", pull: false });
    const battle = battleOf(table);
    const geoStar = battle.geoStar as string;
    const star = powerCard(geoStar).star;
    expect(table.events).toContainEqual({ type: "geoStarTurned", powerCard: geoStar, star });
    const step = battle.step;
    if (step.type !== "leading") throw new Error(step.type);
    const card = battle.hands[step.lead][0] as string;
    const [led] = table.run(actorOf(step.lead), {
      type: "lead",
      card,
      category: "size",
      ...(battle.rules.leadChoosesBase ? { base: 1 } : {}),
    });
    expect(led).toMatchObject({ type: "leadPlayed", announcement: { star, text: geoStarOf(star, card) } });
    expect(cardsIn(table.board())).not.toContain(card);
    expect(cardsIn(table.team(step.lead === 0 ? "blue" : "red"))).not.toContain(card);
  });

  it("[PTR-10.14] a lead card is protected by a Power card or by a ranking better than the BUR; equal to the BUR is not", () => {
    const bur = { kind: "bur", burCards: ["FL", "VA"] } as const;
    expect(protectedBy(33, 30, false, bur)).toBe("bur");
    expect(protectedBy(35, 30, false, bur)).toBeNull();
    expect(protectedBy(3, 1, false, bur)).toBeNull();
    expect(protectedBy(2, 1, false, bur)).toBe("bur");
    expect(protectedBy(40, 30, true, bur)).toBe("lead-power");
    // Through the engine: Alaska (size 1) leads size at base 1 against BUR 3: protected, the Power card changes nothing.
    const table = rigged(
      { level: 4 },
      {
        hands: [
          ["AK", "FL", "VA"],
          ["RI", "DE"],
        ],
        bases: [power(1, "size"), power(30, "size")],
        lead: 0,
        burCards: ["FL", "VA"],
        cardsTeam: 0,
        powers: [[], [power(1, "statehood")]],
        geoStar: power(20, "statehood"),
      },
    );
    table.run(RED, { type: "lead", card: "AK", category: "size" });
    table.run(BLUE, { type: "follow", card: "DE", power: power(1, "statehood") });
    expect(battleOf(table).tricks[0]?.outcome).toMatchObject({ protectedBy: "bur", effect: { kind: "blocked", by: "bur" }, winner: 0 });
    expect(battleOf(table).tricks[0]?.explanation).toContain("better than the BUR of 3");
  });

  it("[PTR-10.15] eight tricks; the winner of a trick leads the next", () => {
    const table = rigged({ level: 4 }, { ...FLOW_RIG, geoStar: power(20, "statehood"), burCards: [], cardsTeam: 0 });
    playTricks(table, [1]);
    expect(battleOf(table).step).toEqual({ type: "leading", lead: 1 });
    playTricks(table, [1, 0, 0, 0, 0, 0, 1]);
    expect(table.state.history[0]).toMatchObject({ winner: 0, tricks: [5, 3], points: 2 });
  });
});

describe("[PTR-11] the Level 4 variation", () => {
  it("[PTR-11.1] the Call Team removes a Power card but does not order the other two", () => {
    const { table, first } = level4(3, { leadChoosesBase: true });
    table.run(actorOf(first), { type: "chooseRole", role: "cards" });
    const [a, b, c] = battleOf(table).basePowers as [string, string, string];
    expect(table.reject(actorOf(other(first)), { type: "pickPower", remove: a, first: b }).code).toBe("rule/order_not_allowed");
    table.run(actorOf(other(first)), { type: "pickPower", remove: a });
    expect(battleOf(table).basePowers).toEqual([b, c]);
    expect(table.board()).toMatchObject({ table: { bases: { first: null, second: null, leadChooses: true } } });
  });

  const VARIATION = {
    hands: [
      ["OR", "TX", "FL", "VA"],
      ["NV", "CO", "DE"],
    ] as [string[], string[]],
    bases: [power(1, "size"), power(30, "size")],
    lead: 0 as const,
    burCards: ["FL", "VA"],
    cardsTeam: 0 as const,
    geoStar: power(20, "statehood"),
    powers: [[], [power(1, "statehood"), power(30, "statehood"), power(20, "population")]] as [string[], string[]],
  };

  it("[PTR-11.2] the lead team names the base of every trick", () => {
    const table = rigged({ level: 4, leadChoosesBase: true }, VARIATION);
    expect(table.reject(RED, { type: "lead", card: "OR", category: "statehood" }).code).toBe("rule/base_required");
    expect(table.reject(RED, { type: "lead", card: "OR", category: "statehood", base: 10 }).code).toBe("rule/base_not_in_play");
    expect(table.run(RED, { type: "lead", card: "OR", category: "statehood", base: 1 })[0]).toMatchObject({ base: 1 });
  });

  it("[PTR-11.3] Change the Base: a Power card showing the other base moves the trick to it unless the lead is protected", () => {
    // Texas size 2 at base 1 is better than the BUR of 3: protected, the base stays 1.
    const kept = rigged({ level: 4, leadChoosesBase: true }, VARIATION);
    kept.run(RED, { type: "lead", card: "TX", category: "size", base: 1 });
    kept.run(BLUE, { type: "follow", card: "CO", power: power(30, "statehood"), changeBase: true });
    expect(battleOf(kept).tricks[0]?.outcome).toMatchObject({
      base: 1,
      category: "size",
      effect: { kind: "blocked", by: "bur" },
      winner: 0,
    });
    // Oregon statehood 33 at base 1 is not protected (BUR 3): the base becomes 30 and the category stays statehood.
    const moved = rigged({ level: 4, leadChoosesBase: true }, VARIATION);
    moved.run(RED, { type: "lead", card: "OR", category: "statehood", base: 1 });
    moved.run(BLUE, { type: "follow", card: "NV", power: power(30, "statehood"), changeBase: true });
    const trick = battleOf(moved).tricks[0];
    expect(trick?.outcome).toMatchObject({ base: 30, category: "statehood", effect: { kind: "base", from: 1, to: 30 }, winner: 0 });
    // Oregon 33 against Nevada 36 at the base of 30: Oregon is closer.
    expect(trick?.explanation).toBe(
      "Blue's Power card changes the base from 1 to 30. Oregon's statehood rank 33 is closer to the base of 30 than Nevada's 36, so Oregon wins the trick for Red.",
    );
  });

  it("[PTR-11.4] Change the Base needs a Power card showing the other base in play, and only in Level 4's variation", () => {
    const table = rigged({ level: 4, leadChoosesBase: true }, VARIATION);
    table.run(RED, { type: "lead", card: "OR", category: "statehood", base: 1 });
    expect(table.reject(BLUE, { type: "follow", card: "NV", changeBase: true }).code).toBe("rule/change_base_not_allowed");
    expect(table.reject(BLUE, { type: "follow", card: "NV", power: power(1, "statehood"), changeBase: true }).code).toBe(
      "rule/change_base_not_allowed",
    );
    expect(table.reject(BLUE, { type: "follow", card: "NV", power: power(20, "population"), changeBase: true }).code).toBe(
      "rule/change_base_not_allowed",
    );
    const level3 = rigged({ level: 3, leadChoosesBase: true }, { ...VARIATION, burCards: [], cardsTeam: null, geoStar: null });
    level3.run(RED, { type: "lead", card: "OR", category: "statehood", base: 1 });
    expect(level3.reject(BLUE, { type: "follow", card: "NV", power: power(30, "statehood"), changeBase: true }).code).toBe(
      "rule/change_base_not_allowed",
    );
    const plain = rigged({ level: 4 }, VARIATION);
    plain.run(RED, { type: "lead", card: "OR", category: "statehood" });
    expect(plain.reject(BLUE, { type: "follow", card: "NV", power: power(30, "statehood"), changeBase: true }).code).toBe(
      "rule/change_base_not_allowed",
    );
  });
});

describe("[PTR-10] the GeoStar text", () => {
  it("[PTR-10.13] every Star Area gives every state a GeoStar to announce", () => {
    for (const card of POWER_CARDS) for (const code of ALL_CARDS) expect(geoStarOf(card.star, code).length).toBeGreaterThan(0);
    expect(geoStarOf("capital", "OR")).toBe("Salem");
    expect(geoStarOf("postalCode", "NY")).toBe("NY");
    expect(geoStarOf("stateName", cardWithRank("statehood", 1))).toBe(cardName("DE"));
  });
});
