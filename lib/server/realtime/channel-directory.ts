// What the REST API's channel queries read: this relay's registry when it is alone, or every
// server's subscriptions and members when several share Redis (relay-cluster.ts).
import type { ChannelRegistry, ChannelSummary } from "./channel-registry";

export interface ChannelDirectory {
  /** Occupied channels whose names start with `prefix`. */
  summaries(prefix: string): Promise<ChannelSummary[]>;
  summary(channel: string): Promise<ChannelSummary | null>;
  /** Each user of a presence channel once. */
  presenceUserIds(channel: string): Promise<string[]>;
}

export function localChannelDirectory(registry: ChannelRegistry): ChannelDirectory {
  return {
    summaries: (prefix) => Promise.resolve(registry.summaries(prefix)),
    summary: (channel) => Promise.resolve(registry.summary(channel)),
    presenceUserIds: (channel) => Promise.resolve(registry.presenceUserIds(channel) ?? []),
  };
}
