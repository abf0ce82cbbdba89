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

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"], { error: "expected development, production or test" }).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^file:.+/, "expected a SQLite file URL such as file:./data/clue-spin.db")
      .default(`file:${path.resolve("data", "clue-spin.db")}`),
    GAME_RETENTION_DAYS: z
      .string()
      .regex(/^\d{1,4}$/, "expected a whole number of days from 1 to 3650")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 3650, "expected a whole number of days from 1 to 3650")
      .default(30),
    PUSHER_APP_ID: z.string().min(1).optional(),
    PUSHER_KEY: z.string().min(1).optional(),
    PUSHER_SECRET: z.string().min(1).optional(),
    PUSHER_HOST: z.string().min(1).optional(),
    PUSHER_PORT: port.optional(),
    PUSHER_CLUSTER: z.string().min(1).optional(),
    PUSHER_USE_TLS: z.enum(["true", "false"], { error: "expected true or false" }).default("true").transform((v) => v === "true"),
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

export function databaseFilePath(env: Pick<Env, "DATABASE_URL">): string {
  return path.resolve(env.DATABASE_URL.replace(/^file:/, ""));
}

/** Hosted Pusher / Soketi needs a place to publish to; credentials alone configure the built-in relay. */
export function usesHostedPusher(env: Env): boolean {
  return Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET && (env.PUSHER_HOST || env.PUSHER_CLUSTER));
}
