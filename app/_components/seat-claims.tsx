"use client";

import type { RoomView } from "@/lib/shared/room-views";

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/**
 * Phones asking for a student's seat (the student is back on a phone that lost its join key).
 * The teacher looks up: is that student holding a new phone? Yes gives the seat to that phone
 * (the old one stops working); No leaves everything as it was.
 */
export function SeatClaims({
  claims,
  teams,
  busy,
  onAnswer,
}: {
  claims: NonNullable<RoomView["claims"]>;
  teams: RoomView["teams"];
  busy: boolean;
  onAnswer: (claimId: string, grant: boolean) => void;
}) {
  if (claims.length === 0) return null;
  const teamName = (teamId: string | null) => (teamId ? (teams.find((team) => team.id === teamId)?.name ?? "a team") : "no team yet");
  return (
    <section aria-label="Students asking for their seat" className="mx-auto w-full max-w-[110rem] px-4 pt-3">
      <ul className="flex flex-col gap-2">
        {claims.map((claim) => (
          <li
            key={claim.id}
            role="alert"
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
          >
            <div className="min-w-0 flex-1 text-base">
              <p>
                <strong>{claim.name}</strong> ({teamName(claim.teamId)}) is asking for their seat on another phone. Is {claim.name} holding
                a new phone that shows the code <strong className="font-mono tracking-wider">{claim.requestCode}</strong>?
              </p>
              <p className="text-sm text-amber-900">
                Asked at {timeOf(claim.at)}
                {claim.address ? ` from ${claim.address}` : ""}
                {claim.device === "seat" ? ", the device this seat joined from" : claim.device === "other" ? ", a device with no seat" : ""}
                {claim.rivals > 0 ? (
                  <strong>
                    {" "}
                    · {claim.rivals === 1 ? "another phone is" : `${claim.rivals} other phones are`} asking for this seat too: check the
                    code
                  </strong>
                ) : null}
              </p>
            </div>
            <span className="flex gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => onAnswer(claim.id, true)}
                className="min-h-11 rounded-lg bg-green-800 px-4 font-bold text-white disabled:opacity-60 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-950"
              >
                Yes, give {claim.name} the seat
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => onAnswer(claim.id, false)}
                className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-4 font-bold text-slate-900 disabled:opacity-60 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                No
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
