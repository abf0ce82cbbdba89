import type { ZapTableView } from "@/lib/games/border-zap/battle";
import type { CardFace } from "@/lib/games/trick-kit/cards";
import { FaceDownCard, PlayedCard, TrickWinner, type PartSize } from "@/app/games/_tables/parts";
import { finishedTrickTitle, followerOf } from "@/app/games/_tables/table-play";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";

/**
 * A Border Zap battle on the table (standalone, and Combo 3's PTB): the trades (who has picked,
 * never what), the Step 3 face-up cards, the trick in progress (a face-down lead shows only the
 * state announced) and the last trick face-up with its explanation.
 */
type ZapTrick = ZapTableView["tricks"][number];

const text = (size: PartSize) =>
  size === "board"
    ? { label: "text-2xl font-bold uppercase tracking-wide text-slate-300", body: "text-3xl text-slate-100" }
    : { label: "text-xs font-bold uppercase tracking-wide text-slate-600", body: "text-sm text-slate-900" };

export function ZapSetup({ table, look, size }: { table: ZapTableView; look: LookUp; size: PartSize }) {
  const t = text(size);
  const pill = size === "board" ? ("board" as const) : ("xs" as const);
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-3" : "gap-1.5"}`} data-zap-setup="">
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
      <h3 className={size === "board" ? "text-4xl font-black text-white" : "text-base font-bold"}>Trick {trick.number}</h3>
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

export function ZapTrickResult({
  trick,
  followerId,
  look,
  size,
  title,
}: {
  trick: ZapTrick;
  followerId: string;
  look: LookUp;
  size: PartSize;
  title: string;
}) {
  const leadWon = trick.winnerId === trick.leadTeamId;
  const pill = size === "board" ? ("sm" as const) : ("xs" as const);
  return (
    <section aria-label={title} className="flex flex-col gap-2" data-trick={trick.number}>
      <h3 className={size === "board" ? "text-3xl font-black text-slate-200" : "text-sm font-bold text-slate-800"}>
        {title} · {trick.zap ? "zapped" : "no zap"}
      </h3>
      <div className={`flex flex-wrap items-start ${size === "board" ? "gap-6" : "gap-2"}`}>
        <PlayedCard
          face={trick.lead}
          category={null}
          size={size}
          winner={leadWon}
          caption={
            <span className="inline-flex flex-wrap items-center gap-1">
              Led by <TeamPill team={look(trick.leadTeamId)} size={pill} />
            </span>
          }
        />
        <PlayedCard
          face={trick.follow}
          category={null}
          size={size}
          winner={!leadWon}
          caption={
            <span className="inline-flex flex-wrap items-center gap-1">
              Played by <TeamPill team={look(followerId)} size={pill} />
            </span>
          }
        />
      </div>
      <p
        className={size === "board" ? "text-4xl leading-snug font-bold text-yellow-200" : "text-sm font-semibold text-slate-950"}
        data-explanation=""
      >
        {trick.explanation}
      </p>
      {size === "phone" && <TrickWinner team={look(trick.winnerId)} size={size} />}
    </section>
  );
}

/** The trick `fromEnd` places before the last (0 = the last finished trick) of this battle, or nothing. */
export function ZapFinishedTrick({
  table,
  teams,
  look,
  size,
  fromEnd = 0,
}: {
  table: ZapTableView;
  teams: readonly { id: string }[];
  look: LookUp;
  size: PartSize;
  fromEnd?: number;
}) {
  const trick = table.tricks.at(-1 - fromEnd);
  if (!trick) return null;
  return (
    <ZapTrickResult
      trick={trick}
      followerId={followerOf(teams, trick.leadTeamId)}
      look={look}
      size={size}
      title={finishedTrickTitle(trick.number, fromEnd)}
    />
  );
}
