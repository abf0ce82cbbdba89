import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { teacherFor } from "@/lib/server/teacher";
import { PairForm } from "./pair-form";

export const metadata: Metadata = { title: "Pair a teacher's device" };
export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;

/** Where the teacher's link and the pairing QR code lead: name this device and pair it. */
export default async function PairPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const key = typeof params.key === "string" ? params.key : "";
  const teacher = await teacherFor(await headers());
  return (
    <main className="mx-auto max-w-xl px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950">Pair a teacher&apos;s device</h1>
      {teacher ? (
        <>
          <p className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-lg text-emerald-950">
            {teacher.thisComputer
              ? "This is the computer running Clue Spin: it is a teacher's already."
              : `This device is paired as “${teacher.label}”.`}
          </p>
          <p className="mt-6">
            <Link
              href="/host"
              className="rounded-lg bg-blue-700 px-5 py-3 text-lg font-semibold text-white hover:bg-blue-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              Host a game →
            </Link>
          </p>
        </>
      ) : key ? (
        <>
          <p className="mt-3 text-lg text-slate-700">
            A paired device can host games and edit your decks. Pair only your own devices; students never need this.
          </p>
          <PairForm pairingKey={key} />
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-amber-950">
          Open the teacher&apos;s link that the computer running Clue Spin printed when it started, or scan the pairing QR code shown on
          that computer under Host a game → Teachers&apos; devices.
        </p>
      )}
    </main>
  );
}
