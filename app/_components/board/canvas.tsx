"use client";

import { useEffect, useState, type ReactNode } from "react";

/**
 * The board is laid out once for 1920×1080 and scaled to whatever the projector gives, so type
 * sizes chosen for the back row stay in proportion on a 1024×768 beamer too.
 */
const CANVAS_WIDTH = 1920;
const CANVAS_HEIGHT = 1080;

export function useCanvasScale(): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const measure = () => setScale(Math.min(window.innerWidth / CANVAS_WIDTH, window.innerHeight / CANVAS_HEIGHT));
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  return scale;
}

export function Canvas({ scale, children }: { scale: number; children: ReactNode }) {
  return (
    <div className="fixed inset-0 overflow-hidden bg-slate-950">
      <div
        className="absolute left-1/2 top-1/2 origin-center bg-slate-950 text-white"
        style={{ width: CANVAS_WIDTH, height: CANVAS_HEIGHT, transform: `translate(-50%, -50%) scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
