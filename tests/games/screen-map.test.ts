import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCREEN_GAME_IDS } from "@/app/games/screens";
import { GAME_IDS } from "@/lib/games/registry";

/**
 * [SCREEN-MAP] Screens per game, shells shared: the pages app/host, app/board and app/play (and the
 * shared parts in app/_components) load a game's screens from one map keyed by game id, and never
 * name a game themselves. What the card games share (app/games/_tables) names no game either: each
 * card game's own folder supplies what differs, so a new card game is its folder and a line in the map.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const filesUnder = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

describe("[SCREEN-MAP] one map from a game to its screens", () => {
  it("[SCREEN-MAP-1] every registered game has screens, and the map names no game the registry does not know", () => {
    expect([...SCREEN_GAME_IDS].sort()).toEqual([...GAME_IDS].sort());
  });

  it("[SCREEN-MAP-2] the shells and the shared screen parts name no game", () => {
    const shells = ["app/host", "app/board", "app/play", "app/join", "app/_components"].flatMap(filesUnder);
    const found: string[] = [];
    for (const file of shells) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const id of GAME_IDS) if (text.includes(`"${id}"`)) found.push(`${file}: ${id}`);
      if (/@\/app\/games\/(?!screens"|screen-types")/.test(text)) found.push(`${file}: imports a game's own screens`);
    }
    expect(found).toEqual([]);
  });

  it("[SCREEN-MAP-3] the card games' shared table screens name no game and import no game's module or screens", () => {
    const found: string[] = [];
    for (const file of filesUnder("app/games/_tables")) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const id of GAME_IDS) {
        if (new RegExp(`["'\`]${id}["'\`]`).test(text)) found.push(`${file}: names ${id}`);
        if (new RegExp(`(?:@/lib/games/|@/app/games/|\\.\\./)${id}(?:/|["'])`).test(text)) found.push(`${file}: imports ${id}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("[SCREEN-MAP-4] a game's screens reach their client components only through next/dynamic, so a page's first load carries no game's panels", () => {
    const screenFiles = [...GAME_IDS.map((id) => `app/games/${id}/screens.tsx`), "app/games/_tables/screens.tsx"].filter((file) =>
      fs.existsSync(path.join(root, file)),
    );
    expect(screenFiles.length).toBeGreaterThan(GAME_IDS.length - 1);
    // A context provider of a few lines that every table game's screens share: loading it lazily would save nothing.
    const small = new Set(["app/games/_tables/teach/teach-context.tsx"]);
    const found: string[] = [];
    for (const file of screenFiles) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, from] of text.matchAll(/^import (?!type )[^;]*? from "(\.[^"]+)";/gm)) {
        const target = [".tsx", ".ts"].map((ext) => path.join(path.dirname(path.join(root, file)), `${from}${ext}`)).find(fs.existsSync);
        if (!target || small.has(path.relative(root, target))) continue;
        const imported = fs.readFileSync(target, "utf8");
        if (!/^"use client";/m.test(imported)) continue;
        const lazyOnly =
          /from "next\/dynamic";/.test(imported) &&
          [...imported.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gm)].every(
            ([, m]) => m === "next/dynamic" || m === "@/app/games/hydrate-apart",
          );
        if (!lazyOnly)
          found.push(
            `${file} imports the client module ${from} directly: load it with next/dynamic (see app/games/border-zap/lazy-parts.tsx)`,
          );
      }
    }
    expect(found).toEqual([]);
  });
});
