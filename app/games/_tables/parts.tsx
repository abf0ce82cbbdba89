import type { CardFace, Category } from "@/lib/games/trick-kit/cards";
import type { PowerCardView } from "@/lib/games/trick-kit/power-cards";
import { TeamPill, type TeamLook } from "./team-look";
import { CATEGORY_ORDER, categoryName } from "./words";

/**
 * Pieces of the table the three games share, in two sizes: a phone's (light, compact) and the
 * projected board's (dark, read from the back row).
 */
export type PartSize = "phone" | "board";

/**
 * The board's type sizes are custom properties the large table fits to its room (`BOARD_FIT_STEPS`
 * in board/large-table.tsx): every board-sized part reads them, so the whole table shrinks together.
 */
export const BOARD_TEXT = {
  title: "text-[length:var(--b-title)]",
  lg: "text-[length:var(--b-lg)]",
  md: "text-[length:var(--b-md)]",
  sm: "text-[length:var(--b-sm)]",
} as const;

const CARD = {
  phone: { box: "w-[10.5rem] rounded-xl p-2 text-sm", name: "text-base", code: "text-xs px-1", rank: "text-sm", hi: "text-base" },
  board: {
    box: `w-[var(--b-card)] rounded-3xl px-4 py-3 ${BOARD_TEXT.sm}`,
    name: BOARD_TEXT.lg,
    code: `${BOARD_TEXT.sm} px-2`,
    rank: BOARD_TEXT.sm,
    hi: BOARD_TEXT.md,
  },
} as const;

/** A state's name never breaks inside a word ("Washingto n"): on the board its size follows its longest word to fit the card. */
const NO_WORD_BREAK = "[overflow-wrap:normal] [word-break:keep-all]";
function boardNameStyle(name: string): React.CSSProperties {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  // About 0.7 em a letter in bold; the card's padding and border take 2.4 rem.
  return { fontSize: `min(var(--b-lg), calc((var(--b-card) - 2.4rem) / ${(longest * 0.7).toFixed(2)}))` };
}

/** A GeoPlunge card lying face-up: its name, its ranks (the trick's category stands out), its border states where the game reads them. */
export function PlayedCard({
  face,
  category,
  size,
  caption,
  winner = false,
}: {
  face: CardFace;
  category: Category | null;
  size: PartSize;
  caption?: React.ReactNode;
  winner?: boolean;
}) {
  const s = CARD[size];
  return (
    // On the board a card and its caption are one card wide, so two played cards sit side by side beside the trick in play.
    <figure
      className={`flex max-w-full shrink-0 flex-col gap-1 ${size === "board" ? "w-[var(--b-card)] gap-3" : ""}`}
      data-card={face.code}
    >
      <div
        className={`${s.box} border-2 bg-white text-slate-950 shadow ${winner ? "border-emerald-600 ring-4 ring-emerald-500/60" : "border-slate-300"}`}
      >
        <p className={`flex flex-wrap items-baseline gap-x-1.5 font-black leading-tight ${s.name}`}>
          <span className={`rounded bg-slate-900 font-mono font-bold text-white ${s.code}`}>{face.code}</span>
          {size === "board" ? (
            <span className={NO_WORD_BREAK} style={boardNameStyle(face.name)}>
              {face.name}
            </span>
          ) : (
            <span className="min-w-0 break-words">{face.name}</span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-2">
          {CATEGORY_ORDER.map((c) => (
            <div key={c} className={`contents ${c === category ? "font-black" : "text-slate-700"}`}>
              <dt className={`whitespace-nowrap ${c === category ? s.hi : s.rank}`}>
                {c === category && <span aria-hidden="true">▶ </span>}
                {categoryName(c)}
              </dt>
              <dd className={`text-right tabular-nums ${c === category ? s.hi : s.rank}`}>{face.ranks[c]}</dd>
            </div>
          ))}
        </dl>
        {face.borderStates && (
          <p className={`mt-1 ${size === "board" ? `${BOARD_TEXT.sm} ${NO_WORD_BREAK}` : "text-xs"} text-slate-800`}>
            <span className="font-bold">Borders ({face.borderStates.length}):</span> {face.borderStates.join(", ")}
          </p>
        )}
        {winner && <p className={`mt-1 font-black text-emerald-800 ${size === "board" ? BOARD_TEXT.md : "text-sm"}`}>✓ Wins the trick</p>}
      </div>
      {caption && (
        <figcaption className={size === "board" ? `${BOARD_TEXT.sm} text-slate-200` : "text-xs text-slate-700"}>{caption}</figcaption>
      )}
    </figure>
  );
}

/** A lead lying face-down: only what the lead team announced shows. */
export function FaceDownCard({ lines, size, caption }: { lines: React.ReactNode[]; size: PartSize; caption?: React.ReactNode }) {
  const s = CARD[size];
  return (
    <figure
      className={`flex max-w-full shrink-0 flex-col gap-1 ${size === "board" ? "w-[var(--b-card)] gap-3" : ""}`}
      data-card="face-down"
    >
      <div
        className={`${s.box} border-2 border-indigo-900 bg-indigo-800 bg-[repeating-linear-gradient(45deg,rgba(255,255,255,0.08)_0_10px,transparent_10px_20px)] text-white shadow`}
      >
        <p className={`font-black uppercase tracking-wide ${size === "board" ? BOARD_TEXT.sm : "text-xs"} text-indigo-100`}>Face-down</p>
        {lines.map((line, index) => (
          <p
            key={index}
            className={`${index === 0 ? `font-black ${s.name}` : s.rank} ${size === "board" ? NO_WORD_BREAK : ""}`}
            // The announced state's name fits the card's width as a face-up card's does.
            style={size === "board" && index === 0 && typeof line === "string" ? boardNameStyle(line) : undefined}
          >
            {line}
          </p>
        ))}
      </div>
      {caption && (
        <figcaption className={size === "board" ? `${BOARD_TEXT.sm} text-slate-200` : "text-xs text-slate-700"}>{caption}</figcaption>
      )}
    </figure>
  );
}

/** A face-up Power card: its left-corner base and its category (the marks these games read). */
export function PowerCardChip({ card, size, note }: { card: PowerCardView; size: PartSize; note?: string }) {
  return (
    <span
      className={`inline-flex items-baseline gap-1.5 rounded-lg border-2 font-bold ${
        size === "board"
          ? `border-amber-300 bg-amber-200 px-3 py-0.5 ${BOARD_TEXT.md} ${NO_WORD_BREAK} text-amber-950`
          : "flex-wrap border-amber-500 bg-amber-100 px-2 py-0.5 text-sm text-amber-950"
      }`}
      data-power-card={card.id}
    >
      <span aria-hidden="true">⚡</span>
      {/* On a phone both marks are named, so the card's category is never read as the category in play. */}
      <span>
        {size === "phone" ? (
          <>
            base {card.base} · category: {categoryName(card.category)}
          </>
        ) : (
          <>
            Base {card.base} · {categoryName(card.category)}
          </>
        )}
      </span>
      {note && <span className="font-semibold">({note})</span>}
    </span>
  );
}

export function TrickWinner({ team, size }: { team: TeamLook; size: PartSize }) {
  return (
    <span className="inline-flex items-center gap-2">
      <TeamPill team={team} size={size === "board" ? "board" : "xs"} /> wins the trick
    </span>
  );
}
