"use client";

import { forwardRef, useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { teamColour } from "@/lib/shared/team-colours";

/** Small building blocks of the console, so every button and dialog looks and behaves alike. */
type Tone = "primary" | "secondary" | "danger" | "success" | "quiet";

const TONES: Record<Tone, string> = {
  primary: "bg-blue-700 text-white hover:bg-blue-800 border-blue-800 shadow-sm",
  secondary: "bg-white text-slate-900 hover:bg-slate-100 border-slate-300",
  danger: "bg-white text-red-800 hover:bg-red-50 border-red-300",
  success: "bg-green-700 text-white hover:bg-green-800 border-green-800 shadow-sm",
  quiet: "bg-transparent text-slate-800 hover:bg-slate-200/70 border-transparent",
};

const SIZES = { sm: "px-2.5 py-1 text-sm", md: "px-3.5 py-2 text-base", lg: "px-5 py-3 text-lg", xl: "px-6 py-4 text-xl" } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; size?: keyof typeof SIZES; shortcut?: string };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone = "secondary", size = "md", shortcut, className = "", children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-keyshortcuts={shortcut}
      className={`inline-flex items-center justify-center gap-2 rounded-lg border font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]} ${SIZES[size]} ${className}`}
      {...rest}
    >
      {children}
      {shortcut && <Kbd tone={tone}>{shortcut}</Kbd>}
    </button>
  );
});

export function Kbd({ children, tone = "secondary" }: { children: ReactNode; tone?: Tone }) {
  const dark = tone === "primary" || tone === "success";
  return (
    <kbd
      className={`rounded border px-1.5 font-mono text-xs font-bold ${dark ? "border-white/50 bg-white/15 text-white" : "border-slate-400 bg-slate-100 text-slate-700"}`}
    >
      {children}
    </kbd>
  );
}

/** A team's name with its colour and symbol (never colour alone). */
export function TeamTag({ colour, name, size = "md" }: { colour: string; name: string; size?: "sm" | "md" | "lg" }) {
  const c = teamColour(colour);
  const sizes = { sm: "text-sm px-2 py-0.5", md: "text-base px-2.5 py-0.5", lg: "text-xl px-3 py-1" };
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-md font-bold text-[#fff] ${sizes[size]}`}
      style={{ background: c.hex }}
    >
      <span aria-hidden="true">{c.symbol}</span>
      <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
    </span>
  );
}

export function Panel({
  title,
  actions,
  children,
  className = "",
  labelledBy,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title && (
            <h2 id={labelledBy} className="text-sm font-bold tracking-wide text-slate-700 uppercase">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A modal built on <dialog>: the browser traps focus and Escape closes it. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label={title}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl border border-slate-300 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      {open && (
        <div className="p-6">
          <h2 className="text-2xl font-bold text-slate-950">{title}</h2>
          <div className="mt-3">{children}</div>
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = "danger",
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: Tone;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button onClick={onCancel} autoFocus>
            Cancel
          </Button>
          <Button
            tone={tone === "danger" ? "primary" : tone}
            className={tone === "danger" ? "!border-red-800 !bg-red-700 hover:!bg-red-800" : ""}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-lg text-slate-800">{body}</div>
    </Dialog>
  );
}
