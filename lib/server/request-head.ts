import "server-only";

/**
 * What the command path reads from a request: its headers (credentials, the peer address server.ts
 * stamps). A web `Request` is one; so is a Node request read by the direct routes (direct-routes.ts),
 * which serve the hot routes without building a `Request` at all.
 */
export interface RequestHead {
  readonly headers: Pick<Headers, "get">;
}
