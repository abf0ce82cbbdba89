import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { teacherFor, TEACHER_ONLY_MESSAGE } from "@/lib/server/teacher";
import { GamePicker } from "./game-picker";
import { TeacherDevices } from "./teacher-devices";

export const metadata: Metadata = {
  title: "Host a game",
  description: "Set up a Clue Spin game for your class in under a minute.",
};

export const dynamic = "force-dynamic";

export default async function HostPage() {
  const teacher = await teacherFor(await headers());
  return (
    <main className="palette-auto mx-auto max-w-6xl px-6 pt-6 pb-16">
      <p>
        <Link
          href="/"
          className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-4 focus-visible:outline-blue-600"
        >
          ← Clue Spin
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-950">Host a game</h1>
      {teacher ? (
        <>
          <p className="mt-1 text-lg text-slate-700">
            Pick a game and its options and press Create: students join with a code on their phones.
          </p>
          <GamePicker />
          {teacher.thisComputer && <TeacherDevices />}
        </>
      ) : (
        <div className="mt-4 max-w-2xl space-y-4 text-lg">
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {TEACHER_ONLY_MESSAGE}
          </p>
          <p className="text-slate-700">
            Students: you do not need this page.{" "}
            <Link href="/join" className="text-blue-800 underline underline-offset-2">
              Join a game
            </Link>{" "}
            with the code on the board.
          </p>
        </div>
      )}
    </main>
  );
}
