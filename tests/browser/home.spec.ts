import { expect, test } from "@playwright/test";

test("[APP-1] the home page opens and links to the state cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Clue Spin" })).toBeVisible();
  await expect(page.getByRole("link", { name: /State cards/ })).toHaveAttribute("href", "/states");
});
