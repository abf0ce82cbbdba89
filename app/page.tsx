import Link from "next/link";
import { listGames } from "@/lib/games/registry";

export default function HomePage() {
  return (
    <main className="palette-auto mx-auto flex max-w-3xl flex-col gap-8 px-6 py-12">
      <header>
        <h1 className="text-4xl font-bold tracking-tight">Clue Spin</h1>
        <p className="mt-2 text-lg text-slate-700">GeoPlunge games for your class, on the GeoPlunge state data:</p>
        <ul className="mt-2 list-disc pl-6 text-lg text-slate-700" aria-label="Games">
          {listGames().map((game) => (
            <li key={game.id}>{game.title}</li>
          ))}
        </ul>
      </header>
      <nav aria-label="Main" className="grid gap-4 sm:grid-cols-2">
        <Link
          href="/host"
          className="rounded-xl border border-blue-700 bg-blue-700 p-5 text-white shadow-sm hover:bg-blue-800 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <span className="block text-xl font-semibold">Host a game</span>
          <span className="text-blue-50">Teachers: set up teams in a minute and run the game from this computer.</span>
        </Link>
        <Link
          href="/join"
          className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm hover:border-slate-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-600"
        >
          <span className="block text-xl font-semibold">Join a game</span>
          <span className="text-slate-700">Students: type the code from the board and buzz in for your team.</span>
        </Link>
        <Link
          href="/states"
          className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm hover:border-slate-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-600"
        >
          <span className="block text-xl font-semibold">State cards</span>
          <span className="text-slate-700">All 50 GeoPlunge state cards, searchable.</span>
        </Link>
        <Link
          href="/decks"
          className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm hover:border-slate-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-600"
        >
          <span className="block text-xl font-semibold">Your decks</span>
          <span className="text-slate-700">Write your own clue cards or import them from a spreadsheet.</span>
        </Link>
      </nav>
    </main>
  );
}
