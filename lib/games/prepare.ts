import type { ZodType } from "zod";
import type { Prepared } from "./module";

/** For a game whose stored setup is the teacher's options as they are (nothing to resolve). */
export function prepareAsIs<Setup>(schema: ZodType<Setup>): (options: unknown) => Promise<Prepared<Setup>> {
  return (options) => {
    const parsed = schema.safeParse(options);
    if (parsed.success) return Promise.resolve({ ok: true, setup: parsed.data });
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
    return Promise.resolve({
      ok: false,
      code: "input/invalid_game",
      message: `Check the game settings: ${where}${issue?.message ?? "invalid"}`,
    });
  };
}
