import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { getDeck, listDecks } from "@/lib/server/deck-store";
import { teacherFor, TEACHER_ONLY_MESSAGE } from "@/lib/server/teacher";
import { DeckEditor } from "./deck-editor";

export const metadata: Metadata = {
  title: "Your decks",
  description: "Write your own clue cards, import them from a spreadsheet, and play them in Clue Spin.",
};

export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;

export default async function DecksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const teacher = await teacherFor(await headers());
  if (!teacher) {
    return (
      <main className="mx-auto max-w-2xl px-6 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950">Your decks</h1>
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-amber-950">
          {TEACHER_ONLY_MESSAGE}
        </p>
        <p className="mt-4">
          <Link href="/" className="text-blue-800 underline underline-offset-2">
            ← Clue Spin
          </Link>
        </p>
      </main>
    );
  }
  const decks = await listDecks(teacher.id);
  const wanted = typeof params.deck === "string" ? params.deck : null;
  const opened = wanted ? await getDeck(teacher.id, wanted) : null;
  return (
    <main className="mx-auto max-w-[90rem] px-6 pt-5 pb-16">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p>
            <Link
              href="/"
              className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-4 focus-visible:outline-blue-600"
            >
              ← Clue Spin
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-950">Your decks</h1>
          <p className="mt-1 text-lg text-slate-700">Your own clue cards: six clues from hardest to easiest, then the answer.</p>
        </div>
        <Link
          href="/host"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 shadow-sm hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Host a game with them →
        </Link>
      </header>
      <DeckEditor initialDecks={decks} initialDeck={opened?.ok ? opened.body : null} />
    </main>
  );
}
