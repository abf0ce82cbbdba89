import type { RanksTableView } from "@/lib/games/play-the-ranks";
import type { CardFace } from "@/lib/games/trick-kit/cards";
import { BOARD_TEXT, FaceDownCard, PlayedCard, PowerCardChip, type PartSize } from "@/app/games/_tables/parts";
import { FinishedTrick, type FinishedTrickPlace, type TrickDetailsOf } from "@/app/games/_tables/table-play";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { categoryName, listWords } from "@/app/games/_tables/words";

/**
 * A Play the Ranks battle on the table (Level 3, Level 4, and Combo 3's PTR1/PTR2): the Power
 * cards that set the bases, the trick in progress (a face-down lead shows only its announcement),
 * the last trick face-up with its one-line explanation.
 */
type RanksTrick = NonNullable<RanksTableView["lastTrick"]>;

const text = (size: PartSize) =>
  size === "board"
    ? {
        label: `${BOARD_TEXT.sm} font-bold uppercase tracking-wide text-slate-300`,
        body: `${BOARD_TEXT.md} text-slate-100`,
        strong: "text-white",
      }
    : { label: "text-xs font-bold uppercase tracking-wide text-slate-600", body: "text-sm text-slate-900", strong: "text-slate-950" };

/** The bases and Power cards of the battle, the GeoStar, the BUR, who pulled the Power, the turned discards. */
export function RanksSetup({ table, look, size }: { table: RanksTableView; look: LookUp; size: PartSize }) {
  const t = text(size);
  const { bases, powerCards } = table;
  const firstTricks = bases.firstBaseTricks;
  const [first, second] = powerCards.onTable;
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-2" : "gap-1.5"}`} data-ranks-setup="">
      <div className="flex flex-wrap items-center gap-2">
        <span className={t.label}>Bases</span>
        {bases.leadChooses ? (
          <span className={t.body}>
            {powerCards.onTable.map((card) => (
              <PowerCardChip key={card.id} card={card} size={size} />
            ))}{" "}
            the lead picks base {listWords(powerCards.onTable.map((card) => String(card.base))).replace(" and ", " or ")} on each trick
          </span>
        ) : powerCards.ordered && first && second ? (
          <>
            <PowerCardChip card={first} size={size} note={`tricks 1–${firstTricks}`} />
            <PowerCardChip card={second} size={size} note={`tricks ${firstTricks + 1}–${bases.tricksInBattle}`} />
          </>
        ) : (
          <>
            {powerCards.onTable.map((card) => (
              <PowerCardChip key={card.id} card={card} size={size} />
            ))}
            <span className={t.body}>(the Call Team removes one and names the first)</span>
          </>
        )}
      </div>
      {table.geoStar && (
        <p className={t.body}>
          <span className={t.label}>GeoStar</span> ★ the <strong className={t.strong}>{table.geoStar.label}</strong>: a lead announces its
          state&apos;s {table.geoStar.label}, not the state&apos;s name.
        </p>
      )}
      {table.bur && (
        <p className={t.body}>
          <span className={t.label}>BUR cards</span> {table.bur.cards.map((card) => card.name).join(", ")} · BUR{" "}
          {table.bur.byBase.map((entry) => `base ${entry.base}: ${entry.rank ?? "none"}`).join(", ")}
        </p>
      )}
      {table.teams.some((team) => team.role !== null) && (
        <p className={`flex flex-wrap items-center gap-2 ${t.body}`}>
          {table.teams.map((team) => (
            <span key={team.id} className="inline-flex items-center gap-1">
              <TeamPill team={look(team.id)} size={size === "board" ? "board" : "xs"} />{" "}
              {team.role === "cards" ? "Cards Team" : "Call Team"}
            </span>
          ))}
        </p>
      )}
      {table.pulledByTeamId && (
        <p className={t.body}>
          <TeamPill team={look(table.pulledByTeamId)} size={size === "board" ? "board" : "xs"} /> pulled the Power.
        </p>
      )}
      {table.turnedDiscards && (
        <p className={t.body}>
          <span className={t.label}>Discards turned</span>{" "}
          {table.turnedDiscards
            .map((entry) => `${look(entry.teamId).name}: ${entry.card.name} (statehood ${entry.card.ranks.statehood})`)
            .join(" · ")}
        </p>
      )}
    </div>
  );
}

/** The trick in progress: who leads, and once led, the face-down card's announcement (the lead team's phones see their own card). */
export function RanksCurrentTrick({
  table,
  look,
  size,
  ownLead = null,
}: {
  table: RanksTableView;
  look: LookUp;
  size: PartSize;
  ownLead?: CardFace | null;
}) {
  const t = text(size);
  const trick = table.currentTrick;
  if (!trick) return null;
  const lead = look(trick.leadTeamId);
  const led = trick.led;
  return (
    <section aria-label={`Trick ${trick.number}`} className="flex flex-col gap-2" data-current-trick={trick.number}>
      <h3
        className={`flex flex-wrap items-center gap-2 ${size === "board" ? `${BOARD_TEXT.lg} font-black text-white` : "text-base font-bold"}`}
      >
        Trick {trick.number}
        {trick.base !== null && (
          <span className={size === "board" ? `${BOARD_TEXT.md} font-bold text-amber-200` : "text-sm text-slate-700"}>
            · base {trick.base}
          </span>
        )}
      </h3>
      {led ? (
        <div className={`flex flex-wrap items-start ${size === "board" ? "gap-6" : "gap-3"}`}>
          {ownLead ? (
            <PlayedCard face={ownLead} category={led.category} size={size} caption={<>Your lead, face-down: only your team sees it</>} />
          ) : (
            <FaceDownCard
              size={size}
              lines={[`“${led.announcement.text}”`, `${categoryName(led.category)} · base ${led.base}`]}
              caption={
                <span className="inline-flex flex-wrap items-center gap-1">
                  Led by <TeamPill team={lead} size={size === "board" ? "board" : "xs"} />
                  {size === "board" && led.power && <PowerCardChip card={led.power} size={size} />}
                </span>
              }
            />
          )}
          {size === "phone" && (
            <div className="flex min-w-0 flex-[1_1_12rem] flex-col gap-1 break-words">
              <p className={t.body}>
                Announced: <strong className={t.strong}>{led.announcement.text}</strong>, {categoryName(led.category).toLowerCase()}, base{" "}
                {led.base}
              </p>
              {led.power && (
                <p className={t.body}>
                  With a Power card: <PowerCardChip card={led.power} size={size} />
                </p>
              )}
            </div>
          )}
        </div>
      ) : (
        <p className={`flex flex-wrap items-center gap-2 ${t.body}`}>
          <TeamPill team={lead} size={size === "board" ? "board" : "xs"} /> leads this trick.
        </p>
      )}
    </section>
  );
}

/** What Play the Ranks adds to a finished trick: the category and base it was played on, and the Power cards beside the cards. */
const ranksTrickDetails: TrickDetailsOf<RanksTrick> = (trick, size) => ({
  heading: `${categoryName(trick.category).toLowerCase()}, base ${trick.base}`,
  category: trick.category,
  leadNote: trick.leadPower && <PowerCardChip card={trick.leadPower} size={size} />,
  followNote: trick.followPower && (
    <PowerCardChip card={trick.followPower} size={size} note={trick.changeBase ? "Change the Base" : undefined} />
  ),
});

export const RanksFinishedTrick = ({ table, ...place }: FinishedTrickPlace & { table: RanksTableView }) => (
  <FinishedTrick trick={table.lastTrick} details={ranksTrickDetails} {...place} />
);
