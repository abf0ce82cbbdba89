// What the browser needs to open a pusher-js connection. No Node imports: client code may
// import this file to turn the server-provided config into pusher-js options.

/** Sent from the server to the page (e.g. as a prop or from a JSON route). */
export type ClientConnectionConfig =
  | {
      /** The built-in relay: connect back to whatever host and port served the page. */
      type: "same-origin";
      key: string;
    }
  | {
      /** Hosted Pusher (cluster) or a self-hosted Pusher-compatible server (Soketi). */
      type: "hosted";
      key: string;
      cluster: string;
      wsHost?: string;
      wsPort?: number;
      forceTLS: boolean;
    };

/** The subset of pusher-js `Options` these configs produce. */
export interface PusherClientOptions {
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  forceTLS: boolean;
  enabledTransports: Array<"ws" | "wss">;
  disableStats: boolean;
}

export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

/** pusher-js 8 refuses to start without a cluster even when wsHost overrides it. */
const PLACEHOLDER_CLUSTER = "mt1";

export function pusherClientOptions(config: ClientConnectionConfig, page: PageLocation): PusherClientOptions {
  switch (config.type) {
    case "same-origin": {
      const secure = page.protocol === "https:";
      const port = page.port === "" ? (secure ? 443 : 80) : Number(page.port);
      // Behind a TLS proxy the page is https and the socket must be wss on the same port;
      // pusher-js's "ws" transport follows forceTLS, and "wss" would only add a doomed fallback.
      return {
        cluster: PLACEHOLDER_CLUSTER,
        wsHost: page.hostname,
        wsPort: port,
        wssPort: port,
        forceTLS: secure,
        enabledTransports: ["ws"],
        disableStats: true,
      };
    }
    case "hosted": {
      const options: PusherClientOptions = {
        cluster: config.cluster,
        forceTLS: config.forceTLS,
        enabledTransports: ["ws", "wss"],
        disableStats: true,
      };
      if (config.wsHost !== undefined) options.wsHost = config.wsHost;
      if (config.wsPort !== undefined) {
        options.wsPort = config.wsPort;
        options.wssPort = config.wsPort;
      }
      return options;
    }
    default: {
      const unreachable: never = config;
      throw new Error(`Unknown client config ${JSON.stringify(unreachable)}`);
    }
  }
}
