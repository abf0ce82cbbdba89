/*
 * The host form's look, for each game's own sections. Apart from new-session-form.tsx so that a game's
 * parts, which phones and boards load too, do not bring the host's form with them (`[PAGE-WEIGHT]`).
 */
export const FORM_SECTION = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
export const FORM_INPUT =
  "mt-1 w-full max-w-[12rem] rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600";
export const FORM_CHOICE =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600";
