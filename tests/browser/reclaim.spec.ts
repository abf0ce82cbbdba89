import { expect, test, type Browser } from "@playwright/test";

/**
 * Nobody stranded: a student whose phone lost its join key joins again with their name, asks for
 * their seat, and is back on their team as soon as the teacher says yes on the console. Also: the
 * console's Undo reopens a finished game.
 */
const PHONE = { width: 360, height: 640 };
const CONSOLE = { width: 1366, height: 768 };

/** A teacher's browser that created an Owls-and-Foxes game and has its console open. */
async function openConsole(browser: Browser, seed: number) {
  const teacher = await browser.newContext({ viewport: CONSOLE });
  const created = await teacher.request.post("/api/games", {
    data: {
      teams: [
        { name: "Owls", colour: "green" },
        { name: "Foxes", colour: "orange" },
      ],
      seed,
    },
  });
  expect(created.status()).toBe(201);
  const { gameId, code } = (await created.json()) as { gameId: string; code: string };
  const consolePage = await teacher.newPage();
  await consolePage.goto(`/host/${gameId}`);
  return { teacher, consolePage, gameId, code };
}

test("[RECLAIM-UI-1] a phone without its join key asks for its seat; the console confirms; the phone is back on its team", async ({
  browser,
}) => {
  const { teacher, consolePage, gameId, code } = await openConsole(browser, 3);

  // Fatima joins on her phone and picks the Foxes; the game starts.
  const firstPhone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const first = await firstPhone.newPage();
  await first.goto(`/join?code=${code}`);
  await first.getByLabel("Your name").fill("Fatima");
  await first.getByRole("button", { name: "Join" }).click();
  await first.waitForURL(`**/play/${gameId}`);
  await first.getByRole("button", { name: /Foxes/ }).click();
  await expect(first.getByText(/Waiting for the moderator to start the game/)).toBeVisible();
  const started = await teacher.request.post(`/api/games/${gameId}/commands?as=moderator`, {
    data: { clientId: "start-game-1", command: { type: "startGame" } },
  });
  expect(started.status(), await started.text()).toBe(200);
  await expect(consolePage.getByText("First spin: highest goes first")).toBeVisible();

  // Her phone's battery died; she borrows another (no cookie, nothing stored) and types her name.
  const secondPhone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const second = await secondPhone.newPage();
  await second.goto(`/join?code=${code}`);
  await second.getByLabel("Your name").fill("Fatima");
  await second.getByRole("button", { name: "Join" }).click();
  const ask = second.getByRole("button", { name: "I am Fatima: ask my teacher for my seat" });
  await expect(ask).toBeVisible();
  await ask.click();
  await second.waitForURL("**/join/waiting?**");
  await expect(second.getByRole("heading", { name: "Ask your teacher to confirm it is you" })).toBeVisible();

  // The phone shows a request code; the console asks the teacher about that same code, who says yes.
  const shown = (await second.getByText(/^[0-9A-F]{4}$/).textContent()) ?? "";
  expect(shown).toMatch(/^[0-9A-F]{4}$/);
  const request = consolePage.getByRole("region", { name: "Students asking for their seat" });
  await expect(request.getByText(/Fatima.*\(Foxes\) is asking for their seat on another phone/)).toBeVisible();
  await expect(request.getByText(shown, { exact: true })).toBeVisible();
  await consolePage.screenshot({ path: "test-results/reclaim-console.png" });
  await second.screenshot({ path: "test-results/reclaim-phone-waiting.png" });
  await request.getByRole("button", { name: "Yes, give Fatima the seat" }).click();
  await expect(request).toHaveCount(0);

  // The borrowed phone opens Fatima's team screen by itself; her old phone is sent back to join.
  await second.waitForURL(`**/play/${gameId}`, { timeout: 10_000 });
  await expect(second.getByText(/Foxes/).first()).toBeVisible();
  await first.reload();
  await first.waitForURL(/\/join\?/, { timeout: 10_000 });
  await Promise.all([teacher.close(), firstPhone.close(), secondPhone.close()]);
});

test("[RECLAIM-UI-2] the teacher says no: the asking phone is told to join with its own name", async ({ browser }) => {
  const { teacher, consolePage, code } = await openConsole(browser, 4);
  const joined = await teacher.request.post("/api/join", {
    data: {
      code,
      name: "Sam",
      credential: `${"c".repeat(20)}${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`,
      clientId: "first-join-1",
    },
  });
  expect(joined.status()).toBe(200);

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`/join?code=${code}`);
  await page.getByLabel("Your name").fill("Sam");
  await page.getByRole("button", { name: "Join" }).click();
  await page.getByRole("button", { name: "I am Sam: ask my teacher for my seat" }).click();
  await page.waitForURL("**/join/waiting?**");
  await consolePage.getByRole("region", { name: "Students asking for their seat" }).getByRole("button", { name: "No" }).click();
  await expect(page.getByRole("heading", { name: "No seat yet" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("alert").filter({ hasText: "did not give this phone that seat" })).toBeVisible();
  await Promise.all([teacher.close(), phone.close()]);
});
