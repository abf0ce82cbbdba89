"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { TeachContent } from "@/app/games/teach-content";

const TeachContext = createContext<TeachContent | null>(null);

/** Set by the shared table screens around a game's screens: what that game teaches (its teach.ts). */
export function TeachProvider({ content, children }: { content: TeachContent | null; children: ReactNode }) {
  return <TeachContext value={content}>{children}</TeachContext>;
}

/** The game's teaching content, or null for a game that has none yet (its screens then teach nothing). */
export function useTeach(): TeachContent | null {
  return useContext(TeachContext);
}
