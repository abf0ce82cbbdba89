"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ClueClientCommand } from "@/app/games/clue-spin/session-views";
import { sendCommand } from "@/lib/client/commands";
import type { NextGame } from "@/lib/client/use-next-game";
import { joinGame } from "@/app/join/join-game";

/**
 * The moderator pressed "Play again with the same teams": one tap joins the new game under the same
 * name and on the same team (the new game lists the teams in the same order, so the same id).
 */
export function NextGameOffer({ next, name, teamId }: { next: NextGame; name: string | null; teamId: string | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const join = async () => {
    if (!name) {
      router.push(`/join?code=${encodeURIComponent(next.code)}`);
      return;
    }
    setBusy(true);
    setProblem(null);
    const outcome = await joinGame(next.code, name);
    if (outcome.type !== "joined") {
      setBusy(false);
      setProblem(outcome.message);
      return;
    }
    if (teamId) {
      const choose: ClueClientCommand = { type: "chooseTeam", teamId };
      await sendCommand(outcome.gameId, "player", choose, undefined);
    }
    router.replace(`/play/${outcome.gameId}`);
  };
  return (
    <section
      aria-label="Next game"
      className="rounded-2xl border-2 border-blue-700 bg-white p-4 text-center shadow-md"
      data-phone-next-game={next.code}
    >
      <p className="text-lg font-bold">The moderator started a new game with the same teams.</p>
      <button
        type="button"
        onClick={() => void join()}
        disabled={busy}
        className="mt-3 min-h-14 w-full rounded-2xl bg-blue-700 px-5 text-xl font-extrabold text-white shadow focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-900 disabled:opacity-60"
      >
        {busy ? "Joining…" : name ? `Join the next game as ${name}` : "Join the next game"}
      </button>
      <p className="mt-2 text-sm text-slate-700">
        Code <span className="font-mono font-bold">{next.code}</span>
      </p>
      {problem && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
