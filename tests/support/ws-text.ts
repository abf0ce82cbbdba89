import type { RawData } from "ws";

/** A WebSocket message as text, whichever of its shapes `ws` hands over. */
export function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}
