/**
 * The computer running Clue Spin is the teacher's own: a browser on it reaches the server from
 * these addresses, which no other device on the network can send from. Only these, not all of
 * 127/8: tests, the bench and the soak give each simulated phone its own 127.x address, and those
 * must be treated like phones.
 */
const THIS_COMPUTER = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function isThisComputer(address: string | undefined | null): boolean {
  return address !== undefined && address !== null && THIS_COMPUTER.has(address);
}
