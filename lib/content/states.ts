import { z } from "zod";

/** The field names of a state card are a contract: games, checks and imports rely on them. */
export const TIME_ZONES = ["Eastern", "Central", "Mountain", "Pacific", "Alaska", "Hawaii-Aleutian"] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

const postalCode = z.string().regex(/^[A-Z]{2}$/, "a two-letter postal code");
const rank = z.number().int().min(1).max(50);

export const stateSchema = z
  .object({
    name: z.string().min(1),
    code: postalCode,
    capital: z.string().min(1),
    statehood: z
      .object({
        rank,
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "an ISO date YYYY-MM-DD"),
        president: z.string().min(1).nullable(),
      })
      .strict(),
    area: z
      .object({ sqMi: z.number().int().positive(), waterPct: z.number().min(0).max(100), rank })
      .strict(),
    population: z
      .object({
        census2010: z.number().int().positive(),
        census2020: z.number().int().positive(),
        rank,
      })
      .strict(),
    electoralVotes: z.number().int().min(3).max(54),
    nickname: z.string().min(1),
    flower: z.string().min(1),
    bird: z.string().min(1),
    topCities: z.array(z.string().min(1)).length(5),
    borders: z.array(postalCode),
    cornerTouches: z.array(postalCode),
    timeZones: z.array(z.enum(TIME_ZONES)).min(1),
  })
  .strict();

export type UsState = z.infer<typeof stateSchema>;

export const statesSchema = z.array(stateSchema).length(50);

/**
 * Checks content/states.json (or any such list), naming the state and field of each problem. The
 * server runs it on the shipped file when it first loads its games (lib/games/registry.ts).
 */
export function parseStates(raw: unknown): UsState[] {
  const result = statesSchema.safeParse(raw);
  if (result.success) return result.data;
  const rows: unknown[] = Array.isArray(raw) ? raw : [];
  const problems = result.error.issues.map((issue) => {
    const [index, ...field] = issue.path;
    const row = typeof index === "number" ? rows[index] : undefined;
    const stateName =
      row && typeof row === "object" && "name" in row && typeof row.name === "string" ? row.name : `#${String(index)}`;
    const where = index === undefined ? "the list" : `state ${stateName}`;
    const fieldPath = field.length > 0 ? field.map(String).join(".") : "(whole entry)";
    return `${where}, field ${fieldPath}: ${issue.message}`;
  });
  throw new Error(`content/states.json is invalid:\n  ${problems.join("\n  ")}`);
}
