import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const CARD = {
  question: "Which river am I?",
  answer: "Columbia River",
  alternatives: ["The Columbia", "Columbia"],
  clues: [
    "I begin in the Canadian Rockies",
    "Grand Coulee Dam is on me",
    "Lewis and Clark reached the Pacific along me",
    'The Snake River joins me, "the" big one',
    "=1+1 is not a formula here",
    "I form most of the border between Washington and Oregon",
  ],
};

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createDeckInUi(page: Page, name: string) {
  await page.getByLabel("New deck name").fill(name);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Deck “${name}” created`);
  await expect(page).toHaveURL(/\?deck=[0-9a-f-]{36}$/);
}

async function fillCard(page: Page, card: typeof CARD) {
  const dialog = page.getByRole("dialog", { name: /card/ });
  await dialog.getByLabel("Question").fill(card.question);
  await dialog.getByLabel("Answer", { exact: true }).fill(card.answer);
  await dialog.getByLabel(/^Also accept/).fill(card.alternatives.join("\n"));
  for (const [index, clue] of card.clues.entries()) await dialog.getByLabel(new RegExp(`^Clue ${index + 1} `)).fill(clue);
}

/** A card as the list shows it, read from the DOM. */
async function shownCards(page: Page) {
  return page.locator("[data-card-id]").evaluateAll((items) =>
    items.map((item) => ({
      question: item.querySelector("[data-card-question]")?.textContent ?? "",
      answer: item.querySelector("[data-card-answer]")?.textContent ?? "",
      clues: [...item.querySelectorAll("[data-card-clue] > span:last-child")].map((clue) => clue.textContent),
    })),
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.help}`)).toEqual([]);
}

test.describe("/decks", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("[DECKS-UI-1] a card made in the editor survives export to CSV and import into a new deck unchanged", async ({ page }) => {
    await page.goto("/decks");
    const name = unique("Rivers");
    await createDeckInUi(page, name);

    await page.getByRole("button", { name: "New card" }).click();
    const dialog = page.getByRole("dialog", { name: "New card" });
    await expect(dialog).toBeVisible();
    await fillCard(page, CARD);

    // The preview is the board's card: question, six clues worth 10 … 5, answer hidden until revealed.
    const preview = dialog.locator("[data-card-preview]");
    await expect(preview.locator("[data-preview-question]")).toHaveText(CARD.question);
    for (const [index, clue] of CARD.clues.entries()) await expect(preview.locator(`[data-preview-clue="${index + 1}"]`)).toHaveText(clue);
    await expect(preview.locator("li")).toHaveText(
      [10, 9, 8, 7, 6, 5].map((points, index) => new RegExp(`Clue ${index + 1}\\s*${points}`)),
    );
    await expect(preview.locator("[data-preview-answer]")).toBeHidden();
    await preview.getByRole("button", { name: "Reveal answer" }).click();
    await expect(preview.locator("[data-preview-answer]")).toHaveText(CARD.answer);
    await expect(dialog.getByText("Ready to save")).toBeVisible();

    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toContainText(`Card “${CARD.answer}” added`);
    expect(await shownCards(page)).toEqual([{ question: CARD.question, answer: CARD.answer, clues: CARD.clues }]);
    await expect(page.locator("[data-deck-count]")).toHaveText("1 card");

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^rivers-[a-z0-9]+\.csv$/);
    const csvPath = await download.path();
    const csv = fs.readFileSync(csvPath, "utf8");
    expect(csv).toContain("'=1+1 is not a formula here");

    const copyName = unique("Copy of rivers");
    await createDeckInUi(page, copyName);
    await page.locator("[data-import-input]").setInputFiles({ name: "rivers.csv", mimeType: "text/csv", buffer: fs.readFileSync(csvPath) });
    await expect(page.getByRole("status")).toContainText("Imported 1 card from “rivers.csv”");
    expect(await shownCards(page)).toEqual([{ question: CARD.question, answer: CARD.answer, clues: CARD.clues }]);

    // The stored card, not just its rendering, is the same, alternatives included.
    const deckId = new URL(page.url()).searchParams.get("deck");
    const stored = await (await page.request.get(`/api/decks/${deckId}`)).json();
    expect(stored.cards.map(({ id: _id, ...card }: { id: string }) => card)).toEqual([CARD]);
    await expect(page.getByRole("button", { name: new RegExp(`^${copyName}\\s*1 card$`) })).toHaveAttribute("aria-current", "true");
  });

  test("[DECKS-UI-2] a file with problems imports nothing and lists each problem's row, field and reason; card text is never HTML", async ({
    page,
  }) => {
    await page.goto("/decks");
    await createDeckInUi(page, unique("Problems"));
    const file = [
      "question,answer,alternatives,clue1,clue2,clue3,clue4,clue5,clue6",
      "Which river am I?,<b>Yukon</b>,,I am cold,I reach the Bering Sea,I cross Alaska,I begin in Canada,I had a gold rush,<img src=x onerror=window.hacked=1>",
      "Which river am I?,Ohio,,=cmd|' /C calc'!A0,b,c,d,e,f",
      "Which river am I?,Snake,,I am the Snake,b,c,d,e,f",
    ].join("\r\n");
    await page.locator("[data-import-input]").setInputFiles({ name: "rivers.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    const panel = page.locator("[data-import-problems]");
    await expect(panel.getByRole("heading", { name: "Nothing was imported from “rivers.csv”" })).toBeFocused();
    const rows = await panel
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(rows).toEqual([
      ["3", "Clue 1", expect.stringMatching(/formula/)],
      ["4", "Clue 1", "The answer appears in clue 1."],
    ]);
    await expect(page.locator("[data-deck-count]")).toHaveText("0 cards");
    await panel.getByRole("button", { name: "Dismiss" }).click();

    // Fix the file: HTML in a card is shown as the characters typed.
    await page
      .locator("[data-import-input]")
      .setInputFiles({ name: "fixed.csv", mimeType: "text/csv", buffer: Buffer.from(file.split("\r\n").slice(0, 2).join("\r\n")) });
    await expect(page.getByRole("status")).toContainText("Imported 1 card");
    await expect(page.locator("[data-card-answer]")).toHaveText("<b>Yukon</b>");
    await expect(page.locator("[data-card-id] b, [data-card-id] img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  });

  test("[DECKS-UI-3] search, edit with live checks, rename, and deletes that ask first", async ({ page }) => {
    await page.goto("/decks");
    const name = unique("Lakes");
    await createDeckInUi(page, name);
    const deckId = new URL(page.url()).searchParams.get("deck");
    for (const [answer, clue] of [
      ["Lake Superior", "I hold a tenth of the world's fresh surface water"],
      ["Great Salt Lake", "Brine shrimp live in me"],
      ["Crater Lake", "I fill a volcano's caldera"],
    ]) {
      const body = {
        question: "Which lake am I?",
        answer,
        alternatives: [],
        clues: [clue, "b clue", "c clue", "d clue", "e clue", "f clue"],
      };
      expect((await page.request.post(`/api/decks/${deckId}/cards`, { data: body })).status()).toBe(201);
    }
    await page.reload();
    const search = page.getByRole("searchbox", { name: "Search cards" });
    await search.fill("shrimp");
    await expect(page.locator("[data-card-answer]")).toHaveText(["Great Salt Lake"]);
    await expect(page.locator("[data-search-count]")).toHaveText("1 of 3 cards");
    await search.fill("crater");
    await expect(page.locator("[data-card-answer]")).toHaveText(["Crater Lake"]);
    await search.fill("");

    // Editing: naming the answer in a clue is flagged as you type, and saving is refused until fixed.
    await page.getByRole("button", { name: "Edit card Crater Lake" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit card" });
    const clue2 = dialog.getByLabel(/^Clue 2 /);
    await clue2.fill("Crater Lake is in Oregon");
    await expect(clue2).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("The answer appears in clue 2.")).toBeVisible();
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog).toBeVisible();
    await clue2.fill("I am in Oregon");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-card-clue="2"]').nth(2)).toContainText("I am in Oregon");

    await page.getByRole("button", { name: "Rename" }).click();
    const renamed = unique("Lakes of the West");
    await page.getByLabel("Deck name", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { level: 2, name: renamed })).toBeVisible();

    await page.getByRole("button", { name: "Delete card Great Salt Lake" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this card?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(page.locator("[data-card-answer]")).toHaveCount(3);
    await page.getByRole("button", { name: "Delete card Great Salt Lake" }).click();
    await confirm.getByRole("button", { name: "Delete card" }).click();
    await expect(page.locator("[data-card-answer]")).toHaveText(["Lake Superior", "Crater Lake"]);

    await page.getByRole("button", { name: "Delete deck" }).click();
    await page.getByRole("dialog", { name: "Delete this deck?" }).getByRole("button", { name: "Delete deck" }).click();
    await expect(page.getByRole("status")).toContainText(`Deck “${renamed}” deleted`);
    expect((await page.request.get(`/api/decks/${deckId}`)).status()).toBe(404);
  });

  test("[DECKS-UI-4] keyboard users can make a card, and axe finds no WCAG A/AA violations on the page or in the card dialog", async ({
    page,
  }) => {
    await page.goto("/decks");
    await createDeckInUi(page, unique("Keyboard"));
    await expectNoAxeViolations(page);
    const newCard = page.getByRole("button", { name: "New card" });
    await newCard.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New card" });
    await expect(dialog).toBeVisible();
    // Focus starts inside the dialog and Tab stays there.
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(newCard).toBeFocused();
  });
});
