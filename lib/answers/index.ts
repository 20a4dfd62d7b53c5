import "server-only";
import { bookByOsis, verifyCitations, type Passage } from "../scripture/index.ts";
import { AppError } from "../api/errors.ts";
import { serviceModes } from "../env.ts";
import { builtinAnswer } from "./builtin/index.ts";
import { contextPassages } from "./builtin/evidence.ts";
import { MAX_QUOTED_VERSES, shorten } from "./builtin/quotes.ts";
import { blockquotes } from "./markdown.ts";
import { modelAnswer, type ModelPrompt } from "./model/tool-loop.ts";
import { modelQuoteChecks } from "./model/quote-finder.ts";
import { verifyModelAnswer } from "./model/verify-quotes.ts";
import { screenMessage } from "./screen.ts";
import { ENGLISH_NOTE } from "./safety/language.ts";
import { detectCrisis } from "./safety/crisis.ts";
import { verifiedStream } from "./stream/verified-stream.ts";
import type { Answer, AnswerEvent, AnswerInput } from "./types.ts";

export type { Answer, AnswerCitation, AnswerEvent, AnswerInput, AnswerStatus, HistoryTurn } from "./types.ts";

// The answer pipeline: safety screening, then the built-in answerer (no model configured) or the
// model, then the citation verifier on everything the user will see. The model's text is verified
// sentence by sentence while it streams.

/** Passages handed to the model as context: the same evidence the built-in answerer weighs. */
const CONTEXT_PASSAGES = 6;

// Built-in and fixed texts also name passages as examples ("pídeme *Juan 3:16*") or for further
// reading; their citations are the passages they actually quote. A model's citations are every
// passage it names, as the verifier returns them.
type Plan = { kind: "text"; text: string } | { kind: "model"; prompt: ModelPrompt; careNote?: string };

function quotedOnly(verified: Answer): Answer {
  const quoted = new Set(blockquotes(verified.text).map((q) => q.reference));
  return { text: verified.text, citations: verified.citations.filter((c) => quoted.has(c.reference)) };
}

/** Long passages (a whole chapter) go to the model as their first verses, with a reference to match. */
function forContext(p: Passage): { reference: string; text: string } {
  const book = bookByOsis(p.verses[0]?.osis ?? "");
  const shown = book ? shorten(p, book.name, MAX_QUOTED_VERSES) : p;
  return { reference: shown.reference, text: shown.text };
}

/** Verification can leave nothing of a model's answer (only invented verses): that is a failed answer. */
function nonEmpty(answer: Answer): Answer {
  if (!answer.text.trim())
    throw new AppError("upstream:model", undefined, { cause: new Error("nothing left after verification") });
  return answer;
}

/**
 * A message about suicide, self-harm or abuse: it is answered with the crisis reply (helplines, a
 * caring word) by either answerer, and no allowance may refuse it.
 */
export function isCrisisMessage(text: string): boolean {
  return detectCrisis(text) !== null;
}

async function plan(input: AnswerInput): Promise<Plan> {
  const screened = await screenMessage(input.text);
  if (screened.kind === "reply") return { kind: "text", text: screened.text };
  if (serviceModes().answers === "builtin") {
    const answer = await builtinAnswer(screened.searchText, input.history);
    const body = screened.careNote ? `${answer}\n\n${screened.careNote}` : answer;
    return { kind: "text", text: screened.english ? `${ENGLISH_NOTE}\n\n${body}` : body };
  }
  const passages = await contextPassages(screened.searchText, CONTEXT_PASSAGES);
  return {
    kind: "model",
    prompt: {
      question: input.text,
      passages: passages.map(forContext),
      history: input.history,
      english: screened.english,
    },
    careNote: screened.careNote,
  };
}

/** The model's chunks, then the care note the screen asked for (fixed text, never the model's). */
async function* withCareNote<T>(chunks: AsyncIterable<T | string>, note?: string): AsyncGenerator<T | string> {
  yield* chunks;
  if (note) yield `\n\n${note}`;
}

/** A model's text gets the quote and claim checks on top of the citation verifier. */
const verifyModel = (text: string, before = "") => verifyModelAnswer(text, modelQuoteChecks, before);

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/** The model's chunks, streamed or not, with the screen's care note after them. */
function modelDraft(p: Extract<Plan, { kind: "model" }>, signal: AbortSignal | undefined, stream: boolean) {
  return withCareNote(modelAnswer(p.prompt, signal, stream), p.careNote);
}

/** The model's whole answer, asked for without streaming (tool rounds included). */
async function modelText(p: Extract<Plan, { kind: "model" }>, signal?: AbortSignal): Promise<string> {
  let text = "";
  for await (const chunk of modelDraft(p, signal, false)) if (typeof chunk === "string") text += chunk;
  return text;
}

/** Answers a question; throws AppError upstream:model (502) or timeout:model (504) when the model fails. */
export async function answerQuestion(input: AnswerInput): Promise<Answer> {
  const p = await plan(input);
  const draft = p.kind === "text" ? p.text : await modelText(p, input.signal);
  const verified = p.kind === "text" ? await verifyCitations(draft) : await verifyModel(draft);
  const answer = nonEmpty({ text: verified.text.trim(), citations: verified.citations });
  return p.kind === "text" ? quotedOnly(answer) : answer;
}

/**
 * The answer a client received before it left a stream: the delivered sentences, already verified,
 * with the citations they carry (verifying verified text changes nothing and finds its passages).
 */
export async function deliveredAnswer(text: string): Promise<Answer> {
  const verified = await verifyCitations(text.trim());
  return { text: verified.text.trim(), citations: verified.citations };
}

/** Streams an answer as verified sentences, then `done` with the whole answer; same errors as answerQuestion. */
export async function* streamAnswer(input: AnswerInput): AsyncGenerator<AnswerEvent> {
  const p = await plan(input);
  const chunks = p.kind === "text" ? once(p.text) : modelDraft(p, input.signal, true);
  for await (const event of verifiedStream(chunks, p.kind === "text" ? (t) => verifyCitations(t) : verifyModel)) {
    if (event.type !== "done") yield event;
    else yield { type: "done", answer: p.kind === "text" ? quotedOnly(event.answer) : nonEmpty(event.answer) };
  }
}
