"use client";

import { useId, useMemo, useRef, useState, type SubmitEvent } from "react";
import { exportCardsCsv, type ImportProblem } from "@/lib/content/deck-io";
import { decksApi, type CardInput, type DeckSummary, type DeckWithCards, type StoredCard } from "./api";
import { CardForm } from "./card-form";
import { searchCards } from "./card-search";
import { ImportProblems } from "./import-problems";
import { ConfirmDialog } from "./modal";

type Confirming = { type: "deck" } | { type: "card"; card: StoredCard };
type ImportOutcome = { fileName: string; message: string; problems: ImportProblem[] };

const focusRing = "focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";
const secondaryButton = `inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-100 ${focusRing}`;
const primaryButton = `inline-flex items-center gap-1.5 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-blue-800 disabled:opacity-60 ${focusRing}`;

const cardsLabel = (count: number) => `${count} ${count === 1 ? "card" : "cards"}`;

/** A filled-in example so a teacher sees the columns a spreadsheet needs. */
const TEMPLATE_CSV = exportCardsCsv([
  {
    kind: "custom",
    sourceState: null,
    question: "Which river am I?",
    answer: "Mississippi River",
    alternatives: ["The Mississippi"],
    clues: [
      "My source is Lake Itasca",
      "I am about 2,340 miles long",
      "Mark Twain piloted steamboats on me",
      "Barges carry grain on me to the Gulf of Mexico",
      "I flow past St. Louis and Memphis",
      "I end in a delta below New Orleans",
    ],
  },
]);

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([TEMPLATE_CSV], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "clue-cards-template.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DeckEditor({ initialDecks, initialDeck }: { initialDecks: DeckSummary[]; initialDeck: DeckWithCards | null }) {
  const ids = useId();
  const [decks, setDecks] = useState(initialDecks);
  const [open, setOpen] = useState<DeckWithCards | null>(initialDeck);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<{ card: StoredCard | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [newName, setNewName] = useState("");
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [importOutcome, setImportOutcome] = useState<ImportOutcome | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const shownCards = useMemo(() => (open ? searchCards(open.cards, query) : []), [open, query]);

  const announce = (message: string) => {
    setError(null);
    setStatus(message);
  };

  async function refreshList() {
    const list = await decksApi.list();
    if (list.ok) setDecks(list.body.decks);
  }

  function rememberInUrl(deckId: string | null) {
    const url = new URL(window.location.href);
    if (deckId) url.searchParams.set("deck", deckId);
    else url.searchParams.delete("deck");
    window.history.replaceState(null, "", url);
  }

  async function openDeck(deckId: string, focusTitle = true) {
    const result = await decksApi.open(deckId);
    if (!result.ok) {
      setError(result.message);
      if (result.status === 404) await refreshList();
      return;
    }
    setOpen(result.body);
    setQuery("");
    setRenaming(null);
    setImportOutcome(null);
    rememberInUrl(deckId);
    if (focusTitle) requestAnimationFrame(() => titleRef.current?.focus());
  }

  async function createDeck(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await decksApi.create(newName);
    setBusy(false);
    if (!result.ok) {
      setNewNameError(result.message);
      return;
    }
    setNewName("");
    setNewNameError(null);
    await refreshList();
    await openDeck(result.body.id);
    announce(`Deck “${result.body.name}” created. Add a card or import a file.`);
  }

  async function renameDeck(event: SubmitEvent) {
    event.preventDefault();
    if (!open || renaming === null) return;
    const result = await decksApi.rename(open.id, renaming);
    if (!result.ok) {
      setRenameError(result.message);
      return;
    }
    setOpen({ ...open, name: result.body.name });
    setRenaming(null);
    setRenameError(null);
    await refreshList();
    announce(`Deck renamed to “${result.body.name}”.`);
    requestAnimationFrame(() => titleRef.current?.focus());
  }

  async function confirmDelete() {
    if (!open || !confirming) return;
    setBusy(true);
    if (confirming.type === "deck") {
      const result = await decksApi.remove(open.id);
      setBusy(false);
      setConfirming(null);
      if (!result.ok && result.status !== 404) {
        setError(result.message);
        return;
      }
      const name = open.name;
      setOpen(null);
      rememberInUrl(null);
      await refreshList();
      announce(`Deck “${name}” deleted.`);
      return;
    }
    const card = confirming.card;
    const result = await decksApi.removeCard(open.id, card.id);
    setBusy(false);
    setConfirming(null);
    if (!result.ok && result.status !== 404) {
      setError(result.message);
      return;
    }
    setOpen({ ...open, cards: open.cards.filter((other) => other.id !== card.id) });
    setDecks((list) => list.map((deck) => (deck.id === open.id ? { ...deck, cardCount: Math.max(0, deck.cardCount - 1) } : deck)));
    announce(`Card “${card.answer}” deleted.`);
  }

  async function saveCard(input: CardInput) {
    if (!open || !editing) return { ok: false as const, status: 0, message: "No deck is open.", problems: [] };
    const existing = editing.card;
    const result = existing ? await decksApi.updateCard(open.id, existing.id, input) : await decksApi.addCard(open.id, input);
    if (!result.ok) {
      if (result.status === 404) await openDeck(open.id, false);
      return result;
    }
    const saved = result.body;
    setOpen({ ...open, cards: existing ? open.cards.map((card) => (card.id === saved.id ? saved : card)) : [...open.cards, saved] });
    if (!existing) setDecks((list) => list.map((deck) => (deck.id === open.id ? { ...deck, cardCount: deck.cardCount + 1 } : deck)));
    setEditing(null);
    announce(existing ? `Card “${saved.answer}” saved.` : `Card “${saved.answer}” added to ${open.name}.`);
    return result;
  }

  async function importFile(file: File) {
    if (!open) return;
    setBusy(true);
    setImportOutcome(null);
    const result = await decksApi.importFile(open.id, file);
    setBusy(false);
    if (fileInput.current) fileInput.current.value = "";
    if (!result.ok) {
      // The problems panel takes focus, so its heading is what a screen reader says.
      setStatus("");
      setImportOutcome({ fileName: file.name, message: result.message, problems: result.problems });
      return;
    }
    await openDeck(open.id, false);
    await refreshList();
    announce(`Imported ${cardsLabel(result.body.imported)} from “${file.name}”. The deck now has ${cardsLabel(result.body.cardCount)}.`);
  }

  return (
    <div className="mt-5 grid items-start gap-6 md:grid-cols-[19rem_minmax(0,1fr)]">
      <aside aria-labelledby={`${ids}-decks`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:sticky md:top-4">
        <h2 id={`${ids}-decks`} className="text-lg font-bold text-slate-950">
          Decks on this server
        </h2>
        <form onSubmit={(event) => void createDeck(event)} className="mt-3" noValidate>
          <label htmlFor={`${ids}-new-deck`} className="text-sm font-semibold text-slate-900">
            New deck name
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${ids}-new-deck`}
              value={newName}
              onChange={(event) => {
                setNewName(event.target.value);
                setNewNameError(null);
              }}
              placeholder="e.g. Rivers of the USA"
              autoComplete="off"
              aria-invalid={newNameError !== null}
              aria-describedby={`${ids}-new-deck-error`}
              className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 placeholder:text-slate-500 focus:outline focus:outline-3 focus:outline-offset-1 focus:outline-blue-600 aria-[invalid=true]:border-red-700"
            />
            <button type="submit" disabled={busy || newName.trim() === ""} className={primaryButton}>
              Create
            </button>
          </div>
          <p id={`${ids}-new-deck-error`} role="alert" className="mt-1 text-sm font-medium text-red-800 empty:hidden">
            {newNameError}
          </p>
        </form>
        {decks.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">No decks yet. Name your first one above.</p>
        ) : (
          <ul className="mt-4 grid gap-1.5" aria-label="Your decks">
            {decks.map((deck) => {
              const current = open?.id === deck.id;
              return (
                <li key={deck.id}>
                  <button
                    type="button"
                    aria-current={current ? "true" : undefined}
                    onClick={() => void openDeck(deck.id)}
                    data-deck-id={deck.id}
                    className={`flex w-full items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left ${focusRing} ${current ? "border-blue-700 bg-blue-50 text-blue-950" : "border-transparent hover:border-slate-300 hover:bg-slate-50"}`}
                  >
                    <span className="min-w-0 break-words font-semibold">{deck.name}</span>
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${current ? "bg-blue-700 text-white" : "bg-slate-200 text-slate-800"}`}
                    >
                      {cardsLabel(deck.cardCount)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-slate-600">
          There are no accounts: everyone using this server sees and can change these decks. Pick them under “Decks” when you host a game.
        </p>
      </aside>

      <div className="grid min-w-0 gap-4">
        <p
          role="status"
          aria-live="polite"
          className="rounded-xl bg-emerald-50 px-4 py-2 font-medium text-emerald-900 ring-1 ring-emerald-200 empty:hidden"
          data-deck-status=""
        >
          {status}
        </p>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 font-medium text-red-900 ring-1 ring-red-300">
            {error}
          </p>
        )}
        {open ? (
          <section aria-labelledby={`${ids}-deck-title`} className="grid gap-4" data-open-deck={open.id}>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              {renaming === null ? (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex min-w-0 items-baseline gap-3">
                    <h2
                      id={`${ids}-deck-title`}
                      ref={titleRef}
                      tabIndex={-1}
                      className="min-w-0 break-words text-2xl font-bold text-slate-950 focus:outline-none"
                    >
                      {open.name}
                    </h2>
                    <span className="shrink-0 text-slate-700" data-deck-count="">
                      {cardsLabel(open.cards.length)}
                    </span>
                  </div>
                  <div className="flex gap-2">
                    <button type="button" onClick={() => setRenaming(open.name)} className={secondaryButton}>
                      Rename
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming({ type: "deck" })}
                      className={`${secondaryButton} text-red-800 hover:bg-red-50`}
                    >
                      Delete deck
                    </button>
                  </div>
                </div>
              ) : (
                <form
                  onSubmit={(event) => void renameDeck(event)}
                  onKeyDown={(event) => {
                    if (event.key === "Escape") {
                      setRenaming(null);
                      setRenameError(null);
                    }
                  }}
                  className="flex flex-wrap items-end gap-2"
                  noValidate
                >
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${ids}-rename`} className="text-sm font-semibold text-slate-900">
                      Deck name
                    </label>
                    <input
                      id={`${ids}-rename`}
                      autoFocus
                      value={renaming}
                      onChange={(event) => {
                        setRenaming(event.target.value);
                        setRenameError(null);
                      }}
                      aria-invalid={renameError !== null}
                      aria-describedby={`${ids}-rename-error`}
                      className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-xl font-bold focus:outline focus:outline-3 focus:outline-offset-1 focus:outline-blue-600 aria-[invalid=true]:border-red-700"
                    />
                  </div>
                  <button type="submit" className={primaryButton}>
                    Save name
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setRenaming(null);
                      setRenameError(null);
                    }}
                    className={secondaryButton}
                  >
                    Cancel
                  </button>
                  <p id={`${ids}-rename-error`} role="alert" className="basis-full text-sm font-medium text-red-800 empty:hidden">
                    {renameError}
                  </p>
                </form>
              )}
              <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
                <button type="button" onClick={() => setEditing({ card: null })} className={primaryButton}>
                  <span aria-hidden="true" className="text-lg leading-none">
                    +
                  </span>{" "}
                  New card
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => fileInput.current?.click()}
                  className={secondaryButton}
                  aria-describedby={`${ids}-import-help`}
                >
                  <span aria-hidden="true">⇪</span> Import CSV or JSON…
                </button>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".csv,.json,text/csv,application/json"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label="Card file to import"
                  data-import-input=""
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void importFile(file);
                  }}
                />
                <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
                <a href={decksApi.exportHref(open.id, "csv")} download className={secondaryButton}>
                  <span aria-hidden="true">⤓</span> Export CSV
                </a>
                <a href={decksApi.exportHref(open.id, "json")} download className={secondaryButton}>
                  <span aria-hidden="true">⤓</span> Export JSON
                </a>
                <button type="button" onClick={downloadTemplate} className={`${secondaryButton} ml-auto border-dashed`}>
                  CSV template
                </button>
              </div>
              <p id={`${ids}-import-help`} className="mt-2 text-sm text-slate-600">
                Columns: question, answer, alternatives (separated by |), clue1 … clue6. A file is added all or nothing: if any row has a
                problem, no card is imported and every problem is listed.
              </p>
            </div>

            {importOutcome && (
              <ImportProblems
                fileName={importOutcome.fileName}
                message={importOutcome.message}
                problems={importOutcome.problems}
                onDismiss={() => setImportOutcome(null)}
              />
            )}

            {open.cards.length === 0 ? (
              <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
                <p className="text-lg font-semibold text-slate-900">This deck has no cards yet.</p>
                <p className="mt-1 text-slate-700">
                  Write one with “New card”, or import a spreadsheet saved as CSV (start from the template).
                </p>
              </div>
            ) : (
              <>
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <div className="w-full max-w-md">
                    <label htmlFor={`${ids}-search`} className="text-sm font-semibold text-slate-900">
                      Search cards
                    </label>
                    <input
                      id={`${ids}-search`}
                      type="search"
                      value={query}
                      onChange={(event) => setQuery(event.target.value)}
                      placeholder="Question, answer or clue"
                      className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 placeholder:text-slate-500 focus:outline focus:outline-3 focus:outline-offset-1 focus:outline-blue-600"
                    />
                  </div>
                  <p aria-live="polite" className="text-sm text-slate-700" data-search-count="">
                    {shownCards.length} of {cardsLabel(open.cards.length)}
                  </p>
                </div>
                <ol className="grid gap-3 xl:grid-cols-2" aria-label={`Cards in ${open.name}`}>
                  {shownCards.map((card) => (
                    <CardRow
                      key={card.id}
                      card={card}
                      number={open.cards.indexOf(card) + 1}
                      onEdit={() => setEditing({ card })}
                      onDelete={() => setConfirming({ type: "card", card })}
                    />
                  ))}
                </ol>
                {shownCards.length === 0 && (
                  <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">No card matches “{query}”.</p>
                )}
              </>
            )}
          </section>
        ) : (
          <section aria-labelledby={`${ids}-welcome`} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <h2 id={`${ids}-welcome`} className="text-2xl font-bold text-slate-950">
              {decks.length === 0 ? "Make your own clue cards" : "Pick a deck"}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              {decks.length === 0
                ? "A deck is a set of your own cards: a question, six clues from hardest to easiest, and the answer. Create a deck on the left, then write cards or import them from a spreadsheet."
                : "Open a deck on the left to see, search and edit its cards, or create a new one."}
            </p>
            <ol className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-3">
              {["Name a deck", "Write cards or import a CSV", "Choose the deck when you host a game"].map((step, index) => (
                <li key={step} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                  <span className="block text-sm font-bold text-blue-800">Step {index + 1}</span>
                  <span className="font-semibold text-slate-900">{step}</span>
                </li>
              ))}
            </ol>
            <button type="button" onClick={downloadTemplate} className={`${secondaryButton} mt-5`}>
              Download a CSV template
            </button>
          </section>
        )}
      </div>

      {editing && open && <CardForm deckName={open.name} card={editing.card} onSave={saveCard} onClose={() => setEditing(null)} />}
      {confirming && open && (
        <ConfirmDialog
          title={confirming.type === "deck" ? "Delete this deck?" : "Delete this card?"}
          body={
            confirming.type === "deck" ? (
              <p>
                “{open.name}” and its {cardsLabel(open.cards.length)} will be deleted for everyone on this server. This cannot be undone.
              </p>
            ) : (
              <p>
                The card “{confirming.card.answer}” ({confirming.card.question}) will be deleted. This cannot be undone.
              </p>
            )
          }
          confirmLabel={confirming.type === "deck" ? "Delete deck" : "Delete card"}
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

function CardRow({ card, number, onEdit, onDelete }: { card: StoredCard; number: number; onEdit: () => void; onDelete: () => void }) {
  const headingId = useId();
  return (
    <li
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-card-id={card.id}
      aria-labelledby={headingId}
    >
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold tabular-nums text-white"
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-semibold text-sky-900" data-card-question="">
          {card.question}
        </p>
        <h3 id={headingId} className="break-words text-lg font-bold text-slate-950" data-card-answer="">
          {card.answer}
        </h3>
        {card.alternatives.length > 0 && (
          <p className="break-words text-sm text-slate-700">
            <span className="font-semibold">Also:</span> {card.alternatives.join(" · ")}
          </p>
        )}
        <ol className="mt-2 grid gap-0.5 text-sm text-slate-800">
          {card.clues.map((clue, index) => (
            <li key={index} className="flex gap-2" data-card-clue={index + 1}>
              <span className="w-5 shrink-0 text-right font-bold tabular-nums text-slate-500" aria-hidden="true">
                {index + 1}
              </span>
              <span className="sr-only">Clue {index + 1}: </span>
              <span className="min-w-0 break-words">{clue}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex shrink-0 flex-col gap-2">
        <button type="button" onClick={onEdit} className={secondaryButton} aria-label={`Edit card ${card.answer}`}>
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          className={`${secondaryButton} text-red-800 hover:bg-red-50`}
          aria-label={`Delete card ${card.answer}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
