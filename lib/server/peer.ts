import type { RequestHead } from "./request-head";

/** Set by server.ts from the socket's address on every request, overwriting any client value. */
export const PEER_HEADER = "x-clue-spin-peer";

export function peerAddress(request: RequestHead): string {
  return request.headers.get(PEER_HEADER) ?? "unknown";
}
