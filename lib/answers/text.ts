import "server-only";
import { editDistance } from "../edit-distance.ts";
import { foldAccents } from "../scripture/normalize.ts";

export { editDistance };

// Matching helpers for what people actually type: no accents, missing letters, phonetic misspellings
// ("suisidio", "kitarme la bida"), repeated letters ("morirrrr"), stray punctuation.

/** Accent-folded, lower-case, letters/digits/spaces only, single spaces. */
export function plain(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9ñ\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A rough Spanish phonetic key: letters that sound alike collapse to one, silent h disappears and
 * doubled letters shrink, so common misspellings of a word share its key.
 */
export function phonetic(text: string): string {
  return ` ${plain(text)} `
    .replace(/ch/g, "x")
    .replace(/qu(?=[ei])/g, "k")
    .replace(/c(?=[ei])/g, "s")
    .replace(/c/g, "k")
    .replace(/q/g, "k")
    .replace(/z/g, "s")
    .replace(/v/g, "b")
    .replace(/ll/g, "y")
    .replace(/h/g, "")
    .replace(/([a-z])\1+/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of the text after plain(). */
export function words(text: string): string[] {
  const p = plain(text);
  return p ? p.split(" ") : [];
}

/** True when any word of the text is within `max` edits of one of the targets (targets plain, ≥ 7 letters). */
export function hasNearWord(text: string, targets: readonly string[], max = 1): boolean {
  for (const w of words(text)) {
    if (w.length < 6) continue;
    for (const t of targets) if (editDistance(w, t, max) <= max) return true;
  }
  return false;
}

/** Builds a regex over phonetic() text from phrases written in ordinary Spanish with regex syntax. */
export function phoneticPattern(source: string): RegExp {
  // Only the literal letters are keyed; regex syntax characters pass through untouched.
  const keyed = source.replace(/[a-záéíóúüñ ]+/gi, (chunk) => {
    const lead = chunk.startsWith(" ") ? " " : "";
    const trail = chunk.endsWith(" ") && chunk.trim() ? " " : "";
    const key = phonetic(chunk);
    return key ? `${lead}${key}${trail}` : chunk;
  });
  return new RegExp(`(?:^| )(?:${keyed})(?= |$)`);
}
