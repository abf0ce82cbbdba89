import { fail, ok, toResponse } from "@/lib/server/replies";
import { THIS_COMPUTER_ID, THIS_COMPUTER_ONLY_MESSAGE, teacherFor } from "@/lib/server/teacher";
import { unpairDevice } from "@/lib/server/teacher-devices";

export const dynamic = "force-dynamic";

/** Unpairs a teacher device (its decks pass to the computer running Clue Spin). */
export async function DELETE(request: Request, { params }: { params: Promise<{ deviceId: string }> }) {
  const teacher = await teacherFor(request.headers);
  if (!teacher?.thisComputer) return toResponse(fail(403, "auth/this_computer_only", THIS_COMPUTER_ONLY_MESSAGE));
  const { deviceId } = await params;
  const removed = /^[0-9a-f-]{36}$/.test(deviceId) && (await unpairDevice(deviceId, THIS_COMPUTER_ID));
  return toResponse(
    removed
      ? ok({ unpaired: deviceId })
      : fail(404, "teacher/no_device", "There is no such paired device: it may have been unpaired already."),
  );
}
