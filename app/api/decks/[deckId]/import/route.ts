import { importCards } from "@/lib/server/deck-store";
import { toResponse } from "@/lib/server/replies";
import { guardDeckRequest, deckResponse, readImportFile } from "../../deck-http";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ deckId: string }> }) {
  const refused = await guardDeckRequest(request);
  if (refused) return refused;
  const { deckId } = await params;
  const file = await readImportFile(request);
  if (!file.ok) return toResponse(file);
  return deckResponse(await importCards(deckId, file.body.fileName, file.body.bytes));
}
