import "server-only";
import { isModeratorToken } from "./game-repo";
import { PEER_HEADER } from "./peer";
import { fail, type ErrorReply } from "./replies";
import { hashToken } from "./secrets";

/**
 * Teachers' decks hold answers, so only a teacher may read or change them. Without accounts, a
 * teacher is whoever sits at the computer running Clue Spin (a loopback request), or a device that
 * holds a moderator credential for some game. Students' phones on the LAN are neither.
 */
export function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

const MODERATOR_COOKIE = /(?:^|;\s*)cs_mod_([0-9a-f-]{36})=([A-Za-z0-9_-]{32,128})/g;

export async function isTeacher(headers: Headers): Promise<boolean> {
  if (isLoopback(headers.get(PEER_HEADER) ?? "")) return true;
  for (const [, gameId, token] of (headers.get("cookie") ?? "").matchAll(MODERATOR_COOKIE)) {
    if (gameId && token && (await isModeratorToken(gameId, hashToken(token)))) return true;
  }
  return false;
}

export const TEACHER_ONLY_MESSAGE =
  "Decks hold the answers, so they open only on the computer running Clue Spin, or on a device that moderates a game.";

export async function teacherRefusal(headers: Headers): Promise<ErrorReply | null> {
  return (await isTeacher(headers)) ? null : fail(403, "auth/teacher_only", TEACHER_ONLY_MESSAGE);
}
