import { describe, expect, it } from "vitest";
import { borderUp, type BorderUpBoardView, type BorderUpModeratorView, type BorderUpTeamView } from "@/lib/games/border-up";
import { canGroup, judgeGroup } from "@/lib/games/border-up/borders";
import { SAME_TIME_MARGIN_MS, SHOUT_WINDOW_MS } from "@/lib/games/combo3-kit/fair-shouts";
import { ALL_CARDS } from "@/lib/games/trick-kit/cards";
import { BLUE, documentedIds, MODERATOR, RED, SEATING, untestedIds } from "../support";
import { borderUpTable, build, dealt, handOf, racing, READY_SET_MS, riggedRace, type BorderUpTable } from "./bu-support";

const RED_CARDS = ["MD", "VA", "NC", "AZ", "CO", "KS", "ME", "NH", "VT", "CT", "MA", "RI"];
const BLUE_CARDS = ["NY", "PA", "OH", "TX", "OK", "NM", "WA", "OR", "ID"];
const RED_HAND = handOf(RED_CARDS, BLUE_CARDS, ALL_CARDS);
const BLUE_HAND = handOf(BLUE_CARDS, RED_HAND, ALL_CARDS);

const RIGHT = { maryland: ["MD", "VA", "NC"], corners: ["AZ", "CO", "KS"], newEngland: ["ME", "NH", "VT"] };
const BLUE_RIGHT = [
  ["NY", "PA", "OH"],
  ["TX", "OK", "NM"],
  ["WA", "OR", "ID"],
];

function example(plunging: [boolean, boolean] = [false, false]): BorderUpTable {
  return riggedRace([RED_HAND, BLUE_HAND], plunging);
}

const board = (table: BorderUpTable) => table.board() as BorderUpBoardView;
const teamView = (table: BorderUpTable, teamId: string) => table.team(teamId) as BorderUpTeamView;

/** Every string value and key in a view, but the border states printed on a team's own cards (they name other states). */
function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      if (key !== "borderStates") stringsIn(item, into);
    }
  return into;
}

function lastResult(table: BorderUpTable) {
  const result = board(table).result;
  if (!result) throw new Error("not over");
  return result;
}

describe("[BU-1] players and GeoPlunging", () => {
  it("[BU-1.1] two teams of 1–3 players; only a team's own phones act for it", () => {
    const three = borderUp.start({ geoPlungeSeconds: 5 }, { teams: [...SEATING.teams, { id: "green", name: "Green", players: 2 }] }, 1, 0);
    expect(three.ok).toBe(false);
    const four = borderUp.start({ geoPlungeSeconds: 5 }, { teams: [SEATING.teams[0]!, { id: "blue", name: "Blue", players: 4 }] }, 1, 0);
    expect(!four.ok && four.violation.message).toContain("1, 2 or 3 players");
    const table = borderUpTable();
    expect(table.reject(MODERATOR, { type: "standUp" }).code).toBe("rule/team_only");
    expect(table.reject({ role: "team", teamId: "ghost" }, { type: "standUp" }).code).toBe("rule/unknown_team");
  });

  it("[BU-1.2] the count opens at the start; each team answers once, in public; both answered closes it", () => {
    const table = borderUpTable();
    expect(table.lines()).toEqual(['"Are you GeoPlunging?" The dealer counts to five (5 seconds).']);
    expect(board(table).count).toMatchObject({ deadline: 15_000, answers: [null, null] });
    table.run(BLUE, { type: "standUp" }, 11_000);
    expect(table.reject(BLUE, { type: "staySeated" }, 11_500).code).toBe("rule/geoplunge_already_answered");
    expect(board(table).count?.answers).toEqual([null, true]);
    expect(table.reject(RED, { type: "place", card: "MD", group: 0, slot: 0 }, 11_600).code).toBe("rule/wrong_phase");
    const events = table.run(RED, { type: "staySeated" }, 12_000);
    expect(events.map((event) => event.type)).toEqual(["countAnswered", "countClosed", "cardsDealt"]);
    expect(table.state.geoPlunging).toEqual([false, true]);
    expect(table.lines()[1]).toBe("Five! GeoPlunging: Blue (the winner gets 10 extra points).");
  });

  it("[BU-1.3] the count lasts the setup's seconds; the timer closes it at the deadline; a late answer is refused", () => {
    const table = borderUpTable({ geoPlungeSeconds: 8 });
    expect(borderUp.status(table.state).wake).toEqual({ at: 18_000, command: { type: "closeCount" } });
    table.run(RED, { type: "standUp" }, 12_000);
    expect(table.reject(MODERATOR, { type: "closeCount" }, 17_999).code).toBe("rule/still_counting");
    expect(table.reject(BLUE, { type: "standUp" }, 18_000).code).toBe("rule/geoplunge_closed");
    table.run(MODERATOR, { type: "closeCount" }, 18_000);
    expect(table.state.geoPlunging).toEqual([true, false]);
    expect(borderUp.setupSchema.safeParse({ geoPlungeSeconds: 2 }).success).toBe(false);
  });
});

describe("[BU-2] the deal", () => {
  it("[BU-2.1] 18 cards to each team from the shuffled 50, seeded", () => {
    const table = dealt();
    const hands = table.state.hands!;
    expect(hands[0]).toHaveLength(18);
    expect(hands[1]).toHaveLength(18);
    expect(new Set([...hands[0], ...hands[1]]).size).toBe(36);
    expect(dealt([false, false], 1).state.hands).toEqual(hands);
    expect(dealt([false, false], 2).state.hands).not.toEqual(hands);
  });

  it("[BU-2.2] face-down: no view or log line holds a dealt card", () => {
    const table = dealt();
    const dealtCards = table.state.hands!.flat();
    const views = [table.board(), table.moderator(), table.team("red"), table.team("blue")];
    for (const view of views) {
      const strings = stringsIn(view);
      expect(dealtCards.filter((code) => strings.has(code))).toEqual([]);
    }
    expect(teamView(table, "red").own).toBeNull();
    for (const line of table.lines(table.allEvents)) for (const code of dealtCards) expect(line).not.toContain(`${code} `);
  });
});

describe("[BU-3] Ready, Set, GeoPlunge!", () => {
  it("[BU-3.1] the cards turn READY_SET_MS after the deal, at the timer's revealCards", () => {
    const table = dealt();
    const phase = table.state.phase;
    expect(phase).toEqual({ type: "ready-set", revealAt: table.now + READY_SET_MS });
    expect(board(table).readySet).toEqual({ revealAt: table.now + READY_SET_MS });
    expect(borderUp.status(table.state).wake).toEqual({ at: table.now + READY_SET_MS, command: { type: "revealCards" } });
    const revealAt = table.now + READY_SET_MS;
    expect(table.reject(MODERATOR, { type: "revealCards" }, revealAt - 1).code).toBe("rule/still_counting");
    expect(table.reject(RED, { type: "revealCards" }, revealAt).code).toBe("rule/moderator_only");
    table.run(MODERATOR, { type: "revealCards" }, revealAt);
    expect(table.lines()).toEqual(['"GeoPlunge!" Both teams turn their cards over: the race begins.']);
  });

  it("[BU-3.2] both teams' cards turn in one step; the race clock starts then", () => {
    const before = dealt();
    expect(teamView(before, "red").own).toBeNull();
    expect(teamView(before, "blue").own).toBeNull();
    const table = racing();
    expect(teamView(table, "red").own?.cards.map((card) => card.code)).toEqual(table.state.hands![0]);
    expect(teamView(table, "blue").own?.cards.map((card) => card.code)).toEqual(table.state.hands![1]);
    expect(board(table).race).toMatchObject({ startedAt: table.now, endedAt: null, shouts: [] });
    // A team's move arriving after the moment the cards turn, before the timer, turns them first.
    const late = dealt();
    const revealAt = (late.state.phase as { revealAt: number }).revealAt;
    const card = late.state.hands![0][0]!;
    const events = late.run(RED, { type: "place", card, group: 0, slot: 0 }, revealAt + 10);
    expect(events.map((event) => event.type)).toEqual(["cardsRevealed", "arranged"]);
  });
});

describe("[BU-4] building groups together", () => {
  it("[BU-4.1] any teammate places any card; a placed card swaps; a loose card sends the one it lands on back", () => {
    const table = example();
    table.run(RED, { type: "place", card: "MD", group: 0, slot: 0 });
    table.run({ role: "team", teamId: "red", playerId: "p2" }, { type: "place", card: "VA", group: 0, slot: 1 });
    expect(teamView(table, "red").own?.groups[0]).toEqual(["MD", "VA", null]);
    table.run(RED, { type: "place", card: "VA", group: 0, slot: 0 });
    expect(teamView(table, "red").own?.groups[0]).toEqual(["VA", "MD", null]);
    table.run(RED, { type: "place", card: "NC", group: 0, slot: 0 });
    const own = teamView(table, "red").own!;
    expect(own.groups[0]).toEqual(["NC", "MD", null]);
    expect(own.loose).toContain("VA");
    table.run(RED, { type: "unplace", card: "MD" });
    expect(teamView(table, "red").own?.groups[0]).toEqual(["NC", null, null]);
    expect(table.lines()).toEqual([]);
  });

  it("[BU-4.2] a card is in one place: one slot or the loose cards", () => {
    const table = example();
    build(table, 0, [["MD", "VA", "NC"]]);
    table.run(RED, { type: "place", card: "MD", group: 1, slot: 2 });
    const own = teamView(table, "red").own!;
    const places = [...own.groups.flat().filter((card) => card !== null), ...own.loose];
    expect(places.filter((card) => card === "MD")).toHaveLength(1);
    expect([...places].sort()).toEqual([...RED_HAND].sort());
    expect(table.reject(RED, { type: "place", card: "NY", group: 0, slot: 0 }).code).toBe("rule/card_not_in_hand");
  });

  it("[BU-4.3] the arrangement is in the state (a reload reads it back); the phone is never told whether a group is right", () => {
    const table = example();
    build(table, 0, [["VA", "MD", "NC"]]);
    const reloaded = borderUp.stateSchema
      ? borderUp.stateSchema.parse(JSON.parse(JSON.stringify(table.state)))
      : JSON.parse(JSON.stringify(table.state));
    expect(borderUp.views.team(reloaded, "red").own?.groups[0]).toEqual(["VA", "MD", "NC"]);
    const strings = stringsIn(teamView(table, "red"));
    for (const word of ["right", "why", "verdict"]) expect(strings.has(word)).toBe(false);
  });

  it("[BU-4.4] a move already done by a teammate is refused as overtaken and changes nothing", () => {
    const table = example();
    table.run(RED, { type: "place", card: "MD", group: 0, slot: 0 });
    const again = table.reject(RED, { type: "place", card: "MD", group: 0, slot: 0 });
    expect(again).toMatchObject({ code: "rule/already_moved", kind: "overtaken" });
    expect(table.reject(RED, { type: "unplace", card: "VA" })).toMatchObject({ code: "rule/already_moved", kind: "overtaken" });
    // The other team's moves do not stand in the way of a team's own.
    table.run(BLUE, { type: "place", card: "NY", group: 0, slot: 0 });
    table.run(RED, { type: "place", card: "VA", group: 0, slot: 1 });
  });
});

describe("[BU-5] winning groups", () => {
  it("[BU-5.1] right when the middle borders both others", () => {
    expect(judgeGroup(["NY", "PA", "OH"]).right).toBe(true);
    expect(judgeGroup(["ME", "NH", "VT"])).toEqual({ right: true, why: "New Hampshire borders both Maine and Vermont." });
  });

  it("[BU-5.2] the text's example: Maryland, Virginia and North Carolina", () => {
    expect(judgeGroup(["MD", "VA", "NC"])).toEqual({ right: true, why: "Virginia borders both Maryland and North Carolina." });
    expect(judgeGroup(["NC", "VA", "MD"]).right).toBe(true);
    expect(judgeGroup(["VA", "MD", "NC"])).toEqual({
      right: false,
      why: "Not sorted: Virginia borders both others, so it belongs in the middle.",
    });
    expect(judgeGroup(["MD", "NC", "HI"]).right).toBe(false);
    expect(canGroup(["MD", "NC", "HI"])).toBe(false);
  });

  it("[BU-5.3] a group in the wrong order is wrong even though another order is right", () => {
    expect(judgeGroup(["PA", "NY", "OH"]).right).toBe(false);
    expect(canGroup(["PA", "NY", "OH"])).toBe(true);
  });

  it("[BU-5.4] when all three border each other any order is right", () => {
    for (const order of [
      ["CT", "MA", "RI"],
      ["MA", "CT", "RI"],
      ["CT", "RI", "MA"],
    ] as const) {
      expect(judgeGroup(order).right).toBe(true);
    }
    expect(judgeGroup(["CT", "MA", "RI"]).why).toBe("Connecticut, Massachusetts and Rhode Island all border each other.");
  });

  it("[BU-5.5] the judge reads the cards' borders, Four Corners neighbours included", () => {
    expect(judgeGroup(["AZ", "CO", "KS"]).right).toBe(true);
    expect(judgeGroup(["KS", "CO", "AZ"]).right).toBe(true);
    expect(judgeGroup(["CO", "NM", "UT"]).right).toBe(true);
  });
});

describe("[BU-6] the shouts", () => {
  it("[BU-6.1] GeoPlunge shows 2 groups, ThreeOPlunge 3; the shout is public, its groups are not yet", () => {
    const table = example();
    build(table, 0, [RIGHT.maryland, RIGHT.corners]);
    table.run(RED, { type: "geoPlunge", pressedAt: table.now + 900 });
    expect(table.lines()).toEqual(['Red shouts "GeoPlunge!"']);
    expect(board(table).race?.shouts).toEqual([{ teamId: "red", call: "geoPlunge" }]);
    expect(stringsIn(teamView(table, "blue")).has("MD")).toBe(false);
    const three = example();
    build(three, 1, BLUE_RIGHT);
    three.run(BLUE, { type: "threeOPlunge" });
    expect(three.state.phase.type === "racing" && three.state.phase.race.shouts[0]?.shown).toHaveLength(3);
  });

  it("[BU-6.2] a shout needs that many full groups; it is refused (changing nothing) otherwise", () => {
    const table = example();
    build(table, 0, [RIGHT.maryland, ["AZ", "CO"]]);
    expect(table.reject(RED, { type: "geoPlunge" })).toMatchObject({
      code: "rule/groups_not_full",
      message: "Fill 2 groups of 3 cards before you shout GeoPlunge (your team has 1 full group).",
    });
    table.run(RED, { type: "place", card: "KS", group: 1, slot: 2 });
    expect(table.reject(RED, { type: "threeOPlunge" }).code).toBe("rule/groups_not_full");
    const actions = borderUp.legalActions(table.state, RED);
    expect(actions.find((action) => action.command.type === "geoPlunge")?.allowed).toBe(true);
    expect(actions.find((action) => action.command.type === "threeOPlunge")).toMatchObject({
      allowed: false,
      code: "rule/groups_not_full",
    });
  });

  it("[BU-6.3] the first full groups in slot order are shown; after the shout they are fixed and the team cannot shout again", () => {
    const table = example();
    build(table, 0, [RIGHT.maryland, ["CO", "AZ"], RIGHT.newEngland]);
    table.run(RED, { type: "geoPlunge" }, 40_000);
    const phase = table.state.phase;
    expect(phase.type === "racing" && phase.race.shouts[0]?.shown).toEqual([RIGHT.maryland, RIGHT.newEngland]);
    expect(table.reject(RED, { type: "place", card: "KS", group: 1, slot: 2 }, 40_100)).toMatchObject({
      code: "rule/already_shouted",
      kind: "overtaken",
    });
    expect(table.reject(RED, { type: "threeOPlunge" }, 40_200).code).toBe("rule/already_shouted");
  });
});

/** Both teams shout: red presses at `redAt`, blue at `blueAt`, the later one arriving within the window. */
function bothShout(redGroups: string[][], blueGroups: string[][], redAt: number, blueAt: number) {
  const table = example();
  build(table, 0, redGroups);
  build(table, 1, blueGroups);
  const arrive = table.now + 5_000;
  const call = (groups: string[][]) => (groups.length === 3 ? "threeOPlunge" : "geoPlunge");
  const red = { actor: RED, command: { type: call(redGroups), pressedAt: arrive - 700 + redAt } };
  const blue = { actor: BLUE, command: { type: call(blueGroups), pressedAt: arrive - 700 + blueAt } };
  // The later press arrives first: the judging must order by press, not arrival.
  const [first, second] = redAt <= blueAt ? [blue, red] : [red, blue];
  table.run(first.actor, first.command, arrive);
  table.run(second.actor, second.command, arrive + 50);
  table.run(MODERATOR, { type: "closeShouts" }, arrive + SHOUT_WINDOW_MS);
  return table;
}

describe("[BU-7] the first shout, right", () => {
  it("[BU-7.1] the first team to shout with right groups wins (10, more with GeoPlunging)", () => {
    const table = example([true, false]);
    build(table, 0, [RIGHT.maryland, RIGHT.corners]);
    table.run(RED, { type: "geoPlunge" }, 40_000);
    expect(borderUp.status(table.state).wake).toEqual({ at: 40_000 + SHOUT_WINDOW_MS, command: { type: "closeShouts" } });
    expect(table.reject(MODERATOR, { type: "closeShouts" }, 40_000 + SHOUT_WINDOW_MS - 1).code).toBe("rule/still_counting");
    table.run(MODERATOR, { type: "closeShouts" }, 40_000 + SHOUT_WINDOW_MS);
    expect(lastResult(table)).toMatchObject({ winnerId: "red", bonus: false, how: "first-right", points: [20, 0] });
    expect(borderUp.status(table.state)).toMatchObject({ over: true, winners: ["red"] });
  });

  it("[BU-7.2] with ThreeOPlunge it also receives the Bonus Points", () => {
    const table = example([true, true]);
    build(table, 0, [RIGHT.maryland, RIGHT.corners, RIGHT.newEngland]);
    table.run(RED, { type: "threeOPlunge" }, 40_000);
    table.run(MODERATOR, { type: "closeShouts" }, 40_000 + SHOUT_WINDOW_MS);
    expect(lastResult(table)).toMatchObject({
      winnerId: "red",
      bonus: true,
      points: [40, 0],
      breakdown: { win: 10, bonus: 10, geoPlunging: 20 },
    });
    expect(table.lines().at(-1)).toBe("Red wins Border-Up and scores 40 points (10 for the win + 10 Bonus Points + 20 for GeoPlunging).");
  });
});

describe("[BU-8] the first shout, wrong", () => {
  it("[BU-8.1] one wrong group shown: the other team wins with the Bonus Points, without shouting", () => {
    const table = example();
    // Colorado borders both Arizona and Kansas, so it belongs in the middle.
    build(table, 0, [RIGHT.maryland, ["CO", "AZ", "KS"]]);
    table.run(RED, { type: "geoPlunge" }, 40_000);
    const events = table.run(MODERATOR, { type: "closeShouts" }, 40_000 + SHOUT_WINDOW_MS);
    expect(lastResult(table)).toMatchObject({ winnerId: "blue", bonus: true, how: "first-wrong", points: [0, 20] });
    expect(lastResult(table).judged[0]?.groups.map((group) => group.right)).toEqual([true, false]);
    expect(events.map((event) => event.type)).toEqual(["raceJudged", "gameScored"]);
  });
});

describe("[BU-9] at the same time", () => {
  it("[BU-9.1] presses closer than the margin are the same time; a press arriving after the window is too late", () => {
    const tie = bothShout([RIGHT.maryland, RIGHT.corners], BLUE_RIGHT.slice(0, 2), 0, SAME_TIME_MARGIN_MS - 1);
    expect(lastResult(tie)).toMatchObject({ how: "same-time-tie", winnerId: null, points: [5, 5] });
    expect(lastResult(tie).order).toBe("Red and Blue at the same time (0.10 s apart; closer than 0.10 s counts as the same time)");

    const table = example();
    build(table, 0, [RIGHT.maryland, RIGHT.corners]);
    build(table, 1, BLUE_RIGHT.slice(0, 2));
    table.run(RED, { type: "geoPlunge" }, 50_000);
    expect(table.reject(BLUE, { type: "geoPlunge", pressedAt: 49_000 }, 50_000 + SHOUT_WINDOW_MS).code).toBe("rule/game_over");
    // The refused shout took nothing with it: the timer still judges the window.
    table.run(MODERATOR, { type: "closeShouts" }, 50_000 + SHOUT_WINDOW_MS);
    expect(lastResult(table).order).toBe("Red first; Blue did not shout within 1.00 s");
  });

  it("[BU-9.2] both at the same time: a tie unless only one is right, which wins with the Bonus Points", () => {
    const bothWrong = bothShout([["VA", "MD", "NC"], RIGHT.corners], [["PA", "NY", "OH"], BLUE_RIGHT[1]!], 0, 20);
    expect(lastResult(bothWrong)).toMatchObject({ how: "same-time-tie", points: [5, 5] });
    const oneRight = bothShout([["VA", "MD", "NC"], RIGHT.corners], BLUE_RIGHT.slice(0, 2), 30, 0);
    expect(lastResult(oneRight)).toMatchObject({ how: "same-time-one-right", winnerId: "blue", bonus: true, points: [0, 20] });
    expect(lastResult(oneRight).judged.map((entry) => entry.teamId)).toEqual(["red", "blue"]);
  });

  it("[BU-9.3] the team that pressed first by the margin or more is first even when its shout arrived second", () => {
    const table = bothShout([RIGHT.maryland, RIGHT.corners], BLUE_RIGHT, 400, 0);
    // Blue pressed 0.40 s before Red; Red's shout reached the server first.
    expect(lastResult(table)).toMatchObject({ how: "first-right", winnerId: "blue", bonus: true });
    expect(lastResult(table).order).toBe("Blue 0.40 s before Red");
    expect(lastResult(table).judged.map((entry) => entry.teamId)).toEqual(["blue"]);
  });
});

describe("[BU-10] what each screen shows", () => {
  it("[BU-10.1] after the race the board shows the judged groups with why, the shout order and the verdict", () => {
    const table = bothShout([RIGHT.maryland, RIGHT.corners], [["PA", "NY", "OH"], BLUE_RIGHT[1]!], 0, 300);
    const result = lastResult(table);
    expect(result.verdict).toBe("Red shouted GeoPlunge first and its groups are right: it wins.");
    expect(result.order).toBe("Red 0.30 s before Blue");
    expect(result.judged[0]?.groups[0]).toEqual({
      cards: [
        { code: "MD", name: "Maryland" },
        { code: "VA", name: "Virginia" },
        { code: "NC", name: "North Carolina" },
      ],
      right: true,
      why: "Virginia borders both Maryland and North Carolina.",
    });
    expect(board(table).race?.endedAt).toBe(table.now);
  });

  it("[BU-10.2] the other team, the board and the moderator never see a team's cards or arrangement before the judging", () => {
    const table = example();
    build(table, 0, [RIGHT.maryland, RIGHT.corners]);
    table.run(RED, { type: "geoPlunge" }, 40_000);
    for (const view of [table.team("blue"), table.board(), table.moderator()]) {
      const strings = stringsIn(view);
      expect(RED_HAND.filter((code) => strings.has(code))).toEqual([]);
    }
    expect((table.moderator() as BorderUpModeratorView).fullGroups).toEqual([2, 0]);
    for (const line of table.lines(table.allEvents)) expect(line).not.toContain("Maryland");
  });
});

describe("[BU-11] scoring", () => {
  it("[BU-11.1] Combo 3's points: a tie 5 each; a win 10, Bonus 10, GeoPlunging 10 or 20", () => {
    const one = bothShout([["VA", "MD", "NC"], RIGHT.corners], BLUE_RIGHT.slice(0, 2), 30, 0);
    expect(lastResult(one).points).toEqual([0, 20]);
    const plunged = example([false, true]);
    build(plunged, 0, [RIGHT.maryland, RIGHT.corners]);
    plunged.run(RED, { type: "geoPlunge" }, 40_000);
    plunged.run(MODERATOR, { type: "closeShouts" }, 41_000);
    expect(lastResult(plunged).points).toEqual([20, 0]);
  });

  it("[BU-11.2] the moderator adjusts points with a reason, never below 0; the results report the race", () => {
    const table = example();
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 3, reason: "Good sorting" });
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "red", amount: -1, reason: "x" }).code).toBe("rule/invalid_adjustment");
    expect(table.reject(RED, { type: "adjustScore", teamId: "red", amount: 5, reason: "x" }).code).toBe("rule/moderator_only");
    build(table, 0, [RIGHT.maryland, RIGHT.corners]);
    table.run(RED, { type: "geoPlunge" }, 60_000);
    table.run(MODERATOR, { type: "closeShouts" }, 61_000);
    expect(borderUp.status(table.state).scores).toEqual([
      { teamId: "red", points: 10 },
      { teamId: "blue", points: 3 },
    ]);
    const results = borderUp.results!.build({ final: table.state, events: table.allEvents });
    expect(results.teams).toEqual([
      { teamId: "red", points: 10, adjustments: 0, battlesWon: 1, tricksWon: 0 },
      { teamId: "blue", points: 3, adjustments: 3, battlesWon: 0, tricksWon: 0 },
    ]);
    expect(results.battles[0]).toMatchObject({ number: 1, winnerId: "red", teams: [{ points: 10 }, { points: 0 }] });
  });
});

describe("[BU-12] the teacher", () => {
  it("[BU-12.1] the teacher calls the race a tie once the cards are turned: 5 each", () => {
    const early = dealt();
    expect(early.reject(MODERATOR, { type: "callTie" }).code).toBe("rule/wrong_phase");
    const table = racing([true, true]);
    expect(table.reject(RED, { type: "callTie" }).code).toBe("rule/moderator_only");
    table.run(MODERATOR, { type: "callTie" });
    expect(lastResult(table)).toMatchObject({ how: "called-tie", winnerId: null, order: null, judged: [], points: [5, 5] });
    expect(table.lines()).toEqual(["The teacher calls the race a tie.", "Border-Up is a tie: 5 points each."]);
    expect(borderUp.status(table.state)).toMatchObject({ over: true, winners: [], wake: null });
    const results = borderUp.results!.build({ final: table.state, events: table.allEvents });
    expect(results.battles[0]).toMatchObject({ winnerId: null, how: "Border-Up is a tie: 5 points each." });
  });
});

describe("[BU-ALL] the rulebook", () => {
  it("every rule ID in docs/rules/border-up.md has a test", () => {
    const ids = documentedIds("docs/rules/border-up.md");
    expect(ids.length).toBeGreaterThan(25);
    expect(untestedIds(ids, "tests/games/border-up")).toEqual([]);
  });
});
