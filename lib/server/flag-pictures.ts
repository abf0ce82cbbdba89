import "server-only";
import { gzipSync } from "node:zlib";
import { FLAG_FACTS, flagClue, flagSvg } from "@/lib/content/flags";
import { PICTURE_CSP } from "./door/security-headers";
import { errorBody, fail } from "./replies";

/**
 * The flags a game may show, by asset id (`GET /api/flags/<assetId>`, the id `flagClue` hands a
 * game). FLAGS-ROUTE ruling (content/FLAGS.md): only the flags State IQ shows are served; a flag
 * that gives its state away (its name, its letters, its outline) has no use on a phone, so its id
 * answers 404 like an unknown one, and no state code or name is ever accepted. The picture is the
 * reviewed one (flagSvg checks its hash), sent with a policy that lets it run nothing, cached for a
 * year: the id is made from the picture's hash, so a new picture has a new address.
 */
export interface FlagPictureReply {
  status: 200 | 404;
  headers: Record<string, string>;
  body: Buffer;
}

const ASSET_ID = /^[0-9a-f]{16}$/;

/** An SVG opened on its own is a document: nothing in it may run, load or be framed. */
export const FLAG_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

const NOT_FOUND_MESSAGE =
  "There is no such flag picture: a flag is fetched by the 16-character id a game gives it, never by a state's name or postal code.";

type Served = { svg: Buffer; gzip: Buffer };
let shown: Map<string, string> | null = null;
const cache = new Map<string, Served>();

function shownFlags(): Map<string, string> {
  shown ??= new Map(
    FLAG_FACTS.flatMap((flag) => {
      const clue = flagClue(flag.code);
      return clue.shown ? [[clue.assetId, flag.code] as const] : [];
    }),
  );
  return shown;
}

export function flagPicture(assetId: string, acceptEncoding: string | null): FlagPictureReply {
  const code = ASSET_ID.test(assetId) ? shownFlags().get(assetId) : undefined;
  if (!code) {
    return {
      status: 404,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
      body: Buffer.from(JSON.stringify(errorBody(fail(404, "flag/not_found", NOT_FOUND_MESSAGE)))),
    };
  }
  let served = cache.get(code);
  if (!served) {
    const svg = Buffer.from(flagSvg(code), "utf8");
    served = { svg, gzip: gzipSync(svg, { level: 9 }) };
    cache.set(code, served);
  }
  // Compressed once here: a seal flag's path data shrinks to about a third, which is what a phone on school Wi-Fi waits for.
  const gzip = /\bgzip\b/i.test(acceptEncoding ?? "");
  return {
    status: 200,
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      // The server sets the same before Next.js (door/security-headers.ts); this one serves without it.
      "content-security-policy": PICTURE_CSP,
      "cross-origin-resource-policy": "same-origin",
      vary: "Accept-Encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    },
    body: gzip ? served.gzip : served.svg,
  };
}
