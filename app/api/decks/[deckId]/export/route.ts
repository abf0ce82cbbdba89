import { exportDeck, type ExportFormat } from "@/lib/server/deck-store";
import { fail, toResponse } from "@/lib/server/replies";
import { deckResponse, guardDeckRequest } from "../../deck-http";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ deckId: string }> }) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId } = await params;
  const format = new URL(request.url).searchParams.get("format") ?? "csv";
  if (format !== "csv" && format !== "json") return toResponse(fail(400, "input/format", "Ask for ?format=csv or ?format=json."));
  const reply = await exportDeck(guard.owner, deckId, format satisfies ExportFormat);
  if (!reply.ok) return deckResponse(reply);
  const { fileName, contentType, body } = reply.body;
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
