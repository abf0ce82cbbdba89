// The WebSocket half of the relay: accepts pusher-js connections on /app/:key and speaks
// protocol 7 (handshake, subscribe/unsubscribe with auth, presence, ping/pong, errors).
import { randomInt } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import type { ChannelRegistry, PresenceJoin, PresenceSnapshot, Subscriber } from "./channel-registry";
import { parseClientMessage, type ClientMessage } from "./client-message";
import { ERROR_CODES, LIMITS, PROTOCOL_VERSION, encodeFrame, errorFrame, type ErrorCode } from "./protocol";
import type { RelayCluster } from "./relay-cluster";
import { verifyChannelAuth, type AppCredentials } from "./signing";
import { channelKind, channelNameProblem, utf8Bytes } from "./validation";

const WEBSOCKET_PATH_PREFIX = "/app/";

export interface SocketTimings {
  /** Advertised to clients; pusher-js pings after this much silence. Also our own idle limit. */
  activityTimeoutSeconds: number;
  /** How long a pinged socket may stay silent before it is terminated. */
  pongTimeoutMs: number;
  /** How often idle sockets are checked. */
  sweepIntervalMs: number;
}

interface Session extends Subscriber {
  readonly ws: WebSocket;
  readonly channels: Set<string>;
  lastActivityAt: number;
  pingSentAt: number | null;
  /** Messages the client may still send now (refilled over time). */
  messageAllowance: number;
  /**
   * Presence channels whose members the other servers are still being asked for: what the channel
   * carries meanwhile waits here, so it reaches the socket after the member list it changes.
   */
  readonly heldFrames: Map<string, Buffer[]>;
}

/**
 * A screen sends a handful of messages a minute (subscribe, pings). A client that sends far more
 * only costs the server work, so it is disconnected; pusher-js reconnects after a backoff.
 */
const MESSAGE_BURST = 100;
const MESSAGES_PER_SECOND = 20;

type SubscriptionFailure = {
  type: "AuthError" | "InvalidChannel" | "InvalidPresenceData" | "LimitReached";
  message: string;
  status: number;
  code: ErrorCode;
};

const PONG_FRAME = encodeFrame("pusher:pong", {});
const PING_FRAME = encodeFrame("pusher:ping", {});

function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

export class SocketSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly server = new WebSocketServer({
    noServer: true,
    // ws closes with 1009 above this; between clientMessageBytes and this we answer politely.
    maxPayload: LIMITS.clientFrameHardBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  private readonly sweepTimer: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly credentials: AppCredentials,
    private readonly registry: ChannelRegistry,
    private readonly timings: SocketTimings,
    private readonly maxConnections: number,
    private readonly maxSubscriptionsPerSocket: number,
    /** The other servers sharing Redis, when there are any: presence and subscription counts span them all. */
    private readonly cluster: RelayCluster | null = null,
  ) {
    this.sweepTimer = setInterval(() => this.sweepIdleSockets(), timings.sweepIntervalMs);
    this.sweepTimer.unref();
  }

  /** Takes the upgrade when the path is /app/…; returns false so the caller can route others. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://relay.invalid");
    if (!url.pathname.startsWith(WEBSOCKET_PATH_PREFIX)) return false;
    if (this.closing) {
      socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n");
      return true;
    }
    this.server.handleUpgrade(req, socket, head, (ws) => this.accept(ws, url));
    return true;
  }

  connectionCount(): number {
    return this.sessions.size;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    const sessions = [...this.sessions.values()];
    await Promise.all(sessions.map((session) => closeGracefully(session.ws)));
    this.server.close();
  }

  private accept(ws: WebSocket, url: URL): void {
    // Without a listener an "error" event (bad frame, reset) would be thrown; "close" follows it.
    ws.on("error", () => {});
    const refusal = this.handshakeRefusal(url);
    if (refusal) {
      ws.send(errorFrame(refusal.code, refusal.message));
      ws.close(refusal.code, refusal.message);
      return;
    }

    const session: Session = {
      socketId: this.newSocketId(),
      ws,
      channels: new Set(),
      lastActivityAt: Date.now(),
      pingSentAt: null,
      messageAllowance: MESSAGE_BURST,
      heldFrames: new Map(),
      deliver: (frame, channel) => this.deliverOrHold(session, frame, channel),
    };
    this.sessions.set(session.socketId, session);

    ws.on("message", (data, isBinary) => this.onMessage(session, data, isBinary));
    ws.on("pong", () => this.markActive(session));
    ws.on("close", () => this.onClose(session));

    ws.send(
      encodeFrame(
        "pusher:connection_established",
        JSON.stringify({ socket_id: session.socketId, activity_timeout: this.timings.activityTimeoutSeconds }),
      ),
    );
  }

  private handshakeRefusal(url: URL): { code: ErrorCode; message: string } | null {
    if (safeDecode(url.pathname.slice(WEBSOCKET_PATH_PREFIX.length)) !== this.credentials.key) {
      return { code: ERROR_CODES.appKeyUnknown, message: "App key not recognised by this server" };
    }
    const protocol = url.searchParams.get("protocol");
    if (protocol === null) return { code: ERROR_CODES.noProtocolVersion, message: "No protocol version supplied" };
    if (!/^\d+$/.test(protocol)) return { code: ERROR_CODES.invalidVersion, message: "Invalid protocol version" };
    if (Number(protocol) !== PROTOCOL_VERSION) {
      return { code: ERROR_CODES.unsupportedProtocol, message: `Only protocol ${PROTOCOL_VERSION} is supported` };
    }
    if (this.sessions.size >= this.maxConnections) {
      return { code: ERROR_CODES.overCapacity, message: "Connection limit reached" };
    }
    return null;
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
      if (!this.sessions.has(id)) return id;
    }
  }

  private markActive(session: Session): void {
    session.lastActivityAt = Date.now();
    session.pingSentAt = null;
  }

  private onMessage(session: Session, data: RawData, isBinary: boolean): void {
    const now = Date.now();
    session.messageAllowance =
      Math.min(MESSAGE_BURST, session.messageAllowance + ((now - session.lastActivityAt) / 1000) * MESSAGES_PER_SECOND) - 1;
    this.markActive(session);
    if (session.messageAllowance < 0) {
      this.sendError(session, ERROR_CODES.overCapacity, "Too many messages: reconnect later");
      session.ws.close(ERROR_CODES.overCapacity, "Too many messages");
      return;
    }
    if (isBinary || !Buffer.isBuffer(data)) {
      this.sendError(session, ERROR_CODES.malformedMessage, "Binary frames are not part of the protocol");
      return;
    }
    if (data.length > LIMITS.clientMessageBytes) {
      this.sendError(session, ERROR_CODES.messageTooLarge, `Message is ${data.length} bytes; the limit is ${LIMITS.clientMessageBytes}`);
      return;
    }
    this.dispatch(session, parseClientMessage(data.toString("utf8")));
  }

  private dispatch(session: Session, message: ClientMessage): void {
    switch (message.type) {
      case "ping":
        this.sendText(session, PONG_FRAME);
        return;
      case "pong":
        return;
      case "subscribe":
        this.subscribe(session, message);
        return;
      case "unsubscribe":
        this.unsubscribe(session, message.channel);
        return;
      case "client-event":
        this.sendError(session, ERROR_CODES.clientEventsDisabled, "Client events are not enabled for this app");
        return;
      case "unknown":
        this.sendError(session, ERROR_CODES.unknownEvent, `Unknown event ${JSON.stringify(message.event)}`);
        return;
      case "malformed":
        this.sendError(session, ERROR_CODES.malformedMessage, message.reason);
        return;
      default:
        exhaustiveSwitchError(message);
    }
  }

  private subscribe(session: Session, message: Extract<ClientMessage, { type: "subscribe" }>): void {
    const { channel } = message;
    if (!session.channels.has(channel) && session.channels.size >= this.maxSubscriptionsPerSocket) {
      // Every subscription costs memory; one socket must not be able to grow it without bound.
      this.sendSubscriptionError(session, channel, {
        type: "LimitReached",
        message: `One connection may follow at most ${this.maxSubscriptionsPerSocket} channels`,
        status: 429,
        code: ERROR_CODES.overCapacity,
      });
      return;
    }
    const checked = this.checkSubscription(session.socketId, message);
    if (checked.type === "refused") {
      this.sendSubscriptionError(session, channel, checked.failure);
      return;
    }

    const outcome = this.registry.subscribe(channel, session, checked.presenceJoin);
    if (outcome.type === "presence-full") {
      this.sendSubscriptionError(session, channel, {
        type: "LimitReached",
        message: `Presence channel is full (${LIMITS.presenceMembers} members)`,
        status: 403,
        code: ERROR_CODES.overCapacity,
      });
      return;
    }

    const isNewSubscription = !session.channels.has(channel);
    session.channels.add(channel);
    if (isNewSubscription) this.cluster?.countSubscription(channel, 1);
    if (this.cluster && checked.presenceJoin) {
      // A repeated subscribe while the members are on their way is answered by that answer.
      if (!session.heldFrames.has(channel)) this.joinAcrossServers(session, channel, checked.presenceJoin, this.cluster);
      return;
    }
    const succeededData = outcome.presence ? JSON.stringify({ presence: outcome.presence }) : "{}";
    this.sendText(session, encodeFrame("pusher_internal:subscription_succeeded", succeededData, channel));
    if (outcome.memberAdded) {
      const frame = Buffer.from(encodeFrame("pusher_internal:member_added", JSON.stringify(outcome.memberAdded), channel));
      this.registry.deliver(channel, frame, session.socketId);
    }
  }

  /**
   * On several servers the member list is every server's, and whether this user is new is decided
   * across them (redis-cluster.ts); the announcement comes back through the cluster to every server.
   */
  private joinAcrossServers(session: Session, channel: string, join: PresenceJoin, cluster: RelayCluster): void {
    const held: Buffer[] = [];
    session.heldFrames.set(channel, held);
    const answered = (presence: PresenceSnapshot) => {
      // Left (or left and came back) while the answer travelled: nothing to tell this subscription.
      if (session.heldFrames.get(channel) !== held) return;
      session.heldFrames.delete(channel);
      this.sendText(session, encodeFrame("pusher_internal:subscription_succeeded", JSON.stringify({ presence }), channel));
      for (const frame of held) this.deliverTo(session, frame);
    };
    cluster.joinPresence(channel, join, session.socketId).then(answered, (error: unknown) => {
      // Redis unreachable: this server's own members are the best answer there is; its next heartbeat registers them.
      console.error(`presence across servers failed for ${channel}; answering with this server's members:`, error);
      answered(this.registry.presenceSnapshot(channel));
    });
  }

  private checkSubscription(
    socketId: string,
    message: Extract<ClientMessage, { type: "subscribe" }>,
  ): { type: "allowed"; presenceJoin: PresenceJoin | null } | { type: "refused"; failure: SubscriptionFailure } {
    const refuse = (failure: SubscriptionFailure) => ({ type: "refused" as const, failure });
    const nameProblem = channelNameProblem(message.channel);
    if (nameProblem) {
      return refuse({ type: "InvalidChannel", message: nameProblem, status: 400, code: ERROR_CODES.invalidChannel });
    }
    const unauthorized = refuse({
      type: "AuthError",
      message: "Invalid signature for this socket and channel",
      status: 401,
      code: ERROR_CODES.unauthorized,
    });

    const kind = channelKind(message.channel);
    switch (kind) {
      case "public":
        return { type: "allowed", presenceJoin: null };
      case "encrypted":
        return refuse({
          type: "InvalidChannel",
          message: "Encrypted channels are not supported by the built-in server",
          status: 400,
          code: ERROR_CODES.invalidChannel,
        });
      case "private":
        // The SDK signs channel_data too when given one, so include it if the client sent it.
        return verifyChannelAuth(this.credentials, socketId, message.channel, message.auth, message.channelData)
          ? { type: "allowed", presenceJoin: null }
          : unauthorized;
      case "presence": {
        if (message.channelData === undefined) {
          return refuse({
            type: "InvalidPresenceData",
            message: "Presence channels need channel_data",
            status: 400,
            code: ERROR_CODES.malformedMessage,
          });
        }
        if (!verifyChannelAuth(this.credentials, socketId, message.channel, message.auth, message.channelData)) {
          return unauthorized;
        }
        const join = parsePresenceData(message.channelData);
        if (typeof join === "string") {
          return refuse({ type: "InvalidPresenceData", message: join, status: 400, code: ERROR_CODES.malformedMessage });
        }
        return { type: "allowed", presenceJoin: join };
      }
      default:
        return exhaustiveSwitchError(kind);
    }
  }

  private unsubscribe(session: Session, channel: string): void {
    session.channels.delete(channel);
    session.heldFrames.delete(channel);
    this.leave(channel, session.socketId);
  }

  private leave(channel: string, socketId: string): void {
    const outcome = this.registry.unsubscribe(channel, socketId);
    if (outcome.type !== "unsubscribed") return;
    this.cluster?.countSubscription(channel, -1);
    if (!outcome.memberRemoved) return;
    if (this.cluster) {
      this.cluster.leavePresence(channel, outcome.memberRemoved.user_id);
      return;
    }
    const frame = Buffer.from(encodeFrame("pusher_internal:member_removed", JSON.stringify(outcome.memberRemoved), channel));
    this.registry.deliver(channel, frame);
  }

  /** Every socket on `channel` leaves it, as if each had unsubscribed (presence members are removed and announced). */
  dropChannel(channel: string): void {
    for (const socketId of this.registry.subscriberIds(channel)) {
      const session = this.sessions.get(socketId);
      if (session) this.unsubscribe(session, channel);
      else this.leave(channel, socketId);
    }
  }

  private onClose(session: Session): void {
    if (!this.sessions.delete(session.socketId)) return;
    for (const channel of [...session.channels]) this.unsubscribe(session, channel);
  }

  private deliverOrHold(session: Session, frame: Buffer, channel: string): void {
    const held = session.heldFrames.get(channel);
    if (held) held.push(frame);
    else this.deliverTo(session, frame);
  }

  private deliverTo(session: Session, frame: Buffer): void {
    const { ws } = session;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > LIMITS.socketBufferedBytes) {
      // A reader this far behind would grow our memory without bound; pusher-js will reconnect.
      ws.close(ERROR_CODES.overCapacity, "Client is not reading fast enough");
      return;
    }
    ws.send(frame, { binary: false });
  }

  private sendText(session: Session, text: string): void {
    if (session.ws.readyState === WebSocket.OPEN) session.ws.send(text);
  }

  private sendError(session: Session, code: ErrorCode, message: string): void {
    this.sendText(session, errorFrame(code, message));
  }

  private sendSubscriptionError(session: Session, channel: string, failure: SubscriptionFailure): void {
    // pusher-js hands channel-scoped events to the channel, so apps see it via
    // channel.bind("pusher:subscription_error", …).
    this.sendText(
      session,
      encodeFrame(
        "pusher:subscription_error",
        { type: failure.type, error: failure.message, status: failure.status, code: failure.code },
        channel,
      ),
    );
  }

  private sweepIdleSockets(): void {
    const now = Date.now();
    const idleLimitMs = this.timings.activityTimeoutSeconds * 1000;
    for (const session of this.sessions.values()) {
      if (session.pingSentAt !== null) {
        // Dead peers never finish a close handshake, so do not wait for one.
        if (now - session.pingSentAt >= this.timings.pongTimeoutMs) session.ws.terminate();
        continue;
      }
      if (now - session.lastActivityAt >= idleLimitMs) {
        session.pingSentAt = now;
        this.sendText(session, PING_FRAME);
        // Browsers answer protocol-level pings even when the page's JS is busy.
        if (session.ws.readyState === WebSocket.OPEN) session.ws.ping();
      }
    }
  }
}

function parsePresenceData(channelData: string): PresenceJoin | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return "channel_data is not valid JSON";
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return "channel_data must be a JSON object";
  }
  const record = parsed as Record<string, unknown>;
  const rawId = record.user_id;
  if (typeof rawId !== "string" && typeof rawId !== "number") return "channel_data.user_id is required";
  const userId = String(rawId);
  if (userId.length === 0 || userId.length > LIMITS.presenceUserIdChars) {
    return `user_id must be 1–${LIMITS.presenceUserIdChars} characters`;
  }
  // pusher-js lists members from the hash's keys, so keep an explicit null rather than dropping the key.
  const info = record.user_info ?? null;
  if (utf8Bytes(JSON.stringify(info)) > LIMITS.presenceUserInfoBytes) {
    return `user_info is larger than ${LIMITS.presenceUserInfoBytes} bytes`;
  }
  return { userId, info };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function closeGracefully(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) {
      resolve();
      return;
    }
    const fallback = setTimeout(() => ws.terminate(), 1000);
    ws.once("close", () => {
      clearTimeout(fallback);
      resolve();
    });
    // 4200 tells pusher-js to reconnect straight away, which suits a restart.
    ws.close(ERROR_CODES.serverShuttingDown, "Server shutting down");
  });
}
