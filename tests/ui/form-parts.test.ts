import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NumberField, wholeNumberWithin } from "@/app/host/form-parts";
import { MATCH_TARGET_POINTS } from "@/lib/games/trick-kit/scoring";

/** The host forms' one number field and its reading: the server's limits shown, nothing applied silently. */
describe("[HOST-FORM-1] the host forms' number fields", () => {
  it("reads a whole number within the limits, and nothing else (empty, a fraction, out of range, not a number)", () => {
    const { min, max } = MATCH_TARGET_POINTS;
    expect(wholeNumberWithin(String(min), MATCH_TARGET_POINTS)).toBe(min);
    expect(wholeNumberWithin(` ${max} `, MATCH_TARGET_POINTS)).toBe(max);
    for (const typed of ["", "  ", String(min - 1), String(max + 1), "2.5", "ten", "-3"])
      expect(wholeNumberWithin(typed, MATCH_TARGET_POINTS), typed).toBeNull();
  });

  it("ties the label and the hint to the input, with the limits as the browser's bounds", () => {
    const html = renderToStaticMarkup(
      createElement(NumberField, {
        id: "f-target",
        label: "Points to win",
        min: 2,
        max: 60,
        value: "15",
        onChange: () => undefined,
        inputClass: "box",
        hint: "The rules play to 15.",
      }),
    );
    expect(html).toMatch(/<label [^>]*for="f-target">Points to win<\/label>/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['id="f-target"', 'type="number"', 'min="2"', 'max="60"', 'aria-describedby="f-target-hint"', 'value="15"'])
      expect(input).toContain(attribute);
    expect(html).toMatch(/<p id="f-target-hint"[^>]*>The rules play to 15\.<\/p>/);
    const bare = renderToStaticMarkup(
      createElement(NumberField, { id: "f-seed", label: "Seed", min: 0, value: "", onChange: () => undefined, inputClass: "box" }),
    );
    expect(bare).not.toContain("aria-describedby");
    expect(bare).not.toContain("max=");
  });
});
