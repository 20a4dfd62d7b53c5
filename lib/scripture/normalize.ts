// No "server-only" here: the browser imports this too (forms map error codes; the reader and middleware read book names).
/** Lower-cases and strips diacritics (á→a, ñ→n, ü→u) so search ignores accents; PGlite has no unaccent. */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Accent-folded text with punctuation removed and whitespace collapsed, for comparing quotes. */
export function normalizeForComparison(text: string): string {
  return foldAccents(text)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const foldCache = new Map<string, string>();

function foldChar(c: string): string {
  const hit = foldCache.get(c);
  if (hit !== undefined) return hit;
  let out: string;
  if (/\s|[\u200b-\u200d\u2060\ufeff]/u.test(c)) out = " ";
  else if (/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/u.test(c)) out = "-";
  else if (/[\u2236\uff1a\ufe55]/u.test(c)) out = ":";
  else {
    const folded = c.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    // Keep one unit per unit so positions in the folded text are positions in the original.
    out = folded.length === 1 ? folded : c.toLowerCase().length === 1 ? c.toLowerCase() : c;
  }
  foldCache.set(c, out);
  return out;
}

/**
 * Lower-case, accent-free copy of `text` with exactly the same length, so a match found in the copy
 * points at the same characters in the original. Odd spaces become " ", all dashes "-", "º" "o".
 */
export function foldKeepingPositions(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const code = c.charCodeAt(0);
    if (code < 128)
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c === "\t" || c === "\r" ? " " : c;
    else out += foldChar(c);
  }
  return out;
}
