/**
 * First-load JavaScript per page, gzipped, from the production build's manifests: the root chunks
 * every page loads plus the page's and its layouts' entry chunks (modern browsers skip the
 * nomodule polyfills, so they are not counted). A page not in the build is reported missing.
 * A game's panels load after the entry, only for that game (next/dynamic, app/games/<game>/lazy-*.tsx),
 * so for /play and /board this is the part every game shares; tests/browser/page-weight.spec.ts
 * measures each game's whole first load in Chromium with `gzippedSize`.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** A phone on school Wi-Fi, and the board: first-load JS at most this, gzipped (the host's console is not held to it). */
export const FIRST_LOAD_LIMIT_KB = 150;

export interface PageWeight {
  page: string;
  route: string;
  /** Held to FIRST_LOAD_LIMIT_KB. */
  limited: boolean;
  status: "ok" | "missing";
  files: number;
  gzipKb: number;
  rawKb: number;
}

export const PAGES: { page: string; route: string; limited: boolean }[] = [
  { page: "student: join", route: "/join", limited: true },
  { page: "student: play", route: "/play/[gameId]", limited: true },
  { page: "board", route: "/board/[gameId]", limited: true },
  { page: "moderator", route: "/host/[gameId]", limited: false },
];

function readManifestObject(file: string): Record<string, any> | null {
  if (!fs.existsSync(file)) return null;
  // page_client-reference-manifest.js assigns one JSON object to globalThis.__RSC_MANIFEST[route].
  const text = fs.readFileSync(file, "utf8");
  const start = text.indexOf("= {", text.indexOf("__RSC_MANIFEST["));
  if (start < 0) return null;
  return JSON.parse(
    text
      .slice(start + 2)
      .trim()
      .replace(/;\s*$/, ""),
  );
}

/** Files of the build (as the browser names them, `/_next/static/…`, or relative to the build folder), gzipped at level 9 each. */
export function gzippedSize(files: Iterable<string>, root = process.cwd()): { gzipKb: number; rawKb: number; files: number } {
  const dist = distDir(root);
  let gzip = 0;
  let raw = 0;
  let count = 0;
  for (const file of new Set(files)) {
    const bytes = fs.readFileSync(path.join(dist, file.replace(/^\/?_next\//, "")));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    count++;
  }
  return { gzipKb: Math.round(gzip / 102.4) / 10, rawKb: Math.round(raw / 102.4) / 10, files: count };
}

const distDir = (root: string) => path.join(root, process.env.NEXT_DIST_DIR || ".next");

export function measurePageWeights(root = process.cwd()): PageWeight[] {
  const next = distDir(root);
  const build = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  return PAGES.map(({ page, route, limited }) => {
    const manifest = readManifestObject(
      path.join(next, "server", "app", ...route.split("/").filter(Boolean), "page_client-reference-manifest.js"),
    );
    if (!manifest) return { page, route, limited, status: "missing", files: 0, gzipKb: 0, rawKb: 0 };
    const entries = (manifest.entryJSFiles ?? {}) as Record<string, string[]>;
    const weight = gzippedSize([...(build.rootMainFiles ?? []), ...Object.values(entries).flat()], root);
    return { page, route, limited, status: "ok", ...weight };
  });
}
