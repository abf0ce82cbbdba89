import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import flagsJson from "@/content/flags.json";
import {
  DRAWN_FLAGS,
  FLAG_FACTS,
  FLAG_PACKAGE,
  MAX_FLAG_BYTES,
  REVIEWED_PICTURES,
  flagAssetId,
  flagClue,
  flagFacts,
  flagSvg,
  flagSvgByAssetId,
  parseFlags,
  sha256Hex,
} from "@/lib/content/flags";
import { STATES, STATE_CODES, stateByCode } from "@/lib/content/state-data";
import { NEW_YORK_ARMS_LIFT, NOT_FROM_PACKAGE, addNewYorkSecondMotto, removeRhodeIslandFringe, sanitizeSvg } from "@/scripts/import-flags";

const FLAG_DIR = path.join(process.cwd(), "content", "flags");
const DOC = fs.readFileSync(path.join(process.cwd(), "content", "FLAGS.md"), "utf8");
const SOURCES = fs.readFileSync(path.join(process.cwd(), "content", "SOURCES.md"), "utf8");

/**
 * Pictures that must never be shown again: region-flags 1.1.0's own files (as published, and as the
 * import script would strip them) for the flags that changed after the package's pictures were made.
 * Mississippi's is the 1894 flag with the Confederate battle emblem.
 */
const RETIRED_PICTURES: Record<string, string[]> = {
  "Mississippi 1894-2020": [
    "336691d38e3a428e76a2353028d0306956c2f62f8c30de8b7cf28d19f1af8e9e",
    "1c82b04c2742954fe59d9ad16dc6da3cf8597d3eb066d6a2367f7dc39c5acb11",
  ],
  "Minnesota 1957-2024": [
    "5c581080d385733ff1474cc112284d128d8aa2ea826488dd0dc9a3ea556d852b",
    "609dfe0c9fb5f138dbe445b60f9b53da74c1faed88211487c42c613e1a1a211d",
  ],
  "Utah 1913-2024": [
    "e0bf495022f3ff5e1352671d208223c9fe7938afb66a951cda1bda497e9db444",
    "1f0e44dd3c8210ad090a8c9288601df3073466e28897b268e6070fe4965922b3",
  ],
  "New York 1901-2020 (no E PLURIBUS UNUM)": [
    "ab823a3dd9fc7a5e24088e00e365400063421eeea8a2577572151545a91c77cf",
    "7a89a4935f45d7791a48fbc91393e23432584408ef4a489d53e2d0da11cb0ac3",
  ],
};

function fileText(code: string): string {
  return fs.readFileSync(path.join(FLAG_DIR, `${code}.svg`), "utf8");
}

/** The root element's viewBox as numbers, or null. */
function viewBox(svg: string): number[] | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const value = /\sviewBox="([^"]*)"/.exec(root)?.[1];
  return value ? value.split(/[\s,]+/).map(Number) : null;
}

/** Well-formed XML, checked by matching every open tag with its close (the files hold no CDATA). */
function wellFormedProblem(svg: string): string | null {
  const stack: string[] = [];
  const body = svg.replace(/<!--[\s\S]*?-->/g, "").replace(/<\?[\s\S]*?\?>/g, "");
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? "");
    else if (stack.pop() !== name) return `</${name}> closes the wrong element`;
  }
  if (stack.length > 0) return `<${stack.at(-1)}> is never closed`;
  if (/<[^>]*$/.test(body)) return "the file ends inside a tag";
  return null;
}

function withFlag(code: string, change: Record<string, unknown>): unknown {
  const file = structuredClone(flagsJson) as { flags: Record<string, unknown>[] };
  const index = file.flags.findIndex((flag) => flag.code === code);
  file.flags[index] = { ...file.flags[index], ...change };
  return file;
}

describe("[FLAGS] the 50 state flags (content/flags, content/flags.json, content/FLAGS.md)", () => {
  it("[FLAGS-1] one flag per state, its facts validated when they load; a broken file is refused naming the flag and field", () => {
    expect(FLAG_FACTS.map((flag) => flag.code)).toEqual([...STATE_CODES]);
    expect(fs.readdirSync(FLAG_DIR).sort()).toEqual(STATE_CODES.map((code) => `${code}.svg`).sort());
    expect(FLAG_PACKAGE).toMatchObject({ name: "region-flags", version: "1.1.0", published: "2024-12-09" });
    expect(FLAG_PACKAGE.license).toMatch(/public domain/i);
    expect(() => parseFlags(withFlag("KS", { adopted: "1961/09/22" }))).toThrow(/flags\.\d+\.adopted: a date YYYY/);
    expect(() => parseFlags(withFlag("KS", { code: "XX" }))).toThrow(/"XX" is not one of the 50 states/);
    expect(() => parseFlags(withFlag("KS", { picture: "drawn" }))).toThrow(/only MN, MS, UT are drawn/);
    expect(() => parseFlags(withFlag("MS", { picture: "region-flags" }))).toThrow(/only MN, MS, UT are drawn, and they must be/);
    expect(() => flagFacts("XX")).toThrow(/No flag for "XX": give one of the 50 states' postal codes/);
    expect(flagFacts(" ks ").code).toBe("KS");
  });

  it("[FLAGS-2] every file is a well-formed SVG of sane size: a viewBox, a flag's proportions, under 800 KB, nothing that runs or loads", () => {
    for (const { code } of FLAG_FACTS) {
      const svg = fileText(code);
      expect(wellFormedProblem(svg), code).toBeNull();
      expect(svg.trimStart().startsWith("<svg"), code).toBe(true);
      expect(svg, code).toContain('xmlns="http://www.w3.org/2000/svg"');
      const box = viewBox(svg);
      expect(box, code).toHaveLength(4);
      const [, , width = 0, height = 1] = box as number[];
      // From Rhode Island's 33:29 to New York's 2:1.
      expect(width / height, code).toBeGreaterThanOrEqual(1.1);
      expect(width / height, code).toBeLessThanOrEqual(2);
      expect(Buffer.byteLength(svg), code).toBeLessThanOrEqual(MAX_FLAG_BYTES);
      expect(Buffer.byteLength(svg), code).toBeGreaterThan(200);
      expect(svg, code).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href="(?!#)|url\((?!#)|<image/i);
    }
  });

  it("[FLAGS-3] every picture is the one its reviewer looked at (content/flags.json's SHA-256); a changed picture refuses to load", () => {
    for (const flag of FLAG_FACTS) {
      expect(sha256Hex(fs.readFileSync(path.join(FLAG_DIR, `${flag.code}.svg`))), flag.code).toBe(flag.sha256);
      expect(flagSvg(flag.code)).toBe(fileText(flag.code));
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flags-"));
    try {
      fs.writeFileSync(path.join(dir, "KS.svg"), fileText("KS").replace("<svg ", "<svg data-edited=\"1\" "));
      expect(() => flagSvg("KS", dir)).toThrow(
        /content\/flags\/KS\.svg is not the reviewed picture .*look at the new picture, check it is today's flag/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("[FLAGS-4] today's flags: Mississippi (2021), Minnesota (2024) and Utah (2024) are the drawn ones; no retired picture is anywhere", () => {
    expect([...DRAWN_FLAGS].sort()).toEqual(["MN", "MS", "UT"]);
    expect([...NOT_FROM_PACKAGE].sort()).toEqual([...DRAWN_FLAGS].sort());
    expect(flagFacts("MS")).toMatchObject({ adopted: "2021-01-11", picture: "drawn" });
    expect(flagFacts("MN")).toMatchObject({ adopted: "2024-05-11", picture: "drawn" });
    expect(flagFacts("UT")).toMatchObject({ adopted: "2024-03-09", picture: "drawn" });
    const retired = new Map(Object.entries(RETIRED_PICTURES).flatMap(([name, hashes]) => hashes.map((hash) => [hash, name])));
    for (const { code } of FLAG_FACTS)
      expect(retired.get(sha256Hex(fs.readFileSync(path.join(FLAG_DIR, `${code}.svg`)))), code).toBeUndefined();

    // Mississippi, Miss. Code § 3-3-16: 72 × 120; red bars 25, gold 5, blue panel 60 (Pantone 200, 7563, 282); 20 white stars, a gold star, the motto.
    const ms = fileText("MS");
    expect(viewBox(ms)).toEqual([0, 0, 120, 72]);
    expect(ms).toContain('<rect width="120" height="72" fill="#BA0C2F"/>');
    expect(ms).toContain('<rect x="25" width="70" height="72" fill="#D69A2D"/>');
    expect(ms).toContain('<rect x="30" width="60" height="72" fill="#041E42"/>');
    expect(/<g fill="#fff">(.*?)<\/g>/.exec(ms)?.[1]?.match(/<path /g)).toHaveLength(20);
    // The commission's artwork writes the motto in white, not gold.
    expect(ms).toMatch(/<text [^>]*fill="#fff"[^>]*><textPath [^>]*>IN GOD WE TRUST<\/textPath>/);
    // The artwork is 48 units tall, centred on the panel: the star ring's centre at mid-height, its radius about 23.
    const ring = /<path id="motto-arc" d="M([\d.]+),([\d.]+) A([\d.]+),/.exec(ms)?.slice(1).map(Number) ?? [];
    expect(ring[1]).toBeCloseTo(36.5, 0);
    expect(ring[2]).toBeGreaterThan(22);
    expect(ring[2]).toBeLessThan(25);
    expect(ms).not.toMatch(/M0,0L60,60M0,60L60,0|saltire|#bf0a30/i);

    // Minnesota, SERC report: n × 5n/3 (n = 60); the pentagon reaches 14n/15, its notch at 13n/20; the star at 21n/60.
    const mn = fileText("MN");
    expect(viewBox(mn)).toEqual([0, 0, 100, 60]);
    expect(mn).toContain('fill="#52C9E8"');
    expect(mn).toContain('<path d="M0,0H56L39,30L56,60H0Z" fill="#002D5D"/>');
    const starTips = /<path d="M([\d.]+),([\d.]+)L/.exec(mn.split("#002D5D")[1] ?? "");
    expect(starTips?.slice(1, 3).map(Number)).toEqual([21, 30 - 11.25]);
    expect(mn.match(/L/g)?.length).toBeGreaterThanOrEqual(2 + 15);

    // Utah, Utah Code § 63G-1-501: 3:5; blue, white (five peaks) and red segments; a hexagon; a gold beehive of five sections;
    // a white star below the hive (the third reading found it drawn on the hive); the hexagon two-thirds of the hoist.
    const ut = fileText("UT");
    expect(viewBox(ut)).toEqual([0, 0, 150, 90]);
    const mountains = /<path d="(M0,[\d.]+L[^"]*)" fill="#fff"\/>/.exec(ut)?.[1] ?? "";
    const tops = [...mountains.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((match) => Number(match[2]));
    const peaks = tops.filter((y, index) => y < (tops[index - 1] ?? -Infinity) && y < (tops[index + 1] ?? -Infinity));
    expect(peaks).toHaveLength(5);
    expect(Math.min(...peaks)).toBe(peaks[2]);
    const hive = /<g fill="#FFB81D">(.*?)<\/g>/.exec(ut)?.[1] ?? "";
    const sections = [...hive.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g)].map((match) => Number(match[1]) + Number(match[2]));
    expect(sections).toHaveLength(5);
    const hexagon = /<path d="M75,([\d.]+)L[\d.]+,[\d.]+V[\d.]+L75,([\d.]+)L[^"]*Z" fill="#071D49"\/>/.exec(ut)?.slice(1).map(Number) ?? [];
    expect((hexagon[1] ?? 0) - (hexagon[0] ?? 0)).toBeCloseTo(60, 0);
    const star = /<path d="(M75,[^"]*)" fill="#fff"\/>/.exec(ut)?.[1] ?? "";
    const starTop = Math.min(...[...star.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((match) => Number(match[1])));
    expect(starTop).toBeGreaterThan(Math.max(...sections));
    expect(ut).toContain('<rect width="150" height="90" fill="#071D49"/>');
    expect(ut).toMatch(/fill="#AA0200"/);
    expect(ut).not.toMatch(/1847|1896|INDUSTRY/i);
  });

  it("[FLAGS-5] FLAGS-RULING: a flag that spells its state's name, shows its postal code or a letter for it, or draws its outline is never shown", () => {
    for (const flag of FLAG_FACTS) {
      const name = (stateByCode(flag.code)?.name ?? "").toUpperCase();
      // The recorded verdict agrees with the recorded words: a reviewer cannot mark KANSAS as not naming Kansas.
      expect(flag.namesState, flag.code).toBe(flag.words.some((word) => word.toUpperCase().includes(name)));
      if (flag.letters) expect(flag.letters.split(" ").every((letter) => name.split(" ").some((part) => part.startsWith(letter))), flag.code).toBe(true);
      const clue = flagClue(flag.code);
      if (flag.namesState || flag.letters || flag.outline) {
        expect(clue.shown, flag.code).toBe(false);
        expect(clue.shown ? "" : clue.reason, flag.code).toMatch(/^the flag (spells|shows the letters|draws the outline of)/);
      } else expect(clue, flag.code).toEqual({ shown: true, assetId: flagAssetId(flag.code) });
    }
    const shown = FLAG_FACTS.filter((flag) => flagClue(flag.code).shown).map((flag) => flag.code);
    expect(shown.sort()).toEqual(
      ["AK", "AL", "AZ", "CT", "DE", "GA", "HI", "LA", "MA", "MD", "MI", "MO", "MS", "NJ", "NM", "NY", "PA", "RI", "SC", "TN", "TX", "UT"].sort(),
    );
    expect(flagClue("KS")).toEqual({ shown: false, reason: 'the flag spells "Kansas"' });
    expect(flagClue("MT")).toEqual({ shown: false, reason: 'the flag spells "Montana"' });
    expect(flagClue("ID")).toEqual({ shown: false, reason: 'the flag spells "Idaho"' });
    expect(flagClue("NC")).toEqual({ shown: false, reason: "the flag shows the letters N C, standing for North Carolina" });
    expect(flagClue("MN")).toEqual({ shown: false, reason: "the flag draws the outline of Minnesota" });
  });

  it("[FLAGS-6] a shown flag gives nothing away in its file or its address: no state name, file name or editor metadata in the source", () => {
    for (const state of STATES) {
      const svg = fileText(state.code).toLowerCase();
      for (const tell of [state.name.toLowerCase(), "flag of", "flag_of", `us-${state.code.toLowerCase()}`, "<metadata", "<title", "<desc", "sodipodi", "inkscape:", "<!--"])
        expect(svg.includes(tell), `${state.code}: ${tell}`).toBe(false);
      const assetId = flagAssetId(state.code);
      expect(assetId).toMatch(/^[0-9a-f]{16}$/);
      expect(flagSvgByAssetId(assetId)).toBe(flagSvg(state.code));
    }
    expect(new Set(STATE_CODES.map(flagAssetId)).size).toBe(50);
    expect(flagSvgByAssetId("0000000000000000")).toBeNull();
  });

  it("[FLAGS-7] the import strips what names the state, keeps what the picture uses, and makes the two amendments", () => {
    const raw =
      '<?xml version="1.0"?>\n<!-- Created with Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="x" width="30" height="20" sodipodi:docname="Flag_of_Kansas.svg" id="Flag_of_Kansas">' +
      '<metadata><rdf:RDF>Kansas</rdf:RDF></metadata><title>Flag of Kansas</title><sodipodi:namedview id="base"/>' +
      '<defs><path id="seal" d="M0 0h1"/></defs><use href="#seal"/><g id="us-ks"/></svg>';
    const clean = sanitizeSvg(raw);
    expect(clean).toBe('<svg viewBox="0 0 30 20" xmlns="http://www.w3.org/2000/svg" width="30" height="20"><defs><path id="seal" d="M0 0h1"/></defs><use href="#seal"/><g/></svg>');
    expect(() => sanitizeSvg('<svg width="100%" height="50%"></svg>')).toThrow(/no viewBox and no plain width\/height/);
    const arms = '<svg><g id="g6061"></g></svg>';
    expect(addNewYorkSecondMotto(arms)).toContain(">E PLURIBUS UNUM</text>");
    expect(addNewYorkSecondMotto(arms)).toContain(`<g id="g6061" transform="translate(0 -${NEW_YORK_ARMS_LIFT})">`);
    expect(addNewYorkSecondMotto(addNewYorkSecondMotto(arms)).match(/E PLURIBUS UNUM<\/text>/g)).toHaveLength(1);
    expect(() => addNewYorkSecondMotto("<svg></svg>")).toThrow(/the arms group g6061 is not in the package's file/);
    const ny = fileText("NY");
    expect(ny).toContain(">E PLURIBUS UNUM</text>");
    // The added ribbon stays clear of the flag's lower edge (450): its lowest control point is 13 units above it.
    const ribbonPath = /<g data-added="E PLURIBUS UNUM[^"]*"><path d="([^"]*)"/.exec(ny)?.[1] ?? "";
    const ribbonFoot = Math.max(...[...ribbonPath.matchAll(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g)].map((pair) => Number(pair[2])));
    expect(ribbonFoot).toBeLessThanOrEqual(450 - 12);
    expect(removeRhodeIslandFringe('<svg viewBox="0 0 685 630" width="685" height="630">\n<rect width="685" height="630" fill="#fec500"/>\n</svg>')).toBe(
      '<svg viewBox="0 25 660 580" width="660" height="580">\n</svg>',
    );
    expect(fileText("RI")).not.toContain('fill="#fec500"/>\n<rect width="660"');
  });

  it("[FLAGS-8] content/FLAGS.md gives every state's adoption date, source and verdict as the facts file does; SOURCES.md records the second reading of all 50", () => {
    for (const flag of FLAG_FACTS) {
      const row = DOC.split("\n").find((line) => line.startsWith(`| ${flag.code} |`));
      expect(row, flag.code).toBeDefined();
      expect(row, flag.code).toContain(` ${flag.adopted} `);
      expect(row, flag.code).toContain(flag.source.url);
      const clue = flagClue(flag.code);
      expect(row, flag.code).toContain(clue.shown ? "| shown |" : "| never shown |");
    }
    expect(DOC).toContain("FLAGS-RULING");
    const section = SOURCES.slice(SOURCES.indexOf("# Sources for the state flags"));
    expect(section).toContain("content/flags.json");
    const table = section.slice(section.indexOf("| state | verdict | what changed | source checked |")).split("\n\n")[0] ?? "";
    expect(table.length, "the second-reading table's header").toBeLessThan(section.length);
    const rows = table.split("\n").filter((line) => /^\| [A-Z]{2} \|/.test(line));
    // One row per state, each with a verdict, a change (or "None") and the source the reader checked.
    expect(rows.map((line) => line.slice(2, 4)).sort()).toEqual([...STATE_CODES].sort());
    for (const line of rows) {
      const [, verdict, change, checked] = line.replace(/^\| | \|$/g, "").split(" | ");
      expect(verdict, line).toMatch(/^(Confirmed|Corrected)$/);
      expect(change, line).not.toBe("");
      expect(checked, line).toMatch(/^(page|knowledge|statute): /);
    }
  });

  it("[FLAGS-9] the served pictures are re-encodings of the reviewed ones, and content/FLAGS.md states their sizes as they are", () => {
    expect(REVIEWED_PICTURES.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const flag of FLAG_FACTS) {
      expect(flag.reviewedSha256, flag.code).toMatch(/^[0-9a-f]{64}$/);
      // The drawn flags are served as reviewed; the package's are re-encoded ([FLAGS-ENC-1] renders both).
      if (DRAWN_FLAGS.includes(flag.code)) expect(flag.sha256, flag.code).toBe(flag.reviewedSha256);
      else expect(flag.sha256, flag.code).not.toBe(flag.reviewedSha256);
    }
    const total = FLAG_FACTS.reduce((sum, flag) => sum + fs.statSync(path.join(FLAG_DIR, `${flag.code}.svg`)).size, 0);
    const row = DOC.split("\n").find((line) => line.startsWith("| all 50 pictures |")) ?? "";
    expect(row).toContain(`| ${total.toLocaleString("en-US")} bytes`);
    const largest = [...FLAG_FACTS].sort((a, b) => fs.statSync(path.join(FLAG_DIR, `${b.code}.svg`)).size - fs.statSync(path.join(FLAG_DIR, `${a.code}.svg`)).size)[0];
    expect(largest?.code).toBe("PA");
    const paRow = DOC.split("\n").find((line) => line.startsWith("| the largest, Pennsylvania |")) ?? "";
    expect(paRow).toContain(`| ${fs.statSync(path.join(FLAG_DIR, "PA.svg")).size.toLocaleString("en-US")} bytes`);
  });
});
