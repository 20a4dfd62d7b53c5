import type { Citation } from "./chat-types.ts";

/**
 * What 'Copiar' and 'Compartir' hand over: the answer as the person read it (the rendered text,
 * so Markdown marks never leak) followed by its cited passages with their references.
 */
export function answerPlainText(rendered: string, citations: Citation[]): string {
  const body = rendered.replace(/\n{3,}/g, "\n\n").trim();
  if (citations.length === 0) return body;
  const refs = citations.map((c) => `${c.reference} (RV1909): «${c.text.trim()}»`).join("\n");
  return `${body}\n\nPasajes citados:\n${refs}`;
}
