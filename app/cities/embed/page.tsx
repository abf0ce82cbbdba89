import type { Metadata } from "next";
import { CitiesCard } from "../cities-card";

export const metadata: Metadata = { title: "Cities Reference Card", robots: { index: false } };

// The board's Cities overlay shows this page in a frame; built once like /cities.
export const dynamic = "force-static";

export default function CitiesEmbedPage() {
  return <CitiesCard embed />;
}
