import { describe, expect, it } from "vitest";
import { SentenceHolder } from "../../lib/answers/stream/sentence-holder.ts";
import { verifiedStream, type Verifier } from "../../lib/answers/stream/verified-stream.ts";
import type { AnswerEvent } from "../../lib/answers/types.ts";

/** Feeds text to the holder in chunks of `size` characters and returns every piece released. */
function split(text: string, size: number): string[] {
  const h = new SentenceHolder();
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...h.push(text.slice(i, i + size)));
  const rest = h.flush();
  if (rest) out.push(rest);
  return out;
}

const SIZES = [1, 3, 7, 50, 10_000];

describe("SentenceHolder", () => {
  it.each(SIZES)("releases whole sentences, never a part of one (chunk %i)", (size) => {
    const text = "Dios es amor. Él nos busca primero! ¿Lo crees? Sí.";
    const pieces = split(text, size);
    expect(pieces.join("")).toBe(text);
    if (size < text.length) expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces.slice(0, -1)) expect(p.trim()).toMatch(/[.!?]$/);
  });

  it.each(SIZES)("keeps a blockquote with its attribution line (chunk %i)", (size) => {
    const text =
      "Mira lo que dice:\n\n> Porque de tal manera amó Dios al mundo.\n> Que ha dado.\n>\n> — Juan 3:16\n\nEsto es gracia.";
    const pieces = split(text, size);
    expect(pieces.join("")).toBe(text);
    const quote = pieces.find((p) => p.includes("> Porque"));
    expect(quote).toContain("— Juan 3:16");
    expect(quote).toContain("> Que ha dado.");
  });

  it.each(SIZES)("keeps a blockquote with an attribution on the following line (chunk %i)", (size) => {
    const text = "> Jehová es mi pastor; nada me faltará.\n— Salmos 23:1\nAmén.";
    const pieces = split(text, size);
    expect(pieces.find((p) => p.includes("Jehová es mi pastor"))).toContain("Salmos 23:1");
  });

  it.each(SIZES)("holds an inline quote until its reference arrives (chunk %i)", (size) => {
    const text = "Jesús dijo: “Yo soy el camino. Nadie viene al Padre sino por mí.” (Juan 14:6). Es una promesa.";
    const pieces = split(text, size);
    expect(pieces.join("")).toBe(text);
    const quote = pieces.find((p) => p.includes("Yo soy el camino"));
    expect(quote).toContain("Nadie viene al Padre");
    expect(quote).toContain("Juan 14:6");
  });

  it("releases each attributed blockquote on its own", () => {
    const text =
      "> Jehová es mi pastor; nada me faltará.\n>\n> — Salmos 23:1\n\n> Todo lo puedo en Cristo que me fortalece.\n>\n> — Filipenses 4:13\n\nAmén.";
    const pieces = split(text, 3);
    expect(pieces.join("")).toBe(text);
    expect(pieces.find((p) => p.includes("pastor"))).not.toContain("Cristo");
    expect(pieces.find((p) => p.includes("Cristo"))).toContain("Filipenses 4:13");
  });

  it("does not cut at abbreviations, list markers or references", () => {
    const text = "Lee 1 Co. 13:4 con calma.\n1. Primero ora.\n2. Luego lee.\n";
    const pieces = split(text, 2);
    expect(pieces.join("")).toBe(text);
    expect(pieces.find((p) => p.includes("1 Co."))).toContain("con calma.");
    expect(pieces).toContain("1. Primero ora.\n");
  });

  it("gives up waiting for an attribution at a paragraph break", () => {
    const text = "Como dice el refrán, «más vale tarde que nunca».\n\nSigamos.\nOtra idea.";
    const pieces = split(text, 4);
    expect(pieces.join("")).toBe(text);
    expect(pieces.length).toBeGreaterThan(1);
  });
});

describe("verifiedStream", () => {
  // Stands in for the Scripture core's verifier: fixes one misquote and removes an invented verse.
  const verify: Verifier = async (text) => {
    const citations = [];
    let out = text.replace("Dios amó tanto al mundo", "de tal manera amó Dios al mundo");
    if (out.includes("Juan 3:16"))
      citations.push({ reference: "Juan 3:16", text: "Porque de tal manera amó Dios al mundo…" });
    out = out.replace(/> Bienaventurado el que inventa\.\n>\n> — Hechos 40:1/, "").trim();
    return { text: out, citations };
  };

  async function run(chunks: string[]): Promise<AnswerEvent[]> {
    async function* gen() {
      for (const c of chunks) yield c;
    }
    const events: AnswerEvent[] = [];
    for await (const e of verifiedStream(gen(), verify)) events.push(e);
    return events;
  }

  it("forwards only verified pieces, and the final answer is exactly what was forwarded", async () => {
    const text =
      "Te comparto un versículo.\n\n> Porque Dios amó tanto al mundo.\n>\n> — Juan 3:16\n\n> Bienaventurado el que inventa.\n>\n> — Hechos 40:1\n\nDios te ama.";
    const chunks = text.match(/.{1,5}/gs)!;
    const events = await run(chunks);
    const deltas = events.filter((e) => e.type === "delta").map((e) => (e as { text: string }).text);
    const done = events.at(-1);
    expect(done?.type).toBe("done");
    if (done?.type !== "done") return;
    expect(deltas.join("").trim()).toBe(done.answer.text);
    expect(deltas.join("")).not.toContain("Dios amó tanto");
    expect(deltas.join("")).not.toContain("Hechos 40:1");
    expect(done.answer.text).toContain("de tal manera amó Dios al mundo");
    expect(done.answer.citations.map((c) => c.reference)).toEqual(["Juan 3:16"]);
    expect(deltas.length).toBeGreaterThan(2);
  });
});
