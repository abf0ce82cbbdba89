import type { ServerResponse } from "node:http";

/**
 * Headers on every answer. The console must not be framed by another page (clickjacking a
 * "Correct" press), a response is never sniffed as another type, and no URL (a moderator link) is
 * ever sent on in a Referer. Next.js inlines its bootstrap scripts and styles, so those need
 * 'unsafe-inline'; everything else loads only from this server.
 */
export function securityHeaders(options: { dev: boolean; extraConnect?: readonly string[] }): [string, string][] {
  const connect = ["'self'", "ws:", "wss:", ...(options.extraConnect ?? [])].join(" ");
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // The board shows the Cities Reference Card from this server in a frame; no other site may frame us.
    "frame-ancestors 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
  return [
    ["content-security-policy", csp],
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "no-referrer"],
    ["x-frame-options", "SAMEORIGIN"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ];
}

/**
 * An SVG picture opened on its own is a document, and the page policy above lets inline scripts
 * run: a served picture (a state flag) gets a policy under which nothing in it may run, load or be
 * framed. Set here, before Next.js, because Next keeps a header already set over a route's own.
 */
export const PICTURE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

const PICTURE_PATHS = ["/api/flags/"];

export function servesPicture(url: string | undefined): boolean {
  return PICTURE_PATHS.some((prefix) => (url ?? "").startsWith(prefix));
}

/** The headers for a picture's address: the same as every answer's, with the picture's policy. */
export function pictureHeaders(headers: readonly [string, string][]): [string, string][] {
  return headers.map(([name, value]) => [name, name === "content-security-policy" ? PICTURE_CSP : value]);
}

export function applyHeaders(res: ServerResponse, headers: readonly [string, string][]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
