import { addCard } from "@/lib/server/deck-store";
import { toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse, readCardBody } from "../../deck-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ deckId: string }> }) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId } = await params;
  const body = await readCardBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await addCard(guard.owner, deckId, body.body));
}
