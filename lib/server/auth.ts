import "server-only";
import { hashToken } from "./secrets";
import { claimByTokenHash, isModeratorToken, playerForToken } from "./game-repo";
import type { SessionActor } from "@/lib/session/state";
import type { RequestHead } from "./request-head";

/**
 * Who is asking. Browsers carry credentials in httpOnly cookies, one per game and role; other
 * clients (tests, scripts) may send `Authorization: Bearer <token>`. The role asked for comes with
 * the request (`as`), so a teacher can be a moderator and try the student screen in one browser.
 */
export type RequestedRole = "moderator" | "player";

const cookieName = (role: RequestedRole, gameId: string) =>
  `cs_${role === "moderator" ? "mod" : "player"}_${gameId.replace(/[^a-z0-9-]/gi, "")}`;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

function tokenFrom(request: RequestHead, role: RequestedRole, gameId: string): string | null {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? readCookie(request.headers.get("cookie") ?? "", cookieName(role, gameId));
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** A cookie that is not well-formed (a stray "%", say) is no cookie: the request is simply not signed in. */
function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

export type Authentication =
  { ok: true; actor: SessionActor } | { ok: false; code: "auth/missing" | "auth/invalid" | "auth/claim_pending"; message: string };

export async function authenticate(request: RequestHead, role: RequestedRole | "guest", gameId: string): Promise<Authentication> {
  if (role === "guest") return { ok: true, actor: { role: "guest" } };
  const token = tokenFrom(request, role, gameId);
  if (!token) {
    return role === "moderator"
      ? {
          ok: false,
          code: "auth/missing",
          message:
            "This browser is not the moderator of this game: open the console from the device that created it, or use a moderator link.",
        }
      : { ok: false, code: "auth/missing", message: "This phone has not joined this game yet: join with the game code." };
  }
  const hash = hashToken(token);
  if (role === "moderator") {
    return (await isModeratorToken(gameId, hash))
      ? { ok: true, actor: { role: "moderator" } }
      : { ok: false, code: "auth/invalid", message: "That moderator credential is not valid for this game." };
  }
  const player = await playerForToken(gameId, hash);
  if (player) return { ok: true, actor: { role: "player", playerId: player.id } };
  const claim = await claimByTokenHash(hash);
  if (claim?.gameId === gameId) {
    return { ok: false, code: "auth/claim_pending", message: "Your teacher has not yet confirmed that this seat is yours: wait a moment." };
  }
  return {
    ok: false,
    code: "auth/invalid",
    message: "This phone is not in this game (it may have been removed): join again with the game code.",
  };
}

export function credentialCookie(role: RequestedRole, gameId: string, token: string, secure: boolean): string {
  const attributes = [`${cookieName(role, gameId)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${60 * 60 * 24 * 30}`];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
