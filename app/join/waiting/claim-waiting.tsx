"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { claimState, type ClaimState } from "../join-game";

const POLL_MS = 2_000;

/** Asks every two seconds whether the teacher has answered; opens the game once the seat is this phone's. */
export function ClaimWaiting({ gameId, requestCode }: { gameId: string | null; requestCode: string | null }) {
  const router = useRouter();
  const [state, setState] = useState<ClaimState>({ type: "waiting" });

  useEffect(() => {
    if (!gameId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const next = await claimState(gameId);
      if (stopped) return;
      setState(next);
      if (next.type === "granted") router.replace(`/play/${gameId}`);
      else if (next.type === "waiting" || next.type === "offline") timer = setTimeout(() => void check(), POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [gameId, router]);

  const refused = !gameId || state.type === "refused";
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-5 px-6 py-10 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-slate-600">Clue Spin</p>
      {refused ? (
        <>
          <h1 className="text-3xl font-extrabold">No seat yet</h1>
          <p role="alert" className="text-xl text-slate-800">
            {state.type === "refused" ? state.message : "This link is not for a game: join with the code on the board."}
          </p>
          <a
            href="/join"
            className="min-h-14 rounded-2xl bg-blue-700 px-6 py-4 text-xl font-bold text-white focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
          >
            Back to joining
          </a>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold">Ask your teacher to confirm it is you</h1>
          <p role="status" className="text-xl text-slate-800">
            {state.type === "offline"
              ? "No connection: still trying…"
              : state.type === "granted"
                ? "Confirmed! Opening your team screen…"
                : "Your teacher sees your request on their screen. This page opens your game as soon as they say yes."}
          </p>
          {requestCode && (
            <p className="text-xl text-slate-800">
              Your request code: <strong className="font-mono text-3xl tracking-widest">{requestCode}</strong>
              <br />
              Tell your teacher this code.
            </p>
          )}
        </>
      )}
    </main>
  );
}
