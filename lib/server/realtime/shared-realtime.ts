// The custom server (run by tsx) and Next's route bundles load separate copies of our
// modules, so a module-level singleton would not be shared. A registered global symbol is.
import type { RealtimeSetup } from "./realtime-from-env";

const SLOT = Symbol.for("clue-spin.realtime");

type GlobalWithRealtime = typeof globalThis & { [SLOT]?: RealtimeSetup };

export function installRealtime(setup: RealtimeSetup): void {
  (globalThis as GlobalWithRealtime)[SLOT] = setup;
}

export function installedRealtime(): RealtimeSetup {
  const setup = (globalThis as GlobalWithRealtime)[SLOT];
  if (!setup) throw new Error("Real-time backend not installed; server.ts must call installRealtime() first");
  return setup;
}

export function uninstallRealtime(): void {
  (globalThis as GlobalWithRealtime)[SLOT] = undefined;
}
