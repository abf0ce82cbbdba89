/**
 * The attacking device, in a process of its own (a phone's CPU is not the server's): starts one
 * flood when asked and reports what it tried when told to stop. Driven over IPC by floodDuringPlay.
 */
import { serveRequests } from "@/bench/lib/ipc";
import type { LiveGame } from "./game";
import { startFlood, type Flood, type FloodKind } from "./floods";

let running: Flood | null = null;

serveRequests(async (message) => {
  if (message.type === "start") {
    running = startFlood(message.kind as FloodKind, {
      baseUrl: message.baseUrl as string,
      attacker: message.attacker as LiveGame,
      concurrency: message.concurrency as number,
      relayKey: message.relayKey as string,
    });
    return "started";
  }
  if (message.type === "stop") {
    const counts = await running?.stop();
    running = null;
    return counts;
  }
  throw new Error(`unknown request ${String(message.type)}`);
});
