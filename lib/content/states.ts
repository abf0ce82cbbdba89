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
