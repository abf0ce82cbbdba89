/**
 * Small icons drawn as SVG: the emoji they stand for (pause, trophy, full screen) are missing from
 * many classroom computers' fonts. Each is decorative: the words beside it carry the meaning.
 */
const base = "inline-block shrink-0 align-[-0.125em]";

export function PauseIcon({ className = "size-[1em]" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={`${base} ${className}`}>
      <rect x="4" y="3" width="4.5" height="14" rx="1" />
      <rect x="11.5" y="3" width="4.5" height="14" rx="1" />
    </svg>
  );
}

export function PlayIcon({ className = "size-[1em]" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={`${base} ${className}`}>
      <path d="M5 3.5v13l11-6.5z" />
    </svg>
  );
}

export function TrophyIcon({ className = "size-[1em]" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={`${base} ${className}`}>
      <path d="M7 3h10v2h4v3a5 5 0 0 1-5 5h-.3A5 5 0 0 1 13 15.9V18h3v3H8v-3h3v-2.1A5 5 0 0 1 8.3 13H8a5 5 0 0 1-5-5V5h4zm0 4H5v1a3 3 0 0 0 2 2.8zm10 0v3.8A3 3 0 0 0 19 8V7z" />
    </svg>
  );
}

export function FullScreenIcon({ className = "size-[1em]" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      className={`${base} ${className}`}
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

/** A speaker, with sound waves when on and a cross when off (the phone's sound switch). */
export function SpeakerIcon({ on, className = "size-[1.1em]" }: { on: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={`${base} ${className}`}
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /> : <path d="M16.5 9.5l5 5m0-5l-5 5" />}
    </svg>
  );
}
