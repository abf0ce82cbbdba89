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

export function Chip({ kind, size }: { kind: ChipKind; size: number }) {
  const style = CHIP_STYLE[kind.colour];
  return (
    <svg
      viewBox="-50 -50 100 100"
      width={size}
      height={size}
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

/** Chips of one colour stand in piles of this many, so a big score spreads sideways, not upwards. */
const PILE_HEIGHT = 6;

/** A team's points as piles of chips (fewest chips), one colour per pile. */
export function ChipStacks({ points, size = 48, className }: { points: number; size?: number; className?: string }) {
  const counts = chipsFor(Math.max(0, points));
  const step = Math.round(size * 0.28);
  const piles = CHIP_KINDS.flatMap((kind) => {
    const count = counts[kind.colour];
    return Array.from({ length: Math.ceil(count / PILE_HEIGHT) }, (_, pile) => ({
      kind,
      key: `${kind.colour}-${pile}`,
      count: Math.min(PILE_HEIGHT, count - pile * PILE_HEIGHT),
    }));
  });
  return (
    <div
      className={`flex items-end gap-1.5 ${className ?? ""}`}
      role="img"
      aria-label={describeChips(counts)}
      data-chip-stacks=""
      data-chips={`${counts.blue}-${counts.red}-${counts.green}`}
    >
      {piles.length === 0 && <div style={{ height: size, width: size }} className="rounded-full border-4 border-dashed border-slate-600" />}
      {piles.map((pile) => (
        <div
          key={pile.key}
          className="relative"
          style={{ width: size, height: size + step * (PILE_HEIGHT - 1) }}
          data-chip-pile={pile.kind.colour}
        >
          {Array.from({ length: pile.count }, (_, i) => (
            <div key={i} className="absolute left-0" style={{ bottom: i * step }}>
              <Chip kind={pile.kind} size={size} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
