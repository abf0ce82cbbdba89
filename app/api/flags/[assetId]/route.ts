import { flagPicture } from "@/lib/server/flag-pictures";

export const dynamic = "force-dynamic";

/** A state flag State IQ shows, by the id its clue gives (lib/server/flag-pictures.ts says which and why). */
export async function GET(_request: Request, { params }: { params: Promise<{ assetId: string }> }) {
  const { assetId } = await params;
  // Uncompressed: Next drops a route's Content-Encoding. server.ts serves this address itself
  // (lib/server/direct-routes.ts), compressed; this handler answers when DIRECT_ROUTES=off.
  const reply = flagPicture(assetId, null);
  return new Response(new Uint8Array(reply.body), { status: reply.status, headers: reply.headers });
}
