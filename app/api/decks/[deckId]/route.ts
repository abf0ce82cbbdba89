import { deleteDeck, getDeck, renameDeck } from "@/lib/server/deck-store";
import { readJsonBody, toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse } from "../deck-http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ deckId: string }> };

export async function GET(request: Request, { params }: Context) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  const { deckId } = await params;
  return deckResponse(await getDeck(deckId));
}

export async function PATCH(request: Request, { params }: Context) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  const { deckId } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await renameDeck(deckId, body.body));
}

export async function DELETE(request: Request, { params }: Context) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  const { deckId } = await params;
  return deckResponse(await deleteDeck(deckId));
}
