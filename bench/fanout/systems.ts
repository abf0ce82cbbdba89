/** The three ways of fanning one event out to a game's screens that the bench compares. */
export type FanoutSystem = "relay" | "ws" | "socketio";
/** How the relay's clients are driven: real pusher-js, or raw sockets speaking protocol 7. */
export type ClientKind = "pusher-js" | "pusher-js-web" | "pusher-raw" | "ws" | "socketio-client";

export const RELAY_APP = { appId: "bench", key: "bench-key", secret: "bench-secret" } as const;

export const channelOf = (game: number) => `game-bench-${game}`;

export function systemFor(client: ClientKind): FanoutSystem {
  switch (client) {
    case "pusher-js":
    case "pusher-js-web":
    case "pusher-raw":
      return "relay";
    case "ws":
      return "ws";
    case "socketio-client":
      return "socketio";
  }
}
