// In-memory channel membership: who is subscribed where, and presence members per channel.
import { LIMITS } from "./protocol";

export interface Subscriber {
  readonly socketId: string;
  /** Receives an already-serialized frame for `channel`; the same buffer is shared by every subscriber. */
  deliver(frame: Buffer, channel: string): void;
}

export interface PresenceJoin {
  userId: string;
  info: unknown;
}

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export type SubscribeOutcome =
  | {
      type: "subscribed";
      presence: PresenceSnapshot | null;
      /** Set when this socket brought a new user into a presence channel. */
      memberAdded: { user_id: string; user_info: unknown } | null;
    }
  | { type: "presence-full" };

export type UnsubscribeOutcome = { type: "not-subscribed" } | { type: "unsubscribed"; memberRemoved: { user_id: string } | null };

interface PresenceMember {
  info: unknown;
  socketIds: Set<string>;
}

interface PresenceState {
  members: Map<string, PresenceMember>;
  userBySocket: Map<string, string>;
}

interface ChannelState {
  subscribers: Map<string, Subscriber>;
  presence: PresenceState | null;
}

export interface ChannelSummary {
  name: string;
  subscriptionCount: number;
  userCount: number | null;
}

export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();

  /** The sockets on `channel` now (a copy: safe to unsubscribe while walking it). */
  subscriberIds(channel: string): string[] {
    return [...(this.channels.get(channel)?.subscribers.keys() ?? [])];
  }

  subscribe(channel: string, subscriber: Subscriber, presenceJoin: PresenceJoin | null): SubscribeOutcome {
    const existing = this.channels.get(channel);
    if (presenceJoin && existing?.presence) {
      const isNewUser = !existing.presence.members.has(presenceJoin.userId);
      const isNewSocket = !existing.subscribers.has(subscriber.socketId);
      if (isNewUser && isNewSocket && existing.presence.members.size >= LIMITS.presenceMembers) {
        return { type: "presence-full" };
      }
    }

    const state = existing ?? this.createChannel(channel, presenceJoin !== null);
    const alreadySubscribed = state.subscribers.has(subscriber.socketId);
    state.subscribers.set(subscriber.socketId, subscriber);

    if (!state.presence || !presenceJoin) return { type: "subscribed", presence: null, memberAdded: null };
    // A repeated subscribe from the same socket keeps its first identity.
    if (alreadySubscribed) return { type: "subscribed", presence: snapshot(state.presence), memberAdded: null };

    let member = state.presence.members.get(presenceJoin.userId);
    const isNewUser = member === undefined;
    if (!member) {
      member = { info: presenceJoin.info, socketIds: new Set() };
      state.presence.members.set(presenceJoin.userId, member);
    }
    member.socketIds.add(subscriber.socketId);
    state.presence.userBySocket.set(subscriber.socketId, presenceJoin.userId);
    return {
      type: "subscribed",
      presence: snapshot(state.presence),
      memberAdded: isNewUser ? { user_id: presenceJoin.userId, user_info: member.info } : null,
    };
  }

  unsubscribe(channel: string, socketId: string): UnsubscribeOutcome {
    const state = this.channels.get(channel);
    if (!state || !state.subscribers.delete(socketId)) return { type: "not-subscribed" };

    let memberRemoved: { user_id: string } | null = null;
    const userId = state.presence?.userBySocket.get(socketId);
    if (state.presence && userId !== undefined) {
      state.presence.userBySocket.delete(socketId);
      const member = state.presence.members.get(userId);
      member?.socketIds.delete(socketId);
      // Only the user's last connection leaving removes them from the member list.
      if (member && member.socketIds.size === 0) {
        state.presence.members.delete(userId);
        memberRemoved = { user_id: userId };
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel);
    return { type: "unsubscribed", memberRemoved };
  }

  /** Whether any socket here is on `channel` (a channel's state goes with its last subscriber). */
  hasSubscribers(channel: string): boolean {
    return this.channels.has(channel);
  }

  /** Sends one shared frame to every subscriber of the channel except `excludeSocketId`. */
  deliver(channel: string, frame: Buffer, excludeSocketId?: string): number {
    const state = this.channels.get(channel);
    if (!state) return 0;
    let delivered = 0;
    for (const subscriber of state.subscribers.values()) {
      if (subscriber.socketId === excludeSocketId) continue;
      subscriber.deliver(frame, channel);
      delivered += 1;
    }
    return delivered;
  }

  channelCount(): number {
    return this.channels.size;
  }

  subscriptionCount(): number {
    let total = 0;
    for (const state of this.channels.values()) total += state.subscribers.size;
    return total;
  }

  summaries(prefix = ""): ChannelSummary[] {
    const result: ChannelSummary[] = [];
    for (const [name, state] of this.channels) {
      if (!name.startsWith(prefix)) continue;
      result.push({
        name,
        subscriptionCount: state.subscribers.size,
        userCount: state.presence ? state.presence.members.size : null,
      });
    }
    return result;
  }

  summary(channel: string): ChannelSummary | null {
    const state = this.channels.get(channel);
    if (!state) return null;
    return {
      name: channel,
      subscriptionCount: state.subscribers.size,
      userCount: state.presence ? state.presence.members.size : null,
    };
  }

  presenceUserIds(channel: string): string[] | null {
    const presence = this.channels.get(channel)?.presence;
    return presence ? [...presence.members.keys()] : null;
  }

  /** This registry's own members of a presence channel (on several servers, only this server's). */
  presenceSnapshot(channel: string): PresenceSnapshot {
    const presence = this.channels.get(channel)?.presence;
    return presence ? snapshot(presence) : { ids: [], hash: {}, count: 0 };
  }

  /** Every presence member held here, one entry per user and channel. */
  presenceMembers(): { channel: string; userId: string; info: unknown }[] {
    const members: { channel: string; userId: string; info: unknown }[] = [];
    for (const [channel, state] of this.channels) {
      for (const [userId, member] of state.presence?.members ?? []) members.push({ channel, userId, info: member.info });
    }
    return members;
  }

  private createChannel(channel: string, isPresence: boolean): ChannelState {
    const state: ChannelState = {
      subscribers: new Map(),
      presence: isPresence ? { members: new Map(), userBySocket: new Map() } : null,
    };
    this.channels.set(channel, state);
    return state;
  }
}

function snapshot(presence: PresenceState): PresenceSnapshot {
  const ids = [...presence.members.keys()];
  // fromEntries defines own properties, so a user id like "__proto__" stays plain data.
  const hash = Object.fromEntries([...presence.members].map(([id, member]) => [id, member.info]));
  return { ids, hash, count: ids.length };
}
