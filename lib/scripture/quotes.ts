import "server-only";
// Finds quoted text in an answer — “…”, "…", «…», ‘…’ and Markdown blockquotes — and the reference each
// quote is attributed to: right after it ("” (Juan 3:16)"), at its end inside the marks or the
// block ("> — Juan 3:16"), at the start of a block, or just before it in the same sentence
// ("Juan 3:16 dice: “…”").
import type { ParsedReference } from "./types.ts";

export interface QuoteSpan {
  kind: "inline" | "block";
  /** The whole quote, marks or "> " prefixes included. */
  start: number;
  end: number;
  /** The quoted words only (no marks, no attribution). */
  text: string;
  /** Where the quoted words sit, for replacing them. */
  textStart: number;
  textEnd: number;
  ref?: ParsedReference;
  refPlace?: "after" | "inside" | "before";
}

const PAIRS: Record<string, string> = { "“": "”", "«": "»", '"': '"', "„": "“", "‘": "’" };
const refEnd = (r: ParsedReference) => r.index + r.raw.length;

/** Markdown blockquotes: runs of lines starting with ">". */
function blockQuotes(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const re = /^[ \t]{0,3}>.*(?:\n[ \t]{0,3}>.*)*/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

function inlineQuotes(text: string, skip: { start: number; end: number }[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let i = 0;
  while (i < text.length) {
    const inBlock = skip.find((b) => i >= b.start && i < b.end);
    if (inBlock) {
      i = inBlock.end;
      continue;
    }
    const close = PAIRS[text[i]];
    if (close) {
      // A quote never runs past the end of its line (a paragraph, a list item), and a writer who
      // opens with one kind of double mark may close with the other (“…").
      const limit = text.indexOf("\n", i);
      const closers = close === "”" || close === '"' ? ["”", '"'] : [close];
      const j = Math.min(
        ...closers
          .map((c) => text.indexOf(c, i + 1))
          .filter((k) => k > i)
          .concat([-1 >>> 1]),
      );
      if (j < text.length && (limit < 0 || j < limit)) {
        out.push({ start: i, end: j + 1 });
        i = j + 1;
        continue;
      }
    }
    i++;
  }
  return out;
}

/** Characters allowed between a quote and the reference that follows it. */
const GLUE_AFTER = /^[\s,.;:()[\]*_—–\-]*$/;

function findAfter(text: string, end: number, refs: ParsedReference[]): ParsedReference | undefined {
  return refs.find((r) => r.index >= end && r.index - end <= 8 && GLUE_AFTER.test(text.slice(end, r.index)));
}

function findBefore(
  text: string,
  start: number,
  refs: ParsedReference[],
  quotes: { start: number; end: number }[],
  sameLine = false,
) {
  const candidates = refs.filter((r) => refEnd(r) <= start && start - refEnd(r) <= 80);
  const r = candidates[candidates.length - 1];
  if (!r) return undefined;
  const between = text.slice(refEnd(r), start);
  // Same sentence, and no other quote in between.
  if (/[.!?]\s|\n\s*\n/.test(between)) return undefined;
  // An inline quote is not attributed to a reference in an earlier line (a list's previous item).
  if (sameLine && between.includes("\n")) return undefined;
  if (quotes.some((q) => q.start >= refEnd(r) && q.end <= start)) return undefined;
  return r;
}

/** Strips marks, emphasis and dashes around quoted words; returns the trimmed offsets. */
function trimQuoted(text: string, start: number, end: number): [number, number] {
  const lead = /^[\s"“”«»„‘’*_>]+/.exec(text.slice(start, end));
  if (lead) start += lead[0].length;
  const trail = /[\s"“”«»‘’*_—–\-(,;:]+$/.exec(text.slice(start, end));
  if (trail) end -= trail[0].length;
  return [start, Math.max(start, end)];
}

export function findQuotes(text: string, refs: ParsedReference[]): QuoteSpan[] {
  const blocks = blockQuotes(text);
  const inlines = inlineQuotes(text, blocks);
  const out: QuoteSpan[] = [];

  for (const b of blocks) {
    const inside = refs.filter((r) => r.index >= b.start && refEnd(r) <= b.end);
    let [ts, te] = [b.start, b.end];
    let ref: ParsedReference | undefined;
    let refPlace: QuoteSpan["refPlace"];
    const last = inside[inside.length - 1];
    const first = inside[0];
    if (last && /^[\s)\].*_]*$/.test(text.slice(refEnd(last), b.end))) {
      [ref, refPlace, te] = [last, "inside", last.index];
      // "(Juan 3:16)" leaves its "(" behind.
      while (te > ts && /[\s(\[—–\-*_>]/.test(text[te - 1])) te--;
    } else if (first && /^[\s>*_]*$/.test(text.slice(b.start, first.index))) {
      const rest = /^[\s*_)\]:.—–\-]*/.exec(text.slice(refEnd(first), b.end))!;
      [ref, refPlace, ts] = [first, "inside", refEnd(first) + rest[0].length];
    }
    if (!ref) {
      ref = findAfter(text, b.end, refs);
      refPlace = ref ? "after" : undefined;
    }
    if (!ref) {
      ref = findBefore(text, b.start, refs, []);
      refPlace = ref ? "before" : undefined;
    }
    [ts, te] = trimQuoted(text, ts, te);
    const quoted = text
      .slice(ts, te)
      .split("\n")
      .map((l) => l.replace(/^[ \t]{0,3}>[ \t]?/, ""))
      .join("\n");
    out.push({ kind: "block", start: b.start, end: b.end, text: quoted, textStart: ts, textEnd: te, ref, refPlace });
  }

  for (const q of inlines) {
    let [ts, te] = [q.start + 1, q.end - 1];
    let ref: ParsedReference | undefined;
    let refPlace: QuoteSpan["refPlace"];
    const inside = refs.filter((r) => r.index >= ts && refEnd(r) <= te);
    const last = inside[inside.length - 1];
    if (last && /^[\s).\]]*$/.test(text.slice(refEnd(last), te))) {
      [ref, refPlace, te] = [last, "inside", last.index];
    }
    if (!ref) {
      ref = findAfter(text, q.end, refs);
      refPlace = ref ? "after" : undefined;
    }
    if (!ref) {
      ref = findBefore(text, q.start, refs, inlines, true);
      refPlace = ref ? "before" : undefined;
    }
    [ts, te] = trimQuoted(text, ts, te);
    out.push({
      kind: "inline",
      start: q.start,
      end: q.end,
      text: text.slice(ts, te),
      textStart: ts,
      textEnd: te,
      ref,
      refPlace,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}
