import { describe, expect, it } from "vitest";
import { CHALLENGE_CARDS } from "@/lib/content/challenge-cards";
import { chummyChallenge } from "@/lib/games/chummy-challenge";
import { judgeTypedAnswer } from "@/lib/games/chummy-challenge/judge";
import { LISTEN_AFTER_READING_MS, READ_LEAD_MS } from "@/lib/games/chummy-challenge/state";
import type { ChummyBoardView, ChummyTeamView } from "@/lib/games/chummy-challenge/views";
import { SAME_TIME_MARGIN_MS, SHOUT_WINDOW_MS } from "@/lib/games/combo3-kit/fair-shouts";
import { powerCard } from "@/lib/games/trick-kit/power-cards";
import { documentedIds, MODERATOR, untestedIds } from "../support";
import { challenge, chummyTable, counted, endReveal, member, name, readWords, rig, wake, wordsOf } from "./cc-support";

const question = (id: string) => {
  const found = CHALLENGE_CARDS.flatMap((card) => card.questions).find((q) => q.id === id);
  if (!found) throw new Error(id);
  return found;
};
const board = (table: ReturnType<typeof chummyTable>) => table.board() as ChummyBoardView;

describe("[CC] Chummy Challenge's rules", () => {
  it("[CC-1.1] two teams of 1–3 at a table; the decks are shuffled by the seed", () => {
    const a = chummyTable({}, 1).state;
    const b = chummyTable({}, 2).state;
    expect(a.challengeDeck).toHaveLength(63);
    expect(a.powerDeck).toHaveLength(15);
    expect(a.challengeDeck).not.toEqual(b.challengeDeck);
    expect(chummyTable({}, 1).state.challengeDeck).toEqual(a.challengeDeck);
    const refused = chummyChallenge.start(chummyChallenge.setupSchema.parse({}), { teams: [{ id: "x", name: "X", players: 4 }] }, 1, 0);
    expect(refused.ok).toBe(false);
  });

  it("[CC-1.2] the count of five opens first; both answers close it; an unanswered team is not GeoPlunging", () => {
    const table = chummyTable();
    expect(table.state.phase.type).toBe("counting");
    table.reject(member(0, "r1"), { type: "nameGeoPlunger", playerId: "r1" });
    table.run(member(0, "r1"), { type: "standUp" });
    wake(table);
    expect(table.state.geoPlunging).toEqual([true, false]);
    expect(table.state.phase.type).toBe("naming");
  });

  it("[CC-2.1] [CC-12.1] a team that wins the first two challenges wins with the Bonus Points", () => {
    const table = counted([true, true]);
    challenge(table, ["r1", "b1"], 0, "0");
    expect(table.state.challenges[0]?.winner).toBe(0);
    endReveal(table);
    challenge(table, ["r2", "b2"], 0, "zero");
    endReveal(table);
    const phase = table.state.phase;
    expect(phase.type === "over" && phase.result).toMatchObject({ winner: 0, bonus: true, how: "two-challenges", points: [40, 0] });
    expect(chummyChallenge.status(table.state).over).toBe(true);
  });

  it("[CC-12.1] a win, a tie, then a win: 2 of 3 win the game without the Bonus Points", () => {
    const table = counted([false, false]);
    challenge(table, ["r1", "b1"], 1, "0");
    endReveal(table);
    name(table, "r2", "b2");
    rig(table, "challenge-01-blue");
    readWords(table, wordsOf(table).length);
    wake(table);
    expect(table.state.challenges[1]).toMatchObject({ winner: null, how: "no-buzz" });
    endReveal(table);
    expect(table.state.phase.type).toBe("naming");
    challenge(table, ["r3", "b1"], 1, "none");
    endReveal(table);
    const phase = table.state.phase;
    expect(phase.type === "over" && phase.result).toMatchObject({ winner: 1, bonus: false, how: "two-challenges", points: [0, 10] });
  });

  it("[CC-3.1] any player names a member GeoPlunger; a name stands; a player from another team or used before is refused", () => {
    const table = counted();
    table.reject(member(0, "r2"), { type: "nameGeoPlunger", playerId: "b1" });
    table.run(member(0, "r2"), { type: "nameGeoPlunger", playerId: "r1" });
    expect(table.reject(member(0, "r3"), { type: "nameGeoPlunger", playerId: "r3" }).code).toBe("rule/already_named");
    table.run(member(1, "b1"), { type: "nameGeoPlunger", playerId: "b1" });
    rig(table, "challenge-01-blue");
    readWords(table, 2);
    table.run(member(0, "r1"), { type: "buzz", pressedAt: table.now }, table.now + 10);
    wake(table);
    table.run(member(0, "r3"), { type: "answer", text: "nine" });
    endReveal(table);
    expect(table.reject(member(0, "r1"), { type: "nameGeoPlunger", playerId: "r1" }).code).toBe("rule/geoplunger_again");
  });

  it("[CC-R1] a team of one always has its one GeoPlunger; a team of two in a third challenge names anyone but the last one", () => {
    const table = counted();
    challenge(table, ["r1", "b1"], 0, "0");
    endReveal(table);
    challenge(table, ["r2", "b2"], 0, "1");
    endReveal(table);
    expect(table.state.phase.type).toBe("naming");
    expect(table.reject(member(1, "b2"), { type: "nameGeoPlunger", playerId: "b2" }).code).toBe("rule/geoplunger_again");
    table.run(member(1, "b2"), { type: "nameGeoPlunger", playerId: "b1" });
    const solo = chummyTable({}, 3, {
      teams: [
        { id: "red", name: "Red", players: 1, members: [{ id: "r1", name: "Ana" }] },
        { id: "blue", name: "Blue", players: 1, members: [{ id: "b1", name: "Dee" }] },
      ],
    });
    solo.run(member(0, "r1"), { type: "staySeated" });
    solo.run(member(1, "b1"), { type: "staySeated" });
    challenge(solo, ["r1", "b1"], 0, "0");
    endReveal(solo);
    expect(solo.state.phase.type).toBe("naming");
    name(solo, "r1", "b1");
    expect(solo.state.phase.type).toBe("asking");
  });

  it("[CC-4.1] the Power card's square picks the question; both cards go to the bottom of their decks", () => {
    const table = counted();
    const [power] = table.state.powerDeck;
    const [card] = table.state.challengeDeck;
    name(table, "r1", "b1");
    const phase = table.state.phase;
    if (phase.type !== "asking") throw new Error(phase.type);
    expect(phase.asked.colour).toBe(powerCard(power!).square);
    expect(phase.asked.questionId).toBe(`${card}-${powerCard(power!).square}`);
    expect(table.state.powerDeck.at(-1)).toBe(power);
    expect(table.state.challengeDeck.at(-1)).toBe(card);
    expect(table.lines().join(" ")).toContain(`${phase.asked.colour} question`);
  });

  it("[CC-4.2] [CC-R2] the wake reveals one word at a time at the pace; the first after the lead; early wakes are refused", () => {
    const table = counted();
    name(table, "r1", "b1");
    rig(table, "challenge-01-red");
    const drawnAt = table.now;
    expect(board(table).now?.words).toEqual([]);
    const next = chummyChallenge.status(table.state).wake!;
    expect(next).toEqual({ at: drawnAt + READ_LEAD_MS, command: { type: "readWord" } });
    table.reject(MODERATOR, { type: "readWord" }, next.at - 1);
    wake(table);
    expect(board(table).now?.words).toEqual(["What"]);
    wake(table);
    const pace = 60_000 / 150;
    expect(table.now).toBe(drawnAt + READ_LEAD_MS + pace);
    expect(board(table).now?.words).toEqual(["What", "time"]);
  });

  it("[CC-5.1] only the GeoPlunger buzzes; the first buzz stops the reading for everyone; the words at the press are kept", () => {
    const table = counted();
    name(table, "r1", "b1");
    rig(table, "challenge-01-red");
    readWords(table, 4);
    expect(table.reject(member(0, "r2"), { type: "buzz", pressedAt: table.now }).code).toBe("rule/not_the_geoplunger");
    table.run(member(0, "r1"), { type: "buzz", pressedAt: table.now }, table.now + 50);
    expect(table.state.phase.type).toBe("buzzed");
    expect(board(table).now?.words).toHaveLength(4);
    expect(board(table).now?.wordsAtPress).toBe(4);
    // The reading has stopped: no wake reads another word.
    expect(chummyChallenge.status(table.state).wake?.command).toEqual({ type: "closeBuzzes" });
    expect(table.reject(member(0, "r1"), { type: "buzz" }).code).toBe("rule/already_buzzed");
  });

  it("[CC-R4] a buzz pressed earlier but arriving later in the window wins; closer than the margin is the same time", () => {
    const table = counted();
    name(table, "r1", "b1");
    readWords(table, 3);
    const t = table.now + 100;
    table.run(member(0, "r1"), { type: "buzz", pressedAt: t }, t);
    table.run(member(1, "b1"), { type: "buzz", pressedAt: t - 300 }, t + 400);
    wake(table);
    const phase = table.state.phase;
    expect(phase.type === "answering" && phase.answering).toEqual([1]);
    expect(board(table).now?.order).toBe("Blue 0.30 s before Red");
    expect(chummyChallenge.status(table.state).wake?.at).toBeGreaterThan(t + SHOUT_WINDOW_MS - 1);
    const same = counted();
    name(same, "r1", "b1");
    readWords(same, 3);
    const s = same.now + 100;
    same.run(member(0, "r1"), { type: "buzz", pressedAt: s }, s);
    same.run(member(1, "b1"), { type: "buzz", pressedAt: s + SAME_TIME_MARGIN_MS - 1 }, s + 20);
    wake(same);
    const samePhase = same.state.phase;
    expect(samePhase.type === "answering" && samePhase.answering).toEqual([0, 1]);
  });

  it("[CC-6.1] [CC-R3] any player of the buzzing team answers once; right wins, wrong gives it to the other team, no answer in time is wrong", () => {
    const right = counted();
    challenge(right, ["r1", "b1"], 1, "none");
    expect(right.state.challenges[0]).toMatchObject({ winner: 1, how: "first-right" });
    const wrong = counted();
    challenge(wrong, ["r1", "b1"], 0, "nine");
    expect(wrong.state.challenges[0]).toMatchObject({ winner: 1, how: "first-wrong" });
    const late = counted();
    name(late, "r1", "b1");
    readWords(late, 2);
    late.run(member(0, "r1"), { type: "buzz" }, late.now + 10);
    wake(late);
    expect(late.reject(member(1, "b2"), { type: "answer", text: "0" }).code).toBe("rule/not_answering");
    const deadline = chummyChallenge.status(late.state).wake!;
    expect(deadline.at - late.now).toBe(30_000);
    late.reject(MODERATOR, { type: "answerTimeUp" }, deadline.at - 1);
    wake(late);
    expect(late.state.challenges[0]).toMatchObject({ winner: 1, how: "first-wrong" });
    expect(late.state.challenges[0]?.answers[0]).toMatchObject({ typed: null, appRight: false });
  });

  it("[CC-7.1] no buzz within 15 seconds after the whole question: a tie", () => {
    const table = counted();
    name(table, "r1", "b1");
    rig(table, "challenge-01-blue");
    readWords(table, wordsOf(table).length);
    const next = chummyChallenge.status(table.state).wake!;
    expect(next.command).toEqual({ type: "endListening" });
    expect(board(table).now?.listenUntil).toBe(next.at);
    table.run(member(0, "r1"), { type: "buzz" }, next.at - LISTEN_AFTER_READING_MS + 14_000);
    expect(table.state.phase.type).toBe("buzzed");
    const tie = counted();
    name(tie, "r1", "b1");
    rig(tie, "challenge-01-blue");
    readWords(tie, wordsOf(tie).length);
    wake(tie);
    expect(tie.state.challenges[0]).toMatchObject({ winner: null, how: "no-buzz" });
    // A buzz arriving after the 15 seconds is too late, even before the wake came.
    const after = counted();
    name(after, "r1", "b1");
    rig(after, "challenge-01-blue");
    readWords(after, wordsOf(after).length);
    const end = chummyChallenge.status(after.state).wake!.at;
    expect(after.reject(member(0, "r1"), { type: "buzz" }, end + 5).code).toBe("rule/already_buzzed");
  });

  it("[CC-8.1] both at the same time: each answers secretly; one right wins; both right is a tie", () => {
    const setUp = () => {
      const table = counted();
      name(table, "r1", "b1");
      rig(table, "challenge-01-blue");
      readWords(table, 3);
      const t = table.now + 100;
      table.run(member(0, "r1"), { type: "buzz", pressedAt: t }, t);
      table.run(member(1, "b1"), { type: "buzz", pressedAt: t + 30 }, t + 40);
      wake(table);
      return table;
    };
    const one = setUp();
    one.run(member(0, "r2"), { type: "answer", text: "zero" });
    expect((one.team("red") as ChummyTeamView).ownAnswer).toBe("zero");
    expect(JSON.stringify(one.team("blue"))).not.toContain("zero");
    expect(JSON.stringify(one.board())).not.toContain("zero");
    expect(one.lines().join(" ")).not.toContain("zero");
    one.run(member(1, "b2"), { type: "answer", text: "two" });
    expect(one.state.challenges[0]).toMatchObject({ winner: 0, how: "same-time-one-right" });
    const both = setUp();
    both.run(member(0, "r2"), { type: "answer", text: "0" });
    both.run(member(1, "b2"), { type: "answer", text: "none" });
    expect(both.state.challenges[0]).toMatchObject({ winner: null, how: "same-time-tie" });
  });

  it("[CC-9.1] numbers are judged exactly; names forgivingly; the text's example card's red and blue questions", () => {
    const red = question("challenge-01-red");
    expect(red.text).toBe("What time zone is Washington, D.C. in, and what two states does it border?");
    for (const text of ["Eastern, MD, VA", "Virginia and Maryland, Eastern time", "eastren; maryland; virginia", "EST MD VA"])
      expect(judgeTypedAnswer(text, red).right, text).toBe(true);
    for (const text of ["Eastern, Maryland", "Central, MD, VA", "Eastern, Maryland, West Virginia", "Eastern, MD, VA, DE"])
      expect(judgeTypedAnswer(text, red).right, text).toBe(false);
    const blue = question("challenge-01-blue");
    expect(blue.text).toBe("How many states are smaller in size than Washington, D.C.?");
    for (const text of ["0", "zero", "none", "no states"]) expect(judgeTypedAnswer(text, blue).right, text).toBe(true);
    for (const text of ["nine", "one", "10", "o", "non"]) expect(judgeTypedAnswer(text, blue).right, text).toBe(false);
  });

  it("[CC-R5] several answers in any order, each typed answer used once, `needed` of them; a hedge is wrong; Oregon's OR is not a separator", () => {
    const mojave = question("challenge-02-red");
    expect(judgeTypedAnswer("UT NV CA AZ", mojave).right).toBe(true);
    expect(judgeTypedAnswer("Arizona, Arizona, California, Nevada", mojave).right).toBe(false);
    expect(judgeTypedAnswer("Arizona, AZ, California, Nevada, Utah", mojave).right).toBe(true);
    const newEngland = question("challenge-58-blue");
    expect(newEngland.needed).toBe(3);
    expect(judgeTypedAnswer("Maine, Vermont, New Hampshire", newEngland).right).toBe(true);
    expect(judgeTypedAnswer("Maine, Vermont", newEngland).right).toBe(false);
    const withOregon = CHALLENGE_CARDS.flatMap((card) => card.questions).find((q) => q.answers.some((a) => a.aliases.includes("OR")))!;
    const all = withOregon.answers.map((answer) => (answer.answer === "Oregon" ? "OR" : answer.answer)).join(", ");
    expect(judgeTypedAnswer(all, withOregon).right).toBe(true);
  });

  it('[CC-R5] a state named in several words is read whole: "West Virginia" is one wrong answer, never a Virginia', () => {
    const red = question("challenge-01-red");
    for (const text of ["Eastern, Maryland, West Virginia", "Eastern Maryland West Virginia", "EST MD west virginia"]) {
      const judged = judgeTypedAnswer(text, red);
      expect(judged.right, text).toBe(false);
      expect(judged.named, text).toEqual(["Eastern", "Maryland"]);
      expect(judged.unmatched, text).toEqual(["west virginia"]);
    }
    expect(judgeTypedAnswer("Eastern, Maryland, West Virginia, Virginia", red)).toMatchObject({
      right: false,
      named: ["Eastern", "Maryland", "Virginia"],
      unmatched: ["west virginia"],
    });
    expect(judgeTypedAnswer("Eastern Maryland Virginia", red)).toMatchObject({ right: true, named: ["Eastern", "Maryland", "Virginia"] });
  });

  it("[CC-R6] the teacher overrules while the answers are shown; the challenge's winner follows; after the next draw it is refused", () => {
    const table = counted();
    challenge(table, ["r1", "b1"], 0, "zilch");
    expect(table.state.challenges[0]?.winner).toBe(1);
    expect(table.reject(MODERATOR, { type: "overrule", teamId: "blue", right: true }).code).toBe("rule/nothing_to_overrule");
    expect(table.reject(member(0, "r1"), { type: "overrule", teamId: "red", right: true }).code).toBe("rule/moderator_only");
    table.run(MODERATOR, { type: "overrule", teamId: "red", right: true }, table.now + 100);
    expect(table.state.challenges[0]).toMatchObject({ winner: 0, how: "first-right" });
    expect(board(table).judged[0]?.answers[0]).toMatchObject({ right: true, appRight: false, overruled: true });
    endReveal(table);
    name(table, "r2", "b2");
    expect(table.reject(MODERATOR, { type: "overrule", teamId: "red", right: false }).code).toBe("rule/nothing_to_overrule");
  });

  it("[CC-11.1] after each challenge the whole question, its accepted answers and each team's answer are shown, then the next challenge", () => {
    const table = counted();
    challenge(table, ["r1", "b1"], 0, "0", "challenge-01-red");
    const judged = board(table).judged[0]!;
    expect(judged.question).toBe(question("challenge-01-red").text);
    expect(judged.accepted).toEqual(["Eastern", "Maryland", "Virginia"]);
    expect(judged.answers).toEqual([expect.objectContaining({ teamId: "red", text: "0", right: false })]);
    expect(judged.verdict).toContain("Blue wins the challenge");
    endReveal(table);
    expect(board(table).naming?.number).toBe(2);
  });

  it("[CC-12.2] two tied challenges tie the game; otherwise a third, and 2 of 3 win, or else a tie", () => {
    const ties = counted();
    for (const pair of [
      ["r1", "b1"],
      ["r2", "b2"],
    ] as const) {
      name(ties, pair[0], pair[1]);
      rig(ties, "challenge-01-blue");
      readWords(ties, wordsOf(ties).length);
      wake(ties);
      endReveal(ties);
    }
    const tied = ties.state.phase;
    expect(tied.type === "over" && tied.result).toMatchObject({ winner: null, how: "first-two-tied", points: [5, 5] });
    const third = counted([true, false]);
    challenge(third, ["r1", "b1"], 0, "0");
    endReveal(third);
    challenge(third, ["r2", "b2"], 1, "0");
    endReveal(third);
    expect(third.state.phase.type).toBe("naming");
    challenge(third, ["r3", "b1"], 0, "0");
    endReveal(third);
    const won = third.state.phase;
    expect(won.type === "over" && won.result).toMatchObject({ winner: 0, bonus: false, points: [20, 0] });
    const none = counted();
    challenge(none, ["r1", "b1"], 0, "0");
    endReveal(none);
    challenge(none, ["r2", "b2"], 1, "0");
    endReveal(none);
    name(none, "r3", "b1");
    rig(none, "challenge-01-blue");
    readWords(none, wordsOf(none).length);
    wake(none);
    endReveal(none);
    const drawn = none.state.phase;
    expect(drawn.type === "over" && drawn.result).toMatchObject({ winner: null, how: "no-two-wins" });
  });

  it("[CC-12.3] Combo 3's points: GeoPlunging adds 10 or 20; the teacher's corrections count", () => {
    const table = counted([true, false]);
    challenge(table, ["r1", "b1"], 1, "0");
    endReveal(table);
    challenge(table, ["r2", "b2"], 1, "0");
    endReveal(table);
    expect(chummyChallenge.status(table.state).scores).toEqual([
      { teamId: "red", points: 0 },
      { teamId: "blue", points: 30 },
    ]);
    expect(table.allowed(MODERATOR)).toEqual([]);
  });

  it("[CC-13.1] no view or log line holds an unread word, the card's id or an accepted answer before the judging", () => {
    const table = counted();
    name(table, "r1", "b1");
    rig(table, "challenge-02-red");
    readWords(table, 3);
    const seen = [table.board(), table.moderator(), table.team("red"), table.team("blue")].map((view) => JSON.stringify(view));
    const words = wordsOf(table);
    for (const json of seen) {
      expect(json).toContain(JSON.stringify(words.slice(0, 3)));
      expect(json).not.toContain(words.slice(3).join(" "));
      expect(json).not.toContain("challenge-02");
      for (const answer of ["Arizona", "California", "Nevada", "Utah"]) expect(json).not.toContain(answer);
    }
    expect(JSON.stringify(table.allEvents)).not.toContain("challenge-02");
  });

  it("[CC-14.1] the results: one battle, its winner, the points and the corrections", () => {
    const table = counted();
    challenge(table, ["r1", "b1"], 0, "0");
    endReveal(table);
    challenge(table, ["r2", "b2"], 0, "0");
    table.run(MODERATOR, { type: "adjustScore", teamId: "blue", amount: 3, reason: "Good try" }, table.now + 100);
    endReveal(table);
    const results = chummyChallenge.results!.build({ final: table.state, events: table.allEvents });
    expect(results.battles).toHaveLength(1);
    expect(results.battles[0]?.winnerId).toBe("red");
    expect(results.teams.map((team) => team.points)).toEqual([20, 3]);
  });

  it("[CC] every rule ID in docs/rules/chummy-challenge.md has a test", () => {
    const ids = documentedIds("docs/rules/chummy-challenge.md");
    expect(ids.length).toBeGreaterThan(15);
    expect(untestedIds(ids, "tests/games/chummy-challenge")).toEqual([]);
  });
});
