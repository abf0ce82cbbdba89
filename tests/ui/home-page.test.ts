import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import HomePage from "@/app/page";
import { listGames } from "@/lib/games/registry";

describe("[HOME] the home page", () => {
  it("[HOME-1] names every game the app plays, from the registry", () => {
    const html = renderToStaticMarkup(HomePage());
    const listed = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
    expect(listed).toEqual(listGames().map((game) => game.title));
    expect(listed.length).toBeGreaterThanOrEqual(4);
  });
});
