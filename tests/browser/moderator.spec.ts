import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** The moderator console against the real server: create, lobby, start, play a spin, hand over, export. */
const credential = () => randomBytes(32).toString("base64url");
const clientId = () => randomBytes(12).toString("hex");

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function createGame(page: Page): Promise<{ gameId: string; code: string }> {
  await page.goto("/host");
  await page.getByRole("button", { name: "2 teams" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/host\/[0-9a-f-]{36}$/);
  const gameId = page.url().split("/").at(-1)!;
  const code = (await page.getByRole("banner").locator("span.font-mono").innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return { gameId, code };
}

test("[MOD-1] a teacher creates a game, sees the code and QR, sorts a student who joins, starts and spins for a team", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { gameId, code } = await createGame(page);

  // The lobby: the code large, a QR code of the join address, and the board link.
  await expect(page.getByRole("main").getByText(code, { exact: true })).toBeVisible();
  const qr = page.getByRole("img", { name: /QR code to join/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("aria-label", new RegExp(`/join\\?code=${code}$`));
  await expect(qr.locator("svg")).toBeVisible();
  await expect(page.getByRole("link", { name: /board/i }).first()).toHaveAttribute("href", `/board/${gameId}`);
  expect(await seriousViolations(page)).toEqual([]);

  // A student joins from a phone (through the API); the console shows them without a team, live.
  const joined = await page.request.post("/api/join", { data: { code, name: "Ada", credential: credential(), clientId: clientId() } });
  expect(joined.status()).toBe(200);
  const waiting = page.getByRole("region", { name: "Players without a team" });
  await expect(waiting.getByText("Ada", { exact: true })).toBeVisible();

  // Move Ada to the red team with the keyboard-friendly select.
  await page.getByLabel("Move Ada to").selectOption({ label: "● Red team" });
  const redTeam = page.getByRole("region", { name: "Red team" });
  await expect(redTeam.getByText("Ada", { exact: true })).toBeVisible();
  await expect(waiting.getByText("Ada", { exact: true })).toHaveCount(0);

  // Start: every team spins for the first turn; the console spins for the team it waits on.
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.getByText("First spin: highest goes first")).toBeVisible();
  const log = page.getByRole("list", { name: "Game log, newest first" });
  await expect(log.getByText("The game started: every team spins for the first turn")).toBeVisible();
  await page.getByRole("button", { name: /^Spin\b/ }).click();
  await expect(log.getByText(/^(Red|Blue) team spun [1-6] for the first turn$/)).toBeVisible();

  // The keyboard shortcut spins for the next team.
  await page.keyboard.press("s");
  await expect(log.getByText(/spun [1-6] for the first turn$/)).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test("[MOD-2] a one-time link opens the console on a second device, once", async ({ page, browser }) => {
  const { gameId } = await createGame(page);
  const made = await page.request.post(`/api/games/${gameId}/moderator-link`, { data: {} });
  expect(made.status()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/moderate\/[A-Za-z0-9_-]{32,}$/);

  const tablet = await browser.newContext();
  const second = await tablet.newPage();
  await second.goto(path);
  await expect(second).toHaveURL(new RegExp(`/host/${gameId}$`));
  await expect(second.getByRole("button", { name: "Start game" })).toBeVisible();

  const thief = await browser.newContext();
  const again = await thief.request.get(path, { maxRedirects: 0 });
  expect(again.status()).toBe(410);
  const view = await thief.request.get(`/api/games/${gameId}?as=moderator`);
  expect(view.status()).toBe(401);
  await tablet.close();
  await thief.close();
});

test("[MOD-3] the export is for the moderator only and the CSV has one row per command", async ({ page, browser }) => {
  const { gameId, code } = await createGame(page);
  const hostileName = "=cmd|' /C calc'!A0";
  const joined = await page.request.post("/api/join", {
    data: { code, name: hostileName, credential: credential(), clientId: clientId() },
  });
  expect(joined.status()).toBe(200);
  await expect(page.getByRole("region", { name: "Players without a team" }).getByText(hostileName, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.getByRole("button", { name: "Start anyway" }).click();
  await expect(page.getByText("First spin: highest goes first")).toBeVisible();

  const csv = await page.request.get(`/api/games/${gameId}/export?format=csv`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("seq,time,actor,table,type,details");
  expect(lines).toHaveLength(1 + 2);
  expect(lines[1]).toContain(`'=cmd|`);

  // Ending the game asks first, then shows the standings and the downloads.
  await page.getByRole("button", { name: "End game" }).click();
  const dialog = page.getByRole("dialog", { name: "End the game now?" });
  await dialog.getByRole("button", { name: "End game" }).click();
  await expect(page.getByRole("heading", { name: "The game was ended" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Every action \(CSV\)/ })).toHaveAttribute("href", `/api/games/${gameId}/export?format=csv`);
  expect(await seriousViolations(page)).toEqual([]);

  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/api/games/${gameId}/export?format=json`)).status()).toBe(401);
  expect((await stranger.request.get(`/api/games/${gameId}/log`)).status()).toBe(401);
  await stranger.close();
});

test("[MOD-4] the create form passes axe and offers the individuals preset", async ({ page }) => {
  await page.goto("/host");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Individuals" }).click();
  await expect(page.getByLabel("Team 1 name")).toHaveValue("Player 1");
  await expect(page.getByLabel("Team 2 name")).toHaveValue("Player 2");
  // A name the teacher has not typed follows the colour.
  await page.getByRole("button", { name: "2 teams" }).click();
  await page.getByRole("group", { name: "Colour of team 2" }).getByRole("radio", { name: "Teal" }).check({ force: true });
  await expect(page.getByLabel("Team 2 name")).toHaveValue("Teal team");
});
