"use client";

import { useState } from "react";
import { postJson } from "@/lib/client/commands";
import { clockText, type CountdownShown } from "@/lib/client/use-countdown";
import { errorMessage } from "@/lib/shared/wire";
import { Button, Panel } from "@/app/_components/console/ui";

/**
 * The talk-it-over countdown: the moderator starts it, every screen shows it (board and phones),
 * and it changes nothing in the game. Off until started; the teacher decides when teams may confer.
 */
const CHOICES = [30, 60, 120] as const;

export function CountdownControls({ gameId, shown }: { gameId: string; shown: CountdownShown | null }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = async (body: { seconds: number } | { stop: true }) => {
    setBusy(true);
    try {
      const { status, json } = await postJson(`/api/games/${gameId}/countdown`, body, { attempts: 2 });
      setProblem(status === 200 ? null : errorMessage(json, "The countdown could not start: try again."));
    } catch {
      setProblem("No connection to the game server.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="Talk-it-over timer" labelledBy="countdown-title">
      <p className="text-sm text-slate-700">Shown on the board and the phones; it changes nothing in the game.</p>
      {shown && (
        <p role="timer" className="mt-2 text-2xl font-black text-slate-950 tabular-nums" data-console-countdown={shown.state}>
          {shown.state === "done" ? "Time's up!" : clockText(shown.secondsLeft)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {CHOICES.map((seconds) => (
          <Button key={seconds} size="sm" disabled={busy} onClick={() => void post({ seconds })}>
            {seconds < 60 ? `${seconds} s` : `${seconds / 60} min`}
          </Button>
        ))}
        {shown?.state === "running" && (
          <Button size="sm" tone="danger" disabled={busy} onClick={() => void post({ stop: true })}>
            Stop
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {problem}
        </p>
      )}
    </Panel>
  );
}
