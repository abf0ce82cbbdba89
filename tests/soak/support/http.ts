/**
 * HTTP as a classroom's devices make it: each device has its own address. On loopback any
 * 127.x.y.z can be a source address, so a bench or soak can be many "phones" without tripping
 * the per-address limits that one real phone would trip (and can be one phone when it wants to).
 */
import http from "node:http";

export interface HttpReply {
  status: number;
  json: any;
  text: string;
  headers: http.IncomingHttpHeaders;
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** A loopback source address for device number `n` (never 127.0.0.1, which the test runner uses). */
export function deviceAddress(n: number): string {
  return `127.${77 + Math.floor(n / 62_500)}.${Math.floor((n % 62_500) / 250)}.${(n % 250) + 1}`;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is when a string (for malformed bodies); JSON-encoded otherwise. */
  headers?: Record<string, string>;
  from?: string;
  timeoutMs?: number;
}

export function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<HttpReply> {
  return requestOnce(baseUrl, method, path, options).catch((thrown: unknown) => {
    const error = thrown as NodeJS.ErrnoException & { reusedSocket?: boolean };
    // A kept-alive socket the server closed just as we reused it: Node's documented race. Sending
    // again is safe: commands and joins carry a clientId, so a repeat is answered, not reapplied.
    if (error.reusedSocket && (error.code === "ECONNRESET" || error.message === "socket hang up"))
      return requestOnce(baseUrl, method, path, options);
    throw error;
  });
}

function requestOnce(baseUrl: string, method: string, path: string, options: RequestOptions): Promise<HttpReply> {
  const url = new URL(path, baseUrl);
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === "string" || Buffer.isBuffer(options.body)
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(body !== undefined && typeof options.body !== "string" && !Buffer.isBuffer(options.body)
      ? { "content-type": "application/json" }
      : {}),
    ...options.headers,
  };
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise<HttpReply>((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent: agentFor(options.from ?? "127.0.0.1"),
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: any;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json, text, headers: res.headers });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", (error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
      error.reusedSocket = req.reusedSocket;
      reject(error);
    });
    req.end(body);
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Drops idle keep-alive sockets (after a server restart they point at a dead process). */
export function resetHttpAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
