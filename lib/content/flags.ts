import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import flagsJson from "../../content/flags.json";
import { STATE_CODES, stateByCode } from "./state-data";

/**
 * The 50 state flags as content: content/flags/<CODE>.svg (the `region-flags` package's pictures,
 * stripped of their file metadata, and three drawn from the states' own specifications) and
 * content/flags.json, the reviewed facts of each (content/FLAGS.md). Validated when it loads, and
 * every picture is checked against the hash its reviewer recorded, so a picture that changed
 * without a new review (an old Mississippi flag copied back in) refuses to load.
 */

/** Flags adopted after the package's pictures were made: drawn here, never taken from the package. */
export const DRAWN_FLAGS: readonly string[] = Object.freeze(["MN", "MS", "UT"]);

/** The largest picture the app sends to a phone: the biggest, Pennsylvania's, is 446 KB since its re-encoding (769 KB before). */
export const MAX_FLAG_BYTES = 500_000;

const FLAG_DIR = path.join(process.cwd(), "content", "flags");

const flagSchema = z
  .object({
    code: z.string().regex(/^[A-Z]{2}$/, "a two-letter postal code"),
    adopted: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "a date YYYY, YYYY-MM or YYYY-MM-DD"),
    history: z.string(),
    source: z.object({ title: z.string().min(1), url: z.url() }).strict(),
    picture: z.enum(["region-flags", "region-flags, amended", "drawn"]),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 in hex"),
    /** The picture the reviewer looked at; `sha256` is its re-encoding, drawn the same ([FLAGS-ENC-1]). */
    reviewedSha256: z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 in hex"),
    words: z.array(z.string().min(1)),
    namesState: z.boolean(),
    letters: z.string().min(1).nullable(),
    outline: z.boolean(),
  })
  .strict();

export type FlagFacts = z.infer<typeof flagSchema>;

const flagsFileSchema = z
  .object({
    package: z.object({ name: z.string(), version: z.string(), published: z.string(), license: z.string() }).strict(),
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    reviewedPictures: z.object({ commit: z.string().regex(/^[0-9a-f]{40}$/), reencoded: z.string().min(1) }).strict(),
    flags: z.array(flagSchema).length(50),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.flags.forEach((flag, index) => {
      const problem = (field: string, message: string) => context.addIssue({ code: "custom", path: ["flags", index, field], message });
      if (!stateByCode(flag.code)) problem("code", `"${flag.code}" is not one of the 50 states`);
      if (seen.has(flag.code)) problem("code", `${flag.code} is listed twice`);
      seen.add(flag.code);
      if ((flag.picture === "drawn") !== DRAWN_FLAGS.includes(flag.code))
        problem("picture", `${flag.code}: only ${DRAWN_FLAGS.join(", ")} are drawn, and they must be`);
    });
  });

export type FlagsFile = z.infer<typeof flagsFileSchema>;

export function parseFlags(raw: unknown): FlagsFile {
  const result = flagsFileSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.map(String).join(".") || "(file)"}: ${issue.message}`);
  throw new Error(`content/flags.json is invalid:\n  ${problems.join("\n  ")}`);
}

const FLAGS_FILE = parseFlags(flagsJson);
const byCode = new Map(FLAGS_FILE.flags.map((flag) => [flag.code, flag]));

export const FLAG_PACKAGE = FLAGS_FILE.package;
/** Where the pictures the reviewer looked at are kept (a commit), and how they were re-encoded since. */
export const REVIEWED_PICTURES = FLAGS_FILE.reviewedPictures;
export const FLAG_FACTS: readonly FlagFacts[] = Object.freeze(STATE_CODES.map((code) => byCode.get(code) as FlagFacts));

export function flagFacts(code: string): FlagFacts {
  const flag = byCode.get(code.trim().toUpperCase());
  if (!flag) throw new Error(`No flag for "${code}": give one of the 50 states' postal codes.`);
  return flag;
}

export function sha256Hex(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("hex");
}

const svgCache = new Map<string, string>();

/**
 * The flag's picture as SVG text, refused unless its bytes are the reviewed ones: the reviewed hash
 * is what stands between a classroom and a stale or wrong flag.
 */
export function flagSvg(code: string, dir: string = FLAG_DIR): string {
  const flag = flagFacts(code);
  const cacheKey = `${dir}\0${flag.code}`;
  const cached = svgCache.get(cacheKey);
  if (cached) return cached;
  const file = path.join(dir, `${flag.code}.svg`);
  const bytes = fs.readFileSync(file);
  if (sha256Hex(bytes) !== flag.sha256)
    throw new Error(
      `content/flags/${flag.code}.svg is not the reviewed picture (its SHA-256 differs from content/flags.json): ` +
        "look at the new picture, check it is today's flag (content/FLAGS.md), then record its hash.",
    );
  const svg = bytes.toString("utf8");
  svgCache.set(cacheKey, svg);
  return svg;
}

/**
 * An id for the picture that does not name the state, so a phone can fetch the flag by it without
 * its address giving the answer away: the first 16 hex digits of the picture's reviewed hash.
 */
export function flagAssetId(code: string): string {
  return flagFacts(code).sha256.slice(0, 16);
}

const byAssetId = new Map(FLAGS_FILE.flags.map((flag) => [flag.sha256.slice(0, 16), flag.code]));

export function flagSvgByAssetId(assetId: string): string | null {
  const code = byAssetId.get(assetId);
  return code ? flagSvg(code) : null;
}

/**
 * The ruling on a flag that gives its state away (content/FLAGS.md, FLAGS-RULING): State IQ's
 * cut-out card hides the rest of the GeoPlunge card but not words on the flag itself, so a flag
 * that spells the state's name, shows its postal code or a letter standing for it, or draws its
 * outline is never shown as a clue; the guessing team gets the card's other Type B option instead.
 */
export type FlagClue = { shown: true; assetId: string } | { shown: false; reason: string };

export function flagGivesStateAway(flag: FlagFacts): string | null {
  const name = stateByCode(flag.code)?.name ?? flag.code;
  if (flag.namesState) return `the flag spells "${name}"`;
  if (flag.letters) return `the flag shows the letters ${flag.letters}, standing for ${name}`;
  if (flag.outline) return `the flag draws the outline of ${name}`;
  return null;
}

export function flagClue(code: string): FlagClue {
  const flag = flagFacts(code);
  const reason = flagGivesStateAway(flag);
  return reason ? { shown: false, reason } : { shown: true, assetId: flagAssetId(flag.code) };
}
