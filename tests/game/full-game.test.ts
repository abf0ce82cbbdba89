import { describe, expect, it } from "vitest";
import { drawCardById, viewFor, type GameSetup } from "@/lib/games/clue-spin/engine";
import { FIXTURE_DECK, teamsOfSize } from "./fixtures";
import { Driver, ledgerNet, replay } from "./helpers";

/**
 * A whole game from set-up to a winner, driven only by commands: teams press their own buttons,
 * the moderator judges. Every team answers right on its own cards, so someone must reach 55.
 */
function playWholeGame(seed: number): { driver: Driver; setup: GameSetup } {
  const setup: GameSetup = { settings: { teams: teamsOfSize([4, 4, 3, 4]) }, seed, deck: FIXTURE_DECK };
  const driver = new Driver(setup);
  for (let step = 0; step < 2_000; step++) {
    const phase = driver.state.phase;
    switch (phase.type) {
      case "finished":
        return { driver, setup };
      case "first-spin": {
        const next = phase.contenders.find((id) => !phase.spins.some((spin) => spin.teamId === id));
        if (!next) throw new Error("no first spinner");
        driver.as(next, { type: "spin" });
        break;
      }
      case "turn-start":
        driver.as(phase.teamId, { type: "spin" });
        break;
      case "draw-card": {
        const effect = drawCardById(phase.drawCardId).effect;
        const opponent = driver.state.teams.find((team) => team.id !== phase.teamId)?.id;
        driver.as(
          phase.teamId,
          effect.type === "bidAgainstChosen" && opponent ? { type: "applyDrawCard", opponentId: opponent } : { type: "applyDrawCard" },
        );
        break;
      }
      case "answer-or-sell":
      case "final-question":
        driver.as(phase.teamId, { type: "answer", text: "our answer" });
        driver.mod({ type: "judge", correct: true });
        break;
      case "playoff":
        driver.as(phase.currentTeamId, { type: "answer" });
        driver.mod({ type: "judge", correct: true });
        break;
      case "bid-bidding":
        if (phase.bids.length === 0) driver.as(phase.toBidId, { type: "bid", clues: 3 });
        else driver.as(phase.toBidId, { type: "stopBidding" });
        break;
      case "bid-answering":
        driver.as(phase.answererId, { type: "answer" });
        driver.mod({ type: "judge", correct: true });
        break;
      case "sale-offers":
      case "buyer-answering":
        throw new Error(`unexpected phase ${phase.type}`);
    }
  }
  throw new Error("the game did not finish");
}

describe("[GAME] a full game driven only by commands", () => {
  it("[GAME-1] from set-up to a winner who reached the target and answered the final question", () => {
    const { driver, setup } = playWholeGame(2024);
    const phase = driver.state.phase;
    if (phase.type !== "finished") throw new Error("not finished");
    const winner = driver.state.teams.find((team) => team.id === phase.winnerId);
    expect(winner?.points).toBeGreaterThanOrEqual(55);
    expect(driver.events).toContainEqual({ type: "gameWon", teamId: phase.winnerId });
    expect(driver.state.teams.map((team) => team.points)).toEqual(
      driver.state.teams.map((team) => team.startPoints + ledgerNet(driver.state, team.id)),
    );
    expect(driver.state.teams.find((team) => team.id === "t3")?.startPoints).toBe(13);
    expect(replay(setup, driver.log)).toEqual(driver.state);
    expect(viewFor(driver.state, "board").phase).toEqual({ type: "finished", winnerId: phase.winnerId });
  });

  it("[GAME-2] the same seed and commands give the same game; another seed another game", () => {
    const first = playWholeGame(7).driver;
    const again = playWholeGame(7).driver;
    const other = playWholeGame(8).driver;
    expect(again.state).toEqual(first.state);
    const commands = (log: typeof first.log) => log.map((entry) => entry.command);
    expect(commands(other.log)).not.toEqual(commands(first.log));
  });
});
