import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";

/**
 * Letters and digits a student will not confuse when copying from a projector: no 0/O, 1/I/L, and
 * none of the pairs 5/S, 2/Z, 8/B, U/V (a code like "EN5S5Y" was misread in class), so no digit
 * looks like a letter it could be.
 */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUWXYZ34679";
/** What a typed code may contain: codes made before the look-alikes were dropped still open their games. */
const ACCEPTED_CODE_CHARACTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;

/** 27^6 ≈ 387 million codes: short to type, and with join rate limits, impractical to guess. */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET.charAt(randomInt(JOIN_CODE_ALPHABET.length));
  return code;
}

/** Normalises what a student typed ("abc 23k" → "ABC23K"); null when it cannot be a code. */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== JOIN_CODE_LENGTH) return null;
  // The alphabet is ASCII, so a code is checked character by character.
  return /^[A-Z0-9]+$/.test(code) && code.split("").every((c) => ACCEPTED_CODE_CHARACTERS.includes(c)) ? code : null;
}

export function newId(): string {
  return randomUUID();
}

/** A bearer secret: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A random 32-bit seed for a game's random generator when the teacher does not fix one. */
export function newSeed(): number {
  return randomInt(0, 2 ** 31);
}
