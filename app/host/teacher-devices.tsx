"use client";

import { useCallback, useEffect, useState } from "react";

interface Device {
  id: string;
  label: string;
  createdAt: string;
}

interface PairingLink {
  url: string;
  qrSvg: string;
  expiresAt: number;
}

/**
 * Only on the computer running Clue Spin: pair a colleague's laptop or tablet with a one-time QR
 * code, and unpair devices. The code stays hidden until asked for, since this screen may be on the
 * projector.
 */
export function TeacherDevices() {
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [link, setLink] = useState<PairingLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    const response = await fetch("/api/teacher/devices", { cache: "no-store" });
    if (response.ok) setDevices(((await response.json()) as { devices: Device[] }).devices);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function showCode() {
    setProblem(null);
    const response = await fetch("/api/teacher/pairing-links", { method: "POST" });
    if (!response.ok) {
      setProblem("Could not make a pairing code: try again.");
      return;
    }
    setLink((await response.json()) as PairingLink);
  }

  async function unpair(device: Device) {
    if (!window.confirm(`Unpair “${device.label}”? It will no longer host games or open decks. Its decks move to this computer.`)) return;
    await fetch(`/api/teacher/devices/${device.id}`, { method: "DELETE" });
    await load();
  }

  return (
    <section aria-labelledby="teacher-devices" className="mt-12 max-w-3xl rounded-xl border border-slate-300 bg-white p-6">
      <h2 id="teacher-devices" className="text-2xl font-bold text-slate-950">
        Teachers&apos; devices
      </h2>
      <p className="mt-1 text-slate-700">
        Another teacher&apos;s laptop or tablet can host games and keep its own decks once it is paired from this computer. Scan the code
        with it (it works once, for 10 minutes), or open the teacher&apos;s link printed when Clue Spin started.
      </p>
      {link ? (
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <div className="h-48 w-48 bg-white" aria-label="Pairing QR code" role="img" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
          <div className="space-y-2">
            <p className="break-all font-mono text-sm text-slate-800">{link.url}</p>
            <button
              type="button"
              onClick={() => setLink(null)}
              className="rounded-lg border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Hide the code
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => void showCode()}
          className="mt-4 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Show a pairing code
        </button>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-red-800">
          {problem}
        </p>
      )}
      <h3 className="mt-6 text-lg font-semibold text-slate-900">Paired</h3>
      {devices === null ? null : devices.length === 0 ? (
        <p className="text-slate-700">No other devices yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {devices.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-4 py-2">
              <span className="text-slate-900">
                {device.label} <span className="text-sm text-slate-600">since {new Date(device.createdAt).toLocaleDateString()}</span>
              </span>
              <button
                type="button"
                onClick={() => void unpair(device)}
                className="rounded-lg border border-red-300 px-3 py-1 text-red-800 hover:bg-red-50"
              >
                Unpair
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
