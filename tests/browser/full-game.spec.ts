import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import type { GameReport } from "@/lib/games/clue-spin/engine/report";
import { started, type ModeratorSessionView, type PlayingModeratorView } from "@/app/games/clue-spin/session-views";
import {
  coversEveryTurnType,
  FULL_GAME_TEAMS,
  newPolicyMemory,
  nextMove,
  remember,
  WRONG_ANSWER,
  type Move,
  type SimulatedGame,
} from "./support/full-game-policy";
import { ScreenTraffic } from "./support/screen-traffic";

/**
 * [SCREENS] One whole game on the three screens at once, in real Chromium: the moderator's console
 * (1440×900), the projected board (1920×1080) and four phones (360×640), each in its own browser
 * context. Every decision is a click or typed answer on the screen that makes it; the correct
 * answers are read off the moderator's screen, as a student would hear them from the teacher.
 *
 * The game is fixed by the seed: the policy in support/full-game-policy.ts plays it the same way
 * the offline simulation does (support/find-full-game-seed.ts picked the seed), so the browser
 * must end with exactly the simulated moves, winner and points. Along the way every screen is held
 * to the same state: the board never shows an answer before its reveal and its chips add up to the
 * points, and each phone offers buttons exactly when its team may act. A phone reloads; a late
 * joiner is placed by the console; a phone that lost its join key gets its seat back on a borrowed
 * phone when the console says yes; the final judgement is undone and judged again; then the results
 * report and "Play again with the same teams".
 */
const SEED = 13;
const TARGET_POINTS = 30;
const STUDENTS = ["Ana", "Ben", "Cleo", "Dev"] as const;
/** The phone of the team whose turn this is gets reloaded before it spins. */
const RELOAD_AT_TURN = 3;
/** A fifth student arrives after the start, at this turn, and the moderator puts them on team 2. */
const LATE_JOIN_AT_TURN = 5;
const LATE_STUDENT = "Eli";
/** At this turn a student's phone loses its join key; he asks for his seat on a borrowed phone. (The game has five turns.) */
const RECLAIM_AT_TURN = 4;
const LATE_TEAM = "t2";

const MODERATOR_SIZE = { width: 1440, height: 900 };
const BOARD_SIZE = { width: 1920, height: 1080 };
const PHONE_SIZE = { width: 360, height: 640 };
const SYNC = { timeout: 15_000 };

/** What the board calls each phase in its header (the rules' names for the spinner results). */
const BOARD_TURN_TYPE: Record<string, string> = {
  "first-spin": "Who goes first?",
  "turn-start": "Spin",
  "draw-card": "Draw a Card",
  "answer-or-sell": "Answer or Sell",
  "sale-offers": "Answer or Sell",
  "buyer-answering": "Answer or Sell",
  playoff: "Playoff",
  "bid-bidding": "Bid",
  "bid-answering": "Bid",
  "final-question": "Final Question",
};
const EVERY_TURN_TYPE = ["Answer or Sell", "Draw a Card", "Playoff", "Bid", "Final Question"];

interface Phone {
  page: Page;
  student: string;
  teamId: string;
  teamName: string;
}

interface Screens {
  gameId: string;
  moderator: Page;
  board: Page;
  phones: Phone[];
}

/** The game the policy plays on the pure engine for this seed (in tsx: Playwright's loader cannot import the engine's JSON content). */
function simulatedGame(): SimulatedGame {
  const script = fileURLToPath(new URL("./support/simulate-full-game.ts", import.meta.url));
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const output = execFileSync(process.execPath, ["--import", "tsx", script, String(SEED), String(TARGET_POINTS)], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(output) as SimulatedGame;
}

/** The text as whole words: "Reading" is not found inside "Spreading". */
function wholeWords(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
}

/** The console's places, worked out here: the winner first, then by points; equal points share a place ("=2nd"). */
function expectedPlaces<T extends { id: string; points: number }>(teams: readonly T[], winnerId: string): { team: T; place: string }[] {
  const sorted = [...teams].sort((a, b) => Number(b.id === winnerId) - Number(a.id === winnerId) || b.points - a.points);
  const group = (team: T) => `${team.id === winnerId}:${team.points}`;
  return sorted.map((team) => {
    const rank = 1 + sorted.findIndex((other) => group(other) === group(team));
    const tied = sorted.filter((other) => group(other) === group(team)).length > 1;
    const suffix =
      rank % 10 === 1 && rank !== 11 ? "st" : rank % 10 === 2 && rank !== 12 ? "nd" : rank % 10 === 3 && rank !== 13 ? "rd" : "th";
    return { team, place: `${tied ? "=" : ""}${rank}${suffix}` };
  });
}

/** Fewest chips (blue 10, red 5, green 1), worked out here independently of lib/ui/chips. */
function fewestChips(points: number): string {
  return `${Math.floor(points / 10)}-${Math.floor((points % 10) / 5)}-${points % 5}`;
}

async function newScreen(browser: Browser, options: Parameters<Browser["newContext"]>[0]): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** The moderator's view from the server, through the moderator's own session cookie (in the lobby: the room's, no game). */
async function roomView(screens: Pick<Screens, "gameId" | "moderator">): Promise<ModeratorSessionView> {
  const response = await screens.moderator.request.get(`/api/games/${screens.gameId}?as=moderator`);
  expect(response.ok()).toBe(true);
  return (await response.json()).view as ModeratorSessionView;
}

/** The moderator's view of the game under way. */
async function moderatorView(screens: Pick<Screens, "gameId" | "moderator">): Promise<PlayingModeratorView> {
  const view = await roomView(screens);
  const playing = started(view);
  if (!playing) throw new Error(`The game has not started (the room is ${view.status}): its view has no game yet.`);
  return playing;
}

function teamName(view: PlayingModeratorView, teamId: string): string {
  return view.teams.find((team) => team.id === teamId)?.name ?? teamId;
}

function phoneOf(screens: Screens, teamId: string): Phone {
  const phone = screens.phones.find((candidate) => candidate.teamId === teamId);
  if (!phone) throw new Error(`No phone for team ${teamId}`);
  return phone;
}

/** Buttons and boxes a phone offers its team right now (greyed-out ones with a reason do not count). */
function phoneControls(page: Page): Locator {
  return page.getByRole("region", { name: "Your team's actions" }).locator("button:enabled, input:enabled");
}

/** The correct answer as the moderator's console shows it, once the console shows this very card. */
async function answerFromModeratorScreen(moderator: Page, view: PlayingModeratorView): Promise<string> {
  const secret = view.game.secret;
  if (!secret) throw new Error("No card on the table");
  await expect(moderator.getByRole("list", { name: "The six clues" }).getByRole("listitem")).toContainText(secret.clues, SYNC);
  const box = moderator
    .locator("div")
    .filter({ has: moderator.getByText("Answer · only you see this", { exact: true }) })
    .last();
  const answer = ((await box.locator(":scope > span").nth(1).textContent()) ?? "").trim();
  expect(answer, "the console shows the card's answer").toBe(secret.answer);
  return answer;
}

// ---- Setting up: the teacher creates the game, the board opens, four students join ----------

async function createGameOnConsole(moderator: Page): Promise<{ gameId: string; code: string }> {
  await moderator.goto("/host");
  for (const [index, team] of FULL_GAME_TEAMS.entries())
    await expect(moderator.getByLabel(`Team ${index + 1} name`)).toHaveValue(team.name);
  await moderator.getByLabel("Target points").fill(String(TARGET_POINTS));
  await moderator.getByText("Same game every time (demo)").click();
  await moderator.getByLabel(/Random seed/).fill(String(SEED));
  await moderator.getByRole("button", { name: "Create game" }).click();
  await moderator.waitForURL(/\/host\/[0-9a-f-]{36}$/);
  const gameId = moderator.url().split("/").at(-1)!;
  const code = ((await moderator.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return { gameId, code };
}

async function joinOnPhone(page: Page, gameId: string, code: string, student: string, team: string): Promise<void> {
  await page.goto("/join");
  await page.getByLabel("Game code").fill(code);
  await page.getByLabel("Your name").fill(student);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.waitForURL(`**/play/${gameId}`);
  await expect(page.getByRole("heading", { name: `Hi, ${student}!` })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(team) }).click();
  await expect(page.getByRole("button", { name: new RegExp(team) })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/Waiting for the moderator to start the game/)).toBeVisible();
}

// ---- Checks at every moment of the game -----------------------------------------------------

/** Each phone: its turn banner exactly when the game waits on its team, buttons exactly when its team may act. */
async function checkPhones(screens: Screens, view: PlayingModeratorView): Promise<void> {
  const waiting = view.game.waitingFor?.role === "team" ? view.game.waitingFor.teamId : null;
  for (const phone of screens.phones) {
    const mayAct = view.actions.allowed.some((action) => "onBehalfOf" in action && action.onBehalfOf === phone.teamId);
    const turnBanner = phone.page.getByText("Your team's turn", { exact: true });
    if (waiting === phone.teamId) await expect(turnBanner, `${phone.student}'s phone shows its turn`).toBeVisible(SYNC);
    else await expect(turnBanner, `${phone.student}'s phone shows no turn`).toHaveCount(0, SYNC);
    await expect
      .poll(async () => (await phoneControls(phone.page).count()) > 0, {
        ...SYNC,
        message: `${phone.student}'s phone offers buttons only when ${phone.teamName} may act (${view.game.phase.type})`,
      })
      .toBe(mayAct);
  }
}

/** The board: in step with the game, never an answer before the reveal, chips that add up to the points. */
async function checkBoard(screens: Screens, view: PlayingModeratorView, seenTurnTypes: Set<string>, checkChips: boolean): Promise<void> {
  const { board } = screens;
  const phase = view.game.phase.type;
  await expect(board.locator("[data-board]")).toHaveAttribute("data-board-phase", phase, SYNC);
  const turnType = BOARD_TURN_TYPE[phase];
  if (turnType) {
    await expect(board.locator("[data-board-turn-type]")).toHaveText(turnType);
    seenTurnTypes.add(turnType);
  }
  const card = view.game.card;
  const secret = view.game.secret;
  if (card && secret) {
    for (const clue of card.shownClues) await expect(board.locator(`[data-board-clue='${clue.number}']`)).toContainText(clue.text, SYNC);
    const shown = await board.locator("body").innerText();
    for (const text of [secret.answer, ...secret.alternatives]) {
      expect(shown, `"${text}" is on the board before the reveal`).not.toMatch(wholeWords(text));
    }
    const boardJson = await (await board.request.get(`/api/games/${screens.gameId}?as=board`)).text();
    expect(boardJson, "the board's data holds the answer before the reveal").not.toContain(JSON.stringify(secret.answer));
  } else if (phase === "draw-card" && view.game.lastDraw?.card) {
    await expect(board.locator("[data-board-draw-card]")).toContainText(view.game.lastDraw.card.title, SYNC);
  } else if (phase === "turn-start" && view.game.reveal) {
    await expect(board.locator("[data-board-answer]")).toHaveText(view.game.reveal.answer, SYNC);
  }
  if (!checkChips) return;
  for (const team of view.game.teams) {
    await expect(board.locator(`[data-team-points='${team.id}']`)).toHaveText(String(team.points), SYNC);
    await expectChips(board.locator(`[data-team-chips='${team.id}'] [data-chip-stacks]`), team);
  }
}

/** The fewest chips for the points; each pile is labelled with its count, and value × count adds up to the points. */
async function expectChips(stacks: Locator, team: { name: string; points: number }): Promise<void> {
  await expect(stacks).toHaveAttribute("data-chips", fewestChips(team.points));
  const piles = await stacks.locator("[data-chip-pile]").evaluateAll((elements) =>
    elements.map((pile) => ({
      value: Number(pile.querySelector("svg text")?.textContent ?? 0),
      count: Number(pile.getAttribute("data-count")),
      label: pile.querySelector("[data-chip-count]")?.textContent ?? "",
    })),
  );
  for (const pile of piles.filter((entry) => entry.count > 0)) {
    expect(pile.label, `${team.name}'s pile of ${pile.value}s says how many chips it holds`).toBe(`×${pile.count}`);
  }
  expect(
    piles.reduce((sum, pile) => sum + pile.value * pile.count, 0),
    `${team.name}'s chips add up to its points`,
  ).toBe(team.points);
}

async function checkConsole(screens: Screens, view: PlayingModeratorView): Promise<void> {
  const waiting = view.game.waitingFor;
  if (waiting?.role === "team")
    await expect(screens.moderator.getByText(`Waiting for ${teamName(view, waiting.teamId)}`)).toBeVisible(SYNC);
  else if (waiting?.role === "moderator") await expect(screens.moderator.getByText("Your call: judge the answer")).toBeVisible(SYNC);
}

// ---- Playing one move on the screen that makes it --------------------------------------------

async function play(screens: Screens, view: PlayingModeratorView, move: Move): Promise<void> {
  if (move.type === "judge") {
    const pending = view.game.secret?.pendingAnswer;
    if (!pending?.text) throw new Error("Nothing typed to judge");
    const console_ = screens.moderator;
    await expect(console_.getByText(`“${pending.text}”`)).toBeVisible(SYNC);
    await expect(console_.getByText(move.correct ? /Matches the answer$/ : /No match$/)).toBeVisible();
    await console_.getByRole("button", { name: move.correct ? /^Correct/ : /^Incorrect/ }).click();
    return;
  }
  const phone = phoneOf(screens, move.teamId).page;
  const button = (name: string | RegExp) => phone.getByRole("button", typeof name === "string" ? { name, exact: true } : { name });
  switch (move.type) {
    case "spin":
      return button("Spin").click();
    case "useDrawCard":
      return move.opponentId
        ? button(new RegExp(`^Bid against .*${teamName(view, move.opponentId)}`)).click()
        : button(/^(Keep this card for later|Do what the card says)$/).click();
    case "nextClue":
      return button(/^Next clue/).click();
    case "sell":
      return button(/^Sell(?!\s*to)/).click();
    case "offerToBuy":
      return button(/^Offer to buy/).click();
    case "acceptOffer":
      await expect(screens.board.locator("[data-board-sale]")).toContainText(teamName(view, move.buyerId), SYNC);
      return button(new RegExp(`^Sell to .*${teamName(view, move.buyerId)}`)).click();
    case "pass":
      return button("Pass").click();
    case "bid":
      return button(`Bid ${move.clues} clue${move.clues === 1 ? "" : "s"}`).click();
    case "stopBidding":
      return button(/^Stop bidding/).click();
    case "answer": {
      const text = move.correct ? await answerFromModeratorScreen(screens.moderator, view) : WRONG_ANSWER;
      await phone.getByLabel("Your answer").fill(text);
      await button("Send").click();
      await expect(phone.getByText(`✓ Sent: “${text}” — waiting for the moderator`)).toBeVisible(SYNC);
      return;
    }
  }
}

/**
 * A student arrives after the start: the phone joins with the code and waits without a team; the
 * moderator places them from the console's player list; the phone then shows that team's screen.
 */
async function placeLateJoiner(screens: Screens, page: Page, code: string, student: string, teamId: string): Promise<Phone> {
  await page.goto("/join");
  await page.getByLabel("Game code").fill(code);
  await page.getByLabel("Your name").fill(student);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.waitForURL(`**/play/${screens.gameId}`);
  await expect(page.locator("[data-phone-no-team]")).toContainText("not on a team yet", SYNC);
  const waiting = screens.moderator.locator("[data-console-waiting]");
  await expect(waiting).toContainText(student, SYNC);
  await waiting.getByLabel(`Move ${student} to`).selectOption(teamId);
  await expect(waiting).toHaveCount(0, SYNC);
  const view = await moderatorView(screens);
  const team = teamName(view, teamId);
  expect(view.teams.find((candidate) => candidate.id === teamId)?.players.map((player) => player.name)).toContain(student);
  await expect(page.locator("header")).toContainText(team, SYNC);
  await expect(page.getByText(`You: ${student}`)).toBeVisible();
  return { page, student, teamId, teamName: team };
}

/**
 * A phone lost its join key (a flat battery, cleared cookies): the student types her name on a
 * borrowed phone, asks for her seat, and the console says yes. She plays on from the new phone,
 * still one student on the list; the old phone's key no longer opens the game.
 */
async function reclaimSeat(screens: Screens, phone: Phone, code: string, page: Page): Promise<Phone> {
  await page.goto(`/join?code=${code}`);
  await page.getByLabel("Your name").fill(phone.student);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await page.getByRole("button", { name: `I am ${phone.student}: ask my teacher for my seat` }).click();
  await page.waitForURL("**/join/waiting?**", SYNC);
  const request = screens.moderator.getByRole("region", { name: "Students asking for their seat" });
  await request.getByRole("button", { name: `Yes, give ${phone.student} the seat` }).click();
  await expect(request).toHaveCount(0, SYNC);
  await page.waitForURL(`**/play/${screens.gameId}`, SYNC);
  await expect(page.locator("header")).toContainText(phone.teamName, SYNC);
  await expect(page.getByText(`You: ${phone.student}`)).toBeVisible(SYNC);
  await phone.page.reload();
  await phone.page.waitForURL(/\/join/, SYNC);
  const view = await moderatorView(screens);
  const everyone = [...view.teams.flatMap((team) => team.players), ...view.unassigned];
  expect(everyone.filter((player) => player.name === phone.student)).toHaveLength(1);
  return { ...phone, page };
}

/** A student reloads mid-game: same seat, same name, same team, still one player on the moderator's list. */
async function reloadPhone(screens: Screens, phone: Phone, playerIds: Map<string, string>): Promise<void> {
  await phone.page.reload();
  await expect(phone.page.getByText(`You: ${phone.student}`)).toBeVisible(SYNC);
  await expect(phone.page.locator("header")).toContainText(phone.teamName);
  const view = await moderatorView(screens);
  const everyone = [...view.teams.flatMap((team) => team.players), ...view.unassigned];
  expect(everyone.map((player) => player.name).sort()).toEqual([...STUDENTS].sort());
  expect(view.teams.find((team) => team.id === phone.teamId)?.players).toEqual([{ id: playerIds.get(phone.student), name: phone.student }]);
  const card = screens.moderator.getByRole("listitem").filter({ hasText: phone.teamName }).filter({ hasText: "phones online" });
  await expect(card).toContainText(/\d\/1 phones online/);
}

test("[SCREENS] a whole game on the console, the board and four phones, with every turn type, from creation to a winner", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const expected = simulatedGame();
  expect(
    coversEveryTurnType(expected),
    `seed ${SEED} no longer meets every turn type: run tests/browser/support/find-full-game-seed.ts`,
  ).toBe(true);

  const opened: { label: string; page: Page }[] = [];
  const traffic = new ScreenTraffic();
  const open = async (label: string, options: Parameters<Browser["newContext"]>[0]) => {
    const page = await newScreen(browser, options);
    opened.push({ label, page });
    traffic.watch(page, label);
    return page;
  };
  try {
    const moderator = await open("console", { viewport: MODERATOR_SIZE });
    const { gameId, code } = await createGameOnConsole(moderator);

    // Reduced motion: the wheel lands at once, so the board shows each card without a 3 s spin.
    const board = await open("board", { viewport: BOARD_SIZE, reducedMotion: "reduce" });
    await board.goto(`/board/${gameId}`);
    await expect(board.locator("[data-board-code]")).toHaveText(code);

    const phones: Phone[] = [];
    for (const [index, student] of STUDENTS.entries()) {
      const team = FULL_GAME_TEAMS[index]!;
      const page = await open(student, { viewport: PHONE_SIZE, isMobile: true, hasTouch: true });
      await joinOnPhone(page, gameId, code, student, team.name);
      await expect(moderator.getByRole("region", { name: team.name }).getByText(student, { exact: true })).toBeVisible();
      phones.push({ page, student, teamId: `t${index + 1}`, teamName: team.name });
    }
    const screens: Screens = { gameId, moderator, board, phones };
    const lobby = await roomView(screens);
    const playerIds = new Map(lobby.teams.flatMap((team) => team.players.map((player) => [player.name, player.id] as const)));
    expect(lobby.teams.map((team) => [team.id, team.name])).toEqual(phones.map((phone) => [phone.teamId, phone.teamName]));

    await moderator.getByRole("button", { name: "Start game" }).click();

    let memory = newPolicyMemory();
    const played: Move[] = [];
    const seenTurnTypes = new Set<string>();
    let reloaded = false;
    let lateJoined = false;
    let reclaimed = false;
    let lastPoints = "";
    let view = await moderatorView(screens);
    for (let step = 0; step < expected.moves.length + 5; step++) {
      const points = JSON.stringify(view.game.teams.map((team) => team.points));
      await checkBoard(screens, view, seenTurnTypes, points !== lastPoints);
      lastPoints = points;
      await checkPhones(screens, view);
      await checkConsole(screens, view);

      const move = nextMove(view, memory);
      if (!move) break;
      if (!reloaded && view.game.phase.type === "turn-start" && view.game.turn?.number === RELOAD_AT_TURN && move.type === "spin") {
        await reloadPhone(screens, phoneOf(screens, move.teamId), playerIds);
        reloaded = true;
        await checkPhones(screens, view);
      }
      if (!lateJoined && view.game.phase.type === "turn-start" && view.game.turn?.number === LATE_JOIN_AT_TURN) {
        const page = await open(LATE_STUDENT, { viewport: PHONE_SIZE, isMobile: true, hasTouch: true });
        screens.phones.push(await placeLateJoiner(screens, page, code, LATE_STUDENT, LATE_TEAM));
        lateJoined = true;
        // The room changed (a join and a move): the game did not, but the version did.
        view = await moderatorView(screens);
        await checkPhones(screens, view);
      }
      if (!reclaimed && view.game.phase.type === "turn-start" && view.game.turn?.number === RECLAIM_AT_TURN) {
        const index = screens.phones.findIndex((phone) => phone.student === "Ben");
        const borrowed = await open("Ben, borrowed phone", { viewport: PHONE_SIZE, isMobile: true, hasTouch: true });
        screens.phones[index] = await reclaimSeat(screens, screens.phones[index]!, code, borrowed);
        reclaimed = true;
        view = await moderatorView(screens);
        await checkPhones(screens, view);
      }
      await play(screens, view, move);
      const before = view.version;
      await expect
        .poll(async () => (view = await moderatorView(screens)).version, { ...SYNC, message: `${JSON.stringify(move)} was accepted` })
        .toBeGreaterThan(before);
      played.push(move);
      memory = remember(memory, move);
    }

    // The same game as the simulation, move for move, and every turn type on the board.
    expect(played).toEqual(expected.moves);
    expect(reloaded).toBe(true);
    expect(lateJoined).toBe(true);
    expect(reclaimed).toBe(true);
    expect([...seenTurnTypes]).toEqual(expect.arrayContaining(EVERY_TURN_TYPE));
    expect(view.game.phase.type).toBe("finished");
    const winnerId = view.game.phase.type === "finished" ? view.game.phase.winnerId : "";
    expect(winnerId).toBe(expected.winnerId);
    expect(Object.fromEntries(view.game.teams.map((team) => [team.id, team.points]))).toEqual(expected.points);
    const winner = teamName(view, winnerId);

    // The board: the winner, and the final standings with chips that add up.
    await expect(board.locator("[data-board-finished]")).toContainText("Winner", SYNC);
    await expect(board.locator("[data-board-finished] [data-team-badge]").first()).toHaveText(new RegExp(winner));
    await expect(board.getByRole("list", { name: "Final standings" }).getByRole("listitem")).toHaveCount(4);
    for (const team of view.game.teams) {
      const row = board.locator(`[data-standing='${team.id}']`);
      await expect(row).toContainText(String(team.points));
      await expectChips(row.locator("[data-chip-stacks]"), team);
    }

    // The phones: the result, and no buttons left.
    for (const phone of screens.phones) {
      if (phone.teamId === winnerId) await expect(phone.page.getByRole("heading", { name: /Your team won!/ })).toBeVisible(SYNC);
      else {
        await expect(phone.page.getByRole("heading", { name: "Game over" })).toBeVisible(SYNC);
        await expect(phone.page.getByText(`${winner} won the game.`)).toBeVisible();
      }
      await expect(phoneControls(phone.page)).toHaveCount(0);
    }

    // The console: the winner and the final standings, best first.
    await expect(moderator.getByRole("heading", { name: `${winner} won the game!` })).toBeVisible(SYNC);
    const standings = moderator.getByRole("list", { name: "Final standings" }).getByRole("listitem");
    const ranked = expectedPlaces(view.game.teams, winnerId);
    await expect(standings).toHaveCount(ranked.length);
    for (const [index, { team, place }] of ranked.entries())
      await expect(standings.nth(index)).toContainText(new RegExp(`${place}.*${team.name}.*${team.points}\\s*points`));

    // Undo reaches the final judgement: the console reopens the finished game; judged again, it ends the same way.
    const finalMove = played.at(-1)!;
    const finishedVersion = view.version;
    await moderator.getByRole("navigation", { name: "Game tools" }).getByRole("button", { name: /^Undo/ }).click();
    await expect.poll(async () => (view = await moderatorView(screens)).version, SYNC).toBeGreaterThan(finishedVersion);
    expect(view.status).toBe("playing");
    expect(view.game.phase.type).not.toBe("finished");
    await expect(board.locator("[data-board-finished]")).toHaveCount(0, SYNC);
    await expect(moderator.getByRole("heading", { name: `${winner} won the game!` })).toHaveCount(0, SYNC);
    await play(screens, view, finalMove);
    await expect.poll(async () => (view = await moderatorView(screens)).game.phase.type, SYNC).toBe("finished");
    expect(view.game.phase.type === "finished" ? view.game.phase.winnerId : "").toBe(expected.winnerId);
    expect(Object.fromEntries(view.game.teams.map((team) => [team.id, team.points]))).toEqual(expected.points);
    await expect(board.locator("[data-board-finished]")).toContainText("Winner", SYNC);
    await expect(moderator.getByRole("heading", { name: `${winner} won the game!` })).toBeVisible(SYNC);

    // The results report: every card played with its answer, where each team's points came from.
    const report = ((await (await moderator.request.get(`/api/games/${gameId}/report`)).json()) as { report: GameReport }).report;
    expect(report.cards.length).toBeGreaterThan(0);
    await expect(moderator.locator("[data-report-card]")).toHaveCount(report.cards.length, SYNC);
    for (const card of report.cards) {
      await expect(moderator.locator(`[data-report-card='${card.number}'] [data-report-answer]`)).toContainText(card.answer);
    }
    for (const team of report.teams) {
      const sum = team.startPoints + Object.values(team.sources).reduce((total, points) => total + points, 0);
      expect(sum, `${team.name}'s points by source add up`).toBe(team.points);
    }
    expect(report.cards.some((card) => card.outcome === "right")).toBe(true);
    const cardsCsv = await moderator.request.get(`/api/games/${gameId}/report?format=cards.csv`);
    expect(cardsCsv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(await cardsCsv.text()).toMatch(/^\uFEFFcard,question,answer,/);
    // A name every object inherits is not one of the report's files: refused with the choices, not a crash.
    expect((await moderator.request.get(`/api/games/${gameId}/report?format=constructor`)).status()).toBe(400);
    await expect(moderator.getByRole("button", { name: "Print the report" })).toBeVisible();

    // Play again with the same teams: the console opens the new lobby, the board follows it, a phone joins it in one tap.
    await moderator.getByRole("button", { name: "Play again with the same teams" }).click();
    await moderator.waitForURL((url) => /\/host\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(gameId), SYNC);
    const nextGameId = moderator.url().split("/").at(-1)!;
    for (const team of FULL_GAME_TEAMS) await expect(moderator.getByRole("region", { name: team.name })).toBeVisible(SYNC);
    await board.waitForURL(`**/board/${nextGameId}`, SYNC);
    const nextCode = ((await moderator.getByRole("banner").locator("span.font-mono").textContent()) ?? "").trim();
    await expect(board.locator("[data-board-code]")).toHaveText(nextCode, SYNC);
    const ana = phoneOf(screens, "t1");
    await ana.page.getByRole("button", { name: `Join the next game as ${ana.student}` }).click();
    await ana.page.waitForURL(`**/play/${nextGameId}`, SYNC);
    await expect(ana.page.getByText(/You are on/)).toContainText(ana.teamName, SYNC);
  } catch (error) {
    // What every screen showed and heard, to tell a screen that fell behind from a wrong screen.
    await test.info().attach("screen traffic", { body: traffic.text(), contentType: "text/plain" });
    for (const { label, page } of opened) {
      const text = await page
        .locator("body")
        .innerText({ timeout: 2_000 })
        .catch(() => "(no text)");
      await test.info().attach(`${label} screen (${page.url()})`, { body: text, contentType: "text/plain" });
    }
    throw error;
  } finally {
    for (const { page } of opened) await page.context().close();
  }
});
