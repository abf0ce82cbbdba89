/**
 * Reading the server's JSON answers in the browser. What arrives over the network is `unknown`
 * until looked at: these readers never trust a field's type without checking it.
 */
export type WireJson = Record<string, unknown>;

export function asObject(json: unknown): WireJson {
  return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as WireJson) : {};
}

export function stringField(json: unknown, key: string): string | null {
  const value = asObject(json)[key];
  return typeof value === "string" ? value : null;
}

export function numberField(json: unknown, key: string): number | null {
  const value = asObject(json)[key];
  return typeof value === "number" ? value : null;
}

/** The `{ error: { code, message } }` every refusal carries, or null. */
export function wireError(json: unknown): { code: string; message: string } | null {
  const error = asObject(asObject(json).error);
  const code = stringField(error, "code");
  const message = stringField(error, "message");
  return code !== null && message !== null ? { code, message } : null;
}

/** A refusal's sentence, or `fallback` when the answer carried none. */
export function errorMessage(json: unknown, fallback: string): string {
  return wireError(json)?.message ?? fallback;
}
