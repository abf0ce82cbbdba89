import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/**
 * The student buzzer on a small phone (360×640): join with the code, pick a team, follow the game
 * live and press the team's buttons. The moderator is played through the HTTP API with its token,
 * the way a second device would.
 */
const PHONE = { width: 360, height: 640 };

/** What the phone calls each phase (the rules' names for the spinner results). */
const HEADLINES: Record<string, string> = {
  "turn-start": "Spin",
  "draw-card": "Draw a card",
  "answer-or-sell": "Answer or Sell",
  playoff: "Playoff",
  "bid-bidding": "Bid",
  "final-question": "Final question",
};

interface Game {
  gameId: string;
  code: string;
  token: string;
}

type Json = Record<string, any>;

function clientId(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

async function createGame(
  request: APIRequestContext,
  teams = [
    { name: "Owls", colour: "green" },
    { name: "Foxes", colour: "orange" },
  ],
): Promise<Game> {
  const response = await request.post("/api/games", {
    data: { teams, targetPoints: 55, clueValues: "standard", deck: { builtIn: true, customDeckIds: [] }, seed: 1 },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { gameId: body.gameId, code: body.code, token: body.moderatorToken };
}

async function moderatorSends(request: APIRequestContext, game: Game, command: Json): Promise<Json> {
  const response = await request.post(`/api/games/${game.gameId}/commands?as=moderator`, {
    headers: { authorization: `Bearer ${game.token}` },
    data: { clientId: clientId(), command },
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

async function moderatorView(request: APIRequestContext, game: Game): Promise<Json> {
  const response = await request.get(`/api/games/${game.gameId}?as=moderator`, { headers: { authorization: `Bearer ${game.token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).view;
}

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  return context.newPage();
}

async function joinFromPhone(page: Page, game: Game, name: string): Promise<void> {
  // The QR code opens /join?code=…; a student copying it by hand may type it in lower case.
  await page.goto(`/join?code=${game.code.toLowerCase().slice(0, 3)}%20${game.code.toLowerCase().slice(3)}`);
  await expect(page.getByLabel("Game code")).toHaveValue(game.code);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(`**/play/${game.gameId}`);
  await expect(page.getByRole("heading", { name: `Hi, ${name}!` })).toBeVisible();
}

async function pickTeam(page: Page, team: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(team) }).click();
  await expect(page.getByRole("button", { name: new RegExp(team) })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/Waiting for the moderator to start the game/)).toBeVisible();
}

/** Our own alerts (Next's route announcer is an alert of its own that reads out page titles). */
const problem = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The moderator plays Foxes' turns for them (spin, then a wrong answer) until Owls must decide. */
async function playFoxesUntilOwlsDecide(request: APIRequestContext, game: Game, owls: string, foxes: string): Promise<Json> {
  for (let step = 0; step < 40; step++) {
    const view = await moderatorView(request, game);
    const waiting = view.game.waitingFor;
    if (waiting?.role === "team" && waiting.teamId === owls) return view;
    const actions: Json[] = view.actions.allowed;
    const forFoxes = (type: string) => actions.find((action) => action.type === type && action.onBehalfOf === foxes);
    const next =
      forFoxes("spin") ??
      actions.find((action) => action.type === "judge" && action.correct === false) ??
      forFoxes("applyDrawCard") ??
      forFoxes("stopBidding") ??
      forFoxes("bid") ??
      forFoxes("declineOffers") ??
      forFoxes("pass") ??
      forFoxes("answer");
    if (!next) throw new Error(`No moderator move in ${view.game.phase.type}`);
    await moderatorSends(request, game, next);
  }
  throw new Error("Owls never got to decide");
}

test.describe("student buzzer at 360×640", () => {
  test("[STUDENT-1] a phone joins with the code, picks a team, sees its turn live and spins", async ({ browser, request }) => {
    const game = await createGame(request);
    const phone = await newPhone(browser);
    await joinFromPhone(phone, game, "Sam");
    await pickTeam(phone, "Owls");
    await expectNoHorizontalOverflow(phone);
    await expectNoSeriousAxeViolations(phone);

    const lobby = await moderatorView(request, game);
    const owls = lobby.teams.find((team: Json) => team.name === "Owls");
    const foxes = lobby.teams.find((team: Json) => team.name === "Foxes");
    expect(owls.players.map((player: Json) => player.name)).toEqual(["Sam"]);

    await moderatorSends(request, game, { type: "startGame" });
    const started = await moderatorView(request, game);
    expect(started.game.phase.type).toBe("first-spin");

    // Owls are first in the first-spin round: the phone turns into their buzzer without a reload.
    await expect(phone.getByText("Your team's turn")).toBeVisible();
    const spin = phone.getByRole("button", { name: "Spin", exact: true });
    await expect(spin).toBeEnabled();
    await spin.click();

    const afterSpin = await moderatorView(request, game);
    const owlsSpin = afterSpin.game.lastSpin;
    expect(owlsSpin.teamId).toBe(owls.id);
    await expect(phone.getByText(`▲ Owls spun ${owlsSpin.value}`)).toBeVisible();
    await expect(phone.getByText(new RegExp(`You spun ${owlsSpin.value}\\. Waiting: ■?◆? ?Foxes is spinning`))).toBeVisible();
    await expect(phone.getByRole("button", { name: "Spin", exact: true })).toHaveCount(0);

    // Play on until the Owls decide again (their turn, or a tie-break spin) and spin for the turn.
    await playFoxesUntilOwlsDecide(request, game, owls.id, foxes.id);
    await expect(phone.getByText("Your team's turn")).toBeVisible();
    await phone.getByRole("button", { name: "Spin", exact: true }).click();
    const result = await moderatorView(request, game);
    expect(result.game.lastSpin.teamId).toBe(owls.id);
    await expect(phone.getByText(new RegExp(`Owls spun ${result.game.lastSpin.value}`))).toBeVisible();
    if (result.game.phase.type !== "first-spin") {
      const headline = HEADLINES[result.game.phase.type];
      await expect(phone.getByRole("status").filter({ hasText: headline }).first()).toBeVisible();
    }
    await expectNoHorizontalOverflow(phone);
    await expectNoSeriousAxeViolations(phone);
    await phone.context().close();
  });

  test("[STUDENT-2] a reload mid-game keeps the same seat, and a retried join never adds a second player", async ({ browser, request }) => {
    const game = await createGame(request, [
      { name: "Owls", colour: "green" },
      { name: "Foxes", colour: "orange" },
      { name: "Bears", colour: "purple" },
    ]);
    const phone = await newPhone(browser);
    // The first join reaches the server but its answer is lost (flaky Wi-Fi): the retry is the same join.
    let dropped = false;
    await phone.route("**/api/join", async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort("timedout");
    });
    await joinFromPhone(phone, game, "Riley");
    expect(dropped).toBe(true);
    await pickTeam(phone, "Bears");
    await moderatorSends(request, game, { type: "startGame" });
    await expect(phone.getByRole("heading", { level: 2, name: /Scores/ })).toBeVisible();

    await phone.reload();
    await expect(phone.getByText("You: Riley")).toBeVisible();
    await expect(phone.getByText("★ Bears", { exact: false }).first()).toBeVisible();
    const view = await moderatorView(request, game);
    const everyone = [...view.teams.flatMap((team: Json) => team.players), ...view.unassigned];
    expect(everyone.map((player: Json) => player.name)).toEqual(["Riley"]);
    expect(view.teams.find((team: Json) => team.name === "Bears").players.map((player: Json) => player.name)).toEqual(["Riley"]);

    // Opening the join link again on this phone goes straight back to the seat.
    await phone.goto(`/join?code=${game.code}`);
    await phone.waitForURL(`**/play/${game.gameId}`);
    await expect(phone.getByText("You: Riley")).toBeVisible();
    const stored = await phone.evaluate(() => JSON.parse(localStorage.getItem("clue-spin:seats") ?? "[]"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ gameId: game.gameId, code: game.code, playerId: everyone[0].id });

    // Cookies cleared but the phone's storage kept: the stored join brings back the same seat.
    await phone.context().clearCookies();
    await phone.reload();
    await expect(phone.getByText("You: Riley")).toBeVisible();
    const after = await moderatorView(request, game);
    expect([...after.teams.flatMap((team: Json) => team.players), ...after.unassigned].map((player: Json) => player.id)).toEqual([
      everyone[0].id,
    ]);
  });

  test("[STUDENT-3] a wrong code, a locked game and a missing name get clear messages", async ({ browser, request }) => {
    const phone = await newPhone(browser);
    await phone.goto("/join");
    await phone.getByLabel("Game code").fill("zz zz zz");
    await expect(phone.getByLabel("Game code")).toHaveValue("ZZZZZZ");
    await phone.getByRole("button", { name: "Join" }).click();
    await expect(problem(phone)).toContainText("Type your name");
    await phone.getByLabel("Your name").fill("Alex");
    await phone.getByRole("button", { name: "Join" }).click();
    await expect(problem(phone)).toContainText("No game has that code");
    await expect(phone.getByLabel("Game code")).toHaveAttribute("aria-invalid", "true");
    await expectNoHorizontalOverflow(phone);
    await expectNoSeriousAxeViolations(phone);

    const game = await createGame(request);
    await moderatorSends(request, game, { type: "lockJoining", locked: true });
    await phone.getByLabel("Game code").fill(game.code);
    await phone.getByRole("button", { name: "Join" }).click();
    await expect(problem(phone)).toContainText("Joining is locked");

    // A phone that never joined is sent to the join page with a message instead of a broken screen.
    await phone.goto(`/play/${game.gameId}`);
    await phone.waitForURL(/\/join\?reason=not-joined/);
    await expect(phone.getByText("This phone has not joined that game yet")).toBeVisible();
  });

  test("[STUDENT-4] when a teammate already decided, the slower phone gets a short notice, not an error screen", async ({
    browser,
    request,
  }) => {
    const game = await createGame(request);
    const fast = await newPhone(browser);
    const slow = await newPhone(browser);
    // The slow phone stops hearing live updates, so it still shows the old turn when it presses.
    let frozen = false;
    await slow.routeWebSocket(/\/app\//, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (!frozen) socket.send(message);
      });
    });
    await joinFromPhone(fast, game, "Kai");
    await pickTeam(fast, "Owls");
    await joinFromPhone(slow, game, "Noor");
    await pickTeam(slow, "Owls");
    await moderatorSends(request, game, { type: "startGame" });
    await expect(slow.getByRole("button", { name: "Spin", exact: true })).toBeEnabled();
    await expect(fast.getByRole("button", { name: "Spin", exact: true })).toBeEnabled();

    frozen = true;
    await fast.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(fast.getByText(/You spun \d/).first()).toBeVisible();
    await slow.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(slow.getByRole("status").filter({ hasText: "Someone already decided this" })).toBeVisible();
    // The slow phone catches up by itself and stays on the game screen.
    await expect(slow.getByText(/You spun \d/).first()).toBeVisible();
    await expect(problem(slow)).toHaveCount(0);
  });

  test('[STUDENT-6] a dropped connection shows "Reconnecting…" and the phone catches up by itself', async ({ browser, request }) => {
    const game = await createGame(request);
    const phone = await newPhone(browser);
    let offline = false;
    const open: { close: () => Promise<void> }[] = [];
    await phone.routeWebSocket(/\/app\//, (socket) => {
      if (offline) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      open.push(socket);
    });
    await joinFromPhone(phone, game, "Ava");
    await pickTeam(phone, "Owls");

    offline = true;
    await Promise.all(open.splice(0).map((socket) => socket.close()));
    await expect(phone.getByText("Reconnecting…")).toBeVisible();
    // The game starts while the phone is away.
    await moderatorSends(request, game, { type: "startGame" });
    offline = false;
    await expect(phone.getByText("Your team's turn")).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByText("Reconnecting…")).toHaveCount(0);
  });
});
