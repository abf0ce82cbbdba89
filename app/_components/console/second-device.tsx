"use client";

import { useEffect, useState } from "react";
import { postJson } from "@/lib/client/commands";
import { errorMessage } from "@/lib/shared/wire";
import { Button, Dialog } from "./ui";

type Link = { url: string; qrSvg: string; expiresAt: number };

/** Makes a one-time link (and QR code) that opens this console on a tablet or a colleague's laptop. */
export function SecondDevice({ gameId, open, onClose }: { gameId: string; open: boolean; onClose: () => void }) {
  const [link, setLink] = useState<Link | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setLink(null);
      setProblem(null);
      return;
    }
    let cancelled = false;
    postJson(`/api/games/${gameId}/moderator-link`, {}, { attempts: 2 })
      .then(({ status, json }) => {
        if (cancelled) return;
        if (status === 201) setLink(json as Link);
        else setProblem(errorMessage(json, "The link could not be made: try again."));
      })
      .catch(() => {
        if (!cancelled) setProblem("No connection to the game server.");
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, open]);

  const until = link ? new Date(link.expiresAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) : "";
  return (
    <Dialog open={open} onClose={onClose} title="Open the console on another device" footer={<Button onClick={onClose}>Done</Button>}>
      <p className="text-slate-800">
        Scan this with the other device, or type the link. It works <strong>once</strong>, until {until || "10 minutes from now"}; keep it
        off the projector.
      </p>
      {problem && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {problem}
        </p>
      )}
      {!link && !problem && (
        <p role="status" className="mt-3 text-slate-700">
          Making a link…
        </p>
      )}
      {link && (
        <div className="mt-4 grid justify-items-center gap-3">
          <div
            className="w-56 rounded-xl border border-slate-200 p-2"
            role="img"
            aria-label="QR code of the one-time moderator link"
            dangerouslySetInnerHTML={{ __html: link.qrSvg }}
          />
          <p className="w-full rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900">{link.url}</p>
        </div>
      )}
    </Dialog>
  );
}
