/**
 * First-load JavaScript per page, gzipped, from the production build's manifests: the root chunks
 * every page loads plus the page's and its layouts' entry chunks (modern browsers skip the
 * nomodule polyfills, so they are not counted). A page not in the build is reported missing.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  page: string;
  route: string;
  status: "ok" | "missing";
  files: number;
  gzipKb: number;
  rawKb: number;
}

export const PAGES: { page: string; route: string }[] = [
  { page: "student: join", route: "/join" },
  { page: "student: play", route: "/play/[gameId]" },
  { page: "board", route: "/board/[gameId]" },
  { page: "moderator", route: "/host/[gameId]" },
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

export function measurePageWeights(root = process.cwd()): PageWeight[] {
  const next = path.join(root, ".next");
  const build = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  return PAGES.map(({ page, route }) => {
    const manifest = readManifestObject(
      path.join(next, "server", "app", ...route.split("/").filter(Boolean), "page_client-reference-manifest.js"),
    );
    if (!manifest) return { page, route, status: "missing", files: 0, gzipKb: 0, rawKb: 0 };
    const entries = (manifest.entryJSFiles ?? {}) as Record<string, string[]>;
    const files = new Set<string>([...(build.rootMainFiles ?? []), ...Object.values(entries).flat()]);
    let gzip = 0;
    let raw = 0;
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(next, file.replace(/^\/?_next\//, "")));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { page, route, status: "ok", files: files.size, gzipKb: Math.round(gzip / 102.4) / 10, rawKb: Math.round(raw / 102.4) / 10 };
  });
}
