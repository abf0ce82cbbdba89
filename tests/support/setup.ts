import fc from "fast-check";

/**
 * Every property test runs with a known seed (PROPERTY_SEED overrides it; fast-check prints it on
 * failure too) and, on CI, four times the runs. Tests that set their own count use propertySettings.
 */
const seed = Number(process.env.PROPERTY_SEED ?? 20_251_122);
fc.configureGlobal({ seed, numRuns: process.env.CI ? 400 : 100 });
