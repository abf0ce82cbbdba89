"use client";

import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { useRouter } from "next/navigation";
import { allSeats } from "@/lib/client/player-credential";
import { exhaustiveSwitchError } from "@/lib/games/clue-spin/engine/exhaustive";
import { askForSeat, existingSeatFor, joinGame } from "./join-game";
import { JOIN_CODE_LENGTH, tidyJoinCode } from "./join-code";

type Problem = { field: "code" | "name" | null; message: string };

const NAME_MAX = 24;

export function JoinForm({ initialCode, notice }: { initialCode: string; notice: string | null }) {
  const router = useRouter();
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<null | "checking" | "joining" | "returning">(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** The name is someone's seat already: perhaps this student's, on a phone that lost its join key. */
  const [takenName, setTakenName] = useState<{ code: string; name: string } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  // A phone that already sits in this game goes straight back to its seat.
  useEffect(() => {
    const lastName = allSeats()[0]?.name;
    if (lastName) setName((current) => current || lastName);
    if (initialCode.length !== JOIN_CODE_LENGTH) {
      codeRef.current?.focus();
      return;
    }
    nameRef.current?.focus();
    let cancelled = false;
    setBusy("checking");
    void existingSeatFor(initialCode).then((gameId) => {
      if (cancelled) return;
      if (gameId) {
        setBusy("returning");
        router.replace(`/play/${gameId}`);
      } else setBusy(null);
    });
    return () => {
      cancelled = true;
    };
  }, [initialCode, router]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy === "joining" || busy === "returning") return;
    const tidyCode = tidyJoinCode(code);
    const tidyName = name.replace(/\s+/g, " ").trim();
    if (tidyCode.length !== JOIN_CODE_LENGTH) {
      setProblem({ field: "code", message: `The game code has ${JOIN_CODE_LENGTH} letters and digits: it is on the board.` });
      codeRef.current?.focus();
      return;
    }
    if (!tidyName) {
      setProblem({ field: "name", message: "Type your name so your team knows who you are." });
      nameRef.current?.focus();
      return;
    }
    if (tidyName.length > NAME_MAX) {
      setProblem({
        field: "name",
        message: `Your name has ${tidyName.length} characters: keep it to ${NAME_MAX} (a first name and an initial is enough).`,
      });
      nameRef.current?.focus();
      return;
    }
    setProblem(null);
    setBusy("joining");
    const existing = await existingSeatFor(tidyCode);
    if (existing) {
      setBusy("returning");
      router.replace(`/play/${existing}`);
      return;
    }
    const outcome = await joinGame(tidyCode, tidyName);
    switch (outcome.type) {
      case "joined":
        setBusy("returning");
        router.replace(`/play/${outcome.gameId}`);
        return;
      case "refused": {
        setBusy(null);
        setTakenName(outcome.code === "rule/name_taken" ? { code: tidyCode, name: tidyName } : null);
        const field = outcome.status === 404 ? "code" : outcome.code === "input/invalid_join" ? "name" : null;
        setProblem({ field, message: outcome.message });
        if (field === "code") codeRef.current?.focus();
        if (field === "name") nameRef.current?.focus();
        return;
      }
      case "offline":
        setBusy(null);
        setProblem({ field: null, message: outcome.message });
        return;
      default:
        return exhaustiveSwitchError(outcome);
    }
  }

  async function claim() {
    if (!takenName || working) return;
    setBusy("joining");
    const outcome = await askForSeat(takenName.code, takenName.name);
    if (outcome.type === "asked") {
      setBusy("returning");
      router.replace(`/join/waiting?game=${encodeURIComponent(outcome.gameId)}&request=${encodeURIComponent(outcome.requestCode)}`);
      return;
    }
    setBusy(null);
    setProblem({ field: null, message: outcome.message });
  }

  const working = busy === "joining" || busy === "returning";
  return (
    <main className="palette-auto mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-8 pt-6">
      <header className="mb-6 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-slate-600">Clue Spin</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Join a game</h1>
        <p className="mt-2 text-slate-700">Type the code from the board and your name.</p>
      </header>

      {notice && (
        <p role="status" className="mb-4 rounded-xl border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950">
          {notice}
        </p>
      )}

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200"
      >
        <div className="flex flex-col gap-2">
          <label htmlFor="join-code" className="text-lg font-bold">
            Game code
          </label>
          <input
            ref={codeRef}
            id="join-code"
            name="code"
            value={code}
            onChange={(event) => setCode(tidyJoinCode(event.target.value))}
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={12}
            placeholder="ABC234"
            aria-invalid={problem?.field === "code" || undefined}
            aria-describedby={problem?.field === "code" ? "join-problem" : "join-code-hint"}
            className="w-full rounded-xl border-2 border-slate-400 bg-white px-4 py-3 text-center font-mono text-3xl font-bold uppercase tracking-[0.3em] text-slate-900 placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 aria-[invalid=true]:border-red-700"
          />
          <p id="join-code-hint" className="text-sm text-slate-600">
            6 letters and digits; small letters and spaces are fine.
          </p>
        </div>

        <div className="flex flex-col gap-2">
          <label htmlFor="join-name" className="text-lg font-bold">
            Your name
          </label>
          <input
            ref={nameRef}
            id="join-name"
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (problem?.field === "name") setProblem(null);
            }}
            autoComplete="nickname"
            autoCapitalize="words"
            placeholder="e.g. Sam"
            aria-invalid={problem?.field === "name" || undefined}
            aria-describedby={problem?.field === "name" ? "join-problem join-name-count" : "join-name-count"}
            className="w-full rounded-xl border-2 border-slate-400 bg-white px-4 py-3 text-2xl text-slate-900 placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 aria-[invalid=true]:border-red-700"
          />
          <p id="join-name-count" className={`text-sm ${name.trim().length > NAME_MAX ? "font-bold text-red-800" : "text-slate-600"}`}>
            {name.trim().length} of {NAME_MAX} characters
          </p>
        </div>

        <div aria-live="assertive" className="empty:hidden">
          {problem && (
            <p id="join-problem" role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900">
              {problem.message}
            </p>
          )}
          {problem && takenName && (
            <button
              type="button"
              onClick={() => void claim()}
              disabled={working}
              className="mt-3 min-h-14 w-full rounded-2xl border-2 border-blue-700 bg-white px-4 py-3 text-lg font-bold text-blue-800 disabled:opacity-60 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
            >
              I am {takenName.name}: ask my teacher for my seat
            </button>
          )}
        </div>

        <button
          type="submit"
          disabled={working}
          className="min-h-16 w-full rounded-2xl bg-blue-700 px-6 py-4 text-2xl font-extrabold text-white shadow-lg transition active:scale-[0.98] disabled:bg-slate-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
        >
          {busy === "joining" ? "Joining…" : busy === "returning" ? "Opening your game…" : "Join"}
        </button>
        <p role="status" className="text-center text-sm text-slate-600 empty:hidden">
          {busy === "checking"
            ? "Checking whether this phone is already in the game…"
            : busy === "returning"
              ? "You are in! Opening your team screen…"
              : ""}
        </p>
      </form>
    </main>
  );
}
