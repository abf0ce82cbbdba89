import type { ImportProblem } from "@/lib/content/deck-io";
import type { DeckSummary, DeckWithCards, ImportSummary, StoredCard } from "@/lib/server/deck-store";

export type { DeckSummary, DeckWithCards, ImportSummary, StoredCard };

/** What the editor sends for a card: the same fields an import file has. */
export type CardInput = Pick<StoredCard, "question" | "answer" | "alternatives" | "clues">;

export type ApiResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string; problems: ImportProblem[] };

async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { cache: "no-store", ...init });
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached: check the connection and try again.", problems: [] };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: json as T };
  const error = json && typeof json === "object" ? (json as { error?: { message?: unknown }; problems?: unknown }) : {};
  return {
    ok: false,
    status: response.status,
    message: typeof error.error?.message === "string" ? error.error.message : `The server answered ${response.status}.`,
    problems: Array.isArray(error.problems) ? (error.problems as ImportProblem[]) : [],
  };
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const deckPath = (deckId: string) => `/api/decks/${encodeURIComponent(deckId)}`;

export const decksApi = {
  list: () => call<{ decks: DeckSummary[] }>("/api/decks"),
  create: (name: string) => call<DeckSummary>("/api/decks", json("POST", { name })),
  rename: (deckId: string, name: string) => call<DeckSummary>(deckPath(deckId), json("PATCH", { name })),
  remove: (deckId: string) => call<{ deleted: string }>(deckPath(deckId), { method: "DELETE" }),
  open: (deckId: string) => call<DeckWithCards>(deckPath(deckId)),
  addCard: (deckId: string, card: CardInput) => call<StoredCard>(`${deckPath(deckId)}/cards`, json("POST", card)),
  updateCard: (deckId: string, cardId: string, card: CardInput) =>
    call<StoredCard>(`${deckPath(deckId)}/cards/${encodeURIComponent(cardId)}`, json("PUT", card)),
  removeCard: (deckId: string, cardId: string) =>
    call<{ deleted: string }>(`${deckPath(deckId)}/cards/${encodeURIComponent(cardId)}`, { method: "DELETE" }),
  importFile: (deckId: string, file: File) => {
    const form = new FormData();
    form.append("file", file);
    return call<ImportSummary>(`${deckPath(deckId)}/import`, { method: "POST", body: form });
  },
  exportHref: (deckId: string, format: "csv" | "json") => `${deckPath(deckId)}/export?format=${format}`,
};
