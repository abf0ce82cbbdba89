import os from "node:os";

/** The IPv4 addresses other devices on the classroom network can reach this machine on. */
export function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => !!a && a.family === "IPv4" && !a.internal)
    .map((a) => a.address);
}

export function urlsToOpen(host: string, port: number): { local: string; lan: string[] } {
  const local = `http://localhost:${port}`;
  const lan = host === "0.0.0.0" || host === "::" ? lanAddresses().map((ip) => `http://${ip}:${port}`) : [`http://${host}:${port}`];
  return { local, lan };
}
