import { lanBaseUrl } from "@/app/host/lan-url";
import { createPairingLink } from "@/lib/server/pairing-links";
import { pairingPath } from "@/lib/server/pairing-secret";
import { fail, toResponse } from "@/lib/server/replies";
import { THIS_COMPUTER_ONLY_MESSAGE, teacherFor } from "@/lib/server/teacher";
import { qrSvg } from "@/app/host/qr";

export const dynamic = "force-dynamic";

/** A one-time pairing link and its QR code, made only on the computer running Clue Spin. */
export async function POST(request: Request) {
  const teacher = await teacherFor(request.headers);
  if (!teacher?.thisComputer) return toResponse(fail(403, "auth/this_computer_only", THIS_COMPUTER_ONLY_MESSAGE));
  const { key, expiresAt } = await createPairingLink(Date.now());
  const url = `${lanBaseUrl(request.headers.get("host"))}${pairingPath(key)}`;
  return toResponse({ ok: true, status: 201, body: { url, qrSvg: await qrSvg(url), expiresAt } });
}
