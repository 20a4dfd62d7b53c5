import "server-only";
import type { Answer, AnswerCitation, AnswerEvent, AnswerStatus } from "../types.ts";
import { SentenceHolder } from "./sentence-holder.ts";

/** Checks one piece; `before` is the text already sent, for context (the chapter being discussed). */
export type Verifier = (text: string, before: string) => Promise<{ text: string; citations: AnswerCitation[] }>;

/** Verifies a piece while keeping the whitespace around it, so pieces still join into Markdown. */
async function verifyPiece(
  piece: string,
  verify: Verifier,
  before: string,
): Promise<{ text: string; citations: AnswerCitation[] }> {
  const lead = piece.match(/^\s*/)?.[0] ?? "";
  const trail = piece.slice(lead.length).match(/\s*$/)?.[0] ?? "";
  const core = piece.slice(lead.length, piece.length - trail.length);
  if (!core) return { text: piece, citations: [] };
  const checked = await verify(core, before);
  return { text: `${lead}${checked.text}${trail}`, citations: checked.citations };
}

export function mergeCitations(into: AnswerCitation[], more: AnswerCitation[]): void {
  for (const c of more) if (!into.some((x) => x.reference === c.reference)) into.push(c);
}

/**
 * Turns raw model text chunks into verified deltas: each piece is held until it is complete, passed
 * through the verifier, and only then forwarded. The final answer is exactly what was forwarded.
 */
export async function* verifiedStream(
  chunks: AsyncIterable<string | { status: AnswerStatus }>,
  verify: Verifier,
): AsyncGenerator<AnswerEvent> {
  const holder = new SentenceHolder();
  const citations: AnswerCitation[] = [];
  let text = "";
  const emit = async (piece: string) => {
    const checked = await verifyPiece(piece, verify, text);
    mergeCitations(citations, checked.citations);
    return checked.text;
  };
  // Blank lines between pieces travel with the next piece rather than as deltas of their own; a
  // piece emptied by the checks leaves its blank lines, never more than one blank line in a row, and
  // the answer starts with words.
  let pending = "";
  const send = (checked: string): string => {
    let out = (pending + checked).replace(/^(?:[ \t]*\n){3,}/, "\n\n");
    if (!text) out = out.trimStart();
    // Spaces of a removed sentence do not double the space before the next one.
    else if (/\s$/.test(text)) out = out.replace(/^[ \t]+/, "");
    if (!out.trim()) {
      pending = out;
      return "";
    }
    pending = "";
    text += out;
    return out;
  };
  for await (const chunk of chunks) {
    // A status note (the model is looking passages up) passes at once; it is not answer text.
    if (typeof chunk !== "string") {
      yield { type: "status", status: chunk.status };
      continue;
    }
    for (const piece of holder.push(chunk)) {
      const out = send(await emit(piece));
      if (out) yield { type: "delta", text: out };
    }
  }
  const rest = holder.flush();
  if (rest) {
    const out = send(await emit(rest));
    if (out) yield { type: "delta", text: out };
  }
  const answer: Answer = { text: text.trim(), citations };
  yield { type: "done", answer };
}
