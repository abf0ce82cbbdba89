import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * The projected board against the real server: a game made and played through the API as the
 * moderator, the board watched in the browser. Expected values come from the moderator's view
 * (the server's own record), never from the board's code.
 */
test.use({ viewport: { width: 1920, height: 1080 } });

type Game = { gameId: string; code: string; moderatorToken: string };

async function createGame(request: APIRequestContext, targetPoints = 55): Promise<Game> {
  const response = await request.post("/api/games", {
    data: {
      teams: [
        { name: "Rockies", colour: "red", players: 3 },
        { name: "Bayou", colour: "blue", players: 3 },
        { name: "Prairie", colour: "green", players: 3 },
      ],
      targetPoints,
      seed: 4242,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

let clientSeq = 0;
async function moderator(request: APIRequestContext, game: Game, command: Record<string, unknown>) {
  const response = await request.post(`/api/games/${game.gameId}/commands?as=moderator`, {
    data: { clientId: `boardspec${Date.now()}x${clientSeq++}`, command },
    headers: { authorization: `Bearer ${game.moderatorToken}` },
  });
  expect(response.ok(), `${JSON.stringify(command)}: ${await response.text()}`).toBe(true);
}

async function moderatorView(request: APIRequestContext, game: Game) {
  const response = await request.get(`/api/games/${game.gameId}?as=moderator`, {
    headers: { authorization: `Bearer ${game.moderatorToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).view;
}

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Spins through the first-spin rounds until a team's turn starts. */
async function throughFirstSpins(request: APIRequestContext, game: Game) {
  for (let i = 0; i < 30; i++) {
    const view = await moderatorView(request, game);
    if (view.game.phase.type !== "first-spin") return view;
    await moderator(request, game, { type: "spin" });
  }
  throw new Error("first spins did not end");
}

/** Fewest chips (blue 10, red 5, green 1), worked out here independently of lib/ui/chips. */
function expectedChips(points: number): string {
  const blue = Math.floor(points / 10);
  const red = Math.floor((points % 10) / 5);
  return `${blue}-${red}-${points % 5}`;
}

test("[BOARD] the lobby shows the join code and where to join, big, and passes axe", async ({ page }) => {
  const game = await createGame(page.request);
  await page.goto(`/board/${game.gameId}`);
  await expect(page.locator("[data-board-code]")).toHaveText(game.code);
  await expect(page.locator("[data-board-join-url]")).toContainText("/join");
  await expect(page.getByRole("img", { name: /QR code for .*\/join\?code=/ })).toBeVisible();
  for (const name of ["Rockies", "Bayou", "Prairie"]) await expect(page.locator("[data-team-badge]", { hasText: name })).toBeVisible();
  const fontSize = await page.locator("[data-board-code]").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(120);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Sound is on by default; muting (M or the button) is remembered on this computer.
  await expect(page.locator("[data-board-sound]")).toHaveAttribute("data-board-sound", "on");
  await page.keyboard.press("m");
  await expect(page.getByRole("button", { name: /Sound off/ })).toBeVisible();
  await page.reload();
  await expect(page.locator("[data-board-sound]")).toHaveAttribute("data-board-sound", "off");
  // The teacher's controls show while the mouse moves, then get out of the room's way.
  const toolbar = page.locator("[data-board-toolbar]");
  await expect(toolbar).toHaveAttribute("data-visible", "false");
  await page.mouse.move(200, 200);
  await page.mouse.move(400, 300);
  await expect(toolbar).toHaveAttribute("data-visible", "true");
  await page.getByRole("button", { name: /Sound off/ }).click();
  await expect(page.locator("[data-board-sound]")).toHaveAttribute("data-board-sound", "on");
  await expect(toolbar).toHaveAttribute("data-visible", "false", { timeout: 10_000 });
});

test("[BOARD] the spinner lands on the server's spin, and the answer never reaches the board before the reveal", async ({ page }) => {
  const game = await createGame(page.request);
  await page.goto(`/board/${game.gameId}`);
  await expect(page.locator("[data-board-code]")).toHaveText(game.code);
  await expect(page.locator("[data-board-connection]")).toHaveCount(0);
  await moderator(page.request, game, { type: "startGame" });
  await expect(page.locator("[data-board-phase='first-spin']")).toBeVisible();

  let view = await throughFirstSpins(page.request, game);
  const spinner = page.locator("[data-spinner]");
  await expect(spinner).toHaveAttribute("data-spinning", "false", { timeout: 10_000 });
  await expect(spinner).toHaveAttribute("data-value", String(view.game.lastSpin.value));
  // The code stays in a corner during play so late students can still join.
  await expect(page.locator("[data-board-join-small]")).toContainText(game.code);

  let checkedCards = 0;
  for (let step = 0; step < 60 && checkedCards < 2; step++) {
    view = await moderatorView(page.request, game);
    const phase = view.game.phase.type;
    if (phase === "turn-start") {
      await moderator(page.request, game, { type: "spin" });
      view = await moderatorView(page.request, game);
      await expect(spinner).toHaveAttribute("data-value", String(view.game.lastSpin.value), { timeout: 10_000 });
      continue;
    }
    if (view.game.secret) {
      const secret = view.game.secret;
      const shown = view.game.card.shownClues as { number: number; text: string }[];
      for (const clue of shown) await expect(page.locator(`[data-board-clue='${clue.number}']`)).toContainText(clue.text);
      const html = await page.content();
      for (const text of [secret.answer, ...secret.alternatives])
        expect(html, `"${text}" is on the board before the reveal`).not.toContain(text);
      const boardJson = await (await page.request.get(`/api/games/${game.gameId}?as=board`)).text();
      expect(boardJson).not.toContain(JSON.stringify(secret.answer));
      if (view.game.waitingFor?.role === "moderator") {
        await moderator(page.request, game, { type: "judge", correct: true });
        await expect(page.locator("[data-board-answer]")).toHaveText(secret.answer);
        checkedCards++;
      } else if (phase === "bid-bidding") {
        await moderator(page.request, game, view.game.phase.bids.length === 0 ? { type: "bid", clues: 2 } : { type: "stopBidding" });
      } else if (phase === "sale-offers") {
        await moderator(page.request, game, { type: "declineOffers" });
      } else {
        await moderator(page.request, game, { type: "answer" });
      }
      continue;
    }
    if (phase === "draw-card") {
      const apply = view.actions.allowed.find((action: { type: string }) => action.type === "applyDrawCard");
      await moderator(page.request, game, apply);
      continue;
    }
    throw new Error(`unexpected phase ${phase}`);
  }
  expect(checkedCards).toBe(2);
});

test("[BOARD] a clue's outline is drawn on the board only while that clue is on show", async ({ page }) => {
  const game = await createGame(page.request);
  await page.goto(`/board/${game.gameId}`);
  await moderator(page.request, game, { type: "startGame" });
  await throughFirstSpins(page.request, game);
  const outline = page.locator("[data-board-clue-image]");
  let hiddenChecked = 0;
  for (let step = 0; step < 120; step++) {
    // Paced like a moderator: the server refuses a flood of commands from one device.
    await page.waitForTimeout(350);
    const view = await moderatorView(page.request, game);
    const phase = view.game.phase.type;
    if (phase === "turn-start" || phase === "first-spin") {
      await moderator(page.request, game, { type: "spin" });
      continue;
    }
    if (phase === "draw-card") {
      await moderator(
        page.request,
        game,
        view.actions.allowed.find((action: { type: string }) => action.type === "applyDrawCard"),
      );
      continue;
    }
    if (!view.game.secret) throw new Error(`unexpected phase ${phase}`);
    // Which clue is the picture comes from the moderator's copy of the card, not from the board.
    const pictureClue = (view.game.secret.clues as string[]).findIndex((clue) => clue.startsWith("Look at the board")) + 1;
    const shown = (view.game.card.shownClues as { number: number }[]).map((clue) => clue.number);
    for (const number of shown) await expect(page.locator(`[data-board-clue='${number}']`)).toBeVisible();
    if (pictureClue > 0 && shown.includes(pictureClue)) {
      await expect(outline).toBeVisible();
      await expect(outline.locator("path")).toHaveAttribute("d", /^M/);
      expect(hiddenChecked).toBeGreaterThan(0);
      return;
    }
    await expect(outline).toHaveCount(0);
    hiddenChecked += 1;
    const actions = (view.actions.allowed as { type: string }[]).map((action) => action.type);
    const readOn = actions.includes("nextClue") ? "nextClue" : actions.includes("pass") ? "pass" : null;
    if (pictureClue > 0 && readOn !== null && view.game.card.cluesRead < pictureClue) await moderator(page.request, game, { type: readOn });
    else if (phase === "bid-bidding") await moderator(page.request, game, { type: "stopBidding" });
    else if (phase === "sale-offers") await moderator(page.request, game, { type: "declineOffers" });
    else await moderator(page.request, game, { type: "skipCard" });
  }
  throw new Error("no card with an outline came up");
});

test("[BOARD] each team's points show as the fewest chips, labelled, with the number beside them; play passes axe", async ({ page }) => {
  const game = await createGame(page.request);
  await moderator(page.request, game, { type: "startGame" });
  await throughFirstSpins(page.request, game);
  // Points of different sizes on different teams, moved through the real ledger.
  await moderator(page.request, game, { type: "adjustPoints", teamId: "t1", amount: 27, reason: "Test bonus" });
  await moderator(page.request, game, { type: "adjustPoints", teamId: "t2", amount: -6, reason: "Test penalty" });
  await page.goto(`/board/${game.gameId}`);
  const view = await moderatorView(page.request, game);
  for (const team of view.game.teams as { id: string; points: number }[]) {
    await expect(page.locator(`[data-team-points='${team.id}']`)).toHaveText(String(team.points));
    await expect(page.locator(`[data-team-chips='${team.id}'] [data-chip-stacks]`)).toHaveAttribute(
      "data-chips",
      expectedChips(team.points),
    );
  }
  await expect(page.locator("[data-team-chips='t1'] svg text").first()).toHaveText("10");

  // A live move: chips fly from the bank and the number changes.
  await moderator(page.request, game, { type: "adjustPoints", teamId: "t3", amount: 16, reason: "Test award" });
  const after = (await moderatorView(page.request, game)).game.teams.find((team: { id: string }) => team.id === "t3");
  await expect(page.locator("[data-team-points='t3']")).toHaveText(String(after.points));
  await expect(page.locator("[data-flying-chip]").first()).toBeAttached();
  await expect(page.locator("[data-team-chips='t3'] [data-chip-stacks]")).toHaveAttribute("data-chips", expectedChips(after.points));
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("[BOARD] pause, the Cities Reference Card on C, and the winner screen", async ({ page }) => {
  // [SETUP-7] The target is above the starting points; the moderator lifts every team to it, so the
  // next turn is a final question.
  const game = await createGame(page.request, 14);
  await moderator(page.request, game, { type: "startGame" });
  await throughFirstSpins(page.request, game);
  for (const teamId of ["t1", "t2", "t3"])
    await moderator(page.request, game, { type: "adjustPoints", teamId, amount: 4, reason: "To the target" });
  await page.goto(`/board/${game.gameId}`);
  await expect(page.locator("[data-board-phase='turn-start']")).toBeVisible();

  await page.keyboard.press("c");
  const dialog = page.getByRole("dialog", { name: "Cities Reference Card" });
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator("iframe").locator("[data-cities-state]").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await moderator(page.request, game, { type: "pause" });
  await expect(page.locator("[data-board-paused]")).toBeVisible();
  await moderator(page.request, game, { type: "resume" });
  await expect(page.locator("[data-board-paused]")).toBeHidden();

  let view = await moderatorView(page.request, game);
  for (let step = 0; step < 20 && view.game.phase.type !== "finished"; step++) {
    const has = (type: string) => view.actions.allowed.some((action: { type: string }) => action.type === type);
    if (view.game.waitingFor?.role === "moderator") await moderator(page.request, game, { type: "judge", correct: true });
    else if (view.game.phase.type === "turn-start") await moderator(page.request, game, { type: "spin" });
    else if (view.game.phase.type === "final-question") {
      await expect(page.locator("[data-board-turn-type]")).toHaveText("Final Question");
      await moderator(page.request, game, { type: has("answer") ? "answer" : "nextClue" });
    } else throw new Error(`unexpected phase ${view.game.phase.type}`);
    view = await moderatorView(page.request, game);
  }
  expect(view.game.phase.type).toBe("finished");
  const winner = view.game.teams.find((team: { id: string }) => team.id === view.game.phase.winnerId);
  await expect(page.locator("[data-board-finished]")).toContainText("Winner");
  await expect(page.locator("[data-board-finished] [data-team-badge]").first()).toHaveText(new RegExp(winner.name));
  await expect(page.getByRole("list", { name: "Final standings" }).getByRole("listitem")).toHaveCount(3);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("[CITIES] the Cities Reference Card page lists cities under every state, prints, and passes axe", async ({ page }) => {
  await page.goto("/cities");
  await expect(page.getByRole("heading", { level: 1, name: "Cities Reference Card" })).toBeVisible();
  const states = page.locator("[data-cities-state]");
  expect(await states.count()).toBeGreaterThan(40);
  // Each state's block names at least one city and no state twice.
  const codes = await states.evaluateAll((sections) => sections.map((s) => s.getAttribute("data-cities-state")));
  expect(new Set(codes).size).toBe(codes.length);
  for (const section of await states.all()) expect(await section.locator("li").count()).toBeGreaterThan(0);
  await expect(page.locator("[data-cities-state='TN'] li", { hasText: "Nashville" })).toHaveCount(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "← Clue Spin" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
