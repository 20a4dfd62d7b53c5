import "server-only";
import type { ChatCompletionMessageToolCall } from "openai/resources/chat/completions";
import { serverEnv } from "../../env.ts";
import type { HistoryTurn } from "../types.ts";
import {
  completeAnswer,
  completeMessage,
  streamAnswerText,
  streamChunks,
  type ModelMessage,
  ToolsRefused,
  type RequestExtras,
} from "./answerer.ts";
import { modelConfig } from "./client.ts";
import { buildMessages, type ContextPassage } from "./prompt.ts";
import { runTool, TOOLS } from "./tools.ts";

// A model that looks things up: it gets today's retrieved passages and, besides, tools to search
// more, read a passage by reference and find a question's subjects. The loop is bounded (at most
// MAX_TOOL_ROUNDS rounds of tool calls and OPENAI_TOOL_BUDGET_MS in all); then the model must answer
// with what it has, and if it still does not, today's context-stuffed request answers, with the
// passages the tools found added to the context. Servers that do not support tools (an error naming
// tools, tool calls printed as text, or no tool call in several answers) are remembered per model
// and get today's request from then on.

export const MAX_TOOL_ROUNDS = 3;
/** Tool calls run per round at most; a model asking for more gets the first ones. */
const MAX_CALLS_PER_ROUND = 5;
/** Answers in a row without a single tool call after which a model is taken not to use tools. */
const NO_CALL_STREAK = 3;
/** Characters of a reply read before deciding whether it is text or a tool call written as text. */
const DECIDE_CHARS = 8;

/** Something the screen may show while the model works ('Buscando pasajes…'). */
export interface ModelStatus {
  status: "searching";
}
export type ModelChunk = string | ModelStatus;

export interface ModelPrompt {
  question: string;
  passages: ContextPassage[];
  history?: HistoryTurn[];
  english?: boolean;
}

const unsupported = new Set<string>();
const streaks = new Map<string, number>();

function modelKey(): string {
  const { client, model } = modelConfig();
  return `${client.baseURL}|${model}`;
}

/** Forgets what was learned about the models' tool support (a new server behind the same name). */
export function forgetToolSupport(): void {
  unsupported.clear();
  streaks.clear();
}

function toolsOffered(): boolean {
  return serverEnv().OPENAI_TOOLS !== "off" && !unsupported.has(modelKey());
}

/** A reply that is a tool call written out as text, by a server that does not speak tools. */
const TOOLISH_START = /^\s*(?:\{|\[|<\/?tool|<\|tool|<function|```)/;
function printedToolCall(text: string): boolean {
  return TOOLISH_START.test(text) && /"(?:name|arguments|function)"\s*:|<\/?tool_call|<function/.test(text);
}

interface Call {
  id: string;
  name: string;
  args: string;
}

type RoundEnd =
  { kind: "text" } | { kind: "calls"; calls: Call[]; shown?: boolean } | { kind: "printed" } | { kind: "empty" };

/**
 * One streamed round: text is forwarded as it comes, except a start that looks like a tool call
 * written as text; tool-call deltas are gathered by index, or by id where a server omits the index.
 */
async function* streamedRound(
  messages: ModelMessage[],
  signal: AbortSignal | undefined,
  extras: RequestExtras,
): AsyncGenerator<string, RoundEnd> {
  const calls: Call[] = [];
  const byIndex = new Map<number, Call>();
  let held = "";
  let flowing = false;
  for await (const chunk of streamChunks(messages, signal, extras)) {
    const delta = chunk.choices?.[0]?.delta;
    for (const tc of delta?.tool_calls ?? []) {
      // Keyed by index; by id, or else the latest call, where a server leaves the index out.
      let call =
        tc.index !== undefined
          ? byIndex.get(tc.index)
          : tc.id
            ? calls.find((c) => c.id === tc.id)
            : calls[calls.length - 1];
      if (!call) {
        call = { id: tc.id || `call_${calls.length}`, name: "", args: "" };
        calls.push(call);
        if (tc.index !== undefined) byIndex.set(tc.index, call);
      }
      if (tc.function?.name) call.name += tc.function.name;
      if (tc.function?.arguments) call.args += tc.function.arguments;
      // Words before a tool call are a preamble ("Voy a buscar…"), not the answer.
      held = "";
    }
    const piece = delta?.content;
    if (!piece) continue;
    if (flowing) {
      yield piece;
      continue;
    }
    held += piece;
    // A reply that starts like JSON or tool markup is held to its end: it may be a tool call written as text.
    if (TOOLISH_START.test(held) || held.trim().length < DECIDE_CHARS) continue;
    flowing = true;
    yield held;
    held = "";
  }
  // Tool calls after some words: those words were a preamble ("Voy a buscar…"), already shown.
  if (calls.length) return { kind: "calls", calls, shown: flowing };
  if (flowing) return { kind: "text" };
  if (printedToolCall(held)) return { kind: "printed" };
  if (!held.trim()) return { kind: "empty" };
  yield held;
  return { kind: "text" };
}

async function* completedRound(
  messages: ModelMessage[],
  signal: AbortSignal | undefined,
  extras: RequestExtras,
): AsyncGenerator<string, RoundEnd> {
  const message = await completeMessage(messages, signal, extras);
  const calls = (message.tool_calls ?? [])
    .filter((c): c is Extract<ChatCompletionMessageToolCall, { type: "function" }> => c.type === "function")
    .map((c, i) => ({ id: c.id || `call_${i}`, name: c.function.name, args: c.function.arguments }));
  if (calls.length) return { kind: "calls", calls };
  const text = message.content ?? "";
  if (printedToolCall(text)) return { kind: "printed" };
  if (!text.trim()) return { kind: "empty" };
  yield text;
  return { kind: "text" };
}

function noteAnswer(key: string, usedTools: boolean): void {
  const streak = usedTools ? 0 : (streaks.get(key) ?? 0) + 1;
  streaks.set(key, streak);
  if (streak >= NO_CALL_STREAK) unsupported.add(key);
}

/**
 * The tool rounds. Returns true when the model answered (its text already yielded), or the passages
 * the tools found when it must be answered the old way (no answer within the bounds, or no tools).
 */
async function* toolRounds(
  prompt: ModelPrompt,
  signal: AbortSignal | undefined,
  stream: boolean,
): AsyncGenerator<ModelChunk, true | ContextPassage[]> {
  const key = modelKey();
  const deadline = Date.now() + serverEnv().OPENAI_TOOL_BUDGET_MS;
  const messages: ModelMessage[] = buildMessages({ ...prompt, tools: true });
  const found: ContextPassage[] = [];
  let usedTools = false;
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    // Out of rounds or time: the tools stay declared (the conversation holds their calls) but may not be used.
    const open = round < MAX_TOOL_ROUNDS && Date.now() < deadline;
    const extras: RequestExtras = { tools: TOOLS, tool_choice: open ? "auto" : "none" };
    let end: RoundEnd;
    try {
      end = yield* (stream ? streamedRound : completedRound)(messages, signal, extras);
    } catch (err) {
      if (!(err instanceof ToolsRefused)) throw err;
      console.warn(`[answers] ${modelConfig().model} refused tools; answering with retrieved context from now on`);
      unsupported.add(key);
      return found;
    }
    if (end.kind === "text") {
      noteAnswer(key, usedTools);
      return true;
    }
    if (end.kind === "printed") {
      console.warn(
        `[answers] ${modelConfig().model} wrote a tool call as text; answering with retrieved context from now on`,
      );
      unsupported.add(key);
      return found;
    }
    if (end.kind === "empty" || !open) return found;
    usedTools = true;
    // A preamble already on screen: the answer starts on a paragraph of its own.
    if (end.shown) yield "\n\n";
    yield { status: "searching" };
    const calls = end.calls.slice(0, MAX_CALLS_PER_ROUND);
    messages.push({
      role: "assistant",
      content: null,
      tool_calls: calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.args } })),
    });
    for (const c of calls) {
      const result = await runTool(c.name, c.args);
      found.push(...result.passages);
      messages.push({ role: "tool", tool_call_id: c.id, content: result.content });
    }
  }
  return found;
}

/** Passages the tools found join the retrieved ones, without repeats. */
function withFound(passages: ContextPassage[], found: ContextPassage[]): ContextPassage[] {
  const seen = new Set(passages.map((p) => p.reference));
  return [...passages, ...found.filter((p) => !seen.has(p.reference) && seen.add(p.reference))];
}

/**
 * The model's answer as text chunks (and status notes while it looks things up). `stream`: the
 * text arrives piece by piece; otherwise each round is one request.
 */
export async function* modelAnswer(
  prompt: ModelPrompt,
  signal: AbortSignal | undefined,
  stream: boolean,
): AsyncGenerator<ModelChunk> {
  let found: ContextPassage[] = [];
  if (toolsOffered()) {
    const answered = yield* toolRounds(prompt, signal, stream);
    if (answered === true) return;
    found = answered;
  }
  const messages = buildMessages({ ...prompt, passages: withFound(prompt.passages, found) });
  if (stream) yield* streamAnswerText(messages, signal);
  else yield await completeAnswer(messages, signal);
}
