/**
 * fast-check settings for every property test: a fixed seed (PROPERTY_SEED overrides it), printed
 * before the run so a failure can be replayed exactly, and more runs on CI (CI is set there). A seed
 * that ever fails becomes a named test beside its property.
 */
export function propertySettings(name: string, runs: number, ciRuns: number = runs * 4): { seed: number; numRuns: number } {
  const seed = Number(process.env.PROPERTY_SEED ?? 20_251_122);
  const numRuns = Number(process.env.PROPERTY_RUNS ?? (process.env.CI ? ciRuns : runs));
  console.info(`[property] ${name}: seed ${seed}, ${numRuns} runs (PROPERTY_SEED=${seed} to replay)`);
  return { seed, numRuns };
}
