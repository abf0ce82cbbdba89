import "server-only";
import { PEER_HEADER } from "./peer";
import { fail, type ErrorReply } from "./replies";
import { deviceForToken } from "./teacher-devices";
import { isThisComputer } from "./this-computer";

/**
 * A teacher is someone the computer running Clue Spin vouched for: a browser on that computer, or
 * a device paired from it (the teacher's link printed at start-up, or a QR code shown there). A
 * moderator credential is not enough: it opens one game, never decks or anything else.
 */
export type Teacher = { id: string; label: string; thisComputer: boolean };

export const THIS_COMPUTER_ID = "this-computer";
export const THIS_COMPUTER: Teacher = { id: THIS_COMPUTER_ID, label: "The computer running Clue Spin", thisComputer: true };

export const TEACHER_COOKIE = "cs_teacher";
const TEACHER_COOKIE_VALUE = /(?:^|;\s*)cs_teacher=([A-Za-z0-9_-]{32,128})(?:;|$)/;

export async function teacherFor(headers: Headers): Promise<Teacher | null> {
  if (isThisComputer(headers.get(PEER_HEADER))) return THIS_COMPUTER;
  const token = TEACHER_COOKIE_VALUE.exec(headers.get("cookie") ?? "")?.[1];
  if (!token) return null;
  const device = await deviceForToken(token);
  return device ? { id: device.id, label: device.label, thisComputer: false } : null;
}

export const TEACHER_ONLY_MESSAGE =
  "This page is for teachers: open it on the computer running Clue Spin, or pair this device first with the teacher's link that computer shows.";

export const THIS_COMPUTER_ONLY_MESSAGE = "Only the computer running Clue Spin can do this: open the page there.";

/** The teacher asking, or the 403 every teacher-only route answers. */
export async function requireTeacher(headers: Headers): Promise<{ ok: true; teacher: Teacher } | ErrorReply> {
  const teacher = await teacherFor(headers);
  return teacher ? { ok: true, teacher } : fail(403, "auth/teacher_only", TEACHER_ONLY_MESSAGE);
}
