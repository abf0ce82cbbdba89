import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

/** The source of truth the page must reflect (read directly, not through the app's code). */
interface StateRow {
  name: string;
  code: string;
  capital: string;
  statehood: { rank: number; date: string; president: string | null };
  area: { sqMi: number; waterPct: number; rank: number };
  population: { census2010: number; census2020: number; rank: number };
  electoralVotes: number;
  nickname: string;
  flower: string;
  bird: string;
  topCities: string[];
  borders: string[];
  cornerTouches: string[];
  timeZones: string[];
}

const STATE_ROWS: StateRow[] = JSON.parse(fs.readFileSync(new URL("../../content/states.json", import.meta.url), "utf8"));
const rowByCode = new Map(STATE_ROWS.map((row) => [row.code, row]));
const row = (code: string): StateRow => {
  const found = rowByCode.get(code);
  if (!found) throw new Error(`content/states.json has no ${code}`);
  return found;
};

function ordinalOf(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}

const visibleCards = (page: Page) => page.locator("article[data-state-card]:visible");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the cards" });
const countStatus = (page: Page) => page.getByRole("status");

/** What a card shows, read from its DOM. */
async function readCard(card: Locator) {
  return card.evaluate((article) => {
    const one = (selector: string) => article.querySelector(selector);
    const text = (selector: string) => one(selector)?.textContent.replace(/\s+/g, " ").trim() ?? null;
    const value = (selector: string) => one(selector)?.getAttribute("value") ?? null;
    const all = (selector: string) => [...article.querySelectorAll(selector)];
    const highlights = all("svg [data-highlighted-state]");
    return {
      heading: text("h2"),
      nickname: text("header p"),
      code: text('[data-field="code"]'),
      capital: text('dd[data-field="capital"]'),
      statehood: text('dd[data-field="statehood"]'),
      statehoodDate: one('dd[data-field="statehood"] time')?.getAttribute("datetime") ?? null,
      president: text('dd[data-field="president"]'),
      area: text('dd[data-field="area"]'),
      areaValues: all('dd[data-field="area"] data').map((element) => element.getAttribute("value")),
      population: text('dd[data-field="population"]'),
      census2020: value('[data-field="census2020"]'),
      census2010: value('[data-field="census2010"]'),
      census2020Text: text('[data-field="census2020"]'),
      electoralVotes: value('dd[data-field="electoral-votes"] data'),
      flower: text('dd[data-field="flower"]'),
      bird: text('dd[data-field="bird"]'),
      topCities: all('dd[data-field="top-cities"] li').map((li) => li.textContent.trim()),
      borderCodes: all("[data-border]").map((li) => li.getAttribute("data-border")),
      borderNames: all("[data-border]").map((li) => li.textContent.trim()),
      cornerCodes: all("[data-corner-touch]").map((li) => li.getAttribute("data-corner-touch")),
      cornerTexts: all("[data-corner-touch]").map((li) => li.textContent.trim()),
      bordersText: text('dd[data-field="borders"]'),
      timeZones: one("[data-time-zones]")?.getAttribute("data-time-zones") ?? null,
      timeZoneText: text("[data-time-zones]"),
      highlightedStates: highlights.map((element) => element.getAttribute("data-highlighted-state")),
      highlightHref: highlights[0]?.getAttribute("href") ?? null,
      factLabels: all("dl > dt").map((dt) => dt.textContent.trim()),
    };
  });
}

/** Checks one card against its row of content/states.json. */
async function expectCardMatchesJson(card: Locator, code: string) {
  const expected = row(code);
  const shown = await readCard(card);
  const nameOf = (c: string) => row(c).name;

  expect(shown.heading).toBe(expected.name);
  expect(shown.nickname).toBe(expected.nickname);
  expect(shown.code).toBe(expected.code);
  expect(shown.capital).toBe(expected.capital);
  expect(shown.statehoodDate).toBe(expected.statehood.date);
  expect(shown.statehood).toContain(`${ordinalOf(expected.statehood.rank)} state`);
  if (expected.statehood.president === null) expect(shown.president).toMatch(/none/i);
  else expect(shown.president).toBe(expected.statehood.president);
  expect(shown.areaValues).toEqual([String(expected.area.sqMi), String(expected.area.waterPct)]);
  expect(shown.area).toContain(`${expected.area.sqMi.toLocaleString("en-US")} sq mi`);
  expect(shown.area).toContain(`${ordinalOf(expected.area.rank)} largest`);
  expect(shown.area).toContain(`${expected.area.waterPct}% water`);
  expect(shown.census2020).toBe(String(expected.population.census2020));
  expect(shown.census2010).toBe(String(expected.population.census2010));
  expect(shown.census2020Text).toBe(expected.population.census2020.toLocaleString("en-US"));
  expect(shown.population).toContain(expected.population.census2010.toLocaleString("en-US"));
  expect(shown.population).toContain(ordinalOf(expected.population.rank));
  expect(shown.electoralVotes).toBe(String(expected.electoralVotes));
  expect(shown.flower).toBe(expected.flower);
  expect(shown.bird).toBe(expected.bird);
  expect(shown.topCities).toEqual(expected.topCities);
  expect([...shown.borderCodes].sort()).toEqual([...expected.borders].sort());
  expect([...shown.borderNames].sort()).toEqual(expected.borders.map(nameOf).sort());
  expect([...shown.cornerCodes].sort()).toEqual([...expected.cornerTouches].sort());
  for (const [index, cornerCode] of shown.cornerCodes.entries()) {
    expect(shown.cornerTexts[index]).toContain(nameOf(cornerCode!));
    expect(shown.cornerTexts[index]).toMatch(/corner/i);
  }
  if (expected.borders.length === 0 && expected.cornerTouches.length === 0) expect(shown.bordersText).toMatch(/none/i);
  expect(shown.timeZones).toBe(expected.timeZones.join(","));
  for (const zone of expected.timeZones) expect(shown.timeZoneText).toContain(zone);
  // The map highlights exactly this state, drawn from the shared outline of the same code.
  expect(shown.highlightedStates).toEqual([expected.code]);
  expect(shown.highlightHref).toBe(`#us-map-state-${expected.code}`);
}

test.describe("/states", () => {
  test("[STATES-1] the page lists all 50 state cards, each with an h2, in statehood order, and says 50 of 50", async ({ page }) => {
    await page.goto("/states");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visibleCards(page)).toHaveCount(50);
    await expect(page.locator("article[data-state-card] h2")).toHaveCount(50);
    for (const state of STATE_ROWS) await expect(page.getByRole("article", { name: state.name, exact: true })).toHaveCount(1);
    await expect(countStatus(page)).toHaveText("50 of 50 states");
    await expect(countStatus(page)).toHaveAttribute("aria-live", "polite");
    const inStatehoodOrder = [...STATE_ROWS].sort((a, b) => a.statehood.rank - b.statehood.rank).map((state) => state.code);
    expect(await visibleCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-state-card")))).toEqual(
      inStatehoodOrder,
    );
    // The outlines are in the page once, however many maps reference them.
    await expect(page.locator("[data-us-map-defs]")).toHaveCount(1);
    await expect(page.locator("svg[data-state-locator]")).toHaveCount(50);
  });

  test("[STATES-2] searching a nickname (Beehive) leaves only Utah, whose card matches content/states.json", async ({ page }) => {
    await page.goto("/states");
    await searchBox(page).fill("Beehive");
    await expect(visibleCards(page)).toHaveCount(1);
    await expect(countStatus(page)).toHaveText("1 of 50 states");
    const card = page.getByRole("article", { name: "Utah" });
    await expect(card).toBeVisible();
    await expectCardMatchesJson(card, "UT");
    await expect(page).toHaveURL(/\?q=Beehive$/);
  });

  test("[STATES-3] searching a city, capital, flower or code finds the state(s) that have it", async ({ page }) => {
    await page.goto("/states");
    // A city that is in exactly one state's top five, chosen from the data rather than hard-coded.
    const cityCounts = new Map<string, number>();
    for (const state of STATE_ROWS) for (const city of state.topCities) cityCounts.set(city, (cityCounts.get(city) ?? 0) + 1);
    const illinois = row("IL");
    const uniqueCity = illinois.topCities.find(
      (city) =>
        cityCounts.get(city) === 1 &&
        !STATE_ROWS.some((s) => s !== illinois && JSON.stringify(s).toLowerCase().includes(city.toLowerCase())),
    );
    expect(uniqueCity, "Illinois should have a top city no other card mentions").toBeDefined();
    await searchBox(page).fill(uniqueCity!);
    await expect(visibleCards(page)).toHaveCount(1);
    await expectCardMatchesJson(page.getByRole("article", { name: "Illinois" }), "IL");

    // A shared city name finds every state that lists it.
    const portlandStates = STATE_ROWS.filter((state) => state.topCities.includes("Portland"))
      .map((state) => state.code)
      .sort();
    await searchBox(page).fill("portland");
    await expect(visibleCards(page)).toHaveCount(portlandStates.length);
    expect((await visibleCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-state-card")))).sort()).toEqual(
      portlandStates,
    );

    const vermont = row("VT");
    await searchBox(page).fill(vermont.capital);
    await expect(page.getByRole("article", { name: vermont.name })).toBeVisible();
    await searchBox(page).fill(vermont.code.toLowerCase());
    await expect(page.getByRole("article", { name: vermont.name })).toBeVisible();

    const hawaii = row("HI");
    await searchBox(page).fill(hawaii.flower.toUpperCase());
    await expect(page.getByRole("article", { name: "Hawaii" })).toBeVisible();

    await searchBox(page).fill("zzz no such place");
    await expect(visibleCards(page)).toHaveCount(0);
    await expect(countStatus(page)).toHaveText("0 of 50 states");

    await searchBox(page).fill("");
    await expect(visibleCards(page)).toHaveCount(50);
  });

  test("[STATES-4] every one of the 50 cards matches its row in content/states.json and highlights its own state", async ({ page }) => {
    await page.goto("/states");
    for (const state of STATE_ROWS) {
      await expectCardMatchesJson(page.locator(`article[data-state-card="${state.code}"]`), state.code);
    }
    // Every highlight points at an outline that exists and has a path.
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll("[data-highlighted-state]")]
        .map((use) => use.getAttribute("href")!)
        .filter((href) => !(document.querySelector(href)?.getAttribute("d") ?? "").startsWith("M")),
    );
    expect(missing).toEqual([]);
  });

  test("[STATES-5] the time-zone band names each zone and a second zone is a dot in that zone's legend colour", async ({ page }) => {
    await page.goto("/states");
    const twoZoneState = STATE_ROWS.find((state) => state.timeZones.length === 2);
    expect(twoZoneState).toBeDefined();
    const [primary, secondary] = twoZoneState!.timeZones as [string, string];
    const legendColour = (zone: string) =>
      page
        .locator("section[aria-labelledby=time-zone-legend] li", { hasText: new RegExp(`^${zone}$`) })
        .locator("span")
        .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
    const band = page.locator(`article[data-state-card="${twoZoneState!.code}"] [data-time-zones]`);
    await expect(band).toContainText(primary);
    await expect(band).toContainText(secondary);
    expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await legendColour(primary));
    const dot = band.locator("span[aria-hidden=true]");
    await expect(dot).toHaveCount(1);
    expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await legendColour(secondary));
    expect(await legendColour(primary)).not.toBe(await legendColour(secondary));
  });

  test("[STATES-6] on a 360×640 phone the cards fit in one column with nothing overflowing sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/states");
    await expect(visibleCards(page)).toHaveCount(50);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
        })
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
    );
    expect(tooWide).toEqual([]);
    const lefts = await visibleCards(page).evaluateAll(
      (cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size,
    );
    expect(lefts).toBe(1);
  });

  test("[STATES-7] on a 1920×1080 projector the cards sit in several columns with large headings", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto("/states");
    const columns = await visibleCards(page).evaluateAll(
      (cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size,
    );
    expect(columns).toBeGreaterThanOrEqual(3);
    const headingPx = await page
      .getByRole("heading", { level: 2, name: "Utah" })
      .evaluate((h2) => parseFloat(getComputedStyle(h2).fontSize));
    expect(headingPx).toBeGreaterThanOrEqual(28);
    const factPx = await page
      .locator('article[data-state-card="UT"] dd[data-field="capital"]')
      .evaluate((dd) => parseFloat(getComputedStyle(dd).fontSize));
    expect(factPx).toBeGreaterThanOrEqual(18);
  });

  test("[STATES-8] sorting reorders the cards (name A to Z, most populous first)", async ({ page }) => {
    await page.goto("/states");
    const order = () => visibleCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-state-card")));
    await page.getByLabel("Sort by").selectOption("name");
    expect(await order()).toEqual([...STATE_ROWS].sort((a, b) => a.name.localeCompare(b.name, "en")).map((state) => state.code));
    await page.getByLabel("Sort by").selectOption("population");
    expect(await order()).toEqual([...STATE_ROWS].sort((a, b) => a.population.rank - b.population.rank).map((state) => state.code));
  });

  test("[STATES-9] without JavaScript all 50 cards show, and the search form filters on the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/states");
    await expect(visibleCards(page)).toHaveCount(50);
    await expect(page.locator('[data-state-card="RI"] [data-small-state-marker="RI"]')).toHaveCount(1);
    await searchBox(page).fill("beehive");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/q=beehive/);
    await expect(visibleCards(page)).toHaveCount(1);
    await expectCardMatchesJson(page.getByRole("article", { name: "Utah" }), "UT");
    await context.close();
  });

  test("[STATES-10] keyboard users reach the search box, and axe finds no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/states");
    await expect(visibleCards(page)).toHaveCount(50);
    for (let press = 0; press < 3 && !(await searchBox(page).evaluate((input) => input === document.activeElement)); press += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type("Aloha");
    await expect(visibleCards(page)).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Sort by")).toBeFocused();
    await searchBox(page).fill("");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.help}`)).toEqual([]);
  });
});
