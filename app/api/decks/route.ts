import { createDeck, listDecks } from "@/lib/server/deck-store";
import { ok, readJsonBody, toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse } from "./deck-http";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  return toResponse(ok({ decks: await listDecks(guard.owner) }));
}

export async function POST(request: Request) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await createDeck(guard.owner, body.body));
}
