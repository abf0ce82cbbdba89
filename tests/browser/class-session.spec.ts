import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type Response } from "@playwright/test";

/**
 * A class session of card games at tables, on the real server with real phones (browser
 * contexts): the teacher creates Play the Ranks Level 3 from /host, five phones join with the code,
 * the console seats two tables and starts, both tables play at once from the phones' hand screens,
 * the console pauses and resumes a table, undoes at a table and adjusts a score, the board shows
 * every table, and the tables play to a winner. What the room must read is hit-tested with
 * `document.elementFromPoint` (nothing hidden, covered or clipped) at each screen's sizes, and
 * screenshots are saved under test-results/class-session/.
 */
const PHONE = { width: 360, height: 640 };
const CONSOLE = { width: 1280, height: 800 };
const LAPTOP = { width: 1366, height: 768 };
const BOARD = { width: 1920, height: 1080 };
const SMALL_BOARD = { width: 1280, height: 720 };
const SHOTS = path.join("test-results", "class-session");

interface Phone {
  name: string;
  page: Page;
  teamId: string;
  table: string;
}

async function shot(page: Page, name: string, options: { top?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (options.top) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/**
 * Every element the room must read: inside the viewport, on top at its centre and corners (no
 * overlay), not cut by an ancestor's overflow, and no text inside it cut off.
 */
async function expectReadable(page: Page, locators: Locator[], where: string): Promise<void> {
  for (const locator of locators) {
    const count = await locator.count();
    expect(count, `${where}: ${locator.toString()} is on the page`).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const element = locator.nth(index);
      await element.evaluate((node) => node.scrollIntoView({ block: "center", inline: "nearest" }));
      const problems = await element.evaluate((node) => {
        const found: string[] = [];
        const box = node.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) return ["it has no size"];
        if (box.left < -0.5 || box.top < -0.5 || box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5)
          found.push(
            `it is outside the viewport (${Math.round(box.left)},${Math.round(box.top)} → ${Math.round(box.right)},${Math.round(box.bottom)})`,
          );
        // Corners are probed inside any rounding (a point beyond a rounded corner is not the element's).
        const radius = parseFloat(getComputedStyle(node).borderTopLeftRadius) || 0;
        const inset = Math.min(Math.max(6, radius * 0.3 + 3), box.width / 4, box.height / 4);
        const points: [number, number][] = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          if (hit && hit !== node && !node.contains(hit))
            found.push(
              `covered at (${Math.round(x)},${Math.round(y)}) by <${hit.tagName.toLowerCase()} class="${String(hit.getAttribute("class")).slice(0, 60)}">`,
            );
        }
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const outer = parent.getBoundingClientRect();
          if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)
            found.push(`cut by <${parent.tagName.toLowerCase()} class="${String(parent.getAttribute("class")).slice(0, 60)}">`);
        }
        for (const inner of [node, ...Array.from(node.querySelectorAll("*"))]) {
          const style = getComputedStyle(inner);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          if (inner.scrollWidth > inner.clientWidth + 1 || inner.scrollHeight > inner.clientHeight + 1)
            found.push(`text cut off in <${inner.tagName.toLowerCase()}>: "${inner.textContent.slice(0, 40)}"`);
        }
        return found;
      });
      expect(problems, `${where}: ${await element.evaluate((node) => node.textContent.trim().slice(0, 60))}`).toEqual([]);
    }
  }
}

async function newPhone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

async function joinOnPhone(browser: Browser, code: string, name: string): Promise<Page> {
  const page = await (await newPhone(browser)).newPage();
  page.on("response", (response) => {
    if (response.url().includes("/commands") && response.status() >= 400)
      void response.text().then((body) => console.log(`[${name}] ${response.status()} ${body}`));
  });
  await page.goto(`/join?code=${code}`);
  await expect(page.getByLabel("Game code")).toHaveValue(code);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Wait to be seated")).toBeVisible();
  return page;
}

/** The phone's team and table, as its header shows them once seated. */
async function seatOf(page: Page): Promise<{ teamId: string; table: string }> {
  const pill = page.locator("header [data-team]");
  await expect(pill).toBeVisible();
  const teamId = (await pill.getAttribute("data-team")) ?? "";
  const table = (await page.locator("header").innerText()).match(/at table (\d+)/)?.[1] ?? "";
  return { teamId, table: `T${table}` };
}

const consoleLine = (page: Page, table: string) => page.locator(`[data-table-line="${table}"]`);

/**
 * One move from a phone's hand screen, as a student makes it: a decision button, or a card marked
 * "Can play", then what the composer asks (a category for a lead, or a Power card when asked),
 * then the send button. Returns false when the phone has nothing to play now.
 */
async function playFromPhone(page: Page, options: { power?: boolean } = {}): Promise<boolean> {
  try {
    const decision = page.locator("[data-decision]").first();
    if (await decision.isVisible()) {
      await decision.click({ timeout: 3_000 });
      return true;
    }
    const composer = page.locator("[data-composer]");
    // A composer still open from an earlier try goes on with its card.
    if (!(await composer.isVisible())) {
      const card = page.locator('[data-playable="yes"]').first();
      if ((await card.count()) === 0) return false;
      await card.click({ timeout: 3_000 });
    }
    await expect(composer).toBeVisible({ timeout: 3_000 });
    const power = composer.locator('[data-option^="announce:power:"], [data-option^="power:P"]');
    if (options.power && (await power.count()) > 0) await power.first().click({ timeout: 3_000 });
    else {
      const category = composer.locator('[data-option^="announce:category:"]');
      if ((await category.count()) > 0) await category.first().click({ timeout: 3_000 });
    }
    const base = composer.locator('[data-option^="base:"]');
    if ((await base.count()) > 0 && (await composer.locator('[data-option^="base:"][aria-pressed="true"]').count()) === 0)
      await base.first().click({ timeout: 3_000 });
    const send = composer.locator("[data-send-move]");
    await expect(send).toBeEnabled({ timeout: 3_000 });
    await send.click({ timeout: 3_000 });
    await expect(composer).toBeHidden({ timeout: 10_000 });
    return true;
  } catch (error) {
    // The view moved on under the finger (a teammate pressed first): look again.
    if (process.env.DEBUG_TABLES)
      console.log(
        String(error)
          .split("\n")
          .filter((line) => !line.includes("locator resolved"))
          .join(" | ")
          .slice(0, 900),
      );
    return false;
  }
}

/** Plays a table from its phones until `done` says so (or the table has a winner). */
async function playTable(phones: Phone[], done: () => Promise<boolean>, limit = 80): Promise<void> {
  let powers = 0;
  for (let step = 0; step < limit; step++) {
    if (await done()) return;
    let moved = false;
    for (const phone of phones) {
      // Play a Power card now and then, as the rules require both to be played.
      if (await playFromPhone(phone.page, { power: powers < 4 && step % 3 === 2 })) {
        moved = true;
        // Nothing on a phone is wider than the phone (a wide page would push the move bar off the screen).
        const wide = await phone.page.evaluate(() => {
          const width = window.visualViewport?.width ?? window.innerWidth;
          if (document.documentElement.scrollWidth <= width + 1) return [];
          return Array.from(document.querySelectorAll("body *"))
            .filter((element) => element.getBoundingClientRect().right > width + 1)
            .slice(-3)
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()}> "${element.textContent.slice(0, 40)}" to ${Math.round(element.getBoundingClientRect().right)}px`,
            );
        });
        if (wide.length > 0) await shot(phone.page, `sideways-${phone.table}-${phone.name}`);
        expect(wide, `${phone.name}'s screen scrolls sideways`).toEqual([]);
        if (step % 3 === 2) powers++;
        break;
      }
    }
    if (!moved) await phones[0]!.page.waitForTimeout(250);
  }
  for (const phone of phones) {
    await shot(phone.page, `stuck-${phone.table}-${phone.name}`);
    if (process.env.DEBUG_TABLES)
      console.log(
        phone.name,
        await phone.page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          scale: window.visualViewport?.scale,
          visual: [window.visualViewport?.width, window.visualViewport?.height],
          composer: document.querySelector("[data-composer]")?.getBoundingClientRect().toJSON(),
          send: document.querySelector("[data-send-move]")?.getBoundingClientRect().toJSON(),
          sendText: document.querySelector("[data-send-move]")?.textContent,
          sendDisabled: document.querySelector<HTMLButtonElement>("[data-send-move]")?.disabled,
          wide: Array.from(document.querySelectorAll("body *"))
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName} ${String(el.getAttribute("class")).slice(0, 50)} ${Math.round(el.getBoundingClientRect().right)}`),
        })),
      );
  }
  throw new Error(`table ${phones[0]?.table} did not finish in ${limit} moves`);
}

test.describe("class session at tables", () => {
  test("[TABLES-UI-4] two tables play Play the Ranks at once from the phones; the console pauses, undoes and adjusts; the board shows every table", async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const teacher = await browser.newContext({ viewport: CONSOLE });
    const console_ = await teacher.newPage();

    // ---- The teacher picks the card game on /host and creates the session --------------------
    await console_.goto("/host");
    await console_.getByRole("radio", { name: /^Play the Ranks/ }).check();
    await expect(console_.getByRole("form", { name: "New Play the Ranks session" })).toBeVisible();
    await console_.getByRole("radio", { name: /^Level 3/ }).check();
    await console_.getByLabel("Points to win").fill("2");
    await console_.getByText("Same deal every time (demo)").click();
    await console_.getByLabel(/Random seed/).fill("2024");
    await shot(console_, "host-picker-ranks");
    await console_.getByRole("button", { name: "Create session" }).click();
    await console_.waitForURL(/\/host\/[0-9a-f-]{36}$/);
    const gameId = console_.url().split("/").at(-1)!;
    const code = ((await console_.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await expect(console_.getByRole("img", { name: /QR code to join/ })).toBeVisible();

    // The board, in the teacher's browser (it follows the console's "Show on board").
    const board = await teacher.newPage();
    await board.setViewportSize(BOARD);
    await board.goto(`/board/${gameId}`);
    await expect(board.locator("[data-board-code]")).toHaveText(code);

    // ---- Five phones join; the console seats two tables and starts ---------------------------
    const names = ["Ava", "Ben", "Cleo", "Dev", "Eli"];
    const pages: Page[] = [];
    for (const name of names) pages.push(await joinOnPhone(browser, code, name));
    await expect(console_.getByRole("list", { name: "Students who joined" }).getByText("Eli")).toBeVisible();
    await shot(pages[0]!, "phone-joined");
    await expectReadable(pages[0]!, [pages[0]!.getByRole("status").filter({ hasText: "Wait to be seated" })], "phone, joined");

    await console_.getByLabel("Tables").selectOption("2");
    await console_.getByRole("button", { name: "Seat the class" }).click();
    await expect(console_.getByRole("region", { name: "Table 2", exact: true })).toBeVisible();
    await expect(board.getByRole("list", { name: "Tables" }).getByText("Table 2", { exact: true })).toBeVisible();
    await shot(console_, "console-lobby-seated");
    await expectReadable(
      console_,
      [
        console_.getByRole("button", { name: "Start the games" }),
        console_.getByRole("region", { name: "Table 1", exact: true }).getByRole("heading", { level: 3 }),
      ],
      "console lobby",
    );
    await shot(board, "board-lobby");
    await expectReadable(
      board,
      // Seated, the join address moves to the header and the tables fill the board.
      [board.locator("[data-board-join-small]"), board.getByRole("list", { name: "Tables" }).locator("li")],
      "board lobby",
    );

    const phones: Phone[] = [];
    for (const [index, page] of pages.entries()) {
      await expect(page.locator("[data-phone-seated]")).toBeVisible();
      phones.push({ name: names[index]!, page, ...(await seatOf(page)) });
    }
    await shot(phones[0]!.page, "phone-seated");
    expect(new Set(phones.map((phone) => phone.table))).toEqual(new Set(["T1", "T2"]));
    const atTable = (table: string) => phones.filter((phone) => phone.table === table);
    // One team has two phones: teammates see the same hand, and one press acts.
    const pair = phones.filter((phone) => phones.filter((other) => other.teamId === phone.teamId).length > 1);
    expect(pair).toHaveLength(2);

    await console_.getByRole("button", { name: "Start the games" }).click();
    await expect(consoleLine(console_, "T1")).toBeVisible();
    await expect(consoleLine(console_, "T2")).toBeVisible();
    for (const phone of phones) await expect(phone.page.locator("[data-hand] li")).toHaveCount(9);

    // Teammates see the same hand.
    const handOf = (page: Page) =>
      page.locator("[data-hand] [data-card-code]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card-code")));
    expect(await handOf(pair[0]!.page)).toEqual(await handOf(pair[1]!.page));

    // ---- Discards: both teammates press at once; one press acts, the other phone is told ------
    const [first, second] = [pair[0]!.page, pair[1]!.page];
    const chosen = await first.locator('[data-playable="yes"]').first().getAttribute("data-card-code");
    for (const page of [first, second]) await page.locator(`[data-card-code="${chosen}"]`).click();
    await expect(first.locator("[data-send-move]")).toHaveText(/^Discard /);
    await shot(first, "phone-discard");
    // Both buttons are pressed in the same instant (a click that waits to be "stable" can find its
    // button already gone: the first press's new view reached that phone first). The server's replies
    // say what happened: one press acted; a second that reached it was refused as already decided.
    const replies: number[] = [];
    const onReply = (response: Response) => {
      if (response.url().includes("/commands") && response.request().method() === "POST") replies.push(response.status());
    };
    for (const page of [first, second]) page.on("response", onReply);
    const press = (page: Page) =>
      page
        .locator("[data-send-move]")
        .evaluate((button: HTMLButtonElement) => (button.click(), true), undefined, { timeout: 2_000 })
        .catch(() => false);
    const pressed = await Promise.all([press(first), press(second)]);
    expect(pressed[0]).toBe(true);
    for (const page of [first, second]) await expect(page.locator("[data-hand] li")).toHaveCount(8);
    await expect.poll(() => replies.length).toBeGreaterThanOrEqual(1);
    await first.waitForTimeout(1_000);
    for (const page of [first, second]) page.off("response", onReply);
    expect(replies.filter((status) => status === 200)).toHaveLength(1);
    expect(replies.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    await expect(
      first
        .locator('[data-notice="info"], [data-turn-banner]')
        .filter({ hasText: /already decided|Waiting|Your move/ })
        .first(),
    ).toBeVisible();
    for (const phone of phones.filter((p) => p.teamId !== pair[0]!.teamId)) await playFromPhone(phone.page);
    await expect(consoleLine(console_, "T1").locator("[data-console-waiting]")).toContainText("lead trick 1");
    await expect(consoleLine(console_, "T2").locator("[data-console-waiting]")).toContainText("lead trick 1");

    // ---- Pause table 2: its phones and the board say so; nothing can be played there ---------
    await consoleLine(console_, "T2").getByRole("button", { name: /Pause/ }).click();
    await expect(consoleLine(console_, "T2")).toHaveAttribute("data-status", "Paused");
    for (const phone of atTable("T2")) {
      await expect(phone.page.locator("[data-turn-banner]")).toContainText("Paused");
      await expect(phone.page.locator('[data-playable="yes"]')).toHaveCount(0);
    }
    await expect(board.locator('[data-tile="T2"] [data-tile-status]')).toContainText("Paused");
    await shot(atTable("T2")[0]!.page, "phone-paused", { top: true });

    // ---- Table 1 plays its first trick; the leader composes a lead face-down ------------------
    const t1 = atTable("T1");
    const leaderPhone = await (async () => {
      for (const phone of t1) if ((await phone.page.locator('[data-playable="yes"]').count()) > 0) return phone;
      throw new Error("nobody can lead at table 1");
    })();
    const leader = leaderPhone.page;
    await leader.locator('[data-playable="yes"]').first().click();
    await leader.locator('[data-option="announce:category:population"]').click();
    await expect(leader.locator("[data-send-move]")).toBeEnabled();
    await expect(leader.locator("[data-send-move]")).toHaveText(/^Lead .* face-down$/);
    await shot(leader, "phone-lead-composer");
    await expectReadable(leader, [leader.locator("[data-composer]"), leader.locator("[data-turn-banner]")], "phone, composing a lead");
    await leader.locator("[data-send-move]").click();
    await expect(leader.locator("[data-current-trick]")).toContainText("Your lead, face-down");
    const follower = t1.find((phone) => phone.teamId !== leaderPhone.teamId)!.page;
    await expect(follower.locator('[data-playable="yes"]').first()).toBeVisible();
    await expect(follower.locator("[data-current-trick]")).toContainText("Face-down");
    await expect(follower.locator("[data-current-trick]")).toContainText("population");
    await shot(follower, "phone-follow", { top: true });
    await expectReadable(
      follower,
      [
        follower.locator("[data-turn-banner]"),
        follower.locator("[data-score-bar]"),
        follower.locator('[data-card="face-down"]'),
        follower.locator("[data-hand] li").first(),
      ],
      "phone, following",
    );
    await board.bringToFront();
    await expect(board.locator('[data-large-table="T1"] [data-card="face-down"]')).toBeVisible();
    expect(await playFromPhone(follower)).toBe(true);
    await expect(consoleLine(console_, "T1")).toContainText("Last trick:");
    await expect(leader.locator("[data-explanation]").first()).toContainText("wins the trick");
    await expectReadable(leader, [leader.locator("[data-explanation]").first()], "phone, last trick");

    // ---- Undo at table 1: the follow is taken back; the table waits on the follow again ------
    const waitingT1 = consoleLine(console_, "T1").locator("[data-console-waiting]");
    await expect(waitingT1).toContainText("lead trick 2");
    await consoleLine(console_, "T1").getByRole("button", { name: /Undo/ }).click();
    await expect(waitingT1).toContainText("play on trick 1");
    await expect(console_.getByRole("list", { name: "Session log, newest first" }).getByText("undone").first()).toBeVisible();
    await expect(follower.locator('[data-playable="yes"]').first()).toBeVisible();

    // ---- Resume table 2 and adjust a score there ---------------------------------------------
    await consoleLine(console_, "T2")
      .getByRole("button", { name: /Resume/ })
      .click();
    await expect(consoleLine(console_, "T2")).toHaveAttribute("data-status", "Playing");
    const t2Teams = [...new Set(atTable("T2").map((phone) => phone.teamId))].sort();
    await consoleLine(console_, "T2")
      .getByRole("button", { name: /Adjust score/ })
      .click();
    const dialog = console_.getByRole("dialog", { name: /Adjust a score at table 2/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio").nth(1).check();
    await dialog.getByLabel(/Points/).fill("1");
    await dialog.getByLabel("Reason").fill("Helped a new student");
    await shot(console_, "console-adjust");
    await dialog.getByRole("button", { name: "Adjust score" }).click();
    await expect(dialog).toBeHidden();
    await expect(consoleLine(console_, "T2").locator(`[data-console-points="${t2Teams[1]}"]`)).toHaveText("1");
    await expect(board.locator(`[data-tile="T2"] [data-points="${t2Teams[1]}"]`)).toHaveText("1");

    // ---- The console and the board in play ----------------------------------------------------
    await shot(console_, "console-playing-1280x800");
    const consoleReads = () => [
      console_.getByRole("banner").locator("span.font-mono"),
      ...["T1", "T2"].flatMap((table) => [
        consoleLine(console_, table).locator("header"),
        consoleLine(console_, table).locator("[data-console-waiting]"),
        consoleLine(console_, table).getByRole("group", { name: /actions/ }),
        consoleLine(console_, table).locator("[data-console-points]"),
      ]),
    ];
    await expectReadable(console_, consoleReads(), "console 1280×800");
    await console_.setViewportSize(LAPTOP);
    await expectReadable(console_, consoleReads(), "console 1366×768");
    await shot(console_, "console-playing-1366x768");
    await console_.setViewportSize(CONSOLE);

    // The teacher shows table 1 large on the board from the console.
    await consoleLine(console_, "T1").getByRole("button", { name: "Show on board" }).click();
    await expect(board.locator('[data-large-table="T1"]')).toBeVisible();
    await expect(board.locator('[data-tile="T1"]')).toHaveAttribute("aria-pressed", "true");
    const boardReads = (playing = true) => [
      board.getByRole("heading", { level: 1 }),
      board.locator("[data-tile]"),
      board.locator("[data-large-table] h2"),
      board.locator("[data-large-points]"),
      board.locator("[data-large-waiting]"),
      // A table with a winner has no trick in play: its last trick and the winner show instead.
      ...(playing ? [board.locator("[data-large-table] [data-current-trick]")] : []),
      board.locator("[data-large-table] [data-ranks-setup]"),
    ];
    await board.bringToFront();
    await expectReadable(board, boardReads(), "board 1920×1080");
    await shot(board, "board-1920x1080");

    // ---- Both tables play at once, to a winner --------------------------------------------------
    const hasWinner = async (table: string) => (await consoleLine(console_, table).getAttribute("data-status")) === "Won";
    await Promise.all([
      playTable(atTable("T1"), () => hasWinner("T1")),
      playTable(
        atTable("T2"),
        async () => (await hasWinner("T2")) || (await board.locator("[data-large-table] [data-explanation]").count()) > 0,
      ),
    ]);
    // Table 1 plays on to its winner (table 2 went at least until a trick showed on the board).
    await playTable(atTable("T1"), () => hasWinner("T1"));
    await expect(board.locator('[data-large-table="T1"] [data-explanation]').first()).toBeVisible();
    await board.bringToFront();
    await shot(board, "board-trick-1920x1080");
    await expectReadable(
      board,
      [...boardReads(false), board.locator("[data-large-table] [data-explanation]").first()],
      "board 1920×1080 with a trick",
    );
    await board.setViewportSize(SMALL_BOARD);
    await expectReadable(board, [...boardReads(false), board.locator("[data-large-table] [data-explanation]").first()], "board 1280×720");
    await shot(board, "board-1280x720");
    await board.setViewportSize(BOARD);

    // A winner at table 1: its phones, the console and the board say so.
    for (const phone of t1) await expect(phone.page.locator("[data-turn-banner]")).toContainText(/wins/);
    await shot(t1[0]!.page, "phone-winner", { top: true });
    await expect(board.locator('[data-tile="T1"] [data-tile-status]')).toContainText("wins");

    // Table 2 plays to its winner too; the session is finished.
    await playTable(atTable("T2"), () => hasWinner("T2"));
    await expect(console_.getByText("Every table has finished")).toBeVisible();
    await expect(board.locator("[data-board-results]")).toBeVisible();
    await shot(console_, "console-finished");
    await shot(board, "board-finished");
    await expectReadable(board, [board.locator("[data-board-results] li")], "board results");
    const log = console_.getByRole("list", { name: "Session log, newest first" });
    await expect(log.getByText(/Table 1/).first()).toBeVisible();
    await expect(console_.getByRole("link", { name: /Download CSV/ }).first()).toHaveAttribute(
      "href",
      `/api/games/${gameId}/export?format=csv`,
    );

    for (const page of pages) await page.context().close();
    await teacher.close();
  });

  test("[TABLES-UI-5] the host picker creates Border Zap and Combo 3 Game 4 sessions; a phone sees its hand; Combo 3 counts down to GeoPlunging", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const teacher = await browser.newContext({ viewport: CONSOLE });
    const host = await teacher.newPage();

    const createAndStart = async (game: RegExp, setup: () => Promise<void>) => {
      await host.goto("/host");
      await host.getByRole("radio", { name: game }).check();
      await setup();
      await host.getByRole("button", { name: "Create session" }).click();
      await host.waitForURL(/\/host\/[0-9a-f-]{36}$/);
      const code = ((await host.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
      const phones = [await joinOnPhone(browser, code, "Flo"), await joinOnPhone(browser, code, "Gus")];
      await host.getByRole("button", { name: "Seat the class" }).click();
      await expect(host.getByRole("region", { name: "Table 1", exact: true })).toBeVisible();
      await host.getByRole("button", { name: "Start the games" }).click();
      await expect(consoleLine(host, "T1")).toBeVisible();
      return phones;
    };

    // Border Zap: the hand shows border states; the first step is a trade.
    const zap = await createAndStart(/^Play the Border Zap/, async () => {
      await host.getByLabel("Points to win").fill("4");
    });
    for (const phone of zap) {
      await expect(phone.locator("[data-hand] li")).toHaveCount(3);
      await expect(phone.locator("[data-hand] li").first()).toContainText("Borders");
      await expect(phone.locator("[data-turn-banner]")).toContainText(/trade/i);
    }
    await zap[0]!.locator('[data-playable="yes"]').first().click();
    await expect(zap[0]!.locator("[data-send-move]")).toHaveText(/^Give .* to Table 1 (Red|Blue)$/);
    await shot(zap[0]!, "phone-border-zap");
    await expectReadable(zap[0]!, [zap[0]!.locator("[data-turn-banner]"), zap[0]!.locator("[data-composer]")], "phone, Border Zap");
    // BZ-3.3: after both trades each phone shows its 3 cards, the received one marked, until its team puts them face-down.
    await zap[0]!.locator("[data-send-move]").click();
    await zap[1]!.locator('[data-playable="yes"]').first().click();
    await zap[1]!.locator("[data-send-move]").click();
    for (const phone of zap) {
      await expect(phone.locator("[data-zap-look]")).toBeVisible();
      await expect(phone.locator('[data-zap-look] [data-received="yes"]')).toHaveCount(1);
      await expect(phone.locator("[data-turn-banner]")).toContainText(/look at the 3 cards/i);
    }
    const setAside = zap[0]!.locator('[data-decision="setAside"]');
    await expect(setAside).toHaveText("We have looked: put our cards face-down");
    await shot(zap[0]!, "phone-border-zap-look", { top: true });
    await expectReadable(
      zap[0]!,
      [zap[0]!.locator("[data-turn-banner]"), setAside, zap[0]!.locator('[data-zap-look] [data-received="yes"]')],
      "phone, Border Zap look",
    );
    await setAside.click();
    await expect(zap[0]!.locator("[data-zap-look]")).toHaveCount(0);
    await expect(zap[0]!.locator("[data-turn-banner]")).toContainText(/^Waiting for Table 1 (Red|Blue) to look at the 3 cards/);
    await shot(zap[0]!, "phone-border-zap-looked", { top: true });
    await zap[1]!.locator('[data-decision="setAside"]').click();
    for (const phone of zap) await expect(phone.locator("[data-turn-banner]")).toContainText(/trade 2 of 2/);
    for (const page of zap) await page.context().close();

    // Combo 3 Game 4, PTR1: after the discards the count starts; a team says it is GeoPlunging.
    const combo = await createAndStart(/^Combo 3 · Game 4/, async () => {
      await host.getByRole("radio", { name: /^Play the Ranks 1 \(PTR1\)/ }).check();
      await host.getByLabel(/Seconds to say/).fill("12");
    });
    for (const phone of combo) await expect(phone.locator("[data-hand] li")).toHaveCount(9);
    for (const phone of combo) expect(await playFromPhone(phone)).toBe(true);
    const counter = combo[0]!.locator("[data-countdown]");
    await expect(counter).toBeVisible();
    const before = Number(await counter.getAttribute("data-countdown"));
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(12);
    await expect.poll(async () => Number(await counter.getAttribute("data-countdown")), { timeout: 5_000 }).toBeLessThan(before);
    await shot(combo[0]!, "phone-geoplunge");
    await expectReadable(
      combo[0]!,
      [combo[0]!.locator("[data-geoplunge-window]"), combo[0]!.locator('[data-decision="geoPlunge"]')],
      "phone, GeoPlunging",
    );
    await combo[0]!.locator('[data-decision="geoPlunge"]').click();
    await expect(combo[1]!.locator("[data-geoplunge-window]")).toContainText("is GeoPlunging!");
    // The server's timer closes the count; the game goes on to the first trick.
    await expect(consoleLine(host, "T1").locator("[data-console-waiting]")).toContainText("lead trick 1", { timeout: 20_000 });
    await expect(combo[0]!.locator("[data-geoplunge-window]")).toHaveCount(0);
    for (const page of combo) await page.context().close();
    await teacher.close();
  });

  test("[ROOM-SEQ-UI-1] a class ends Border Zap and goes on to Play the Ranks in the same room: the console, the board and the phones follow without rejoining", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const teacher = await browser.newContext({ viewport: LAPTOP });
    const host = await teacher.newPage();
    await host.goto("/host");
    await host.getByRole("radio", { name: /^Play the Border Zap/ }).check();
    await host.getByRole("button", { name: "Create session" }).click();
    await host.waitForURL(/\/host\/[0-9a-f-]{36}$/);
    const room = host.url();
    const code = ((await host.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
    const phones = [await joinOnPhone(browser, code, "Ida"), await joinOnPhone(browser, code, "Jo")];
    const phoneUrls = phones.map((phone) => phone.url());
    const board = await (await browser.newContext({ viewport: SMALL_BOARD })).newPage();
    await board.goto(room.replace("/host/", "/board/"));
    await host.getByRole("button", { name: "Seat the class" }).click();
    await host.getByRole("button", { name: "Start the games" }).click();
    await expect(consoleLine(host, "T1")).toBeVisible();
    for (const phone of phones) await expect(phone.locator('[data-table-phone="border-zap"] [data-hand] li').first()).toBeVisible();

    // One table: the board's header counts it in the singular.
    await expect(board.locator("header").getByText("1 table", { exact: true })).toBeVisible();

    // On the laptop the next-game panel lies below the whole console: the header's Next game
    // button, in view at the top, opens it and brings it into view.
    const next = host.locator("[data-next-game]");
    await host.evaluate(() => window.scrollTo(0, 0));
    const nextButton = host.getByRole("banner").getByRole("button", { name: "Next game" });
    await expect(nextButton).toBeInViewport();
    await nextButton.click();
    await expect(next.getByText("Play another game with this class")).toBeInViewport();
    await expect(next.getByText("Play another game with this class")).toBeFocused();
    // While a game is being played the room refuses to move on, with the sentence the panel already shows (the session's).
    const whenAllowed = next.locator("[data-next-game-when]");
    await expect(whenAllowed).toContainText(/finish it or end it first/i);
    const sentence = (await whenAllowed.textContent()) ?? "";
    await next.getByRole("radio", { name: /^Play the Ranks/ }).check();
    await next.getByRole("button", { name: "Go on to Play the Ranks" }).click();
    await expect(next.getByRole("alert")).toHaveText(sentence);
    await expectReadable(
      host,
      [next.getByText("Play another game with this class"), next.getByRole("alert")],
      "console, next game refused",
    );

    await host.getByRole("button", { name: "End session" }).click();
    await host.getByRole("dialog").getByRole("button", { name: "End session" }).click();
    await expect(host.getByText(/Every table stops|ended/i).first()).toBeVisible();
    await next.getByRole("button", { name: "Go on to Play the Ranks" }).click();

    // Everyone follows: the same room, the same code, the same seats; nobody reloads or rejoins.
    await expect(host.getByRole("button", { name: "Start the games" })).toBeVisible({ timeout: 15_000 });
    expect(host.url()).toBe(room);
    for (const [index, phone] of phones.entries()) {
      await expect(phone.locator('[data-table-phone="play-the-ranks"]')).toBeVisible({ timeout: 15_000 });
      expect(phone.url()).toBe(phoneUrls[index]);
    }
    await expect(board.getByText("Play the Ranks").first()).toBeVisible({ timeout: 15_000 });
    await host.getByRole("button", { name: "Start the games" }).click();
    for (const phone of phones) await expect(phone.locator('[data-table-phone="play-the-ranks"] [data-hand] li').first()).toBeVisible();
    await shot(host, "console-next-game", { top: true });
    await shot(phones[0]!, "phone-next-game");
    await shot(board, "board-next-game");
    // The first game's record stays whole: its export is still there, as game 1.
    const first = await host.request.get(`${room.replace("/host/", "/api/games/")}/export?format=json&game=1`);
    expect(first.status()).toBe(200);
    expect(JSON.stringify(await first.json())).toContain("border-zap");
    await teacher.close();
  });
});
