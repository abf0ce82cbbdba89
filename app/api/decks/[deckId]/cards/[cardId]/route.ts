import { deleteCard, updateCard } from "@/lib/server/deck-store";
import { toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse, readCardBody } from "../../../deck-http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ deckId: string; cardId: string }> };

export async function PUT(request: Request, { params }: Context) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId, cardId } = await params;
  const body = await readCardBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await updateCard(guard.owner, deckId, cardId, body.body));
}

export async function DELETE(request: Request, { params }: Context) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId, cardId } = await params;
  return deckResponse(await deleteCard(guard.owner, deckId, cardId));
}
