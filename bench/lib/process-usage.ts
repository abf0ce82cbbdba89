/** RSS and CPU time of another process, read from /proc (Linux). */
import fs from "node:fs";

const CLOCK_TICKS = 100;

export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** User + system CPU seconds the process has used so far. */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/**
 * CPU seconds in the process's own code (user) and in the kernel on its behalf (system: socket
 * writes, and on loopback the receiving side's TCP work too, which a NIC would take).
 */
export function cpuTimes(pid: number): { user: number; system: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may contain spaces) start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}
