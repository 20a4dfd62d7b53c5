import "server-only";
import type { Answer, AnswerCitation, AnswerEvent } from "../types.ts";
import { SentenceHolder } from "./sentence-holder.ts";

export type Verifier = (text: string) => Promise<{ text: string; citations: AnswerCitation[] }>;

/** Verifies a piece while keeping the whitespace around it, so pieces still join into Markdown. */
async function verifyPiece(piece: string, verify: Verifier): Promise<{ text: string; citations: AnswerCitation[] }> {
  const lead = piece.match(/^\s*/)?.[0] ?? "";
  const trail = piece.slice(lead.length).match(/\s*$/)?.[0] ?? "";
  const core = piece.slice(lead.length, piece.length - trail.length);
  if (!core) return { text: piece, citations: [] };
  const checked = await verify(core);
  return { text: `${lead}${checked.text}${trail}`, citations: checked.citations };
}

export function mergeCitations(into: AnswerCitation[], more: AnswerCitation[]): void {
  for (const c of more) if (!into.some((x) => x.reference === c.reference)) into.push(c);
}

/**
 * Turns raw model text chunks into verified deltas: each piece is held until it is complete, passed
 * through the verifier, and only then forwarded. The final answer is exactly what was forwarded.
 */
export async function* verifiedStream(chunks: AsyncIterable<string>, verify: Verifier): AsyncGenerator<AnswerEvent> {
  const holder = new SentenceHolder();
  const citations: AnswerCitation[] = [];
  let text = "";
  const emit = async (piece: string) => {
    const checked = await verifyPiece(piece, verify);
    mergeCitations(citations, checked.citations);
    // Leading whitespace of the very first piece is dropped so the answer starts with words.
    const out = text ? checked.text : checked.text.trimStart();
    text += out;
    return out;
  };
  // Blank lines between pieces travel with the next piece rather than as deltas of their own.
  let pending = "";
  for await (const chunk of chunks) {
    for (const piece of holder.push(chunk)) {
      const out = pending + (await emit(piece));
      pending = out.trim() ? "" : out;
      if (!pending && out) yield { type: "delta", text: out };
    }
  }
  const rest = holder.flush();
  if (rest) {
    const out = pending + (await emit(rest));
    if (out.trim()) yield { type: "delta", text: out };
  }
  const answer: Answer = { text: text.trim(), citations };
  yield { type: "done", answer };
}
