import { createDeck, listDecks } from "@/lib/server/deck-store";
import { ok, readJsonBody, toResponse } from "@/lib/server/replies";
import { crossSite, deckResponse } from "./deck-http";

export const dynamic = "force-dynamic";

export async function GET() {
  return toResponse(ok({ decks: await listDecks() }));
}

export async function POST(request: Request) {
  const refused = crossSite(request);
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return deckResponse(await createDeck(body.body));
}
