import { createDeck, listDecks } from "@/lib/server/deck-store";
import { ok, readJsonBody, toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse } from "./deck-http";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  return toResponse(ok({ decks: await listDecks() }));
}

export async function POST(request: Request) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await createDeck(body.body));
}
