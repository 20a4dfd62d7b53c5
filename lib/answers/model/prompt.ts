import "server-only";
import type { HistoryTurn } from "../types.ts";
import {
  ANSWER_IN_SPANISH,
  CONTEXT_HEADER,
  NO_CONTEXT_PASSAGES,
  SYSTEM_PROMPT,
  TOOLS_NOTE,
} from "../../../content/model-prompt.ts";

// The messages the model is sent: instructions, context passages, the last turns, then the question.
// The instructions' text is content/model-prompt.ts.

import type { Citation as ContextPassage } from "../../citation.ts";
export type { ContextPassage };

/** How many earlier turns the model sees, and how much of each. */
export const HISTORY_TURNS = 6;
const HISTORY_CHARS = 1200;

export type PromptMessage = { role: "system" | "user" | "assistant"; content: string };

function contextMessage(passages: ContextPassage[], english: boolean, tools = false): string {
  const lines = passages.length ? passages.map((p) => `[${p.reference}] ${p.text}`) : [NO_CONTEXT_PASSAGES];
  const extra = english ? ["", ANSWER_IN_SPANISH] : [];
  return [CONTEXT_HEADER, "", ...lines, ...extra, ...(tools ? ["", TOOLS_NOTE] : [])].join("\n");
}

/** The full message list: instructions, context passages, the last turns, then the question. */
export function buildMessages(opts: {
  question: string;
  passages: ContextPassage[];
  history?: HistoryTurn[];
  english?: boolean;
  /** The model may call tools (lib/answers/model/tools.ts): say what they are for. */
  tools?: boolean;
}): PromptMessage[] {
  const history = (opts.history ?? []).slice(-HISTORY_TURNS).map<PromptMessage>((t) => ({
    role: t.sender === "user" ? "user" : "assistant",
    content: t.text.slice(0, HISTORY_CHARS),
  }));
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "system", content: contextMessage(opts.passages, opts.english ?? false, opts.tools) },
    ...history,
    { role: "user", content: opts.question },
  ];
}
