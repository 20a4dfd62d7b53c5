import { describe, expect, it } from "vitest";
import { readerSearch } from "../../lib/scripture/reader/reader-search.ts";
import { withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// The reader's search box (/biblia/buscar, issue 14 item 3): a reference goes to its verse, a phrase
// to its verse through the verse finder (today's wording too), a subject to its passages.

withBuiltinAnswererDb();

describe("readerSearch", () => {
  it("sends a reference straight to its verse, and a book to its first chapter", async () => {
    expect((await readerSearch("jn 3 16")).redirect).toBe("/biblia/juan/3#v16");
    expect((await readerSearch("1 Corintios 13:4")).redirect).toBe("/biblia/1-corintios/13#v4");
    expect((await readerSearch("Cantares")).redirect).toBe("/biblia/cantares/1");
  });

  it("sends a phrase remembered in today's wording to its RV1909 verse", async () => {
    // RV1909 says "Jehová es mi luz y mi salvación" and "Vosotros sois la sal de la tierra": neither
    // query is in any verse word for word, and a word search ranks other verses first.
    expect((await readerSearch("el Señor es mi luz y mi salvación")).redirect).toBe("/biblia/salmos/27#v1");
    expect((await readerSearch("ustedes son la sal de la tierra")).redirect).toBe("/biblia/mateo/5#v13");
    // The search box's own example: Salmos 23:1 ("Jehová es mi pastor"), not Isaías 44:28 ("Mi pastor").
    expect((await readerSearch("el señor es mi pastor")).redirect).toBe("/biblia/salmos/23#v1");
    // Misspelt and without accents.
    expect((await readerSearch("vienaventurados los de limpio corazon")).redirect).toBe("/biblia/mateo/5#v8");
  });

  it("lists every verse when several say the phrase equally well", async () => {
    const r = await readerSearch("el justo por la fe vivirá");
    expect(r.redirect).toBeUndefined();
    const refs = r.verses.map((v) => v.reference);
    for (const ref of ["Romanos 1:17", "Gálatas 3:11", "Habacuc 2:4", "Hebreos 10:38"]) expect(refs).toContain(ref);
    expect(r.verses.find((v) => v.reference === "Romanos 1:17")?.href).toBe("/biblia/romanos/1#v17");
  });

  it("answers a subject with its passages and does not jump to one verse", async () => {
    const r = await readerSearch("ansiedad");
    expect(r.redirect).toBeUndefined();
    const anxiety = r.subjects.find((s) => s.passages.some((p) => p.reference === "Filipenses 4:6-7"));
    expect(anxiety?.passages.find((p) => p.reference === "Filipenses 4:6-7")?.href).toBe("/biblia/filipenses/4#v6");
  });

  it("says nothing was found for words no verse or subject has", async () => {
    const r = await readerSearch("xqzt wvvk");
    expect(r).toEqual({ verses: [], subjects: [] });
  });
});
