"use client";

import { numberField, wireError } from "@/lib/shared/wire";

/**
 * Sends a command to the server. A retry after a network failure reuses the same clientId, so a
 * press on flaky Wi-Fi is applied once however many times it is sent.
 */
export type CommandOutcome = { ok: true; version: number } | { ok: false; status: number; code: string; message: string };

export function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function newCredential(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postJson(
  url: string,
  body: unknown,
  options: { attempts?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown }> {
  const attempts = options.attempts ?? 4;
  let lastError: unknown = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...options.headers },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      if (response.status >= 500 && attempt < attempts - 1) {
        await sleep(300 * 2 ** attempt);
        continue;
      }
      const json: unknown = await response.json().catch(() => ({}));
      return { status: response.status, json };
    } catch (error) {
      lastError = error;
      await sleep(300 * 2 ** attempt);
    }
  }
  throw lastError instanceof Error ? lastError : new Error("request failed");
}

export async function sendCommand(
  gameId: string,
  role: "moderator" | "player",
  command: { type: string },
  baseVersion: number | undefined,
): Promise<CommandOutcome> {
  const clientId = newClientId();
  try {
    const { status, json } = await postJson(`/api/games/${gameId}/commands?as=${role}`, { clientId, baseVersion, command });
    const version = numberField(json, "version");
    if (status >= 200 && status < 300 && version !== null) return { ok: true, version };
    const error = wireError(json);
    return { ok: false, status, code: error?.code ?? "unknown", message: error?.message ?? "Something went wrong: try again." };
  } catch {
    return {
      ok: false,
      status: 0,
      code: "network/offline",
      message: "No connection to the game: check the Wi-Fi; your press was not lost if it went through.",
    };
  }
}
