import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Start-up configuration. Every variable has an embedded default so `npm start` works on a fresh
 * machine; a bad value stops the server with a message naming the variable and what it expects.
 */
const PORT_EXPECTED = "expected a whole number from 0 to 65535";
const port = z
  .string()
  .regex(/^\d{1,5}$/, PORT_EXPECTED)
  .transform(Number)
  .refine((n) => n <= 65535, PORT_EXPECTED);

/** A whole-number setting between `min` and `max`, with the range in its message. */
const wholeNumber = (min: number, max: number) => {
  const expected = `expected a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, expected)
    .transform(Number)
    .refine((n) => n >= min && n <= max, expected);
};

/**
 * Per-device limits at the door (server.ts). A device is an address on the classroom network; the
 * defaults leave a class of 24 behind one NAT address well under every limit during a reconnect
 * storm (tests/integration/door.test.ts), and the computer running Clue Spin is never limited.
 */
export const DOOR_DEFAULTS = {
  DEVICE_MAX_CONNECTIONS: 300,
  DEVICE_MAX_HALF_OPEN: 150,
  DEVICE_MAX_SOCKETS: 100,
  SOCKET_MAX_SUBSCRIPTIONS: 10,
  DEVICE_API_BURST: 300,
  DEVICE_API_PER_SECOND: 40,
  DEVICE_PAGE_BURST: 720,
  DEVICE_PAGE_PER_SECOND: 60,
  DEVICE_SOCKET_BURST: 120,
  DEVICE_SOCKET_PER_SECOND: 10,
  MAX_CONNECTIONS: 10_000,
  HEADERS_TIMEOUT_MS: 10_000,
  REQUEST_TIMEOUT_MS: 30_000,
  SEATS_PER_DEVICE: 3,
} as const;

const doorSchema = {
  DEVICE_MAX_CONNECTIONS: wholeNumber(10, 100_000).default(DOOR_DEFAULTS.DEVICE_MAX_CONNECTIONS),
  DEVICE_MAX_HALF_OPEN: wholeNumber(10, 100_000).default(DOOR_DEFAULTS.DEVICE_MAX_HALF_OPEN),
  DEVICE_MAX_SOCKETS: wholeNumber(4, 100_000).default(DOOR_DEFAULTS.DEVICE_MAX_SOCKETS),
  SOCKET_MAX_SUBSCRIPTIONS: wholeNumber(3, 1_000).default(DOOR_DEFAULTS.SOCKET_MAX_SUBSCRIPTIONS),
  DEVICE_API_BURST: wholeNumber(10, 1_000_000).default(DOOR_DEFAULTS.DEVICE_API_BURST),
  DEVICE_API_PER_SECOND: wholeNumber(1, 100_000).default(DOOR_DEFAULTS.DEVICE_API_PER_SECOND),
  DEVICE_PAGE_BURST: wholeNumber(10, 1_000_000).default(DOOR_DEFAULTS.DEVICE_PAGE_BURST),
  DEVICE_PAGE_PER_SECOND: wholeNumber(1, 100_000).default(DOOR_DEFAULTS.DEVICE_PAGE_PER_SECOND),
  DEVICE_SOCKET_BURST: wholeNumber(4, 1_000_000).default(DOOR_DEFAULTS.DEVICE_SOCKET_BURST),
  DEVICE_SOCKET_PER_SECOND: wholeNumber(1, 100_000).default(DOOR_DEFAULTS.DEVICE_SOCKET_PER_SECOND),
  MAX_CONNECTIONS: wholeNumber(100, 1_000_000).default(DOOR_DEFAULTS.MAX_CONNECTIONS),
  HEADERS_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(DOOR_DEFAULTS.HEADERS_TIMEOUT_MS),
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 3_600_000).default(DOOR_DEFAULTS.REQUEST_TIMEOUT_MS),
  SEATS_PER_DEVICE: wholeNumber(1, 60).default(DOOR_DEFAULTS.SEATS_PER_DEVICE),
};

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"], { error: "expected development, production or test" }).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(
        /^(?:file:.+|postgres(?:ql)?:\/\/.+)/,
        "expected a SQLite file URL such as file:./data/clue-spin.db, or a PostgreSQL URL such as postgres://user:password@host:5432/clue_spin",
      )
      .default(`file:${path.resolve("data", "clue-spin.db")}`),
    GAME_RETENTION_DAYS: z
      .string()
      .regex(/^\d{1,4}$/, "expected a whole number of days from 1 to 3650")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 3650, "expected a whole number of days from 1 to 3650")
      .default(30),
    /**
     * Several servers behind one balancer: a Redis server they share, through which each one's
     * real-time events reach every screen and each tells the others which games moved.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, "expected a Redis URL such as redis://127.0.0.1:6379")
      .optional(),
    PUSHER_APP_ID: z.string().min(1).optional(),
    PUSHER_KEY: z.string().min(1).optional(),
    PUSHER_SECRET: z.string().min(1).optional(),
    PUSHER_HOST: z.string().min(1).optional(),
    PUSHER_PORT: port.optional(),
    PUSHER_CLUSTER: z.string().min(1).optional(),
    PUSHER_USE_TLS: z
      .enum(["true", "false"], { error: "expected true or false" })
      .default("true")
      .transform((v) => v === "true"),
    /** Extra host names this server answers to (a school DNS name), besides its IPs, localhost and its own name. */
    ALLOWED_HOSTS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (hosts) => hosts.every((host) => HOST_NAME.test(host)),
        "expected host names separated by commas, such as quiz.school.lan,quiz",
      )
      .default([]),
    /**
     * Load balancers in front of this server (their addresses, comma-separated): for their requests
     * the device is the address they append to X-Forwarded-For. Empty: the header is never read.
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .refine(
        (addresses) => addresses.every((address) => isIP(address) !== 0),
        "expected IP addresses separated by commas, such as 10.0.0.5,10.0.0.6",
      )
      .default([]),
    /**
     * on: server.ts serves the command route and the view fetch itself, through the same command path,
     * without Next's router (its request handling costs more CPU than the command); off: Next serves
     * them like every other route (the bench compares the two).
     */
    DIRECT_ROUTES: z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
    ...doorSchema,
  })
  .superRefine((env, ctx) => {
    const hosted = [env.PUSHER_APP_ID, env.PUSHER_KEY, env.PUSHER_SECRET];
    const some = hosted.some(Boolean);
    if (some && !hosted.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["PUSHER_APP_ID"],
        message: "set all of PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET (or none of them)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
export type DoorLimits = Pick<Env, keyof typeof doorSchema>;

export class EnvError extends Error {}

/** Parses the environment; the thrown message lists each bad variable with what it expects. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const given = source[name];
    return `  ${name}${given === undefined ? "" : ` (is "${given}")`}: ${issue.message}`;
  });
  throw new EnvError(`Clue Spin cannot start: fix these environment variables:\n${lines.join("\n")}`);
}

/** Which storage DATABASE_URL names: a SQLite file (the default) or a PostgreSQL server. */
export type StorageKind = "sqlite" | "postgres";
export function storageKind(databaseUrl: string): StorageKind {
  return /^postgres(?:ql)?:\/\//.test(databaseUrl) ? "postgres" : "sqlite";
}

export function databaseFilePath(env: Pick<Env, "DATABASE_URL">): string {
  if (storageKind(env.DATABASE_URL) !== "sqlite") throw new Error("DATABASE_URL names a PostgreSQL server, not a SQLite file");
  return path.resolve(env.DATABASE_URL.replace(/^file:/, ""));
}

/** Hosted Pusher / Soketi needs a place to publish to; credentials alone configure the built-in relay. */
export function usesHostedPusher(env: Env): boolean {
  return Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET && (env.PUSHER_HOST || env.PUSHER_CLUSTER));
}

const ENV_SLOT = Symbol.for("clue-spin.env");

/** The server's configuration, parsed once per process (server.ts has already checked it at start-up). */
export function serverEnv(): Env {
  const holder = globalThis as typeof globalThis & { [ENV_SLOT]?: Env };
  return (holder[ENV_SLOT] ??= parseEnv(process.env));
}
