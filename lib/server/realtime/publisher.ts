// One interface for sending server events, backed either by the in-process relay or by
// the official `pusher` SDK talking to hosted Pusher / Soketi.
import type Pusher from "pusher";
import type { ClientConnectionConfig } from "@/lib/shared/realtime-client-config";
import { LIMITS } from "./protocol";
import type { Relay } from "./relay";
import type { ChannelAuthorization, PresenceMemberData } from "./signing";
import { prepareServerEvent } from "./validation";

export interface BatchEvent {
  channel: string;
  event: string;
  data: unknown;
  excludeSocketId?: string;
}

export interface Publisher {
  readonly kind: "built-in" | "sdk";
  /**
   * Sends `event` to every channel. Rejects with RealtimeLimitError (data over 10 KB,
   * bad channel or event name) before anything is sent, on both backends alike.
   */
  publish(channels: readonly string[], event: string, data: unknown, excludeSocketId?: string): Promise<void>;
  /** Several events, each to one channel, delivered in order. */
  publishBatch(events: readonly BatchEvent[]): Promise<void>;
  /**
   * Drops every socket from these channels: their names will never carry an event again (a team
   * channel renamed because someone left the team). Hosted Pusher cannot drop another's
   * subscription, so there the retired name just stays silent.
   */
  retire(channels: readonly string[]): Promise<void>;
  /** Signs a subscription the app has already decided to allow; the auth route returns this JSON. */
  authorize(socketId: string, channel: string, presenceData?: PresenceMemberData): ChannelAuthorization;
  clientConfig(): ClientConnectionConfig;
}

function settle(work: () => unknown): Promise<void> {
  try {
    work();
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function builtInPublisher(relay: Relay): Publisher {
  return {
    kind: "built-in",
    // The relay delivers synchronously; the Publisher interface is async for the SDK's HTTP calls,
    // so a limit error becomes a rejected promise either way.
    publish(channels, event, data, excludeSocketId) {
      return settle(() => relay.publish(channels, event, data, excludeSocketId));
    },
    publishBatch(events) {
      // The relay checks everything first so a bad entry sends nothing, as the REST batch does.
      return settle(() => relay.publishBatch(events));
    },
    retire(channels) {
      return settle(() => relay.retire(channels));
    },
    authorize: (socketId, channel, presenceData) => relay.authorizeChannel(socketId, channel, presenceData),
    clientConfig: () => ({ type: "same-origin", key: relay.key }),
  };
}

export type PusherSdk = Pick<Pusher, "trigger" | "triggerBatch" | "authorizeChannel">;

export interface HostedClientSettings {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
}

export function sdkPublisher(sdk: PusherSdk, client: HostedClientSettings): Publisher {
  return {
    kind: "sdk",
    async publish(channels, event, data, excludeSocketId) {
      // An empty list still goes through validation so it is refused like on the built-in path.
      const chunks = channels.length === 0 ? [[]] : chunk(channels, LIMITS.channelsPerTrigger);
      const prepared = chunks.map((channelChunk) => prepareServerEvent(channelChunk, event, data));
      const params = excludeSocketId === undefined ? undefined : { socket_id: excludeSocketId };
      for (const [index, channelChunk] of chunks.entries()) {
        // Strings pass through the SDK untouched, so the data is not encoded twice.
        await sdk.trigger([...channelChunk], event, prepared[index], params);
      }
    },
    async publishBatch(events) {
      const prepared: Pusher.BatchEvent[] = events.map((item) => {
        const entry: Pusher.BatchEvent = {
          channel: item.channel,
          name: item.event,
          data: prepareServerEvent([item.channel], item.event, item.data),
        };
        if (item.excludeSocketId !== undefined) entry.socket_id = item.excludeSocketId;
        return entry;
      });
      for (const batch of chunk(prepared, LIMITS.eventsPerBatch)) await sdk.triggerBatch([...batch]);
    },
    // Pusher's API cannot unsubscribe another's socket; a retired name is never published to again.
    retire: () => Promise.resolve(),
    authorize(socketId, channel, presenceData) {
      if (presenceData === undefined) return sdk.authorizeChannel(socketId, channel);
      return sdk.authorizeChannel(socketId, channel, { ...presenceData, user_id: String(presenceData.user_id) });
    },
    clientConfig: () => ({ type: "hosted", ...client }),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
