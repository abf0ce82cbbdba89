/** Compile-time guard for exhaustive switches: a new union member makes every unhandled switch fail to typecheck. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
