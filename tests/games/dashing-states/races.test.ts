import { describe, expect, it } from "vitest";
import { dashingStates } from "@/lib/games/dashing-states";
import { inRaceOrder, judgeDetail, judgeStateName } from "@/lib/games/dashing-states/race";
import { SAME_TIME_MARGIN_MS, SHOUT_WINDOW_MS } from "@/lib/games/combo3-kit/fair-shouts";
import { dashingPoints, gameAfterRaces, RACE_RESULT_SECONDS } from "@/lib/games/dashing-states/engine";
import { mapFace } from "@/lib/games/dashing-states/faces";
import { ALL_CARDS } from "@/lib/games/trick-kit/cards";
import { MODERATOR } from "../support";
import {
  closeShouts,
  dashing,
  identify,
  layOut,
  nextRace,
  raceOf,
  rightAnswer,
  shout,
  sortedCards,
  teamActor,
  toRace,
  winRace,
  type DashingTable,
} from "./ds-support";

const RED = teamActor(0);
const BLUE = teamActor(1);

function racing(seed = 1, plunging: [boolean, boolean] = [false, false]): DashingTable {
  const table = dashing({}, seed);
  toRace(table, plunging);
  return table;
}

describe("[DS-1] cards and players", () => {
  it("[DS-1.1] the 50 Map cards are shuffled once by the seed; a table seats two teams of 1–3", () => {
    const a = dashing({}, 7);
    const b = dashing({}, 7);
    expect(a.state.deck).toEqual(b.state.deck);
    expect([...a.state.deck].sort()).toEqual([...ALL_CARDS].sort());
    expect(dashing({}, 8).state.deck).not.toEqual(a.state.deck);
    const refused = dashingStates.start(
      dashingStates.setupSchema.parse({}),
      {
        teams: [
          { id: "a", name: "A", players: 4 },
          { id: "b", name: "B", players: 1 },
        ],
      },
      1,
      0,
    );
    expect(refused.ok).toBe(false);
  });

  it("[DS-1.2] a face is one state's outline with no name; dealt cards are named by opaque ids", () => {
    const table = racing();
    const race = raceOf(table);
    for (const card of race.teams.flatMap((team) => team.cards)) {
      expect(card.id).toMatch(/^m[0-9a-z]{6}$/);
      expect(card.id.toUpperCase()).not.toContain(card.code);
    }
    const face = mapFace("RI");
    expect(Object.keys(face).sort()).toEqual(["outlinePx", "path", "ring"]);
    expect(face.outlinePx).toBeGreaterThan(0);
    expect(face.path).toMatch(/^M[-\d .,lLmMzZ]+$/);
    expect(face.ring).not.toBeNull();
    expect(mapFace("TX").ring).toBeNull();
  });
});

describe("[DS-2] objective", () => {
  it("[DS-2.1] a game has at most three races", () => {
    expect(gameAfterRaces([0, 1, null])).toEqual({ winner: null, bonus: false });
    expect(gameAfterRaces([0, 1])).toBeNull();
  });

  it("[DS-2.2] six slots in a row, left to right; the seventh card is left over", () => {
    const table = racing();
    expect(raceOf(table).teams[0].slots).toHaveLength(6);
    expect(raceOf(table).teams[0].cards).toHaveLength(7);
  });
});

describe("[DS-3] what each race sorts by", () => {
  it("[DS-3.1] race 1: state names, then state and capital", () => {
    // Alabama, Alaska, Arizona
    expect(inRaceOrder("name", ["AL", "AK", "AZ"])).toBe(true);
    expect(inRaceOrder("name", ["AK", "AL", "AZ"])).toBe(false);
    expect(inRaceOrder("name", ["AL", "AZ", "NH", "NJ", "WA", "WV"])).toBe(true);
    expect(judgeDetail("name", "Montgomery", "AL").right).toBe(true);
  });

  it("[DS-3.2] race 2: capitals, then state and capital", () => {
    // Carson City (NV), Charleston (WV), Cheyenne (WY), Columbia (SC), Columbus (OH), Concord (NH)
    expect(inRaceOrder("capital", ["NV", "WV", "WY", "SC", "OH", "NH"])).toBe(true);
    expect(inRaceOrder("capital", ["WV", "NV", "WY", "SC", "OH", "NH"])).toBe(false);
    expect(judgeDetail("capital", "carson city", "NV").right).toBe(true);
  });

  it("[DS-3.3] race 3: statehood, then state and statehood rank", () => {
    expect(inRaceOrder("statehood", ["DE", "PA", "NJ", "GA", "CT", "MA"])).toBe(true);
    expect(inRaceOrder("statehood", ["PA", "DE", "NJ", "GA", "CT", "MA"])).toBe(false);
    expect(judgeDetail("statehood", "1st", "DE").right).toBe(true);
    expect(judgeDetail("statehood", "2", "DE").right).toBe(false);
  });

  it("[DS-3.4] the row reads left to right: A first, rank 1 first", () => {
    const table = racing();
    const row = sortedCards(table, 0).slice(0, 6);
    expect(
      inRaceOrder(
        "name",
        row.map((card) => card.code),
      ),
    ).toBe(true);
    expect(
      inRaceOrder(
        "name",
        [...row].reverse().map((card) => card.code),
      ),
    ).toBe(false);
    expect(raceOf(table).kind).toBe("name");
  });
});

describe("[DS-4] GeoPlunging before race 1", () => {
  it("[DS-4.1] the count opens at the start; race 1 is dealt when it ends, unanswered teams not GeoPlunging", () => {
    const table = dashing({ geoPlungeSeconds: 6 });
    const phase = table.state.phase;
    expect(phase.type === "geoplunge-window" && phase.deadline).toBe(table.now + 6_000);
    expect(table.reject(RED, { type: "shout" }).code).toBe("rule/wrong_phase");
    table.run(BLUE, { type: "geoPlunge" });
    expect(table.reject(MODERATOR, { type: "closeGeoPlunge" }, table.now + 10).code).toBe("rule/still_counting");
    table.run(MODERATOR, { type: "closeGeoPlunge" }, 10_000 + 6_000);
    expect(table.state.geoPlunging).toEqual([false, true]);
    expect(table.state.phase.type).toBe("dealt");
    expect(table.reject(RED, { type: "geoPlunge" }).code).toBe("rule/geoplunge_closed");
  });
});

describe("[DS-5] the deal and the race", () => {
  it("[DS-5.1] 7 cards each, face-down, from the top of the deck; no view holds them before the reveal", () => {
    const table = dashing({}, 3);
    const top = table.state.deck.slice(0, 14);
    table.run(RED, { type: "declineGeoPlunge" });
    table.run(BLUE, { type: "declineGeoPlunge" });
    const race = raceOf(table);
    expect([...race.teams[0].cards, ...race.teams[1].cards].map((card) => card.code).sort()).toEqual([...top].sort());
    const ids = race.teams.flatMap((team) => team.cards.map((card) => card.id));
    for (const view of [table.board(), table.moderator(), table.team("red"), table.team("blue")]) {
      const text = JSON.stringify(view);
      for (const id of ids) expect(text).not.toContain(id);
    }
    expect(table.board()).toMatchObject({ phase: "dealt", race: { cardsPerTeam: 7 } });
  });

  it("[DS-5.2] the cards turn at the countdown's end, for both teams in one command", () => {
    const table = dashing({ revealSeconds: 12 });
    table.run(RED, { type: "declineGeoPlunge" });
    table.run(BLUE, { type: "declineGeoPlunge" });
    const revealAt = raceOf(table).revealAt;
    expect(revealAt).toBe(table.now + 12_000);
    expect(dashingStates.status(table.state).wake).toEqual({ at: revealAt, command: { type: "reveal" } });
    expect(table.reject(MODERATOR, { type: "reveal" }, revealAt - 1).code).toBe("rule/still_counting");
    expect(table.reject(RED, { type: "arrange", card: raceOf(table).teams[0].cards[0]?.id, to: "faceDown" }).code).toBe("rule/wrong_phase");
    table.run(MODERATOR, { type: "reveal" }, revealAt);
    expect(table.lines()).toEqual(["Ready, Set, GeoPlunge! Race 1 is on."]);
    expect((table.team("red") as { own: { cards: unknown[] } }).own.cards).toHaveLength(7);
    expect((table.team("blue") as { own: { cards: unknown[] } }).own.cards).toHaveLength(7);
  });

  it("[DS-5.3] any teammate moves any card; a card already there swaps back; one face-down card at most", () => {
    const table = racing();
    const [a, b, c] = raceOf(table).teams[0].cards;
    table.run(teamActor(0, "ana"), { type: "arrange", card: a?.id, to: { slot: 0 } });
    table.run(teamActor(0, "ben"), { type: "arrange", card: b?.id, to: { slot: 1 } });
    table.run(teamActor(0, "cy"), { type: "arrange", card: b?.id, to: { slot: 0 } });
    expect(raceOf(table).teams[0].slots.slice(0, 2)).toEqual([b?.id, a?.id]);
    table.run(RED, { type: "arrange", card: c?.id, to: "faceDown" });
    table.run(RED, { type: "arrange", card: a?.id, to: "faceDown" });
    expect(raceOf(table).teams[0].faceDown).toBe(a?.id);
    expect(raceOf(table).teams[0].slots[1]).toBe(c?.id);
    expect(table.reject(RED, { type: "arrange", card: a?.id, to: "faceDown" }).code).toBe("rule/already_there");
    const blueCard = raceOf(table).teams[1].cards[0]?.id;
    expect(table.reject(RED, { type: "arrange", card: blueCard, to: { slot: 3 } }).code).toBe("rule/not_your_card");
    expect(table.reject(RED, { type: "arrange", card: a?.id, to: { slot: 6 } }).code).toBe("rule/invalid_command");
    expect(table.reject(MODERATOR, { type: "arrange", card: a?.id, to: "loose" }).code).toBe("rule/team_only");
    expect((table.team("red") as { own: { slots: unknown[] } }).own.slots.slice(0, 2)).toEqual([b?.id, c?.id]);
  });

  it("[DS-5.4] a team shouts once; its cards then stay as they were", () => {
    const table = racing();
    layOut(table, 0);
    shout(table, 0);
    expect(table.reject(RED, { type: "shout" }).code).toBe("rule/already_shouted");
    const card = raceOf(table).teams[0].cards[0]?.id;
    expect(table.reject(RED, { type: "arrange", card, to: "loose" }).code).toBe("rule/already_shouted");
    // The other team may still sort and shout while the window is open.
    expect(table.allowed(BLUE).some((command) => (command as { type: string }).type === "arrange")).toBe(true);
  });

  it("[DS-5.5] a shout before the row is ready is accepted, and loses", () => {
    const table = racing();
    shout(table, 0);
    closeShouts(table);
    expect(raceOf(table).result).toMatchObject({ winner: 1 });
    expect(raceOf(table).result?.how).toContain("before placing 6 cards");
  });
});

describe("[DS-6] identifying", () => {
  it("[DS-6.1] left, middle, right: each member answers their own two cards on their own phone", () => {
    const table = racing();
    layOut(table, 0);
    shout(table, 0);
    closeShouts(table);
    const identification = raceOf(table).identifications[0];
    expect(identification?.answerers.map((entry) => [entry.playerId, entry.slots])).toEqual([
      ["ana", [0, 1]],
      ["ben", [2, 3]],
      ["cy", [4, 5]],
    ]);
    const card = identification?.row[2];
    const answer = rightAnswer(table, card?.code ?? "");
    // The team's view (one for all its phones) offers each card to its member.
    expect(table.allowed(RED).filter((command) => (command as { type: string }).type === "answer")).toHaveLength(6);
    expect(table.reject(teamActor(0, "ana"), { type: "answer", card: card?.id, ...answer }).code).toBe("rule/not_your_answer");
    expect(table.reject(teamActor(1, "dee"), { type: "answer", card: card?.id, ...answer }).code).toBe("rule/not_shouting_team");
    table.run(teamActor(0, "ben"), { type: "answer", card: card?.id, ...answer });
    expect(table.reject(teamActor(0, "ben"), { type: "answer", card: card?.id, ...answer }).code).toBe("rule/already_answered");
    // Not shown to the team (or anyone but the moderator) before the race is judged.
    for (const view of [table.team("red"), table.board(), table.team("blue")]) expect(JSON.stringify(view)).not.toContain(answer.detail);
    expect(JSON.stringify(table.moderator())).toContain(answer.detail);
    expect(table.board()).toMatchObject({ race: { identifying: [{ answerers: [{ answered: 0 }, { answered: 1 }, { answered: 0 }] }] } });
  });

  it("[DS-6.2] two members take three cards each; one member all six; no members named: any phone", () => {
    const table = racing();
    layOut(table, 1);
    shout(table, 1);
    closeShouts(table);
    expect(raceOf(table).identifications[0]?.answerers.map((entry) => entry.slots)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    const solo = dashing({}, 1, {
      teams: [
        { id: "red", name: "Red", players: 1, members: [{ id: "ana", name: "Ana" }] },
        { id: "blue", name: "Blue", players: 1 },
      ],
    });
    toRace(solo);
    layOut(solo, 1);
    shout(solo, 1);
    closeShouts(solo);
    expect(raceOf(solo).identifications[0]?.answerers).toEqual([{ playerId: null, name: null, slots: [0, 1, 2, 3, 4, 5] }]);
    identify(solo, 1);
    expect(raceOf(solo).result?.winner).toBe(1);
  });

  it("[DS-6.3] forgiving matching: case, postal code, small misspellings, ordinal ranks; near misses are wrong", () => {
    expect(judgeStateName("rhode island", "RI").right).toBe(true);
    expect(judgeStateName("ri", "RI").right).toBe(true);
    expect(judgeStateName("Virginia", "WV").right).toBe(false);
    expect(judgeStateName("South Dakota", "ND").right).toBe(false);
    expect(judgeDetail("name", "Carson", "NV").right).toBe(false);
    expect(judgeDetail("statehood", "13th", "RI").right).toBe(true);
    expect(judgeDetail("statehood", "12", "RI").right).toBe(false);
  });

  it("[DS-6.4] the teacher overrules a judgement: during identification and after the race, which is judged again", () => {
    const table = racing();
    layOut(table, 0);
    shout(table, 0);
    closeShouts(table);
    identify(table, 0, 3);
    expect(raceOf(table).result?.winner).toBe(1);
    const card = raceOf(table).identifications[0]?.row[3]?.id;
    expect(table.reject(RED, { type: "overrule", card, part: "name", right: true }).code).toBe("rule/moderator_only");
    table.run(MODERATOR, { type: "overrule", card, part: "name", right: true });
    expect(raceOf(table).result?.winner).toBe(1);
    table.run(MODERATOR, { type: "overrule", card, part: "detail", right: true });
    expect(raceOf(table).result?.winner).toBe(0);
    expect(table.reject(MODERATOR, { type: "overrule", card, part: "detail", right: true }).code).toBe("rule/already_there");
    nextRace(table);
    expect(table.reject(MODERATOR, { type: "overrule", card, part: "detail", right: false }).code).toBe("rule/nothing_to_overrule");
  });
});

describe("[DS-7] who wins a race", () => {
  it("[DS-7.1] the first to shout with 6 in order, the 7th face-down and every card identified wins", () => {
    const table = racing();
    winRace(table, 0);
    expect(raceOf(table).result).toMatchObject({ winner: 0, calledTie: false });
    expect(table.state.phase.type).toBe("race-over");
  });

  it("[DS-7.2] a row out of order, or without its face-down card, decides the race at once", () => {
    const table = racing();
    const row = sortedCards(table, 0).slice(0, 6);
    layOut(table, 0, [row[1], row[0], ...row.slice(2)] as typeof row);
    shout(table, 0);
    closeShouts(table);
    expect(raceOf(table).result).toMatchObject({ winner: 1 });
    expect(raceOf(table).result?.how).toContain("not in alphabetical order of state name");
    const second = racing(2);
    row.length = 0;
    sortedCards(second, 0)
      .slice(0, 6)
      .forEach((card, slot) => second.run(RED, { type: "arrange", card: card.id, to: { slot } }));
    shout(second, 0);
    closeShouts(second);
    expect(raceOf(second).result?.how).toContain("before turning its unused card face-down");
  });

  it("[DS-7.3] a wrong answer gives the race to the other team", () => {
    const table = racing();
    layOut(table, 0);
    shout(table, 0);
    closeShouts(table);
    identify(table, 0, 5);
    expect(raceOf(table).result?.winner).toBe(1);
  });

  it("[DS-7.4] both at the same time: both identify; a tie unless exactly one completes Step 2", () => {
    const both = racing();
    layOut(both, 0);
    layOut(both, 1);
    const at = both.now + 500;
    both.run(RED, { type: "shout", pressedAt: at - 20 }, at);
    both.run(BLUE, { type: "shout", pressedAt: at }, at + 10);
    expect(raceOf(both).identifications.map((entry) => entry.side)).toEqual([0, 1]);
    identify(both, 0);
    identify(both, 1, 0);
    expect(raceOf(both).result?.winner).toBe(0);
    const tie = racing();
    layOut(tie, 0);
    layOut(tie, 1);
    tie.run(RED, { type: "shout", pressedAt: tie.now + 500 }, tie.now + 500);
    tie.run(BLUE, { type: "shout", pressedAt: tie.now }, tie.now + 10);
    identify(tie, 0);
    identify(tie, 1);
    expect(raceOf(tie).result?.winner).toBeNull();
  });

  it("[DS-7.5] shouts are ordered by press, not arrival; within the margin is the same time; the board says the order", () => {
    const table = racing();
    layOut(table, 0);
    layOut(table, 1);
    const t = table.now + 1_000;
    // Red's press arrives first, but Blue pressed 210 ms earlier (a slower phone).
    table.run(RED, { type: "shout", pressedAt: t }, t);
    expect(dashingStates.status(table.state).wake).toEqual({ at: t + SHOUT_WINDOW_MS, command: { type: "closeShouts" } });
    table.run(BLUE, { type: "shout", pressedAt: t - 210 }, t + 300);
    expect(raceOf(table).identifications.map((entry) => entry.side)).toEqual([1]);
    expect(table.board()).toMatchObject({ race: { shoutSentence: "Blue 0.21 s before Red" } });
    // A stamp earlier than the bound the server can check is clamped.
    const late = racing();
    layOut(late, 1);
    late.run(BLUE, { type: "shout", pressedAt: 0 }, late.now + 5_000);
    expect(raceOf(late).teams[1].shout?.pressedAt).toBe(late.now - 800);
    const close = racing();
    close.run(RED, { type: "shout", pressedAt: close.now + 1_000 }, close.now + 1_000);
    close.run(BLUE, { type: "shout", pressedAt: close.now + SAME_TIME_MARGIN_MS - 1 }, close.now + 5);
    expect(raceOf(close).order?.kind).toBe("same-time");
  });

  it("[DS-7.6] the teacher calls a race a tie", () => {
    const table = racing();
    expect(table.reject(RED, { type: "callTie" }).code).toBe("rule/moderator_only");
    table.run(MODERATOR, { type: "callTie" });
    expect(raceOf(table).result).toMatchObject({ winner: null, calledTie: true });
    expect(table.reject(MODERATOR, { type: "callTie" }).code).toBe("rule/wrong_phase");
  });
});

describe("[DS-8] Step 3 and the game's winner", () => {
  it("[DS-8.1] the next race follows the judged one after a pause (or when the teacher says)", () => {
    const table = racing();
    winRace(table, 0);
    const phase = table.state.phase;
    expect(phase.type === "race-over" && phase.nextAt).toBe(table.now + RACE_RESULT_SECONDS * 1000);
    expect(dashingStates.status(table.state).wake?.command).toEqual({ type: "nextRace" });
    nextRace(table);
    expect(raceOf(table)).toMatchObject({ number: 2, kind: "capital" });
  });

  it("[DS-8.2] a third race when the first two did not decide; none after two ties", () => {
    const table = racing();
    winRace(table, 0);
    nextRace(table);
    winRace(table, 1);
    nextRace(table);
    expect(raceOf(table)).toMatchObject({ number: 3, kind: "statehood" });
    const ties = racing();
    ties.run(MODERATOR, { type: "callTie" });
    nextRace(ties);
    ties.run(MODERATOR, { type: "callTie" });
    expect(ties.state.phase.type).toBe("over");
    expect(ties.state.races).toHaveLength(2);
  });

  it("[DS-8.3] no reshuffle: each race deals the next 14 cards; none is dealt twice", () => {
    const table = racing(5);
    const deck = [...dashing({}, 5).state.deck];
    winRace(table, 0);
    nextRace(table);
    winRace(table, 1);
    nextRace(table);
    const dealt = table.state.races.map((race) => race.teams.flatMap((team) => team.cards.map((card) => card.code)).sort());
    expect(dealt).toEqual([deck.slice(0, 14).sort(), deck.slice(14, 28).sort(), deck.slice(28, 42).sort()]);
    expect(new Set(dealt.flat()).size).toBe(42);
  });

  it("[DS-8.4] winning races 1 and 2 wins the game with the Bonus Points", () => {
    const table = racing();
    winRace(table, 1);
    nextRace(table);
    winRace(table, 1);
    const phase = table.state.phase;
    expect(phase.type === "over" && phase.result).toMatchObject({ winner: 1, bonus: true, points: [0, 20] });
    expect(dashingStates.status(table.state)).toMatchObject({ over: true, winners: ["blue"] });
  });

  it("[DS-8.5] two tied races: the game is a tie", () => {
    expect(gameAfterRaces([null, null])).toEqual({ winner: null, bonus: false });
  });

  it("[DS-8.6] after three races: 2 of 3 wins without the bonus; otherwise a tie", () => {
    expect(gameAfterRaces([0, null, 0])).toEqual({ winner: 0, bonus: false });
    expect(gameAfterRaces([0, 1, 1])).toEqual({ winner: 1, bonus: false });
    expect(gameAfterRaces([0, null, 1])).toEqual({ winner: null, bonus: false });
    expect(gameAfterRaces([null, 1, null])).toEqual({ winner: null, bonus: false });
    const table = racing(4, [true, true]);
    winRace(table, 0);
    nextRace(table);
    table.run(MODERATOR, { type: "callTie" });
    nextRace(table);
    winRace(table, 0);
    expect(dashingPoints(table.state)).toEqual([30, 0]);
  });

  it("[DS-8.7] Combo 3 points; the teacher adjusts a score, never below 0", () => {
    const table = racing(1, [true, false]);
    winRace(table, 0);
    nextRace(table);
    winRace(table, 0);
    expect(dashingPoints(table.state)).toEqual([30, 0]);
    expect(table.reject(MODERATOR, { type: "adjustScore", teamId: "blue", amount: -1, reason: "slip" }).code).toBe(
      "rule/invalid_adjustment",
    );
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 3, reason: "good sport" });
    expect(dashingStates.status(table.state).scores).toEqual([
      { teamId: "red", points: 30 },
      { teamId: "blue", points: 3 },
    ]);
    const tie = racing();
    tie.run(MODERATOR, { type: "callTie" });
    nextRace(tie);
    tie.run(MODERATOR, { type: "callTie" });
    expect(dashingPoints(tie.state)).toEqual([5, 5]);
  });
});
