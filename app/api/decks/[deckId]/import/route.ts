import { importCards } from "@/lib/server/deck-store";
import { toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse, readImportFile } from "../../deck-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ deckId: string }> }) {
  const guard = await guardDeckRequest(request);
  if (guard instanceof Response) return guard;
  const { deckId } = await params;
  const file = await readImportFile(request);
  if (!file.ok) return toResponse(file);
  return deckResponse(await importCards(guard.owner, deckId, file.body.fileName, file.body.bytes));
}
