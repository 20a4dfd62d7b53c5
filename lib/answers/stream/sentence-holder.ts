import "server-only";
// Splits streamed model text into pieces that are safe to verify on their own: whole sentences,
// whole list items and headings, and whole quotations together with the reference they are
// attributed to. Nothing is released while a quotation is still open or is still waiting for its
// reference, so the citation verifier always sees a quote and its "— Juan 3:16" in the same piece.

const REFERENCE = /(?:^|[^\p{L}])(?:[1-3]\s*)?\p{Lu}[\p{L}]+\.?\s+\d{1,3}(?!\d)(?:\s*[:.,]\s*\d{1,3}(?!\d))?/u;
const QUOTE_CHARS = /[“”«»"‘]/;
const BLOCKQUOTE_LINE = /^\s*>/;
const ATTRIBUTION_LINE = /^\s*(?:>\s*)?(?:[—–-]{1,2}\s*\S|\(\s*(?:[1-3]\s*)?\p{Lu})/u;
const BLANK_LINE = /^\s*$/;
/** A piece is released regardless once it grows past this, so a stray quote mark cannot stall the stream. */
const MAX_HELD = 2400;
/**
 * A quotation still open, or a blockquote still waiting for its "> — Libro c:v" line, is held longer:
 * released without its reference it would be checked as a quote from nowhere. Past this (longer than
 * a whole model answer) it goes anyway.
 */
const MAX_HELD_QUOTE = 8000;

export function hasOpenQuote(s: string): boolean {
  const count = (re: RegExp) => (s.match(re) ?? []).length;
  // Writers mix “…" and "…”, so double marks are counted together.
  return count(/[“”"]/g) % 2 === 1 || count(/«/g) > count(/»/g) || count(/‘/g) > count(/’/g);
}

/** A quotation that does not yet name the passage it comes from. */
function awaitsReference(s: string): boolean {
  const quoted = QUOTE_CHARS.test(s) || s.split("\n").some((l) => BLOCKQUOTE_LINE.test(l));
  return quoted && !REFERENCE.test(s);
}

function settled(s: string): boolean {
  return !hasOpenQuote(s) && !awaitsReference(s);
}

/** Position just after the first acceptable sentence end in `s`, or -1. Needs to see the next word. */
function sentenceEnd(s: string, from: number): number {
  const re = /[.!?…]+["”»)*_]*(\s+)/g;
  re.lastIndex = from;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const cut = m.index + m[0].length;
    if (cut >= s.length) return -1; // the next word has not arrived yet
    const next = s[cut];
    if (/[\p{Ll}\d]/u.test(next)) continue; // "1 Co. 13", "p. ej. algo"
    const before = s.slice(0, m.index);
    const lastWord = before.match(/(\S+)$/)?.[1] ?? "";
    if (/^\d+$/.test(lastWord) && /(^|\n)\s*\d+$/.test(before)) continue; // "1. " list marker
    if (/^(p|ej|cap|caps|vv|v|vers|cf|etc|Sr|Sra|Dr|Dra|a\.C|d\.C)$/i.test(lastWord)) continue;
    return cut;
  }
  return -1;
}

export class SentenceHolder {
  private buf = "";
  private held = "";
  /** The held text ends with a quotation that may still be followed by its attribution line. */
  private quoteBlock = false;
  /** The held quotation already ended with its "> — Libro c:v" line. */
  private attributed = false;

  /** Adds streamed text; returns the pieces that are now complete. */
  push(chunk: string): string[] {
    this.buf += chunk;
    const out: string[] = [];
    for (let nl = this.buf.indexOf("\n"); nl >= 0; nl = this.buf.indexOf("\n")) {
      const line = this.buf.slice(0, nl + 1);
      this.buf = this.buf.slice(nl + 1);
      this.takeLine(line, out);
    }
    this.takeSentences(out);
    const limit = this.quoteBlock || hasOpenQuote(this.held) ? MAX_HELD_QUOTE : MAX_HELD;
    if (this.held.length > limit) this.release(out);
    return out;
  }

  /** Everything still held, at the end of the stream. */
  flush(): string {
    const rest = this.held + this.buf;
    this.held = "";
    this.buf = "";
    this.quoteBlock = false;
    this.attributed = false;
    return rest;
  }

  private release(out: string[]): void {
    if (this.held) out.push(this.held);
    this.held = "";
    this.quoteBlock = false;
    this.attributed = false;
  }

  private takeLine(line: string, out: string[]): void {
    if (BLOCKQUOTE_LINE.test(line)) {
      this.held += line;
      this.quoteBlock = true;
      this.attributed = /^\s*>\s*[—–-]{1,2}\s*\S/.test(line) && REFERENCE.test(line);
      return;
    }
    if (this.quoteBlock) {
      if (BLANK_LINE.test(line)) {
        this.held += line;
        if (this.attributed) this.release(out);
        return;
      }
      if (ATTRIBUTION_LINE.test(line) || REFERENCE.test(line.slice(0, 40))) {
        this.held += line;
        this.release(out);
        return;
      }
      this.release(out);
    }
    this.held += line;
    if (settled(this.held)) {
      this.release(out);
      return;
    }
    if (hasOpenQuote(this.held)) return; // a quotation spanning lines
    // The quote is closed but names no passage yet: give its attribution one more line.
    if (BLANK_LINE.test(line) && this.held.trim()) {
      this.release(out);
      return;
    }
    this.quoteBlock = true;
  }

  private takeSentences(out: string[]): void {
    if (this.quoteBlock || BLOCKQUOTE_LINE.test(this.buf)) return;
    let from = 0;
    for (let cut = sentenceEnd(this.buf, from); cut >= 0; cut = sentenceEnd(this.buf, from)) {
      const candidate = this.held + this.buf.slice(0, cut);
      if (!settled(candidate)) {
        from = cut;
        continue;
      }
      out.push(candidate);
      this.held = "";
      this.buf = this.buf.slice(cut);
      from = 0;
    }
  }
}
