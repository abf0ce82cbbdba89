import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ShownClue } from "@/app/games/state-iq/siq-parts";
import { flagAssetId, flagSvg } from "@/lib/content/flags";
import type { StateIqBoardView, StateIqTeamView } from "@/lib/games/state-iq/views";
import { flagPicture } from "@/lib/server/flag-pictures";
import { actor, rigged, toGuessing, type SiqTable } from "../games/state-iq/siq-support";

/**
 * The flag clue end to end but for the browser: the engine's views name the picture by its asset id,
 * the screen draws exactly that picture and nothing else (the cut-out card), and the route serves
 * that id with the reviewed picture. The route's own headers and refusals: [FLAGS-ROUTE-*].
 */
const lastClue = (table: SiqTable) => (table.board() as StateIqBoardView).rounds.at(-1)?.guesses.at(-1)?.clue;

describe("State IQ's flag clue on screen", () => {
  it("[SIQ-FLAG-UI-1] a chosen flag is drawn as its picture alone, by an id the route serves with Texas's reviewed picture", () => {
    const table = rigged({ hidden: ["NY", "TX"], power: "P06", clues: ["IQ03"], first: 0 });
    toGuessing(table);
    const asking = (table.team("red") as StateIqTeamView).asking?.map((option) => option.option) ?? [];
    if (!asking.includes("flag")) throw new Error(`the rigged table asks ${asking.join(", ")}: pick a Power card that starts with B`);
    table.run(actor(0), { type: "askClue", option: "flag" });
    const clue = lastClue(table);
    if (!clue) throw new Error("no clue shown");
    for (const size of ["board", "phone"] as const) {
      const html = renderToStaticMarkup(createElement(ShownClue, { clue, size }));
      expect(html).toContain(`src="/api/flags/${flagAssetId("TX")}"`);
      expect(html).toContain("data-flag-clue");
      // The cut-out card: the picture alone, no words of the card beside it.
      expect(html.replace(/<[^>]*>/g, "").trim()).toBe("");
      expect(html).not.toMatch(/Texas|\bTX\b|Lone Star|Austin/);
    }
    const served = flagPicture(flagAssetId("TX"), null);
    expect(served.status).toBe(200);
    expect(served.body.toString("utf8")).toBe(flagSvg("TX"));
  });
});
