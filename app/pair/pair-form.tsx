"use client";

import { useState, type SubmitEvent } from "react";
import { useRouter } from "next/navigation";
import { postJson } from "@/lib/client/commands";
import { errorMessage } from "@/lib/shared/wire";

export function PairForm({ pairingKey }: { pairingKey: string }) {
  const router = useRouter();
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const { status, json } = await postJson("/api/teacher/pair", { key: pairingKey, label }, { attempts: 2 });
      if (status === 201) {
        // Drop the key from the address bar and history before going on.
        window.history.replaceState(null, "", "/pair");
        router.push("/host");
        return;
      }
      setProblem(errorMessage(json, "Pairing did not work: try the link again."));
    } catch {
      setProblem("No connection to Clue Spin: check this device is on the classroom network.");
    }
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-3">
      <label htmlFor="device-label" className="text-lg font-semibold text-slate-900">
        Name this device
      </label>
      <input
        id="device-label"
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        maxLength={40}
        required
        placeholder="Ms Lee's iPad"
        className="rounded-lg border border-slate-400 px-4 py-3 text-lg focus-visible:outline-4 focus-visible:outline-blue-600"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-blue-700 px-5 py-3 text-lg font-semibold text-white hover:bg-blue-800 disabled:opacity-60 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {busy ? "Pairing…" : "Pair this device"}
      </button>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      )}
    </form>
  );
}
