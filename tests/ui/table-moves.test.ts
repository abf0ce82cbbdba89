import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { renderLoaded } from "../support/render-loaded";
import { describe, expect, it } from "vitest";
import { nextTable, shownTable, tileColumns } from "@/app/games/_tables/board/cycle";
import { tableCountRange } from "@/app/games/_tables/console/seating";
import {
  cardMoves,
  cardMoveType,
  choose,
  chosenMove,
  decisions,
  defaultChoice,
  moveKey,
  moveOptions,
  openDimensions,
  optionPossible,
  playableCards,
  refusalsFor,
  type CardCommand,
} from "@/app/games/_tables/trick/moves";
import { sortedHand } from "@/app/games/_tables/trick/own";
import type { TableGame } from "@/app/games/_tables/table-game";
import type { LookUp } from "@/app/games/_tables/team-look";
import { waitingWords } from "@/app/games/_tables/summary";
import { borderZapTable } from "@/app/games/border-zap/table-parts";
import { combo3Game4Table } from "@/app/games/combo3-game4/table-parts";
import { playTheRanksTable } from "@/app/games/play-the-ranks/table-parts";
import type { TablesBoardScreenView } from "@/app/games/_tables/views";
import type { TableGameView } from "@/app/games/_tables/table-game";
import type { TableGameCommand } from "@/app/games/_tables/trick/moves";
import type { TablesTeamView } from "@/lib/shared/room-views";
import { cardDate, geoStarValue, shortNumber } from "@/app/games/_tables/words";
import { GeoCardBody } from "@/app/games/_tables/trick/geo-card";
import { cardView } from "@/lib/games/trick-kit/cards";
import { borderZap } from "@/lib/games/border-zap";
import type { SessionActor } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import { Room, tableRoomSetup } from "../support/table-room";

/** The card-game screens' pure logic, on real views of real class sessions (the session reducer, no server). */
/** A trick game's team view: its legal moves are the card games' one vocabulary. */
type TrickTeamView = TablesTeamView<TableGameView, TableGameCommand>;
/** The console reads the most players a team from the game's module (Border Zap's here). */
const MOST_A_TEAM = borderZap.teams.playersPerTeam.max;
const MODERATOR: SessionActor = { role: "moderator" };
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABCDEF", version: 1 };

async function seatedRoom(options: Record<string, unknown>, seed = 7, players = 4): Promise<Room> {
  const room = new Room(await tableRoomSetup(options, seed));
  room.join(players);
  room.do(MODERATOR, { type: "seatTables", tables: Math.max(1, Math.floor(players / 4)) });
  room.do(MODERATOR, { type: "startGame" });
  return room;
}

const teamView = (room: Room, teamId: string) => sessionView(room.state, META, { type: "team", teamId }) as TrickTeamView;
const boardView = (room: Room) => sessionView(room.state, META, { type: "board" }) as TablesBoardScreenView;

/**
 * Plays the first allowed card move of whichever team at table T1 may move (choosing the first
 * category for a lead), or puts its cards face-down after Border Zap's first trade (BZ-3.3).
 */
function playOnce(room: Room): string {
  for (const teamId of ["t1", "t2"]) {
    const view = teamView(room, teamId);
    const move = view.actions.allowed.find((command) => "card" in command || command.type === "setAside");
    if (move) {
      room.do(room.playerOn(teamId), move);
      return teamId;
    }
  }
  throw new Error("no team at T1 can move");
}

/** Discards for both teams, so the first trick is led next. */
function discardBoth(room: Room): void {
  for (const teamId of ["t1", "t2"]) {
    const discard = teamView(room, teamId).actions.allowed.find((command) => command.type === "discard");
    if (discard) room.do(room.playerOn(teamId), discard);
  }
}

const leaderOf = (room: Room): { lead: string; other: string } => {
  const lead = ["t1", "t2"].find((teamId) => teamView(room, teamId).actions.allowed.some((command) => command.type === "lead"));
  if (!lead) throw new Error("nobody leads");
  return { lead, other: lead === "t1" ? "t2" : "t1" };
};

/** Every allowed card move is reachable by choosing, in each open dimension, the value it has. */
function expectEveryMoveReachable(moves: CardCommand[]): void {
  for (const move of moves) {
    let choice = defaultChoice(moves);
    for (const dimension of openDimensions(moves)) choice = choose(moves, choice, dimension, moveKey(move, dimension));
    expect(chosenMove(moves, choice)).toEqual(move);
  }
}

describe("[TABLES-UI-1] legal moves come only from the engine's allowed commands", () => {
  it("a card is playable iff some allowed command names it; the team not on move has none and is told why", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 });
    const discarding = teamView(room, "t1");
    const own = playTheRanksTable.own(discarding.game!);
    expect(cardMoveType(discarding.actions.allowed)).toBe("discard");
    expect([...playableCards(discarding.actions.allowed)].sort()).toEqual(own.hand.map((card) => card.code).sort());

    discardBoth(room);
    const { lead, other } = leaderOf(room);
    const leader = teamView(room, lead);
    const follower = teamView(room, other);
    expect(playableCards(leader.actions.allowed).size).toBe(playTheRanksTable.own(leader.game!).hand.length);
    expect(playableCards(follower.actions.allowed).size).toBe(0);
    expect(cardMoveType(follower.actions.allowed)).toBeNull();
    expect(refusalsFor(follower.actions, ["follow", "lead"]).join(" ")).toMatch(/waiting for Table 1 (Red|Blue) to lead trick 1/);
  });

  it("a Level 3 lead asks for the announcement (a category or a Power card) and sends exactly an allowed command", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 });
    discardBoth(room);
    const { lead } = leaderOf(room);
    const view = teamView(room, lead);
    const card = playTheRanksTable.own(view.game!).hand[0]!.code;
    const moves = cardMoves(view.actions.allowed, card);
    expect(openDimensions(moves)).toEqual(["announce"]);
    expect(moveOptions(moves).announce).toEqual(expect.arrayContaining(["category:size", "category:statehood", "category:population"]));
    expect(moveOptions(moves).announce.filter((value) => value.startsWith("power:"))).toHaveLength(2);
    const start = defaultChoice(moves);
    expect(chosenMove(moves, start)).toBeNull();
    const chosen = chosenMove(moves, choose(moves, start, "announce", "category:population"));
    expect(chosen).toEqual({ type: "lead", card, category: "population" });
    expect(view.actions.allowed).toContainEqual(chosen);
    expectEveryMoveReachable(moves);
  });

  it("a follow starts with no Power card chosen, so one press plays the card; Power cards are offered", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 });
    discardBoth(room);
    playOnce(room);
    const follower = ["t1", "t2"].map((teamId) => teamView(room, teamId)).find((view) => cardMoveType(view.actions.allowed) === "follow")!;
    const card = [...playableCards(follower.actions.allowed)][0]!;
    const moves = cardMoves(follower.actions.allowed, card);
    expect(openDimensions(moves)).toEqual(["power"]);
    expect(moveOptions(moves).power[0]).toBe("none");
    expect(chosenMove(moves, defaultChoice(moves))).toEqual({ type: "follow", card });
    expectEveryMoveReachable(moves);
  });

  it("the variation asks a lead for the base too; Level 4's variation offers Change the Base only with a Power card that can", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2, leadChoosesBase: true });
    discardBoth(room);
    const view = teamView(room, leaderOf(room).lead);
    const moves = cardMoves(view.actions.allowed, playTheRanksTable.own(view.game!).hand[0]!.code);
    expect(openDimensions(moves)).toEqual(["announce", "base"]);
    expectEveryMoveReachable(moves);

    // Level 4: the Step 2–6 choices are decisions (no card), then the same composer.
    const four = await seatedRoom({ game: "play-the-ranks", level: 4, targetPoints: 2, leadChoosesBase: true }, 11);
    for (let step = 0; step < 40; step++) {
      const views = ["t1", "t2"].map((teamId) => teamView(four, teamId));
      const follower = views.find((v) => cardMoveType(v.actions.allowed) === "follow");
      if (follower) {
        for (const card of playableCards(follower.actions.allowed)) {
          const moves4 = cardMoves(follower.actions.allowed, card);
          expectEveryMoveReachable(moves4);
          if (moveOptions(moves4).changeBase.includes("yes")) {
            const withoutPower = choose(moves4, defaultChoice(moves4), "power", "none");
            expect(optionPossible(moves4, withoutPower, "changeBase", "yes")).toBe(false);
          }
        }
        return;
      }
      const mover = views.find((v) => v.actions.allowed.length > 0);
      if (!mover) throw new Error("nobody can move");
      const decision = decisions(mover.actions.allowed)[0];
      const lead = mover.actions.allowed.find((command) => command.type === "lead" && "category" in command);
      const next = decision ?? lead ?? mover.actions.allowed[0]!;
      four.do(four.playerOn(mover.teamId), next);
    }
    throw new Error("Level 4 never reached a follow");
  });

  it("choosing a value another choice cannot go with clears that choice", () => {
    const moves: CardCommand[] = [
      { type: "follow", card: "UT" },
      { type: "follow", card: "UT", power: "P01" },
      { type: "follow", card: "UT", power: "P01", changeBase: true },
      { type: "follow", card: "UT", power: "P02" },
    ];
    const withBaseChange = choose(moves, choose(moves, defaultChoice(moves), "power", "P01"), "changeBase", "yes");
    expect(chosenMove(moves, withBaseChange)).toEqual({ type: "follow", card: "UT", power: "P01", changeBase: true });
    const switched = choose(moves, withBaseChange, "power", "P02");
    expect(switched.changeBase).toBe("no");
    expect(chosenMove(moves, switched)).toEqual({ type: "follow", card: "UT", power: "P02" });
  });
});

describe("[TABLES-UI-2] a table at a glance", () => {
  it("summarises points, tricks, whom the table waits on and the last trick's explanation", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 });
    const start = playTheRanksTable.summary(boardView(room).tableViews[0]!.game!);
    expect(start.round).toBe("Battle 1");
    expect(start.goal).toBe("First to 2 points");
    expect(start.waiting.teamIds.sort()).toEqual(["t1", "t2"]);
    expect(waitingWords(start, (id) => (id === "t1" ? "Red" : "Blue"))).toBe("Red and Blue to discard down to 8 cards");
    discardBoth(room);
    playOnce(room);
    playOnce(room);
    const after = playTheRanksTable.summary(boardView(room).tableViews[0]!.game!);
    expect(after.tricksPlayed).toBe(1);
    expect(after.teams.reduce((sum, team) => sum + (team.tricks ?? 0), 0)).toBe(1);
    expect(after.lastExplanation).toMatch(/wins the trick/);
    expect(after.trick?.number).toBe(2);
  });

  it("plays a whole table to a winner through the allowed commands alone", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 });
    for (let moves = 0; moves < 100 && playTheRanksTable.summary(boardView(room).tableViews[0]!.game!).winnerId === null; moves++)
      playOnce(room);
    const summary = playTheRanksTable.summary(boardView(room).tableViews[0]!.game!);
    expect(summary.winnerId).not.toBeNull();
    expect(summary.teams.find((team) => team.id === summary.winnerId)!.points).toBeGreaterThanOrEqual(2);
    expect(summary.waiting.teamIds).toEqual([]);
  });

  it("reads Border Zap and Combo 3 tables the same way; Combo 3's count of five waits on the teams that have not answered", async () => {
    const zap = await seatedRoom({ game: "border-zap", targetPoints: 4 });
    const zapGame = teamView(zap, "t1").game!;
    expect(() => playTheRanksTable.summary(zapGame)).toThrow(/border-zap table reached another game's screens/);
    expect(borderZapTable.summary(zapGame).round).toBe("Border battle 1");
    expect(cardMoveType(teamView(zap, "t1").actions.allowed)).toBe("trade");
    expect(borderZapTable.own(zapGame).powerCards).toEqual([]);

    const combo = await seatedRoom({ game: "combo3-game4", version: "PTR1" });
    discardBoth(combo);
    const counting = teamView(combo, "t1");
    const countingGame = counting.game!;
    expect(combo3Game4Table.windowOpen(countingGame)).toBe(true);
    expect(
      decisions(counting.actions.allowed)
        .map((command) => command.type)
        .sort(),
    ).toEqual(["declineGeoPlunge", "geoPlunge"]);
    expect(combo3Game4Table.summary(countingGame).waiting.teamIds.sort()).toEqual(["t1", "t2"]);
    combo.do(combo.playerOn("t1"), { type: "geoPlunge" });
    expect(combo3Game4Table.summary(teamView(combo, "t2").game!).waiting.teamIds).toEqual(["t2"]);
  });
});

describe("[TABLES-UI-3] hand, board cycle, seating counts, words", () => {
  it("sorts a hand by a category's rank", async () => {
    const room = await seatedRoom({ game: "play-the-ranks", level: 3, targetPoints: 2 });
    const hand = playTheRanksTable.own(teamView(room, "t1").game!).hand;
    for (const category of ["statehood", "population", "size"] as const) {
      const ranks = sortedHand(hand, category).map((card) => card[category].rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it("cycles through the tables still playing, and keeps a chosen table", () => {
    const tables = [
      { id: "T1", over: false },
      { id: "T2", over: true },
      { id: "T3", over: false },
    ];
    expect(nextTable(tables, null)).toBe("T1");
    expect(nextTable(tables, "T1")).toBe("T3");
    expect(nextTable(tables, "T3")).toBe("T1");
    expect(nextTable(tables, "T2")).toBe("T3");
    expect(
      nextTable(
        tables.map((table) => ({ ...table, over: true })),
        "T3",
      ),
    ).toBe("T1");
    expect(shownTable(tables, "T2", "T3")).toBe("T2");
    expect(shownTable(tables, "T9", "T3")).toBe("T3");
    expect(shownTable(tables, null, null)).toBe("T1");
    expect([1, 4, 5, 10, 11].map(tileColumns)).toEqual([1, 1, 2, 2, 3]);
  });

  it("offers the table counts seatTables accepts (two teams of 1–3 a table)", async () => {
    expect(tableCountRange(1, MOST_A_TEAM)).toBeNull();
    expect(tableCountRange(5, MOST_A_TEAM)).toEqual({ min: 1, max: 2, auto: 1 });
    expect(tableCountRange(24, MOST_A_TEAM)).toEqual({ min: 4, max: 12, auto: 4 });
    for (const players of [2, 5, 7, 13]) {
      const range = tableCountRange(players, MOST_A_TEAM)!;
      for (const tables of [range.min, range.max]) {
        const room = new Room(await tableRoomSetup({ game: "border-zap" }, 3));
        room.join(players);
        expect(room.try(MODERATOR, { type: "seatTables", tables })).toBeNull();
      }
      const room = new Room(await tableRoomSetup({ game: "border-zap" }, 3));
      room.join(players);
      expect(room.try(MODERATOR, { type: "seatTables", tables: range.max + 1 })).not.toBeNull();
      if (range.min > 1) expect(room.try(MODERATOR, { type: "seatTables", tables: range.min - 1 })).not.toBeNull();
    }
  });

  it("a hand card lists its border states by postal code, a Four Corners neighbour starred", () => {
    const utah = renderToStaticMarkup(createElement(GeoCardBody, { card: cardView("UT"), highlight: "size", star: null })).replace(
      /<[^>]+>/g,
      "",
    );
    expect(utah).toContain("Borders (6) AZ, CO, ID, NM*, NV, WY (* Four Corners)");
    const hawaii = renderToStaticMarkup(createElement(GeoCardBody, { card: cardView("HI"), highlight: "size", star: null })).replace(
      /<[^>]+>/g,
      "",
    );
    expect(hawaii).toContain("Borders (0) none");
    expect(hawaii).not.toContain("Four Corners");
  });

  it("words a card as the printed card does", () => {
    expect(cardDate("1896-01-04")).toBe("Jan. 4, 1896");
    expect(cardDate("1787-12-07")).toBe("Dec. 7, 1787");
    expect(shortNumber(6_177_224)).toBe("6.2M");
    expect(shortNumber(84_899)).toBe("85K");
    const card = {
      name: "Utah",
      code: "UT",
      capital: "Salt Lake City",
      nickname: "Beehive State",
      topCities: ["Salt Lake City", "West Valley City", "Provo"],
      flower: "Sego lily",
      bird: "California gull",
    };
    expect(geoStarValue(card, "topCity2")).toBe("West Valley City");
    expect(geoStarValue(card, "postalCode")).toBe("UT");
  });
});

describe("[TABLES-UI-3] a finished trick is drawn alike for every trick game, with the game's own heading and chips", () => {
  const look: LookUp = (teamId) => ({ id: teamId, name: teamId === "t1" ? "Red" : "Blue", hex: "#c00", symbol: "●", colourName: "red" });
  const drawn = (parts: TableGame, room: Room) =>
    renderLoaded(createElement(parts.FinishedTrick, { game: boardView(room).tableViews[0]!.game!, look, size: "phone" }));

  it("shows both cards face-up, the winner's marked, the explanation and who won; nothing before the first trick", async () => {
    for (const [parts, options, heading] of [
      [playTheRanksTable, { game: "play-the-ranks", level: 3 }, /Last trick \(1\) · (size|statehood|population), base \d+/],
      [borderZapTable, { game: "border-zap" }, /Last trick \(1\) · (zapped|no zap)/],
    ] as const) {
      const room = await seatedRoom(options);
      expect(await drawn(parts, room)).toBe("");
      discardBoth(room);
      while (parts.summary(boardView(room).tableViews[0]!.game!).tricksPlayed === 0) playOnce(room);
      const html = await drawn(parts, room);
      const summary = parts.summary(boardView(room).tableViews[0]!.game!);
      expect(html).toMatch(heading);
      expect(html).toContain('data-trick="1"');
      expect(html.match(/data-card="/g)).toHaveLength(2);
      expect(html.match(/ring-emerald-500/g)).toHaveLength(1);
      expect(html).toContain(summary.lastExplanation!.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"));
      expect(html).toMatch(/Led by .*Played by /);
    }
  });
});
