import "server-only";
// Reading the Markdown answers are written in.

/** Every blockquote with the reference on its "— Libro c:v" line. */
export function blockquotes(markdown: string): { body: string; reference: string | null }[] {
  const blocks: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split("\n")) {
    if (/^\s*>/.test(line)) {
      current ??= [];
      current.push(line.replace(/^\s*>\s?/, ""));
    } else if (current) {
      blocks.push(current);
      current = null;
    }
  }
  if (current) blocks.push(current);
  return blocks.map((lines) => {
    const attribution = lines.findIndex((l) => /^\s*[—–-]\s*\S/.test(l));
    const reference = attribution >= 0 ? lines[attribution].replace(/^\s*[—–-]\s*/, "").trim() : null;
    const body = (attribution >= 0 ? lines.slice(0, attribution) : lines).join(" ").trim();
    return { body, reference };
  });
}
