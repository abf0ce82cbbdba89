// What the relay needs from the other servers of a deployment that shares Redis (the Redis side is
// redis-cluster.ts, loaded only when REDIS_URL is set). A relay without one is alone, as on a laptop.
import type { ChannelDirectory } from "./channel-directory";
import type { PresenceJoin, PresenceSnapshot } from "./channel-registry";
import type { SharedEvent } from "./cluster-message";

/** How the cluster reaches into this relay when another server speaks. */
export interface ClusterHandlers {
  /** Events another server delivered to its own sockets: delivered here, not shared again. */
  deliverEvents(events: readonly SharedEvent[]): void;
  retire(channels: readonly string[]): void;
  memberAdded(channel: string, member: { user_id: string; user_info: unknown }, excludeSocketId?: string): void;
  memberRemoved(channel: string, userId: string): void;
  /** What this server holds, to register again after the others took it for dead (or Redis lost it). */
  localState(): { presence: { channel: string; userId: string; info: unknown }[]; subscriptions: { channel: string; count: number }[] };
}

export interface RelayCluster extends ChannelDirectory {
  readonly serverId: string;
  attach(handlers: ClusterHandlers): void;
  /** Sends events already delivered here to the other servers, in the order of the calls. */
  shareEvents(events: readonly SharedEvent[]): void;
  shareRetire(channels: readonly string[]): void;
  /**
   * Lists this socket's user on the channel for every server, announces the user (member_added,
   * heard back through the cluster) when no server had them, and answers every server's members.
   */
  joinPresence(channel: string, join: PresenceJoin, socketId: string): Promise<PresenceSnapshot>;
  /** The user's last socket on this server left: announced (member_removed) when no server has them any more. */
  leavePresence(channel: string, userId: string): void;
  countSubscription(channel: string, delta: 1 | -1): void;
  /** Takes this server's members off every list (announcing them gone) and disconnects. */
  close(): Promise<void>;
}
