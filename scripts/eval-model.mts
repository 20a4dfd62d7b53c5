// The model-path eval of issue 16: a local OpenAI-compatible server plays each answer of
// eval/model-answers.json as the model's reply, the real pipeline (answerQuestion, and streamAnswer
// for the streamed answer) runs on it, and what reached the user is scored.
//   npm run eval:model            (add --verbose for every span)
import { startOpenAiStub } from "../tests/support/openai-stub-server.ts";

const verbose = process.argv.includes("--verbose");
const stub = await startOpenAiStub();
process.env.OPENAI_BASE_URL = stub.url;
process.env.OPENAI_API_KEY = "eval";

const { loadModelAnswers } = await import("../lib/answers/eval/model-answers.ts");
const { checkModelAnswer, summarise } = await import("../lib/answers/eval/model-answers-check.ts");
const { answerQuestion, streamAnswer } = await import("../lib/answers/index.ts");
const { getPassage } = await import("../lib/scripture/passages.ts");
type Answer = import("../lib/answers/types.ts").Answer;

const cases = loadModelAnswers();
const texts = new Map<string, string>();
for (const c of cases) {
  for (const s of c.spans) {
    for (const r of [s.reference, ...(s.alternatives ?? [])]) {
      if (r && !texts.has(r)) texts.set(r, (await getPassage(r))?.text ?? "");
    }
  }
}

const results: Record<"whole" | "streamed", ReturnType<typeof checkModelAnswer>[]> = { whole: [], streamed: [] };
for (const c of cases) {
  stub.reply({ kind: "text", text: c.answer, chunkSize: 9 });
  const whole = await answerQuestion({ text: c.question, history: [] });
  let streamed: Answer | undefined;
  let deltas = "";
  for await (const e of streamAnswer({ text: c.question, history: [] })) {
    if (e.type === "delta") deltas += e.text;
    else if (e.type === "done") streamed = e.answer;
  }
  if (!streamed || streamed.text !== deltas.trim())
    throw new Error(`${c.id}: streamed deltas differ from the final answer`);
  for (const [mode, answer] of [
    ["whole", whole],
    ["streamed", streamed],
  ] as const) {
    const outcome = checkModelAnswer(c, answer, texts);
    results[mode].push(outcome);
    const bad = outcome.spans.filter((s) => s.unverified || s.unanchored || s.replaced === false || s.kept === false);
    if (verbose || bad.length || outcome.problems.length) {
      console.log(`\n[${mode}] ${c.id}`);
      for (const s of verbose ? outcome.spans : bad) {
        const flags = [
          s.unverified && "UNVERIFIED",
          s.unanchored && "UNANCHORED",
          s.replaced === false && "not replaced",
          s.kept === false && "not kept",
        ].filter(Boolean);
        console.log(`  ${s.span.expect} ${s.span.kind}: ${flags.join(", ") || "ok"} — ${s.span.text.slice(0, 70)}`);
      }
      for (const p of outcome.problems) console.log(`  ${p}`);
      if (verbose || bad.length) console.log(answer.text.replace(/^/gm, "    | "));
    }
  }
}
await stub.close();

for (const mode of ["whole", "streamed"] as const) {
  const s = summarise(results[mode]);
  const pct = (a: number, b: number) => `${a}/${b} (${((100 * a) / Math.max(1, b)).toFixed(1)} %)`;
  console.log(`\n${mode === "whole" ? "Whole answers" : "Streamed answers"}: ${s.answers} answers, ${s.spans} spans`);
  console.log(`  unverified quotes reaching the user: ${s.unverifiedQuotes} (target 0)`);
  console.log(`  unanchored attributions reaching the user: ${s.unanchoredAttributions} (target 0)`);
  console.log(
    `  real verses in other wording shown as RV1909 with their reference: ${pct(s.replaced, s.replaceable)} (target ≥ 90 %)`,
  );
  console.log(`  faithful paraphrases kept: ${pct(s.kept, s.keeps)}`);
  console.log(`  mustNotAppear / mustAppear / citation problems: ${s.problems}`);
}
process.exit(0);
