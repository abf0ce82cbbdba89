"use client";

import { useEffect, useId, useState } from "react";
import { Button, Dialog } from "@/app/_components/console/ui";
import type { ScoreAdjustment, TableCommand } from "@/app/games/_tables/table-game";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";

/** A score correction at one table: which team, how many points (up or down), and why (the log keeps the reason). */
export function AdjustDialog({
  adjustment,
  table,
  teams,
  look,
  busy,
  onClose,
  onCorrect,
}: {
  /** The game's correction: its engine's limits and rule, and the command that makes it. */
  adjustment: ScoreAdjustment<TableCommand>;
  table: string | null;
  teams: { id: string; points: number }[];
  look: LookUp;
  busy: boolean;
  onClose: () => void;
  onCorrect: (command: TableCommand) => Promise<boolean>;
}) {
  const formId = useId();
  const [teamId, setTeamId] = useState<string>("");
  const [amount, setAmount] = useState("1");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const firstTeam = teams[0]?.id ?? "";
  useEffect(() => {
    if (table === null) return;
    setTeamId(firstTeam);
    setAmount("1");
    setReason("");
    setProblem(null);
  }, [table, firstTeam]);

  const submit = async () => {
    const team = teams.find((candidate) => candidate.id === teamId);
    if (!team) {
      setProblem("Pick the team whose score changes.");
      return;
    }
    const value = Number(amount);
    // The game's own rule: the dialog asks for exactly what the engine accepts.
    const refused = adjustment.problem({ points: team.points, amount: value, reason, teamName: look(team.id).name });
    if (refused) {
      setProblem(refused);
      return;
    }
    if (await onCorrect(adjustment.command({ teamId, amount: value, reason: reason.trim() }))) onClose();
  };

  return (
    <Dialog
      open={table !== null}
      onClose={onClose}
      title={`Adjust a score at table ${table?.replace(/^T/, "") ?? ""}`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" type="submit" form={formId} disabled={busy}>
            Adjust score
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-800">Team</legend>
          {teams.map((team) => (
            <label
              key={team.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name={`${formId}-team`}
                value={team.id}
                checked={teamId === team.id}
                onChange={() => setTeamId(team.id)}
                className="size-4 accent-blue-700"
              />
              <TeamPill team={look(team.id)} size="sm" />
              <span className="ml-auto text-slate-800">{team.points} points now</span>
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          Points (minus to take away)
          <input
            type="number"
            min={-adjustment.amountLimit}
            max={adjustment.amountLimit}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="mt-1 rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-950 focus-visible:outline-3 focus-visible:outline-blue-600"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          Reason
          <input
            type="text"
            maxLength={adjustment.reasonMaxLength}
            value={reason}
            placeholder="e.g. a card was misread"
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-950 focus-visible:outline-3 focus-visible:outline-blue-600"
          />
        </label>
        {problem && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
