import { describe, expect, it } from "vitest";
import fc from "fast-check";
import PusherSdk from "pusher";
import { createRelay } from "@/lib/server/realtime/relay";
import { signChannel, verifyChannelAuth, verifyRestRequest } from "@/lib/server/realtime/signing";

const credentials = { appId: "42", key: "app-key", secret: "app-secret" };
const sdk = new PusherSdk({ ...credentials, host: "127.0.0.1", port: "1", useTLS: false });

const socketIdArb = fc.tuple(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 1, max: 2 ** 31 })).map(([a, b]) => `${a}.${b}`);
const channelArb = fc
  .tuple(fc.constantFrom("", "private-", "presence-"), fc.stringMatching(/^[A-Za-z0-9_\-=@,.;]{1,60}$/))
  .map(([prefix, rest]) => prefix + rest);

function splitQuery(queryString: string): URLSearchParams {
  return new URL(`http://x/?${queryString}`).searchParams;
}

describe("signatures match the official SDK", () => {
  it("[RT-2] channel auth is byte-for-byte what pusher.authorizeChannel returns, and verifies", () => {
    const relay = createRelay(credentials);
    fc.assert(
      fc.property(socketIdArb, channelArb, fc.option(fc.string(), { nil: undefined }), (socketId, channel, name) => {
        const presence = channel.startsWith("presence-")
          ? { user_id: socketId, user_info: name === undefined ? undefined : { name } }
          : undefined;
        const ours = relay.authorizeChannel(socketId, channel, presence);
        expect(ours).toEqual(sdk.authorizeChannel(socketId, channel, presence));
        expect(verifyChannelAuth(credentials, socketId, channel, ours.auth, ours.channel_data)).toBe(true);
        expect(verifyChannelAuth(credentials, `${socketId}1`, channel, ours.auth, ours.channel_data)).toBe(false);
        expect(verifyChannelAuth(credentials, socketId, `${channel}x`, ours.auth, ours.channel_data)).toBe(false);
      }),
    );
    void relay.close();
  });

  it("[RT-2] presence auth covers channel_data: changing the user breaks it", () => {
    const signed = signChannel(credentials, "1.2", "presence-game", { user_id: "ana" });
    const otherUser = JSON.stringify({ user_id: "teacher" });
    expect(verifyChannelAuth(credentials, "1.2", "presence-game", signed.auth, signed.channel_data)).toBe(true);
    expect(verifyChannelAuth(credentials, "1.2", "presence-game", signed.auth, otherUser)).toBe(false);
    expect(verifyChannelAuth(credentials, "1.2", "presence-game", undefined, signed.channel_data)).toBe(false);
    expect(verifyChannelAuth(credentials, "1.2", "presence-game", "no-colon", signed.channel_data)).toBe(false);
  });

  it("[RT-4] REST signatures from the SDK verify, with any extra params; any change is rejected", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("POST", "GET"),
        fc.constantFrom("/apps/42/events", "/apps/42/batch_events", "/apps/42/channels"),
        fc.dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9_\-,.]{0,20}$/)),
        fc.string({ maxLength: 200 }),
        (method, path, rawParams, bodyText) => {
          const params = Object.fromEntries(
            // The SDK refuses its own auth params, and (via a plain-object lookup) names like "constructor".
            Object.entries(rawParams).filter(([name]) => !name.startsWith("auth_") && name !== "body_md5" && !(name in Object.prototype)),
          );
          const body = method === "POST" ? JSON.stringify({ text: bodyText }) : "";
          const queryString = sdk.createSignedQueryString({ method, path, params, body: body || undefined });
          const query = splitQuery(queryString);
          const nowSeconds = Number(query.get("auth_timestamp"));
          const request = { method, path, query, body };
          expect(verifyRestRequest(credentials, request, nowSeconds)).toEqual({ type: "accepted" });

          expect(verifyRestRequest(credentials, { ...request, path: `${path}x` }, nowSeconds).type).toBe("rejected");
          if (body) {
            expect(verifyRestRequest(credentials, { ...request, body: `${body} ` }, nowSeconds).type).toBe("rejected");
          }
          const extra = splitQuery(queryString);
          extra.set("injected", "1");
          expect(verifyRestRequest(credentials, { ...request, query: extra }, nowSeconds).type).toBe("rejected");
          expect(verifyRestRequest({ key: credentials.key, secret: "other" }, request, nowSeconds).type).toBe("rejected");
          expect(verifyRestRequest(credentials, request, nowSeconds + 600).type).toBe("accepted");
          expect(verifyRestRequest(credentials, request, nowSeconds + 601).type).toBe("rejected");
          expect(verifyRestRequest(credentials, request, nowSeconds - 601).type).toBe("rejected");
        },
      ),
    );
  });
});
