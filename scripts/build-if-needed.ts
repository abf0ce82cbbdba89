import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "lib", "content", "public", "next.config.ts", "postcss.config.mjs", "package-lock.json", "tsconfig.json"];
const DIST = process.env.NEXT_DIST_DIR || ".next";
const STAMP = path.join(DIST, "clue-spin-source-hash");

function hashSources(root: string): string {
  const hash = createHash("sha256");
  const walk = (rel: string) => {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      if (rel.endsWith(path.join("db", "generated")) || rel.endsWith(path.join("db", "generated-pg"))) return;
      for (const entry of fs.readdirSync(full).sort()) walk(path.join(rel, entry));
    } else {
      hash.update(rel).update("\0").update(fs.readFileSync(full)).update("\0");
    }
  };
  for (const source of SOURCES) walk(source);
  return hash.digest("hex");
}

/** Builds the production bundle unless the one on disk was built from exactly these sources. */
export function buildIfNeeded(root = process.cwd()): void {
  const current = hashSources(root);
  const built =
    fs.existsSync(path.join(root, DIST, "BUILD_ID")) && fs.existsSync(path.join(root, STAMP))
      ? fs.readFileSync(path.join(root, STAMP), "utf8")
      : null;
  if (built === current) return;
  console.log("Building Clue Spin (first start or changed sources; about a minute)…");
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  execFileSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  fs.writeFileSync(path.join(root, STAMP), current);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
