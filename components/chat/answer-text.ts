import { shareableVersePath } from "@/lib/scripture/reader/paths.ts";
import type { Citation } from "./chat-types.ts";

/**
 * What 'Copiar' and 'Compartir' hand over: the answer as the person read it (the rendered text,
 * so Markdown marks never leak) followed by its cited passages with their references. Given the
 * site's origin, each passage is followed by its address in the Bible reader (issue 14: a reference
 * in a shared answer leads to its verses; the link's preview shows them).
 */
export function answerPlainText(rendered: string, citations: Citation[], origin?: string): string {
  const body = rendered.replace(/\n{3,}/g, "\n\n").trim();
  if (citations.length === 0) return body;
  const refs = citations
    .map((c) => {
      const line = `${c.reference} (RV1909): «${c.text.trim()}»`;
      const path = origin ? shareableVersePath(c.reference) : null;
      return path ? `${line}\n${origin}${path}` : line;
    })
    .join("\n");
  return `${body}\n\nPasajes citados:\n${refs}`;
}
