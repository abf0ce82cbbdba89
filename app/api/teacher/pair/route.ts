import { z } from "zod";
import { peerAddress } from "@/lib/server/peer";
import { createRateLimiter } from "@/lib/server/rate-limit";
import { fail, readJsonBody, tooManyRequests, toResponse } from "@/lib/server/replies";
import { isSecure } from "@/lib/server/route-helpers";
import { TEACHER_COOKIE } from "@/lib/server/teacher";
import { DEVICE_LABEL_MAX, pairDevice } from "@/lib/server/teacher-devices";

export const dynamic = "force-dynamic";

// Guessing a 256-bit key is hopeless, but a phone trying keys should not cost a database look-up each.
const wrongKeys = createRateLimiter({ capacity: 5, refillPerSecond: 1 / 60 });

const pairSchema = z
  .object({
    key: z.string().min(1).max(200),
    label: z
      .string()
      .transform((label) =>
        label
          .normalize("NFC")
          .replace(/[\p{Cc}\p{Cf}]/gu, "")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .pipe(
        z
          .string()
          .min(1, "Give this device a name, such as Ms Lee's iPad.")
          .max(DEVICE_LABEL_MAX, `Keep the name to ${DEVICE_LABEL_MAX} characters.`),
      ),
  })
  .strict();

const REASONS = {
  bad_key:
    "That teacher's link is not valid (links change each time Clue Spin starts): open the newest one printed on the computer running Clue Spin.",
  link_used: "That pairing QR code was already used: make a new one on the computer running Clue Spin.",
  link_expired: "That pairing QR code has expired (they work for 10 minutes): make a new one on the computer running Clue Spin.",
  full: "This server already has 50 paired devices: unpair old ones on the computer running Clue Spin (Host a game → Teachers' devices).",
} as const;

/** Pairs this device as a teacher's with the key from the teacher's link or a pairing QR code. */
export async function POST(request: Request) {
  const address = peerAddress(request);
  const now = Date.now();
  const guessing = wrongKeys.peek(address, now);
  if (!guessing.allowed) return toResponse(tooManyRequests(guessing.retryAfterSeconds));
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  const parsed = pairSchema.safeParse(body.body);
  if (!parsed.success) return toResponse(fail(400, "input/invalid_pairing", parsed.error.issues[0]?.message ?? "Send { key, label }."));
  const result = await pairDevice(parsed.data.key, parsed.data.label, now);
  if (!result.ok) {
    if (result.reason === "bad_key") wrongKeys.take(address, now);
    return toResponse(fail(result.reason === "full" ? 409 : 403, `pairing/${result.reason}`, REASONS[result.reason]));
  }
  const cookie = [
    `${TEACHER_COOKIE}=${result.token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${60 * 60 * 24 * 365}`,
    ...(isSecure(request) ? ["Secure"] : []),
  ].join("; ");
  return toResponse({ ok: true, status: 201, body: { device: result.device } }, { headers: { "set-cookie": cookie } });
}
