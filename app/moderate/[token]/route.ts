import { credentialCookie } from "@/lib/server/auth";
import { claimModeratorLink } from "@/lib/server/moderator-links";
import { isSecure } from "@/lib/server/route-helpers";

export const dynamic = "force-dynamic";

const REASONS = {
  unknown: "This moderator link is not valid.",
  used: "This moderator link has already been used: links work once.",
  expired: "This moderator link has expired: links work for 10 minutes.",
} as const;

/** Opening a one-time moderator link: claim it, keep a fresh credential in a cookie, open the console. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const claim = await claimModeratorLink(token, Date.now());
  if (!claim.ok) {
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Moderator link · Clue Spin</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#0f172a">
<h1 style="font-size:1.6rem">${REASONS[claim.reason]}</h1>
<p style="font-size:1.1rem;line-height:1.5">On the computer running the game, open the moderator console and choose <strong>Open on another device</strong> to make a new link.</p>
<p><a href="/" style="color:#1d4ed8">Clue Spin home</a></p></body></html>`;
    return new Response(page, {
      status: claim.reason === "unknown" ? 404 : 410,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: `/host/${claim.gameId}`,
      "set-cookie": credentialCookie("moderator", claim.gameId, claim.deviceToken, isSecure(request)),
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  });
}
