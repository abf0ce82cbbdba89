/** What the end-to-end bench's main process and its client processes agree on. */
export const TEAMS = 4;
export const PHONES_PER_TEAM = 2;

export interface DriveOutcome {
  /** Commands sent by phones: send → every screen holds the new version (ms). */
  player: number[];
  /** Every command (phones and the moderator). */
  all: number[];
  /** Until the HTTP reply reached the sender. */
  replied: number[];
  /** The command path's own time, as the server reports it (Server-Timing). */
  onServer: number[];
  rejected: number;
  stuck: number;
  cpuSeconds: number;
}
