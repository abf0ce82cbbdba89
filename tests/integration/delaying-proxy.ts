/**
 * A phone on slow Wi-Fi, for the fair-shout tests: an HTTP proxy in front of the real server that
 * holds every request `eachWayMs` before passing it on, and every answer as long before handing it
 * back (a round trip `2 × eachWayMs` longer, the same both ways, as on a busy access point).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface DelayingProxy {
  baseUrl: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bodyOf(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

export async function startDelayingProxy(target: string, eachWayMs: number): Promise<DelayingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      await sleep(eachWayMs);
      const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const forward = http.request(
          {
            agent,
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (reply) =>
            void bodyOf(reply).then((replyBody) => resolve({ status: reply.statusCode ?? 502, headers: reply.headers, body: replyBody })),
        );
        forward.on("error", reject);
        forward.end(body);
      });
      await sleep(eachWayMs);
      const { connection: _hop, "keep-alive": _hop2, "transfer-encoding": _chunked, ...headers } = answer.headers;
      res.writeHead(answer.status, { ...headers, "content-length": answer.body.byteLength });
      res.end(answer.body);
    })().catch(() => {
      res.statusCode = 502;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
