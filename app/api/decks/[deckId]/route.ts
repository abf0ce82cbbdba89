import { deleteDeck, getDeck, renameDeck } from "@/lib/server/deck-store";
import { readJsonBody, toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse } from "../deck-http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ deckId: string }> };

export async function GET(request: Request, { params }: Context) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId } = await params;
  return deckResponse(await getDeck(guard.owner, deckId));
}

export async function PATCH(request: Request, { params }: Context) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await renameDeck(guard.owner, deckId, body.body));
}

export async function DELETE(request: Request, { params }: Context) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId } = await params;
  return deckResponse(await deleteDeck(guard.owner, deckId));
}
