import "server-only";
import { fail, type ErrorReply } from "./replies";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkGameId(gameId: string): ErrorReply | null {
  return UUID.test(gameId) ? null : fail(404, "game/not_found", "There is no such game: check the link or the game code.");
}

export function roleParam<T extends string>(request: Request, allowed: readonly T[]): T | ErrorReply {
  return roleFrom(new URL(request.url).searchParams, allowed);
}

export function roleFrom<T extends string>(search: URLSearchParams, allowed: readonly T[]): T | ErrorReply {
  const role = search.get("as");
  if (role && (allowed as readonly string[]).includes(role)) return role as T;
  return fail(400, "input/role", `Say who is asking with ?as=${allowed.join("|")}.`);
}

export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}
