import { readFileSync } from "node:fs";
import path from "node:path";

// The RV1909 text as shipped in data/bible, read directly (not through the engine under test), for
// tests that check data files' references against it.

const ROOT = path.resolve(__dirname, "..", "..");
const books: { osis: string; name: string }[] = JSON.parse(
  readFileSync(path.join(ROOT, "data/bible/books.json"), "utf8"),
);
const osisByName = new Map(books.map((b) => [b.name, b.osis]));

/** Every verse of the shipped text, as "osis chapter verse" ("1Sam 17 40"). */
export const SHIPPED_VERSES = new Set(
  readFileSync(path.join(ROOT, "data/bible/verses.tsv"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t").slice(0, 3).join(" ")),
);

/** "1 Samuel 17:40-49" → ["1Sam 17 40", …]; null when the form is not "Book C:V(-V)" with a known book. */
export function verseKeys(ref: string): string[] | null {
  const m = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(ref);
  const osis = m && osisByName.get(m[1]);
  if (!m || !osis) return null;
  const [from, to] = [Number(m[3]), Number(m[4] ?? m[3])];
  if (to < from) return null;
  return Array.from({ length: to - from + 1 }, (_, i) => `${osis} ${m[2]} ${from + i}`);
}
