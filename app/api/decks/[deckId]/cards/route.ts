import { addCard } from "@/lib/server/deck-store";
import { toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse, readCardBody } from "../../deck-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ deckId: string }> }) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  const { deckId } = await params;
  const body = await readCardBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await addCard(deckId, body.body));
}
