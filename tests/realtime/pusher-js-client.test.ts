import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Channel, PresenceChannel } from "pusher-js";
import { signChannel } from "@/lib/server/realtime/signing";
import { APP, eventually, nextEvent, parseData, recordEvents, startTestServer, subscribed, type TestServer } from "./harness";

/** pusher-js types subscribe() as a plain channel; a "presence-" channel is a PresenceChannel. */
const presence = (channel: Channel): PresenceChannel => channel as unknown as PresenceChannel;

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

describe("pusher-js against the built-in relay", () => {
  it("[RT-1] connects, subscribes to a public channel and receives an in-process event", async () => {
    const client = await server.connectClient();
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const channel = await subscribed(client, "game-ABC123");
    const objectEvent = nextEvent(channel, "round-started");
    await server.publisher.publish(["game-ABC123"], "round-started", { round: 3, clue: "Great Lakes" });
    expect(await objectEvent).toEqual({ round: 3, clue: "Great Lakes" });

    const textEvent = nextEvent(channel, "note");
    await server.publisher.publish(["game-ABC123"], "note", "plain text");
    expect(await textEvent).toBe("plain text");
    expect(server.relay.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });
  });

  it("[RT-1] events reach only the channels they were published to", async () => {
    const client = await server.connectClient();
    const wanted = await subscribed(client, "game-one");
    const other = await subscribed(client, "game-two");
    const otherEvents = recordEvents(other);

    const received = nextEvent(wanted, "tick");
    expect(server.relay.publish(["game-one"], "tick", { n: 1 })).toBe(1);
    expect(await received).toEqual({ n: 1 });
    expect(otherEvents).toEqual([]);
  });

  it("[RT-2] a private channel authorized through the app's auth endpoint subscribes", async () => {
    server.setAuthDecision((socketId, channel) => (channel === "private-teacher-7" ? server.publisher.authorize(socketId, channel) : null));
    const client = await server.connectClient({ channelAuthorization: { endpoint: server.authEndpoint, transport: "ajax" } });
    const channel = await subscribed(client, "private-teacher-7");

    const received = nextEvent(channel, "answer-submitted");
    await server.publisher.publish(["private-teacher-7"], "answer-submitted", { team: "Owls" });
    expect(await received).toEqual({ team: "Owls" });
  });

  it("[RT-2] a private subscription with a wrong signature, a refused auth or another socket's auth fails", async () => {
    const forged = await server.connectClient({
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) =>
          callback(null, signChannel({ key: APP.key, secret: "not-the-secret" }, socketId, channelName)),
      },
    });
    const forgedChannel = forged.subscribe("private-teacher-7");
    const forgedError = await nextEvent<{ type: string; status: number; code: number }>(forgedChannel, "pusher:subscription_error");
    expect(forgedError).toMatchObject({ type: "AuthError", status: 401, code: 4009 });

    server.setAuthDecision(() => null);
    const refused = await server.connectClient({ channelAuthorization: { endpoint: server.authEndpoint, transport: "ajax" } });
    const refusedError = await nextEvent<{ status: number }>(refused.subscribe("private-teacher-7"), "pusher:subscription_error");
    expect(refusedError.status).toBe(403);

    const raw = await server.openRawSocket();
    const otherSocketsAuth = server.publisher.authorize("1234.5678", "private-teacher-7");
    raw.send({ event: "pusher:subscribe", data: { channel: "private-teacher-7", auth: otherSocketsAuth.auth } });
    const replayError = await raw.nextEvent("pusher:subscription_error");
    expect(replayError.channel).toBe("private-teacher-7");
    expect(parseData(replayError).code).toBe(4009);

    raw.send({ event: "pusher:subscribe", data: { channel: "private-teacher-7" } });
    expect(parseData(await raw.nextEvent("pusher:subscription_error")).code).toBe(4009);

    // Nobody got in, so a publish reaches nobody.
    expect(server.relay.publish(["private-teacher-7"], "secret", { answer: 42 })).toBe(0);
    expect(server.relay.stats().subscriptions).toBe(0);
  });

  it("[RT-3] presence: member list, member_added, member_removed only when a user's last connection leaves", async () => {
    const users: Record<string, { user_id: string; user_info: { name: string } }> = {};
    const identify = (socketId: string, userId: string) => {
      users[socketId] = { user_id: userId, user_info: { name: `Player ${userId}` } };
    };
    server.setAuthDecision((socketId, channel) => {
      const user = users[socketId];
      return user ? server.publisher.authorize(socketId, channel, user) : null;
    });
    const auth = { channelAuthorization: { endpoint: server.authEndpoint, transport: "ajax" as const } };

    const teacher = await server.connectClient(auth);
    identify(teacher.connection.socket_id, "teacher");
    const teacherChannel = presence(teacher.subscribe("presence-game-9"));
    await nextEvent(teacherChannel, "pusher:subscription_succeeded");
    expect(teacherChannel.members.count).toBe(1);
    expect(teacherChannel.members.me).toEqual({ id: "teacher", info: { name: "Player teacher" } });

    const student = await server.connectClient(auth);
    identify(student.connection.socket_id, "s1");
    const studentChannel = presence(student.subscribe("presence-game-9"));
    const added = nextEvent(teacherChannel, "pusher:member_added");
    await nextEvent(studentChannel, "pusher:subscription_succeeded");
    expect(await added).toEqual({ id: "s1", info: { name: "Player s1" } });
    const memberIds: string[] = [];
    studentChannel.members.each((member: { id: string }) => memberIds.push(member.id));
    expect(memberIds.sort()).toEqual(["s1", "teacher"]);
    const teacherEvents = recordEvents(teacherChannel);

    // The same student on a second tab: no new member, and closing that tab removes nobody.
    const secondTab = await server.connectClient(auth);
    identify(secondTab.connection.socket_id, "s1");
    await subscribed(secondTab, "presence-game-9");
    expect(teacherChannel.members.count).toBe(2);
    secondTab.disconnect();
    await eventually(() => server.relay.stats().connections === 2, 5000, "second tab to close");
    const marker = nextEvent(teacherChannel, "marker");
    await server.publisher.publish(["presence-game-9"], "marker", {});
    await marker;
    expect(teacherEvents.map((entry) => entry.event)).toEqual(["marker"]);

    const removed = nextEvent(teacherChannel, "pusher:member_removed");
    student.disconnect();
    expect(await removed).toEqual({ id: "s1", info: { name: "Player s1" } });
    expect(teacherChannel.members.count).toBe(1);
  });

  it("[RT-3] a presence channel holds at most 100 members; more connections of a member still fit", async () => {
    const channel = "presence-full-house";
    const join = async (userId: string) => {
      const raw = await server.openRawSocket();
      const socketId = await raw.socketId();
      const { auth, channel_data } = server.publisher.authorize(socketId, channel, { user_id: userId });
      raw.send({ event: "pusher:subscribe", data: { channel, auth, channel_data } });
      return raw.next((frame) => frame.channel === channel && frame.event !== "pusher_internal:member_added");
    };
    for (let index = 0; index < 100; index += 1) {
      expect((await join(`u${index}`)).event).toBe("pusher_internal:subscription_succeeded");
    }
    const overflow = await join("u100");
    expect(overflow.event).toBe("pusher:subscription_error");
    expect(parseData(overflow)).toMatchObject({ type: "LimitReached", code: 4100 });

    const sameUserAgain = await join("u7");
    expect(sameUserAgain.event).toBe("pusher_internal:subscription_succeeded");
    expect(parseData(sameUserAgain).presence.count).toBe(100);
  });
});
