import { describe, expect, it } from "vitest";
import { planTurn, type PlanButton } from "@/app/games/clue-spin/phone/turn-plan";
import { viewFor } from "@/lib/games/clue-spin/engine";
import { PAUSED_FOR_TEAM } from "@/lib/session/pause";
import { atTurnStart, Driver, setPoints, type CommandBody } from "../game/helpers";
import { clueActions } from "./clue-actions";

/**
 * The phone's plan of buttons, on real team views: an allowed decision is an enabled button; a
 * refused one is disabled with the engine's own reason, word for word.
 */
const TEAMS = [
  { id: "red", label: "● Red Team" },
  { id: "blue", label: "■ Blue Team" },
  { id: "green", label: "▲ Green Team" },
];

const viewOf = (driver: Driver, teamId: string) => viewFor(driver.state, { team: teamId });
const plan = (driver: Driver, teamId: string, paused = false) =>
  planTurn(viewOf(driver, teamId), clueActions(driver.state, { team: teamId }, { paused }), TEAMS);
const button = (buttons: PlanButton[], label: string) => buttons.find((b) => b.label === label);

/** The engine's own message for a refused command. */
function refusal(driver: Driver, teamId: string, body: CommandBody): string {
  const code = driver.reject({ role: "team", teamId }, body);
  const reason = clueActions(driver.state, { team: teamId }).refusals.find((b) => b.types.includes(body.type));
  expect(reason?.code).toBe(code);
  return reason?.reason ?? "";
}

describe("[TURN-PLAN] the phone shows exactly what the engine allows, and the engine's reasons", () => {
  it("[TURN-PLAN-1] the team whose turn it is gets an enabled Spin; another team's Spin is disabled with the engine's reason", () => {
    const driver = atTurnStart("red", [1]);
    const mine = plan(driver, "red");
    expect(mine.myTurn).toBe(true);
    expect(button(mine.buttons, "Spin")).toMatchObject({ state: "enabled", command: { type: "spin" } });
    const theirs = plan(driver, "blue");
    expect(theirs.myTurn).toBe(false);
    expect(button(theirs.buttons, "Spin")).toEqual({
      state: "disabled",
      key: "spin",
      label: "Spin",
      reason: refusal(driver, "blue", { type: "spin" }),
    });
    expect(button(theirs.buttons, "Spin")).toMatchObject({ reason: "It is Red Team's decision, not yours." });
  });

  it("[TURN-PLAN-2] while the table is paused every button is disabled with the pause's reason", () => {
    const driver = atTurnStart("red", [1]);
    const paused = plan(driver, "red", true);
    expect(paused.myTurn).toBe(false);
    // The platform's own sentence, the one its command path refuses a paused table's move with.
    expect(paused.waiting).toBe(PAUSED_FOR_TEAM);
    expect(button(paused.buttons, "Spin")).toMatchObject({ state: "disabled", reason: paused.waiting });
    expect(button(plan(driver, "red").buttons, "Spin")).toMatchObject({ state: "enabled" });
  });

  it("[TURN-PLAN-3] after the fifth clue Sell is disabled with the sale rule; after the sixth, Next clue says to answer now", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    for (let clue = 2; clue <= 5; clue++) driver.as("red", { type: "nextClue" });
    const afterFive = plan(driver, "red");
    expect(button(afterFive.buttons, "Sell")).toMatchObject({ state: "disabled", reason: refusal(driver, "red", { type: "sell" }) });
    expect(button(afterFive.buttons, "Next clue")).toMatchObject({ state: "enabled" });
    driver.as("red", { type: "nextClue" });
    const afterSix = plan(driver, "red");
    expect(button(afterSix.buttons, "Next clue")).toMatchObject({
      state: "disabled",
      reason: refusal(driver, "red", { type: "nextClue" }),
    });
    expect(button(afterSix.buttons, "Give up (no points)")).toMatchObject({ state: "enabled" });
    expect(afterSix.answer).toEqual({ state: "open" });
  });

  it("[TURN-PLAN-4] a team that cannot afford a card for sale sees Offer to buy disabled with the price and its points", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    driver.as("red", { type: "sell" });
    setPoints(driver, { blue: 2 });
    const blue = plan(driver, "blue");
    const offer = button(blue.buttons, "Offer to buy");
    expect(offer).toMatchObject({ state: "disabled", reason: refusal(driver, "blue", { type: "offerToBuy" }) });
    expect(offer).toMatchObject({ reason: expect.stringMatching(/costs \d+ points and Blue Team has only 2/) });
    expect(button(plan(driver, "green").buttons, "Offer to buy")).toMatchObject({ state: "enabled" });
  });

  it("[TURN-PLAN-5] in a playoff a team out after a wrong answer is told so; the answer form is closed with the same reason", () => {
    const driver = atTurnStart("blue", [3]);
    driver.as("blue", { type: "spin" });
    driver.as("blue", { type: "answer", text: "Wrong" });
    driver.mod({ type: "judge", correct: false });
    const out = plan(driver, "blue");
    const reason = refusal(driver, "blue", { type: "pass" });
    expect(reason).toBe("Blue Team is out of this playoff after a wrong answer.");
    expect(button(out.buttons, "Pass")).toMatchObject({ state: "disabled", reason });
    expect(out.answer).toEqual({ state: "closed", reason: refusal(driver, "blue", { type: "answer" }) });
    expect(button(plan(driver, "green").buttons, "Pass")).toMatchObject({ state: "enabled" });
  });

  it("[TURN-PLAN-6] the plan never offers a command the engine would refuse", () => {
    const driver = atTurnStart("red", [1, 6, 3, 2, 4]);
    for (let step = 0; step < 12; step++) {
      for (const { id } of TEAMS) {
        for (const entry of plan(driver, id).buttons) {
          if (entry.state === "enabled") expect(() => new Driver(structuredClone(driver.state)).as(id, entry.command)).not.toThrow();
        }
      }
      const waiting = driver.state.phase.type === "finished" ? null : viewOf(driver, "red").waitingFor;
      if (!waiting) break;
      if (waiting.role === "moderator") driver.mod({ type: "judge", correct: false });
      else {
        const first = clueActions(driver.state, { team: waiting.teamId }).allowed.find((action) => action.type !== "repeatClue");
        if (!first) break;
        driver.as(waiting.teamId, first);
      }
    }
  });
});
