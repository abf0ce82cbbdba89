import { expect, test, type Browser } from "@playwright/test";
import { FIRST_LOAD_LIMIT_KB, gzippedSize } from "@/bench/page-weight";

/**
 * [PAGE-WEIGHT] A phone's first load on school Wi-Fi, and the board's: every script the page asks
 * for until its load event (the page's own, and the panels of the game being played, which load
 * only for that game), each file from the production build gzipped at level 9 as the bench
 * counts it. `/join`, and `/play/<game>` and `/board/<game>` for every game, each at most
 * FIRST_LOAD_LIMIT_KB; the figures print for docs/performance.md. A game page is measured as a
 * phone or a board first opens it, in the room's lobby: a game's own panels (its phone panel,
 * its table drawing) load once its tables play.
 */
const PHONE = { width: 360, height: 640 };

const ROOMS: { game: string; body: Record<string, unknown> }[] = [
  {
    game: "clue-spin",
    body: {
      targetPoints: 55,
      teams: [
        { name: "Owls", colour: "green", players: 0 },
        { name: "Foxes", colour: "orange", players: 0 },
      ],
    },
  },
  { game: "play-the-ranks", body: { game: "play-the-ranks", level: 3 } },
  { game: "border-zap", body: { game: "border-zap" } },
  { game: "combo3-game4", body: { game: "combo3-game4", version: "PTR1" } },
  { game: "border-up", body: { game: "border-up" } },
  { game: "dashing-states", body: { game: "dashing-states" } },
  { game: "state-iq", body: { game: "state-iq" } },
  { game: "chummy-challenge", body: { game: "chummy-challenge" } },
];

async function firstLoad(browser: Browser, url: string): Promise<{ gzipKb: number; files: number }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "script" && pathname.startsWith("/_next/static/")) scripts.push(pathname);
  });
  // Up to the load event: the page's scripts and the preloaded chunks of the panels it shows. After
  // it, Next prefetches the routes the page links to when the browser is idle, which is not this page.
  await page.goto(url, { waitUntil: "load" });
  const loaded = [...scripts];
  await context.close();
  expect(loaded.length, `${url} loaded no script`).toBeGreaterThan(0);
  const { gzipKb, files } = gzippedSize(loaded);
  return { gzipKb, files };
}

test("[PAGE-WEIGHT] first-load JS of /join, and of /play and /board for every game, within the limit", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const figures: string[] = [];
  const over: string[] = [];
  const check = (label: string, weight: { gzipKb: number; files: number }) => {
    const verdict = weight.gzipKb <= FIRST_LOAD_LIMIT_KB ? "within the limit" : `OVER the ${FIRST_LOAD_LIMIT_KB} KB limit`;
    figures.push(`${label.padEnd(30)} ${weight.gzipKb} KB (${weight.files} files), ${verdict}`);
    if (weight.gzipKb > FIRST_LOAD_LIMIT_KB) over.push(`${label}: ${weight.gzipKb} KB, limit ${FIRST_LOAD_LIMIT_KB} KB`);
  };
  check("/join", await firstLoad(browser, "/join"));
  for (const room of ROOMS) {
    const response = await request.post("/api/games", { data: room.body });
    expect(response.status(), await response.text()).toBe(201);
    const { gameId } = (await response.json()) as { gameId: string };
    check(`/play (${room.game})`, await firstLoad(browser, `/play/${gameId}`));
    check(`/board (${room.game})`, await firstLoad(browser, `/board/${gameId}`));
  }
  console.log(`First-load JS, gzipped (limit ${FIRST_LOAD_LIMIT_KB} KB):\n  ${figures.join("\n  ")}`);
  expect(over, "a page's first load is over the limit").toEqual([]);
});
