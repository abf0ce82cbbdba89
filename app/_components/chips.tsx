import { CHIP_KINDS, chipsFor, describeChips, type ChipKind } from "@/lib/ui/chips";

/**
 * Point chips drawn like poker chips: colour AND the printed value, so a colour-blind student
 * reads "10", "5" or "1" without telling blue from green.
 */
const CHIP_STYLE: Record<ChipKind["colour"], { fill: string; ring: string }> = {
  blue: { fill: "var(--color-chip-blue)", ring: "#bfdbfe" },
  red: { fill: "var(--color-chip-red)", ring: "#fecaca" },
  green: { fill: "var(--color-chip-green)", ring: "#bbf7d0" },
};

/** `size`: pixels, or any CSS length (a custom property lets the board size chips to fit). */
export function Chip({ kind, size }: { kind: ChipKind; size: number | string }) {
  const style = CHIP_STYLE[kind.colour];
  const length = typeof size === "number" ? `${size}px` : size;
  return (
    <svg
      viewBox="-50 -50 100 100"
      style={{ width: length, height: length }}
      aria-hidden="true"
      focusable="false"
      className="block drop-shadow-[0_2px_2px_rgba(0,0,0,0.55)]"
    >
      <circle r={48} fill={style.fill} stroke="#0f172a" strokeWidth={3} />
      <circle r={38} fill="none" stroke={style.ring} strokeWidth={7} strokeDasharray="12 8.1" />
      <circle r={27} fill={style.fill} stroke={style.ring} strokeWidth={2} />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={kind.value >= 10 ? 34 : 38}
        fontWeight={900}
        fill="#ffffff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {kind.label}
      </text>
    </svg>
  );
}

/** A pile shows at most this many chips; the number under it says how many there are. */
const MAX_SHOWN = 4;

/**
 * A team's points as chips (fewest chips): one pile per colour, each with its count printed under
 * it ("×3"), so the room can count them from the back row. `labelSize` is in CSS pixels.
 */
export function ChipStacks({
  points,
  size = 48,
  labelSize = 28,
  className,
}: {
  points: number;
  size?: number | string;
  labelSize?: number | string;
  className?: string;
}) {
  const counts = chipsFor(Math.max(0, points));
  const length = typeof size === "number" ? `${size}px` : size;
  const step = (n: number) => `calc(${length} * ${(0.22 * n).toFixed(2)})`;
  const piles = CHIP_KINDS.filter((kind) => counts[kind.colour] > 0).map((kind) => ({ kind, count: counts[kind.colour] }));
  return (
    <div
      className={`flex items-end gap-2 ${className ?? ""}`}
      role="img"
      aria-label={describeChips(counts)}
      data-chip-stacks=""
      data-chips={`${counts.blue}-${counts.red}-${counts.green}`}
    >
      {piles.length === 0 && (
        <div className="flex flex-col items-center" data-chip-pile="none" data-count={0}>
          <div style={{ height: length, width: length }} className="rounded-full border-4 border-dashed border-slate-500" />
          <span className="font-black leading-none tabular-nums text-slate-200" style={{ fontSize: labelSize }}>
            0
          </span>
        </div>
      )}
      {piles.map((pile) => {
        const shown = Math.min(MAX_SHOWN, pile.count);
        return (
          <div key={pile.kind.colour} className="flex flex-col items-center" data-chip-pile={pile.kind.colour} data-count={pile.count}>
            <div className="relative" style={{ width: length, height: `calc(${length} + ${step(shown - 1)})` }}>
              {Array.from({ length: shown }, (_, i) => (
                <div key={i} className="absolute left-0" style={{ bottom: step(i) }}>
                  <Chip kind={pile.kind} size={size} />
                </div>
              ))}
            </div>
            <span className="mt-0.5 font-black leading-none tabular-nums text-slate-100" style={{ fontSize: labelSize }} data-chip-count="">
              ×{pile.count}
            </span>
          </div>
        );
      })}
    </div>
  );
}
