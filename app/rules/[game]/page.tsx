import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RulesBody } from "@/app/games/_tables/teach/rules-body";
import { SCREEN_GAME_IDS, screensFor } from "@/app/games/screens";

/** The same for every visitor: built once per game that teaches. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { game: string }[] {
  return SCREEN_GAME_IDS.filter((game) => screensFor(game)?.teach).map((game) => ({ game }));
}

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const teach = screensFor((await params).game)?.teach;
  return { title: teach ? `${teach.title}: rules and words` : "Rules" };
}

/** A game's rules and glossary in plain words, for the console and the board to link (phones open the same in a sheet). */
export default async function RulesPage({ params }: { params: Promise<{ game: string }> }) {
  const teach = screensFor((await params).game)?.teach;
  if (!teach) notFound();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-4 bg-slate-100 px-4 py-6 text-slate-950">
      <p>
        <Link href="/" className="font-semibold text-blue-800 underline">
          Clue Spin
        </Link>
      </p>
      <h1 className="text-3xl font-black">{teach.title}: rules and words</h1>
      <RulesBody content={teach} jumpLinks />
    </main>
  );
}
