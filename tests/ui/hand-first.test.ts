import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { baseMeaning, belowBaseWarning, isCardBelowBase, trickAim } from "@/app/games/_tables/trick/base-check";
import { Hand } from "@/app/games/_tables/trick/hand";
import { cardMoves, defaultChoice, optionLabel, refusedDecisions, type TableGameCommand } from "@/app/games/_tables/trick/moves";
import type { TableGameView } from "@/app/games/_tables/table-game";
import { borderZapTable } from "@/app/games/border-zap/table-parts";
import { playTheRanksTable } from "@/app/games/play-the-ranks/table-parts";
import { CATEGORIES } from "@/lib/games/trick-kit/cards";
import { isBelowBase } from "@/lib/games/trick-kit/ranks";
import type { TablesTeamView } from "@/lib/shared/room-views";
import type { SessionActor } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import { Room, tableRoomSetup } from "../support/table-room";

/** The hand-first phone's judgements, on real views of real class sessions (the session reducer, no server). */
type TrickTeamView = TablesTeamView<TableGameView, TableGameCommand>;
const MODERATOR: SessionActor = { role: "moderator" };
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABCDEF", version: 1 };
/** Seed 21 deals Level 3 bases of 30 and 30. */
const BASE_30_SEED = 21;

async function seatedRoom(options: Record<string, unknown>, seed: number): Promise<Room> {
  const room = new Room(await tableRoomSetup(options, seed));
  room.join(2);
  room.do(MODERATOR, { type: "seatTables", tables: 1 });
  room.do(MODERATOR, { type: "startGame" });
  return room;
}

const teamView = (room: Room, teamId: string) => sessionView(room.state, META, { type: "team", teamId }) as TrickTeamView;

function discardBoth(room: Room): void {
  for (const teamId of ["t1", "t2"]) {
    const discard = teamView(room, teamId).actions.allowed.find((command) => command.type === "discard");
    if (discard) room.do(room.playerOn(teamId), discard);
  }
}

const leaderOf = (room: Room) => {
  const lead = ["t1", "t2"].find((teamId) => teamView(room, teamId).actions.allowed.some((command) => command.type === "lead"));
  if (!lead) throw new Error("nobody leads");
  return { lead, other: lead === "t1" ? "t2" : "t1" };
};

describe("[TABLES-PHONE-3] the trick's base and category, and the below-the-base warning, follow the engine", () => {
  it("a lead sees the fixed base; a card below it in the category chosen is warned about, exactly as the engine judges it", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 }, BASE_30_SEED);
    discardBoth(room);
    const { lead } = leaderOf(room);
    const view = teamView(room, lead);
    const own = playTheRanksTable.own(view.game!);
    expect(own.focus).toEqual({ kind: "ranks", role: "lead", category: null, base: 30, bases: [] });

    // Before a category is chosen the hand shows the sort's ranks, and nothing is settled to warn about.
    const unchosen = trickAim(own.focus, "size", null, own.powerCards);
    expect(unchosen).toEqual({ category: "size", base: 30, settled: false });
    for (const card of own.hand) expect(belowBaseWarning(card, unchosen, "lead")).toBeNull();

    let warned = 0;
    for (const card of own.hand) {
      for (const category of CATEGORIES) {
        const choice = { ...defaultChoice(cardMoves(view.actions.allowed, card.code)), announce: `category:${category}` };
        const aim = trickAim(own.focus, "statehood", choice, own.powerCards);
        expect(aim).toEqual({ category, base: 30, settled: true });
        const warning = belowBaseWarning(card, aim, "lead");
        expect(warning !== null).toBe(isBelowBase(card[category].rank, 30));
        if (warning) {
          warned++;
          expect(warning.title).toBe("Below the base: this card loses");
          expect(warning.detail).toContain(`${card.name}'s ${category} rank ${card[category].rank} is below the base of 30`);
        }
      }
    }
    expect(warned).toBeGreaterThan(0);

    // A lead with a Power card is compared in that card's category.
    const power = own.powerCards[0]!;
    const card = own.hand[0]!;
    const aim = trickAim(own.focus, "statehood", { announce: `power:${power.id}` }, own.powerCards);
    expect(aim).toEqual({ category: power.category, base: 30, settled: true });
    expect(isCardBelowBase(card, aim!)).toBe(isBelowBase(card[power.category].rank, 30));
  });

  it("a follow reads the announced category; with a Power card (which may change it) nothing is claimed", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 }, BASE_30_SEED);
    discardBoth(room);
    const { lead, other } = leaderOf(room);
    const leadCard = playTheRanksTable.own(teamView(room, lead).game!).hand[0]!.code;
    room.do(room.playerOn(lead), { type: "lead", card: leadCard, category: "population" });
    const own = playTheRanksTable.own(teamView(room, other).game!);
    expect(own.focus).toEqual({ kind: "ranks", role: "follow", category: "population", base: 30, bases: [] });
    const plain = trickAim(own.focus, "size", { power: "none" }, own.powerCards);
    expect(plain).toEqual({ category: "population", base: 30, settled: true });
    const low = own.hand.find((card) => card.population.rank < 30);
    if (low) expect(belowBaseWarning(low, plain, "follow")?.detail).toMatch(/so it loses the trick\.$/);
    const withPower = trickAim(own.focus, "size", { power: own.powerCards[0]!.id }, own.powerCards);
    expect(withPower?.settled).toBe(false);
    for (const card of own.hand) expect(belowBaseWarning(card, withPower, "follow")).toBeNull();
    // The team that led waits: it has no part in the trick to play.
    expect(playTheRanksTable.own(teamView(room, lead).game!).focus).toMatchObject({ role: null, category: "population", base: 30 });
  });

  it("bases are said with what they mean, and a Power card option names the mark it uses", () => {
    expect(baseMeaning(1)).toBe("1 is best, then 2, 3…");
    expect(baseMeaning(30)).toBe("30 is best, then 31, 32…; a rank below 30 loses");
    expect(baseMeaning(50)).toBe("50 is best, then 49, 48…");
    const power = { id: "P1", base: 30, category: "population", star: "stateName", starLabel: "state name", order: "ABC", square: "red" };
    const cards = [power] as never[];
    expect(optionLabel("announce", "power:P1", cards)).toBe("⚡ Power card: locks category Population");
    expect(optionLabel("power", "P1", cards)).toBe("⚡ Power card: category Population, base 30");
  });
});

describe("[TABLES-PHONE-4] a refused choice is named, and its reason kept for a tap", () => {
  it("Level 4's first lead is offered Cards or Call; Up the BUR is named as not possible now, with the engine's reason", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 4, targetPoints: 2 }, 5);
    const chooser = ["t1", "t2"].find((teamId) => teamView(room, teamId).actions.allowed.some((command) => command.type === "chooseRole"));
    const view = teamView(room, chooser!);
    const offered = view.actions.allowed.filter((command) => command.type === "chooseRole") as never[];
    const refused = refusedDecisions(view.actions, offered);
    expect(refused.map((entry) => entry.type)).toEqual(["upTheBur"]);
    const engine = view.actions.refusals.find((refusal) => refusal.types.includes("upTheBur"))!.reason;
    expect(refused[0]).toEqual({ type: "upTheBur", label: "Up the BUR", reason: engine });
  });
});

describe("[TABLES-PHONE-5] compact cards show the number the trick compares", () => {
  const render = (props: Partial<Parameters<typeof Hand>[0]> & Pick<Parameters<typeof Hand>[0], "hand">) =>
    renderToStaticMarkup(
      createElement(Hand, {
        sortBy: "statehood",
        onSort: () => undefined,
        playable: new Set<string>(),
        choosing: false,
        selected: null,
        onSelect: () => undefined,
        star: null,
        aim: null,
        whyNot: () => "",
        ...props,
      }),
    );

  it("Play the Ranks: the rank in the trick's category, large, marked when below the base; the whole card only on tap", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 }, BASE_30_SEED);
    const hand = playTheRanksTable.own(teamView(room, "t1").game!).hand;
    const html = render({ hand, aim: { category: "population", base: 30, settled: true } });
    for (const card of hand) {
      const figure = new RegExp(
        `data-figure="population"[^>]*>(<[^>]+>)*Population(<[^>]+>)*${card.population.rank}(<[^>]+>)*${card.population.rank < 30 ? "below 30" : ""}`,
      );
      expect(html, card.name).toMatch(figure);
    }
    expect(html.match(/below 30/g)?.length ?? 0).toBe(hand.filter((card) => card.population.rank < 30).length);
    expect(html).not.toContain("PATOS");
    expect(html).not.toContain("data-card-reason");
  });

  it("the Border Zap: the count of border states, large, and the states beside it", async () => {
    const room = await seatedRoom({ game: "border-zap", targetPoints: 2 }, 5);
    const own = borderZapTable.own(teamView(room, "t1").game!);
    expect(own.focus).toEqual({ kind: "borders" });
    const html = render({ hand: own.hand });
    for (const card of own.hand) {
      expect(html).toMatch(new RegExp(`data-figure="borders"[^>]*>(<[^>]+>)*Borders(<[^>]+>)*${card.borderStates.length}<`));
      if (card.borderStates.length > 0) expect(html).toContain(card.borderStates.join(", "));
    }
  });
});
