import type { ZapTableView } from "@/lib/games/border-zap/battle";
import type { CardFace } from "@/lib/games/trick-kit/cards";
import { BOARD_TEXT, FaceDownCard, PlayedCard, type PartSize } from "@/app/games/_tables/parts";
import { FinishedTrick, type FinishedTrickPlace, type TrickDetailsOf } from "@/app/games/_tables/table-play";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";

/**
 * A Border Zap battle on the table (standalone, and Combo 3's PTB): the trades (who has picked,
 * never what), who is still looking at its cards after the first trade, the Step 3 face-up cards, the trick in progress (a face-down lead shows only the
 * state announced) and the last trick face-up with its explanation.
 */
type ZapTrick = NonNullable<ZapTableView["lastTrick"]>;

const text = (size: PartSize) =>
  size === "board"
    ? { label: `${BOARD_TEXT.sm} font-bold uppercase tracking-wide text-slate-300`, body: `${BOARD_TEXT.md} text-slate-100` }
    : { label: "text-xs font-bold uppercase tracking-wide text-slate-600", body: "text-sm text-slate-900" };

export function ZapSetup({ table, look, size }: { table: ZapTableView; look: LookUp; size: PartSize }) {
  const t = text(size);
  const pill = size === "board" ? ("board" as const) : ("xs" as const);
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-2" : "gap-1.5"}`} data-zap-setup="">
      {table.step.type === "trading" && (
        <p className={`flex flex-wrap items-center gap-2 ${t.body}`}>
          <span className={t.label}>Trade {table.step.round ?? ""}</span>
          {table.teams.map((team) => (
            <span key={team.id} className="inline-flex items-center gap-1">
              <TeamPill team={look(team.id)} size={pill} /> {team.tradePicked ? "has picked a card" : "is picking"}
            </span>
          ))}
        </p>
      )}
      {table.step.type === "looking" && (
        <p className={`flex flex-wrap items-center gap-2 ${t.body}`} data-zap-looking="">
          <span className={t.label}>Look at the cards</span>
          {table.teams.map((team) => (
            <span key={team.id} className="inline-flex items-center gap-1">
              <TeamPill team={look(team.id)} size={pill} /> {team.cardsSetAside > 0 ? "has looked" : "is looking"}
            </span>
          ))}
        </p>
      )}
      {table.faceUpDealt.length > 0 && (
        <p className={t.body}>
          <span className={t.label}>Dealt face-up</span>{" "}
          {table.faceUpDealt.map((entry) => `${look(entry.teamId).name}: ${entry.card.name}`).join(" · ")}
        </p>
      )}
    </div>
  );
}

export function ZapCurrentTrick({
  table,
  look,
  size,
  ownLead = null,
}: {
  table: ZapTableView;
  look: LookUp;
  size: PartSize;
  ownLead?: CardFace | null;
}) {
  const trick = table.currentTrick;
  if (!trick) return null;
  const lead = look(trick.leadTeamId);
  const pill = size === "board" ? ("board" as const) : ("xs" as const);
  return (
    <section aria-label={`Trick ${trick.number}`} className="flex flex-col gap-2" data-current-trick={trick.number}>
      <h3 className={size === "board" ? `${BOARD_TEXT.lg} font-black text-white` : "text-base font-bold"}>Trick {trick.number}</h3>
      {trick.announcement !== null ? (
        ownLead ? (
          <PlayedCard face={ownLead} category={null} size={size} caption="Your lead, face-down: only your team sees it" />
        ) : (
          <FaceDownCard
            size={size}
            lines={[`“${trick.announcement}”`]}
            caption={
              <span className="inline-flex flex-wrap items-center gap-1">
                Led by <TeamPill team={lead} size={pill} />
              </span>
            }
          />
        )
      ) : (
        <p className={`flex flex-wrap items-center gap-2 ${text(size).body}`}>
          <TeamPill team={lead} size={pill} /> leads this trick.
        </p>
      )}
    </section>
  );
}

/** What Border Zap adds to a finished trick: whether it was zapped (no category: a zap compares borders). */
const zapTrickDetails: TrickDetailsOf<ZapTrick> = (trick) => ({ heading: trick.zap ? "zapped" : "no zap", category: null });

export const ZapFinishedTrick = ({ table, ...place }: FinishedTrickPlace & { table: ZapTableView }) => (
  <FinishedTrick trick={table.lastTrick} details={zapTrickDetails} {...place} />
);
