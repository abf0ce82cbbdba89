import { fail, ok, toResponse } from "@/lib/server/replies";
import { THIS_COMPUTER_ONLY_MESSAGE, teacherFor } from "@/lib/server/teacher";
import { listDevices } from "@/lib/server/teacher-devices";

export const dynamic = "force-dynamic";

/** The paired teacher devices, listed only on the computer running Clue Spin. */
export async function GET(request: Request) {
  const teacher = await teacherFor(request.headers);
  if (!teacher?.thisComputer) return toResponse(fail(403, "auth/this_computer_only", THIS_COMPUTER_ONLY_MESSAGE));
  return toResponse(ok({ devices: await listDevices() }));
}
