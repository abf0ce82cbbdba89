import { useState, type ReactNode } from "react";

/*
 * A number field of a host form and its check, apart from the rest of form-parts.tsx: each game's
 * options section uses them, and a game's parts load on phones and boards too (`[PAGE-WEIGHT]`).
 */

export const FIELD_LABEL = "block text-sm font-semibold text-slate-800";

/** A whole number typed into a field, if it lies within the limits the server checks. */
export function wholeNumberWithin(text: string, { min, max }: { min: number; max: number }): number | null {
  const value = Number(text);
  return text.trim() !== "" && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * A number field with its label and, below, a line saying what the number does. The bounds are the
 * server's own limits, shown to the browser and never applied silently: the form reads the text and
 * says what to fix.
 */
export function NumberField({
  id,
  label,
  labelClass = "",
  min,
  max,
  value,
  onChange,
  inputClass,
  hint,
  placeholder,
}: {
  id: string;
  label: ReactNode;
  labelClass?: string;
  min: number;
  max?: number;
  value: string;
  onChange: (value: string) => void;
  inputClass: string;
  hint?: ReactNode;
  placeholder?: string;
}) {
  return (
    <>
      <label className={`${FIELD_LABEL} ${labelClass}`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        type="number"
        min={min}
        max={max}
        inputMode="numeric"
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-slate-700">
          {hint}
        </p>
      )}
    </>
  );
}

/**
 * One whole-number option of a host form: its field, starting at the default, and what it reads
 * (the number, or what to fix, e.g. "The time to answer must be a whole number of seconds from 10 to 90.").
 */
export function useWholeNumberOption(options: {
  id: string;
  label: ReactNode;
  bounds: { min: number; max: number; default: number };
  inputClass: string;
  /** What the number is, to begin the problem's sentence ("The time to answer"). */
  subject: string;
  /** Its unit in the problem's sentence ("seconds"), if it has one. */
  unit?: string;
  hint?: ReactNode;
  /** The game's own reason for refusing a whole number, said instead of the bounds (a target at or below the starting points). */
  reasonAgainst?: (value: number) => string | null;
}): { field: ReactNode; read: () => number | { problem: string } } {
  const { id, label, bounds, inputClass, subject, unit, hint, reasonAgainst } = options;
  const [text, setText] = useState(String(bounds.default));
  return {
    field: (
      <NumberField
        id={id}
        labelClass="mt-3"
        label={label}
        min={bounds.min}
        max={bounds.max}
        value={text}
        onChange={setText}
        inputClass={inputClass}
        hint={hint}
      />
    ),
    read: () => {
      const typed = wholeNumberWithin(text, { min: Number.MIN_SAFE_INTEGER, max: bounds.max });
      const reason = typed === null ? null : (reasonAgainst?.(typed) ?? null);
      if (reason) return { problem: reason };
      return (
        wholeNumberWithin(text, bounds) ?? {
          problem: `${subject} must be a whole number${unit ? ` of ${unit}` : ""} from ${bounds.min} to ${bounds.max}.`,
        }
      );
    },
  };
}
