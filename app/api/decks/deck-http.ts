import "server-only";
import { DECK_LIMITS, type DeckReply } from "@/lib/server/deck-store";
import { fail, ok, readBodyBytes, readJsonBody, toResponse, type Reply } from "@/lib/server/replies";
import { requireTeacher } from "@/lib/server/teacher";

/** A deck reply as HTTP; the checker's problems (row, field, reason) travel beside the error. */
export function deckResponse<T>(reply: DeckReply<T>): Response {
  if (reply.ok || reply.problems === undefined) return toResponse(reply);
  return Response.json(
    { error: { code: reply.code, message: reply.message }, problems: reply.problems },
    { status: reply.status, headers: { "cache-control": "no-store" } },
  );
}

/**
 * Every deck route: teachers only (decks hold answers), each teacher's own decks. (Changes sent by
 * another site's page are refused at the door, server.ts.) Answers the refusal, or who owns the
 * decks asked about.
 */
export async function guardDeckRequest(request: Request): Promise<Response | { owner: string }> {
  const teacher = await requireTeacher(request.headers);
  return teacher.ok ? { owner: teacher.teacher.id } : toResponse(teacher);
}

export function readCardBody(request: Request): Promise<Reply<unknown>> {
  return readJsonBody(request, DECK_LIMITS.cardBodyBytes);
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

function readLimited(request: Request, maxBytes: number): Promise<Reply<Uint8Array<ArrayBuffer>>> {
  return readBodyBytes(request, maxBytes, `The file is too large: keep it under ${DECK_LIMITS.importBytes.toLocaleString("en-US")} bytes.`);
}

export type ImportFile = { fileName: string; bytes: Uint8Array };

/**
 * The file to import: a multipart form's "file" field (what the editor sends), or the raw body with
 * the name in ?filename= or an X-File-Name header (for scripts). The body is never read past the limit.
 */
export async function readImportFile(request: Request): Promise<Reply<ImportFile>> {
  const type = request.headers.get("content-type") ?? "";
  const url = new URL(request.url);
  if (/^multipart\/form-data\b/i.test(type)) {
    const body = await readLimited(request, DECK_LIMITS.importBytes + MULTIPART_OVERHEAD);
    if (!body.ok) return body;
    let form: FormData;
    try {
      form = await new Response(body.body, { headers: { "content-type": type } }).formData();
    } catch {
      return fail(400, "input/bad_form", 'The upload could not be read: send the file in a form field called "file".');
    }
    const file = form.get("file");
    if (file === null || typeof file === "string") return fail(400, "input/no_file", 'Send the file in a form field called "file".');
    if (file.size > DECK_LIMITS.importBytes) {
      return fail(
        413,
        "input/too_large",
        `The file is too large (${file.size.toLocaleString("en-US")} bytes; the limit is ${DECK_LIMITS.importBytes.toLocaleString("en-US")}).`,
      );
    }
    return ok({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  const body = await readLimited(request, DECK_LIMITS.importBytes);
  if (!body.ok) return body;
  const fileName = url.searchParams.get("filename") ?? request.headers.get("x-file-name") ?? "";
  return ok({ fileName, bytes: body.body });
}
