import type { Metadata } from "next";
import Link from "next/link";
import { NewGameForm } from "./new-game-form";

export const metadata: Metadata = {
  title: "Host a game",
  description: "Set up a Clue Spin game for your class in under a minute.",
};

export default function HostPage() {
  return (
    <main className="mx-auto max-w-6xl px-6 pt-6 pb-16">
      <p>
        <Link href="/" className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-4 focus-visible:outline-blue-600">
          ← Clue Spin
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-950">Host a game</h1>
      <p className="mt-1 text-lg text-slate-700">Pick the teams and press Create: students join with a code on their phones.</p>
      <NewGameForm />
    </main>
  );
}
