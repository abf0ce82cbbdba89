/**
 * Renders the game's sound effects (lib/ui/sound-notes.ts) into public/sounds/<effect>.wav, which
 * the board and the phones play. Run after changing a sound: npx tsx scripts/make-sounds.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { notesFor, renderNotes, SOUND_EFFECTS, wavFile } from "../lib/ui/sound-notes";

const SAMPLE_RATE = 22_050;
const folder = fileURLToPath(new URL("../public/sounds/", import.meta.url));
mkdirSync(folder, { recursive: true });
for (const effect of SOUND_EFFECTS) {
  const file = wavFile(renderNotes(notesFor(effect), SAMPLE_RATE), SAMPLE_RATE);
  writeFileSync(`${folder}${effect}.wav`, file);
  console.log(`public/sounds/${effect}.wav  ${(file.byteLength / 1024).toFixed(0)} KB`);
}
