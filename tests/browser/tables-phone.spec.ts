import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { moderatorCommand, type GameHandle } from "./support/game-api";

/**
 * The card games' hand-first phone, on the real server with real phones (browser contexts at
 * 360×640): students join with the code, the teacher seats and starts through the API, and the
 * phones play. Checked: the first hand card and the send button lie inside the first screen when
 * it is the team's move; a lead shows the trick's base and warns before a card below the base is
 * sent; a tap out of turn shows the engine's reason; the your-turn sound and buzz come once per
 * move begun and never when muted (counted by wrapping navigator.vibrate and the Web Audio source's
 * start in the real page). Screenshots of every game at 360×640 and 390×844 land in
 * test-results/tables-phone/.
 */
const PHONE = { width: 360, height: 640 };
const TALL_PHONE = { width: 390, height: 844 };
const SHOTS = path.join("test-results", "tables-phone");

/** Seed 21 deals Level 3 bases of 30 and 30: every trick of the first battle is at base 30. */
const BASE_30_SEED = 21;

interface Signals {
  vibrate: number;
  sound: number;
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function createRoom(page: Page, body: Record<string, unknown>): Promise<GameHandle> {
  const response = await page.request.post("/api/games", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GameHandle;
}

async function joinOnPhone(browser: Browser, code: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  // Counts every buzz and every sound actually started, then lets the real call through.
  await context.addInitScript(() => {
    const counts = { vibrate: 0, sound: 0 };
    Object.defineProperty(window, "__signals", { value: counts });
    const vibrate = typeof navigator.vibrate === "function" ? navigator.vibrate.bind(navigator) : null;
    navigator.vibrate = ((pattern: VibratePattern) => {
      counts.vibrate++;
      return vibrate ? vibrate(pattern) : true;
    }) as Navigator["vibrate"];
    const source = AudioBufferSourceNode.prototype;
    const start = Object.getOwnPropertyDescriptor(source, "start")?.value as (this: AudioBufferSourceNode, ...args: number[]) => void;
    source.start = function (this: AudioBufferSourceNode, ...args: number[]) {
      counts.sound++;
      start.apply(this, args);
    };
  });
  const page = await context.newPage();
  await page.goto(`/join?code=${code}`);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(/\/play\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Wait to be seated")).toBeVisible();
  return page;
}

const signals = (page: Page) => page.evaluate(() => (window as unknown as { __signals: Signals }).__signals);

/** The phone's own team view, as the page fetches it (its cookie is its seat). */
async function teamView(page: Page, gameId: string): Promise<any> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/games/${id}?as=player`, { cache: "no-store" });
    return ((await response.json()) as { view: unknown }).view;
  }, gameId);
}

/** The element's box lies wholly inside the first screen (no scrolling by the student). */
async function inFirstScreen(page: Page, selector: string): Promise<{ inside: boolean; box: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const box = node.getBoundingClientRect();
      const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.height > 0;
      return { inside, box: `${Math.round(box.left)},${Math.round(box.top)} → ${Math.round(box.right)},${Math.round(box.bottom)}` };
    });
}

/** Waits until the page has stopped scrolling (a smooth scrollIntoView takes a moment). */
async function settled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

async function expectFirstScreen(page: Page, where: string): Promise<void> {
  await settled(page);
  const card = await inFirstScreen(page, '[data-hand] [data-playable="yes"]');
  expect(card.inside, `${where}: the first playable card at ${card.box}`).toBe(true);
}

async function seatAndStart(request: Page["request"], game: GameHandle): Promise<void> {
  await moderatorCommand(request, game, { type: "seatTables", tables: 1 });
  await moderatorCommand(request, game, { type: "startGame" });
}

test.describe("the card games' phone, hand first", () => {
  test("[TABLES-PHONE-1] at 360×640 the hand and the move are on the first screen; a lead shows the base and warns below it; a tap out of turn says why; the turn signal comes once a move, never muted", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const teacher = await (await browser.newContext()).newPage();
    const game = await createRoom(teacher, { game: "play-the-ranks", level: 3, targetPoints: 2, seed: BASE_30_SEED });
    const phones = [await joinOnPhone(browser, game.code, "Ava"), await joinOnPhone(browser, game.code, "Ben")];
    // A student has touched the phone before the game (as joining does): the browser lets it play sound from then on.
    for (const phone of phones) await phone.locator("main").click();
    await seatAndStart(teacher.request, game);

    // ---- Discards: both teams' move at once; the hand and the send button are on the first screen ----
    for (const phone of phones) {
      await expect(phone.locator('[data-hand] [data-playable="yes"]')).toHaveCount(9);
      await expectFirstScreen(phone, "discarding");
      await expect.poll(() => signals(phone)).toEqual({ vibrate: 1, sound: 1 });
    }
    await shot(phones[0]!, "ranks3-discard-360x640");
    for (const phone of phones) {
      await phone.locator('[data-hand] [data-playable="yes"]').first().click();
      const send = await inFirstScreen(phone, "[data-send-move]");
      expect(send.inside, `the send button at ${send.box}`).toBe(true);
      await expect(phone.locator("[data-send-move]")).toHaveText(/^Discard /);
      await phone.locator("[data-send-move]").click();
      await expect(phone.locator("[data-hand] li")).toHaveCount(8);
    }

    // ---- The lead: who it is comes from the engine; the other phone waits ----
    const views = await Promise.all(phones.map((phone) => teamView(phone, game.gameId)));
    const leaderIndex = views.findIndex((view) => view.actions.allowed.some((command: { type: string }) => command.type === "lead"));
    expect(leaderIndex).toBeGreaterThanOrEqual(0);
    const [leader, follower] = [phones[leaderIndex]!, phones[1 - leaderIndex]!];
    const [leaderView, followerView] = [views[leaderIndex], views[1 - leaderIndex]];
    await expect(leader.locator('[data-hand] [data-playable="yes"]')).toHaveCount(8);
    await expectFirstScreen(leader, "leading");
    await expect(leader.locator("[data-trick-focus]")).toContainText("Base 30");
    await expect(leader.locator("[data-trick-focus]")).toContainText("Category");
    await shot(leader, "ranks3-lead-360x640");

    // ---- A tap out of turn: the follower's card opens with the engine's own reason ----
    const reason = followerView.actions.refusals.find((refusal: { types: string[] }) => refusal.types.includes("follow"))?.reason as string;
    expect(reason).toMatch(/not possible now/);
    const tapped = follower.locator("[data-hand] [data-card-code]").first();
    const tappedCode = await tapped.getAttribute("data-card-code");
    await tapped.click();
    await expect(follower.locator(`[data-card-reason="${tappedCode}"]`)).toHaveText(reason);
    await expect(follower.locator(`[data-card-details="${tappedCode}"]`)).toContainText("PATOS");
    await shot(follower, "ranks3-out-of-turn-360x640");

    // ---- Composing a lead: the base shows; a card below it in the chosen category is warned about ----
    type Card = { code: string; name: string; statehood: { rank: number }; population: { rank: number }; size: { rank: number } };
    const hand = leaderView.game.own.hand as Card[];
    const categories = ["statehood", "population", "size"] as const;
    const losing = hand.flatMap((card) =>
      categories.filter((category) => card[category].rank < 30).map((category) => ({ card, category })),
    )[0];
    const safe = hand.flatMap((card) =>
      categories.filter((category) => card[category].rank >= 30).map((category) => ({ card, category })),
    )[0];
    expect(losing, "a card below the base of 30 in some category").toBeDefined();
    expect(safe, "a card at or beyond the base of 30 in some category").toBeDefined();

    await leader.locator(`[data-card-code="${safe!.card.code}"]`).click();
    await leader.locator(`[data-option="announce:category:${safe!.category}"]`).click();
    await expect(leader.locator("[data-composer-trick]")).toContainText("Trick base 30");
    await expect(leader.locator("[data-below-base]")).toHaveCount(0);
    await leader.getByRole("button", { name: "Cancel" }).click();

    await leader.locator(`[data-card-code="${losing!.card.code}"]`).click();
    await leader.locator(`[data-option="announce:category:${losing!.category}"]`).click();
    const warning = leader.locator("[data-below-base]");
    await expect(warning).toContainText("Below the base: this card loses");
    await expect(warning).toContainText(
      `${losing!.card.name}'s ${losing!.category} rank ${losing!.card[losing!.category].rank} is below the base of 30`,
    );
    const send = await inFirstScreen(leader, "[data-send-move]");
    expect(send.inside, `the send button at ${send.box}`).toBe(true);
    // The chosen card itself shows above the composer that covers the bottom of the screen.
    await settled(leader);
    const chosenShows = await leader.evaluate((code) => {
      const card = document.querySelector(`[data-card-code="${code}"]`)!.getBoundingClientRect();
      const composer = document.querySelector("[data-composer]")!.getBoundingClientRect();
      return card.top >= 0 && card.bottom <= composer.top;
    }, losing!.card.code);
    expect(chosenShows, "the chosen card lies above the composer").toBe(true);
    await shot(leader, "ranks3-below-base-360x640");
    await leader.setViewportSize(TALL_PHONE);
    await shot(leader, "ranks3-below-base-390x844");
    await leader.setViewportSize(PHONE);
    await leader.locator("[data-send-move]").click();
    await expect(leader.locator("[data-composer]")).toHaveCount(0);

    // ---- The follower's move begins: one more signal; the hand is on the first screen ----
    await expect(follower.locator('[data-hand] [data-playable="yes"]')).toHaveCount(8);
    await expectFirstScreen(follower, "following");
    await expect(follower.locator("[data-trick-focus]")).toContainText(/Category\s*\w+ \(announced\)/);
    await expect.poll(() => signals(follower)).toEqual({ vibrate: 2, sound: 2 });
    await shot(follower, "ranks3-follow-360x640");
    await follower.setViewportSize(TALL_PHONE);
    await shot(follower, "ranks3-follow-390x844");
    await follower.setViewportSize(PHONE);

    // ---- The card just led comes in with a little motion, and none where the phone asks for reduced motion ----
    const ledCard = follower.locator('[data-motion="trick-now"] [data-card="face-down"]');
    const motion = () => ledCard.evaluate((node) => getComputedStyle(node).animationName);
    expect(await motion()).toBe("phone-card-played");
    await follower.emulateMedia({ reducedMotion: "reduce" });
    expect(await motion()).toBe("none");
    await follower.emulateMedia({ reducedMotion: "no-preference" });

    // ---- Muted on the follower's phone: the switch is remembered, and its next move is silent ----
    await follower.locator("[data-phone-sound]").click();
    await expect(follower.locator("[data-phone-sound]")).toHaveAttribute("data-phone-sound", "off");
    await follower.reload();
    await expect(follower.locator("[data-phone-sound]")).toHaveAttribute("data-phone-sound", "off");
    const before = { leader: await signals(leader), follower: await signals(follower) };
    // The follower plays a card at or beyond the base, so it wins the trick and its (muted) move begins again.
    const followHand = (await teamView(follower, game.gameId)).game.own.hand as Card[];
    const winner = followHand.find((card) => card[losing!.category].rank >= 30);
    expect(winner, "the follower holds a card at or beyond the base").toBeDefined();
    await follower.locator(`[data-card-code="${winner!.code}"]`).click();
    await expect(follower.locator("[data-below-base]")).toHaveCount(0);
    await follower.locator("[data-send-move]").click();
    // Whoever won the trick leads trick 2: a move begun on that phone, and no other.
    await expect(leader.locator("[data-explanation]").first()).toContainText("wins the trick");
    const next = await Promise.all(phones.map((phone) => teamView(phone, game.gameId)));
    const nextLeader = phones[next.findIndex((view) => view.actions.allowed.some((command: { type: string }) => command.type === "lead"))]!;
    await expect(nextLeader.locator('[data-hand] [data-playable="yes"]')).toHaveCount(7);
    await nextLeader.waitForTimeout(1_500);
    expect(nextLeader).toBe(follower);
    expect(await signals(leader)).toEqual(before.leader);
    expect(await signals(follower)).toEqual(before.follower);

    // It leads trick 2: the other phone's move begins, with exactly one sound and one buzz there.
    await follower.locator('[data-hand] [data-playable="yes"]').first().click();
    await follower.locator('[data-composer] [data-option^="announce:category:"]').first().click();
    await follower.locator("[data-send-move]").click();
    await expect(leader.locator('[data-hand] [data-playable="yes"]')).toHaveCount(7);
    await expectFirstScreen(leader, "following trick 2");
    await leader.waitForTimeout(1_500);
    expect(await signals(leader)).toEqual({ vibrate: before.leader.vibrate + 1, sound: before.leader.sound + 1 });
    expect(await signals(follower)).toEqual(before.follower);
    await shot(leader, "ranks3-trick-won-360x640");
    for (const phone of [...phones, teacher]) await phone.context().close();
  });

  test("[TABLES-PHONE-2] Level 4 offers only the possible choices and explains a refused one when tapped; every card game's phone at 360×640 and 390×844", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const teacher = await (await browser.newContext()).newPage();
    const rooms: { name: string; body: Record<string, unknown> }[] = [
      { name: "ranks4", body: { game: "play-the-ranks", level: 4, targetPoints: 2, seed: 5 } },
      { name: "zap", body: { game: "border-zap", targetPoints: 2, seed: 5 } },
      { name: "combo", body: { game: "combo3-game4", version: "PTR2", seed: 5 } },
    ];
    for (const room of rooms) {
      const game = await createRoom(teacher, room.body);
      const phones = [await joinOnPhone(browser, game.code, "Cleo"), await joinOnPhone(browser, game.code, "Dev")];
      await seatAndStart(teacher.request, game);
      for (const phone of phones) await expect(phone.locator("[data-hand] li").first()).toBeVisible();
      // The phone whose move it is (Level 4: the first lead chooses Cards or Call).
      const mover = await (async () => {
        for (let attempt = 0; attempt < 20; attempt++) {
          for (const phone of phones) if ((await phone.locator('[data-decision], [data-playable="yes"]').count()) > 0) return phone;
          await phones[0]!.waitForTimeout(250);
        }
        throw new Error(`${room.name}: nobody may move`);
      })();
      if (room.name === "ranks4") {
        await expect(mover.locator("[data-refusals]")).toHaveCount(0);
        await expect(mover.getByText(/Not possible now/)).toHaveCount(0);
        await expect(mover.locator('[data-decision="chooseRole"]')).toHaveCount(2);
        const refused = mover.locator('[data-refused-decision="upTheBur"]');
        await expect(refused).toBeVisible();
        await expect(mover.locator("[data-refusal-reason]")).toHaveCount(0);
        const view = await teamView(mover, game.gameId);
        const reason = view.actions.refusals.find((refusal: { types: string[] }) => refusal.types.includes("upTheBur")).reason as string;
        await refused.click();
        await expect(mover.locator("[data-refusal-reason]")).toHaveText(reason);
      } else {
        await expectFirstScreen(mover, room.name);
        if (room.name === "zap") await expect(mover.locator('[data-hand] [data-figure="borders"]').first()).toBeVisible();
      }
      for (const size of [PHONE, TALL_PHONE]) {
        await mover.setViewportSize(size);
        await mover.evaluate(() => window.scrollTo(0, 0));
        await shot(mover, `${room.name}-${size.width}x${size.height}`);
      }
      for (const phone of phones) await phone.context().close();
    }
    await teacher.context().close();
  });
});
