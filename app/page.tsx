import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-12">
      <header>
        <h1 className="text-4xl font-bold tracking-tight">Clue Spin</h1>
        <p className="mt-2 text-lg text-slate-700">The 55-point spinner clue game for your class, on the GeoPlunge state data.</p>
      </header>
      <nav aria-label="Main" className="grid gap-4 sm:grid-cols-2">
        <Link href="/states" className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm hover:border-slate-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-600">
          <span className="block text-xl font-semibold">State cards</span>
          <span className="text-slate-700">All 50 GeoPlunge state cards, searchable.</span>
        </Link>
      </nav>
    </main>
  );
}
