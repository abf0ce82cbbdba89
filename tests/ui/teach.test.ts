import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import statesJson from "@/content/states.json";
import { borderZapTeach } from "@/app/games/border-zap/teach";
import { borderUpTeach } from "@/app/games/border-up/teach";
import { chummyTeach } from "@/app/games/chummy-challenge/teach";
import { combo3Game4Teach } from "@/app/games/combo3-game4/teach";
import { dashingTeach } from "@/app/games/dashing-states/teach";
import { playTheRanksTeach } from "@/app/games/play-the-ranks/teach";
import { stateIqTeach } from "@/app/games/state-iq/teach";
import type { TeachContent, TeachTerm } from "@/app/games/teach-content";
import { TIP_MAX_CHARS, tipsOf } from "@/app/games/_tables/teach/phone-teach";
import { ZAP_DEAL, ZAP_HAND, ZAP_TRICKS } from "@/lib/games/border-zap/battle";
import { COMBO_FIRST_BASE_TRICKS, comboResultPoints } from "@/lib/games/combo3-game4/engine";
import { TRICKS_PER_BATTLE } from "@/lib/games/play-the-ranks/battle";
import { LEVEL_FIRST_BASE_TRICKS } from "@/lib/games/play-the-ranks/engine";
import { GAME_IDS, gameModule } from "@/lib/games/registry";
import { BASES, CLUE_ORDERS } from "@/lib/games/trick-kit/power-cards";
import { MATCH_TARGET_POINTS } from "@/lib/games/trick-kit/scoring";

/**
 * [TEACH] What the card games teach (each game's teach.ts): every word their screens show is in the
 * glossary, the examples are the real cards, and the numbers are the engines'.
 */
const TEACH: Record<string, TeachContent> = {
  "play-the-ranks": playTheRanksTeach,
  "border-zap": borderZapTeach,
  "combo3-game4": combo3Game4Teach,
  "border-up": borderUpTeach,
  "dashing-states": dashingTeach,
  "state-iq": stateIqTeach,
  "chummy-challenge": chummyTeach,
};
const CARD_GAMES = Object.keys(TEACH);
/** Card games at tables that play no tricks (races): the trick screens never show them. */
const GAMES_WITHOUT_TRICKS = new Set(["border-up", "dashing-states", "state-iq", "chummy-challenge"]);

const root = join(import.meta.dirname, "../..");
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)teach(\.ts|\/)/.test(file))
    .map((file) => join(folder, file));

/** Attributes whose values are never read by a student (styles, ids, keys, addresses, test hooks). */
const NOT_TEXT_ATTRIBUTES =
  /^(className|key|id|href|type|role|name|htmlFor|src|style|tone|size|mode|edge|d|viewBox|fill|stroke|aria-(?:live|haspopup|hidden|labelledby|controls|pressed|current)|data-.*)$/;

/** A string of Tailwind classes (kept in constants and conditionals, not only in className). */
const CLASS_LIST =
  /(?:^|[\s"'`])(?:[a-z-]+:)*-?(?:text|bg|px|py|p[tblrxy]?|m[tblrxy]?|gap|rounded|font|border|ring|w|h|min-[wh]|max-[wh]|grid-cols|items|justify|shadow|leading|tracking|size|outline)-[\w[\]./#%-]+(?=[\s"'`]|$)/;

/**
 * Every piece of text a screen may show, from a source file: JSX text and the string and template
 * literals that are not code (module names, attributes like className, compared values, object keys).
 */
function shownTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const inNonTextAttribute = (node: ts.Node): boolean => {
    // The source file's node has no parent (typed as always having one).
    for (let at = node.parent as ts.Node | undefined; at !== undefined; at = at.parent as ts.Node | undefined)
      if (ts.isJsxAttribute(at)) return NOT_TEXT_ATTRIBUTES.test(at.name.getText(source));
    return false;
  };
  const isCode = (node: ts.Node): boolean => {
    const parent = node.parent;
    if (inNonTextAttribute(node) || CLASS_LIST.test(node.getText(source))) return true;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
    if (ts.isJsxAttribute(parent) && NOT_TEXT_ATTRIBUTES.test(parent.name.getText(source))) return true;
    if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) && NOT_TEXT_ATTRIBUTES.test(parent.parent.name.getText(source)))
      return true;
    if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText(source))) return true;
    if (ts.isCaseClause(parent) || ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
    if (
      ts.isCallExpression(parent) &&
      /\b(?:includes|startsWith|endsWith|test|getElementById|querySelector\w*|addEventListener)$/.test(parent.expression.getText(source))
    )
      return true;
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) texts.push(node.getText(source));
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCode(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node) && !isCode(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" … "));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The card games' own vocabulary: a word here that a screen shows must be explained in that game's glossary. */
const GAME_WORDS = [
  "trick",
  "lead",
  "follow",
  "battle",
  "base",
  "category",
  "announce",
  "face-down",
  "face-up",
  "discard",
  "trade",
  "zap",
  "protected",
  "bonus",
  "Power card",
  "Cards Team",
  "Call Team",
  "Up the BUR",
  "Pull the Power",
  "Pulling the Power",
  "Change the Base",
  "Four Corners",
  "Borders",
  "Statehood",
  "Population",
  "Size",
  "version",
  "first lead",
  "set aside",
];

/**
 * Jargon a screen shows: the vocabulary above, every word in capitals (BUR, PATOS, PTR1) and every
 * word with a capital inside it (GeoStar, GeoPlunging), so a new made-up word cannot slip in unexplained.
 */
function jargonIn(text: string): string[] {
  const found = new Set<string>();
  for (const word of GAME_WORDS) if (new RegExp(`\\b${word}s?\\b`, "i").test(text)) found.add(word);
  for (const match of text.matchAll(/\b[A-Z][A-Z0-9]{1,}\b/g)) found.add(match[0]);
  for (const match of text.matchAll(/\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/g)) found.add(match[0]);
  return [...found];
}

/** Capitals that are not the games' words: units, the census, the teacher's files and keys. */
const NOT_JARGON = new Set(["CSV", "JSON", "QR", "OK", "USA", "US", "ID", "IDs", ...CLUE_ORDERS, ...statesJson.map((state) => state.code)]);
/** A Power card's id ("P07"), shown only in the engines' examples of bad input. */
const POWER_CARD_ID = /^P\d{2}$/;

/** Which games' screens show a word the shared screens write: shared words belong to every card game unless named here. */
const SHARED_WORD_GAMES: Record<string, string[]> = {
  "Cards Team": ["play-the-ranks"],
  "Call Team": ["play-the-ranks"],
  "Up the BUR": ["play-the-ranks"],
  BUR: ["play-the-ranks"],
  "Pull the Power": ["play-the-ranks"],
  "Pulling the Power": ["play-the-ranks"],
  "Change the Base": ["play-the-ranks"],
  GeoStar: ["play-the-ranks"],
  GeoPlunging: ["combo3-game4"],
  trade: ["border-zap", "combo3-game4"],
  zap: ["border-zap", "combo3-game4"],
  "set aside": ["border-zap", "combo3-game4"],
  base: ["play-the-ranks", "combo3-game4"],
  category: ["play-the-ranks", "combo3-game4"],
  protected: ["play-the-ranks", "combo3-game4"],
  "Power card": ["play-the-ranks", "combo3-game4"],
  version: ["combo3-game4"],
  PTR1: ["combo3-game4"],
  PTR2: ["combo3-game4"],
  PTB: ["combo3-game4"],
};

function explains(glossary: readonly TeachTerm[], word: string): boolean {
  const wanted = word.toLowerCase();
  return glossary.some((entry) =>
    [entry.term, ...(entry.also ?? [])].some((name) => {
      const lower = name.toLowerCase();
      return lower === wanted || lower === `${wanted}s` || new RegExp(`\\b${wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower);
    }),
  );
}

describe("[TEACH] the card games teach", () => {
  it("[TEACH-1] every card game at tables has its teaching: slides for about a minute, rules, a glossary and tips", () => {
    const atTables = GAME_IDS.filter((id) => gameModule(id)?.seating === "tables");
    expect(atTables.sort()).toEqual([...CARD_GAMES].sort());
    for (const [game, content] of Object.entries(TEACH)) {
      expect(content.game).toBe(game);
      expect(content.intro.length, game).toBeGreaterThanOrEqual(4);
      expect(content.intro.length, game).toBeLessThanOrEqual(6);
      for (const slide of content.intro) {
        expect(slide.lines.length, `${game}: ${slide.title}`).toBeLessThanOrEqual(4);
        // A line the back row reads in ten seconds, at the board's slide size.
        for (const line of slide.lines) expect(line.length, `${game}: ${line}`).toBeLessThanOrEqual(95);
      }
      expect(content.rules.length).toBeGreaterThan(0);
      expect(content.tips.length).toBeGreaterThanOrEqual(5);
      const names = content.glossary.map((entry) => entry.term.toLowerCase());
      expect(new Set(names).size, `${game}: one entry a term`).toBe(names.length);
    }
  });

  it("[TEACH-2] every word the card screens show (and the engines' sentences they print) has an entry in the game's glossary", () => {
    const missing: string[] = [];
    const check = (files: string[], games: (word: string) => string[]) => {
      for (const file of files)
        for (const text of shownTexts(file))
          for (const word of jargonIn(text)) {
            if (NOT_JARGON.has(word) || POWER_CARD_ID.test(word)) continue;
            for (const game of games(word)) {
              const content = TEACH[game];
              if (content && !explains(content.glossary, word)) missing.push(`${game}: "${word}" (${file}: "${text.trim().slice(0, 80)}")`);
            }
          }
    };
    // The trick games' own vocabulary (app/games/_tables/trick, trick-kit) reaches only their screens.
    const trickOnly = ["app/games/_tables/trick", "lib/games/trick-kit"].flatMap(sources);
    const shared = sources("app/games/_tables").filter((file) => !trickOnly.includes(file));
    check(shared, (word) => SHARED_WORD_GAMES[word] ?? CARD_GAMES);
    check(trickOnly, (word) => SHARED_WORD_GAMES[word] ?? CARD_GAMES.filter((game) => !GAMES_WITHOUT_TRICKS.has(game)));
    for (const game of CARD_GAMES) check([`app/games/${game}`, `lib/games/${game}`].flatMap(sources), () => [game]);
    // Combo 3 plays the two games' battles: their words reach its screens too.
    check(["lib/games/play-the-ranks/battle.ts", "lib/games/border-zap/battle.ts"], (word) =>
      (SHARED_WORD_GAMES[word] ?? []).filter((game) => game === "combo3-game4"),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("[TEACH-3] the example cards on the slides are the real cards: ranks and border states as content/states.json has them", () => {
    const states = statesJson as {
      name: string;
      code: string;
      statehood: { rank: number };
      population: { rank: number };
      area: { rank: number };
      borders: string[];
      cornerTouches: string[];
    }[];
    for (const content of Object.values(TEACH))
      for (const slide of content.intro) {
        if (!slide.card) continue;
        const state = states.find((candidate) => candidate.code === slide.card?.code);
        expect(state?.name).toBe(slide.card.name);
        expect(slide.card.ranks).toEqual({ statehood: state?.statehood.rank, population: state?.population.rank, size: state?.area.rank });
        if (slide.card.borders)
          expect([...slide.card.borders].sort()).toEqual([...(state?.borders ?? []), ...(state?.cornerTouches ?? [])].sort());
      }
  });

  it("[TEACH-4] the numbers the teaching states are the engines' own", () => {
    const all = (content: TeachContent) =>
      [
        ...content.intro.flatMap((slide) => [slide.title, ...slide.lines]),
        ...content.rules.flatMap((section) => section.steps),
        ...content.glossary.map((entry) => entry.meaning),
      ].join("\n");
    const ranks = all(playTheRanksTeach);
    const zap = all(borderZapTeach);
    const combo = all(combo3Game4Teach);
    const bases = `${BASES.slice(0, -1).join(", ")} or ${BASES.at(-1)}`;
    for (const text of [ranks, combo]) expect(text).toContain(bases);
    expect(ranks).toContain(`A battle is ${TRICKS_PER_BATTLE} tricks`);
    expect(ranks).toContain(
      `tricks 1–${LEVEL_FIRST_BASE_TRICKS}, the second one's for tricks ${LEVEL_FIRST_BASE_TRICKS + 1}–${TRICKS_PER_BATTLE}`,
    );
    for (const text of [ranks, zap]) expect(text).toContain(`first team to ${MATCH_TARGET_POINTS.default} points`);
    expect(zap).toContain(`Each team gets ${ZAP_DEAL} cards`);
    expect(zap).toContain(`${ZAP_HAND} cards each`);
    expect(zap).toContain(`A battle is ${ZAP_TRICKS} tricks`);
    expect(combo).toContain(
      `tricks 1–${COMBO_FIRST_BASE_TRICKS}, the second one's for tricks ${COMBO_FIRST_BASE_TRICKS + 1}–${TRICKS_PER_BATTLE}`,
    );
    const points = (bonus: boolean, plunging: [boolean, boolean]) => comboResultPoints(0, bonus, plunging).breakdown;
    expect(combo).toContain(`The winner gets ${points(false, [false, false]).win} points`);
    expect(combo).toContain(`+${points(true, [false, false]).bonus} if it earns the Bonus Points`);
    expect(combo).toContain(
      `+${points(false, [true, false]).geoPlunging} if one team did, +${points(false, [true, true]).geoPlunging} if both did`,
    );
    const most = comboResultPoints(0, true, [true, true]).points[0];
    expect(combo).toContain(`${most} points`);
  });

  it("[TEACH-5] a waiting phone's tips: every tip the game wrote, then its words' first sentences, each short enough for the tip's box; no rule number is shown", () => {
    for (const content of Object.values(TEACH)) {
      const tips = tipsOf(content);
      expect(tips.slice(0, content.tips.length)).toEqual(content.tips);
      expect(tips.length - content.tips.length, `${content.game}: words as tips`).toBeGreaterThanOrEqual(content.glossary.length / 2);
      for (const tip of tips) expect(tip.length, tip).toBeLessThanOrEqual(TIP_MAX_CHARS);
      expect(tips).toContain("Face-up: Lying so that everyone can see it.");
      expect(JSON.stringify(content)).not.toMatch(/\b(?:PTR|BZ|C3|POWER)-\d/);
    }
  });
});
