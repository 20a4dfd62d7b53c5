// Reads the Spanish book regular expressions that bible-passage-reference-parser publishes and turns
// each into the source of a pattern over our folded text (lower case, no accents, "º" as "o").
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export interface LibraryBookPattern {
  /** OSIS ids the name may stand for; more than one when the library itself finds it ambiguous. */
  osis: string[];
  /** Source of the name alone (no boundaries), for the `u` flag over folded text. */
  pattern: string;
  /** The name starts with its own number ("1 Jn", "Primero San Juan"). */
  numbered: boolean;
}

export interface LibraryBookPatterns {
  source: string;
  books: LibraryBookPattern[];
}

/** Lower-cases and strips accents outside escapes, so "\S" or "\p{L}" keep their meaning. */
export function foldPatternSource(src: string): string {
  let out = "";
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") {
      // \p{…} and \u{…} keep their braces as written.
      const brace = /^\\[pPu]\{[^}]*\}/.exec(src.slice(i));
      const esc = brace ? brace[0] : src.slice(i, i + 2);
      out += esc;
      i += esc.length - 1;
      continue;
    }
    out += c.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  }
  return out;
}

export async function bookPatternsFromLibrary(): Promise<LibraryBookPatterns> {
  const require = createRequire(import.meta.url);
  // package.json is not in the package's exports: find it beside the entry point.
  const entry = require.resolve("bible-passage-reference-parser");
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")) as {
    version: string;
  };
  const { regexps } = (await import("bible-passage-reference-parser/esm/lang/es.js")) as unknown as {
    regexps: new () => {
      all_books: { osis: string[]; regexp: RegExp }[];
      pre_book: RegExp;
      pre_number_book: RegExp;
      post_book: RegExp;
    };
  };
  const r = new regexps();
  const pre = r.pre_book.source;
  const preNumber = r.pre_number_book.source;
  const post = r.post_book.source;
  const books: LibraryBookPattern[] = [];
  for (const b of r.all_books) {
    const src = b.regexp.source;
    const numbered = src.startsWith(preNumber);
    const start = numbered ? preNumber.length : src.startsWith(pre) ? pre.length : -1;
    // Entries without the library's boundaries ("Ps151" before ".1") are internal forms, not names.
    if (start < 0 || !src.endsWith(post)) continue;
    const group = src.slice(start, src.length - post.length);
    if (!group.startsWith("(") || !group.endsWith(")")) throw new Error(`unexpected book regexp: ${src}`);
    books.push({ osis: b.osis, pattern: foldPatternSource(group.slice(1, -1)), numbered });
  }
  return { source: `bible-passage-reference-parser ${pkg.version}, Spanish (es)`, books };
}
