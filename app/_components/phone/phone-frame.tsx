"use client";

/** A short message on a phone's screen (a refusal, a reconnect). */
export interface Notice {
  id: number;
  tone: "info" | "error";
  text: string;
}

/** Every game's phone before its view arrives: opening, finding the seat again, or what went wrong with a retry. */
export function LoadingOrProblem({
  error,
  restoring,
  onRetry,
}: {
  error: { status: number; message: string } | null;
  restoring: boolean;
  onRetry: () => void;
}) {
  if (error && error.status !== 401 && error.status !== 404 && !restoring) {
    return (
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Could not open the game</h1>
        <p role="alert" className="text-lg text-slate-800">
          {error.message}
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-14 rounded-2xl bg-blue-700 px-6 text-xl font-bold text-white focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
        >
          Try again
        </button>
      </main>
    );
  }
  return (
    <main className="flex flex-1 items-center justify-center p-6">
      <h1 className="text-xl font-semibold text-slate-700">{restoring ? "Finding your seat…" : "Opening your game…"}</h1>
    </main>
  );
}

/**
 * A phone's passing message (a refused press, "a teammate already decided"). `edge` keeps it off
 * the game's own controls: the card games' move bar lies at the bottom, so their messages show at the top.
 */
export function Toast({ notice, onDismiss, edge }: { notice: Notice | null; onDismiss: () => void; edge: "top" | "bottom" }) {
  return (
    <div
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 z-40 flex justify-center px-3 ${edge === "top" ? "top-3" : "bottom-3"}`}
    >
      {notice && (
        <div
          key={notice.id}
          role={notice.tone === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-base font-semibold shadow-xl ${notice.tone === "error" ? "bg-red-800 text-white" : "bg-slate-900 text-white"}`}
          data-notice={notice.tone}
        >
          <span className="flex-1">{notice.text}</span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss message"
            className="-m-1 rounded p-1 text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          >
            ✕
          </button>
        </div>
      )}
    </div>
  );
}
