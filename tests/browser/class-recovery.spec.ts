import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { newCredential } from "./support/game-api";

/**
 * Recovery and oversight on the card-game console, in real Chromium against the real server: a
 * lost phone's seat request answered Yes or No from the console reaches the asking phones; a removed
 * student's phone leaves for the join page by itself, saying the teacher removed it; a team left
 * without players and a table stuck for minutes (the console's clock moved on, the server's move
 * times as stored) show on their table's line.
 */
const PHONE = { width: 360, height: 640 };
const CONSOLE = { width: 1366, height: 768 };
const SHOTS = path.join("test-results", "class-recovery");

interface Session {
  gameId: string;
  code: string;
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A teacher's browser with a Play the Ranks class session created (nothing joined yet). */
async function teacherWithSession(browser: Browser) {
  const teacher = await browser.newContext({ viewport: CONSOLE });
  const created = await teacher.request.post("/api/games", { data: { game: "play-the-ranks", level: 3, seed: 61 } });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as Session;
  return { teacher, session };
}

async function joinByApi(request: APIRequestContext, session: Session, name: string): Promise<void> {
  const joined = await request.post("/api/join", {
    data: { code: session.code, name, credential: newCredential(), clientId: `join-${name.replace(/\W/g, "")}-${Date.now()}` },
  });
  expect(joined.status(), await joined.text()).toBe(200);
}

async function moderate(request: APIRequestContext, session: Session, command: Record<string, unknown>): Promise<void> {
  const reply = await request.post(`/api/games/${session.gameId}/commands?as=moderator`, {
    data: { clientId: `mod-${String(command.type)}-${Date.now()}-${Math.random().toString(36).slice(2)}`, command },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** A phone that joins through the join page and lands on its game screen. */
async function phoneJoins(browser: Browser, session: Session, name: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/join?code=${session.code}`);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.waitForURL(`**/play/${session.gameId}`);
  return { context, page };
}

/** A phone without the seat's key asks for the seat by name and waits on the waiting page; returns its request code. */
async function phoneAsks(page: Page, session: Session, name: string): Promise<string> {
  await page.goto(`/join?code=${session.code}`);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.getByRole("button", { name: `I am ${name}: ask my teacher for my seat` }).click();
  await page.waitForURL("**/join/waiting?**");
  const shown = (await page.getByText(/^[0-9A-F]{4}$/).textContent()) ?? "";
  expect(shown).toMatch(/^[0-9A-F]{4}$/);
  return shown;
}

test("[CLASS-RECOVERY-UI-1] the card-game console asks Yes/No for a lost phone's seat; No reaches the asking phone, Yes gives it the seat and sends the old phone to the join page", async ({
  browser,
}) => {
  const { teacher, session } = await teacherWithSession(browser);
  const fatima = await phoneJoins(browser, session, "Fatima");
  for (const name of ["Bo", "Cleo", "Dev"]) await joinByApi(teacher.request, session, name);
  await moderate(teacher.request, session, { type: "seatTables" });
  await moderate(teacher.request, session, { type: "startGame" });
  const consolePage = await teacher.newPage();
  await consolePage.goto(`/host/${session.gameId}`);
  await expect(consolePage.locator("[data-table-line='T1']")).toBeVisible();
  await expect(fatima.page.locator("[data-table-phone]")).toBeVisible();

  // Someone else types Fatima's name on a phone: the teacher says No, and that phone is told.
  const prankContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const prank = await prankContext.newPage();
  const prankCode = await phoneAsks(prank, session, "Fatima");
  const requests = consolePage.getByRole("region", { name: "Students asking for their seat" });
  await expect(requests.getByText(/Fatima.*is asking for their seat on another phone/)).toBeVisible();
  await expect(requests.getByText(prankCode, { exact: true })).toBeVisible();
  await requests.getByRole("button", { name: "No" }).click();
  await expect(requests).toHaveCount(0);
  await expect(prank.getByRole("heading", { name: "No seat yet" })).toBeVisible({ timeout: 10_000 });
  await expect(prank.getByRole("alert").filter({ hasText: "did not give this phone that seat" })).toBeVisible();

  // Fatima's battery died: on a borrowed phone she asks; the console asks the teacher, who says Yes.
  const borrowedContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const borrowed = await borrowedContext.newPage();
  const code = await phoneAsks(borrowed, session, "Fatima");
  await expect(requests.getByText(code, { exact: true })).toBeVisible();
  const yes = requests.getByRole("button", { name: "Yes, give Fatima the seat" });
  await expect(yes).toBeVisible();
  await shot(consolePage, "console-seat-request-1366");
  await yes.click();
  await expect(requests).toHaveCount(0);
  await borrowed.waitForURL(`**/play/${session.gameId}`, { timeout: 10_000 });
  await expect(borrowed.locator("[data-table-phone]")).toBeVisible();
  await expect(borrowed.getByText(/at table 1/)).toBeVisible();
  // The old phone is told at once, without a reload.
  await fatima.page.waitForURL(/\/join\?reason=seat-moved/, { timeout: 10_000 });
  await expect(fatima.page.getByText("Your seat is on another phone now")).toBeVisible();
  await shot(fatima.page, "old-phone-seat-moved-360");
  await Promise.all([teacher.close(), fatima.context.close(), prankContext.close(), borrowedContext.close()]);
});

test("[CLASS-RECOVERY-UI-2] a removed phone leaves for the join page at once; a team without players and a stuck table show on their table's line", async ({
  browser,
}) => {
  const { teacher, session } = await teacherWithSession(browser);
  const ana = await phoneJoins(browser, session, "Ana");
  for (const name of ["Ben", "Cai", "Dita", "Eli", "Fox", "Gus", "Hal"]) await joinByApi(teacher.request, session, name);
  await moderate(teacher.request, session, { type: "seatTables", tables: 2 });
  await moderate(teacher.request, session, { type: "startGame" });
  const consolePage = await teacher.newPage();
  // The console's clock is the browser's, moved on below; the tables' times are the server's, as stored.
  await consolePage.clock.install();
  await consolePage.goto(`/host/${session.gameId}`);
  await expect(ana.page.locator("[data-table-phone]")).toBeVisible();

  const room = (await (await teacher.request.get(`/api/games/${session.gameId}?as=moderator`)).json()) as {
    view: { teams: { id: string; name: string; players: { id: string; name: string }[] }[]; tables: { id: string; teamIds: string[] }[] };
  };
  const anasTeam = room.view.teams.find((team) => team.players.some((player) => player.name === "Ana"))!;
  const anasTable = room.view.tables.find((table) => table.teamIds.includes(anasTeam.id))!;
  const otherTable = room.view.tables.find((table) => table.id !== anasTable.id)!;

  // The teacher removes Ana from the console: her phone goes to the join page by itself and says why.
  await consolePage.getByText("Teams and players (move a student)").click();
  for (const player of anasTeam.players) {
    await consolePage.getByRole("button", { name: `Remove ${player.name}` }).click();
    await consolePage.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(consolePage.getByRole("button", { name: `Remove ${player.name}` })).toHaveCount(0);
  }
  // Soft from here: each of the three things this test watches is reported, whichever else fails.
  await expect.soft(ana.page).toHaveURL(/\/join\?reason=teacher-removed/, { timeout: 10_000 });
  await expect.soft(ana.page.getByText("Your teacher removed you from the game.")).toBeVisible();
  await expect.soft(ana.page.getByLabel("Game code")).toHaveValue(session.code);
  await shot(ana.page, "removed-phone-360");

  // Her team has nobody left: its table's line says so, with what to do.
  const anasLine = consolePage.locator(`[data-table-line='${anasTable.id}']`);
  await expect
    .soft(anasLine.locator("[data-table-warning='empty-team']"))
    .toHaveText(`⚠ ${anasTeam.name} has no players: seat someone on it (Teams and players, below), or end this table.`);
  // Phones that never opened the game are offline, on their table's line (not in a collapsed panel).
  const otherLine = consolePage.locator(`[data-table-line='${otherTable.id}']`);
  await expect.soft(otherLine.locator("[data-table-warning='offline']")).toContainText("Offline:");
  await expect(otherLine.locator("[data-table-warning='stuck']")).toHaveCount(0);

  // Two minutes on, nobody has moved at the other table: it is stuck, with the minutes.
  await consolePage.clock.fastForward("02:05");
  await expect.soft(otherLine.locator("[data-table-warning='stuck']")).toContainText(/^⚠ Waiting on .+ for 2 min: /);
  await consolePage.getByText("Teams and players (move a student)").click();
  await consolePage.evaluate(() => window.scrollTo(0, 0));
  await shot(consolePage, "console-table-warnings-1366");
  await Promise.all([teacher.close(), ana.context.close()]);
});

test("[CLASS-RECOVERY-UI-3] in the clue game too, a removed phone leaves for the join page at once and says why", async ({ browser }) => {
  const teacher = await browser.newContext({ viewport: CONSOLE });
  const created = await teacher.request.post("/api/games", {
    data: {
      teams: [
        { name: "Owls", colour: "green" },
        { name: "Foxes", colour: "orange" },
      ],
      seed: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as Session;
  const ana = await phoneJoins(browser, session, "Ana");
  await ana.page.getByRole("button", { name: /Owls/ }).click();
  await expect(ana.page.getByRole("button", { name: /Owls/ })).toHaveAttribute("aria-pressed", "true");
  // Ana's phone is live (it hears the room's news) once it shows a student who joined after it.
  await joinByApi(teacher.request, session, "Bruno");
  await expect(ana.page.getByText("Bruno")).toBeVisible();
  const room = (await (await teacher.request.get(`/api/games/${session.gameId}?as=moderator`)).json()) as {
    view: { unassigned: { id: string; name: string }[]; teams: { players: { id: string; name: string }[] }[] };
  };
  const anaId = [...room.view.unassigned, ...room.view.teams.flatMap((team) => team.players)].find((player) => player.name === "Ana")?.id;
  expect(anaId).toBeTruthy();
  await moderate(teacher.request, session, { type: "removePlayer", playerId: anaId });
  await expect(ana.page).toHaveURL(/\/join\?reason=teacher-removed/, { timeout: 10_000 });
  await expect(ana.page.getByText("Your teacher removed you from the game.")).toBeVisible();
  await shot(ana.page, "clue-removed-phone-360");
  await Promise.all([teacher.close(), ana.context.close()]);
});
