import type { TeachContent } from "@/app/games/teach-content";

/** An anchor for a term ("Up the BUR" → "term-up-the-bur"), so a tip or a link can point at its entry. */
export function termAnchor(term: string): string {
  return `term-${term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

function OnlyTag({ only }: { only?: string }) {
  if (!only) return null;
  return <span className="ml-2 rounded-md bg-indigo-100 px-1.5 py-0.5 align-middle text-xs font-bold text-indigo-950">{only}</span>;
}

/**
 * A game's rules and glossary in plain words, for the rules page and the phone's rules sheet: the
 * words first (what a student looks up mid-game), A to Z, then how the game goes, step by step.
 */
export function RulesBody({
  content,
  headingLevel = 2,
  jumpLinks = false,
}: {
  content: TeachContent;
  headingLevel?: 2 | 3;
  /** Links to the two parts (the page's; the phone's sheet keeps the address's hash for itself). */
  jumpLinks?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const words = [...content.glossary].sort((a, b) => a.term.localeCompare(b.term, "en"));
  return (
    <div className="flex flex-col gap-6 text-slate-950" data-rules={content.game}>
      <p className="text-lg font-semibold">{content.goal}</p>
      {jumpLinks && (
        <nav aria-label="On this page" className="flex flex-wrap gap-2 text-base font-bold">
          <a href="#words" className="rounded-lg bg-slate-200 px-3 py-1 text-blue-900 underline">
            Words
          </a>
          <a href="#how-it-goes" className="rounded-lg bg-slate-200 px-3 py-1 text-blue-900 underline">
            How the game goes
          </a>
        </nav>
      )}
      <section aria-labelledby="words" className="flex flex-col gap-3">
        <Heading id="words" className="scroll-mt-20 text-2xl font-extrabold">
          Words
        </Heading>
        <dl className="flex flex-col gap-3" data-glossary="">
          {words.map((entry) => (
            <div
              key={entry.term}
              id={termAnchor(entry.term)}
              className="scroll-mt-20 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
              data-term={entry.term}
            >
              <dt className="text-lg font-extrabold">
                {entry.term}
                <OnlyTag only={entry.only} />
              </dt>
              <dd className="mt-1 text-base leading-relaxed text-slate-900">{entry.meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="how-it-goes" className="flex flex-col gap-3">
        <Heading id="how-it-goes" className="scroll-mt-20 text-2xl font-extrabold">
          How the game goes
        </Heading>
        {content.rules.map((section) => (
          <section key={section.heading} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <Sub className="text-lg font-extrabold">
              {section.heading}
              <OnlyTag only={section.only} />
            </Sub>
            <ol className="mt-2 flex list-decimal flex-col gap-2 pl-6 text-base leading-relaxed text-slate-900">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </section>
    </div>
  );
}
