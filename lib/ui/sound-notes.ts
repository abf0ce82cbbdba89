/**
 * The game's sound effects as notes (seconds from the start): simple, bright tones that carry
 * across a room. scripts/make-sounds.ts renders them once into public/sounds/*.wav, which the board
 * and the phones play (no sound is made up in the browser, and nothing is fetched from elsewhere).
 */
export const SOUND_EFFECTS = ["spin", "correct", "wrong", "win", "chip", "turn", "time"] as const;
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

export type Waveform = "sine" | "square" | "triangle" | "sawtooth";
export interface Note {
  frequency: number;
  start: number;
  duration: number;
  type?: Waveform;
  gain?: number;
  slideTo?: number;
}

/** How long the board's wheel turns; the spin sound is made to last as long. */
export const SPIN_SOUND_SECONDS = 3.4;

export function notesFor(effect: SoundEffect): Note[] {
  switch (effect) {
    case "spin": {
      // Ticks that slow down like a pointer clicking past the pegs of a real spinner.
      const ticks: Note[] = [];
      let t = 0;
      let gap = 0.045;
      while (t < SPIN_SOUND_SECONDS - 0.1) {
        ticks.push({ frequency: 1400, start: t, duration: 0.025, type: "square", gain: 0.08 });
        t += gap;
        gap *= 1.085;
      }
      return ticks;
    }
    case "correct":
      return [
        { frequency: 523.25, start: 0, duration: 0.14, type: "triangle" },
        { frequency: 659.25, start: 0.12, duration: 0.14, type: "triangle" },
        { frequency: 783.99, start: 0.24, duration: 0.14, type: "triangle" },
        { frequency: 1046.5, start: 0.36, duration: 0.4, type: "triangle" },
      ];
    case "wrong":
      return [
        { frequency: 220, start: 0, duration: 0.28, type: "sawtooth", gain: 0.12, slideTo: 180 },
        { frequency: 165, start: 0.3, duration: 0.5, type: "sawtooth", gain: 0.12, slideTo: 110 },
      ];
    case "win":
      return [
        { frequency: 523.25, start: 0, duration: 0.16, type: "square", gain: 0.1 },
        { frequency: 523.25, start: 0.18, duration: 0.16, type: "square", gain: 0.1 },
        { frequency: 523.25, start: 0.36, duration: 0.16, type: "square", gain: 0.1 },
        { frequency: 698.46, start: 0.54, duration: 0.5, type: "square", gain: 0.1 },
        { frequency: 880, start: 0.54, duration: 0.5, type: "triangle" },
        { frequency: 783.99, start: 1.08, duration: 0.2, type: "square", gain: 0.1 },
        { frequency: 1046.5, start: 1.3, duration: 0.9, type: "square", gain: 0.1 },
        { frequency: 1318.5, start: 1.3, duration: 0.9, type: "triangle" },
      ];
    case "chip":
      return [{ frequency: 2200, start: 0, duration: 0.05, type: "sine", gain: 0.12, slideTo: 2600 }];
    case "turn":
      // Two rising pings: "your team's turn".
      return [
        { frequency: 880, start: 0, duration: 0.12, type: "triangle", gain: 0.2 },
        { frequency: 1318.5, start: 0.14, duration: 0.22, type: "triangle", gain: 0.2 },
      ];
    case "time":
      // A short bell three times: the talk-it-over time is up.
      return [0, 0.32, 0.64].map((start) => ({
        frequency: 1046.5,
        start,
        duration: 0.26,
        type: "sine" as const,
        gain: 0.22,
        slideTo: 988,
      }));
    default: {
      const unknown: never = effect;
      throw new Error(`Unknown sound ${String(unknown)}`);
    }
  }
}

/** Renders notes into 16-bit mono PCM samples (what the WAV files hold). */
export function renderNotes(notes: readonly Note[], sampleRate: number): Int16Array {
  const end = notes.reduce((max, note) => Math.max(max, note.start + note.duration), 0) + 0.05;
  const samples = new Float32Array(Math.ceil(end * sampleRate));
  for (const note of notes) {
    const first = Math.floor(note.start * sampleRate);
    const count = Math.floor(note.duration * sampleRate);
    const peak = note.gain ?? 0.18;
    let phase = 0;
    for (let i = 0; i < count; i++) {
      const t = i / sampleRate;
      const progress = i / count;
      const frequency = note.slideTo ? note.frequency + (note.slideTo - note.frequency) * progress : note.frequency;
      phase += frequency / sampleRate;
      const cycle = phase - Math.floor(phase);
      const wave =
        note.type === "square"
          ? cycle < 0.5
            ? 1
            : -1
          : note.type === "triangle"
            ? 1 - 4 * Math.abs(cycle - 0.5)
            : note.type === "sawtooth"
              ? 2 * cycle - 1
              : Math.sin(2 * Math.PI * cycle);
      // A short attack and release so tones do not click.
      const envelope = Math.min(1, t / 0.01, (note.duration - t) / 0.04);
      const index = first + i;
      samples[index] = (samples[index] ?? 0) + wave * peak * Math.max(0, envelope);
    }
  }
  return Int16Array.from(samples, (value) => Math.round(Math.max(-1, Math.min(1, value)) * 32767));
}

/** A WAV file (RIFF, PCM 16-bit mono) for the samples. */
export function wavFile(samples: Int16Array, sampleRate: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(44));
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) header.setUint8(offset + i, value.charCodeAt(i));
  };
  const dataBytes = samples.length * 2;
  text(0, "RIFF");
  header.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVE");
  text(12, "fmt ");
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  text(36, "data");
  header.setUint32(40, dataBytes, true);
  const file = new Uint8Array(44 + dataBytes);
  file.set(new Uint8Array(header.buffer), 0);
  file.set(new Uint8Array(samples.buffer, samples.byteOffset, dataBytes), 44);
  return file;
}
