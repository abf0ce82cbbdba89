/**
 * A loopback TCP link between one screen and the server that can misbehave on demand: cut every
 * connection (a phone losing Wi-Fi), or deliver the server's bytes late (a slow phone on a weak
 * signal). The screen's pusher-js reconnects through the same link, as a phone would.
 */
import net from "node:net";

export interface FaultyLink {
  port: number;
  /** Delay of each chunk from the server to the screen; 0 = a healthy link. */
  delayMs: number;
  drops: number;
  drop(): void;
  close(): Promise<void>;
}

export async function openFaultyLink(target: { host: string; port: number }): Promise<FaultyLink> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => {
      if (link.delayMs <= 0) {
        client.write(chunk);
        return;
      }
      // Same delay for every chunk keeps them in order.
      setTimeout(() => client.destroyed || client.write(chunk), link.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const link: FaultyLink = {
    port: (server.address() as net.AddressInfo).port,
    delayMs: 0,
    drops: 0,
    drop() {
      link.drops++;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    async close() {
      link.drop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return link;
}
