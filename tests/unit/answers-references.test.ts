// What the built-in answer says about a reference as typed (issue 18): the canonical name when the
// typed one differs, a question when the name is ambiguous, a kind word for deuterocanonical books,
// and the right verse for a fixed random sample of 100 forms from the library's cases file, asked
// through the real POST /api/v1/chat/free-chat route.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "../../app/api/v1/chat/free-chat/route.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { bookByOsis, getPassage } from "../../lib/scripture/index.ts";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

async function verseText(reference: string): Promise<string> {
  const p = await getPassage(reference);
  if (!p) throw new Error(`${reference} is not in the test Bible`);
  return p.text;
}

describe("the answer names what it understood", () => {
  it("'Proberbios 3:5-6' is answered as Proverbios 3:5-6, with its text", async () => {
    const a = await answerChecked("Proberbios 3:5-6");
    expect(a.text).toContain("**Proverbios 3:5-6**");
    expect(a.text).toContain(await verseText("Proverbios 3:5-6"));
    expect(a.text).not.toContain("Proberbios");
  });

  it("'¿qué dice primero san juan 1 9?' quotes 1 Juan 1:9", async () => {
    const a = await answerChecked("¿qué dice primero san juan 1 9?");
    expect(a.text).toContain("**1 Juan 1:9**");
    expect(a.text).toContain(await verseText("1 Juan 1:9"));
  });
});

describe("ambiguous names", () => {
  it("'Ma 3:1' quotes Mateo 3:1 and asks whether Marcos 3:1 or Malaquías 3:1 was meant", async () => {
    const a = await answerChecked("Ma 3:1");
    expect(a.text).toContain(await verseText("Mateo 3:1"));
    expect(a.text).toContain("¿O te referías a **Marcos 3:1** o **Malaquías 3:1**?");
  });

  it("a bare 'Jue 3' asks whether Judas was meant; 'Jue 6:12' and 'Jn 3:16' ask nothing", async () => {
    const bare = await answerChecked("Jue 3");
    expect(bare.text).toContain("Leí *Jue 3* como **Jueces 3**. ¿O te referías a **Judas 1:3**?");
    for (const q of ["Jue 6:12", "Jn 3:16"]) {
      expect((await answerChecked(q)).text).not.toContain("te referías");
    }
  });
});

describe("deuterocanonical books", () => {
  it.each([
    ["¿Qué dice Tobías 3:1?", "Tobías"],
    ["Sabiduría 7:7", "Sabiduría"],
    ["léeme Eclesiástico 3:1", "Eclesiástico"],
    ["Baruc 1", "Baruc"],
    ["1 Macabeos 2:3", "1 Macabeos"],
    ["Judit 8", "Judit"],
  ])("'%s' says kindly that the Reina-Valera 1909 does not include %s, and quotes nothing", async (q, name) => {
    const a = await answerChecked(q);
    expect(a.text).toContain(`el libro de **${name}** no forma parte de la Reina-Valera 1909`);
    expect(a.text).not.toContain("> ");
    expect(a.text).not.toContain("Encontré estos pasajes");
  });

  it("Eclesiástico is told apart from Eclesiastés", async () => {
    const a = await answerChecked("Eclesiástico 3:1");
    expect(a.text).toContain("no es lo mismo que **Eclesiastés**");
  });
});

/** mulberry32: a small seeded generator, so the sample is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("POST /api/v1/chat/free-chat: a random sample (seed 18) of 100 forms from the book-name cases file", () => {
  const cases = readFileSync(path.join(__dirname, "..", "fixtures", "bcv-es", "book-name-cases.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split("\t") as [string, string]);
  const random = seeded(18);
  const sample = new Set<number>();
  while (sample.size < 100) sample.add(Math.floor(random() * cases.length));

  // Each question comes from its own guest; the per-address daily limit is not what is tested here.
  let savedLimit: string | undefined;
  beforeAll(() => {
    savedLimit = process.env.GUEST_IP_DAILY_LIMIT;
    process.env.GUEST_IP_DAILY_LIMIT = "1000";
    resetEnvCache();
  });
  afterAll(() => {
    if (savedLimit === undefined) delete process.env.GUEST_IP_DAILY_LIMIT;
    else process.env.GUEST_IP_DAILY_LIMIT = savedLimit;
    resetEnvCache();
  });

  it.each([...sample].map((i) => cases[i]))("'%s' (%s) is answered with that verse", async (text, osis) => {
    const [bookOsis, chapter, verse] = osis.split(".");
    const reference = `${bookByOsis(bookOsis)?.name} ${chapter}:${verse}`;
    const res = await POST(
      new Request("http://localhost/api/v1/chat/free-chat", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-guest-session-id": randomUUID(),
          "x-berea-client-ip": "203.0.113.18",
        },
        body: JSON.stringify({ text: `¿Qué dice ${text}?`, sender: "user", timestamp: new Date().toISOString() }),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: string; citations: { reference: string; text: string }[] };
    const verseTextHere = await verseText(reference);
    expect(body.citations).toContainEqual({ reference, text: verseTextHere });
    expect(body.text).toContain(verseTextHere);
    expect(body.text).toContain(`**${reference}**`);
  });
});
