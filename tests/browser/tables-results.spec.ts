import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { actAsModerator, joinPlayer, moderatorCommand, playerCommand, type GameHandle, type PlayerHandle } from "./support/game-api";

/**
 * [RESULTS-UI] A class session's results on the teacher's console in real Chromium against the real
 * server: on demand while the tables play, by themselves once the session is over, and printed with
 * nothing of the console but the results, each table on a page of its own.
 */
const SYNC = { timeout: 15_000 };

async function createSession(request: APIRequestContext): Promise<GameHandle> {
  const response = await request.post("/api/games", { data: { game: "border-zap", targetPoints: 4, seed: 4242 } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GameHandle;
}

/** Each phone in turn sends the first move its own view allows, `rounds` times round the class (or until nobody can move). */
async function playRounds(request: APIRequestContext, game: GameHandle, phones: PlayerHandle[], rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (const phone of phones) {
      const response = await request.get(`/api/games/${game.gameId}?as=player`, {
        headers: { authorization: `Bearer ${phone.credential}` },
      });
      const { view } = (await response.json()) as { view: { actions?: { allowed: Record<string, unknown>[] } } };
      const move = view.actions?.allowed[0];
      if (!move) continue;
      await playerCommand(request, game, phone, move);
      moved = true;
    }
    if (!moved) return;
  }
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test("[RESULTS-UI-1] the console shows the results so far on demand, the whole results when the session is over, and prints only them", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const game = await createSession(page.request);
  const phones: PlayerHandle[] = [];
  for (const name of ["Ana", "Ben", "Chloé", "Dev", "Emeka", "Fatima", "Gus", "Hana"])
    phones.push(await joinPlayer(page.request, game, name));
  await moderatorCommand(page.request, game, { type: "seatTables" });
  await moderatorCommand(page.request, game, { type: "startGame" });
  await actAsModerator(context, baseURL!, game);
  try {
    await playRounds(page.request, game, phones, 12);
    await page.goto(`/host/${game.gameId}`);
    const results = page.locator("[data-tables-results]");
    await expect(results).toHaveAttribute("data-tables-results", "closed", SYNC);
    await page.getByRole("button", { name: "Show the results so far" }).click();
    await expect(results.locator("[data-results-table='T1']")).toBeVisible(SYNC);
    await expect(results.getByText("still playing").first()).toBeVisible();
    await expect(results.locator("[data-results-trick]").first()).toBeVisible();
    await results.scrollIntoViewIfNeeded();
    await shot(page, "console-results-so-far");

    // The tables play on to the end: the console opens the results by itself.
    await playRounds(page.request, game, phones, 400);
    await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible(SYNC);
    await expect(results).toHaveAttribute("data-tables-results", "open");
    await expect(results.locator("[data-results-table]")).toHaveCount(2, SYNC);
    await expect(results.locator("[data-results-student]")).toHaveCount(8);
    for (const table of ["T1", "T2"]) {
      await expect(results.locator(`[data-results-table='${table}']`)).toContainText("winner");
      await expect(results.locator(`[data-results-table='${table}'] [data-results-battle]`).first()).toContainText(
        /wins border battle|tied|wins the first 5/,
      );
    }
    const tricks = results.locator("[data-results-trick]");
    expect(await tricks.count()).toBeGreaterThanOrEqual(12);
    const firstTrick = tricks.first();
    const card = (await firstTrick.locator("td").nth(2).textContent())!.trim();
    await expect(firstTrick.locator("td").nth(3)).toContainText(card);
    // The downloads are the route's, as links the teacher can press.
    await expect(results.getByRole("link", { name: "Students (CSV)" })).toHaveAttribute(
      "href",
      `/api/games/${game.gameId}/results?format=students.csv`,
    );
    const csv = await page.request.get(`/api/games/${game.gameId}/results?format=students.csv`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain("Hana");
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole("heading", { name: "Results", exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "console-results-over");
    await shot(page, "console-results-over-full", true);

    // Printed: the console's header, table lines, log and download buttons are left out; the results are all there.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("section[aria-label='Tables']")).toBeHidden();
    await expect(results.getByRole("link", { name: "Students (CSV)" })).toBeHidden();
    await expect(results.locator("[data-results-table='T2']")).toBeVisible();
    const box = await results.boundingBox();
    expect(box!.x, "the results start at the page's left edge").toBeLessThan(40);
    await shot(page, "console-results-print", true);
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    // The class's standings, then each of the two tables on a page of its own.
    expect(pages).toBeGreaterThanOrEqual(3);
    await test.info().attach("results.pdf", { body: pdf, contentType: "application/pdf" });

    // The class goes on to Combo 3 in the same room: the results add the games up.
    await page.emulateMedia({ media: "screen" });
    const next = await page.request.post(`/api/games/${game.gameId}/next`, {
      data: { clientId: `results-next-${Date.now()}`, game: "combo3-game4", options: {}, seed: 7 },
    });
    expect(next.ok(), await next.text()).toBe(true);
    await moderatorCommand(page.request, game, { type: "startGame" });
    await playRounds(page.request, game, phones, 400);
    await expect(page.getByRole("heading", { name: "The whole session: 2 games" })).toBeVisible(SYNC);
    await expect(results.locator("[data-results-game]")).toHaveCount(2);
    await expect(results.locator("[data-results-game='2']")).toContainText("Combo 3");
    await page.getByRole("heading", { name: "The whole session: 2 games" }).scrollIntoViewIfNeeded();
    await shot(page, "console-results-two-games");
  } finally {
    await context.close();
  }
});
