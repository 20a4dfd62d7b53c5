import { referencePath } from "./paths.ts";

// Turns each reference the verifier accepted into a Markdown link to its place in the reader
// ("Juan 3:16" → "[Juan 3:16](/biblia/juan/3#v16)"). Only the accepted ones: a reference the
// verifier removed or fixed is not in the list, so it never becomes a link. Pure (browser code).

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Existing links, images, inline code: left as they are.
const PROTECTED = /!?\[[^\]]*\]\([^)]*\)|`[^`]*`/g;

export function linkCitations(markdown: string, references: readonly string[]): string {
  const unique = [...new Set(references)].filter((r) => referencePath(r)).sort((a, b) => b.length - a.length);
  if (unique.length === 0) return markdown;
  // Not part of a longer reference: "1 Juan 3:16" is not "Juan 3:16", "Juan 3:16-18" is not "Juan 3:16".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?<!\\d\\s)(${unique.map(escape).join("|")})(?![\\p{L}\\p{N}]|\\s?[:\\-–]\\s?\\d)`,
    "gu",
  );
  const link = (text: string) => text.replace(pattern, (ref) => `[${ref}](${referencePath(ref)})`);
  let out = "";
  let last = 0;
  for (const m of markdown.matchAll(PROTECTED)) {
    out += link(markdown.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + link(markdown.slice(last));
}
