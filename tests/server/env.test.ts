import { describe, expect, it } from "vitest";
import { parseEnv, storageKind, usesHostedPusher } from "@/lib/server/env";

describe("start-up environment", () => {
  it("[ENV-1] runs on embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toMatch(/^file:.*data[/\\]clue-spin\.db$/);
    expect(usesHostedPusher(env)).toBe(false);
  });

  it("[ENV-2] a bad value stops start-up with a message naming the variable and what it expects", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT \(is "eighty"\): expected a whole number from 0 to 65535/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL .*expected a SQLite file URL.*or a PostgreSQL URL/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("[ENV-3] Pusher credentials come as a set; with a cluster or host they select hosted Pusher", () => {
    expect(() => parseEnv({ PUSHER_APP_ID: "1", PUSHER_KEY: "k" })).toThrow(/PUSHER_APP_ID.*all of/);
    expect(usesHostedPusher(parseEnv({ PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s" }))).toBe(false);
    expect(usesHostedPusher(parseEnv({ PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s", PUSHER_CLUSTER: "eu" }))).toBe(true);
    expect(
      usesHostedPusher(
        parseEnv({ PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s", PUSHER_HOST: "127.0.0.1", PUSHER_PORT: "6001" }),
      ),
    ).toBe(true);
  });

  it("[ENV-4] DATABASE_URL=postgres://… switches storage to PostgreSQL; a file: URL (the default) keeps SQLite", () => {
    expect(storageKind(parseEnv({}).DATABASE_URL)).toBe("sqlite");
    expect(storageKind(parseEnv({ DATABASE_URL: "file:./x.db" }).DATABASE_URL)).toBe("sqlite");
    expect(storageKind(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/clue_spin" }).DATABASE_URL)).toBe("postgres");
    expect(storageKind(parseEnv({ DATABASE_URL: "postgresql://u@127.0.0.1/clue_spin" }).DATABASE_URL)).toBe("postgres");
  });

  it("[ENV-5] TRUSTED_PROXIES takes IP addresses only (empty by default: X-Forwarded-For is never read)", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.5, 10.0.0.6" }).TRUSTED_PROXIES).toEqual(["10.0.0.5", "10.0.0.6"]);
    expect(() => parseEnv({ TRUSTED_PROXIES: "balancer.lan" })).toThrow(/TRUSTED_PROXIES .*expected IP addresses/);
  });
});
